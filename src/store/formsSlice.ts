import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormSummary } from '@/types/api';
import type { Flow } from '@/engine/flows/types';

/**
 * Which forms and flows the browser has. The compiled schemas live in the forms registry (not
 * serialisable, kept outside the store); the store records what is loaded, by version.
 */
export interface FormsState {
  list: FormSummary[];
  listStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** Form id → loaded version. */
  loaded: Record<string, string>;
  /** Counts the forms put in the registry (a reload after a publication included): screens that read the registry follow it. */
  revision: number;
  loading: string[];
  flows: Record<string, Flow>;
  /**
   * The reference lists the forms name (`ui:options.referenceData`: fee schedules, providers …) for the
   * form studio, as the account-opening wizard has them; null until asked for, {} when not available
   * to the user (a role without account opening).
   */
  referenceData: Record<string, unknown> | null;
}

const initialState: FormsState = { list: [], listStatus: 'idle', loaded: {}, loading: [], flows: {}, referenceData: null, revision: 0 };

const formsSlice = createSlice({
  name: 'forms',
  initialState,
  reducers: {
    formListRequested: (s) => {
      s.listStatus = 'loading';
    },
    formListLoaded: (s, a: PayloadAction<FormSummary[]>) => {
      s.list = a.payload;
      s.listStatus = 'ready';
    },
    formListFailed: (s) => {
      s.listStatus = 'failed';
    },
    formRequested: (s, a: PayloadAction<string>) => {
      if (!s.loading.includes(a.payload)) s.loading.push(a.payload);
    },
    /** The served form changed (a version published in the form studio): fetch it again, keeping the one loaded until then. */
    formReloadRequested: (_s, _a: PayloadAction<string>) => undefined,
    formLoaded: (s, a: PayloadAction<{ id: string; version: string }>) => {
      s.loaded[a.payload.id] = a.payload.version;
      s.revision += 1;
      s.loading = s.loading.filter((id) => id !== a.payload.id);
    },
    formFailed: (s, a: PayloadAction<string>) => {
      s.loading = s.loading.filter((id) => id !== a.payload);
    },
    flowRequested: (_s, _a: PayloadAction<string>) => undefined,
    flowLoaded: (s, a: PayloadAction<Flow>) => {
      s.flows[a.payload.id] = a.payload;
    },
    referenceDataRequested: () => undefined,
    referenceDataLoaded: (s, a: PayloadAction<Record<string, unknown>>) => {
      s.referenceData = a.payload;
    },
  },
});

export const formsActions = formsSlice.actions;
export default formsSlice.reducer;
