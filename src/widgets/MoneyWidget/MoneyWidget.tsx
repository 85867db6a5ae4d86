import { useState, type ChangeEvent } from 'react';
import { Input } from '@fluentui/react-components';
import { FieldLabel } from '../FieldFrame/FieldFrame';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { roundTo } from '@/engine/trading/rounding';
import { cleanMoneyText, moneyDisplay, moneyFromText } from './moneyText';

/** What an emptied field stores: `ui:emptyValue` when given, else the schema's numeric default, else nothing. */
function emptyValueOf(options: WidgetProps['options'], schema: WidgetProps['schema']): number | undefined {
  if (typeof options.emptyValue === 'number') return options.emptyValue;
  return typeof schema.default === 'number' ? schema.default : undefined;
}

const numberOption = (value: unknown): number | undefined => (typeof value === 'number' && value >= 0 ? value : undefined);

/**
 * An amount of money: shown with thousands separators and 2 decimals while not focused, the raw
 * number while focused; anything that is not part of a number is stripped as it is typed, and the
 * amount is rounded to 2 decimals when the field is left (trading §9). ui:options: `decimals`
 * (shown and stored), `decimalsWhileTyping` (kept while typing), `currency`, `emptyValue`.
 */
export default function MoneyWidget(props: WidgetProps) {
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
    schema,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const [focusedText, setFocusedText] = useState<string | null>(null);
  const empty = emptyValueOf(options, schema);
  const allowNegative = typeof schema.minimum === 'number' && schema.minimum < 0;
  const currency = typeof options.currency === 'string' ? options.currency : undefined;
  const decimals = numberOption(options.decimals) ?? 2;
  const typingDecimals = numberOption(options.decimalsWhileTyping) ?? Infinity;

  const handleFocus = () => {
    setFocusedText(typeof value === 'number' ? String(value) : '');
    onFocus(id, value);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = cleanMoneyText(event.target.value, allowNegative, typingDecimals);
    setFocusedText(text);
    onChange(moneyFromText(text, empty));
  };
  const handleBlur = () => {
    const typed = moneyFromText(focusedText ?? '', empty);
    const rounded = typeof typed === 'number' ? roundTo(typed, decimals) : typed;
    setFocusedText(null);
    if (rounded !== value) onChange(rounded);
    onBlur(id, rounded);
  };

  return (
    <>
      {labelValue(
        <FieldLabel htmlFor={id} required={required} disabled={disabled}>
          {label}
        </FieldLabel>,
        hideLabel,
      )}
      <Input
        id={id}
        name={htmlName || id}
        inputMode="decimal"
        autoComplete="off"
        value={focusedText ?? moneyDisplay(value, decimals)}
        placeholder={placeholder}
        contentBefore={currency}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onFocus={handleFocus}
        onChange={handleChange}
        onBlur={handleBlur}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </>
  );
}
