// The impact check's shared inputs: what it reads, its error result, and the paging of in-flight openings.
import type { Kysely } from 'kysely';
import type { Flow, SchemaRegistry } from '@/engine';
import type { Database } from '../db/schema';
import { isObject, SECTION_OF_FORM, type SectionName, type Sections } from '../services/accountOpening';

/** Rows read per query: the check pages through the tables, it never loads a whole table. */
export const IMPACT_PAGE_SIZE = 500;

/** What the impact check reads: the database and the forms and flows in effect (`app.forms`). */
export interface ImpactDeps {
  db: Kysely<Database>;
  /** The current compiled forms and flows (`app.forms`, or any `loadForms` result). */
  forms: { registry: SchemaRegistry; flows: ReadonlyMap<string, Flow> };
  /** Rows per page (default IMPACT_PAGE_SIZE). */
  pageSize?: number;
}

/** The check could not run: the draft does not compile or does not fit. Never thrown; returned. */
export interface ImpactCheckError {
  ok: false;
  /** One sentence for the studio to show, e.g. `The draft of "kyc" does not compile: …`. */
  error: string;
}

/** An error's text, for the one-sentence error of a report. */
export const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

// ---------------------------------------------------------------------------------------------
// In-flight account openings: where each form's answers live in an opening's sections

/**
 * The answers of `formId` in an opening's saved sections, as the section saves store them
 * (services/accountOpeningSections.ts): personal details hold `{ Holders, Correspondence }`, the
 * investment profile `{ RiskProfile, Appropriateness }`; every other section is its form's answers.
 * @returns the answers, or undefined when the opening has none for the form
 */
export function openingAnswersOf(formId: string, sections: Sections): unknown {
  const section = SECTION_OF_FORM[formId];
  const data = section ? sections[section] : undefined;
  if (!data) return undefined;
  let answers: unknown = data;
  if (formId === 'personal-details') answers = { Holders: data.Holders };
  else if (formId === 'correspondence') answers = data.Correspondence;
  else if (formId === 'risk-profile') answers = data.RiskProfile;
  else if (formId === 'account-appropriateness') answers = data.Appropriateness;
  return isObject(answers) ? answers : undefined;
}

/**
 * In-flight openings (not completed), a page at a time: ids above `after`, with their current
 * sections (only `section` when given: a form check needs one).
 */
export async function openingsPage(
  db: Kysely<Database>,
  after: number,
  pageSize: number,
  section?: SectionName,
): Promise<Array<{ id: number; sections: Sections }>> {
  const openings = await db
    .selectFrom('account_openings')
    .select('id')
    .where('status', '!=', 'Completed')
    .where('id', '>', after)
    .orderBy('id')
    .limit(pageSize)
    .execute();
  if (!openings.length) return [];
  const rows = await db
    .selectFrom('account_opening_sections')
    .select(['opening_id', 'section', 'data_json'])
    .where(
      'opening_id',
      'in',
      openings.map((o) => o.id),
    )
    .where('current', '=', 1)
    .$if(section !== undefined, (q) => q.where('section', '=', section!))
    .execute();
  const byId = new Map<number, Sections>(openings.map((o) => [o.id, {}]));
  for (const r of rows) {
    const data: unknown = JSON.parse(r.data_json);
    if (isObject(data)) byId.get(r.opening_id)![r.section as keyof Sections] = data;
  }
  return [...byId.entries()].map(([id, sections]) => ({ id, sections }));
}
