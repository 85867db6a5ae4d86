import { act, screen, within } from '@testing-library/react';
import type { DraftContent } from '@/features/studio/service';
import TestsPanel, { TESTS_DEBOUNCE_MS } from '@/features/studio/TestsPanel';
import type { FixturesCheck } from '@/types/generated/api/studio';
import { inlineForm, renderFluent } from '../../widgets/support/widgets';

const content: DraftContent = { schema: inlineForm('income', { Name: { type: 'string', title: 'Name' } }), ui: {} };
const PROBLEM =
  'Fixture invalid/missing-us-person should fail first with "Please state whether you are a US person" but the first error is "Tell us" at /USPerson.';
const check: FixturesCheck = {
  Passed: 2,
  Failed: 1,
  Fixtures: [
    { Name: 'salary-only', Expect: 'valid', Passed: true, FirstError: null, Path: null, Expected: null, Problem: null },
    { Name: 'minimal', Expect: 'valid', Passed: true, FirstError: null, Path: null, Expected: null, Problem: null },
    {
      Name: 'missing-us-person',
      Expect: 'invalid',
      Passed: false,
      FirstError: 'Tell us',
      Path: '/USPerson',
      Expected: 'Please state whether you are a US person',
      Problem: PROBLEM,
    },
  ],
};

describe('TestsPanel by keyboard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function renderResults() {
    renderFluent(<TestsPanel content={content} check={() => Promise.resolve(check)} />);
    await act(async () => jest.advanceTimersByTime(TESTS_DEBOUNCE_MS));
    return within(screen.getByRole('list', { name: 'Test results' })).getAllByRole('listitem');
  }

  test('each test is a focusable line named by its verdict, its name and its first message', async () => {
    const items = await renderResults();
    expect(items.map((li) => li.tabIndex)).toEqual([0, 0, 0]);
    expect(screen.getByRole('listitem', { name: 'Pass valid/salary-only Accepted.' })).toBe(items[0]);
    expect(screen.getByRole('listitem', { name: `Fail invalid/missing-us-person ${PROBLEM}` })).toBe(items[2]);
  });

  test('the list is one arrow-key group (tabster mover, vertical, remembering the last test read): the browser journey presses the keys', async () => {
    await renderResults();
    const list = screen.getByRole('list', { name: 'Test results' });
    expect(JSON.parse(list.getAttribute('data-tabster') ?? '{}')).toMatchObject({ mover: { direction: 1, memorizeCurrent: true } });
  });
});
