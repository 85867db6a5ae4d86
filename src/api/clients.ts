import { http, unwrap } from './client';
import type { ClientEntry, ConsultantSummary, InvestmentSummaryEntry } from '@/types/api';
import type { ClientDirectoryPage, ClientDirectoryQuery } from '@/types/generated/api/clients';

/** GET clients/consultantsummary. */
export const getConsultantSummary = () => http.get<{ Data: ConsultantSummary }>('clients/consultantsummary').then(unwrap);
/** GET clients/list: the adviser's clients. */
export const getClientList = () => http.get<{ Data: ClientEntry[] }>('clients/list').then(unwrap);
/** GET clients/investmentsummary. */
export const getInvestmentSummary = () => http.get<{ Data: InvestmentSummaryEntry[] }>('clients/investmentsummary').then(unwrap);
/** GET clients/adminlist: every client of the brand (admins and owners). */
export const getAdminClientList = () => http.get<{ Data: ClientEntry[] }>('clients/adminlist').then(unwrap);
/** GET clients/directory: one page of the adviser's clients, searched and sorted by the server. */
export const getClientDirectory = (query: ClientDirectoryQuery) =>
  http.get<{ Data: ClientDirectoryPage }>('clients/directory', { params: query }).then(unwrap);
