import { Option } from '@fluentui/react-components';
import {
  ariaDescribedByIds,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  enumOptionsIndexForValue,
  getOptionValueFormat,
  labelValue,
  logUnsupportedDefaultForEnum,
  SelectedOptionDescription,
  type WidgetProps,
} from '@rjsf/utils';
import { FieldFrame } from '../FieldFrame/FieldFrame';
import { useFieldErrors } from '../formErrors';
import { referenceOptions, type TesseraFormContext } from '../referenceData';
import { DeferredDropdown } from './DeferredDropdown';

/**
 * The Fluent theme's dropdown (@rjsf/fluentui-rc's SelectWidget: the same Field, Dropdown and options),
 * with three differences: its options may come from a reference list of the form context
 * (`ui:options.referenceData`); its error state is the one TesseraForm shows (so it clears when the
 * scoped re-validation clears the field) rather than RJSF's last submit's; and the Dropdown is drawn at
 * rest until someone comes to it (`DeferredDropdown`).
 */
export default function SelectWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    label,
    hideLabel,
    value,
    required,
    disabled,
    readonly,
    multiple = false,
    autofocus = false,
    onChange,
    onBlur,
    onFocus,
    schema,
    placeholder,
    registry,
    uiSchema,
  } = props;
  const messages = useFieldErrors(id);
  const listed = referenceOptions(registry.formContext as TesseraFormContext | undefined, props.options.referenceData);
  const options = listed ? { ...props.options, enumOptions: listed } : props.options;
  const { enumOptions, enumDisabled, emptyValue } = options;
  const optionValueFormat = getOptionValueFormat(options);
  const selectedIndexes = enumOptionsIndexForValue(value, enumOptions, multiple);
  const selected =
    typeof selectedIndexes === 'string' ? [selectedIndexes] : Array.isArray(selectedIndexes) ? selectedIndexes.map(String) : [];
  const shown = selected.map((index) => (enumOptions ? enumOptions[Number(index)].label : undefined)).join(', ');
  logUnsupportedDefaultForEnum(id, schema, enumOptions, multiple);
  return (
    <FieldFrame label={labelValue(label, hideLabel)} validationState={messages.length ? 'error' : undefined} required={required}>
      <DeferredDropdown
        id={id}
        name={htmlName || id}
        multiselect={multiple}
        className="form-control"
        value={shown}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onBlur={() => onBlur(id, selectedIndexes)}
        onFocus={() => onFocus(id, selectedIndexes)}
        onOptionSelect={(_, data) =>
          onChange(
            enumOptionValueDecoder(multiple ? data.selectedOptions : data.selectedOptions[0], enumOptions, optionValueFormat, emptyValue),
          )
        }
        selectedOptions={selected}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {!multiple && schema.default === undefined && <Option value="">{placeholder || ''}</Option>}
        {enumOptions?.map(({ value: optionValue, label: optionLabel }, i) => (
          <Option
            key={String(optionValue)}
            value={enumOptionValueEncoder(optionValue, i, optionValueFormat)}
            disabled={enumDisabled?.includes(optionValue)}
          >
            {optionLabel}
          </Option>
        ))}
      </DeferredDropdown>
      <SelectedOptionDescription id={id} multiple={multiple} options={options} registry={registry} uiSchema={uiSchema} value={value} />
    </FieldFrame>
  );
}
