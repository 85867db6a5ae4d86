import { useRef, useState, type ChangeEvent } from 'react';
import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { FieldLabel } from '../FieldFrame/FieldFrame';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, splitPhoneNumber, type PhoneCountry } from '@/engine/reference/phoneCountries';
import { normalisePhone } from '@/engine/sanitise/normalisePhone';
import { toMobileField } from '@/engine/sanitise/toMobileField';
import { LongListSelect, type LongListChoice } from '../LongListSelect/LongListSelect';
import { longListFormOf } from '../referenceData';

// The row fits its column: both parts may shrink (a country's long name or the input's intrinsic
// width drew it 507 px wide on a 390 px phone), and on a narrow column the number wraps under the code.
const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    minWidth: 0,
    maxWidth: '100%',
  },
  code: { flex: '1 1 12rem', minWidth: 0, maxWidth: '100%', '& select': { minWidth: 0, width: '100%', textOverflow: 'ellipsis' } },
  number: { flex: '2 1 10rem', minWidth: 0, maxWidth: '100%', '& input': { minWidth: 0, width: '100%' } },
});

const DIAL_CODES: readonly LongListChoice[] = PHONE_COUNTRIES.map((c) => ({ value: c.code, label: c.label }));

function countryOf(code: string): PhoneCountry {
  return PHONE_COUNTRIES.find((c) => c.code === code) ?? DEFAULT_PHONE_COUNTRY;
}

/** Whether the number is stored as '+<code>-<digits>': `mobile`, or `separator` / `joinWith` '-'. */
function usesHyphen(options: WidgetProps['options']): boolean {
  return options.mobile === true || options.separator === '-' || options.joinWith === '-';
}

/**
 * A phone number: a dial-code select (about 240 countries, +1 by default or
 * `ui:options.defaultCountry`) and the number's digits. The value is one string without spaces:
 * '+<code><digits>' (portal-shell §5), or with `ui:options.mobile` (or `separator: "-"`)
 * '+<code>-<digits>' (compliance §2.4). A number pasted with its own leading '+' picks its country.
 * With `ui:options.dialCodeField` the dial code is another field's answer (the form hands it over
 * as `dialCode`), and the widget shows only the number.
 */
export default function PhoneWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    options,
    onChange,
    onBlur,
    onFocus,
    registry,
  } = props;
  const classes = useStyles();
  const fallback = typeof options.defaultCountry === 'string' ? countryOf(options.defaultCountry) : DEFAULT_PHONE_COUNTRY;
  const initial = splitPhoneNumber(typeof value === 'string' ? value : '');
  const [country, setCountry] = useState<PhoneCountry>(initial.country ?? fallback);
  const [digits, setDigits] = useState(initial.digits);

  // A value set from outside (a reset, a restored draft) is split again; the widget's own echo is not.
  const emitted = useRef<unknown>(value);
  const [seen, setSeen] = useState<unknown>(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== emitted.current) {
      const parts = splitPhoneNumber(typeof value === 'string' ? value : '');
      setCountry(parts.country ?? country);
      setDigits(parts.digits);
    }
  }

  const emit = (next: PhoneCountry, nextDigits: string) => {
    const text = (usesHyphen(options) ? toMobileField(next.dialCode, nextDigits) : normalisePhone(next.dialCode, nextDigits)) || undefined;
    emitted.current = text;
    onChange(text);
  };

  const handleCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = countryOf(event.target.value);
    setCountry(next);
    emit(next, digits);
  };
  const handleNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const international = text.trim().startsWith('+') ? splitPhoneNumber(text) : null;
    const next = international?.country ?? country;
    const nextDigits = international?.country ? international.digits : text.replace(/\D/g, '');
    setCountry(next);
    setDigits(nextDigits);
    emit(next, nextDigits);
  };

  return (
    <>
      {labelValue(
        <FieldLabel htmlFor={id} required={required} disabled={disabled}>
          {label}
        </FieldLabel>,
        hideLabel,
      )}
      <div className={classes.row}>
        <LongListSelect
          id={`${id}__dialCode`}
          form={longListFormOf(registry.formContext)}
          className={classes.code}
          aria-label={`${label || 'Phone'} country code`}
          value={country.code}
          disabled={disabled || readonly}
          onChange={handleCountry}
          choices={DIAL_CODES}
        />
        <Input
          id={id}
          name={htmlName || id}
          className={classes.number}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={digits}
          placeholder={placeholder}
          required={required}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={handleNumber}
          onFocus={() => onFocus(id, value)}
          onBlur={() => onBlur(id, value)}
          aria-describedby={ariaDescribedByIds(id)}
        />
      </div>
    </>
  );
}
