/** @jest-environment node */
import { SchemaRegistry, validateForm, type Condition, type Flow, type UiSchema } from '@/engine';
import { conditionKey } from '@/engine/flows/conditionKey';
import { hiddenByShowWhen as hiddenBy } from '@/engine/forms/hiddenByShowWhen';
import { instantiatePrecompiledForm } from '@/engine/forms/precompiled';
import { showWhenConditions } from '@/engine/forms/showWhenConditions';
import { createCompilingRegistry } from '../../../../server/forms/compilingRegistry';
import { loadForms } from '../../../../server/forms/loadForms';
import { flowConditions, formConditions, loadPrecompiledInNode, precompileForm } from '../../../../server/forms/precompile';

const { registry: server } = loadForms();
const MOVED = { properties: { HasMoved: { const: true } }, required: ['HasMoved'] };
const holderUi = (server.ui('personal-details') as { Holders: { items: UiSchema } }).Holders.items;
const HOLDER_FIELDS = holderUi['ui:order'] as string[];

// As the server answers them: with its registry's (compiling) evaluator.
const hiddenByShowWhen = (ui: UiSchema | undefined, names: readonly string[], answers: Record<string, unknown> | undefined) =>
  hiddenBy(ui, names, answers, server.conditions);

describe('hiddenByShowWhen', () => {
  test("hides a field whose ui:showWhen does not hold for its object's answers, and only that field", () => {
    const ui = { FormerAddress: { 'ui:showWhen': MOVED }, Address: { 'ui:title': 'Address' } };
    expect([...hiddenByShowWhen(ui, ['Address', 'HasMoved', 'FormerAddress'], { HasMoved: false })]).toEqual(['FormerAddress']);
    expect([...hiddenByShowWhen(ui, ['Address', 'HasMoved', 'FormerAddress'], {})]).toEqual(['FormerAddress']);
    expect([...hiddenByShowWhen(ui, ['Address', 'HasMoved', 'FormerAddress'], undefined)]).toEqual(['FormerAddress']);
    expect([...hiddenByShowWhen(ui, ['Address', 'HasMoved', 'FormerAddress'], { HasMoved: true })]).toEqual([]);
  });

  test('personal details hides the Former address until HasMoved is ticked, as the schema requires it only then', () => {
    expect(HOLDER_FIELDS).toContain('FormerAddress');
    expect([...hiddenByShowWhen(holderUi, HOLDER_FIELDS, { HasMoved: false })]).toEqual(['FormerAddress']);
    expect([...hiddenByShowWhen(holderUi, HOLDER_FIELDS, { HasMoved: true })]).toEqual([]);
    // The schema agrees: not required while hidden, 'Former address is required…' once shown.
    const holder = { HasMoved: true };
    const errorsFor = (h: object) => validateForm(server, 'personal-details', { Holders: [{ ...h }] }).errors.map((e) => e.message);
    expect(errorsFor(holder)).toContain('Former address is required when you have moved in the last three years');
    expect(errorsFor({ HasMoved: false })).not.toContain('Former address is required when you have moved in the last three years');
  });

  test("a condition that is not plain is answered in the browser from the form's precompiled module, never compiled there", () => {
    const pattern = { properties: { Country: { type: 'string', pattern: '^DE' } }, required: ['Country'] } as Condition;
    const ui = { TaxId: { 'ui:showWhen': pattern } };
    const browser = new SchemaRegistry(null);
    expect(() =>
      hiddenBy(
        { TaxId: { 'ui:showWhen': { ...pattern, $comment: 'another object, same condition' } } },
        ['TaxId'],
        { Country: 'FR' },
        browser.conditions,
      ),
    ).toThrow(/was not precompiled by the server/);
    // The server puts it in the form's module; the browser's registry takes the module's conditions with the form.
    const registry = createCompilingRegistry();
    registry.addForm(
      {
        $id: 'https://tessera.example/schemas/forms/show-when-probe',
        version: '1',
        type: 'object',
        properties: { Country: { type: 'string' }, TaxId: { type: 'string' } },
      },
      ui,
    );
    expect(formConditions(registry, 'show-when-probe').map(conditionKey)).toContain(conditionKey(pattern));
    const module = loadPrecompiledInNode(precompileForm(registry, 'show-when-probe').code);
    expect(module.meta.conditions).toContain(conditionKey(pattern));
    browser.addForm(registry.schema('show-when-probe'), ui, { precompiled: instantiatePrecompiledForm(module) });
    expect([...hiddenBy(ui, ['Country', 'TaxId'], { Country: 'FR' }, browser.conditions)]).toEqual(['TaxId']);
    expect([...hiddenBy(ui, ['Country', 'TaxId'], { Country: 'DE' }, browser.conditions)]).toEqual([]);
  });
});

describe('showWhenConditions', () => {
  test('finds every ui:showWhen at any depth, list items included, and nothing else', () => {
    expect(showWhenConditions(server.ui('personal-details'))).toEqual([MOVED]);
    expect(showWhenConditions({ a: { 'ui:options': { x: 1 } }, b: [{ c: { 'ui:showWhen': MOVED } }] })).toEqual([MOVED]);
    expect(showWhenConditions({})).toEqual([]);
  });

  test("a flow's uiOverride that adds a ui:showWhen puts its condition among the flow's conditions", () => {
    const flow = {
      id: 'f',
      title: 'F',
      version: '1',
      stages: [
        { id: 's', title: 'S', steps: [{ id: 'a', title: 'A', form: 'x', uiOverrides: [{ ui: { B: { 'ui:showWhen': MOVED } } }] }] },
      ],
    } as unknown as Flow;
    expect(flowConditions(flow)).toEqual([MOVED]);
  });
});
