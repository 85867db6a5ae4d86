import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type FieldProps } from '@rjsf/utils';

const DefaultObjectField = getDefaultRegistry().fields.ObjectField;

/**
 * RJSF's object field, plus `ui:widget` on an object: RJSF only honours `ui:widget` on primitive
 * fields, while a holder grid edits a whole object. When the named widget is registered, it draws
 * the object and reports the whole object back; otherwise RJSF draws the properties one by one.
 */
export default function ObjectField(props: FieldProps) {
  const { uiSchema, registry, schema, formData, fieldPathId, name, title, required, disabled, readonly, autofocus, hideError, rawErrors, onChange, onBlur, onFocus } = props;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const widgetName = options.widget;
  if (typeof widgetName !== 'string' || !(widgetName in registry.widgets)) return <DefaultObjectField {...props} />;
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
