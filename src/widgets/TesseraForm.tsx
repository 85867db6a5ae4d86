import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { validateForm, type FormError, type SchemaRegistry, type UiSchema } from '@/engine';
import ErrorSummary from './ErrorSummary/ErrorSummary';
import ReadOnlyView from './ReadOnlyView/ReadOnlyView';
import { createEngineValidator, fromRjsfError } from './engineValidator';
import { FormErrorsContext, changedFields, scopeErrors, shownErrorsOf } from './formErrors';
import { ThemedForm } from './formTheme';
import type { TesseraFormContext } from './referenceData';
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
  /** Reference lists the form's selects name in `ui:options.referenceData` (loaded by the screen). */
  referenceData?: Record<string, unknown>;
  /**
   * Answers the form computes from others (e.g. `isFinancialChecked` from the instrument boxes, with
   * the engine's sanitiser), applied on every change so validation sees them.
   */
  derive?: (formData: FormData) => FormData;
  /**
   * Validates only what the form shows with `ui` (a flow step that asks part of a form): fields it
   * hides are not validated here; the whole form is validated when the stage is saved and on the server.
   */
  validateShownOnly?: boolean;
}

// What RJSF may fill in by itself. The forms' messages rely on unanswered staying unanswered: no
// empty objects for optional groups, no `const` as an answer, no `false` for an unanswered required
// yes/no, and no empty array items except for required lists (one row to fill in).
const DEFAULT_FORM_STATE = {
  emptyObjectFields: 'skipEmptyDefaults',
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
  arrayMinItems: { populate: 'requiredOnly' },
} as const;

/**
 * A form of the registry drawn with RJSF on Fluent UI and validated by the forms engine: the
 * schema's own messages, in the engine's order, from the schema compiled once. Validation runs on
 * submit; the first error is shown above the form and under its field, and after a failed submit
 * each change re-validates the field that changed (scoped: untouched fields gain no new errors).
 */
export function TesseraForm(props: TesseraFormProps) {
  const {
    registry, formId, ui, formData, onChange, onSubmit, readOnly = false, editAction, disabled = false,
    showFirstErrorOnly = true, children, idPrefix = 'root', referenceData, derive, validateShownOnly = false,
  } = props;
  const hash = registry.hash(formId);
  // `hash` is a dependency so that a new version of the form builds a new render schema.
  const schema = useMemo(() => renderSchemaFor(registry, formId), [registry, formId, hash]);
  const uiSchema = (ui ?? registry.ui(formId)) as RjsfUiSchema;
  const stepUi = validateShownOnly ? (uiSchema as UiSchema) : undefined;
  const validator = useMemo(() => createEngineValidator(registry, formId, stepUi), [registry, formId, stepUi]);
  const formContext = useMemo<TesseraFormContext>(() => ({ referenceData }), [referenceData]);

  // The answers RJSF draws: the caller's, kept here too so derived answers reach validation even
  // when the caller does not feed its copy back.
  const [data, setData] = useState<FormData>(formData ?? {});
  const emitted = useRef<FormData | undefined>(formData);
  const [seenProp, setSeenProp] = useState(formData);
  if (formData !== seenProp) {
    setSeenProp(formData);
    if (formData !== emitted.current) setData(formData ?? {});
  }

  // null until a submit fails: before that, nothing is validated while typing.
  const [errors, setErrors] = useState<FormError[] | null>(null);
  const errorsRef = useRef<FormError[] | null>(null);
  const validated = useRef<FormData>(data);
  const latest = useRef<FormData>(data);
  const show = useCallback((next: FormError[] | null) => {
    errorsRef.current = next;
    setErrors(next);
  }, []);

  const handleChange = useCallback((event: IChangeEvent<FormData>) => {
    const raw = event.formData ?? {};
    const next = derive ? derive(raw) : raw;
    latest.current = next;
    emitted.current = next;
    setData(next);
    const shownNow = errorsRef.current;
    if (shownNow) {
      const changed = changedFields(validated.current, next);
      validated.current = next;
      // The compiled validator runs on the whole answers (one call; nothing compiles), and only the
      // changed fields take its verdict.
      if (changed.size) show(scopeErrors(shownNow, validateForm(registry, formId, next, { ui: stepUi }).errors, changed));
    }
    onChange?.(next);
  }, [derive, registry, formId, stepUi, onChange, show]);

  const handleError = useCallback((found: RJSFValidationError[]) => {
    validated.current = latest.current;
    show(found.map(fromRjsfError));
  }, [show]);

  const handleSubmit = useCallback((event: IChangeEvent<FormData>) => {
    show(null);
    onSubmit?.(event.formData ?? {});
  }, [onSubmit, show]);

  const shown = useMemo(() => shownErrorsOf(showFirstErrorOnly ? (errors ?? []).slice(0, 1) : errors ?? [], idPrefix), [errors, showFirstErrorOnly, idPrefix]);

  if (readOnly) return <ReadOnlyView schema={schema} uiSchema={uiSchema} formData={data} editAction={editAction} />;

  return (
    <FormErrorsContext.Provider value={shown}>
      <ErrorSummary message={errors?.[0]?.message} />
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        formContext={formContext}
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
