/**
 * The forms bench's cases: the largest real form (schemas/forms/personal-details, else the largest
 * form present) and generated forms of 200 and 1000 fields. Loading a case is not timed: it is
 * what the app does once when a form's schema arrives.
 */
import { formIdOf } from '@/engine';
import { generateSchema } from './generateSchema';

type Json = Record<string, unknown>;

export interface BenchCase {
  id: string;
  title: string;
  /** The engine's form id (the `$id` after the forms base). */
  formId: string;
  /** The schema as written: may `$ref` the shared `_defs` by absolute id. */
  schema: Json & { $id: string; version: string };
  /** The same schema with every `$ref` inlined, for engines that resolve no external refs. */
  resolved: Json;
  ui: Json;
  /** Shared definitions (`_defs` files) the schema references. */
  defs: Json[];
  /** Initial answers, the same for every engine. */
  data: Json;
  /** The text field the bench types into. */
  target: string[];
  /** Inputs the form renders (leaves; array items counted). */
  fieldCount: number;
}

export const CASE_IDS = ['real', 'gen200', 'gen1000', 'gen5000'] as const;
export type CaseId = (typeof CASE_IDS)[number];

// Lazy: the forms are separate chunks, so no engine's bundle size counts them.
const formSchemas = import.meta.glob<Json>('../schemas/forms/*/schema.json', { import: 'default' });
const formUis = import.meta.glob<Json>('../schemas/forms/*/ui.json', { import: 'default' });
const formFixtures = import.meta.glob<Json>('../schemas/forms/*/fixtures/valid/*.json', { import: 'default' });
const defFiles = import.meta.glob<Json>('../schemas/forms/_defs/*.json', { import: 'default' });

/** The real form: personal-details when present, else the form with the largest schema. */
export const REAL_FORM_PREFERRED = 'personal-details';

const folderOf = (path: string) => path.split('/').slice(-2, -1)[0];

async function loadDefs(): Promise<Json[]> {
  return Promise.all(Object.values(defFiles).map((load) => load()));
}

/** Inlines every `$ref` (absolute ids of `_defs` files and local `#/…` pointers). */
export function inlineRefs(schema: Json, defs: Json[]): Json {
  const docs = new Map<string, Json>(defs.map((d) => [String(d.$id), d]));
  const pointer = (doc: Json, ptr: string): Json => {
    let node: unknown = doc;
    for (const raw of ptr.split('/').filter(Boolean)) node = (node as Json)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!node || typeof node !== 'object') throw new Error(`Cannot resolve ${ptr}`);
    return node as Json;
  };
  const walk = (node: unknown, base: Json, depth: number): unknown => {
    if (depth > 50) throw new Error('Recursive schema: the bench inlines non-recursive schemas only');
    if (Array.isArray(node)) return node.map((n) => walk(n, base, depth));
    if (!node || typeof node !== 'object') return node;
    const obj = node as Json;
    const out: Json = {};
    let target: Json | undefined;
    let targetBase = base;
    if (typeof obj.$ref === 'string') {
      const [uri, frag = ''] = obj.$ref.split('#');
      targetBase = uri
        ? (docs.get(uri) ??
          (() => {
            throw new Error(`Unknown $ref ${obj.$ref}`);
          })())
        : base;
      target = walk(pointer(targetBase, frag), targetBase, depth + 1) as Json;
    }
    for (const [k, v] of Object.entries(obj)) {
      if (k === '$ref' || k === '$defs') continue;
      out[k] = k === 'const' || k === 'enum' || k === 'default' || k === 'examples' ? v : walk(v, base, depth);
    }
    if (!target) return out;
    const { description: _d, ...rest } = target;
    void _d;
    return { ...rest, ...out };
  };
  const resolved = walk(schema, schema, 0) as Json;
  return resolved;
}

/** Answers with every object present (as RJSF's defaults make them) and arrays at minItems. */
function emptyAnswers(schema: Json): Json {
  const out: Json = {};
  for (const [k, p] of Object.entries((schema.properties as Json | undefined) ?? {})) {
    const prop = p as Json;
    if (prop.type === 'object' && prop.properties) out[k] = emptyAnswers(prop);
    else if (prop.type === 'array' && typeof prop.minItems === 'number' && (prop.items as Json | undefined)?.type === 'object') {
      out[k] = Array.from({ length: prop.minItems }, () => emptyAnswers(prop.items as Json));
    }
  }
  return out;
}

interface Leaf {
  path: string[];
  schema: Json;
}

/** Leaf fields in form order (ui:order first, then the schema's order); array items by index. */
function leaves(schema: Json, ui: Json, data: unknown, path: string[] = []): Leaf[] {
  if (schema.type === 'object' && schema.properties) {
    const props = Object.keys(schema.properties);
    const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]).filter((k) => k !== '*' && props.includes(k)) : [];
    const keys = [...order, ...props.filter((p) => !order.includes(p))];
    return keys.flatMap((k) =>
      leaves((schema.properties as Json)[k] as Json, (ui[k] as Json | undefined) ?? {}, (data as Json | undefined)?.[k], [...path, k]),
    );
  }
  if (schema.type === 'array' && (schema.items as Json | undefined)?.type === 'object') {
    const items = Array.isArray(data) ? data : [];
    return items.flatMap((item, i) => leaves(schema.items as Json, (ui.items as Json | undefined) ?? {}, item, [...path, String(i)]));
  }
  return [{ path, schema }];
}

const TYPED = 'abcdefghijklmnopqrstuvwx';

/** A free-text field the typed letters keep valid, in the second half of the form when possible. */
function typingTarget(all: Leaf[], ui: Json, data: Json): string[] {
  const fits = (l: Leaf) => {
    const s = l.schema;
    if (s.type !== 'string' || s.enum || s.oneOf || s.anyOf || s.const !== undefined || s.format) return false;
    let u: unknown = ui;
    for (const seg of l.path) u = /^\d+$/.test(seg) ? (u as Json | undefined)?.items : (u as Json | undefined)?.[seg];
    const widget = (u as Json | undefined)?.['ui:widget'];
    if (widget && widget !== 'text' && widget !== 'textarea') return false;
    let current: unknown = data;
    for (const seg of l.path) current = (current as Json | undefined)?.[seg];
    const room = typeof s.maxLength === 'number' ? s.maxLength - (typeof current === 'string' ? current.length : 0) : Infinity;
    if (room < TYPED.length) return false;
    if (typeof s.pattern === 'string') {
      const re = new RegExp(s.pattern, 'u');
      for (let i = 1; i <= TYPED.length; i++)
        if (!re.test(`${typeof current === 'string' ? current : ''}${TYPED.slice(0, i)}`)) return false;
    }
    return true;
  };
  const candidates = all.map((l, i) => ({ l, i })).filter(({ l }) => fits(l));
  if (!candidates.length) throw new Error('No free-text field to type into');
  return (candidates.find(({ i }) => i >= all.length / 2) ?? candidates[0]).l.path;
}

export const TYPED_TEXT = TYPED;

/** Loads one case. */
export async function loadCase(id: CaseId): Promise<BenchCase> {
  const defs = await loadDefs();
  if (id === 'gen200' || id === 'gen1000' || id === 'gen5000') {
    const g = id === 'gen5000' ? generateSchema(5000, undefined, true) : generateSchema(id === 'gen200' ? 200 : 1000);
    return {
      id,
      title: `generated, ${g.fieldCount} fields${id === 'gen5000' ? ', arrays in sections and a condition per section' : ''}`,
      formId: formIdOf(g.schema.$id),
      schema: g.schema,
      resolved: inlineRefs(g.schema, defs),
      ui: g.ui,
      defs,
      data: g.data,
      target: g.target,
      fieldCount: g.fieldCount,
    };
  }
  const paths = Object.keys(formSchemas);
  if (!paths.length) throw new Error('No form under schemas/forms');
  const preferred = paths.find((p) => folderOf(p) === REAL_FORM_PREFERRED);
  let path = preferred;
  if (!path) {
    const loaded = await Promise.all(paths.map(async (p) => ({ p, n: JSON.stringify(await formSchemas[p]()).length })));
    path = loaded.sort((a, b) => b.n - a.n)[0].p;
  }
  const folder = folderOf(path);
  const schema = (await formSchemas[path]()) as BenchCase['schema'];
  const uiPath = Object.keys(formUis).find((p) => folderOf(p) === folder);
  const ui = uiPath ? await formUis[uiPath]() : {};
  const resolved = inlineRefs(schema, defs);
  // The largest valid fixture (e.g. two holders) when the form has fixtures, else empty answers.
  const fixtures = await Promise.all(
    Object.keys(formFixtures)
      .filter((p) => p.split('/').slice(-4, -3)[0] === folder)
      .map((p) => formFixtures[p]()),
  );
  const data = fixtures.sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0] ?? emptyAnswers(resolved);
  const all = leaves(resolved, ui, data);
  return {
    id,
    title: `${folder}${folder === REAL_FORM_PREFERRED ? '' : ' (personal-details not present yet)'}, ${all.length} fields`,
    formId: folder,
    schema,
    resolved,
    ui,
    defs,
    data: structuredClone(data),
    target: typingTarget(all, ui, data),
    fieldCount: all.length,
  };
}
