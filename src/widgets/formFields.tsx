import { memo, useMemo, useRef, type ReactElement } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import {
  deepEquals,
  englishStringTranslator,
  getTemplate,
  getUiOptions,
  orderProperties,
  shouldRenderOptionalField,
  toFieldPathId,
  TranslatableString,
  type FieldPathId,
  type FieldPathList,
  type FormContextType,
  type GlobalUISchemaOptions,
  type ObjectFieldTemplatePropertyType,
  type Registry,
  type RJSFSchema,
  type SchemaUtilsType,
  type UiSchema,
} from '@rjsf/utils';
import { tesseraTheme } from './formTheme';

type Json = Record<string, unknown>;
type FormData = Record<string, unknown>;

/** What a field reports: its new value and where it is (RJSF's field `onChange`). */
export type FieldChange = (value: unknown, path: FieldPathList, errorSchema?: unknown, id?: string) => void;

const noop = () => undefined;

/**
 * The RJSF registry of one form — what RJSF's `Form` builds from its props: the core fields,
 * templates and widgets with the platform's theme over them, the schema utils, the form context and
 * the global options. Every field of the form shares it (one object, so memoised fields compare it
 * by identity).
 */
export function createFormRegistry(schemaUtils: SchemaUtilsType<FormData, RJSFSchema>, formContext: FormContextType, uiSchema: UiSchema, idPrefix: string): Registry<FormData, RJSFSchema> {
  const core = getDefaultRegistry<FormData, RJSFSchema>();
  const theme = tesseraTheme;
  return {
    fields: { ...core.fields, ...theme.fields },
    templates: {
      ...core.templates,
      ...theme.templates,
      ButtonTemplates: { ...core.templates.ButtonTemplates, ...theme.templates?.ButtonTemplates },
    },
    widgets: { ...core.widgets, ...theme.widgets },
    rootSchema: schemaUtils.getRootSchema(),
    formContext,
    schemaUtils,
    translateString: englishStringTranslator,
    globalUiOptions: uiSchema['ui:globalOptions'] as GlobalUISchemaOptions | undefined,
    globalFormOptions: { idPrefix: (uiSchema['ui:rootFieldId'] as string | undefined) || idPrefix, idSeparator: '_', useFallbackUiForUnsupportedType: false },
    uiSchemaDefinitions: (uiSchema['ui:definitions'] as Registry['uiSchemaDefinitions']) ?? {},
  };
}

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

/**
 * The form's schema as RJSF draws it for the answers (`if`/`then` applied and so on; the schema
 * utils cache it), keeping the previous objects wherever the result did not change: a property whose
 * schema is the same keeps the same object, so its field is not drawn again.
 */
export function useRetrievedSchema(schemaUtils: SchemaUtilsType<FormData, RJSFSchema>, schema: RJSFSchema, formData: unknown, resolveAnyOfOrOneOfRefs = false): RJSFSchema {
  const previous = useRef<{ source: RJSFSchema; fresh: RJSFSchema; retrieved: RJSFSchema } | undefined>(undefined);
  const fresh = schemaUtils.retrieveSchema(schema, formData as FormData | undefined, resolveAnyOfOrOneOfRefs);
  const before = previous.current?.source === schema ? previous.current : undefined;
  if (before && before.fresh === fresh) return before.retrieved;
  let retrieved = fresh;
  if (before) {
    if (deepEquals(fresh, before.retrieved)) retrieved = before.retrieved;
    else if (fresh.properties && typeof fresh.properties === 'object') {
      // Keep each property's previous schema object when it is equal.
      const props = (fresh.properties ?? {}) as Record<string, RJSFSchema>;
      const old = (before.retrieved.properties ?? {}) as Record<string, RJSFSchema>;
      const stable: Record<string, RJSFSchema> = {};
      for (const [name, s] of Object.entries(props)) stable[name] = s !== old[name] && old[name] && deepEquals(s, old[name]) ? old[name] : s;
      retrieved = { ...fresh, properties: stable } as RJSFSchema;
    }
  }
  previous.current = { source: schema, fresh, retrieved };
  return retrieved;
}

interface PropertyFieldProps {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  formData: unknown;
  required: boolean;
  fieldPathId: FieldPathId;
  registry: Registry<FormData, RJSFSchema>;
  disabled: boolean;
  readonly: boolean;
  hideError?: boolean;
  onChange: FieldChange;
  onBlur: (id: string, value: unknown) => void;
  onFocus: (id: string, value: unknown) => void;
}

/**
 * One field of an object, drawn by RJSF's SchemaField (and through it the theme's fields, widgets and
 * templates). Memoised on its own props: a change elsewhere in the form does not draw it again.
 */
const PropertyField = memo(function PropertyField(props: PropertyFieldProps) {
  const { name, schema, uiSchema, formData, required, fieldPathId, registry, disabled, readonly, hideError, onChange, onBlur, onFocus } = props;
  const { SchemaField } = registry.fields;
  return (
    <SchemaField
      name={name}
      required={required}
      schema={schema}
      uiSchema={uiSchema}
      errorSchema={undefined}
      fieldPathId={fieldPathId}
      formData={formData as FormData | undefined}
      wasPropertyKeyModified={false}
      onKeyRename={noop}
      onKeyRenameBlur={noop}
      onRemoveProperty={noop}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      registry={registry}
      disabled={disabled}
      readonly={readonly}
      hideError={hideError}
    />
  );
});

export interface ObjectPropertiesProps {
  /** The object's schema as RJSF draws it for the answers (retrieved). */
  schema: RJSFSchema;
  /** The object's uiSchema (the same object while its content is). */
  uiSchema: UiSchema;
  formData: unknown;
  registry: Registry<FormData, RJSFSchema>;
  /** The object's own path and id (its fields' ids follow from it). */
  fieldPathId: FieldPathId;
  title?: string;
  description?: string;
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  hideError?: boolean;
  onChange: FieldChange;
  onBlur: (id: string, value: unknown) => void;
  onFocus: (id: string, value: unknown) => void;
}

/**
 * An object's fields in the theme's ObjectFieldTemplate (sections, grids, expands …): what RJSF's
 * ObjectField does for a plain object (declared properties only), with what does not change on a
 * keystroke — the order, the required and hidden fields, the fields' ids — worked out once per
 * schema and uiSchema, and one memoised field per property. Used for the form's top level and, by
 * the theme's ObjectField, for every plain object inside it.
 */
export const ObjectProperties = memo(function ObjectProperties(props: ObjectPropertiesProps) {
  const { schema, uiSchema, formData, registry, fieldPathId, title, description, required, disabled, readonly, hideError, onChange, onBlur, onFocus } = props;
  const { globalUiOptions, globalFormOptions } = registry;
  const uiOptions = getUiOptions(uiSchema, globalUiOptions);
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  // A ui:order that leaves properties out (and has no '*') is a configuration error: RJSF draws it
  // in place of the object, and so does this.
  const order = useMemo(() => {
    try {
      return orderProperties(Object.keys(properties), uiOptions.order);
    } catch (e) {
      return e as Error;
    }
  }, [properties, uiOptions.order]);
  const requiredNames = useMemo(() => new Set((schema.required as string[] | undefined) ?? []), [schema.required]);
  const hidden = useMemo(
    () => new Set(Object.keys(properties).filter((name) => getUiOptions(uiSchema[name] as UiSchema | undefined).widget === 'hidden')),
    [properties, uiSchema],
  );
  const ids = useMemo(() => new Map<string, FieldPathId>(), [globalFormOptions, fieldPathId]);
  const idOf = (name: string) => {
    let id = ids.get(name);
    if (!id) ids.set(name, (id = toFieldPathId(name, globalFormOptions, fieldPathId.path)));
    return id;
  };
  const data = (formData && typeof formData === 'object' ? formData : undefined) as Json | undefined;

  if (order instanceof Error) {
    return <p className="rjsf-config-error" style={{ color: 'red' }}>{registry.translateString(TranslatableString.InvalidObjectField, [fieldPathId.path.join('.') || 'root', order.message])}</p>;
  }

  const templateProperties: ObjectFieldTemplatePropertyType[] = order.map((name) => {
    const content: ReactElement = (
      <PropertyField
        key={name}
        name={name}
        schema={properties[name]}
        uiSchema={uiSchema[name] as UiSchema | undefined}
        formData={data?.[name]}
        required={requiredNames.has(name)}
        fieldPathId={idOf(name)}
        registry={registry}
        disabled={disabled}
        readonly={readonly}
        hideError={hideError}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
      />
    );
    return { content, name, readonly, disabled, required, hidden: hidden.has(name) };
  });
  const ObjectFieldTemplate = getTemplate('ObjectFieldTemplate', registry, uiOptions);
  return (
    <ObjectFieldTemplate
      title={title ?? ''}
      description={description}
      properties={templateProperties}
      readonly={readonly}
      disabled={disabled}
      required={required}
      hideError={hideError}
      fieldPathId={fieldPathId}
      uiSchema={uiSchema}
      errorSchema={undefined}
      schema={schema}
      formData={formData}
      registry={registry}
      onAddProperty={noop}
    />
  );
});

/** Whether RJSF's ObjectField would draw this (retrieved) object as its declared properties only. */
export function isPlainObject(schema: RJSFSchema, registry: Registry, required: boolean, uiSchema: UiSchema | undefined): boolean {
  const s = schema as Json;
  if (!s.properties || typeof s.properties !== 'object') return false;
  if ((s.additionalProperties !== undefined && s.additionalProperties !== false) || 'patternProperties' in s) return false;
  return !shouldRenderOptionalField(registry, schema, required, uiSchema);
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
export const FormFields = memo(function FormFields({ schema, uiSchema, formData, registry, disabled: disabledProp, onChange }: FormFieldsProps) {
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
  const description = (uiOptions.description as string | undefined) || schema.description || retrieved.description || '';
  const classNames = ['rjsf-field', 'rjsf-field-object', uiOptions.classNames].filter(Boolean).join(' ');
  return (
    <FieldTemplate
      id={id}
      fieldPathId={rootId}
      label={(uiOptions.title as string | undefined) || schema.title || retrieved.title || ''}
      hidden={uiOptions.widget === 'hidden'}
      description={<DescriptionFieldTemplate id={`${id}__description`} description={description} schema={retrieved} uiSchema={uiSchema} registry={registry} />}
      rawDescription={description}
      help={<FieldHelpTemplate help={uiOptions.help} fieldPathId={rootId} schema={retrieved} uiSchema={uiSchema} hasErrors={false} registry={registry} />}
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
        title={uiOptions.label === false ? '' : ((uiOptions.title as string | undefined) ?? retrieved.title ?? '')}
        description={uiOptions.label === false ? undefined : ((uiOptions.description as string | undefined) ?? retrieved.description)}
        required={false}
        disabled={disabled}
        readonly={readonly}
        onChange={onChange}
        onBlur={noop}
        onFocus={noop}
      />
    </FieldTemplate>
  );
});
