import guide from '../../../schemas/guides/source-of-funds-guidelines.json';

/** One origin of funds of the Source of Funds Guidelines (compliance §2.8). */
export interface SourceOfFundsGuidelineRow {
  id: string;
  origin: string;
  /** Risk categories 1 and 2: the details filled in at the Investment Profile step. */
  details: string;
  /** Risk category 3: the document that proves the origin. */
  proof: string;
}

/** The Source of Funds Guidelines table (compliance §2.8), as schemas/guides holds it (checked by schemas:check). */
export interface SourceOfFundsGuidelines {
  title: string;
  intro: string;
  columns: { origin: string; details: string; proof: string };
  rows: SourceOfFundsGuidelineRow[];
}

export const SOURCE_OF_FUNDS_GUIDELINES: SourceOfFundsGuidelines = guide;

/** The `ui:options.guide` value that puts the Source of Funds Guidelines beside a part of a form. */
export const SOURCE_OF_FUNDS_GUIDE_ID = 'source-of-funds-guidelines';
