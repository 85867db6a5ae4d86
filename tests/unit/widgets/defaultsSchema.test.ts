import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import type { FormSchema } from '@/engine';
import { createEngineValidator } from '@/widgets/engineValidator';
import { renderSchemaFor } from '@/widgets/renderSchema';
import { DEFAULT_FORM_STATE, defaultsSchemaOf, schemaUtilsRoot } from '@/widgets/schemaUtilsCache';
import { generateSchema } from '../../../bench/generateSchema';
import { fixturesOf, inlineForm, registryWith } from './support/widgets';

type Answers = Record<string, unknown>;

/** TesseraForm's defaults for each answers, from the whole render schema and from `defaultsSchemaOf` it. */
function bothWays(registry: ReturnType<typeof registryWith>, formId: string, answers: Answers[]) {
  const root = schemaUtilsRoot(renderSchemaFor(registry, formId));
  const utils = createSchemaUtils<Answers, RJSFSchema>(createEngineValidator(registry, formId), root, DEFAULT_FORM_STATE);
  const pruned = defaultsSchemaOf(root);
  return {
    root,
    pruned,
    pairs: answers.flatMap((data) =>
      [false, true].map((again) => ({
        whole: utils.getDefaultFormState(root, structuredClone(data), false, again),
        fromPruned: utils.getDefaultFormState(pruned, structuredClone(data), false, again),
      })),
    ),
  };
}

const countProperties = (node: unknown): number =>
  node && typeof node === 'object'
    ? Object.entries(node).reduce(
        (n, [k, v]) => n + (k === 'properties' && v && typeof v === 'object' ? Object.keys(v).length : 0) + countProperties(v),
        0,
      )
    : 0;

describe('defaultsSchemaOf (the schema TesseraForm fills defaults from)', () => {
  test('gives the same defaults as the whole schema for every form, with no answers and with every fixture', () => {
    const forms = readdirSync(join(__dirname, '../../../schemas/forms')).filter((f) => !f.startsWith('_'));
    expect(forms.length).toBeGreaterThan(20);
    let pruned = 0;
    let compared = 0;
    for (const formId of forms) {
      const answers = [
        {},
        ...fixturesOf(formId, 'valid').map((f) => f.json as Answers),
        ...fixturesOf(formId, 'invalid').map((f) => (f.json as { data: Answers }).data),
      ];
      const result = bothWays(registryWith(formId), formId, answers);
      if (countProperties(result.pruned) < countProperties(result.root)) pruned++;
      for (const { whole, fromPruned } of result.pairs) {
        expect({ formId, defaults: fromPruned }).toStrictEqual({ formId, defaults: whole });
        compared++;
      }
    }
    // Most forms have fields that give no default, left out; hundreds of answers compared.
    expect(pruned).toBeGreaterThan(10);
    expect(compared).toBeGreaterThan(500);
  });

  test.each([
    ['200', () => generateSchema(200), 0.25],
    ['1,000', () => generateSchema(1000), 0.25],
    ['5,000 (arrays and conditions)', () => generateSchema(5000, undefined, true), 0.25],
  ])('gives the same defaults as the whole schema for the generated %s-field form, and leaves out fields', (_n, make, share) => {
    const form = make();
    const registry = registryWith({ schema: form.schema as unknown as FormSchema, ui: form.ui });
    const formId = form.schema.$id.split('/').pop()!;
    const result = bothWays(registry, formId, [{}, form.data]);
    for (const { whole, fromPruned } of result.pairs) expect(fromPruned).toStrictEqual(whole);
    expect(countProperties(result.pruned)).toBeLessThan(countProperties(result.root) * share);
  });

  test('keeps what can give a default: a default, a choice with a default, an open object, a required list with its items', () => {
    const properties = {
      Plain: { type: 'string' },
      Chosen: { type: 'integer', oneOf: [{ const: 1, title: 'One' }] },
      WithDefault: { type: 'string', default: 'GB' },
      ChoiceWithDefault: { type: 'integer', oneOf: [{ const: 1, title: 'One' }], default: 1 },
      Open: { type: 'object', properties: { Inner: { type: 'string' } }, additionalProperties: { type: 'string', default: 'x' } },
      Rows: {
        type: 'array',
        minItems: 2,
        items: { type: 'object', properties: { Name: { type: 'string' }, Kind: { type: 'string', default: 'main' } } },
      },
    };
    const registry = registryWith({ schema: inlineForm('defaults-kept', properties, { required: ['Rows'] }) });
    const result = bothWays(registry, 'defaults-kept', [{}, { Open: { Extra: 'y' }, Rows: [{ Name: 'a' }] }]);
    const kept = result.pruned.properties as Record<string, RJSFSchema>;
    expect(Object.keys(kept)).toEqual(['WithDefault', 'ChoiceWithDefault', 'Open', 'Rows']);
    expect(kept.Open).toBe((result.root.properties as Record<string, RJSFSchema>).Open);
    expect(Object.keys((kept.Rows.items as RJSFSchema).properties!)).toEqual(['Kind']);
    for (const { whole, fromPruned } of result.pairs) expect(fromPruned).toStrictEqual(whole);
    expect(result.pairs[0].whole).toEqual({ WithDefault: 'GB', ChoiceWithDefault: 1, Rows: [{ Kind: 'main' }, { Kind: 'main' }] });
  });
});

test('below the root a condition does not keep an object whole (RJSF reads it for defaults at the root only); at the root it does', () => {
  const section = {
    type: 'object',
    properties: { Flag: { type: 'boolean' }, Text: { type: 'string' }, Kind: { type: 'string', default: 'main' } },
    if: { properties: { Flag: { const: true } }, required: ['Flag'] },
    then: { properties: { Text: { default: 'x' } }, required: ['Text'] },
  };
  const registry = registryWith(
    { schema: inlineForm('nested-condition', { Section: section, Other: { type: 'string' } }) },
    { schema: inlineForm('root-condition', section.properties, { if: section.if, then: section.then }) },
  );
  const nested = bothWays(registry, 'nested-condition', [{}, { Section: { Flag: true } }, { Section: { Flag: false, Text: 'a' } }]);
  expect(Object.keys((nested.pruned.properties as Record<string, RJSFSchema>).Section.properties!)).toEqual(['Kind']);
  for (const { whole, fromPruned } of nested.pairs) expect(fromPruned).toStrictEqual(whole);
  const atRoot = bothWays(registry, 'root-condition', [{}, { Flag: true }, { Flag: false, Text: 'a' }]);
  expect(atRoot.pruned).toBe(atRoot.root);
  // At the root RJSF applies the condition: the ticked flag brings its text's default.
  expect(atRoot.pairs[2].whole).toEqual({ Flag: true, Kind: 'main', Text: 'x' });
});
