/**
 * Engine (b): plain RJSF with the Fluent UI theme (`@rjsf/fluentui-rc` Form) and the default
 * `@rjsf/validator-ajv8` validator, customised as the stack notes say — allErrors and ajv-errors —
 * and with ajv's draft 2020-12 class, since the forms are 2020-12 schemas. Out of the box use:
 * RJSF keeps the answers itself (initial formData, no controlled round trip), validates on submit.
 * RJSF resolves no external `$ref`, so it gets the case's inlined schema; `ui:widget`/`ui:field`
 * names it does not have (Tessera's own widgets) are dropped from the uiSchema.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import Form from '@rjsf/fluentui-rc';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { UiSchema, ValidatorType } from '@rjsf/utils';
import Ajv2020 from 'ajv/dist/2020';
import ajvErrors from 'ajv-errors';
import { mount, type BenchEngine } from '../harness';
import type { BenchCase } from '../cases';

const STANDARD_WIDGETS = new Set([
  'text',
  'textarea',
  'password',
  'email',
  'uri',
  'url',
  'date',
  'datetime',
  'time',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'range',
  'updown',
  'hidden',
  'color',
  'file',
  'altdate',
  'altdatetime',
]);

function standardUi(ui: unknown): unknown {
  if (Array.isArray(ui)) return ui.map(standardUi);
  if (!ui || typeof ui !== 'object') return ui;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ui)) {
    if (k === 'ui:field') continue;
    if (k === 'ui:widget' && (typeof v !== 'string' || !STANDARD_WIDGETS.has(v))) continue;
    out[k] = k.startsWith('ui:') ? v : standardUi(v);
  }
  return out;
}

let validator: ValidatorType | undefined;
let uiSchema: UiSchema = {};

export const rjsfEngine: BenchEngine = {
  name: 'rjsf',
  prepare(c: BenchCase) {
    validator = customizeValidator({
      AjvClass: Ajv2020,
      ajvOptionsOverrides: { allErrors: true },
      extenderFn: (ajv) => ajvErrors(ajv),
    });
    uiSchema = standardUi(c.ui) as UiSchema;
  },
  element: (c, submitted) => (
    <FluentProvider theme={webLightTheme}>
      <Form
        schema={c.resolved}
        uiSchema={uiSchema}
        formData={c.data}
        validator={validator!}
        noHtml5Validate
        showErrorList="top"
        onSubmit={() => submitted({ valid: true, errors: 0 })}
        onError={(errors) =>
          submitted({ valid: false, errors: errors.length, messages: errors.map((e) => `${e.property ?? ''}: ${e.message ?? ''}`) })
        }
      />
    </FluentProvider>
  ),
};

mount(rjsfEngine);
