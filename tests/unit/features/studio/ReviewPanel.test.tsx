import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FormVersion } from '@/engine/studio';
import ReviewPanel, { type StudioService } from '@/features/studio/ReviewPanel';
import type { StudioItem, Version } from '@/types/generated/api/studio';
import { inlineForm, renderFluent } from '../../widgets/support/widgets';

const draft: FormVersion = { schema: inlineForm('income', { Name: { type: 'string', title: 'Name' } }), ui: {} };

function version(fields: Partial<Version>): Version {
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

/**
 * A stand-in for the studio API that keeps versions in memory and refuses as the server words it
 * (the server's own behaviour is covered by tests/api/studio.test.ts and the browser test).
 */
function fakeStudio() {
  const versions: Version[] = [version({ ChangeNote: 'From schemas/' })];
  const calls: string[] = [];
  const refuse = (message: string) => Promise.reject(new Error(message));
  const item = (): StudioItem => ({ Kind: 'form', FormId: 'income', Title: 'Income', InEffect: 1, Versions: [...versions].reverse() });
  const service: StudioService = {
    versions: () => Promise.resolve(item()),
    save: (_formId, _draft, basedOn, id) => {
      calls.push(`save ${basedOn} ${id ?? 'new'}`);
      if (id !== undefined) return Promise.resolve(versions.find((v) => v.Id === id) as Version);
      const saved = version({ Id: 2, Version: 2, Status: 'draft', AuthorName: 'Cornelia Brandt', BasedOnVersion: basedOn });
      versions.push(saved);
      return Promise.resolve(saved);
    },
    submit: (id, note) => {
      calls.push(`submit ${id}`);
      if (note.trim() === '') return refuse('A change note is required to submit a version for review.');
      const v = versions.find((x) => x.Id === id) as Version;
      Object.assign(v, { Status: 'in_review', ChangeNote: note });
      return Promise.resolve(v);
    },
    approve: (id) => {
      calls.push(`approve ${id}`);
      return refuse('You may not approve or send back your own change: a second person must review it.');
    },
  };
  return { service, calls };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Versions' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ReviewPanel', () => {
  test('lists the versions with their status; nothing to save while the draft is the published version', async () => {
    const { service } = fakeStudio();
    await act(async () => renderFluent(<ReviewPanel formId="income" draft={undefined} service={service} />));
    expect(rows()).toEqual(['Version 1: From schemas/Published']);
    expect(screen.getByRole('button', { name: 'Save the draft' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Change the form first: the draft is the published version.')).toBeTruthy();
  });

  test("saves the draft on the version in effect, refuses a submission without a note with the server's sentence, then submits", async () => {
    const { service, calls } = fakeStudio();
    await act(async () => renderFluent(<ReviewPanel formId="income" draft={draft} service={service} />));
    expect(screen.getByRole('button', { name: 'Submit for review' }).hasAttribute('disabled')).toBe(true);
    await click('Save the draft');
    expect(screen.getByRole('status').textContent).toBe('The draft is saved as version 2.');
    expect(rows()).toEqual(['Version 2 by Cornelia BrandtDraft', 'Version 1: From schemas/Published']);
    await click('Submit for review');
    expect(screen.getByRole('status').textContent).toBe('A change note is required to submit a version for review.');
    fireEvent.change(screen.getByLabelText(/Change note/), { target: { value: 'Clearer label' } });
    await click('Submit for review');
    expect(screen.getByRole('status').textContent).toBe('Version 2 is submitted for review.');
    expect(rows()[0]).toBe('Version 2 by Cornelia Brandt: Clearer labelIn reviewApprove');
    await click('Approve version 2');
    expect(screen.getByRole('status').textContent).toBe(
      'You may not approve or send back your own change: a second person must review it.',
    );
    expect(calls).toEqual(['save 1 new', 'submit 2', 'submit 2', 'approve 2']);
  });
});
