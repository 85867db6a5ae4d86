import { http, unwrap } from './client';
import type { AddForClientsAnswer, ClientWatchlistEntry, RemovedWatchlistItem, WatchlistItem } from '@/types/api';

/** The adviser acting in a client session ("log in as"): watchlist calls then add the consultant role id (portal-shell §6). */
type Acting = { ConsultantRoleId?: number };

/** GET watchlist/getlist. */
export const getWatchlist = () => http.get<{ Data: WatchlistItem[] }>('watchlist/getlist').then(unwrap);

/** POST watchlist/addwatchlist: at today's NAV with targets 5 / -5; 409 when it is there already. */
export const addToWatchlist = (body: { ISIN?: string; FundId?: number } & Acting) =>
  http.post<{ Data: WatchlistItem }>('watchlist/addwatchlist', body).then(unwrap);

/** POST watchlist/removeWatchlist. */
export const removeFromWatchlist = (body: { ShoppingBasketId: number } & Acting) =>
  http.post<{ Data: RemovedWatchlistItem }>('watchlist/removeWatchlist', body).then(unwrap);

/** POST watchlist/editWatchlist: the gain and fall targets (FallRate either sign; stored negative). */
export const editWatchlist = (body: { ShoppingBasketId: number; GainRate: number; FallRate: number } & Acting) =>
  http.post<{ Data: WatchlistItem }>('watchlist/editWatchlist', body).then(unwrap);

/** GET watchlist/clientlist: the adviser's clients for a product (currency EUR). */
export const getClientWatchlistClients = (ISIN: string) =>
  http.get<{ Data: ClientWatchlistEntry[] }>('watchlist/clientlist', { params: { ISIN, currency: 'EUR' } }).then(unwrap);

/** POST watchlist/addclientwatchlist. */
export const addToClientWatchlists = (body: {
  CurrentUserBostonId: string;
  ClientBostonIds: string[];
  FundId?: number;
  ISIN?: string;
  NAV?: number;
}) => http.post<{ Data: AddForClientsAnswer }>('watchlist/addclientwatchlist', body).then(unwrap);
