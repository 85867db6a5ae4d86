import type { Flow } from '@/engine/flows/types';
import type { FormVersion } from '@/engine/studio';
import type {
  AuditLog,
  DraftFixtures,
  FixturesCheck,
  FlowImpactReport,
  FormImpactReport,
  StudioItem,
  Version,
} from '@/types/generated/api/studio';

/** A form draft as the studio saves it: the form (`{schema, ui}`) and the draft's own fixtures, when it has any. */
export type DraftContent = FormVersion & { fixtures?: DraftFixtures };

/** What the impact check answers for a version (a form's or a flow's report). */
export type ImpactReport = FormImpactReport | FlowImpactReport;

/**
 * The studio API's review life cycle for one kind of document (src/app/studioService.ts wires it
 * to src/api/studio; a refusal rejects with the server's sentence). `id` is the form's or the
 * flow's id; `C` what a version of it holds.
 */
export interface ReviewService<C> {
  /** The document's versions, newest first, and the one in effect. */
  versions: (id: string) => Promise<StudioItem | undefined>;
  /** One version with its content. */
  version: (id: number) => Promise<Version>;
  /** Saves the draft: a new draft version based on `basedOnVersion`, or new content for the draft `id`. */
  save: (id: string, draft: C, basedOnVersion: number, versionId?: number) => Promise<Version>;
  /** Submits a draft for review with its change note. */
  submit: (id: number, changeNote: string) => Promise<Version>;
  /** Approves a version in review (a second person). */
  approve: (id: number) => Promise<Version>;
  /** Publishes an approved version now, or from `effectiveFrom` (an ISO date-time) when given. */
  publish: (id: number, effectiveFrom?: string) => Promise<Version>;
  /** Starts a rollback to a published version: a new draft with its content. */
  rollback: (id: number) => Promise<Version>;
  /** The version checked against the stored answers and in-flight drafts. */
  impact: (id: number) => Promise<ImpactReport>;
  /** The document's audit log entries and the chain's verdict. */
  audit: (id: string) => Promise<AuditLog>;
}

/** The studio API as the form studio page uses it: the review life cycle of forms, and their fixtures. */
export interface StudioService extends ReviewService<DraftContent> {
  /** The fixtures' outcomes for unsaved content, and the draft's verdict on `answers` when given. */
  checkFixtures: (formId: string, content: DraftContent, answers?: Record<string, unknown>) => Promise<FixturesCheck>;
}

/** The studio API as the flow studio page uses it (a flow has no fixtures). */
export type FlowStudioService = ReviewService<Flow>;

/** The draft's content as saved: the draft's own fixtures added only when there are some. */
export function contentOf(draft: FormVersion, fixtures: DraftFixtures | undefined): DraftContent {
  const some = !!fixtures && (Object.keys(fixtures.valid ?? {}).length > 0 || Object.keys(fixtures.invalid ?? {}).length > 0);
  return some ? { ...draft, fixtures } : draft;
}
