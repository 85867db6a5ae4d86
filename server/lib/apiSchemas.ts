/**
 * The API contract's JSON Schemas (schemas/api/<area>.json), read once and registered with Fastify,
 * so route schemas say `apiRef('accounts', 'AccountSummary')` instead of repeating a shape. The same
 * files generate the browser's API types (scripts/codegen.ts) and appear as components in the
 * OpenAPI document at /api/docs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Where the API schemas live; each file's `$id` is `API_SCHEMA_BASE + <area>.json`. */
export const API_SCHEMAS_DIR = resolve(__dirname, '../../schemas/api');
export const API_SCHEMA_BASE = 'https://tessera.example/schemas/api/';

/** One file of schemas/api: an area of the API and its named definitions. */
export interface ApiSchemaFile {
  $id: string;
  title?: string;
  $defs: Record<string, object>;
}

const cache = new Map<string, ApiSchemaFile[]>();

/**
 * Every schema file of `dir`, read and checked once per process (a route module and the app both ask).
 * @param dir - the schemas/api folder unless given (tests)
 * @returns the files in name order
 */
export function loadApiSchemas(dir: string = API_SCHEMAS_DIR): ApiSchemaFile[] {
  const cached = cache.get(dir);
  if (cached) return cached;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => {
      const schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ApiSchemaFile;
      // The $id names the file, so a $ref written from the file name always finds it.
      if (schema.$id !== `${API_SCHEMA_BASE}${name}`) throw new Error(`schemas/api/${name}: $id must be ${API_SCHEMA_BASE}${name}`);
      if (!schema.$defs || typeof schema.$defs !== 'object') throw new Error(`schemas/api/${name}: no $defs`);
      return schema;
    });
  cache.set(dir, files);
  return files;
}

/** A named definition of schemas/api/<area>.json as written; throws at start-up when it does not exist. */
export function apiDef(area: string, name: string): object {
  const file = loadApiSchemas().find((f) => f.$id === `${API_SCHEMA_BASE}${area}.json`);
  if (!file) throw new Error(`there is no schemas/api/${area}.json`);
  if (!(name in file.$defs)) throw new Error(`schemas/api/${area}.json has no $defs/${name}`);
  return file.$defs[name];
}

/** `{ $ref }` to a named definition of schemas/api/<area>.json; throws at start-up when it does not exist. */
export function apiRef(area: string, name: string): { $ref: string } {
  apiDef(area, name);
  return { $ref: `${API_SCHEMA_BASE}${area}.json#/$defs/${name}` };
}

/**
 * An object definition that may also be null, as a copy of it: fast-json-stringify writes a null
 * answer as `{}` through a `$ref` (or an anyOf with null), so a nullable object is declared inline.
 * The definition's own `$ref`s are absolute URIs, so they resolve from the copy too.
 */
export function apiNullable(area: string, name: string): object {
  const def = apiDef(area, name) as { type?: unknown; description?: string };
  if (def.type !== 'object') throw new Error(`schemas/api/${area}.json#/$defs/${name} is not an object schema`);
  const { description: _about, ...schema } = def;
  return { ...schema, type: ['object', 'null'] };
}

/** Registers every API schema with the app (before the routes that reference them). */
export function registerApiSchemas(app: { addSchema: (schema: object) => unknown }): void {
  for (const schema of loadApiSchemas()) app.addSchema(schema);
}

type Serializer = (data: unknown) => string;
type FastJsonStringify = (schema: object, options: { schema: Record<string, object> }) => Serializer;

/** Every schemas/api file `$id` a schema refers to, directly or through the definitions it names. */
function apiFilesUsedBy(schema: unknown, files: Map<string, ApiSchemaFile>, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) apiFilesUsedBy(s, files, found);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') {
        const id = value.replace(/#.*$/, '');
        const file = files.get(id);
        if (file && !found.has(id)) {
          found.add(id);
          apiFilesUsedBy(file, files, found);
        }
      } else apiFilesUsedBy(value, files, found);
    }
  }
  return found;
}

/**
 * Fastify serializer compiler (fast-json-stringify, as Fastify's default) that hands each response
 * schema only the API files it refers to, and compiles a schema object shared by many routes and
 * status codes (the error answers) once. Fastify's default hands every schema all shared schemas,
 * and fast-json-stringify checks each of them against the meta-schema on every compile: with the
 * API's files that tripled the start-up time of the app.
 */
export function apiSerializerCompiler(): (route: { schema: object }) => Serializer {
  // fast-json-stringify as Fastify itself resolves it (the version Fastify is tested with).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved at run time from Fastify's own folder
  const fastJson = require(require.resolve('fast-json-stringify', { paths: [dirname(require.resolve('fastify'))] })) as FastJsonStringify;
  const files = new Map(loadApiSchemas().map((f) => [f.$id, f]));
  const compiled = new WeakMap<object, Serializer>();
  return ({ schema }) => {
    let serialize = compiled.get(schema);
    if (!serialize) {
      const external = Object.fromEntries([...apiFilesUsedBy(schema, files)].map((id) => [id, files.get(id)!]));
      serialize = fastJson(schema, { schema: external });
      compiled.set(schema, serialize);
    }
    return serialize;
  };
}

/** The area of a schemas/api `$id` ('…/schemas/api/accounts.json' → 'accounts'), else undefined. */
const areaOf = (id: unknown) =>
  typeof id === 'string' && id.startsWith(API_SCHEMA_BASE) ? id.slice(API_SCHEMA_BASE.length, -'.json'.length) : undefined;

/**
 * @fastify/swagger `refResolver.buildLocalReference`: an API schema file becomes the component named
 * after its area (the default numbers them `def-0`, `def-1`, in an order nobody can rely on).
 */
export function buildLocalReference(json: { $id?: unknown }, _baseUri: unknown, _fragment: unknown, i: number): string {
  return areaOf(json.$id) ?? `def-${i}`;
}

/** What each answer's status means, for the OpenAPI document (a route's own response description wins). */
export const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Success.',
  400: 'Refused: the request is not valid. The Message says why.',
  401: 'Not signed in, or the session has ended.',
  403: 'Signed in, but this user may not do this.',
  404: 'Not found, or not visible to this user.',
  409: 'Refused: it conflicts with the current state. The Message says why.',
  413: 'The request body is too large.',
  429: 'Too many requests: try again later.',
  500: 'An unexpected error on the server.',
  503: 'Not ready: starting up, shutting down, or the database is unreachable.',
};

type Json = unknown;
type JsonObject = Record<string, Json>;
const isObject = (x: Json): x is JsonObject => !!x && typeof x === 'object' && !Array.isArray(x);

/**
 * @fastify/swagger drops the keywords beside a `$ref` (OpenAPI 3.0 ignores them), but Ajv applies
 * them: `{ $ref: PlainText, type: 'string', maxLength: 100 }` is checked as a string of at most 100
 * characters and would be published as PlainText alone. Put back, from the schema as written, as
 * `{ allOf: [{ $ref }], …keywords }`, so the document says what the server checks.
 */
function withRefSiblings(converted: Json, written: Json): Json {
  if (Array.isArray(converted)) return converted.map((c, i) => withRefSiblings(c, Array.isArray(written) ? written[i] : undefined));
  if (!isObject(converted) || !isObject(written)) return converted;
  if (typeof written.$ref === 'string' && typeof converted.$ref === 'string' && Object.keys(written).length > 1) {
    const { $ref: _ref, ...keywords } = written;
    return { allOf: [converted], ...keywords };
  }
  return Object.fromEntries(Object.entries(converted).map(([k, v]) => [k, withRefSiblings(v, written[k])]));
}

/** The definition a `{ $ref }` to schemas/api names, as written, its in-file `$ref`s made absolute; else the node. */
function writtenDefinition(node: Json): Json {
  if (!isObject(node) || typeof node.$ref !== 'string' || Object.keys(node).length !== 1) return node;
  const m = /^(.+\.json)#\/\$defs\/([^/]+)$/.exec(node.$ref);
  const file = m && loadApiSchemas().find((f) => f.$id === m[1]);
  if (!file || !(m[2] in file.$defs)) return node;
  const absolute = (n: Json): Json =>
    Array.isArray(n)
      ? n.map(absolute)
      : isObject(n)
        ? Object.fromEntries(
            Object.entries(n).map(([k, v]) => [
              k,
              k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${file.$id}${v}` : absolute(v),
            ]),
          )
        : n;
  return absolute(file.$defs[m[2]]);
}

/** What a route's request schema says beside each `$ref`, kept as `allOf` (see withRefSiblings). */
function refSiblingsAsAllOf(node: Json): Json {
  if (Array.isArray(node)) return node.map(refSiblingsAsAllOf);
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string' && Object.keys(node).length > 1) {
    const { $ref, ...keywords } = node;
    return { allOf: [{ $ref }], ...(refSiblingsAsAllOf(keywords) as JsonObject) };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, refSiblingsAsAllOf(v)]));
}

/**
 * For @fastify/swagger's `transform`: every response of a route gets a description (RESPONSE_DESCRIPTIONS)
 * unless it has one, and the request's keywords beside a `$ref` are kept (refSiblingsAsAllOf). Besides
 * saying what a status means, the descriptions spare the document's first build a quadratic cost: for
 * a response without a description, @fastify/swagger looks one up by resolving the response against
 * every shared schema again (json-schema-resolver), which took 3–18 s of CPU per process here — a
 * blocked event loop on the first `GET /api/docs/json`.
 */
export function describeResponses<S extends object>({ schema, url }: { schema: S; url: string }): { schema: S; url: string } {
  if (!schema) return { schema, url };
  const { response, ...parts } = schema as { response?: Record<string, Record<string, unknown>> } & JsonObject;
  // A path, query or header schema given as one `$ref` becomes parameters drawn from the converted
  // definition (keywords beside its `$ref`s dropped): inline the definition as written instead.
  const request = Object.fromEntries(
    Object.entries(parts).map(([part, value]) => [part, part === 'body' ? value : writtenDefinition(value)]),
  );
  const described =
    response &&
    Object.fromEntries(
      Object.entries(response).map(([code, answer]) => [
        code,
        typeof answer.description === 'string' ? answer : { ...answer, description: RESPONSE_DESCRIPTIONS[code] ?? `HTTP ${code}.` },
      ]),
    );
  return { schema: { ...(refSiblingsAsAllOf(request) as object), ...(described && { response: described }) } as S, url };
}

/**
 * For @fastify/swagger's `transformObject`: each definition of an area becomes a component of its own
 * (`accounts.AccountSummary`), and every `$ref` — from a route, or from one definition to another of
 * the same file (`#/$defs/Holding`, which would otherwise point at the document root) — is rewritten
 * to it. Swagger UI and client generators then show named types.
 */
export function flattenApiComponents<T extends object>(document: T): T {
  const openapiObject = document as T & { components?: { schemas?: Record<string, Json> } };
  const schemas = openapiObject.components?.schemas;
  if (!schemas) return openapiObject;
  const written = new Map(loadApiSchemas().map((f) => [areaOf(f.$id)!, f]));
  const areas = new Set(written.keys());
  const rewrite = (node: Json, area: string | undefined): Json => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, area));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const inFile = /^#\/\$defs\/(.+)$/.exec(value);
        const component = /^#\/components\/schemas\/([^/]+)\/\$defs\/(.+)$/.exec(value);
        const absolute = value.startsWith(API_SCHEMA_BASE)
          ? /^([^/#]+)\.json#\/\$defs\/(.+)$/.exec(value.slice(API_SCHEMA_BASE.length))
          : null;
        if (inFile && area) out[key] = `#/components/schemas/${area}.${inFile[1]}`;
        else if (component && areas.has(component[1])) out[key] = `#/components/schemas/${component[1]}.${component[2]}`;
        else if (absolute && areas.has(absolute[1])) out[key] = `#/components/schemas/${absolute[1]}.${absolute[2]}`;
        else out[key] = value;
      } else out[key] = rewrite(value, area);
    }
    return out;
  };
  const flat: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!areas.has(name)) {
      flat[name] = rewrite(schema, undefined);
      continue;
    }
    const defs = (schema as { $defs?: Record<string, Json> }).$defs ?? {};
    for (const [defName, def] of Object.entries(defs))
      flat[`${name}.${defName}`] = rewrite(withRefSiblings(def, written.get(name)!.$defs[defName]), name);
  }
  const { components, ...rest } = openapiObject;
  return { ...(rewrite(rest, undefined) as object), components: { ...components, schemas: flat } } as T;
}
