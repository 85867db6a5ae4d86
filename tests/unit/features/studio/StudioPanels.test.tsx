import { act, screen, within } from '@testing-library/react';
import AuditPanel, { timeOf } from '@/features/studio/AuditPanel';
import ImpactPanel from '@/features/studio/ImpactPanel';
import type { DraftContent, ImpactReport } from '@/features/studio/service';
import TestsPanel, { TESTS_DEBOUNCE_MS } from '@/features/studio/TestsPanel';
import type { AuditLog, FixturesCheck, Version } from '@/types/generated/api/studio';
import { inlineForm, renderFluent } from '../../widgets/support/widgets';

const form = (title: string): DraftContent => ({ schema: inlineForm('income', { Name: { type: 'string', title } }), ui: {} });

const fixturesCheck = (failing: boolean): FixturesCheck => ({
  Passed: failing ? 1 : 2,
  Failed: failing ? 1 : 0,
  Fixtures: [
    { Name: 'salary-only', Expect: 'valid', Passed: true, FirstError: null, Path: null, Expected: null, Problem: null },
    failing
      ? {
          Name: 'missing-us-person',
          Expect: 'invalid',
          Passed: false,
          FirstError: 'Please tell us whether you are a US person',
          Path: '/USPerson',
          Expected: 'Please state whether you are a US person',
          Problem:
            'Fixture invalid/missing-us-person should fail first with "Please state whether you are a US person" but the first error is "Please tell us whether you are a US person" at /USPerson.',
        }
      : {
          Name: 'missing-us-person',
          Expect: 'invalid',
          Passed: true,
          FirstError: 'Please state whether you are a US person',
          Path: '/USPerson',
          Expected: 'Please state whether you are a US person',
          Problem: null,
        },
  ],
});

const resultRows = () =>
  within(screen.getByRole('list', { name: 'Test results' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('TestsPanel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('runs the fixtures once the draft rests, shows pass/fail with the first message, and runs again only after a change rests', async () => {
    const runs: string[] = [];
    const check = (content: DraftContent) => {
      const title = (content.schema.properties as Record<string, { title: string }>).Name.title;
      runs.push(title);
      return Promise.resolve(fixturesCheck(title !== 'Name'));
    };
    const view = renderFluent(<TestsPanel content={form('Name')} check={check} />);
    expect(screen.getByRole('status').textContent).toBe('Running the tests…');
    await act(async () => jest.advanceTimersByTime(TESTS_DEBOUNCE_MS));
    expect(screen.getByRole('status').textContent).toBe('All 2 tests pass.');
    expect(resultRows()).toEqual([
      'Passvalid/salary-onlyAccepted.',
      'Passinvalid/missing-us-personRefused first with “Please state whether you are a US person”.',
    ]);
    // Two quick changes: one run, for the last.
    view.rerender(<TestsPanel content={form('Full name')} check={check} />);
    await act(async () => jest.advanceTimersByTime(TESTS_DEBOUNCE_MS / 2));
    view.rerender(<TestsPanel content={form('Your name')} check={check} />);
    await act(async () => jest.advanceTimersByTime(TESTS_DEBOUNCE_MS - 1));
    expect(runs).toEqual(['Name']);
    await act(async () => jest.advanceTimersByTime(1));
    expect(runs).toEqual(['Name', 'Your name']);
    expect(screen.getByRole('status').textContent).toBe('1 of 2 tests fail: the draft cannot be submitted until they pass.');
    expect(resultRows()[1]).toBe(
      'Failinvalid/missing-us-personFixture invalid/missing-us-person should fail first with "Please state whether you are a US person" but the first error is "Please tell us whether you are a US person" at /USPerson.',
    );
  });

  test("the server's refusal of the draft is shown", async () => {
    const check = () => Promise.reject(new Error('The form has no "title".'));
    renderFluent(<TestsPanel content={form('Name')} check={check} />);
    await act(async () => jest.advanceTimersByTime(TESTS_DEBOUNCE_MS));
    expect(screen.getByText('The tests could not run: The form has no "title".')).toBeTruthy();
  });
});

const draftVersion = { Id: 7, Version: 2, Status: 'draft' } as Version;
const report: ImpactReport = {
  ok: true,
  formId: 'kyc',
  version: '1.0.1',
  submissions: { checked: 12, failing: 3, newlyFailing: 2 },
  openings: { checked: 4, failing: 1, newlyFailing: 1 },
  groups: [
    {
      keyword: 'maxLength',
      schemaPath: '#/properties/Remarks/maxLength',
      path: '/Remarks',
      label: 'Remarks',
      message: 'Remarks must be at most 200 characters',
      submissions: { count: 2, exampleIds: [3, 9] },
      openings: { count: 1, exampleIds: [4] },
    },
  ],
  elapsedMs: 12,
};
const cells = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('ImpactPanel', () => {
  test('shows a loading state, then the counts checked, failing and newly failing, and the failing rules by field', async () => {
    let answer: (r: ImpactReport) => void = () => undefined;
    const impact = (id: number) => {
      expect(id).toBe(7);
      return new Promise<ImpactReport>((resolve) => (answer = resolve));
    };
    renderFluent(<ImpactPanel version={draftVersion} impact={impact} />);
    expect(screen.getByRole('heading', { name: 'Impact of version 2 on existing answers' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking the stored answers…');
    await act(async () => answer(report));
    expect(cells('Answers checked')).toEqual([
      ['Answers', 'Checked', 'Failing', 'Newly failing'],
      ['Stored submissions', '12', '3', '2'],
      ['Openings in flight', '4', '1', '1'],
    ]);
    expect(cells('Failing rules')).toEqual([
      ['Field', 'Rule', 'Message', 'Submissions', 'Openings'],
      ['Remarks', 'Maximum length', 'Remarks must be at most 200 characters', '2', '1'],
    ]);
  });

  test("no failing answer says so; the server's refusal is shown", async () => {
    const clean: ImpactReport = { ...report, groups: [] };
    const view = renderFluent(<ImpactPanel version={draftVersion} impact={() => Promise.resolve(clean)} />);
    expect(await screen.findByText('No stored answer fails this version.')).toBeTruthy();
    view.unmount();
    renderFluent(<ImpactPanel version={draftVersion} impact={() => Promise.reject(new Error('The draft of "kyc" does not compile: x'))} />);
    expect(await screen.findByText('The draft of "kyc" does not compile: x')).toBeTruthy();
  });
});

const log = (valid: boolean): AuditLog => ({
  Entries: [
    {
      Seq: 1,
      At: '2026-01-01T00:00:00.000Z',
      ActorId: null,
      Action: 'seeded',
      Kind: 'form',
      FormId: 'kyc',
      Version: 1,
      Detail: {},
      PrevHash: '0',
      Hash: 'a',
    },
    {
      Seq: 2,
      At: '2026-02-01T10:00:00.000Z',
      ActorId: 5,
      Action: 'submitted',
      Kind: 'form',
      FormId: 'kyc',
      Version: 2,
      Detail: { changeNote: 'Clearer US person message', fixturesPassed: 28 },
      PrevHash: 'a',
      Hash: 'b',
    },
    {
      Seq: 3,
      At: '2026-02-02T10:00:00.000Z',
      ActorId: 6,
      Action: 'published',
      Kind: 'form',
      FormId: 'kyc',
      Version: 2,
      Detail: { effectiveFrom: '2026-02-02T10:00:00.000Z', scheduled: false },
      PrevHash: 'b',
      Hash: 'c',
    },
  ],
  Chain: valid
    ? { Valid: true, Entries: 3, BrokenAt: null, Reason: null }
    : { Valid: false, Entries: 3, BrokenAt: 2, Reason: 'its hash does not match its content' },
});

describe('AuditPanel', () => {
  test('lists time, who, action, form, version and note, and says the chain is verified', async () => {
    const names = new Map([[5, 'Cornelia Brandt']]);
    renderFluent(<AuditPanel formId="kyc" audit={() => Promise.resolve(log(true))} names={names} />);
    expect(await screen.findByText('Chain verified: all 3 entries are linked by their hashes.')).toBeTruthy();
    expect(cells('Audit log entries')).toEqual([
      ['Time', 'Who', 'Action', 'Form', 'Version', 'Note'],
      [timeOf('2026-01-01T00:00:00.000Z'), 'System', 'Loaded from schemas/', 'kyc', '1', ''],
      [timeOf('2026-02-01T10:00:00.000Z'), 'Cornelia Brandt', 'Submitted for review', 'kyc', '2', 'Clearer US person message'],
      [timeOf('2026-02-02T10:00:00.000Z'), 'User 6', 'Published', 'kyc', '2', 'In effect at once'],
    ]);
  });

  test('a broken chain names the first broken entry and why', async () => {
    renderFluent(<AuditPanel formId="kyc" audit={() => Promise.resolve(log(false))} names={new Map()} />);
    expect(await screen.findByText('The chain is broken at entry 2: its hash does not match its content')).toBeTruthy();
  });
});
