import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { countryById } from '@/engine/reference/countries';
import { toDisplayDate } from '../DateWidget/dateText';
import { fileInfoOf, formatFileSize } from '../FileWidget/fileData';
import { holderRowsOf, readPath } from '../HolderGridWidget/holderRows';
import { moneyDisplay } from '../MoneyWidget/moneyText';

/** What a field shows in a read-only view when it has no answer. */
const NO_ANSWER = '—';

type Choice = { const?: unknown; title?: string };

/** The title of the chosen `oneOf` const, or the `ui:enumNames` entry of an `enum`. */
function choiceTitle(schema: RJSFSchema, ui: UiSchema | undefined, value: unknown): string | undefined {
  const options = (schema.oneOf ?? schema.anyOf) as Choice[] | undefined;
  const titled = options?.find((o) => o && typeof o === 'object' && o.const === value)?.title;
  if (titled) return titled;
  const names = ui?.['ui:enumNames'] as string[] | undefined;
  const at = Array.isArray(schema.enum) ? schema.enum.indexOf(value as never) : -1;
  return at >= 0 && names?.[at] ? names[at] : undefined;
}

/**
 * A field's answer as text, the way its widget shows it: money with separators, dates as
 * dd/MM/yyyy, countries by name, choices by title, yes/no for booleans, the ticked holders of a
 * holder grid, a file's name and size.
 * @param schema - the field's schema (ref-free)
 * @param ui - the field's uiSchema
 * @param value - the answer
 * @param label - the field's label (a single holder-grid row is named by it)
 */
export function displayValue(schema: RJSFSchema, ui: UiSchema | undefined, value: unknown, label: string): string {
  const widget = ui?.['ui:widget'];
  if (widget === 'HolderGridWidget') {
    const columns = (ui?.['ui:options'] as { columnLabels?: string[] } | undefined)?.columnLabels ?? [
      'Account Holder 1',
      'Account Holder 2',
    ];
    const ticked = holderRowsOf(schema, ui, label)
      .map((row) => ({ row, holders: row.paths.map((p, i) => (readPath(value, p) === true ? columns[i] : null)).filter(Boolean) }))
      .filter((r) => r.holders.length > 0)
      .map((r) => (r.row.key === 'row' ? r.holders.join(', ') : `${r.row.label}: ${r.holders.join(', ')}`));
    return ticked.length ? ticked.join('; ') : NO_ANSWER;
  }
  if (value === undefined || value === null || value === '') return NO_ANSWER;
  if (widget === 'MoneyWidget') {
    const decimals = (ui?.['ui:options'] as { decimals?: number } | undefined)?.decimals;
    return moneyDisplay(value, typeof decimals === 'number' ? decimals : 2) || String(value);
  }
  if (widget === 'DateWidget' || schema.format === 'date') return toDisplayDate(value);
  if (widget === 'CountryWidget') return (typeof value === 'number' && countryById(value)?.Text) || String(value);
  if (widget === 'PercentageWidget')
    return `${String((ui?.['ui:options'] as { negate?: boolean } | undefined)?.negate && typeof value === 'number' ? -value : value)}%`;
  if (widget === 'FileWidget' || schema.format === 'data-url') {
    const info = fileInfoOf(value);
    return info ? `${info.name} (${formatFileSize(info.size)})` : NO_ANSWER;
  }
  const title = choiceTitle(schema, ui, value);
  if (title) return title;
  if (widget === 'PercentageChoiceWidget') return `${String(value)}%`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const items = (schema.items ?? {}) as RJSFSchema;
    return value.length ? value.map((v) => displayValue(items, ui?.items as UiSchema | undefined, v, label)).join(', ') : NO_ANSWER;
  }
  return String(value);
}
