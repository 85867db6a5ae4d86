import { useState, type ChangeEvent } from 'react';
import { Input } from '@fluentui/react-components';
import { FieldLabel } from '../FieldFrame/FieldFrame';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/**
 * A percentage typed as a number with a '%' suffix (`ui:options.suffix`). With `ui:options.negate`
 * the stored number is the negative of what is shown (a fall of 5 % is stored as -5). Anything but
 * digits and one decimal point is stripped; an empty field stores nothing.
 */
export default function PercentageWidget(props: WidgetProps) {
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
  const negate = options.negate === true;
  const wholeNumbers = schema.type === 'integer';
  const shown = typeof value === 'number' ? String(negate ? -value : value) : '';
  const [typed, setTyped] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    let text = event.target.value.replace(wholeNumbers ? /\D/g : /[^\d.]/g, '');
    const point = text.indexOf('.');
    if (point !== -1) text = text.slice(0, point + 1) + text.slice(point + 1).replace(/\./g, '');
    setTyped(text);
    const number = Number(text);
    onChange(text === '' || !/\d/.test(text) ? undefined : negate ? -number : number);
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
        inputMode={wholeNumbers ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={typed ?? shown}
        placeholder={placeholder}
        contentAfter={typeof options.suffix === 'string' ? options.suffix : '%'}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={handleChange}
        onFocus={() => onFocus(id, value)}
        onBlur={() => {
          setTyped(null);
          onBlur(id, value);
        }}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </>
  );
}
