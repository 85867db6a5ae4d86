import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { FormSchema, SchemaRegistry, UiSchema } from '@/engine';
import { TesseraForm } from '@/widgets/TesseraForm';
import { createCompilingRegistry } from '../../../../server/forms/compilingRegistry';

/** A JSON file of the repository, parsed. */
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

// jsdom has no ResizeObserver; Fluent's MessageBar and Table measure themselves with one.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const SCHEMAS = join(__dirname, '../../../../schemas');
export const FORM_BASE = 'https://tessera.example/schemas/forms/';

/** Renders inside Fluent's provider, as the app does. */
export function renderFluent(element: ReactElement) {
  return render(<FluentProvider theme={webLightTheme}>{element}</FluentProvider>);
}

/** Every shared definition file under schemas/forms/_defs. */
function sharedDefinitions(): Array<{ $id: string } & Record<string, unknown>> {
  const dir = join(SCHEMAS, 'forms/_defs');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson(join(dir, f)) as { $id: string } & Record<string, unknown>);
}

/** A minimal form schema around some properties. */
export function inlineForm(id: string, properties: Record<string, unknown>, extra: Record<string, unknown> = {}): FormSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${FORM_BASE}${id}`,
    title: id,
    version: '1.0.0',
    type: 'object',
    properties,
    additionalProperties: false,
    ...extra,
  };
}

/**
 * A registry with the shared definitions and the given forms: inline ones `{schema, ui}`, or the
 * ids of real forms under schemas/forms.
 */
export function registryWith(...forms: Array<{ schema: FormSchema; ui?: UiSchema } | string>): SchemaRegistry {
  const registry = createCompilingRegistry();
  for (const d of sharedDefinitions()) registry.addDefinitions(d);
  for (const form of forms) {
    if (typeof form === 'string') {
      registry.addForm(
        readJson(join(SCHEMAS, 'forms', form, 'schema.json')) as FormSchema,
        readJson(join(SCHEMAS, 'forms', form, 'ui.json')) as UiSchema,
      );
    } else registry.addForm(form.schema, form.ui);
  }
  return registry;
}

/** The fixtures of a real form. */
export function fixturesOf(formId: string, kind: 'valid' | 'invalid'): Array<{ name: string; json: unknown }> {
  const dir = join(SCHEMAS, 'forms', formId, 'fixtures', kind);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f, json: readJson(join(dir, f)) }));
}

/**
 * Every test of a suite that uses these helpers fails when it logged a console error or warning
 * (React's controlled-input warnings, RJSF's "Form validation failed", ajv's strict-mode notes).
 */
let consoleSpies: jest.SpyInstance[] = [];
beforeEach(() => {
  consoleSpies = [
    jest.spyOn(console, 'error').mockImplementation(() => undefined),
    jest.spyOn(console, 'warn').mockImplementation(() => undefined),
  ];
});
/**
 * Redux Toolkit's development checks say when they took longer than 32 ms: a note about a busy machine (CI runs
 * the unit tests beside the browser tests), not about the code under test.
 */
const SLOW_CHECK_NOTE = /^(Immutable|Serializable)StateInvariantMiddleware took \d+ms/;
afterEach(() => {
  const logged = consoleSpies
    .flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(' ').slice(0, 300)))
    .filter((line) => !SLOW_CHECK_NOTE.test(line));
  consoleSpies.forEach((spy) => spy.mockRestore());
  expect(logged).toEqual([]);
});

/**
 * One field drawn by TesseraForm as the app draws it: the field is called `Field`; `latest()`
 * is the answer the form holds now.
 */
export function renderField(
  fieldSchema: Record<string, unknown>,
  fieldUi: Record<string, unknown>,
  value?: unknown,
  extra: { required?: boolean } = {},
) {
  const schema = inlineForm('one-field', { Field: fieldSchema }, extra.required ? { required: ['Field'] } : {});
  const registry = registryWith({ schema, ui: { Field: fieldUi } });
  const onChange = jest.fn();
  const onSubmit = jest.fn();
  const view = renderFluent(
    <TesseraForm
      registry={registry}
      formId="one-field"
      formData={value === undefined ? {} : { Field: value }}
      onChange={onChange}
      onSubmit={onSubmit}
    />,
  );
  const latest = () => (onChange.mock.calls.length ? (onChange.mock.calls.at(-1)![0] as Record<string, unknown>).Field : value);
  return { ...view, onChange, onSubmit, latest };
}
