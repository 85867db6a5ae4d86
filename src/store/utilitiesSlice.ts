import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContentPage } from '@/engine/content/pages';
import type { CurrencyRate } from '@/types/api';
import { portfolioActions } from './portfolioSlice';
import type { RootState } from './rootReducer';
import { sessionActions } from './sessionSlice';

/** One read: its content once answered, or the message of its failure. */
export type Read<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/**
 * The footer's utilities (issue 14 item 7): the content pages read (GET content/{page}, the host
 * brand's or the default) and the Currency Converter's rates with when they were read.
 */
export interface UtilitiesState {
  pages: Partial<Record<ContentPage, Read<Record<string, unknown>>>>;
  rates: Read<{ rates: CurrencyRate[]; readAt: string }> | null;
}

const initialState: UtilitiesState = { pages: {}, rates: null };

const utilitiesSlice = createSlice({
  name: 'utilities',
  initialState,
  reducers: {
    /** A page opened (or Try again): read its content. */
    contentRequested: (s, a: PayloadAction<ContentPage>) => {
      s.pages[a.payload] = { status: 'loading' };
    },
    contentLoaded: (s, a: PayloadAction<{ page: ContentPage; content: Record<string, unknown> }>) => {
      s.pages[a.payload.page] = { status: 'ready', data: a.payload.content };
    },
    contentFailed: (s, a: PayloadAction<{ page: ContentPage; message: string }>) => {
      s.pages[a.payload.page] = { status: 'failed', message: a.payload.message };
    },
    /** The converter opened (or Try again): read the rates afresh. */
    ratesRequested: (s) => {
      s.rates = { status: 'loading' };
    },
    ratesLoaded: (s, a: PayloadAction<{ rates: CurrencyRate[]; readAt: string }>) => {
      s.rates = { status: 'ready', data: a.payload };
    },
    ratesFailed: (s, a: PayloadAction<string>) => {
      s.rates = { status: 'failed', message: a.payload };
    },
  },
  // Nothing of one session stays for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
    builder.addCase(portfolioActions.cleared, () => initialState);
  },
});

export const utilitiesActions = utilitiesSlice.actions;
export default utilitiesSlice.reducer;

export const selectContentRead = (page: ContentPage) => (s: RootState) => s.utilities.pages[page];
export const selectConverterRates = (s: RootState) => s.utilities.rates;

declare module './rootReducer' {
  /** The utilities slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    utilities: UtilitiesState;
  }
}
