import { getDefaultRegistry } from '@rjsf/core';
import {
  englishStringTranslator,
  type FormContextType,
  type Registry,
  type RJSFSchema,
  type SchemaUtilsType,
  type UiSchema,
} from '@rjsf/utils';
import { tesseraTheme } from './formTheme';

type FormData = Record<string, unknown>;

/**
 * The RJSF registry of one form — what RJSF's `Form` builds from its props: the core fields,
 * templates and widgets with the platform's theme over them, the schema utils, the form context and
 * the global options. Every field of the form shares it (one object, so memoised fields compare it
 * by identity).
 */
export function createFormRegistry(
  schemaUtils: SchemaUtilsType<FormData, RJSFSchema>,
  formContext: FormContextType,
  uiSchema: UiSchema,
  idPrefix: string,
): Registry<FormData, RJSFSchema> {
  const core = getDefaultRegistry<FormData, RJSFSchema>();
  const theme = tesseraTheme;
  return {
    fields: { ...core.fields, ...theme.fields },
    templates: {
      ...core.templates,
      ...theme.templates,
      ButtonTemplates: { ...core.templates.ButtonTemplates, ...theme.templates?.ButtonTemplates },
    },
    widgets: { ...core.widgets, ...theme.widgets },
    rootSchema: schemaUtils.getRootSchema(),
    formContext,
    schemaUtils,
    translateString: englishStringTranslator,
    globalUiOptions: uiSchema['ui:globalOptions'],
    globalFormOptions: { idPrefix: uiSchema['ui:rootFieldId'] || idPrefix, idSeparator: '_', useFallbackUiForUnsupportedType: false },
    uiSchemaDefinitions: uiSchema['ui:definitions'] ?? {},
  };
}
