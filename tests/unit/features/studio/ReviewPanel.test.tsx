import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FormVersion } from '@/engine/studio';
import ReviewPanel, { type StudioService } from '@/features/studio/ReviewPanel';
import type { StudioItem, Version } from '@/types/generated/api/studio';
import { inlineForm, renderFluent } from '../../widgets/support/widgets';
import { studioVersion } from './studioVersion';

const draft: FormVersion = { schema: inlineForm('income', { Name: { type: 'string', title: 'Name' } }), ui: {} };

const version = studioVersion;

/**
 * A stand-in for the studio API that keeps versions in memory and refuses as the server words it
 * (the server's own behaviour is covered by tests/api/studio.test.ts and the browser test).
 */
function fakeStudio(stored: Version[] = [version({ ChangeNote: 'From schemas/' })]) {
  const versions: Version[] = stored;
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
    version: (id) => Promise.resolve({ ...(versions.find((v) => v.Id === id) as Version), Content: draft }),
    publish: (id, effectiveFrom) => {
      calls.push(`publish ${id} ${effectiveFrom ?? 'now'}`);
      if (effectiveFrom !== undefined && Date.parse(effectiveFrom) < Date.now())
        return refuse('The effective-from date must be a date and time, now or in the future.');
      const v = versions.find((x) => x.Id === id) as Version;
      if (!effectiveFrom) for (const other of versions) if (other.Status === 'published') other.Status = 'retired';
      Object.assign(v, { Status: effectiveFrom ? 'scheduled' : 'published', EffectiveFrom: effectiveFrom ?? new Date().toISOString() });
      return Promise.resolve(v);
    },
    rollback: (id) => {
      calls.push(`rollback ${id}`);
      const made = version({ Id: versions.length + 1, Version: versions.length + 1, Status: 'draft', BasedOnVersion: id });
      versions.push(made);
      return Promise.resolve(made);
    },
    impact: () => Promise.reject(new Error('not used here')),
    checkFixtures: () => Promise.reject(new Error('not used here')),
    audit: () => Promise.resolve({ Entries: [], Chain: { Valid: true, Entries: 0, BrokenAt: null, Reason: null } }),
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
    expect(rows()).toEqual(['Version 2 by Cornelia BrandtDraftOpenCheck against existing answers', 'Version 1: From schemas/Published']);
    await click('Submit for review');
    expect(screen.getByRole('status').textContent).toBe('A change note is required to submit a version for review.');
    fireEvent.change(screen.getByLabelText(/Change note/), { target: { value: 'Clearer label' } });
    await click('Submit for review');
    expect(screen.getByRole('status').textContent).toBe('Version 2 is submitted for review.');
    expect(rows()[0]).toBe('Version 2 by Cornelia Brandt: Clearer labelIn reviewOpenCheck against existing answersApprove');
    await click('Approve version 2');
    expect(screen.getByRole('status').textContent).toBe(
      'You may not approve or send back your own change: a second person must review it.',
    );
    expect(calls).toEqual(['save 1 new', 'submit 2', 'submit 2', 'approve 2']);
  });

  test('publishes an approved version now; the earlier version is then retired', async () => {
    const { service, calls } = fakeStudio([
      version({ ChangeNote: 'From schemas/' }),
      version({ Id: 2, Version: 2, Status: 'approved', AuthorName: 'Cornelia Brandt' }),
    ]);
    await act(async () => renderFluent(<ReviewPanel formId="income" draft={undefined} service={service} />));
    await click('Publish now: version 2');
    expect(screen.getByRole('status').textContent).toBe('Version 2 is published and in effect now.');
    expect(rows()[0]).toBe('Version 2 by Cornelia BrandtPublished');
    expect(rows()[1]).toBe('Version 1: From schemas/RetiredRoll back to this version');
    expect(calls).toEqual(['publish 2 now']);
  });

  test("schedules with the date-time picker; a time in the past is refused with the server's sentence", async () => {
    const { service, calls } = fakeStudio([version({}), version({ Id: 2, Version: 2, Status: 'approved' })]);
    await act(async () => renderFluent(<ReviewPanel formId="income" draft={undefined} service={service} />));
    await click('Schedule version 2');
    const picker = screen.getByLabelText(/Version 2 in effect from/);
    expect((picker as HTMLInputElement).type).toBe('datetime-local');
    fireEvent.change(picker, { target: { value: '2020-01-01T09:00' } });
    await click('Schedule');
    expect(screen.getByRole('status').textContent).toBe('The effective-from date must be a date and time, now or in the future.');
    await click('Schedule version 2');
    fireEvent.change(screen.getByLabelText(/Version 2 in effect from/), { target: { value: '2099-03-01T09:30' } });
    await click('Schedule');
    const at = new Date('2099-03-01T09:30').toISOString();
    expect(screen.getByRole('status').textContent).toBe(`Version 2 is scheduled: in effect from ${new Date(at).toLocaleString()}.`);
    expect(rows()[0]).toMatch(/^Version 2Scheduledeffective from /);
    expect(calls).toEqual(['publish 2 2020-01-01T' + new Date('2020-01-01T09:00').toISOString().slice(11), `publish 2 ${at}`]);
  });

  test('rolling back to a retired version makes a new draft and opens its content in the editor; a stored draft opens too', async () => {
    const { service, calls } = fakeStudio([version({ Status: 'retired' }), version({ Id: 2, Version: 2, Status: 'published' })]);
    const opened: unknown[] = [];
    await act(async () => renderFluent(<ReviewPanel formId="income" draft={undefined} service={service} onOpen={(c) => opened.push(c)} />));
    expect(screen.queryByRole('button', { name: 'Roll back to this version: version 2' })).toBeNull();
    await click('Roll back to this version: version 1');
    expect(screen.getByRole('status').textContent).toBe(
      'Version 3 is a new draft with the content of version 1, open in the editor: submit it for review to roll back.',
    );
    expect(calls).toEqual(['rollback 1']);
    expect(opened).toEqual([draft]);
    expect(rows()[0]).toMatch(/^Version 3DraftOpenCheck against existing answers/);
    await click('Open version 3 in the editor');
    expect(screen.getByRole('status').textContent).toBe('Version 3 is open in the editor.');
    expect(opened).toEqual([draft, draft]);
  });
});
