/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/content.json. */
// The utilities' content pages per brand and the standard fees (issue 14 item 7; portal-shell spec §2 footer quick links; compliance spec §7 Standard fees).

import type { Id } from './common';

export interface ContentParams {
  /** A page of src/engine/content/pages.ts. */
  page:
    | 'glossary'
    | 'risk-profile'
    | 'faq-investing'
    | 'faq-alerts'
    | 'terminology'
    | 'how-to-buy-sell'
    | 'how-to-remit-cash'
    | 'how-to-send-cash'
    | 'online-documents'
    | 'terms-for-customers';
}

/** GET content/{page}: the host brand's own file for the page (schemas/content/<brand code>/<page>.json) or else the default (schemas/content/default/<page>.json). */
export interface ContentPage {
  Page: string;
  /** The page's kind: its content passes schemas/content/<Kind>.schema.json (schemas:check). */
  Kind: 'glossary' | 'faq' | 'terminology' | 'how-to' | 'risk-profile' | 'online-documents' | 'document';
  /** Where the content came from: 'default' or the brand's code. */
  Source: string;
  /** The page's JSON as checked by schemas:check against schemas/content/<Kind>.schema.json. */
  Content: Record<string, unknown>;
}

export interface StandardFeesQuery {
  whitelabelID?: Id;
  /** A fee schedule: access type × 10 + fee option (11, 13 instant access; 21, 23 term account). */
  feeSchedulesID: number;
}

/** GET accounts/standardfees: every fee of the schedule with the values the standard (not custom) schedule allows, named as the fees form names them. */
export interface StandardFees {
  FeeSchedulesId: number;
  AccessTypeId: number;
  AccessType: string;
  FeeOptionId: number;
  FeeOption: string;
  Fees: Array<{
    /** The fee's field in schemas/forms/fees. */
    Field: string;
    Name: string;
    Values: Array<{
      Value: number;
      Text: string;
    }>;
  }>;
}
