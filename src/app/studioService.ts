import { toApiError } from '@/api/client';
import * as studioApi from '@/api/studio';
import type { Flow } from '@/engine/flows/types';
import type { DraftContent, FlowStudioService, ReviewService, StudioService } from '@/features/studio/service';
import type { Version } from '@/types/generated/api/studio';
import { getStudioBrandLooks } from '@/api/studioBrands';

/** A call of the studio API whose refusal rejects with the server's sentence. */
function withMessage<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    const { status, message } = toApiError(error);
    throw new Error(message ?? (status === 0 ? 'The studio could not be reached. Try again.' : `The studio answered ${status}.`));
  });
}

/** The review life cycle of one kind of document; `published` hears of a version in effect now. */
function reviewServiceFor<C>(kind: 'form' | 'flow', published: (id: string) => void): ReviewService<C> {
  return {
    versions: (id) => withMessage(studioApi.listStudioVersions({ kind, formId: id }).then((items) => items[0])),
    save: (id, draft, basedOnVersion, versionId) =>
      withMessage(
        versionId === undefined
          ? studioApi.createStudioDraft({ kind, formId: id, basedOnVersion, content: draft })
          : studioApi.editStudioDraft(versionId, { content: draft }),
      ),
    submit: (id, changeNote) => withMessage(studioApi.submitStudioVersion(id, changeNote)),
    approve: (id) => withMessage(studioApi.approveStudioVersion(id)),
    version: (id) => withMessage(studioApi.getStudioVersion(id)),
    publish: (id, effectiveFrom) =>
      withMessage(studioApi.publishStudioVersion(id, effectiveFrom)).then((version: Version) => {
        if (version.Status === 'published' && Date.parse(version.EffectiveFrom ?? '') <= Date.now()) published(version.FormId);
        return version;
      }),
    rollback: (id) => withMessage(studioApi.rollbackStudioVersion(id)),
    impact: (id) => withMessage(studioApi.checkStudioImpact(id)),
    audit: (id) => withMessage(studioApi.getStudioAudit({ kind, formId: id })),
  };
}

/**
 * The studio API for a studio page (the route is where features meet the API): a form's review
 * life cycle and fixtures, or a flow's review life cycle. A publication in effect now calls
 * `published` with the form's or flow's id, so the route reloads the served version and the page
 * starts from it.
 */
export function studioServiceFor(kind: 'form', published: (formId: string) => void): StudioService;
export function studioServiceFor(kind: 'flow', published: (flowId: string) => void): FlowStudioService;
export function studioServiceFor(kind: 'form' | 'flow', published: (id: string) => void): StudioService | FlowStudioService {
  if (kind === 'flow') return reviewServiceFor<Flow>('flow', published);
  return {
    ...reviewServiceFor<DraftContent>('form', published),
    checkFixtures: (formId, content, answers) =>
      withMessage(studioApi.checkStudioFixtures({ kind: 'form', formId, content, ...(answers ? { answers } : {}) })),
  };
}

/** The brands whose look the form studio's preview may take: one function for the page's life, so the list is read once. */
export const loadStudioBrandLooks = () => withMessage(getStudioBrandLooks());
