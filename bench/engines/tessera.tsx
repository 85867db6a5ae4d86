/**
 * Engine (a): Tessera's renderer, TesseraForm (RJSF on Fluent UI with the platform's widgets and
 * the engine's validator), used as a screen uses it: the browser's registry (`new SchemaRegistry(null)`,
 * which compiles nothing) holding the shared definitions and the form with the validator and
 * conditions the server precompiled for it, the form's own ui.json, initial answers, field state kept
 * in the form, the app's style renderer (`createStyleRenderer`). The registry is filled when the case loads (the forms saga does it once when a form
 * arrives; the precompiling is the server's work): what the form builds on first use is the form's
 * cost and is timed.
 */
import { FluentProvider, RendererProvider, webLightTheme } from '@fluentui/react-components';
import type { FormSchema } from '@/engine';
import { instantiatePrecompiledForm } from '@/engine/forms/precompiled';
import { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { TesseraForm } from '@/widgets/TesseraForm';
import { createStyleRenderer } from '@/widgets/theme';
import { mount, type BenchEngine } from '../harness';

let registry: SchemaRegistry | undefined;
// The app's style renderer (src/app/App.tsx).
const styleRenderer = createStyleRenderer(document);

export const tesseraEngine: BenchEngine = {
  name: 'tessera',
  async prepare(c) {
    const { servedFormModule } = await import('../precompileInPage');
    const module = await servedFormModule(c);
    registry = new SchemaRegistry(null);
    for (const d of c.defs) registry.addDefinitions(d as FormSchema);
    registry.addForm(c.schema, c.ui, { precompiled: instantiatePrecompiledForm(module) });
  },
  element: (c, submitted) => (
    <RendererProvider renderer={styleRenderer}>
      <FluentProvider theme={webLightTheme}>
        <TesseraForm registry={registry!} formId={c.formId} formData={c.data} onSubmit={() => submitted({ valid: true, errors: 0 })} />
      </FluentProvider>
    </RendererProvider>
  ),
  // TesseraForm reports only valid answers; a failed submit shows its first error above the form.
  outcome: () => {
    const alert = document.querySelector('#root [role="alert"]');
    return alert ? { valid: false, errors: -1, messages: [alert.textContent ?? ''] } : null;
  },
};

mount(tesseraEngine);
