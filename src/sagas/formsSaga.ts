import { call, getContext, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as api from '@/api';
import type { FlowDefinition, FormDefinition, FormSummary, OpeningFormInfo } from '@/types/api';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import type * as precompiledModule from '@/engine/forms/precompiled';
import type { PrecompiledModule } from '@/engine/forms/precompiled';
import type { Flow } from '@/engine/flows/types';
import { formsActions, type FormsState } from '@/store/formsSlice';
import { selectForms } from '@/store/selectors';
import type { RootState } from '@/store/rootReducer';
import { showError } from './effects';

export const FORM_LOAD_FAILED = 'Sorry! Looks like something went wrong while loading this form. Please refresh and try again.';

let definitionsLoaded = false;

/** The registry comes from the saga context as a promise-returning getter (loaded lazily). */
function* registry() {
  const get = (yield getContext('formsRegistry')) as () => Promise<SchemaRegistry>;
  return (yield call(get)) as SchemaRegistry;
}

/** The shared definitions, once per page load (every form may reference them). */
function* ensureDefinitions() {
  if (definitionsLoaded) return;
  const reg: SchemaRegistry = yield call(registry);
  const defs: Array<{ $id: string } & Record<string, unknown>> = yield call(api.getFormDefinitions);
  for (const d of defs) reg.addDefinitions(d);
  definitionsLoaded = true;
}

/**
 * Loads a form from the server into the registry (served at run time: a changed JSON file needs no
 * rebuild), with the validator the server precompiled for it (the browser compiles nothing).
 */
export function* loadForm(action: PayloadAction<string>) {
  const { loaded }: FormsState = yield select(selectForms);
  if (loaded[action.payload]) return;
  yield call(fetchForm, action);
}

/** Fetches a form again and replaces it in the registry (its new version's schema, ui and validator). */
export function* fetchForm(action: PayloadAction<string>) {
  const id = action.payload;
  try {
    yield call(ensureDefinitions);
    const definition: FormDefinition = yield call(api.getFormDefinition, id);
    const module: PrecompiledModule = yield call(api.getFormValidatorModule, definition);
    const { instantiatePrecompiledForm } = (yield call(() => import('@/engine/forms/precompiled'))) as typeof precompiledModule;
    const reg: SchemaRegistry = yield call(registry);
    reg.addForm(definition.schema, definition.ui, { precompiled: instantiatePrecompiledForm(module) });
    yield put(formsActions.formLoaded({ id, version: definition.version }));
  } catch (error) {
    yield put(formsActions.formFailed(id));
    yield call(showError, error, FORM_LOAD_FAILED);
  }
}

export function* loadFormList() {
  try {
    const list: FormSummary[] = yield call(api.getFormList);
    yield put(formsActions.formListLoaded(list));
  } catch (error) {
    yield put(formsActions.formListFailed());
    yield call(showError, error, FORM_LOAD_FAILED);
  }
}

/**
 * Hands a flow's precompiled conditions to the registry's condition evaluator, which compiles
 * nothing (loaded on first use, so the login route carries no forms engine).
 * @param reg - the browser's forms registry
 * @param conditions - the flow's served conditions module
 */
export async function installFlowConditions(reg: SchemaRegistry, conditions: PrecompiledModule): Promise<void> {
  const precompiled = await import('@/engine/forms/precompiled');
  reg.conditions.addPrecompiled(precompiled.instantiatePrecompiledConditions(conditions));
}

/** A flow from the server, its conditions ready in the registry: every caller gets a flow the browser can answer. */
export function* fetchFlow(id: string) {
  const { flow, conditions }: FlowDefinition = yield call(api.getFlowDefinition, id);
  const reg: SchemaRegistry = yield call(registry);
  yield call(installFlowConditions, reg, conditions);
  return flow;
}

/** Loads a flow (with its precompiled conditions: see fetchFlow). */
export function* loadFlow(action: PayloadAction<string>) {
  try {
    const flow: Flow = yield call(fetchFlow, action.payload);
    yield put(formsActions.flowLoaded(flow));
  } catch (error) {
    yield call(showError, error, FORM_LOAD_FAILED);
  }
}

/**
 * The reference lists for the form studio: those the account-opening wizard gets (the brand's fee
 * schedules, providers and the forms' own lists). A role without account opening gets none (403):
 * the studio then draws those selects empty, as before, and says nothing — the forms are still shown.
 */
export function* loadReferenceData() {
  const known: Record<string, unknown> | null = yield select((s: RootState) => s.forms.referenceData);
  if (known) return;
  const whiteLabelId: number | undefined = yield select((s: RootState) => s.brand.brand?.WhiteLabelId);
  try {
    const info: OpeningFormInfo = yield call(api.getAccountOpeningForm, whiteLabelId ?? 0);
    yield put(formsActions.referenceDataLoaded(info.ReferenceData ?? {}));
  } catch {
    yield put(formsActions.referenceDataLoaded({}));
  }
}

export function* watchForms() {
  // takeEvery: different forms load side by side; loadForm skips one already loaded.
  yield takeEvery(formsActions.formRequested.type, loadForm);
  // takeEvery: reloads of different forms are independent (one per publication).
  yield takeEvery(formsActions.formReloadRequested.type, fetchForm);
  // takeLeading: one list request at a time.
  yield takeLeading(formsActions.formListRequested.type, loadFormList);
  // takeEvery: flows are small and independent.
  yield takeEvery(formsActions.flowRequested.type, loadFlow);
  // takeLeading: one request; the lists are kept for the session.
  yield takeLeading(formsActions.referenceDataRequested.type, loadReferenceData);
}
