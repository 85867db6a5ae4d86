import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { validateForm, type FormError, type SchemaRegistry, type UiSchema } from '@/engine';
import ErrorSummary from './ErrorSummary/ErrorSummary';
import ReadOnlyView from './ReadOnlyView/ReadOnlyView';
import { createEngineValidator, fromRjsfError } from './engineValidator';
import { FormErrorsContext, changedFields, scopeErrors, shownErrorsOf } from './formErrors';
import { ThemedForm } from './formTheme';
import { renderSchemaFor } from './renderSchema';

export type FormData = Record<string, unknown>;

export interface TesseraFormProps {
  registry: SchemaRegistry;
  formId: string;
  /** The uiSchema to draw with (a flow's overrides applied); the form's ui.json when omitted. */
  ui?: UiSchema;
  formData?: FormData;
  onChange?: (formData: FormData) => void;
  /** Called with the answers only when the engine finds them valid. */
  onSubmit?: (formData: FormData) => void;
  /** Shows the answers as text instead of a form ("view first, then edit"). */
  readOnly?: boolean;
  /** The Edit affordance of the read-only view, supplied by the caller. */
  editAction?: ReactNode;
  disabled?: boolean;
  /** Shows only the first error under its field (the spec's rule); all errors under their fields when false. */
  showFirstErrorOnly?: boolean;
  /** Replaces the default submit button (a flow's Previous / Next, say). */
  children?: ReactNode;
  /** Prefix of the field ids, for two forms on one page. */
  idPrefix?: string;
}

// Objects RJSF fills with nothing are left out, so an optional group with required parts does not fail.
const DEFAULT_FORM_STATE = { emptyObjectFields: 'skipEmptyDefaults' } as const;

/**
 * A form of the registry drawn with RJSF on Fluent UI and validated by the forms engine: the
 * schema's own messages, in the engine's order, from the schema compiled once. Validation runs on
 * submit; the first error is shown above the form and under its field, and after a failed submit
 * each change re-validates the field that changed (scoped: untouched fields gain no new errors).
 */
export function TesseraForm(props: TesseraFormProps) {
  const { registry, formId, ui, formData, onChange, onSubmit, readOnly = false, editAction, disabled = false, showFirstErrorOnly = true, children, idPrefix = 'root' } = props;
  const hash = registry.hash(formId);
  // `hash` is a dependency so that a new version of the form builds a new render schema.
  const schema = useMemo(() => renderSchemaFor(registry, formId), [registry, formId, hash]);
  const validator = useMemo(() => createEngineValidator(registry, formId), [registry, formId]);
  const uiSchema = (ui ?? registry.ui(formId)) as RjsfUiSchema;
  // null until a submit fails: before that, nothing is validated while typing.
  const [errors, setErrors] = useState<FormError[] | null>(null);
  const errorsRef = useRef<FormError[] | null>(null);
  const latest = useRef<FormData>(formData ?? {});
  const validated = useRef<FormData>(formData ?? {});
  const show = useCallback((next: FormError[] | null) => {
    errorsRef.current = next;
    setErrors(next);
  }, []);

  const handleChange = useCallback((event: IChangeEvent<FormData>) => {
    const next = event.formData ?? {};
    latest.current = next;
    const shownNow = errorsRef.current;
    if (shownNow) {
      const changed = changedFields(validated.current, next);
      validated.current = next;
      // The compiled validator runs on the whole answers (it is one call, nothing compiles), and
      // only the changed fields take its verdict.
      if (changed.size) show(scopeErrors(shownNow, validateForm(registry, formId, next).errors, changed));
    }
    onChange?.(next);
  }, [registry, formId, onChange, show]);

  const handleError = useCallback((found: RJSFValidationError[]) => {
    validated.current = latest.current;
    show(found.map(fromRjsfError));
  }, [show]);

  const handleSubmit = useCallback((event: IChangeEvent<FormData>) => {
    show(null);
    onSubmit?.(event.formData ?? {});
  }, [onSubmit, show]);

  const shown = useMemo(() => {
    const visible = showFirstErrorOnly ? (errors ?? []).slice(0, 1) : errors ?? [];
    return shownErrorsOf(visible, idPrefix);
  }, [errors, showFirstErrorOnly, idPrefix]);

  if (readOnly) return <ReadOnlyView schema={schema} uiSchema={uiSchema} formData={formData} editAction={editAction} />;

  return (
    <FormErrorsContext.Provider value={shown}>
      <ErrorSummary message={errors?.[0]?.message} />
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        idPrefix={idPrefix}
        disabled={disabled}
        liveValidate={false}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        onChange={handleChange}
        onError={handleError}
        onSubmit={handleSubmit}
      >
        {children}
      </ThemedForm>
    </FormErrorsContext.Provider>
  );
}

export default TesseraForm;
