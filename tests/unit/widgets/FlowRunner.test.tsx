import { act, fireEvent, screen } from '@testing-library/react';
import type { Flow } from '@/engine';
import { FlowRunner } from '@/widgets/FlowRunner';
import { DRAFT_SAVE_DELAY_MS } from '@/widgets/flowDraft';
import profileReminderFlow from '../../../schemas/flows/profile-reminder.json';
import { inlineForm, registryWith, renderFluent } from './support/widgets';

const named = (id: string, label: string, message: string) => ({
  schema: inlineForm(
    id,
    { Value: { type: 'string', title: label, minLength: 1 } },
    { required: ['Value'], errorMessage: { required: { Value: message } } },
  ),
});

const registry = registryWith(
  named('step-a', 'First answer', 'First answer is required'),
  named('step-b', 'Second answer', 'Second answer is required'),
  named('step-c', 'Third answer', 'Third answer is required'),
);

const flow: Flow = {
  id: 'tiny',
  version: '1.0.0',
  title: 'Tiny flow',
  stages: [
    {
      id: 'Only',
      title: 'Only stage',
      steps: [
        { id: 'A', title: 'Step A', form: 'step-a' },
        { id: 'B', title: 'Step B', form: 'step-b', when: { properties: { IncludeB: { const: true } }, required: ['IncludeB'] } },
        { id: 'C', title: 'Step C', form: 'step-c' },
      ],
    },
  ],
};

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = async (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

function run(context: Record<string, unknown>, storage = new MemoryStorage(), onComplete = jest.fn()) {
  const view = renderFluent(
    <FlowRunner flow={flow} context={context} registry={registry} draftKey="user-1" storage={storage} onComplete={onComplete} />,
  );
  return { ...view, storage, onComplete };
}

describe('FlowRunner', () => {
  test('Next is blocked by an invalid step, which shows its first error', async () => {
    run({ IncludeB: true });
    await press('Next');
    expect(heading()).toBe('Step A');
    expect(screen.getByRole('alert').textContent).toBe('First answer is required');
  });

  test('Next moves on once the step is valid, and the tracker marks the current step', async () => {
    run({ IncludeB: true });
    type('First answer', 'one');
    await press('Next');
    expect(heading()).toBe('Step B');
    const current = screen.getByRole('navigation', { name: 'Progress' }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('Step B');
  });

  test('a step whose condition does not hold is skipped going forward and going back', async () => {
    run({ IncludeB: false });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Step A', 'Step C']);
    type('First answer', 'one');
    await press('Next');
    expect(heading()).toBe('Step C');
    await press('Previous');
    expect(heading()).toBe('Step A');
    expect(field('First answer').value).toBe('one');
  });

  test('passing the last step completes the flow with the answers of the steps that exist', async () => {
    const { onComplete } = run({ IncludeB: false });
    type('First answer', 'one');
    await press('Next');
    type('Third answer', 'three');
    await press('Finish');
    expect(onComplete).toHaveBeenCalledWith({ A: { Value: 'one' }, C: { Value: 'three' } });
  });

  test('the draft is saved half a second after typing and restored after a remount', async () => {
    jest.useFakeTimers();
    try {
      const first = run({ IncludeB: true });
      type('First answer', 'one');
      await press('Next');
      type('Second answer', 'half-typed');
      expect(first.storage.getItem('flowDraft:tiny:user-1') ?? '').not.toContain('half-typed');
      act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
      expect(JSON.parse(first.storage.getItem('flowDraft:tiny:user-1')!)).toMatchObject({
        stepId: 'B',
        answers: { A: { Value: 'one' }, B: { Value: 'half-typed' } },
      });
      first.unmount();

      run({ IncludeB: true }, first.storage);
      expect(heading()).toBe('Step B');
      expect(field('Second answer').value).toBe('half-typed');
    } finally {
      jest.useRealTimers();
    }
  });

  test('completing the flow removes its draft for good', async () => {
    jest.useFakeTimers();
    try {
      const { storage } = run({ IncludeB: false });
      type('First answer', 'one');
      await press('Next');
      type('Third answer', 'three');
      await press('Finish');
      act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
      expect(storage.getItem('flowDraft:tiny:user-1')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('a screen step shows the slot the caller supplies', async () => {
    const withScreen: Flow = {
      ...flow,
      stages: [
        {
          id: 'S',
          title: 'Stage',
          steps: [
            { id: 'Intro', title: 'Introduction', screen: 'intro' },
            { id: 'A', title: 'Step A', form: 'step-a' },
          ],
        },
      ],
    };
    renderFluent(
      <FlowRunner
        flow={withScreen}
        context={{}}
        registry={registry}
        draftKey="k"
        storage={new MemoryStorage()}
        onComplete={jest.fn()}
        screens={{ intro: <p>Welcome to the flow</p> }}
      />,
    );
    expect(screen.getByText('Welcome to the flow')).toBeTruthy();
    await press('Next');
    expect(heading()).toBe('Step A');
  });

  test('the profile reminder flow asks step 1 on its own and relabels Next on step 2', async () => {
    const profileFlow = profileReminderFlow as Flow;
    renderFluent(
      <FlowRunner
        flow={profileFlow}
        context={{ DetailsUpdated: false, CphqUser: false, DetailsChanged: true }}
        registry={registryWith('profile-reminder')}
        draftKey="dmoclient2"
        storage={new MemoryStorage()}
        initialAnswers={{ ProfileReminder: { firstName: 'Jane', lastName: 'Doe' } }}
        onComplete={jest.fn()}
      />,
    );
    // The e-mail is required by the form but hidden on step 1, so step 1 validates what it asks.
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, my details have changed' }));
    await press('Next');
    expect(screen.getByRole('button', { name: 'Confirm Details' })).toBeTruthy();
    await press('Confirm Details');
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
  });
});
