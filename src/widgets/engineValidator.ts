import {
  createErrorHandler,
  toErrorList,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { validateForm, type FormError, type SchemaRegistry, type UiSchema as EngineUiSchema } from '@/engine';

type FormData = Record<string, unknown>;

/** JSON pointer '/Holder/0/Name' → RJSF property path '.Holder.0.Name' ('' stays '', the form itself). */
export function propertyOf(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => `.${s.replace(/~1/g, '/').replace(/~0/g, '~')}`)
    .join('');
}

/**
 * An engine error as RJSF carries it. The engine's own fields ride along in `params`, so what RJSF
 * hands back (to `onError`, say) converts back without loss.
 * @param error - an error from `validateForm`
 */
export function toRjsfError(error: FormError): RJSFValidationError {
  return {
    name: error.keyword,
    property: propertyOf(error.path),
    message: error.message,
    stack: error.message,
    params: { path: error.path, field: error.field },
  };
}

/**
 * Back from RJSF's shape to the engine's.
 * @param error - an error made by `toRjsfError` (or, for a custom error, RJSF's own)
 */
export function fromRjsfError(error: RJSFValidationError): FormError {
  const params = (error.params ?? {}) as { path?: string; field?: string };
  const path =
    params.path ??
    (error.property ?? '')
      .split('.')
      .filter(Boolean)
      .map((s) => `/${s}`)
      .join('');
  return {
    path,
    field: params.field ?? path.split('/').filter(Boolean)[0] ?? '',
    message: error.message ?? error.stack,
    keyword: error.name ?? 'custom',
  };
}

const idFree = new WeakMap<object, RJSFSchema>();

/**
 * Subschemas RJSF asks about while rendering may carry ids of the form; a condition needs none.
 * The same schema object gives the same copy, so the condition evaluator's cache (by object) hits.
 */
function withoutIds(schema: RJSFSchema): RJSFSchema {
  if (typeof schema !== 'object' || schema === null || !('$id' in schema || '$schema' in schema)) return schema;
  let copy = idFree.get(schema);
  if (!copy) {
    const { $id: _id, $schema: _schema, ...rest } = schema as Record<string, unknown>;
    copy = rest;
    idFree.set(schema, copy);
  }
  return copy;
}

/**
 * RJSF's validator, on the forms engine instead of RJSF's own ajv: one validator per form, so the
 * messages are the schema's `errorMessage` texts, the order is the engine's "first error" order, and
 * the schema is the registry's compiled version (compiled once; nothing compiles on a keystroke).
 *
 * - `validateFormData` runs `validateForm` on the registry's compiled validator. The `schema` RJSF
 *   passes is ignored on purpose: it is RJSF's render copy, while the engine's compiled schema is the
 *   one the server validates with too. Given a step's uiSchema, it validates what the step shows
 *   (the engine leaves out fields the step hides and orders errors by the step's ui).
 * - `isValid` answers RJSF's rendering questions (which `if` branch, which `oneOf` option) with the
 *   registry's condition evaluator — plain `const`/`enum`/`properties`/`required` conditions answered
 *   directly, others by the server's precompiled code in the browser (compiled once per distinct
 *   condition on the server and in tests); cached by the schema object.
 * - `rawValidation` exposes the compiled validator's raw ajv errors.
 */
export class EngineValidator implements ValidatorType<FormData, RJSFSchema> {
  constructor(
    private readonly registry: SchemaRegistry,
    private readonly formId: string,
    private readonly stepUi?: EngineUiSchema,
  ) {}

  validateFormData(
    formData: FormData | undefined,
    _schema: RJSFSchema,
    customValidate?: CustomValidator<FormData, RJSFSchema>,
    transformErrors?: ErrorTransformer<FormData, RJSFSchema>,
    uiSchema?: UiSchema<FormData, RJSFSchema>,
  ): ValidationData<FormData> {
    const verdict = validateForm(this.registry, this.formId, formData ?? {}, { ui: this.stepUi });
    let errors = verdict.errors.map(toRjsfError);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<FormData>(errors);
    if (!customValidate) return { errors, errorSchema };
    const handler = customValidate(formData, createErrorHandler<FormData>(formData ?? {}), uiSchema, errorSchema);
    return validationDataMerge<FormData>({ errors, errorSchema }, unwrapErrorHandler<FormData>(handler));
  }

  isValid(schema: RJSFSchema, formData: FormData | undefined, _rootSchema: RJSFSchema): boolean {
    try {
      return this.registry.conditions.evaluate(withoutIds(schema), formData);
    } catch (error) {
      // RJSF's contract: a schema that cannot be evaluated is "not valid". A condition the server
      // did not precompile (the browser compiles nothing) is a defect of the precompiler: say so.
      if (/was not precompiled/.test((error as Error).message)) console.error(error);
      return false;
    }
  }

  rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: FormData): { errors?: Result[]; validationError?: Error } {
    try {
      const validate = this.registry.validator(this.formId);
      validate(formData);
      return { errors: (validate.errors ?? undefined) as Result[] | undefined };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  /** RJSF 5's validator method, kept for callers that flatten an error tree with the validator. */
  toErrorList(errorSchema?: ErrorSchema<FormData>, fieldPath: string[] = []): RJSFValidationError[] {
    return toErrorList<FormData>(errorSchema, fieldPath);
  }

  /** Nothing to reset: the registry owns the compiled schemas. */
  reset(): void {}
}

/**
 * The validator TesseraForm hands RJSF for one form.
 * @param registry - the registry holding the form (compiled once, cached)
 * @param formId - the form id
 * @param stepUi - a flow step's uiSchema, to validate only what the step shows; the whole form without it
 */
export function createEngineValidator(registry: SchemaRegistry, formId: string, stepUi?: EngineUiSchema): EngineValidator {
  return new EngineValidator(registry, formId, stepUi);
}
