/**
 * The API half of `npm run codegen`: every definition of schemas/api/<area>.json becomes an exported
 * TypeScript type of the same name in src/types/generated/api/<area>.ts, so the browser (and the
 * server's services) type the answers with the very schemas the routes serialise with.
 *
 * The schemas use a small part of JSON Schema (type, properties, required, items,
 * additionalProperties, enum, const, $ref), so the translation is written out here rather than
 * configured: one type per definition, named after it, a `$ref` to another definition by its name
 * (imported from its area's file), nothing inlined or renamed. A `$ref` with a `type` beside it (a
 * pattern shared by fields of different types, like common.json's PlainText) takes the type beside it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const API_BASE = 'https://tessera.example/schemas/api/';

type Schema = Record<string, unknown>;

/** A file codegen writes: its name inside the output folder and its whole text. */
export interface GeneratedApiFile {
  name: string;
  content: string;
}

const isSchema = (v: unknown): v is Schema => !!v && typeof v === 'object' && !Array.isArray(v);
const identifier = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (identifier.test(name) ? name : `'${name.replace(/'/g, "\\'")}'`);
const doc = (text: unknown, indent: string) =>
  typeof text === 'string' && text ? `${indent}/** ${text.replace(/\*\//g, '* /')} */\n` : '';

/** 'https://…/schemas/api/common.json#/$defs/Id' → ['common', 'Id']. */
export function refTarget(ref: string): [area: string, name: string] {
  const match = /^https:\/\/tessera\.example\/schemas\/api\/([a-z][a-z0-9-]*)\.json#\/\$defs\/([A-Za-z_$][\w$]*)$/.exec(ref);
  if (!match) throw new Error(`$ref ${ref} is not of the form ${API_BASE}<area>.json#/$defs/<Name>`);
  return [match[1], match[2]];
}

/**
 * The TypeScript type of a schema.
 * @param schema - a definition or a part of one
 * @param area - the file it is in (a `$ref` into another file adds an import)
 * @param imports - filled with the definitions of other areas it names, by area
 * @param indent - indentation of the lines of an object literal
 */
export function typeOf(schema: unknown, area: string, imports: Map<string, Set<string>>, indent = ''): string {
  if (schema === true || (isSchema(schema) && Object.keys(schema).every((k) => k === 'description'))) return 'unknown';
  if (!isSchema(schema)) throw new Error(`not a schema: ${JSON.stringify(schema)}`);
  if (typeof schema.$ref === 'string' && schema.type === undefined) {
    const [target, name] = refTarget(schema.$ref);
    if (target !== area) {
      if (!imports.has(target)) imports.set(target, new Set());
      imports.get(target)!.add(name);
    }
    return name;
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return types
    .map((t) => {
      switch (t) {
        case 'string':
          return 'string';
        case 'number':
        case 'integer':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array': {
          const item = schema.items === undefined ? 'unknown' : typeOf(schema.items, area, imports, indent);
          return /^[\w.]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
        }
        case 'object':
        case undefined:
          return objectType(schema, area, imports, indent);
        default:
          throw new Error(`unknown type ${String(t)}`);
      }
    })
    .join(' | ');
}

function objectType(schema: Schema, area: string, imports: Map<string, Set<string>>, indent: string): string {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const extra = schema.additionalProperties;
  const rest = isSchema(extra) ? typeOf(extra, area, imports, `${indent}  `) : 'unknown';
  if (!Object.keys(properties).length) return `Record<string, ${rest}>`;
  const inner = `${indent}  `;
  const lines = Object.entries(properties).map(
    ([name, sub]) =>
      `${doc(isSchema(sub) ? sub.description : undefined, inner)}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(sub, area, imports, inner)};`,
  );
  if (extra === true || isSchema(extra)) lines.push(`${inner}[key: string]: ${rest};`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/**
 * The generated file of one area: a type per definition, in the file's order.
 * @param area - the file name without .json
 * @param file - the parsed schema file
 */
export function apiTypesFile(area: string, file: Schema, header: string): GeneratedApiFile {
  const imports = new Map<string, Set<string>>();
  const defs = isSchema(file.$defs) ? file.$defs : {};
  const body = Object.entries(defs).map(([name, def]) => {
    const type = typeOf(def, area, imports);
    const comment = doc(isSchema(def) ? def.description : undefined, '');
    const isInterface =
      isSchema(def) &&
      def.type === 'object' &&
      def.$ref === undefined &&
      isSchema(def.properties) &&
      Object.keys(def.properties).length > 0;
    return isInterface ? `${comment}export interface ${name} ${type}\n` : `${comment}export type ${name} = ${type};\n`;
  });
  const importLines = [...imports.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => `import type { ${[...names].sort().join(', ')} } from './${from}';\n`);
  const title = typeof file.title === 'string' ? `// ${file.title}.\n` : '';
  return { name: `api/${area}.ts`, content: [header + title, importLines.join(''), body.join('\n')].filter(Boolean).join('\n') };
}

/**
 * Every API type file for the schemas of `apiDir` (none when the folder does not exist).
 * @param apiDir - the schemas/api folder
 * @param header - the do-not-edit line, given the source
 */
export function generateApiTypes(apiDir: string, header: (source: string) => string): GeneratedApiFile[] {
  if (!existsSync(apiDir)) return [];
  return readdirSync(apiDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => {
      const area = name.slice(0, -'.json'.length);
      const file = JSON.parse(readFileSync(join(apiDir, name), 'utf8')) as Schema;
      if (file.$id !== `${API_BASE}${name}`) throw new Error(`schemas/api/${name}: $id must be ${API_BASE}${name}`);
      return apiTypesFile(area, file, header(`schemas/api/${name}`));
    });
}
