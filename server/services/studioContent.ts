/**
 * What the studio checks in a draft's content before it stores or submits it (issue 13 items 3, 5):
 * a form ({schema, ui, fixtures?}) compiles in strict mode with the platform's ajv and the shared
 * definitions; a flow matches schemas/meta/flow.schema.json and the loader's own checks; on
 * submission a form's fixtures (schemas/forms/<id>/fixtures, with the draft's own added or
 * replacing them by name) all pass, as schemas:check runs them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { FORM_ID_BASE, formIdOf, validateForm, type FormSchema, type SchemaRegistry, type UiSchema } from '@/engine';
import { createCompilingRegistry } from '../forms/compilingRegistry';
import { checkFlow, flowMeta, SCHEMAS_DIR, type FlowMeta, type LoadedForms } from '../forms/loadForms';
import type { StudioKind } from '../db/schema';

/** An invalid fixture: the answers and the exact first message they must fail with. */
export interface InvalidFixture {
  data: unknown;
  firstError: string;
}

/** A draft's own fixtures, by name: a name of a file fixture replaces it, a new name is added (none can be removed). */
export interface DraftFixtures {
  valid?: Record<string, unknown>;
  invalid?: Record<string, InvalidFixture>;
}

/** A form version's content. */
export interface FormContent {
  schema: FormSchema;
  ui: UiSchema;
  fixtures?: DraftFixtures;
}

/** The sentences the checks answer with (the API's 400 Messages). */
export const CONTENT_MESSAGES = {
  formShape: 'A form version must be a JSON object with "schema" and "ui" objects (and optionally "fixtures").',
  formId: (formId: string) => `The form's "$id" must be "${FORM_ID_BASE}${formId}".`,
  formVersion: 'The form\'s "version" must be a semantic version such as "1.0.0".',
  formTitle: 'The form has no "title".',
  formCompile: (reason: string) => `The form's JSON Schema does not compile in strict mode: ${reason}`,
  fixturesShape:
    'The draft\'s "fixtures" must be {"valid": {name: answers}, "invalid": {name: {"data": answers, "firstError": "exact message"}}}, each name lower-case letters, digits and hyphens.',
  flowShape: 'A flow version must be a JSON object.',
  flowId: (formId: string) => `The flow's "id" must be "${formId}".`,
  flowInvalid: (reason: string) => `The flow ${reason}.`,
  fixtureShouldPass: (name: string, message: string, path: string) =>
    `Fixture valid/${name} should pass but fails: "${message}" at ${path || '(form)'}.`,
  fixtureShouldFail: (name: string, expected: string) => `Fixture invalid/${name} should fail with "${expected}" but passes.`,
  fixtureWrongFirst: (name: string, expected: string, got: string, path: string) =>
    `Fixture invalid/${name} should fail first with "${expected}" but the first error is "${got}" at ${path || '(form)'}.`,
} as const;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const SEMVER = /^\d+\.\d+\.\d+$/;

/** A checked draft: the registry it compiled in (forms), or the reason it cannot be stored. */
export type ContentVerdict = { ok: true; registry?: SchemaRegistry } | { ok: false; message: string };

let meta: FlowMeta | undefined;
/** The flow meta-schema, compiled once per process. */
function theFlowMeta(): FlowMeta {
  if (!meta) {
    const compiled = flowMeta(SCHEMAS_DIR);
    if ('error' in compiled) throw new Error(`${compiled.file}: ${compiled.error}`);
    meta = compiled;
  }
  return meta;
}

/**
 * Checks a form version's content: shape, id, version, title, the draft's fixtures' shape, and a
 * strict compile with the platform's ajv and the served shared definitions.
 * @param forms - the forms the server serves (for the shared definitions)
 * @param formId - the form's id
 * @param content - the draft's content as sent
 * @returns ok with the registry the form compiled in, or the reason
 */
export function checkFormContent(forms: Pick<LoadedForms, 'definitions'>, formId: string, content: unknown): ContentVerdict {
  if (!isObject(content) || !isObject(content.schema) || !isObject(content.ui)) return { ok: false, message: CONTENT_MESSAGES.formShape };
  const extra = Object.keys(content).filter((k) => !['schema', 'ui', 'fixtures'].includes(k));
  if (extra.length) return { ok: false, message: CONTENT_MESSAGES.formShape };
  const schema = content.schema;
  if (typeof schema.$id !== 'string' || formIdOf(schema.$id) !== formId || schema.$id !== `${FORM_ID_BASE}${formId}`) {
    return { ok: false, message: CONTENT_MESSAGES.formId(formId) };
  }
  if (typeof schema.version !== 'string' || !SEMVER.test(schema.version)) return { ok: false, message: CONTENT_MESSAGES.formVersion };
  if (typeof schema.title !== 'string' || !schema.title.trim()) return { ok: false, message: CONTENT_MESSAGES.formTitle };
  if (content.fixtures !== undefined && !fixturesAreWellFormed(content.fixtures)) {
    return { ok: false, message: CONTENT_MESSAGES.fixturesShape };
  }
  const registry = createCompilingRegistry();
  try {
    for (const def of forms.definitions) registry.addDefinitions(def);
    registry.addForm(schema as FormSchema, content.ui);
    registry.validator(formId);
  } catch (e) {
    return { ok: false, message: CONTENT_MESSAGES.formCompile((e as Error).message) };
  }
  return { ok: true, registry };
}

/**
 * A fixture's name becomes a file name when the version is exported (fixtures/valid/<name>.json):
 * lower-case letters, digits and hyphens, as every fixture under schemas/ is named — never a path.
 */
export const FIXTURE_NAME = /^[a-z0-9][a-z0-9-]{0,79}$/;

function fixturesAreWellFormed(fixtures: unknown): fixtures is DraftFixtures {
  if (!isObject(fixtures)) return false;
  if (Object.keys(fixtures).some((k) => k !== 'valid' && k !== 'invalid')) return false;
  if (fixtures.valid !== undefined && !isObject(fixtures.valid)) return false;
  if (fixtures.invalid !== undefined && !isObject(fixtures.invalid)) return false;
  const names = [...Object.keys(fixtures.valid ?? {}), ...Object.keys(fixtures.invalid ?? {})];
  if (!names.every((name) => FIXTURE_NAME.test(name))) return false;
  return Object.values(fixtures.invalid ?? {}).every((f) => isObject(f) && 'data' in f && typeof f.firstError === 'string');
}

/**
 * Checks a flow version's content as the loader checks a flow file: its id, the meta-schema, unique
 * step ids, every named form served, every condition compiling.
 * @param forms - the forms the server serves (the flow may name only those)
 * @param flowId - the flow's id
 * @param content - the draft's content as sent
 */
export function checkFlowContent(forms: Pick<LoadedForms, 'registry' | 'folders'>, flowId: string, content: unknown): ContentVerdict {
  if (!isObject(content)) return { ok: false, message: CONTENT_MESSAGES.flowShape };
  if (content.id !== flowId) return { ok: false, message: CONTENT_MESSAGES.flowId(flowId) };
  const checked = checkFlow(content, theFlowMeta(), forms.registry, flowId, forms.folders);
  return checked.flow ? { ok: true } : { ok: false, message: CONTENT_MESSAGES.flowInvalid(checked.reasons[0]) };
}

/**
 * Checks a draft's content of either kind.
 * @param forms - the forms the server serves
 * @param kind - form or flow
 * @param formId - its id
 * @param content - the content as sent
 */
export function checkContent(forms: LoadedForms, kind: StudioKind, formId: string, content: unknown): ContentVerdict {
  return kind === 'form' ? checkFormContent(forms, formId, content) : checkFlowContent(forms, formId, content);
}

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/**
 * The fixtures a form draft must pass: the files of schemas/forms/<id>/fixtures, with the draft's own
 * added or replacing them by name.
 * @param formDir - the form's folder (schemas/forms/<id>), or undefined when it has none
 * @param own - the draft's fixtures
 */
export function fixturesFor(
  formDir: string | undefined,
  own: DraftFixtures = {},
): { valid: Array<[string, unknown]>; invalid: Array<[string, InvalidFixture]> } {
  const read = (kind: 'valid' | 'invalid') => {
    const dir = formDir ? join(formDir, 'fixtures', kind) : '';
    const found = new Map<string, unknown>();
    for (const file of dir ? jsonFiles(dir) : []) found.set(basename(file, '.json'), JSON.parse(readFileSync(join(dir, file), 'utf8')));
    for (const [name, value] of Object.entries(own[kind] ?? {})) found.set(name, value);
    return [...found.entries()];
  };
  return { valid: read('valid'), invalid: read('invalid') as Array<[string, InvalidFixture]> };
}

/** One fixture's outcome under a draft: what it expects, whether it passes, and what the draft says first. */
export interface FixtureOutcome {
  name: string;
  expect: 'valid' | 'invalid';
  passed: boolean;
  /** The draft's first message for the fixture's answers, or null when it accepts them. */
  firstError: string | null;
  /** Where that first error is (`/Field`; '' for the form), or null when it accepts them. */
  path: string | null;
  /** An invalid fixture's expected first message; null for a valid one. */
  expected: string | null;
  /** The sentence a submission would be refused with when this fixture fails, or null when it passes. */
  problem: string | null;
}

/**
 * Every fixture's outcome under a form draft, in name order, valid first (the order a submission
 * runs them in): the one judgement both the submission and the studio's Tests panel use.
 * @param registry - the draft's registry (checkFormContent)
 * @param formId - the form's id
 * @param fixtures - fixturesFor's answer
 */
export function fixtureOutcomes(registry: SchemaRegistry, formId: string, fixtures: ReturnType<typeof fixturesFor>): FixtureOutcome[] {
  const valid = fixtures.valid.map(([name, data]): FixtureOutcome => {
    const first = validateForm(registry, formId, data).errors[0];
    return {
      name,
      expect: 'valid',
      passed: !first,
      firstError: first?.message ?? null,
      path: first?.path ?? null,
      expected: null,
      problem: first ? CONTENT_MESSAGES.fixtureShouldPass(name, first.message, first.path) : null,
    };
  });
  const invalid = fixtures.invalid.map(([name, { data, firstError }]): FixtureOutcome => {
    const first = validateForm(registry, formId, data).errors[0];
    const problem = !first
      ? CONTENT_MESSAGES.fixtureShouldFail(name, firstError)
      : first.message !== firstError
        ? CONTENT_MESSAGES.fixtureWrongFirst(name, firstError, first.message, first.path)
        : null;
    return {
      name,
      expect: 'invalid',
      passed: problem === null,
      firstError: first?.message ?? null,
      path: first?.path ?? null,
      expected: firstError,
      problem,
    };
  });
  return [...valid, ...invalid];
}

/**
 * Runs a form draft's fixtures against the registry it compiled in, in name order, valid first.
 * @param registry - the draft's registry (checkFormContent)
 * @param formId - the form's id
 * @param fixtures - fixturesFor's answer
 * @returns how many passed, or the first failure's sentence
 */
export function runFixtures(
  registry: SchemaRegistry,
  formId: string,
  fixtures: ReturnType<typeof fixturesFor>,
): { ok: true; passed: number } | { ok: false; message: string } {
  const outcomes = fixtureOutcomes(registry, formId, fixtures);
  const failed = outcomes.find((o) => !o.passed);
  return failed ? { ok: false, message: failed.problem ?? '' } : { ok: true, passed: outcomes.length };
}
