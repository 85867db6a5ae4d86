import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SnackbarType = 'default' | 'success' | 'warning' | 'error';
export interface Snackbar {
  id: number;
  message: string;
  type: SnackbarType;
  hasIcon: boolean;
  hasClose: boolean;
  autoClose: boolean;
}

export interface UiState {
  snackbars: Snackbar[];
  /** Messages of the error modal, already formatted as HTML (sanitised again when inserted). */
  errors: string[];
  /** Ids of the modals open now: they lock page scroll and decide whether the active account may change. */
  openModals: string[];
  cartAtCheckout: boolean;
  notices: { limitedFunctionality: boolean; summaryOutOfDate: boolean; newFeature: boolean };
}

const initialState: UiState = {
  snackbars: [],
  errors: [],
  openModals: [],
  cartAtCheckout: false,
  notices: { limitedFunctionality: false, summaryOutOfDate: false, newFeature: false },
};

let nextId = 1;

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    snackbarShown: {
      reducer: (state, action: PayloadAction<Snackbar>) => {
        state.snackbars.push(action.payload);
      },
      prepare: (s: { message: string; type?: SnackbarType; hasIcon?: boolean; hasClose?: boolean; autoClose?: boolean }) => ({
        payload: {
          id: nextId++,
          message: s.message,
          type: s.type ?? 'default',
          hasIcon: s.hasIcon ?? true,
          hasClose: s.hasClose ?? true,
          autoClose: s.autoClose ?? true,
        },
      }),
    },
    snackbarDismissed: (state, action: PayloadAction<number>) => {
      state.snackbars = state.snackbars.filter((s) => s.id !== action.payload);
    },
    errorRaised: (state, action: PayloadAction<string>) => {
      if (!state.errors.includes(action.payload)) state.errors.push(action.payload);
    },
    errorsCleared: (state) => {
      state.errors = [];
    },
    modalOpened: (state, action: PayloadAction<string>) => {
      if (!state.openModals.includes(action.payload)) state.openModals.push(action.payload);
    },
    modalClosed: (state, action: PayloadAction<string>) => {
      state.openModals = state.openModals.filter((m) => m !== action.payload);
    },
    cartCheckoutChanged: (state, action: PayloadAction<boolean>) => {
      state.cartAtCheckout = action.payload;
    },
    noticeShown: (state, action: PayloadAction<keyof UiState['notices']>) => {
      state.notices[action.payload] = true;
    },
    noticeClosed: (state, action: PayloadAction<keyof UiState['notices']>) => {
      state.notices[action.payload] = false;
    },
  },
});

export const uiActions = uiSlice.actions;
export default uiSlice.reducer;
