import { useCallback, type ChangeEvent, type FocusEvent, type MouseEvent } from 'react';
import { makeStyles, tokens, type InputProps } from '@fluentui/react-components';
import { SchemaExamples } from '@rjsf/core';
import { FieldInput, FieldLabel } from '../FieldFrame/FieldFrame';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';

const useStyles = makeStyles({
  input: { width: '100%' },
  label: { paddingTop: '2px', paddingBottom: '2px', marginBottom: '2px' },
  // Read-only: a value to read, not to type — no underline accent, the muted background of a fixed value.
  readOnly: { backgroundColor: tokens.colorNeutralBackground3, '::after': { display: 'none' } },
});

/**
 * The `<input>` of text, e-mail, number and the like (RJSF's BaseInputTemplate for Fluent UI v9).
 * As @rjsf/fluentui-rc's, except that a read-only field (`ui:readonly`, `readOnly` in the schema) is a
 * read-only input, not a disabled one: it stays in the tab order, a screen reader reads it as
 * "read only" with its value, and its text can be selected and copied.
 */
export default function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    placeholder,
    required,
    readonly,
    disabled,
    type,
    value,
    label,
    hideLabel,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    autofocus,
    options,
    schema,
    registry,
  } = props;
  const { ClearButton } = registry.templates.ButtonTemplates;
  const classes = useStyles();
  // The input types RJSF chooses (text, number, email, url, date, …) are those Fluent's Input takes.
  const inputProps = getInputProps(schema, type, options) as ReturnType<typeof getInputProps> & { type?: InputProps['type'] };
  const handleChange = ({ target: { value: next } }: ChangeEvent<HTMLInputElement>) => onChange(next === '' ? options.emptyValue : next);
  const handleBlur = ({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target?.value);
  const handleFocus = ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target?.value);
  const handleClear = useCallback(
    (e: MouseEvent) => {
      e.preventDefault();
      e.stopPropagation();
      onChange(options.emptyValue);
    },
    [onChange, options.emptyValue],
  );
  return (
    <>
      {labelValue(
        <FieldLabel htmlFor={id} required={required} disabled={disabled} className={classes.label}>
          {label}
        </FieldLabel>,
        hideLabel,
      )}
      <FieldInput
        id={id}
        name={htmlName || id}
        placeholder={placeholder}
        autoFocus={autofocus}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        className={readonly ? classes.readOnly : undefined}
        {...inputProps}
        input={{ className: classes.input, list: schema.examples ? examplesId(id) : undefined }}
        value={value || value === 0 ? value : ''}
        onChange={onChangeOverride || handleChange}
        onFocus={handleFocus}
        onBlur={handleBlur}
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      />
      {options.allowClearTextInputs && !readonly && !disabled && value && <ClearButton registry={registry} onClick={handleClear} />}
      {/* RJSF's SchemaExamples draws nothing without `examples`: not mounted then (one component fewer per field). */}
      {Array.isArray(schema.examples) && <SchemaExamples id={id} schema={schema} />}
    </>
  );
}
