import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  createSchemaUtils,
  deepEquals,
  getUiOptions,
  type FieldPathList,
  type RJSFSchema,
  type UiSchema as RjsfUiSchema,
} from '@rjsf/utils';
import { validateForm, type FormError, type SchemaRegistry, type UiSchema } from '@/engine';
import ErrorSummary from './ErrorSummary/ErrorSummary';
import ReadOnlyView from './ReadOnlyView/ReadOnlyView';
import { createEngineValidator } from './engineValidator';
import { FormErrorsContext, FormErrorsStore, changedFields, fieldIdOf, scopeErrors, shownErrorsOf, type ShownErrors } from './formErrors';
import { FormFields, setIn } from './formFields';
import { createFormRegistry } from './formRegistry';
import type { TesseraFormContext } from './referenceData';
import { renderSchemaFor } from './renderSchema';
import { DEFAULT_FORM_STATE, defaultsSchemaOf, schemaUtilsRoot, withRetrieveCache } from './schemaUtilsCache';

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
  /** Errors shown from the start, as after a failed submit (the studio's verdict on answers it loaded). */
  initialErrors?: FormError[];
}

const preventSubmit = (event: FormEvent) => event.preventDefault();

/** A copy without `undefined` values, as RJSF hands answers to validation. */
function plainCopy<T>(data: T): T {
  const text = JSON.stringify(data);
  return text === undefined ? data : (JSON.parse(text) as T);
}

/**
 * Moves focus to the field of the first error, as RJSF's `focusOnFirstError` does: the element with
 * the field's id, else the first input or button whose id starts with it (radio groups, checkboxes).
 */
function focusError(form: HTMLFormElement | null, error: FormError | undefined, idPrefix: string): void {
  if (!form || !error) return;
  const id = fieldIdOf(error.path, idPrefix);
  const quoted = id.replace(/["\\]/g, '\\$&');
  // By id inside the form (a select owned by the lists' form element is not in `form.elements`).
  const byId = form.querySelector<HTMLElement>(`[id="${quoted}"]`);
  const control = byId && ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(byId.tagName) ? byId : null;
  (control ?? form.querySelector<HTMLElement>(`input[id^="${quoted}"], button[id^="${quoted}"]`))?.focus();
}

/**
 * A form of the registry drawn with RJSF on Fluent UI and validated by the forms engine: the
 * schema's own messages, in the engine's order, from the schema compiled once. Validation runs on
 * submit; the first error is shown above the form and under its field, and after a failed submit
 * each change re-validates the field that changed (scoped: untouched fields gain no new errors).
 *
 * The form keeps the answers itself and draws its own top level: one memoised RJSF field per
 * top-level property (RJSF's SchemaField with the theme), so a keystroke draws the changed field's
 * subtree, not the form. Answers change immutably along the changed path; RJSF's `Form` (which
 * copies and re-derives the whole form's state on every change) is not used.
 */
export function TesseraForm(props: TesseraFormProps) {
  const {
    registry,
    formId,
    ui,
    formData,
    onChange,
    onSubmit,
    readOnly = false,
    editAction,
    disabled = false,
    showFirstErrorOnly = true,
    children,
    idPrefix = 'root',
    referenceData,
    derive,
    validateShownOnly = false,
    initialErrors,
  } = props;
  const hash = registry.hash(formId);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `hash`: a new version of the form builds a new render schema
  const schema = useMemo(() => renderSchemaFor(registry, formId), [registry, formId, hash]);
  const uiSchema = (ui ?? registry.ui(formId)) as RjsfUiSchema;
  const stepUi = validateShownOnly ? (uiSchema as UiSchema) : undefined;
  const validator = useMemo(() => createEngineValidator(registry, formId, stepUi), [registry, formId, stepUi]);
  const schemaUtils = useMemo(
    () => withRetrieveCache(createSchemaUtils<FormData, RJSFSchema>(validator, schemaUtilsRoot(schema), DEFAULT_FORM_STATE)),
    [validator, schema],
  );
  const rootSchema = schemaUtils.getRootSchema();
  const rootFieldId = uiSchema['ui:rootFieldId'];
  // The form element that owns the long native lists (see `longListFormOf`): beside the main form.
  const longListForm = `${rootFieldId || idPrefix}__lists`;
  const formContext = useMemo<TesseraFormContext>(
    () => ({ referenceData, longListForm, conditions: registry.conditions }),
    [referenceData, longListForm, registry],
  );
  const globalOptions = uiSchema['ui:globalOptions'];
  const definitions = uiSchema['ui:definitions'];
  const rjsfRegistry = useMemo(
    () =>
      createFormRegistry(
        schemaUtils,
        formContext,
        { 'ui:rootFieldId': rootFieldId, 'ui:globalOptions': globalOptions, 'ui:definitions': definitions },
        idPrefix,
      ),
    [schemaUtils, formContext, rootFieldId, globalOptions, definitions, idPrefix],
  );
  const fieldIdPrefix = rjsfRegistry.globalFormOptions.idPrefix;

  // The latest props the stable change handler reads.
  const latestProps = useRef({ derive, onChange });
  latestProps.current = { derive, onChange };

  /**
   * Answers as drawn: the schema's defaults filled in (RJSF's rules, DEFAULT_FORM_STATE) and then the
   * derived answers; `changed` when that differs from what was given, so the caller hears of it.
   */
  const prepare = (given: FormData, again: boolean): { data: FormData; changed: boolean } => {
    const filled = (schemaUtils.getDefaultFormState(defaultsSchemaOf(rootSchema), given, false, again) ?? {}) as FormData;
    if (deepEquals(filled, given)) return { data: given, changed: false };
    return { data: derive ? derive(filled) : filled, changed: true };
  };

  // The answers drawn: the caller's, kept here too so derived answers reach validation even when
  // the caller does not feed its copy back.
  const pendingEmit = useRef<FormData | undefined>(undefined);
  // Bumped when answers arrive (not on keystrokes), so the effect that reports defaults runs then only.
  const [arrivals, setArrivals] = useState(0);
  const [data, setData] = useState<FormData>(() => {
    const first = prepare(formData ?? {}, false);
    if (first.changed) pendingEmit.current = first.data;
    return first.data;
  });
  const latest = useRef<FormData>(data);
  const emitted = useRef<FormData | undefined>(formData);
  const [seenProp, setSeenProp] = useState(formData);
  if (formData !== seenProp) {
    setSeenProp(formData);
    if (formData !== emitted.current) {
      const next = prepare(formData ?? {}, true);
      latest.current = next.data;
      if (next.changed) {
        pendingEmit.current = next.data;
        setArrivals((n) => n + 1);
      }
      setData(next.data);
    }
  }
  // Answers the form changed by itself (defaults filled in) are reported, as RJSF's Form reports them.
  useEffect(() => {
    const pending = pendingEmit.current;
    if (!pending) return;
    pendingEmit.current = undefined;
    emitted.current = pending;
    latestProps.current.onChange?.(pending);
  }, [arrivals]);

  // null until a submit fails: before that, nothing is validated while typing.
  const [errors, setErrors] = useState<FormError[] | null>(initialErrors?.length ? initialErrors : null);
  const errorsRef = useRef<FormError[] | null>(errors);
  const show = useCallback((next: FormError[] | null) => {
    errorsRef.current = next;
    setErrors(next);
  }, []);

  // After a failed submit: the top-level fields changed since the last verdict, re-validated once per
  // update (`edits` counts the changes made while errors show; before a failed submit nothing runs).
  const changedSince = useRef(new Set<string>());
  const [edits, setEdits] = useState(0);
  const handleFieldChange = useCallback((value: unknown, path: FieldPathList) => {
    const before = latest.current;
    const raw = (setIn(before, path ?? [], value) as FormData) ?? {};
    const { derive: deriveNow, onChange: onChangeNow } = latestProps.current;
    const next = deriveNow ? deriveNow(raw) : raw;
    latest.current = next;
    emitted.current = next;
    setData(next);
    if (errorsRef.current) {
      // The changed field is the first segment of its path; answers `derive` computed count too.
      if (path?.length) changedSince.current.add(String(path[0]));
      else for (const k of changedFields(before, raw)) changedSince.current.add(k);
      if (deriveNow) for (const k of changedFields(raw, next)) changedSince.current.add(k);
      setEdits((n) => n + 1);
    }
    onChangeNow?.(next);
  }, []);

  useEffect(() => {
    const shownNow = errorsRef.current;
    const changed = changedSince.current;
    if (!shownNow || changed.size === 0) return;
    changedSince.current = new Set();
    // The compiled validator runs on the whole answers (one call; nothing compiles), and only the
    // changed fields take its verdict.
    show(scopeErrors(shownNow, validateForm(registry, formId, plainCopy(latest.current), { ui: stepUi }).errors, changed));
  }, [edits, registry, formId, stepUi, show]);

  const formRef = useRef<HTMLFormElement>(null);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.target !== event.currentTarget) return;
    const answers = latest.current;
    const verdict = validateForm(registry, formId, plainCopy(answers), { ui: stepUi });
    changedSince.current = new Set();
    if (!verdict.valid) {
      focusError(formRef.current, verdict.errors[0], fieldIdPrefix);
      show(verdict.errors);
      return;
    }
    show(null);
    onSubmit?.(answers);
  };

  // The errors under the fields: each field subscribes to its own entry of this store.
  const [store] = useState(() => new FormErrorsStore());
  const previousShown = useRef<ShownErrors | undefined>(undefined);
  const shown = useMemo(() => {
    const next = shownErrorsOf(showFirstErrorOnly ? (errors ?? []).slice(0, 1) : (errors ?? []), fieldIdPrefix, previousShown.current);
    previousShown.current = next;
    return next;
  }, [errors, showFirstErrorOnly, fieldIdPrefix]);
  useLayoutEffect(() => store.set(shown), [store, shown]);

  // The default submit button, as RJSF draws it (the same element across keystrokes: not drawn again).
  const submitButton = useMemo(() => {
    const { SubmitButton } = rjsfRegistry.templates.ButtonTemplates;
    let submitOptions = (getUiOptions(uiSchema).submitButtonOptions ?? {}) as Record<string, unknown>;
    if (disabled) submitOptions = { ...submitOptions, props: { ...(submitOptions.props as object | undefined), disabled: true } };
    return <SubmitButton uiSchema={{ 'ui:options': { submitButtonOptions: submitOptions } }} registry={rjsfRegistry} />;
  }, [rjsfRegistry, uiSchema, disabled]);

  if (readOnly) return <ReadOnlyView schema={schema} uiSchema={uiSchema} formData={data} editAction={editAction} />;

  return (
    <FormErrorsContext.Provider value={store}>
      <ErrorSummary message={errors?.[0]?.message} />
      <form ref={formRef} className="rjsf" noValidate onSubmit={handleSubmit}>
        <FormFields
          schema={rootSchema}
          uiSchema={uiSchema}
          formData={data}
          registry={rjsfRegistry}
          disabled={disabled}
          onChange={handleFieldChange}
        />
        {children ?? submitButton}
      </form>
      <form id={longListForm} hidden noValidate onSubmit={preventSubmit} />
    </FormErrorsContext.Provider>
  );
}

export default TesseraForm;
