import { Option, Radio, RadioGroup } from '@fluentui/react-components';
import { FieldLabel } from '../FieldFrame/FieldFrame';
import { DeferredDropdown } from '../SelectWidget/DeferredDropdown';
import { ariaDescribedByIds, enumOptionsIndexForValue, labelValue, type EnumOptionsType, type WidgetProps } from '@rjsf/utils';

/** '25' becomes '25%'; a titled option ("A quarter") keeps its title. */
export function percentageLabel(option: EnumOptionsType): string {
  return option.label === String(option.value) ? `${option.value}%` : option.label;
}

/**
 * One percentage out of the schema's `enum` (or `oneOf` consts with titles): a Fluent dropdown, or a
 * radio group with `ui:options.display: "radio"`. The value stored is the number itself.
 * `ui:options.allowedValues` (a list of values) offers only those of the schema's options, e.g. the
 * fee choices of the answers so far (portal-shell §5: 0% to 5% for Instant Access, 1% to 10% for a
 * Term Account); without it every option is offered.
 */
export default function PercentageChoiceWidget(props: WidgetProps) {
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
  } = props;
  const allowed = Array.isArray(options.allowedValues) ? (options.allowedValues as unknown[]) : undefined;
  const choices = (options.enumOptions ?? []).filter((o) => !allowed || allowed.includes(o.value));
  const index = enumOptionsIndexForValue(value, choices);
  const selected = typeof index === 'string' ? index : undefined;
  const choose = (optionIndex: string | undefined) =>
    onChange(optionIndex === undefined || optionIndex === '' ? undefined : choices[Number(optionIndex)]?.value);
  const labelId = `${id}__label`;

  if (options.display === 'radio') {
    return (
      <>
        {labelValue(
          <FieldLabel id={labelId} required={required} disabled={disabled}>
            {label}
          </FieldLabel>,
          hideLabel,
        )}
        <RadioGroup
          id={id}
          name={htmlName || id}
          layout="horizontal"
          aria-labelledby={hideLabel ? undefined : labelId}
          value={selected ?? ''}
          disabled={disabled || readonly}
          onChange={(_, data) => choose(data.value)}
          aria-describedby={ariaDescribedByIds(id)}
        >
          {choices.map((o, i) => (
            <Radio key={String(o.value)} value={String(i)} label={percentageLabel(o)} />
          ))}
        </RadioGroup>
      </>
    );
  }
  return (
    <>
      {labelValue(
        <FieldLabel id={labelId} htmlFor={id} required={required} disabled={disabled}>
          {label}
        </FieldLabel>,
        hideLabel,
      )}
      <DeferredDropdown
        id={id}
        name={htmlName || id}
        aria-labelledby={hideLabel ? undefined : labelId}
        placeholder={placeholder || 'Select a percentage'}
        value={selected === undefined ? '' : percentageLabel(choices[Number(selected)])}
        selectedOptions={selected === undefined ? [] : [selected]}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onOptionSelect={(_, data) => choose(data.optionValue)}
        onFocus={() => onFocus(id, value)}
        onBlur={() => onBlur(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {choices.map((o, i) => (
          <Option key={String(o.value)} value={String(i)}>
            {percentageLabel(o)}
          </Option>
        ))}
      </DeferredDropdown>
    </>
  );
}
