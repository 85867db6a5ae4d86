import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FormVersion } from '@/engine/studio';
import StructuredEditor from '@/features/studio/StructuredEditor';
import FormStudioPage from '@/features/studio/FormStudioPage';
import { draftResolver, servedVersion } from '@/features/studio/draft';
import { inlineForm, registryWith, renderFluent } from '../../widgets/support/widgets';

const income = inlineForm(
  'income',
  {
    Name: { type: 'string', title: 'Name', maxLength: 50 },
    Income: { type: 'number', title: 'Annual income', minimum: 0, maximum: 1000000 },
    Kind: { type: 'string', title: 'Kind', enum: ['a', 'b'] },
  },
  { required: ['Name'], errorMessage: { required: { Name: 'Name is required' } } },
);
const registry = registryWith({ schema: income, ui: { Kind: { 'ui:enumNames': ['Alpha', 'Beta'] } } });

/** The editor over a draft held in state, as the page holds it; `latest` is the last draft handed up. */
function renderEditor() {
  const seen: FormVersion[] = [];
  function Harness() {
    const [draft, setDraft] = useState(() => servedVersion(registry, 'income'));
    return (
      <StructuredEditor
        draft={draft}
        resolve={draftResolver(registry, draft)}
        onChange={(next) => {
          seen.push(next);
          setDraft(next);
        }}
      />
    );
  }
  renderFluent(<Harness />);
  return { latest: () => seen[seen.length - 1], count: () => seen.length };
}

function pick(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /Field to edit/ }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

const section = (name: string) => screen.getByRole('group', { name });
const props = (draft: FormVersion) => draft.schema.properties as Record<string, Record<string, unknown>>;

describe('StructuredEditor', () => {
  test('lists every field by its label, and edits nothing until one is picked', () => {
    const editor = renderEditor();
    fireEvent.click(screen.getByRole('combobox', { name: /Field to edit/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Name', 'Annual income', 'Kind']);
    expect(screen.queryByRole('group', { name: 'Label' })).toBeNull();
    expect(editor.count()).toBe(0);
  });

  test("changes a label; a blank one is refused with the engine's sentence under the input", () => {
    const editor = renderEditor();
    pick('Annual income');
    const input = within(section('Label')).getByLabelText('Label');
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply label' }));
    expect(within(section('Label')).getByText("'Annual income' needs a label")).toBeTruthy();
    expect(editor.count()).toBe(0);
    fireEvent.change(input, { target: { value: 'Yearly income' } });
    fireEvent.submit(input);
    expect(props(editor.latest()).Income.title).toBe('Yearly income');
    expect(within(section('Label')).queryByText("'Annual income' needs a label")).toBeNull();
  });

  test('tightens a bound, removes one when emptied, and refuses a minimum above the maximum', () => {
    const editor = renderEditor();
    pick('Annual income');
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '500000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply bounds' }));
    expect(props(editor.latest()).Income).toMatchObject({ minimum: 0, maximum: 500000 });
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '600000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply bounds' }));
    expect(
      within(section('Bounds')).getByText("'Annual income': the minimum (600,000) must not be above the maximum (500,000)"),
    ).toBeTruthy();
    expect(editor.count()).toBe(1);
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply bounds' }));
    expect(props(editor.latest()).Income.minimum).toBeUndefined();
  });

  test("a text field gets its length bounds, not a number's", () => {
    const editor = renderEditor();
    pick('Name');
    expect(screen.queryByLabelText('Maximum')).toBeNull();
    fireEvent.change(screen.getByLabelText('Maximum length'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply bounds' }));
    expect(within(section('Length')).getByText("'Name': the maximum length must be a whole number of characters from 0")).toBeTruthy();
    expect(editor.count()).toBe(0);
  });

  test('makes a field optional and required again', () => {
    const editor = renderEditor();
    pick('Name');
    const required = screen.getByRole('switch', { name: 'Required' });
    fireEvent.click(required);
    expect(editor.latest().schema.required).toBeUndefined();
    fireEvent.click(screen.getByRole('switch', { name: 'Required' }));
    expect(editor.latest().schema.required).toEqual(['Name']);
  });

  test('adds, renames and removes options; an option already there is refused', () => {
    const editor = renderEditor();
    pick('Kind');
    expect(
      within(screen.getByRole('list', { name: 'Options' }))
        .getAllByRole('textbox')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Alpha', 'Beta']);
    fireEvent.change(screen.getByLabelText("New option's value"), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText("New option's label"), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(within(section('Options')).getByText('\'Kind\' already has the option "a"')).toBeTruthy();
    fireEvent.change(screen.getByLabelText("New option's value"), { target: { value: 'c' } });
    fireEvent.change(screen.getByLabelText("New option's label"), { target: { value: 'Gamma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(props(editor.latest()).Kind.enum).toEqual(['a', 'b', 'c']);
    expect((editor.latest().ui.Kind as Record<string, unknown>)['ui:enumNames']).toEqual(['Alpha', 'Beta', 'Gamma']);
    fireEvent.change(screen.getByLabelText('Label of the option "b"'), { target: { value: 'Bravo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename the option "b"' }));
    expect((editor.latest().ui.Kind as Record<string, unknown>)['ui:enumNames']).toEqual(['Alpha', 'Bravo', 'Gamma']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the option "a"' }));
    expect(props(editor.latest()).Kind.enum).toEqual(['b', 'c']);
  });

  test('sets the message for a missing answer and a help text', () => {
    const editor = renderEditor();
    pick('Name');
    fireEvent.click(screen.getByRole('combobox', { name: 'Message for' }));
    fireEvent.click(screen.getByRole('option', { name: 'Missing answer' }));
    const message = within(section('Error messages')).getByLabelText('Message');
    expect((message as HTMLTextAreaElement).value).toBe('Name is required');
    fireEvent.change(message, { target: { value: 'Please give your name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply message' }));
    expect(editor.latest().schema.errorMessage).toEqual({ required: { Name: 'Please give your name' } });
    fireEvent.change(within(section('Help text')).getByLabelText(/Help text/), { target: { value: 'As on your passport' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply help text' }));
    expect(editor.latest().ui.Name).toEqual({ 'ui:help': 'As on your passport' });
  });
});

describe('FormStudioPage with a draft', () => {
  test('the preview draws the draft, the changes list it with the bound marked Breaking, and discarding restores the published version', async () => {
    renderFluent(<FormStudioPage registry={registry} formIds={['income']} />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Preview of the published version')).toBeTruthy();
    pick('Annual income');
    fireEvent.change(within(section('Label')).getByLabelText('Label'), { target: { value: 'Yearly income' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply label' }));
    expect(within(preview).getByLabelText(/^Yearly income/)).toBeTruthy();
    // Only a label changed: the published rules apply, so the preview still validates.
    expect(within(preview).queryByText(/draws it without validating/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '500000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply bounds' }));
    expect(within(preview).getByText(/This draft changes the form's rules, so the preview draws it without validating/)).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Check answers' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'income (draft)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Changes (2)' }));
    const rows = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      "'Annual income' renamed to 'Yearly income'",
      "'Yearly income' maximum lowered from 1,000,000 to 500,000Breaking",
    ]);
    expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toBe(
      '2 changes from the published version, 1 of them breaking.',
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discard the draft' })));
    expect(screen.getByRole('tab', { name: 'Changes (0)' })).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toBe('No changes from the published version.');
    expect(within(preview).getByLabelText(/^Annual income/)).toBeTruthy();
  });
});
