/**
 * Generated requests for the fuzz suite (tests/api/fuzz.test.ts): fast-check arbitraries derived
 * from a route's OpenAPI schemas (path, query, header and body), mixed with known attack values and
 * broken request framing, and the function that turns one generated request into an inject call.
 */
import fc from 'fast-check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON Schema of the OpenAPI document, read generically
type Schema = Record<string, any>;

/** An OpenAPI operation, as much of it as generation needs. */
export interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema: Schema }[];
  body?: Schema;
}

/** One generated request, before it is bound to a token and serialised. */
export interface FuzzRequest {
  route: string;
  role: string;
  /** A brand host other than the role's own, or undefined for the role's own. */
  host?: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Strings and values that broke servers before: SQL, markup, paths, prototype keys, numbers, unicode. */
export const ATTACK_STRINGS = [
  `' OR 1=1 --`,
  `1; DROP TABLE users`,
  `'); DELETE FROM orders; --`,
  `1' UNION SELECT password_hash FROM users --`,
  `<script>alert(1)</script>`,
  `"><img src=x onerror=alert(1)>`,
  'javascript:alert(1)',
  '../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/dev/zero',
  '__proto__',
  'constructor',
  'prototype',
  '{"$ne":null}',
  '${7*7}{{7*7}}',
  '%s%s%s%n',
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Edmoclient',
  '\u200B',
  'e\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕿𝖊𝖘𝖘𝖊𝖗𝖆',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '0x7fffffff',
  '9'.repeat(400),
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1.7976931348623157e309',
  'null',
  'true',
  '[]',
  '{}',
  'A'.repeat(70_000),
];
const ATTACK_VALUES: unknown[] = [
  ...ATTACK_STRINGS,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  [],
  [null],
  {},
  { $ne: null },
  { $gt: '' },
];

/** What generation may look up: `$ref` targets, and real values (ids, ISINs) by field name so requests get past 404. */
export interface FuzzContext {
  schemas: Record<string, Schema>;
  /** Lower-cased field or parameter name → real values of this database. */
  hints: Map<string, unknown[]>;
  /** False for a well-formed request: no attack values in any field (set by requestsOf). */
  attacks?: boolean;
}

const resolveRef = (ctx: FuzzContext, schema: Schema): Schema => {
  let s = schema;
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) s = ctx.schemas[s.$ref.split('/').pop()!] ?? {};
  return s;
};

function patternString(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

/** Values a schema allows (roughly: lengths and bounds are kept, so most pass Fastify's validation). */
function schemaValue(ctx: FuzzContext, raw: Schema, depth: number): fc.Arbitrary<unknown> {
  const schema = resolveRef(ctx, raw);
  if (depth > 5) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => schemaValue(ctx, s, depth + 1)));
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((s) => resolveRef(ctx, s));
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const p of parts) {
      Object.assign(merged.properties, p.properties);
      merged.required.push(...(p.required ?? []));
    }
    return schemaValue(ctx, { ...schema, ...merged, allOf: undefined }, depth);
  }
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => schemaValue(ctx, { ...schema, type }, depth)));
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      const matching = typeof schema.pattern === 'string' ? patternString(schema.pattern) : undefined;
      if (matching) return matching;
      const maxLength = Math.min(schema.maxLength ?? 40, 300);
      const minLength = Math.min(schema.minLength ?? 0, maxLength);
      return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'binary' }));
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum ?? -1e12, max: schema.maximum ?? 1e12 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(ctx, schema.items ?? {}, undefined, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return objectOf(ctx, schema, depth);
    default:
      return schema.properties ? objectOf(ctx, schema, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(ctx: FuzzContext, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const model = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, valueFor(ctx, s, name, depth + 1)]));
  const requiredKeys = ((schema.required ?? []) as string[]).filter((k) => k in model);
  return fc.record(model, { requiredKeys });
}

/**
 * A value for a field: a real value of its name (weight 5), a value its schema allows (4) or an
 * attack value (1).
 * @param ctx - refs and hints
 * @param schema - the field's schema
 * @param name - the field's name, for hints
 */
export function valueFor(ctx: FuzzContext, schema: Schema, name: string | undefined, depth = 0): fc.Arbitrary<unknown> {
  const hint = name ? ctx.hints.get(name.toLowerCase()) : undefined;
  return fc.oneof(
    { arbitrary: schemaValue(ctx, schema, depth), weight: 4 },
    ...(ctx.attacks === false ? [] : [{ arbitrary: fc.constantFrom(...ATTACK_VALUES), weight: 1 }]),
    ...(hint?.length ? [{ arbitrary: fc.constantFrom(...hint), weight: 5 }] : []),
  );
}

const asText = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : (JSON.stringify(v) ?? '');

/** A path part percent-encoded; a lone surrogate (which encodeURIComponent refuses) as the bytes of an invalid UTF-8 sequence. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const pathPart = (text: string) => text.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');

/** How the body is framed: mostly JSON of the generated value; sometimes broken on purpose. */
const FRAMINGS = [
  ['json', 30],
  ['proto', 3],
  ['constructor', 2],
  ['deep array', 1],
  ['deep object', 1],
  ['empty', 2],
  ['huge', 1],
  ['not json', 2],
  ['form', 1],
  ['xml', 1],
  ['multipart', 1],
  ['no body', 3],
  ['scalar', 2],
] as const;

function framed(framing: string, value: unknown): { payload?: string | Buffer; type?: string } {
  const json = JSON.stringify(value ?? {}) ?? '{}';
  const intoObject = (extra: string) => (json.startsWith('{') && json !== '{}' ? `{${extra},${json.slice(1)}` : `{${extra}}`);
  switch (framing) {
    case 'json':
      return { payload: json, type: 'application/json' };
    case 'proto':
      return { payload: intoObject('"__proto__":{"role":"whitelabelmaster","isAdmin":true}'), type: 'application/json' };
    case 'constructor':
      return { payload: intoObject('"constructor":{"prototype":{"isAdmin":true}}'), type: 'application/json' };
    case 'deep array':
      return { payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, type: 'application/json' };
    case 'deep object':
      return { payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, type: 'application/json' };
    case 'empty':
      return { payload: '', type: 'application/json' };
    case 'huge':
      return { payload: JSON.stringify({ x: 'a'.repeat(1_100_000) }), type: 'application/json' };
    case 'not json':
      return { payload: `${json.slice(0, -1)},`, type: 'application/json' };
    case 'form':
      return { payload: 'UserName=dmoclient&Password=x', type: 'application/x-www-form-urlencoded' };
    case 'xml':
      return { payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', type: 'application/xml' };
    case 'multipart': {
      const boundary = 'fuzzboundary';
      const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${asText(value).slice(0, 60)}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 fuzz\r\n--${boundary}--\r\n`;
      return { payload: Buffer.from(part), type: `multipart/form-data; boundary=${boundary}` };
    }
    case 'scalar':
      return { payload: JSON.stringify(asText(value)), type: 'application/json' };
    default:
      return {};
  }
}

/**
 * Requests for one route: every parameter and the body from the route's schemas and hints, a role
 * of `roles`, now and then another brand's host, extra query keys, and a body framing.
 */
export function requestsOf(ctx: FuzzContext, op: Operation, roles: string[]): fc.Arbitrary<FuzzRequest> {
  // Half the requests are well formed (values of the schemas and the database only, JSON, own host),
  // so they reach the services' own rules; half carry attacks and broken framing.
  return fc.oneof(requestsOfKind({ ...ctx, attacks: false }, op, roles, false), requestsOfKind({ ...ctx, attacks: true }, op, roles, true));
}

function requestsOfKind(ctx: FuzzContext, op: Operation, roles: string[], broken: boolean): fc.Arbitrary<FuzzRequest> {
  const param = (where: string) =>
    Object.fromEntries(op.parameters.filter((p) => p.in === where).map((p) => [p.name, valueFor(ctx, p.schema, p.name)]));
  const framings = broken ? FRAMINGS : FRAMINGS.filter(([f]) => f === 'json');
  return fc
    .record({
      role: fc.constantFrom(...roles),
      host: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: broken ? 12 : 1_000_000 },
        fc.constantFrom('nbc.localhost', 'dmo.localhost', 'nosuchbrand.localhost', 'localhost', '%00.localhost'),
      ),
      path: fc.record(param('path')),
      query: fc.record(param('query'), { requiredKeys: [] }),
      // fc.option gives null once in `freq`: the broken kind has extra keys in half its requests.
      extraQuery: broken
        ? fc.option(
            fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'x', 'whitelabelID', '$where'), fc.constantFrom(...ATTACK_STRINGS)),
            { freq: 2 },
          )
        : fc.constant(null),
      key: broken
        ? fc.option(fc.oneof(fc.uuid(), fc.constantFrom(...ATTACK_STRINGS.filter((s) => s.length < 200))), { freq: 6 })
        : fc.uuid(),
      body: op.body ? valueFor(ctx, op.body, undefined) : fc.constant(undefined),
      framing: fc.oneof(...framings.map(([f, weight]) => ({ arbitrary: fc.constant(f as string), weight }))),
    })
    .map(({ role, host, path, query, extraQuery, key, body, framing }) => {
      let url = op.path;
      for (const [name, value] of Object.entries(path)) url = url.replace(`{${name}}`, pathPart(asText(value)));
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries({ ...query, ...(extraQuery ?? {}) })) {
        for (const v of Array.isArray(value) ? value : [value]) search.append(name, asText(v));
      }
      const headers: Record<string, string> = {};
      if (key !== null) headers['idempotency-key'] = key.replace(/[^\t\x20-\x7e]/g, '?');
      const { payload, type } =
        op.method === 'GET' && framing !== 'huge' ? {} : framed(op.body ? framing : framing === 'json' ? 'no body' : framing, body);
      if (type) headers['content-type'] = type;
      const qs = search.toString();
      return { route: `${op.method} ${op.path}`, role, host, method: op.method, url: qs ? `${url}?${qs}` : url, headers, payload };
    });
}
