import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  Cart,
  CashPosition,
  ClientEntry,
  ConsultantSummary,
  CurrencyRate,
  Holdings,
  InvestmentSummaryEntry,
  MissingDocumentItem,
} from '@/types/api';

/**
 * The data login loads by role (portal-shell §4): a client's cash, missing documents, profile
 * reminder, cart and holdings; an adviser's rates, summaries and client lists.
 */
export interface PortfolioState {
  cashPosition: CashPosition | null;
  holdings: Holdings | null;
  cart: Cart | null;
  missingDocuments: MissingDocumentItem[];
  rates: CurrencyRate[];
  referenceCurrency: string;
  consultantSummary: ConsultantSummary | null;
  clientList: ClientEntry[];
  investmentSummary: InvestmentSummaryEntry[];
  adminClientList: ClientEntry[];
  profileReminderDue: boolean;
}

const initialState: PortfolioState = {
  cashPosition: null,
  holdings: null,
  cart: null,
  missingDocuments: [],
  rates: [],
  referenceCurrency: 'EUR',
  consultantSummary: null,
  clientList: [],
  investmentSummary: [],
  adminClientList: [],
  profileReminderDue: false,
};

const portfolioSlice = createSlice({
  name: 'portfolio',
  initialState,
  reducers: {
    cashPositionLoaded: (s, a: PayloadAction<CashPosition>) => {
      s.cashPosition = a.payload;
    },
    holdingsLoaded: (s, a: PayloadAction<Holdings>) => {
      s.holdings = a.payload;
    },
    cartLoaded: (s, a: PayloadAction<Cart>) => {
      s.cart = a.payload;
    },
    missingDocumentsLoaded: (s, a: PayloadAction<MissingDocumentItem[]>) => {
      s.missingDocuments = a.payload;
    },
    ratesLoaded: (s, a: PayloadAction<CurrencyRate[]>) => {
      s.rates = a.payload;
    },
    consultantSummaryLoaded: (s, a: PayloadAction<ConsultantSummary>) => {
      s.consultantSummary = a.payload;
    },
    clientListLoaded: (s, a: PayloadAction<ClientEntry[]>) => {
      s.clientList = a.payload;
    },
    investmentSummaryLoaded: (s, a: PayloadAction<InvestmentSummaryEntry[]>) => {
      s.investmentSummary = a.payload;
    },
    adminClientListLoaded: (s, a: PayloadAction<ClientEntry[]>) => {
      s.adminClientList = a.payload;
    },
    profileReminderChecked: (s, a: PayloadAction<boolean>) => {
      s.profileReminderDue = a.payload;
    },
    cleared: () => initialState,
  },
});

export const portfolioActions = portfolioSlice.actions;
export default portfolioSlice.reducer;
