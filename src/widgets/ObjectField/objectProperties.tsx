import { memo, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import {
  deepEquals,
  getTemplate,
  getUiOptions,
  orderProperties,
  shouldRenderOptionalField,
  toFieldPathId,
  TranslatableString,
  type FieldPathId,
  type FieldPathList,
  type ObjectFieldTemplatePropertyType,
  type Registry,
  type RJSFSchema,
  type SchemaUtilsType,
  type UiSchema,
} from '@rjsf/utils';

type Json = Record<string, unknown>;
type FormData = Record<string, unknown>;

const noop = () => undefined;
const NOT_YET = <span />;

/** What a field reports: its new value and where it is (RJSF's field `onChange`). */
export type FieldChange = (value: unknown, path: FieldPathList, errorSchema?: unknown, id?: string) => void;

/**
 * The form's schema as RJSF draws it for the answers (`if`/`then` applied and so on; the schema
 * utils cache it), keeping the previous objects wherever the result did not change: a property whose
 * schema is the same keeps the same object, so its field is not drawn again.
 */
export function useRetrievedSchema(
  schemaUtils: SchemaUtilsType<FormData, RJSFSchema>,
  schema: RJSFSchema,
  formData: unknown,
  resolveAnyOfOrOneOfRefs = false,
): RJSFSchema {
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
      for (const [name, s] of Object.entries(props))
        stable[name] = s !== old[name] && old[name] && deepEquals(s, old[name]) ? old[name] : s;
      retrieved = { ...fresh, properties: stable };
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
  const { name, schema, uiSchema, formData, required, fieldPathId, registry, disabled, readonly, hideError, onChange, onBlur, onFocus } =
    props;
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

/** Forms with more fields than this are drawn in slices (see `useSlices`). */
export const SLICED_ABOVE_FIELDS = 1500;
/** About how many fields a slice draws: one task of well under 500 ms on a modest machine. */
export const FIELDS_PER_SLICE = 250;

/** About how many inputs a property draws: its leaves, an array's for each answered item (at least one). */
export function fieldCountOf(schema: unknown, data: unknown, depth = 0): number {
  if (!schema || typeof schema !== 'object' || depth > 20) return 1;
  const s = schema as Record<string, unknown>;
  if (s.properties && typeof s.properties === 'object') {
    const answers = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    let n = 0;
    for (const [name, child] of Object.entries(s.properties as Record<string, unknown>)) n += fieldCountOf(child, answers[name], depth + 1);
    return Math.max(n, 1);
  }
  if (s.type === 'array' && s.items && typeof s.items === 'object') {
    const items = Array.isArray(data) ? data : [];
    return Math.max(items.length, 1) * fieldCountOf(s.items, items[0], depth + 1);
  }
  return 1;
}

/**
 * How many of an object's properties (in drawing order) are drawn now. A form of up to
 * SLICED_ABOVE_FIELDS fields is drawn whole, in the render that opens it. A larger one is drawn in
 * slices of about FIELDS_PER_SLICE fields, one task each: the first with the opening render, each
 * next one in a task of its own, so the page answers keys and clicks between slices rather than
 * freezing for seconds. A slice, once drawn, stays.
 * @param weights - the fields each property draws, in drawing order
 */
function useSlices(weights: readonly number[], enabled: boolean): number {
  const total = useMemo(() => weights.reduce((a, b) => a + b, 0), [weights]);
  const sliced = enabled && total > SLICED_ABOVE_FIELDS;
  const upTo = (from: number) => {
    let n = from;
    let fields = 0;
    while (n < weights.length && (fields === 0 || fields + weights[n] <= FIELDS_PER_SLICE)) fields += weights[n++];
    return n;
  };
  const [drawn, setDrawn] = useState(() => (sliced ? upTo(0) : weights.length));
  useEffect(() => {
    if (!sliced || drawn >= weights.length) return;
    const next = setTimeout(() => setDrawn(upTo(drawn)), 0);
    return () => clearTimeout(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `upTo` reads `weights`, which is a dependency
  }, [sliced, drawn, weights]);
  return sliced ? Math.min(drawn, weights.length) : weights.length;
}

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
  /** Draws a large object in slices (`useSlices`): the form's top level. */
  inSlices?: boolean;
}

/**
 * An object's fields in the theme's ObjectFieldTemplate (sections, grids, expands …): what RJSF's
 * ObjectField does for a plain object (declared properties only), with what does not change on a
 * keystroke — the order, the required and hidden fields, the fields' ids — worked out once per
 * schema and uiSchema, and one memoised field per property. Used for the form's top level and, by
 * the theme's ObjectField, for every plain object inside it.
 */
export const ObjectProperties = memo(function ObjectProperties(props: ObjectPropertiesProps) {
  const {
    schema,
    uiSchema,
    formData,
    registry,
    fieldPathId,
    title,
    description,
    required,
    disabled,
    readonly,
    hideError,
    onChange,
    onBlur,
    onFocus,
    inSlices = false,
  } = props;
  const { globalUiOptions, globalFormOptions } = registry;
  const uiOptions = getUiOptions(uiSchema, globalUiOptions);
  const properties = useMemo(() => (schema.properties ?? {}) as Record<string, RJSFSchema>, [schema.properties]);
  // A ui:order that leaves properties out (and has no '*') is a configuration error: RJSF draws it
  // in place of the object, and so does this.
  const order = useMemo(() => {
    try {
      return orderProperties(Object.keys(properties), uiOptions.order);
    } catch (e) {
      return e as Error;
    }
  }, [properties, uiOptions.order]);
  const requiredNames = useMemo(() => new Set(schema.required ?? []), [schema.required]);
  const hidden = useMemo(
    () => new Set(Object.keys(properties).filter((name) => getUiOptions(uiSchema[name] as UiSchema | undefined).widget === 'hidden')),
    [properties, uiSchema],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new id prefix or path starts a new cache of the properties' ids
  const ids = useMemo(() => new Map<string, FieldPathId>(), [globalFormOptions, fieldPathId]);
  const idOf = (name: string) => {
    let id = ids.get(name);
    if (!id) ids.set(name, (id = toFieldPathId(name, globalFormOptions, fieldPathId.path)));
    return id;
  };
  const data = (formData && typeof formData === 'object' ? formData : undefined) as Json | undefined;
  // The fields each property draws, counted once per schema (the answers only count an array's items).
  const weights = useMemo(
    () => (inSlices && !(order instanceof Error) ? order.map((name) => fieldCountOf(properties[name], data?.[name])) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- counted when the form opens: the answers' later changes do not re-slice it
    [inSlices, order, properties],
  );
  const drawn = useSlices(weights, inSlices);

  if (order instanceof Error) {
    return (
      <p className="rjsf-config-error" style={{ color: 'red' }}>
        {registry.translateString(TranslatableString.InvalidObjectField, [fieldPathId.path.join('.') || 'root', order.message])}
      </p>
    );
  }

  const templateProperties: ObjectFieldTemplatePropertyType[] = order.map((name, index) => {
    // A property of a slice not drawn yet holds its place, empty.
    if (inSlices && index >= drawn) return { content: NOT_YET, name, readonly, disabled, required, hidden: hidden.has(name) };
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
