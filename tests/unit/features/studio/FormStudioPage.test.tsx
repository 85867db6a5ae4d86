import { act, fireEvent, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { validateForm } from '@/engine';
import type { DraftContent, StudioService } from '@/features/studio/service';
import type { FixturesCheck, StudioItem, Version } from '@/types/generated/api/studio';
import FormStudioPage from '@/features/studio/FormStudioPage';
import { inlineForm, registryWith, renderFluent } from '../../widgets/support/widgets';
import { studioVersion } from './studioVersion';

const greeting = inlineForm(
  'greeting',
  { Name: { type: 'string', title: 'Name', minLength: 1 } },
  { required: ['Name'], errorMessage: { required: { Name: 'Name is required' } } },
);
const note = inlineForm('note', { Text: { type: 'string', title: 'Text' } });
const registry = registryWith({ schema: greeting }, { schema: note });

describe('FormStudioPage', () => {
  test('lists every served form and shows the first one with its version', () => {
    renderFluent(<FormStudioPage registry={registry} formIds={['greeting', 'note']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['greeting', 'note']);
    expect(screen.getByRole('button', { name: 'greeting' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/greeting · version 1\.0\.0/)).toBeTruthy();
  });

  test('a chosen form is validated by the engine and a valid one shows the submitted answers', async () => {
    renderFluent(<FormStudioPage registry={registry} formIds={['greeting', 'note']} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(screen.getByRole('alert').textContent).toBe('Name is required');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(screen.getByLabelText('Submitted answers').textContent).toContain('"Name": "Ada"');
  });

  test('choosing another form shows it, and a form the registry lacks says so', () => {
    renderFluent(<FormStudioPage registry={registry} formIds={['greeting', 'note', 'missing']} />);
    fireEvent.click(screen.getByRole('button', { name: 'note' }));
    expect(screen.getByLabelText('Text')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'missing' }));
    expect(screen.getByText('The form "missing" is not loaded.')).toBeTruthy();
  });

  test('Try answers loads pasted answers into the form and shows their first error as a submit would', async () => {
    renderFluent(<FormStudioPage registry={registry} formIds={['greeting', 'note']} />);
    fireEvent.change(screen.getByLabelText('Try answers (JSON)'), { target: { value: '{}' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check answers' })));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Name is required']);
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('');
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    expect(screen.getByText('Not valid: one error, the first shown in the form above: “Name is required”')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Try answers (JSON)'), { target: { value: '{"Name": "Ada"}' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check answers' })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Ada');
    expect(screen.getByRole('status').textContent).toBe('The answers are valid.');
  });

  test('Try answers judges the answers as given, not as the form completes them with defaults', async () => {
    const rated = inlineForm(
      'rated',
      { Rate: { type: 'number', title: 'Rate', default: 5 } },
      { required: ['Rate'], errorMessage: { required: { Rate: 'Rate is required' } } },
    );
    renderFluent(<FormStudioPage registry={registryWith({ schema: rated })} formIds={['rated']} />);
    fireEvent.change(screen.getByLabelText('Try answers (JSON)'), { target: { value: '{}' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check answers' })));
    expect(screen.getByRole('alert').textContent).toBe('Rate is required');
    expect(screen.getByLabelText<HTMLInputElement>(/^Rate/).value).toBe('5');
  });

  test.each([
    ['{"Name": ', /^The answers are not valid JSON: /],
    ['["Ada"]', /^The answers must be a JSON object/],
    ['  ', /^Paste the answers as a JSON object/],
  ])('Try answers refuses %j with an announced message and leaves the form alone', async (text, message) => {
    renderFluent(<FormStudioPage registry={registry} formIds={['greeting', 'note']} />);
    fireEvent.change(screen.getByLabelText('Try answers (JSON)'), { target: { value: text } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check answers' })));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].textContent).toMatch(message);
    expect(screen.queryByRole('status')?.textContent ?? '').toBe('');
  });

  test("Save as a test case keeps the preview's answers in the draft's own fixtures, valid or invalid with the first message, and saves them with it", async () => {
    const saved: DraftContent[] = [];
    const stored = studioVersion({ FormId: 'greeting' });
    // The server judges answers with the draft; here the served validator stands in for it.
    const judge = (answers: Record<string, unknown>): FixturesCheck['Answers'] => {
      const first = validateForm(registry, 'greeting', answers).errors[0];
      return { Valid: !first, FirstError: first?.message ?? null, Path: first?.path ?? null };
    };
    const service: StudioService = {
      versions: () => Promise.resolve<StudioItem>({ Kind: 'form', FormId: 'greeting', Title: 'Greeting', InEffect: 1, Versions: [stored] }),
      version: () => Promise.resolve(stored),
      save: (_formId, content) => {
        saved.push(content);
        return Promise.resolve({ ...stored, Id: 2, Version: 2, Status: 'draft', BasedOnVersion: 1 });
      },
      submit: () => Promise.reject(new Error('unused')),
      approve: () => Promise.reject(new Error('unused')),
      publish: () => Promise.reject(new Error('unused')),
      rollback: () => Promise.reject(new Error('unused')),
      impact: () => Promise.reject(new Error('unused')),
      checkFixtures: (_formId, _content, answers) =>
        Promise.resolve({ Passed: 0, Failed: 0, Fixtures: [], ...(answers ? { Answers: judge(answers) } : {}) }),
      audit: () => Promise.resolve({ Entries: [], Chain: { Valid: true, Entries: 0, BrokenAt: null, Reason: null } }),
    };
    await act(async () => renderFluent(<FormStudioPage registry={registry} formIds={['greeting']} service={service} />));
    const box = within(screen.getByRole('region', { name: 'Save as a test case' }));
    fireEvent.change(box.getByLabelText(/Test case name/), { target: { value: 'Empty Name' } });
    await act(async () => fireEvent.click(box.getByRole('button', { name: 'Save as a test case' })));
    expect(box.getByText(/^A test case name is lower-case letters/)).toBeTruthy();
    fireEvent.change(box.getByLabelText(/Test case name/), { target: { value: 'empty-name' } });
    await act(async () => fireEvent.click(box.getByRole('button', { name: 'Save as a test case' })));
    expect(box.getByRole('status').textContent).toBe(
      'Saved "empty-name" as an invalid test case: the draft must refuse these answers first with “Name is required”.',
    );
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    fireEvent.change(box.getByLabelText(/Test case name/), { target: { value: 'ada' } });
    await act(async () => fireEvent.click(box.getByRole('button', { name: 'Save as a test case' })));
    expect(box.getByRole('status').textContent).toBe('Saved "ada" as a valid test case: the draft must accept these answers.');
    // The test cases alone make a draft to save, with the form as published.
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Review' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the draft' })));
    expect(saved).toHaveLength(1);
    expect(saved[0].fixtures).toEqual({
      invalid: { 'empty-name': { data: {}, firstError: 'Name is required' } },
      valid: { ada: { Name: 'Ada' } },
    });
    expect(saved[0].schema).toEqual(registry.schema('greeting'));
  });

  test("the draft starts with the version in effect's own test cases: they run in the Tests panel, and alone make no draft to save", async () => {
    const own = { invalid: { 'empty-name': { data: {}, firstError: 'Name is required' } } };
    const inEffect = {
      Id: 4,
      Kind: 'form',
      FormId: 'greeting',
      Version: 2,
      Status: 'published',
      ContentHash: 'x',
      AuthorId: 5,
      AuthorName: 'Cornelia Brandt',
      ApproverId: 6,
      ApproverName: 'Jonas Eriksen',
      CreatedAt: '2026-01-01T00:00:00Z',
      SubmittedAt: null,
      ApprovedAt: null,
      PublishedAt: null,
      EffectiveFrom: null,
      ChangeNote: 'Test case',
      ReviewNote: null,
      BasedOnVersion: 1,
    } satisfies Version;
    const checked: DraftContent[] = [];
    const unused = () => Promise.reject(new Error('unused'));
    const service: StudioService = {
      versions: () => Promise.resolve({ Kind: 'form', FormId: 'greeting', Title: 'Greeting', InEffect: 2, Versions: [inEffect] }),
      version: (id) => Promise.resolve({ ...inEffect, Id: id, Content: { schema: registry.schema('greeting'), ui: {}, fixtures: own } }),
      save: unused,
      submit: unused,
      approve: unused,
      publish: unused,
      rollback: unused,
      impact: unused,
      checkFixtures: (_formId, content) => {
        checked.push(content);
        return Promise.resolve({ Passed: 1, Failed: 0, Fixtures: [] });
      },
      audit: () => Promise.resolve({ Entries: [], Chain: { Valid: true, Entries: 0, BrokenAt: null, Reason: null } }),
    };
    await act(async () => renderFluent(<FormStudioPage registry={registry} formIds={['greeting']} service={service} />));
    await act(() => new Promise((done) => setTimeout(done, 600)));
    expect(checked.map((c) => c.fixtures)).toEqual([own]);
    expect(screen.getByText('All 1 tests pass.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Review' })));
    expect(screen.getByRole('button', { name: 'Save the draft' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('FormStudioPage after a publication', () => {
  test('starts from the served version put in the registry again: the preview shows it, and the draft it equals is gone', async () => {
    const served = registryWith({ schema: greeting }, { schema: note });
    const view = renderFluent(<FormStudioPage registry={served} formIds={['greeting', 'note']} servedRevision={1} />);
    // The draft: Name relabelled in the structured editor.
    fireEvent.click(screen.getByRole('combobox', { name: /Field to edit/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Name' }));
    const label = within(screen.getByRole('group', { name: 'Label' })).getByLabelText('Label');
    fireEvent.change(label, { target: { value: 'Full name' } });
    fireEvent.submit(label);
    expect(screen.getByRole('button', { name: 'greeting (draft)' })).toBeTruthy();
    // That version is published and the route puts it in the registry (in place) with a new revision.
    const published = inlineForm(
      'greeting',
      { Name: { type: 'string', title: 'Full name', minLength: 1 } },
      { required: ['Name'], errorMessage: { required: { Name: 'Name is required' } } },
    );
    served.addForm(published);
    // Re-rendered in the same provider, so the page keeps its state (its draft) as in the app.
    await act(async () =>
      view.rerender(
        <FluentProvider theme={webLightTheme}>
          <FormStudioPage registry={served} formIds={['greeting', 'note']} servedRevision={2} />
        </FluentProvider>,
      ),
    );
    expect(screen.getByRole('button', { name: 'greeting' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'greeting (draft)' })).toBeNull();
    expect(screen.getByText('Preview of the published version')).toBeTruthy();
    expect(screen.getByLabelText(/^Full name/)).toBeTruthy();
  });
});
