import { memo, useCallback, useMemo, useRef, type MouseEvent } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import {
  getTemplate,
  getUiOptions,
  isCustomWidget,
  isFixedItems,
  isFormDataAvailable,
  isObject,
  shouldRenderOptionalField,
  toFieldPathId,
  type FieldPathId,
  type FieldPathList,
  type FieldProps,
  type Registry,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { useStableUiSchema } from '../stableUi';

type Item = unknown;
type ChangeHandler = FieldProps['onChange'];

const DefaultArrayField = getDefaultRegistry().fields.ArrayField;

const NO_UI: UiSchema = {};

let keySerial = 0;
const newKey = () => `tessera-array-item-${(keySerial += 1)}`;

/** RJSF's rule: every item of a non-null type is required. */
function isItemRequired(itemSchema: RJSFSchema): boolean {
  if (Array.isArray(itemSchema.type)) return !itemSchema.type.includes('null');
  return itemSchema.type !== 'null';
}

/**
 * React keys for the items: kept while the list keeps its length (an item edited keeps its key),
 * taken from the list's own add / remove / move handlers when they made the list, new otherwise.
 */
function useItemKeys(items: readonly Item[]) {
  const state = useRef<{ items: readonly Item[] | undefined; keys: string[]; next?: { items: readonly Item[]; keys: string[] } }>({
    items: undefined,
    keys: [],
  });
  const s = state.current;
  if (s.items !== items) {
    if (s.next && s.next.items === items) s.keys = s.next.keys;
    else if (s.keys.length !== items.length) s.keys = items.map(() => newKey());
    s.items = items;
    s.next = undefined;
  }
  return state;
}

interface ItemProps {
  itemKey: string;
  index: number;
  name: string;
  registry: Registry;
  uiOptions: ReturnType<typeof getUiOptions>;
  parentUiSchema: UiSchema;
  hideError?: boolean;
  readonly: boolean;
  disabled: boolean;
  title?: string;
  canAdd: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  rawItemSchema: RJSFSchema;
  parentFieldPathId: FieldPathId;
  itemData: Item;
  itemUiSchema: UiSchema | undefined;
  autofocus: boolean;
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  rawErrors?: string[];
  totalItems: number;
  onAdd: (event: MouseEvent | undefined, index: number) => void;
  onCopy: (event: MouseEvent | undefined, index: number) => void;
  onRemove: (event: MouseEvent | undefined, index: number) => void;
  onReorder: (event: MouseEvent | undefined, index: number, newIndex: number) => void;
  onChange: ChangeHandler;
}

/** One item: RJSF's ArrayFieldItem (the item's SchemaField in the theme's ArrayFieldItemTemplate), memoised. */
const ArrayItem = memo(function ArrayItem(props: ItemProps) {
  const {
    itemKey,
    index,
    name,
    registry,
    uiOptions,
    parentUiSchema,
    hideError,
    readonly,
    disabled,
    title,
    canAdd,
    canMoveUp,
    canMoveDown,
    rawItemSchema,
    parentFieldPathId,
    itemData,
    itemUiSchema,
    autofocus,
    onBlur,
    onFocus,
    rawErrors,
    totalItems,
    onAdd,
    onCopy,
    onRemove,
    onReorder,
    onChange,
  } = props;
  const {
    schemaUtils,
    fields: { ArraySchemaField, SchemaField },
    globalUiOptions,
    globalFormOptions,
  } = registry;
  const itemSchema = schemaUtils.retrieveSchema(rawItemSchema, itemData);
  const fieldPathId = useMemo(
    () => toFieldPathId(index, globalFormOptions, parentFieldPathId),
    [index, globalFormOptions, parentFieldPathId],
  );
  const ItemSchemaField = ArraySchemaField || SchemaField;
  const ArrayFieldItemTemplate = getTemplate('ArrayFieldItemTemplate', registry, uiOptions);
  const displayLabel = schemaUtils.getDisplayLabel(itemSchema, itemUiSchema, globalUiOptions);
  const { description } = getUiOptions(itemUiSchema);
  const hasDescription = !!description || !!itemSchema.description;
  const { orderable = true, removable = true, copyable = false } = uiOptions;
  const has = { moveUp: orderable && canMoveUp, moveDown: orderable && canMoveDown, copy: copyable && canAdd, remove: removable };
  const hasToolbar = has.moveUp || has.moveDown || has.copy || has.remove;
  const onAddItem = useCallback((event: MouseEvent) => onAdd(event, index + 1), [onAdd, index]);
  const onCopyItem = useCallback((event: MouseEvent) => onCopy(event, index), [onCopy, index]);
  const onRemoveItem = useCallback((event: MouseEvent) => onRemove(event, index), [onRemove, index]);
  const onMoveUpItem = useCallback((event: MouseEvent) => onReorder(event, index, index - 1), [onReorder, index]);
  const onMoveDownItem = useCallback((event: MouseEvent) => onReorder(event, index, index + 1), [onReorder, index]);
  return (
    <ArrayFieldItemTemplate
      buttonsProps={{
        fieldPathId,
        disabled,
        readonly,
        canAdd,
        hasCopy: has.copy,
        hasMoveUp: has.moveUp,
        hasMoveDown: has.moveDown,
        hasRemove: has.remove,
        index,
        totalItems,
        onAddItem,
        onCopyItem,
        onRemoveItem,
        onMoveUpItem,
        onMoveDownItem,
        registry,
        schema: itemSchema,
        uiSchema: itemUiSchema,
      }}
      itemKey={itemKey}
      className="rjsf-array-item"
      disabled={disabled}
      hasToolbar={hasToolbar}
      index={index}
      totalItems={totalItems}
      readonly={readonly}
      registry={registry}
      schema={itemSchema}
      uiSchema={itemUiSchema}
      parentUiSchema={parentUiSchema}
      displayLabel={displayLabel}
      hasDescription={hasDescription}
    >
      <ItemSchemaField
        name={name}
        title={title}
        index={index}
        schema={itemSchema}
        uiSchema={itemUiSchema}
        formData={itemData}
        errorSchema={undefined}
        fieldPathId={fieldPathId}
        required={isItemRequired(itemSchema)}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        registry={registry}
        disabled={disabled}
        readonly={readonly}
        hideError={hideError}
        autofocus={autofocus}
        rawErrors={rawErrors}
      />
    </ArrayFieldItemTemplate>
  );
});

/** Whether RJSF would draw this array as a plain list of items (its `NormalArray`). */
function isNormalArray(props: FieldProps): boolean {
  const { schema, uiSchema, registry, required } = props;
  const { schemaUtils } = registry;
  if (!('items' in schema) || !isObject(schema.items)) return false;
  if (schemaUtils.isMultiSelect(schema) || isCustomWidget(uiSchema) || isFixedItems(schema) || schemaUtils.isFilesArray(schema, uiSchema))
    return false;
  return !shouldRenderOptionalField(registry, schema, required ?? false, uiSchema);
}

/**
 * RJSF's array field for a plain list of items, without what makes RJSF's own slow on a keystroke
 * (it hashes the whole list on every change to key its items): items keep their keys while the list
 * keeps its length or is changed by this field's own add / remove / move, and each item is a
 * memoised ArrayFieldItem, so typing in one item draws that item only. Other arrays (multiple
 * choice, files, fixed items, custom widgets, optional data controls) are RJSF's ArrayField.
 */
export default function ArrayField(fieldProps: FieldProps) {
  // RJSF hands a fresh uiSchema copy on every render; the same object keeps the items memoised
  // (and RJSF's answers about the schema and uiSchema cached).
  const uiSchema = useStableUiSchema(fieldProps.uiSchema);
  const props = uiSchema === fieldProps.uiSchema ? fieldProps : { ...fieldProps, uiSchema };
  if (!isNormalArray(props)) return <DefaultArrayField {...props} />;
  return <NormalArrayField {...props} />;
}

function NormalArrayField(props: FieldProps) {
  const uiSchema = props.uiSchema ?? NO_UI;
  const {
    schema,
    fieldPathId,
    formData,
    name,
    title,
    disabled = false,
    readonly = false,
    autofocus = false,
    required = false,
    hideError = false,
    registry,
    onBlur,
    onFocus,
    rawErrors,
    onChange,
  } = props;
  const { schemaUtils, formContext, globalUiOptions } = registry;
  const items = useMemo(() => (Array.isArray(formData) ? (formData as Item[]) : []), [formData]);
  const keys = useItemKeys(items);
  const latest = useRef(items);
  latest.current = items;
  const childFieldPathId: FieldPathId = props.childFieldPathId ?? fieldPathId;
  const path: FieldPathList = childFieldPathId.path;
  const uiOptions = useMemo(() => getUiOptions(uiSchema, globalUiOptions), [uiSchema, globalUiOptions]);
  const schemaItems = useMemo(() => (isObject(schema.items) ? (schema.items as RJSFSchema) : {}), [schema.items]);
  const itemsSchema = schemaUtils.retrieveSchema(schemaItems);
  const fieldTitle = schema.title || title || name;

  /** Reports a new list made by this field, with the keys its items keep. */
  const commit = useCallback(
    (next: Item[], nextKeys: string[]) => {
      keys.current.next = { items: next, keys: nextKeys };
      onChange(next, path, undefined);
    },
    [keys, onChange, path],
  );

  const onAdd = useCallback(
    (event: MouseEvent | undefined, index?: number) => {
      event?.preventDefault();
      const row = schemaUtils.getDefaultFormState(schema.items as RJSFSchema);
      const next = [...latest.current];
      const nextKeys = [...keys.current.keys];
      const at = index ?? next.length;
      next.splice(at, 0, row);
      nextKeys.splice(at, 0, newKey());
      commit(next, nextKeys);
    },
    [schemaUtils, schema.items, keys, commit],
  );
  const onCopy = useCallback(
    (event: MouseEvent | undefined, index: number) => {
      event?.preventDefault();
      const next = [...latest.current];
      const nextKeys = [...keys.current.keys];
      next.splice(index + 1, 0, structuredClone(next[index]));
      nextKeys.splice(index + 1, 0, newKey());
      commit(next, nextKeys);
    },
    [keys, commit],
  );
  const onRemove = useCallback(
    (event: MouseEvent | undefined, index: number) => {
      event?.preventDefault();
      commit(
        latest.current.filter((_, i) => i !== index),
        keys.current.keys.filter((_, i) => i !== index),
      );
    },
    [keys, commit],
  );
  const onReorder = useCallback(
    (event: MouseEvent | undefined, index: number, newIndex: number) => {
      if (event) {
        event.preventDefault();
        (event.currentTarget as HTMLElement).blur();
      }
      const move = <T,>(list: readonly T[]) => {
        const copy = list.slice();
        copy.splice(index, 1);
        copy.splice(newIndex, 0, list[index]);
        return copy;
      };
      commit(move(latest.current), move(keys.current.keys));
    },
    [keys, commit],
  );
  const onAddClick = useCallback((event: MouseEvent) => onAdd(event), [onAdd]);
  // An item cleared to nothing stays in the list as null (as RJSF keeps it, for validation).
  const handleChange = useCallback<ChangeHandler>(
    (value, changedPath, errorSchema, id) => {
      const lastIsIndex = typeof changedPath.at(-1) === 'number';
      onChange(lastIsIndex && value === undefined ? null : value, changedPath, errorSchema, id);
    },
    [onChange],
  );

  let canAdd = uiOptions.addable !== false;
  if (canAdd && schema.maxItems !== undefined) canAdd = items.length < schema.maxItems;
  const hasFormData = isFormDataAvailable(formData);
  const shown = hasFormData ? items : [];
  const Template = getTemplate('ArrayFieldTemplate', registry, uiOptions);
  return (
    <Template
      canAdd={canAdd}
      items={shown.map((item, index) => {
        const itemUiSchema =
          typeof uiSchema.items === 'function'
            ? (uiSchema.items as (item: Item, index: number, context: unknown) => UiSchema)(item, index, formContext)
            : (uiSchema.items as UiSchema | undefined);
        return (
          <ArrayItem
            key={keys.current.keys[index]}
            itemKey={keys.current.keys[index]}
            index={index}
            name={name && `${name}-${index}`}
            registry={registry}
            uiOptions={uiOptions}
            parentUiSchema={uiSchema}
            hideError={hideError}
            readonly={readonly}
            disabled={disabled}
            title={fieldTitle ? `${fieldTitle}-${index + 1}` : undefined}
            canAdd={canAdd}
            canMoveUp={index > 0}
            canMoveDown={index < items.length - 1}
            rawItemSchema={schemaItems}
            parentFieldPathId={childFieldPathId}
            itemData={item}
            itemUiSchema={itemUiSchema}
            autofocus={autofocus && index === 0}
            onBlur={onBlur}
            onFocus={onFocus}
            rawErrors={rawErrors}
            totalItems={items.length}
            onAdd={onAdd}
            onCopy={onCopy}
            onRemove={onRemove}
            onReorder={onReorder}
            onChange={handleChange}
          />
        );
      })}
      className={`rjsf-field rjsf-field-array rjsf-field-array-of-${String(itemsSchema.type)}`}
      disabled={disabled}
      fieldPathId={fieldPathId}
      uiSchema={uiSchema}
      onAddClick={onAddClick}
      readonly={readonly}
      required={required}
      schema={schema}
      title={fieldTitle}
      formData={items}
      rawErrors={rawErrors}
      registry={registry}
      optionalDataControl={undefined}
    />
  );
}
