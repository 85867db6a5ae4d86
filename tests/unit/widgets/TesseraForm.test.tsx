import { act, fireEvent, screen, within } from '@testing-library/react';
import { TesseraForm } from '@/widgets/TesseraForm';
import { inlineForm, registryWith, renderFluent, watchConsole } from './support/widgets';

const contact = inlineForm('contact', {
  Name: { type: 'string', title: 'Name', minLength: 1, errorMessage: { minLength: 'Name must not be empty' } },
  Age: { type: 'integer', title: 'Age', minimum: 18, errorMessage: { minimum: 'You must be at least 18', type: 'Age must be a whole number' } },
}, {
  required: ['Name', 'Age'],
  errorMessage: { required: { Name: 'Name is required', Age: 'Age is required' } },
});

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('TesseraForm', () => {
  let console_: ReturnType<typeof watchConsole>;
  beforeEach(() => { console_ = watchConsole(); });
  afterEach(() => console_.restore());

  test('a failed submit shows the first error with the schema\'s own message above the form and under its field', async () => {
    const onSubmit = jest.fn();
    renderFluent(<TesseraForm registry={registryWith({ schema: contact })} formId="contact" onSubmit={onSubmit} />);
    await act(async () => submit());
    expect(screen.getByRole('alert').textContent).toBe('Name is required');
    expect(screen.getAllByText('Name is required')).toHaveLength(2);
    expect(screen.queryByText('Age is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(console_.messages()).toEqual([]);
  });
});
