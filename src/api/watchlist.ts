import { http, unwrap } from './client';

/** A watchlist row (trading §3 "Watchlist item"; docs/api.md WatchlistItem). FallRate is stored negative. */
export interface WatchlistItem {
  ShoppingBasketId: number; FundId: number; FundName: string; ISIN: string; ProductType: string; Currency: string; CurrencySymbol: string;
  StartDate: string; ModifiedDate: string; StampNAV: number | null; NAV: number | null; NavDate: string | null;
  OneDay: number | null; OneWeek: number | null; OneMonth: number | null; ThreeMonths: number | null; SixMonths: number | null; YTD: number | null;
  OneYear: number | null; ThreeYears: number | null; FiveYears: number | null; ReturnPercent: number | null;
  GainRate: number; FallRate: number; AddedBy: string | null;
  Fees: { InitialFee: number | null; ManagementFee: number | null; ExitFee: number | null; PublishCharge: number | null; ActualCharge: number | null };
}

/** One of an adviser's clients in the add-to-client-watchlist modal. */
export interface ClientWatchlistEntry { Id: number; Name: string; BostonId: string; InWatchlist: boolean }

/** The adviser acting in a client session ("log in as"): watchlist calls then add the consultant role id (portal-shell §6). */
type Acting = { ConsultantRoleId?: number };

/** GET watchlist/getlist. */
export const getWatchlist = () => http.get<{ Data: WatchlistItem[] }>('watchlist/getlist').then(unwrap);

/** POST watchlist/addwatchlist: at today's NAV with targets 5 / -5; 409 when it is there already. */
export const addToWatchlist = (body: { ISIN?: string; FundId?: number } & Acting) =>
  http.post<{ Data: WatchlistItem }>('watchlist/addwatchlist', body).then(unwrap);

/** POST watchlist/removeWatchlist. */
export const removeFromWatchlist = (body: { ShoppingBasketId: number } & Acting) =>
  http.post<{ Data: { Removed: number; FundName: string } }>('watchlist/removeWatchlist', body).then(unwrap);

/** POST watchlist/editWatchlist: the gain and fall targets (FallRate either sign; stored negative). */
export const editWatchlist = (body: { ShoppingBasketId: number; GainRate: number; FallRate: number } & Acting) =>
  http.post<{ Data: WatchlistItem }>('watchlist/editWatchlist', body).then(unwrap);

/** GET watchlist/clientlist: the adviser's clients for a product (currency EUR). */
export const getClientWatchlistClients = (ISIN: string) =>
  http.get<{ Data: ClientWatchlistEntry[] }>('watchlist/clientlist', { params: { ISIN, currency: 'EUR' } }).then(unwrap);

/** POST watchlist/addclientwatchlist. */
export const addToClientWatchlists = (body: { CurrentUserBostonId: string; ClientBostonIds: string[]; FundId?: number; ISIN?: string; NAV?: number }) =>
  http.post<{ Data: { FundName: string; Added: string[]; AlreadyInWatchlist: string[] } }>('watchlist/addclientwatchlist', body).then(unwrap);
