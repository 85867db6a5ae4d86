import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FooterInfo, WhiteLabel } from '@/types/api';

export interface BrandState {
  status: 'loading' | 'ready' | 'unknown';
  brand: WhiteLabel | null;
  footer: FooterInfo | null;
  companyAddressHtml: string | null;
}

const initialState: BrandState = { status: 'loading', brand: null, footer: null, companyAddressHtml: null };

const brandSlice = createSlice({
  name: 'brand',
  initialState,
  reducers: {
    brandLoaded: (state, action: PayloadAction<WhiteLabel>) => {
      state.status = 'ready';
      state.brand = action.payload;
    },
    brandUnknown: (state) => {
      state.status = 'unknown';
      state.brand = null;
    },
    footerLoaded: (state, action: PayloadAction<FooterInfo>) => {
      state.footer = action.payload;
    },
    companyAddressRequested: () => undefined,
    companyAddressLoaded: (state, action: PayloadAction<string>) => {
      state.companyAddressHtml = action.payload;
    },
  },
});

export const brandActions = brandSlice.actions;
export default brandSlice.reducer;
