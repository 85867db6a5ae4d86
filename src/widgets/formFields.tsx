import { memo, useMemo } from 'react';
import { getTemplate, getUiOptions, toFieldPathId, type FieldPathList, type Registry, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { ObjectProperties, useRetrievedSchema, type FieldChange } from './ObjectField/objectProperties';

type Json = Record<string, unknown>;
type FormData = Record<string, unknown>;

const noop = () => undefined;

const isContainer = (v: unknown): v is Json | unknown[] => typeof v === 'object' && v !== null;

/**
 * The answers with `value` at `path`, copying only the objects on the path (every other part keeps
 * its identity, so fields whose answers did not change see the same objects and skip rendering).
 * A cleared value (undefined) leaves its key out; a cleared array item becomes null, as RJSF stores it.
 */
export function setIn(data: unknown, path: FieldPathList, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const nextIsIndex = rest.length > 0 && typeof rest[0] === 'number';
  if (Array.isArray(data)) {
    const copy = data.slice();
    const index = Number(head);
    const child = rest.length ? setIn(isContainer(copy[index]) ? copy[index] : nextIsIndex ? [] : {}, rest, value) : value;
    copy[index] = child === undefined ? null : child;
    return copy;
  }
  const copy: Json = { ...((isContainer(data) ? data : {}) as Json) };
  const key = String(head);
  const current = Object.hasOwn(copy, key) ? copy[key] : undefined;
  const child = rest.length ? setIn(isContainer(current) ? current : nextIsIndex ? [] : {}, rest, value) : value;
  if (child === undefined) delete copy[key];
  else copy[key] = child;
  return copy;
}

export interface FormFieldsProps {
  /** The render schema (schemaUtils' root schema). */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: FormData;
  registry: Registry<FormData, RJSFSchema>;
  disabled: boolean;
  onChange: FieldChange;
}

/**
 * The form's own top level, in place of RJSF's root field: the root's field frame over its
 * properties (ObjectProperties: the theme's ObjectFieldTemplate over one memoised field per
 * top-level property). A keystroke draws the top level and the changed field's subtree only.
 */
export const FormFields = memo(function FormFields({
  schema,
  uiSchema,
  formData,
  registry,
  disabled: disabledProp,
  onChange,
}: FormFieldsProps) {
  const { schemaUtils, globalUiOptions, globalFormOptions } = registry;
  const retrieved = useRetrievedSchema(schemaUtils, schema, formData);
  const uiOptions = getUiOptions(uiSchema, globalUiOptions);
  const disabled = Boolean(uiOptions.disabled ?? disabledProp);
  const readonly = Boolean(uiOptions.readonly ?? (schema.readOnly || retrieved.readOnly));
  const rootId = useMemo(() => toFieldPathId('', globalFormOptions), [globalFormOptions]);
  // RJSF leaves the root's class names and style out of what its object field gets.
  const fieldUiSchema = useMemo(() => {
    const { 'ui:classNames': _c, classNames: _cn, 'ui:style': _s, ...rest } = uiSchema as Json;
    if ('ui:options' in rest) {
      const { classNames: _oc, style: _os, ...options } = rest['ui:options'] as Json;
      rest['ui:options'] = options;
    }
    return rest as UiSchema;
  }, [uiSchema]);

  const FieldTemplate = getTemplate('FieldTemplate', registry, uiOptions);
  const FieldHelpTemplate = getTemplate('FieldHelpTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const id = rootId.$id;
  const description = uiOptions.description || schema.description || retrieved.description || '';
  const classNames = ['rjsf-field', 'rjsf-field-object', uiOptions.classNames].filter(Boolean).join(' ');
  return (
    <FieldTemplate
      id={id}
      fieldPathId={rootId}
      label={uiOptions.title || schema.title || retrieved.title || ''}
      hidden={uiOptions.widget === 'hidden'}
      description={
        <DescriptionFieldTemplate
          id={`${id}__description`}
          description={description}
          schema={retrieved}
          uiSchema={uiSchema}
          registry={registry}
        />
      }
      rawDescription={description}
      help={
        <FieldHelpTemplate
          help={uiOptions.help}
          fieldPathId={rootId}
          schema={retrieved}
          uiSchema={uiSchema}
          hasErrors={false}
          registry={registry}
        />
      }
      rawHelp={typeof uiOptions.help === 'string' ? uiOptions.help : undefined}
      onChange={onChange}
      onKeyRename={noop}
      onKeyRenameBlur={noop}
      onRemoveProperty={noop}
      required={false}
      disabled={disabled}
      readonly={readonly}
      displayLabel={false}
      classNames={classNames}
      style={uiOptions.style}
      formData={formData}
      schema={retrieved}
      uiSchema={uiSchema}
      registry={registry}
    >
      <ObjectProperties
        schema={retrieved}
        uiSchema={fieldUiSchema}
        formData={formData}
        registry={registry}
        fieldPathId={rootId}
        title={uiOptions.label === false ? '' : (uiOptions.title ?? retrieved.title ?? '')}
        description={uiOptions.label === false ? undefined : (uiOptions.description ?? retrieved.description)}
        required={false}
        disabled={disabled}
        readonly={readonly}
        onChange={onChange}
        onBlur={noop}
        onFocus={noop}
        inSlices
      />
    </FieldTemplate>
  );
});
