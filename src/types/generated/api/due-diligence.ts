/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/due-diligence.json. */
// Ongoing due diligence: reminder, skip, details and country metadata (compliance spec §2.4, §3.4, §7; issue 12 item 3).

import type { AnyObject } from './common';

/** Whether the client's due-diligence review is due, how often 'Remind Me Later' was used since it became due and how often it may be (the brand's dueDiligenceSkipLimit), and when the details were last confirmed (yyyy-MM-dd, null if never). */
export interface DueDiligenceReminder {
  IsReminderDue: boolean;
  SkipCount: number;
  SkipLimit: number;
  LastDueDiligenceUpdateDate: string | null;
}

/** The skip count after a 'Remind Me Later', and the limit. */
export interface DueDiligenceSkip {
  SkipCount: number;
  SkipLimit: number;
}

export interface SkipParams {
  /** The client's Boston id (session details.bostonId). */
  bostonId: string;
}

/** One source of wealth or of funds: an id of the due-diligence source list (engine DUE_DILIGENCE_SOURCES) and remarks. */
export interface SourceItem {
  Id: number;
  Remarks?: string;
}

/** The details object of the four stages: GeneralDetails is the answers of the due-diligence-general-details form (the platform account and the holders), SourceOfWealth and SourceOfFunds the lists of the two source forms, MoreInformation the last stage's text. */
export interface DueDiligenceDetails {
  GeneralDetails: AnyObject;
  SourceOfWealth: SourceItem[];
  SourceOfFunds: SourceItem[];
  MoreInformation?: string;
}

/** GET accounts/duediligence/details: the stored details the review is prefilled with, the account type (the flow context's AccountTypeId) and whether the account has a secondary holder (IsJoint). */
export interface DueDiligenceDetailsInfo {
  Details: DueDiligenceDetails;
  AccountTypeId: number;
  IsJoint: boolean;
}

/** POST accounts/duediligence/details. Details in the shape of DueDiligenceDetails, judged by the due-diligence forms (their messages, not the route's); Unchanged true ('No' on the introduction) confirms the stored details as they are, and Details may then be left out. */
export interface DueDiligenceSubmission {
  Details?: AnyObject;
  Unchanged?: boolean;
}

/** The documents to e-mail to the consultant (engine rule dueDiligenceDocuments), in the order the confirmation lists them. */
export interface DueDiligenceSubmitAnswer {
  Documents: string[];
}

/** One country of the reference list with its risk category (Low 1, Moderate 2, High 3) and CRS status (NonCRS: not a jurisdiction of the OECD Common Reporting Standard). */
export interface DueDiligenceCountry {
  Value: number;
  Text: string;
  Description: string;
  RiskCategory: 1 | 2 | 3;
  NonCRS: boolean;
}
