import { appropriatenessOptionFlags, isFinancialCheckedFrom, type SchemaRegistry } from '@/engine';

type Json = Record<string, unknown>;

/**
 * Whether the answers meet the form's unconditional cross-field rules — the schema's `allOf` parts
 * without an `if` (the KYC form's "at least one of the three source categories is ticked") —
 * answered by the registry's condition evaluator, so the rule stays the schema's. The submit button
 * is disabled while they fail (compliance §5); the conditional rules are the submit's validation.
 * @param registry - the registry holding the form
 * @param formId - the form's id
 * @param answers - the answers now
 */
export function unconditionalRulesHold(registry: SchemaRegistry, formId: string, answers: Json): boolean {
  const schema = registry.schema(formId);
  let rules = rulesBySchema.get(schema);
  if (!rules) {
    rules = ((schema.allOf ?? []) as Json[]).filter((p) => !('if' in p)).map(withoutNotes);
    rulesBySchema.set(schema, rules);
  }
  return rules.every((rule) => registry.conditions.evaluate(rule as never, answers));
}

/** The rules of each schema object, worked out once (the same objects, so the evaluator's cache holds). */
const rulesBySchema = new WeakMap<object, Json[]>();

/** A rule without its message and notes: what the condition evaluator answers. */
function withoutNotes(part: Json): Json {
  const { errorMessage: _message, description: _description, ...rule } = part;
  return rule;
}

/**
 * The appropriateness test's derived answers (compliance §3.2, §4): any instrument box ticked, and
 * exactly one summary-instruction flag, the chosen option's — also for an option prefilled from the
 * stored data, which no click has set.
 */
export function withDerivedFlags(d: Json): Json {
  const option = d.isSummaryInstructionOption;
  const flags = option === 1 || option === 2 || option === 3 ? appropriatenessOptionFlags(option) : {};
  return { ...d, ...flags, isFinancialChecked: isFinancialCheckedFrom(d) };
}
