import { act, fireEvent, screen } from '@testing-library/react';
import FormPreviewPage from '@/features/studio/FormPreviewPage';
import { inlineForm, registryWith, renderFluent } from '../../widgets/support/widgets';

const greeting = inlineForm('greeting', { Name: { type: 'string', title: 'Name', minLength: 1 } }, { required: ['Name'], errorMessage: { required: { Name: 'Name is required' } } });
const note = inlineForm('note', { Text: { type: 'string', title: 'Text' } });
const registry = registryWith({ schema: greeting }, { schema: note });

describe('FormPreviewPage', () => {
  test('lists every served form and shows the first one with its version', () => {
    renderFluent(<FormPreviewPage registry={registry} formIds={['greeting', 'note']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['greeting', 'note']);
    expect(screen.getByRole('button', { name: 'greeting' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/greeting · version 1\.0\.0/)).toBeTruthy();
  });

  test('a chosen form is validated by the engine and a valid one shows the submitted answers', async () => {
    renderFluent(<FormPreviewPage registry={registry} formIds={['greeting', 'note']} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(screen.getByRole('alert').textContent).toBe('Name is required');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(screen.getByLabelText('Submitted answers').textContent).toContain('"Name": "Ada"');
  });

  test('choosing another form shows it, and a form the registry lacks says so', () => {
    renderFluent(<FormPreviewPage registry={registry} formIds={['greeting', 'note', 'missing']} />);
    fireEvent.click(screen.getByRole('button', { name: 'note' }));
    expect(screen.getByLabelText('Text')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'missing' }));
    expect(screen.getByText('The form "missing" is not loaded.')).toBeTruthy();
  });
});
