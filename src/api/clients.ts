import { http, unwrap } from './client';
import type { ClientEntry, ConsultantSummary, InvestmentSummaryEntry } from '@/types/api';

/** GET clients/consultantsummary. */
export const getConsultantSummary = () => http.get<{ Data: ConsultantSummary }>('clients/consultantsummary').then(unwrap);
/** GET clients/list: the adviser's clients. */
export const getClientList = () => http.get<{ Data: ClientEntry[] }>('clients/list').then(unwrap);
/** GET clients/investmentsummary. */
export const getInvestmentSummary = () => http.get<{ Data: InvestmentSummaryEntry[] }>('clients/investmentsummary').then(unwrap);
/** GET clients/adminlist: every client of the brand (admins and owners). */
export const getAdminClientList = () => http.get<{ Data: ClientEntry[] }>('clients/adminlist').then(unwrap);
