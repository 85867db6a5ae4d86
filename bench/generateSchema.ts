/**
 * A deterministic form generator for the forms bench: `generateSchema(200)` and
 * `generateSchema(1000)` return the same schema on every run (a seeded PRNG, no Date, no
 * Math.random). The schema follows the engine's conventions (docs/forms-engine.md): draft 2020-12,
 * `$id` under the forms base, `version`, `additionalProperties: false`, a type wherever bounds are
 * used, messages as ajv-errors `errorMessage` — so the engine compiles it in strict mode.
 *
 * Shape: a quarter of the fields at the top level, the rest in nested objects ("sections") of
 * about 20 fields, one of them holding a nested sub-object, and one array of objects (3 items of 5
 * fields) near the end. With `stress` (the 5,000-field case), every tenth section also holds an
 * array of objects and every section a condition (`if` its first flag is ticked `then` its first
 * text is required). Field kinds: strings with maxLength (some with minLength), numbers and
 * integers with bounds, enums (plain `enum` and `oneOf` const/title), booleans. About a third of
 * the fields are required (each with its message). `fieldCount` counts the inputs a form renders.
 */
export interface GeneratedForm {
  schema: Record<string, unknown> & { $id: string; version: string };
  ui: Record<string, unknown>;
  /** Initial answers (every section and the array's three items, empty), given to every engine alike. */
  data: Record<string, unknown>;
  /** Path of the text field the bench types into (in the middle of the form). */
  target: string[];
  /** Inputs rendered (leaf fields, counting each array item's fields). */
  fieldCount: number;
}

export const GENERATED_ID_BASE = 'https://tessera.example/schemas/forms/bench-generated-';

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
  'Juliett',
  'Kilo',
  'Lima',
  'Mike',
  'November',
];

type Json = Record<string, unknown>;

interface Group {
  properties: Json;
  required: string[];
  messages: Json;
  count: number;
}

function newGroup(): Group {
  return { properties: {}, required: [], messages: {}, count: 0 };
}

function objectSchema(title: string, g: Group): Json {
  const schema: Json = { type: 'object', title, properties: g.properties, additionalProperties: false };
  if (g.required.length) {
    schema.required = g.required;
    schema.errorMessage = { required: g.messages };
  }
  return schema;
}

/**
 * @param fields - number of inputs the form renders (≥ 40)
 * @param seed - PRNG seed (the default gives the published figures)
 * @param stress - arrays in every tenth section and a condition in every section
 * @returns the schema, a ui schema, initial data and the field the bench types into
 */
export function generateSchema(fields: number, seed = 20240611, stress = false): GeneratedForm {
  const rand = prng(seed + fields);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  let serial = 0;

  /** Adds one leaf field to a group; returns its name. */
  const addField = (g: Group, forceText = false): string => {
    serial += 1;
    const r = forceText ? 0 : rand();
    let name: string;
    let prop: Json;
    if (r < 0.4) {
      name = `text${serial}`;
      const max = pick([20, 40, 60, 100, 200]);
      prop = {
        type: 'string',
        title: `Text ${serial}`,
        maxLength: forceText ? 200 : max,
        errorMessage: { maxLength: `Text ${serial} must be at most ${forceText ? 200 : max} characters` },
      };
      if (!forceText && rand() < 0.25) {
        prop.minLength = 2;
        (prop.errorMessage as Json).minLength = `Text ${serial} must be at least 2 characters`;
      }
    } else if (r < 0.6) {
      const integer = rand() < 0.5;
      name = `${integer ? 'count' : 'amount'}${serial}`;
      const max = pick([10, 100, 1000, 1_000_000]);
      prop = {
        type: integer ? 'integer' : 'number',
        title: `${integer ? 'Count' : 'Amount'} ${serial}`,
        minimum: 0,
        maximum: max,
        errorMessage: {
          minimum: `${integer ? 'Count' : 'Amount'} ${serial} must not be negative`,
          maximum: `${integer ? 'Count' : 'Amount'} ${serial} must be at most ${max}`,
        },
      };
    } else if (r < 0.75) {
      name = `choice${serial}`;
      const n = 3 + Math.floor(rand() * 6);
      const start = Math.floor(rand() * WORDS.length);
      const words = Array.from({ length: n }, (_, i) => WORDS[(start + i) % WORDS.length]);
      prop =
        rand() < 0.5
          ? { type: 'string', title: `Choice ${serial}`, enum: words }
          : { type: 'integer', title: `Choice ${serial}`, oneOf: words.map((w, i) => ({ const: i + 1, title: w })) };
      prop.errorMessage = `Choose a valid Choice ${serial}`;
    } else if (r < 0.9) {
      name = `flag${serial}`;
      prop = { type: 'boolean', title: `Flag ${serial}` };
    } else {
      name = `note${serial}`;
      prop = {
        type: 'string',
        title: `Note ${serial}`,
        maxLength: 500,
        errorMessage: { maxLength: `Note ${serial} must be at most 500 characters` },
      };
    }
    g.properties[name] = prop;
    if (!forceText && prop.type !== 'boolean' && rand() < 0.33) {
      g.required.push(name);
      g.messages[name] = `${prop.title as string} is required`;
    }
    g.count += 1;
    return name;
  };

  const root = newGroup();
  const arrayItemFields = 5;
  const arrayItems = 3;
  const arrayFields = arrayItemFields * arrayItems;
  const topLevel = Math.floor(fields / 4);
  const sectionFields = fields - topLevel - arrayFields;
  const sections = Math.max(1, Math.round(sectionFields / 20));
  const targetSection = Math.floor(sections / 2);
  let target: string[] = [];

  for (let i = 0; i < topLevel / 2; i++) addField(root);
  let remaining = sectionFields;
  for (let s = 0; s < sections; s++) {
    const g = newGroup();
    const size = s === sections - 1 ? remaining : Math.round(sectionFields / sections);
    remaining -= size;
    const sectionName = `section${s + 1}`;
    // One section carries a nested sub-object of 5 fields.
    const nestedSize = s === 1 ? 5 : 0;
    for (let i = 0; i < size - nestedSize; i++) {
      const isTarget = s === targetSection && i === Math.floor(size / 2);
      const name = addField(g, isTarget);
      if (isTarget) target = [sectionName, name];
    }
    if (stress && s % 10 === 5) {
      // An array of objects inside the section: 3 items of 4 fields, counted in the section's size.
      const row = newGroup();
      for (let i = 0; i < 4; i++) addField(row);
      g.properties.rows = { type: 'array', title: `Section ${s + 1} rows`, maxItems: 10, items: objectSchema('Row', row) };
      g.count += 8;
    }
    if (nestedSize) {
      const sub = newGroup();
      for (let i = 0; i < nestedSize; i++) addField(sub);
      g.properties.details = objectSchema(`Section ${s + 1} details`, sub);
      g.count += sub.count;
    }
    const section = objectSchema(`Section ${s + 1}`, g);
    const props = Object.entries(g.properties as Record<string, Json>);
    const flag = props.find(([, p]) => p.type === 'boolean')?.[0];
    const text = props.find(([n, p]) => p.type === 'string' && !p.enum && n !== target[1])?.[0];
    if (stress && flag && text) {
      const title = (g.properties[text] as Json).title as string;
      section.if = { properties: { [flag]: { const: true } }, required: [flag] };
      section.then = {
        required: [text],
        errorMessage: { required: { [text]: `${title} is required when ${(g.properties[flag] as Json).title as string} is ticked` } },
      };
    }
    root.properties[sectionName] = section;
    root.count += g.count;
  }
  const item = newGroup();
  for (let i = 0; i < arrayItemFields; i++) addField(item);
  root.properties.positions = {
    type: 'array',
    title: 'Positions',
    minItems: 1,
    maxItems: 10,
    items: objectSchema('Position', item),
    errorMessage: { minItems: 'Add at least one position', maxItems: 'Add at most 10 positions' },
  };
  root.count += arrayFields;
  while (root.count < fields) addField(root);

  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${GENERATED_ID_BASE}${fields}`,
    version: '1.0.0',
    ...objectSchema(`Generated form (${fields} fields)`, root),
  } as GeneratedForm['schema'];
  const ui: Json = {};
  // Long notes as text areas, as a real form would have them.
  for (const k of Object.keys(root.properties)) if (k.startsWith('note')) ui[k] = { 'ui:widget': 'textarea' };
  // Every object present (as RJSF's defaults would make it), so every engine validates the same answers.
  const data: Json = {};
  for (let s = 0; s < sections; s++) {
    const section: Json = s === 1 ? { details: {} } : {};
    if (stress && s % 10 === 5) section.rows = [{}, {}];
    data[`section${s + 1}`] = section;
  }
  data.positions = Array.from({ length: arrayItems }, () => ({}));
  return { schema, ui, data, target, fieldCount: root.count };
}
