import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type FieldProps, type UiSchema } from '@rjsf/utils';
import { ObjectProperties, isPlainObject, useRetrievedSchema } from './objectProperties';
import { useStableUiSchema } from '../stableUi';

const NO_UI: UiSchema = {};

const DefaultObjectField = getDefaultRegistry().fields.ObjectField;

/**
 * RJSF's object field, plus `ui:widget` on an object: RJSF only honours `ui:widget` on primitive
 * fields, while a holder grid edits a whole object. When the named widget is registered, it draws
 * the object and reports the whole object back; otherwise the properties are drawn one by one — a
 * plain object (declared properties only) by ObjectProperties, which keeps typing in one field from
 * drawing its siblings again, anything else (additional or pattern properties, optional data
 * controls) by RJSF's own ObjectField.
 */
export default function ObjectField(fieldProps: FieldProps) {
  // RJSF hands a fresh uiSchema copy on every render; the same object keeps the properties memoised.
  const uiSchema = useStableUiSchema(fieldProps.uiSchema);
  const props = uiSchema === fieldProps.uiSchema ? fieldProps : { ...fieldProps, uiSchema };
  const {
    registry,
    schema,
    formData,
    fieldPathId,
    name,
    title,
    required,
    disabled,
    readonly,
    autofocus,
    hideError,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const widgetName = options.widget;
  const retrieved = useRetrievedSchema(registry.schemaUtils, schema, formData, true);
  if (typeof widgetName !== 'string' || !(widgetName in registry.widgets)) {
    if (!isPlainObject(retrieved, registry, required ?? false, uiSchema)) return <DefaultObjectField {...props} />;
    // As RJSF's ObjectField titles the object (the theme draws it as the fieldset's legend).
    return (
      <ObjectProperties
        schema={retrieved}
        uiSchema={uiSchema ?? NO_UI}
        formData={formData}
        registry={registry}
        fieldPathId={props.childFieldPathId ?? fieldPathId}
        title={options.label === false ? '' : String(options.title ?? retrieved.title ?? title ?? name ?? '')}
        description={options.label === false ? undefined : (options.description ?? retrieved.description)}
        required={required ?? false}
        disabled={disabled ?? false}
        readonly={readonly ?? false}
        hideError={hideError}
        onChange={onChange as Parameters<typeof ObjectProperties>[0]['onChange']}
        onBlur={onBlur}
        onFocus={onFocus}
      />
    );
  }
  const Widget = registry.widgets[widgetName];
  const id = fieldPathId.$id;
  const label = String(options.title ?? schema.title ?? title ?? name);
  return (
    <Widget
      id={id}
      name={name}
      schema={schema}
      uiSchema={uiSchema}
      value={formData}
      options={options}
      label={label}
      hideLabel={options.label === false}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={autofocus}
      hideError={hideError}
      rawErrors={rawErrors}
      onChange={(value: unknown) => onChange(value as typeof formData, fieldPathId.path, undefined, id)}
      onBlur={onBlur}
      onFocus={onFocus}
      registry={registry}
    />
  );
}
