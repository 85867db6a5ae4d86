import type { EnumOptionsType, RJSFSchema } from '@rjsf/utils';

/** What TesseraForm hands its widgets through RJSF's form context. */
export interface TesseraFormContext {
  /** Lists a form names by key in `ui:options.referenceData` (providers, fee schedules, due-diligence metadata …). */
  referenceData?: Record<string, unknown>;
}

const VALUE_KEYS = ['value', 'Value', 'id', 'Id', 'ID', 'code', 'Code'];
const LABEL_KEYS = ['label', 'Label', 'text', 'Text', 'name', 'Name', 'title', 'Title', 'description', 'Description'];

/**
 * The options of a reference list, read from the form context by a dotted key
 * ('dueDiligenceMetadata.SourceOfFunds'). Entries may be `{value, label}`, `{Value, Text}`,
 * `{Id, Name}` and the like, or plain values.
 * @param context - the form context
 * @param key - the `ui:options.referenceData` key
 * @returns the options, or undefined when the list is not loaded
 */
export function referenceOptions(context: TesseraFormContext | undefined, key: unknown): EnumOptionsType<RJSFSchema>[] | undefined {
  if (typeof key !== 'string') return undefined;
  const list = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), context?.referenceData);
  if (!Array.isArray(list)) return undefined;
  return list.map((entry) => {
    if (!entry || typeof entry !== 'object') return { value: entry, label: String(entry) };
    const record = entry as Record<string, unknown>;
    const value = record[VALUE_KEYS.find((k) => k in record) ?? 'value'];
    const label = record[LABEL_KEYS.find((k) => typeof record[k] === 'string') ?? ''];
    return { value, label: typeof label === 'string' ? label : String(value) };
  });
}
