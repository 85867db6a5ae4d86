import type { Version } from '@/types/generated/api/studio';

/** A studio version as the API answers it: version 1 of a form, published, with `fields` over it. */
export function studioVersion(fields: Partial<Version> = {}): Version {
  return {
    Id: 1,
    Kind: 'form',
    FormId: 'income',
    Version: 1,
    Status: 'published',
    ContentHash: 'x',
    AuthorId: null,
    AuthorName: null,
    ApproverId: null,
    ApproverName: null,
    CreatedAt: '2026-01-01T00:00:00Z',
    SubmittedAt: null,
    ApprovedAt: null,
    PublishedAt: null,
    EffectiveFrom: null,
    ChangeNote: null,
    ReviewNote: null,
    BasedOnVersion: null,
    ...fields,
  };
}
