// TEMPORARY stand-in until src/widgets/TesseraForm.tsx lands: RJSF Fluent + the engine validator.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import Form from '@rjsf/fluentui-rc';
import { SchemaRegistry } from '@/engine';
import { createEngineValidator } from '@/widgets/engineValidator';
import { renderSchemaFor } from '@/widgets/renderSchema';
import { mount, type BenchEngine } from '../harness';

let registry: SchemaRegistry;
export const tesseraEngine: BenchEngine = {
  name: 'tessera',
  prepare(c) {
    registry = new SchemaRegistry();
    for (const d of c.defs) registry.addDefinitions(d as never);
    registry.addForm(c.schema as never, c.ui);
  },
  element: (c, submitted) => (
    <FluentProvider theme={webLightTheme}>
      <Form schema={renderSchemaFor(registry, c.formId)} uiSchema={{}} formData={c.data} validator={createEngineValidator(registry, c.formId)} noHtml5Validate
        onSubmit={() => submitted({ valid: true, errors: 0 })} onError={(e) => submitted({ valid: false, errors: e.length, messages: e.map((x) => `${x.property ?? ''}: ${x.message ?? ''}`) })} />
    </FluentProvider>
  ),
};
mount(tesseraEngine);
