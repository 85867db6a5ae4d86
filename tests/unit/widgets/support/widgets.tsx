import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { SchemaRegistry, type FormSchema, type UiSchema } from '@/engine';

// jsdom has no ResizeObserver; Fluent's MessageBar and Table measure themselves with one.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
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
  return readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => require(join(dir, f)));
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
  const registry = new SchemaRegistry();
  for (const d of sharedDefinitions()) registry.addDefinitions(d);
  for (const form of forms) {
    if (typeof form === 'string') {
      registry.addForm(require(join(SCHEMAS, 'forms', form, 'schema.json')), require(join(SCHEMAS, 'forms', form, 'ui.json')));
    } else registry.addForm(form.schema, form.ui);
  }
  return registry;
}

/** The fixtures of a real form. */
export function fixturesOf(formId: string, kind: 'valid' | 'invalid'): Array<{ name: string; json: unknown }> {
  const dir = join(SCHEMAS, 'forms', formId, 'fixtures', kind);
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => ({ name: f, json: require(join(dir, f)) }));
}

/** Console errors and warnings a test caused, so it can assert there were none. */
export function watchConsole() {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  return {
    messages: () => [...error.mock.calls, ...warn.mock.calls].map((args) => args.map(String).join(' ')),
    restore: () => {
      error.mockRestore();
      warn.mockRestore();
    },
  };
}
