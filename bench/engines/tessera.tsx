/**
 * Engine (a): Tessera's renderer, TesseraForm (RJSF on Fluent UI with the platform's widgets and
 * the engine's validator), used as a screen uses it: a registry holding the form and its shared
 * definitions, the form's own ui.json, initial answers, field state kept in the form. The registry
 * is filled when the case loads (the app does it once when the schemas arrive); what the form
 * compiles or builds on first use is the form's cost and is timed.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { FormSchema, SchemaRegistry } from '@/engine';
import { TesseraForm } from '@/widgets/TesseraForm';
import { createCompilingRegistry } from '../../server/forms/compilingRegistry';
import { mount, type BenchEngine } from '../harness';

let registry: SchemaRegistry | undefined;

export const tesseraEngine: BenchEngine = {
  name: 'tessera',
  prepare(c) {
    registry = createCompilingRegistry();
    for (const d of c.defs) registry.addDefinitions(d as FormSchema);
    registry.addForm(c.schema, c.ui);
  },
  element: (c, submitted) => (
    <FluentProvider theme={webLightTheme}>
      <TesseraForm registry={registry!} formId={c.formId} formData={c.data} onSubmit={() => submitted({ valid: true, errors: 0 })} />
    </FluentProvider>
  ),
  // TesseraForm reports only valid answers; a failed submit shows its first error above the form.
  outcome: () => {
    const alert = document.querySelector('#root [role="alert"]');
    return alert ? { valid: false, errors: -1, messages: [alert.textContent ?? ''] } : null;
  },
};

mount(tesseraEngine);
