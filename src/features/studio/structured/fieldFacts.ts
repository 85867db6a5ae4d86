// What the structured editor reads off a field: its path, types, bounds, options and messages.
import type { EditableBound, FormField } from '@/engine/studio';
import { BOUND_WORDS } from '@/engine/studio/wording';

/** A field as the picker lists it: its labels from the outermost. */
export const pathOf = (field: FormField): string => (field.labels.length > 0 ? field.labels.join(' › ') : field.name);

export const NUMBER_BOUNDS: EditableBound[] = ['minimum', 'maximum'];
export const TEXT_BOUNDS: EditableBound[] = ['minLength', 'maxLength'];

export function typesOf(schema: Record<string, unknown>): string[] {
  return typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? (schema.type as string[]) : [];
}

/** A bound as the user reads it: "Minimum length". */
export const boundName = (bound: string): string => {
  const name = BOUND_WORDS[bound]?.name ?? bound;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The options of a choice field as the form shows them: value and label. */
export function optionsOf(field: FormField): Array<{ value: unknown; label: string }> | undefined {
  const { schema, ui } = field;
  if (Array.isArray(schema.enum)) {
    const names = Array.isArray(ui['ui:enumNames']) ? (ui['ui:enumNames'] as unknown[]) : [];
    return (schema.enum as unknown[]).map((value, i) => ({ value, label: typeof names[i] === 'string' ? names[i] : String(value) }));
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = schema[keyword];
    if (Array.isArray(list) && list.length > 0 && list.every((entry) => typeof entry === 'object' && entry !== null && 'const' in entry)) {
      return (list as Array<{ const: unknown; title?: unknown }>).map((entry) => ({
        value: entry.const,
        label: typeof entry.title === 'string' ? entry.title : String(entry.const),
      }));
    }
  }
  return undefined;
}

/** Rules a message can be written for, in the order the picker lists them, with their names. */
export const MESSAGE_RULES: Array<[string, string]> = [
  ['_', 'Any error without its own message'],
  ['required', 'Missing answer'],
  ['minimum', 'Minimum'],
  ['maximum', 'Maximum'],
  ['minLength', 'Minimum length'],
  ['maxLength', 'Maximum length'],
  ['pattern', 'Pattern'],
  ['format', 'Format'],
  ['enum', 'Not one of the options'],
  ['type', 'Wrong kind of answer'],
];

/** The message a field shows now for a rule ('' when none). */
export function messageOf(field: FormField, parentMessages: unknown, keyword: string): string {
  if (keyword === 'required') {
    const required = (parentMessages as { required?: unknown } | undefined)?.required;
    const text = typeof required === 'object' && required !== null ? (required as Record<string, unknown>)[field.name] : undefined;
    return typeof text === 'string' ? text : '';
  }
  const messages = field.schema.errorMessage;
  if (typeof messages === 'string') return keyword === '_' ? messages : '';
  const text = typeof messages === 'object' && messages !== null ? (messages as Record<string, unknown>)[keyword] : undefined;
  return typeof text === 'string' ? text : '';
}
