type Node = Record<string, unknown>;

/** Codes read as written (400160, not 400,160). */
function formatValue(value: unknown): string {
  return JSON.stringify(value);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeValue(name: string, schema: unknown): string {
  if (!isNode(schema)) return `${name} is answered`;
  const parts: string[] = [];
  if ('const' in schema) parts.push(`${name} is ${formatValue(schema.const)}`);
  if (Array.isArray(schema.enum)) parts.push(`${name} is one of ${schema.enum.map(formatValue).join(', ')}`);
  if (typeof schema.minimum === 'number') parts.push(`${name} is at least ${formatValue(schema.minimum)}`);
  if (typeof schema.maximum === 'number') parts.push(`${name} is at most ${formatValue(schema.maximum)}`);
  if (typeof schema.exclusiveMinimum === 'number') parts.push(`${name} is more than ${formatValue(schema.exclusiveMinimum)}`);
  if (typeof schema.exclusiveMaximum === 'number') parts.push(`${name} is less than ${formatValue(schema.exclusiveMaximum)}`);
  if (isNode(schema.not)) parts.push(`not (${describeValue(name, schema.not)})`);
  const known = ['const', 'enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'not', 'type', 'description'];
  if (parts.length === 0 || Object.keys(schema).some((key) => !known.includes(key))) parts.push(`${name} meets a custom rule`);
  return parts.join(' and ');
}

/**
 * A flow condition (a JSON Schema over the flow's context) in words, for the studio's diff and
 * editor: "AccountTypeId is one of 400160, 400164", "not (IsJoint is true)". Parts it cannot word
 * read "meets a custom rule".
 * @param condition - the `when` of a stage, step or ui override (undefined: always)
 */
export function describeCondition(condition: unknown): string {
  if (condition === undefined) return 'always';
  if (condition === true) return 'always';
  if (condition === false) return 'never';
  if (!isNode(condition)) return 'a custom condition';
  const parts: string[] = [];
  const properties = isNode(condition.properties) ? condition.properties : {};
  const required = Array.isArray(condition.required) ? condition.required.filter((n): n is string => typeof n === 'string') : [];
  for (const [name, schema] of Object.entries(properties)) {
    const text = describeValue(name, schema);
    parts.push(required.includes(name) ? text : `${name} is not answered or ${text}`);
  }
  for (const name of required.filter((n) => !(n in properties))) parts.push(`${name} is answered`);
  if (isNode(condition.not)) parts.push(`not (${describeCondition(condition.not)})`);
  for (const [key, joiner] of [
    ['anyOf', ' or '],
    ['oneOf', ' or '],
    ['allOf', ' and '],
  ] as const) {
    const list = condition[key];
    if (Array.isArray(list)) parts.push(`(${list.map((entry) => describeCondition(entry)).join(joiner)})`);
  }
  const known = ['properties', 'required', 'not', 'anyOf', 'oneOf', 'allOf', 'description', '$comment', 'type'];
  if (Object.keys(condition).some((key) => !known.includes(key))) parts.push('a custom condition holds');
  return parts.length === 0 ? 'always' : parts.join(' and ');
}
