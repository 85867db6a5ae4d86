import type { EnumOptionsType, RJSFSchema } from '@rjsf/utils';
import type { Conditions } from '@/engine/flows/ConditionEvaluator';

/** What TesseraForm hands its widgets through RJSF's form context. */
export interface TesseraFormContext {
  /** Lists a form names by key in `ui:options.referenceData` (providers, fee schedules, due-diligence metadata …). */
  referenceData?: Record<string, unknown>;
  /**
   * The id of the form element that owns the form's long native lists (countries, dial codes): see
   * `longListFormOf`. Set by TesseraForm; undefined elsewhere (the list stays in its form).
   */
  longListForm?: string;
  /** The form's registry's condition evaluator, for `ui:showWhen` (set by TesseraForm). */
  conditions?: Conditions;
}

/**
 * The `form` attribute for a native select with a long list of options (the ~80 countries, the
 * ~240 dial codes). Chrome's autofill re-reads the whole form, every option of every select
 * included, after each keystroke in any of its text fields: with a dozen such lists that is ~4 ms
 * of main-thread work per keystroke on the personal-details form. TesseraForm gives these selects
 * a small form of their own (an empty form element beside the main one), so a keystroke elsewhere
 * does not make Chrome read them; nothing else changes — the select stays where it is in the page
 * and in the accessibility tree, and TesseraForm never submits the form element natively. The
 * trade-off: Chrome's address autofill does not fill these selects.
 * @param context - the widget's form context (`registry.formContext`)
 */
export function longListFormOf(context: unknown): string | undefined {
  const id = (context as TesseraFormContext | undefined)?.longListForm;
  return typeof id === 'string' && id ? id : undefined;
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
  const list = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      context?.referenceData,
    );
  if (!Array.isArray(list)) return undefined;
  return list.map((entry) => {
    if (!entry || typeof entry !== 'object') return { value: entry, label: String(entry) };
    const record = entry as Record<string, unknown>;
    const value = record[VALUE_KEYS.find((k) => k in record) ?? 'value'];
    const label = record[LABEL_KEYS.find((k) => typeof record[k] === 'string') ?? ''];
    return { value, label: typeof label === 'string' ? label : String(value) };
  });
}
