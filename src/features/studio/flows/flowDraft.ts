import type { Condition, Flow } from '@/engine/flows/types';
import { describeCondition } from '@/engine/studio';
import type { JsonParse } from '../JsonCodeEditor';

/*
 * The flow studio's draft of a flow and the common shapes of a stage's or step's condition, as the
 * structured editor offers them to a non-developer. Pure helpers, so the page and its tests share them.
 */

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The flow's text in the JSON editor. */
export function flowText(flow: Flow): string {
  return `${JSON.stringify(flow, null, 2)}\n`;
}

/**
 * Reads the JSON editor's text as a draft of the flow: JSON that parses, an object with the flow's
 * own `id`, a `version`, a `title` and `stages` (each with an `id` and `steps`). The server's
 * meta-validation stays the judge of the rest.
 * @param text - the editor's text
 * @param flowId - the flow the draft is of
 */
export function parseFlow(text: string, flowId: string): JsonParse<Flow> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The JSON does not parse: ${(error as Error).message}` };
  }
  if (!isNode(value)) return { ok: false, message: 'The flow must be a JSON object with "id", "version", "title" and "stages"' };
  if (value.id !== flowId) return { ok: false, message: `The flow's "id" must stay the flow's own ("${flowId}")` };
  if (typeof value.version !== 'string' || value.version === '') return { ok: false, message: 'The flow needs a "version"' };
  if (typeof value.title !== 'string' || value.title === '') return { ok: false, message: 'The flow needs a "title"' };
  const { stages } = value;
  if (!Array.isArray(stages) || stages.length === 0) return { ok: false, message: 'The flow needs "stages": a list that is not empty' };
  const bad = stages.findIndex((stage) => !isNode(stage) || typeof stage.id !== 'string' || !Array.isArray(stage.steps));
  if (bad >= 0) return { ok: false, message: `Stage ${bad + 1} needs an "id" and "steps"` };
  return { ok: true, value: value as unknown as Flow };
}

/** A fact of the flow's context that a condition may read, as the context schema declares it. */
export interface Fact {
  name: string;
  /** The context schema's description of it (what its codes mean, for one). */
  description?: string;
  /** Its JSON type, when the schema gives one. */
  type?: string;
  /** The values it can take, when the schema lists them (enum, const, or a boolean's two). */
  values?: unknown[];
}

/** The facts of a flow's context (`context.properties`), in the order it declares them. */
export function factsOf(flow: Flow): Fact[] {
  const properties = isNode(flow.context) && isNode(flow.context.properties) ? flow.context.properties : {};
  return Object.entries(properties).map(([name, schema]) => {
    const s = isNode(schema) ? schema : {};
    const type = typeof s.type === 'string' ? s.type : undefined;
    const values = Array.isArray(s.enum) ? s.enum : 'const' in s ? [s.const] : type === 'boolean' ? [true, false] : undefined;
    return {
      name,
      ...(typeof s.description === 'string' ? { description: s.description } : {}),
      ...(type ? { type } : {}),
      ...(values ? { values } : {}),
    };
  });
}

/**
 * A value as the editor offers it: a code with what its fact's description says it is
 * (a value 7 reads "7 (seven)" when the description says "… 7 seven, …"), else the value as written.
 */
export function valueLabel(fact: Fact, value: unknown): string {
  const written = typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value !== 'number' || !fact.description) return written;
  const meaning = new RegExp(`\\b${value} ([^,.;:()]+)`).exec(fact.description)?.[1]?.trim();
  return meaning ? `${written} (${meaning})` : written;
}

/**
 * The common shapes of a condition: always shown; shown only when a fact is one of some values
 * (`{properties: {F: {enum}}, required: [F]}`); hidden when it is (the same under `not`: shown
 * while the fact is not known yet); anything else is advanced (JSON).
 */
export type ConditionShape =
  { kind: 'always' } | { kind: 'shown-when' | 'hidden-when'; fact: string; values: unknown[] } | { kind: 'advanced'; condition: Condition };

/** `{properties: {F: {enum: [...]}|{const: x}}, required: [F]}` as its fact and values, or undefined. */
function oneOfValues(condition: unknown): { fact: string; values: unknown[] } | undefined {
  if (!isNode(condition) || Object.keys(condition).sort().join() !== 'properties,required') return undefined;
  const { properties, required } = condition;
  if (!isNode(properties) || !Array.isArray(required)) return undefined;
  const names = Object.keys(properties);
  const [fact] = names;
  if (names.length !== 1 || fact === undefined || required.length !== 1 || required[0] !== fact) return undefined;
  const schema = properties[fact];
  if (!isNode(schema)) return undefined;
  const keys = Object.keys(schema);
  if (keys.length === 1 && Array.isArray(schema.enum) && schema.enum.length > 0) return { fact, values: schema.enum };
  if (keys.length === 1 && 'const' in schema) return { fact, values: [schema.const] };
  return undefined;
}

/** The shape of a condition (`when`; undefined: always). */
export function shapeOf(when: Condition | undefined): ConditionShape {
  if (when === undefined) return { kind: 'always' };
  const shown = oneOfValues(when);
  if (shown) return { kind: 'shown-when', ...shown };
  const hidden = isNode(when) && Object.keys(when).length === 1 ? oneOfValues(when.not) : undefined;
  if (hidden) return { kind: 'hidden-when', ...hidden };
  return { kind: 'advanced', condition: when };
}

/** The condition a shape makes (null: always shown); one value is written as `const`, more as `enum`. */
export function conditionOf(shape: ConditionShape): Condition | null {
  if (shape.kind === 'always') return null;
  if (shape.kind === 'advanced') return shape.condition;
  const values = shape.values.length === 1 ? { const: shape.values[0] } : { enum: [...shape.values] };
  const oneOf: Condition = { properties: { [shape.fact]: values }, required: [shape.fact] };
  return shape.kind === 'shown-when' ? oneOf : { not: oneOf };
}

/** A stage's or step's condition in words: "Always shown", "Shown when …", "Hidden when …". */
export function conditionWords(when: Condition | undefined): string {
  const shape = shapeOf(when);
  if (shape.kind === 'always') return 'Always shown';
  if (shape.kind === 'hidden-when') return `Hidden when ${describeCondition(isNode(when) ? when.not : undefined)}`;
  return `Shown when ${describeCondition(when)}`;
}

/**
 * Values typed for a fact the context lists no values of, comma-separated: numbers for a number or
 * integer fact, true/false for a boolean one, text otherwise; or the sentence saying which is not one.
 */
export function parseValues(text: string, fact: Fact): JsonParse<unknown[]> {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, message: `Give at least one value of ${fact.name}.` };
  const values: unknown[] = [];
  for (const part of parts) {
    if (fact.type === 'integer' || fact.type === 'number') {
      const n = Number(part);
      if (!Number.isFinite(n) || (fact.type === 'integer' && !Number.isInteger(n)))
        return { ok: false, message: `"${part}" is not ${fact.type === 'integer' ? 'a whole number' : 'a number'}.` };
      values.push(n);
    } else if (fact.type === 'boolean') {
      if (part !== 'true' && part !== 'false') return { ok: false, message: `"${part}" is not true or false.` };
      values.push(part === 'true');
    } else values.push(part);
  }
  return { ok: true, value: values };
}
