import { act, fireEvent, render, screen } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { useRef } from 'react';
import { createSchemaUtils, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import type { FormError } from '@/engine';
import { TesseraForm } from '@/widgets/TesseraForm';
import { createEngineValidator } from '@/widgets/engineValidator';
import { FormErrorsContext, FormErrorsStore, changedFields, shownErrorsOf, useFieldErrors } from '@/widgets/formErrors';
import { setIn } from '@/widgets/formFields';
import { renderSchemaFor } from '@/widgets/renderSchema';
import { resolvesToItself, schemaUtilsRoot, withRetrieveCache } from '@/widgets/schemaUtilsCache';
import { fixturesOf, inlineForm, registryWith, renderFluent } from '../support/widgets';

const error = (path: string, message: string): FormError => ({ path, field: path.split('/')[1] ?? '', message, keyword: 'x' });

describe('answers change along the changed path only', () => {
  test('setIn copies the objects on the path and keeps every other part', () => {
    const data = { A: { x: 1 }, B: { y: [{ z: 1 }, { z: 2 }] } };
    const next = setIn(data, ['B', 'y', 1, 'z'], 3) as typeof data;
    expect(next).toEqual({ A: { x: 1 }, B: { y: [{ z: 1 }, { z: 3 }] } });
    expect(next.A).toBe(data.A);
    expect(next.B.y[0]).toBe(data.B.y[0]);
    expect(data.B.y[1].z).toBe(2);
  });

  test('setIn leaves a cleared key out, keeps a cleared list item as null and makes missing containers', () => {
    expect(setIn({ A: 1, B: 2 }, ['A'], undefined)).toEqual({ B: 2 });
    expect(setIn({ L: [1, 2] }, ['L', 0], undefined)).toEqual({ L: [null, 2] });
    expect(setIn({}, ['O', 'P'], 'v')).toEqual({ O: { P: 'v' } });
    expect(setIn({}, ['L', 0, 'P'], 'v')).toEqual({ L: [{ P: 'v' }] });
  });

  test('changedFields compares top-level answers by identity', () => {
    const a = { A: { x: 1 }, B: 1 };
    expect([...changedFields(a, { ...a, B: 2 })]).toEqual(['B']);
    expect([...changedFields(a, { ...a, A: { x: 1 } })]).toEqual(['A']);
    expect([...changedFields(a, { B: 1 })]).toEqual(['A']);
  });

  test("typing in the second holder leaves the first holder's answers as they were (no empty former address appears)", async () => {
    const registry = registryWith('personal-details');
    const fixture = fixturesOf('personal-details', 'valid').find((f) => f.name === 'joint-holders-moved-self-employed.json')!.json as {
      Holders: Array<Record<string, unknown>>;
    };
    const onSubmit = jest.fn();
    const { container } = renderFluent(
      <TesseraForm registry={registry} formId="personal-details" formData={structuredClone(fixture)} onSubmit={onSubmit} />,
    );
    fireEvent.change(container.querySelector('#root_Holders_1_FirstName')!, { target: { value: 'Jonas Peter' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(screen.queryByRole('alert')).toBeNull();
    const submitted = onSubmit.mock.calls[0][0] as typeof fixture;
    expect(submitted.Holders[0]).toEqual(fixture.Holders[0]);
    expect(submitted.Holders[1].FirstName).toBe('Jonas Peter');
  });
});

describe('the errors under the fields', () => {
  test("shownErrorsOf keeps the previous map when nothing changed, and each unchanged field's messages", () => {
    const first = shownErrorsOf([error('/A', 'A is required'), error('/B', 'B is required')], 'root');
    expect(shownErrorsOf([error('/A', 'A is required'), error('/B', 'B is required')], 'root', first)).toBe(first);
    const next = shownErrorsOf([error('/A', 'A is required'), error('/B', 'B is too long')], 'root', first);
    expect(next).not.toBe(first);
    expect(next.get('root_A')).toBe(first.get('root_A'));
    expect(next.get('root_B')).toEqual(['B is too long']);
  });

  test('a field subscribes to its own messages: a new verdict draws only the fields whose messages changed', () => {
    const store = new FormErrorsStore();
    const renders: Record<string, number> = {};
    function Field({ id, nested = false }: { id: string; nested?: boolean }) {
      const messages = useFieldErrors(id, nested);
      const count = useRef(0);
      count.current += 1;
      renders[id] = count.current;
      return <p data-testid={id}>{messages.join(' | ')}</p>;
    }
    render(
      <FormErrorsContext.Provider value={store}>
        <Field id="root_A" />
        <Field id="root_B" />
        <Field id="root_Grid" nested />
      </FormErrorsContext.Provider>,
    );
    const first = shownErrorsOf([error('/A', 'A is required'), error('/Grid/Row', 'Tick a box')], 'root');
    act(() => store.set(first));
    expect(screen.getByTestId('root_A').textContent).toBe('A is required');
    expect(screen.getByTestId('root_Grid').textContent).toBe('Tick a box');
    const before = { ...renders };
    act(() =>
      store.set(
        shownErrorsOf([error('/A', 'A is required'), error('/Grid/Row', 'Tick a box'), error('/B', 'B is required')], 'root', first),
      ),
    );
    expect(screen.getByTestId('root_B').textContent).toBe('B is required');
    expect(renders).toEqual({ ...before, root_B: before.root_B + 1 });
  });
});

describe("the root schema handed to RJSF's schema utils", () => {
  const DEFAULTS = { emptyObjectFields: 'skipEmptyDefaults', constAsDefaults: 'never', requiredBooleanDefault: 'skip' } as const;

  test('a render copy (no $ref) goes without its $schema, its parts the same objects, and RJSF answers as with it', () => {
    const registry = registryWith('personal-details');
    const schema = renderSchemaFor(registry, 'personal-details');
    expect(JSON.stringify(schema)).not.toContain('"$ref"');
    const root = schemaUtilsRoot(schema);
    expect(root).not.toHaveProperty('$schema');
    expect(root.properties).toBe(schema.properties);
    expect(schemaUtilsRoot(schema)).toBe(root);
    const validator = createEngineValidator(registry, 'personal-details');
    const asGiven = createSchemaUtils(validator, schema, DEFAULTS);
    const lean = createSchemaUtils(validator, root, DEFAULTS);
    for (const { json } of fixturesOf('personal-details', 'valid')) {
      const data = json as Record<string, unknown>;
      expect(lean.getDefaultFormState(lean.getRootSchema(), data)).toEqual(asGiven.getDefaultFormState(asGiven.getRootSchema(), data));
      expect(lean.retrieveSchema(lean.getRootSchema(), data)).toEqual(
        (({ $schema: _s, ...rest }) => rest)(asGiven.retrieveSchema(asGiven.getRootSchema(), data) as Record<string, unknown>),
      );
    }
  });

  test('a schema with a $ref somewhere is handed over as it is', () => {
    const withRef = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { A: { $ref: '#/$defs/a' } },
      $defs: { a: { type: 'string' } },
    } as RJSFSchema;
    expect(schemaUtilsRoot(withRef)).toBe(withRef);
  });
});

describe("RJSF's schema questions, cached", () => {
  test("retrieveSchema gives RJSF's answer, and the same object while the conditions give the same answers", () => {
    const registry = registryWith('personal-details');
    const schema = renderSchemaFor(registry, 'personal-details');
    const validator = createEngineValidator(registry, 'personal-details');
    const utils = createSchemaUtils(validator, schema);
    const cached = withRetrieveCache(utils);
    const item = (utils.getRootSchema().properties as Record<string, RJSFSchema>).Holders.items as RJSFSchema;
    const answers = [
      {},
      { EmploymentStatusId: 1 },
      { EmploymentStatusId: 2, OccupationId: 99 },
      { FiscalCountryId: 276 },
      { HasMoved: true, EmploymentStatusId: 1 },
    ];
    for (const data of answers) {
      expect(cached.retrieveSchema(item, data)).toEqual(retrieveSchema(validator, item, utils.getRootSchema(), data));
      expect(cached.retrieveSchema(item, { ...data })).toBe(cached.retrieveSchema(item, data));
    }
  });

  test("every part of every form that resolvesToItself is what RJSF's retrieveSchema gives back, whatever the answers", () => {
    const forms = readdirSync(join(__dirname, '../../../../schemas/forms')).filter((f) => !f.startsWith('_'));
    expect(forms.length).toBeGreaterThan(20);
    let itself = 0;
    let resolved = 0;
    for (const formId of forms) {
      const registry = registryWith(formId);
      const root = schemaUtilsRoot(renderSchemaFor(registry, formId));
      const validator = createEngineValidator(registry, formId);
      const cached = withRetrieveCache(createSchemaUtils(validator, root));
      const answers = [{}, ...fixturesOf(formId, 'valid').map((f) => f.json as Record<string, unknown>)];
      const parts: unknown[] = [];
      const walk = (node: unknown) => {
        if (!node || typeof node !== 'object') return;
        if (!Array.isArray(node)) parts.push(node);
        for (const value of Object.values(node)) walk(value);
      };
      walk(root);
      for (const part of parts) {
        if (!resolvesToItself(part)) {
          resolved++;
          continue;
        }
        itself++;
        for (const data of answers) {
          expect(retrieveSchema(validator, part, root, data)).toBe(part);
          expect(cached.retrieveSchema(part, data)).toBe(part);
        }
      }
    }
    // Both kinds occur: fields that resolve to themselves, and parts with conditions or compositions.
    expect(itself).toBeGreaterThan(500);
    expect(resolved).toBeGreaterThan(10);
  });

  test('a part with a $ref, or a keyword RJSF resolves, does not resolve to itself', () => {
    expect(resolvesToItself({ type: 'object', properties: { A: { $ref: '#/$defs/a' } } })).toBe(false);
    expect(resolvesToItself({ type: 'object', if: { required: ['A'] }, then: {} })).toBe(false);
    expect(resolvesToItself({ allOf: [{ type: 'string' }] })).toBe(false);
    expect(resolvesToItself({ type: 'object', dependencies: { A: ['B'] } })).toBe(false);
    expect(resolvesToItself({ type: 'object', additionalProperties: { type: 'string' } })).toBe(false);
    expect(resolvesToItself({ type: 'object', additionalProperties: false, properties: { A: { type: 'string' } } })).toBe(true);
    expect(resolvesToItself(true)).toBe(false);
  });

  test('schemas that do not depend on the answers are resolved once', () => {
    const registry = registryWith({
      schema: inlineForm('plain', { A: { type: 'string' }, B: { type: 'object', properties: { C: { type: 'integer' } } } }),
    });
    const utils = withRetrieveCache(createSchemaUtils(createEngineValidator(registry, 'plain'), renderSchemaFor(registry, 'plain')));
    const root = utils.getRootSchema();
    expect(utils.retrieveSchema(root, { A: 'x' })).toBe(utils.retrieveSchema(root, { A: 'y' }));
    expect(utils.isSelect((root.properties as Record<string, RJSFSchema>).A)).toBe(false);
  });
});

describe('lists', () => {
  const holders = inlineForm('holders', {
    Holders: {
      type: 'array',
      title: 'Account holders',
      items: { type: 'object', properties: { Name: { type: 'string', title: 'Name' } } },
    },
  });

  test("removing the first item keeps the second item's answer in its field", () => {
    const onChange = jest.fn();
    renderFluent(
      <TesseraForm
        registry={registryWith({ schema: holders })}
        formId="holders"
        formData={{ Holders: [{ Name: 'First' }, { Name: 'Second' }] }}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getAllByRole('button', { name: /remove/i })[0]);
    expect(onChange.mock.calls.at(-1)![0]).toEqual({ Holders: [{ Name: 'Second' }] });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Second');
  });

  test("a country list belongs to the form's own lists form, beside the main form, so Chrome's autofill skips it on keystrokes", async () => {
    const schema = inlineForm(
      'where',
      { Name: { type: 'string', title: 'Name' }, Country: { type: 'integer', title: 'Country' } },
      { required: ['Country'], errorMessage: { required: { Country: 'Choose a country' } } },
    );
    const { container } = renderFluent(
      <TesseraForm
        registry={registryWith({ schema, ui: { Country: { 'ui:widget': 'CountryWidget' } } })}
        formId="where"
        idPrefix="where"
      />,
    );
    const select = container.querySelector('select#where_Country') as HTMLSelectElement;
    const forms = container.querySelectorAll('form');
    expect(forms).toHaveLength(2);
    expect(select.form).toBe(forms[1]);
    expect(forms[0].contains(select)).toBe(true);
    expect(forms[1].hidden).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(screen.getByRole('alert').textContent).toBe('Choose a country');
    expect(document.activeElement).toBe(select);
  });
});
