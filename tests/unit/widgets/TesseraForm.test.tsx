import { act, fireEvent, screen } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { uiFor, type Flow } from '@/engine';
import { TesseraForm } from '@/widgets/TesseraForm';
import accountOpeningFlow from '../../../schemas/flows/account-opening.json';
import { fixturesOf, inlineForm, registryWith, renderFluent } from './support/widgets';

const contact = inlineForm(
  'contact',
  {
    Name: { type: 'string', title: 'Name', minLength: 1, errorMessage: { minLength: 'Name must not be empty' } },
    Age: {
      type: 'integer',
      title: 'Age',
      minimum: 18,
      errorMessage: { minimum: 'You must be at least 18', type: 'Age must be a whole number' },
    },
    Email: { type: 'string', title: 'Email', maxLength: 20, errorMessage: { maxLength: 'Email must be at most 20 characters' } },
    Newsletter: { type: 'boolean', title: 'Newsletter' },
  },
  {
    required: ['Name', 'Age'],
    if: { properties: { Newsletter: { const: true } }, required: ['Newsletter'] },
    then: { required: ['Email'], errorMessage: { required: { Email: 'Email is required for the newsletter' } } },
    errorMessage: { required: { Name: 'Name is required', Age: 'Age is required' } },
  },
);
const contactUi = { 'ui:order': ['Name', 'Age', 'Email', 'Newsletter'] };

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = async (name = 'Submit') => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

describe('TesseraForm', () => {
  test("a failed submit shows the first error, with the schema's own message, above the form and under its field", async () => {
    const onSubmit = jest.fn();
    renderFluent(<TesseraForm registry={registryWith({ schema: contact, ui: contactUi })} formId="contact" onSubmit={onSubmit} />);
    await submit();
    expect(alertText()).toBe('Name is required');
    expect(screen.getAllByText('Name is required')).toHaveLength(2);
    expect(screen.queryByText('Age is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a read-only field (ui:readonly) is a focusable read-only input with its value, not a disabled one', async () => {
    const onSubmit = jest.fn();
    const ui = { ...contactUi, Name: { 'ui:readonly': true } };
    renderFluent(
      <TesseraForm
        registry={registryWith({ schema: contact, ui })}
        formId="contact"
        formData={{ Name: 'Ada Lovelace' }}
        onSubmit={onSubmit}
      />,
    );
    const name = field('Name');
    expect(name.value).toBe('Ada Lovelace');
    expect(name.readOnly).toBe(true);
    expect(name.disabled).toBe(false);
    name.focus();
    expect(document.activeElement).toBe(name);
    // Editable fields stay as they were.
    expect(field('Age').readOnly).toBe(false);
    type('Age', '36');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ Name: 'Ada Lovelace', Age: 36 });
  });

  test('a valid submit calls onSubmit with the answers and shows no error', async () => {
    const onSubmit = jest.fn();
    renderFluent(<TesseraForm registry={registryWith({ schema: contact, ui: contactUi })} formId="contact" onSubmit={onSubmit} />);
    type('Name', 'Ada');
    type('Age', '36');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ Name: 'Ada', Age: 36 });
    expect(alertText()).toBeNull();
  });

  test('after a failed submit, fixing the field re-validates it and the next error becomes the first', async () => {
    renderFluent(<TesseraForm registry={registryWith({ schema: contact, ui: contactUi })} formId="contact" />);
    await submit();
    type('Name', 'Ada');
    expect(alertText()).toBe('Age is required');
    type('Age', '12');
    expect(alertText()).toBe('You must be at least 18');
  });

  test('after a failed submit, a change does not raise errors on fields the user has not touched', async () => {
    renderFluent(<TesseraForm registry={registryWith({ schema: contact, ui: contactUi })} formId="contact" formData={{ Age: 40 }} />);
    await submit();
    type('Name', 'Ada');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    // Ticking the newsletter makes Email required, but Email was not touched: nothing is shown yet.
    expect(alertText()).toBeNull();
    await submit();
    expect(alertText()).toBe('Email is required for the newsletter');
  });

  test('before any submit, typing validates nothing', () => {
    renderFluent(<TesseraForm registry={registryWith({ schema: contact, ui: contactUi })} formId="contact" />);
    type('Age', '3');
    expect(alertText()).toBeNull();
    expect(screen.queryByText('You must be at least 18')).toBeNull();
  });

  test('with showFirstErrorOnly off every error shows under its field, the first above the form', async () => {
    renderFluent(<TesseraForm registry={registryWith({ schema: contact, ui: contactUi })} formId="contact" showFirstErrorOnly={false} />);
    await submit();
    expect(alertText()).toBe('Name is required');
    expect(screen.getAllByText('Name is required')).toHaveLength(2);
    expect(screen.getAllByText('Age is required')).toHaveLength(1);
  });

  test("the read-only view lists the answers as text with the caller's Edit button", () => {
    const onEdit = jest.fn();
    renderFluent(
      <TesseraForm
        registry={registryWith({ schema: contact, ui: contactUi })}
        formId="contact"
        formData={{ Name: 'Ada', Age: 36, Newsletter: true }}
        readOnly
        editAction={<Button onClick={onEdit}>Edit</Button>}
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const details = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Name', 'Age', 'Email', 'Newsletter']);
    expect(details).toEqual(['Ada', '36', '—', 'Yes']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
  });

  test('the read-only view shows money, dates, countries and choices the way their widgets do', () => {
    const schema = inlineForm('shown', {
      Amount: { type: 'number' },
      Born: { type: 'string', format: 'date' },
      Country: { type: 'integer' },
      Band: {
        type: 'integer',
        oneOf: [
          { const: 43, title: '0 – 24,999 EUR' },
          { const: 44, title: '25,000 – 49,999 EUR' },
        ],
      },
    });
    const ui = {
      Amount: { 'ui:widget': 'MoneyWidget' },
      Country: { 'ui:widget': 'CountryWidget' },
      Band: { 'ui:widget': 'BandedRadioWidget' },
    };
    renderFluent(
      <TesseraForm
        registry={registryWith({ schema, ui })}
        formId="shown"
        formData={{ Amount: 1234.5, Born: '1985-03-07', Country: 276, Band: 44 }}
        readOnly
      />,
    );
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '1,234.50',
      '07/03/1985',
      'Germany',
      '25,000 – 49,999 EUR',
    ]);
  });

  test.each([
    ['empty-form-first-error-is-annual-income.json'],
    ['several-errors-sources-before-declaration.json'],
    ['natural-person-declaration-false.json'],
    ['remarks-too-long.json'],
  ])('the KYC form shows the first error its fixture %s names', async (name) => {
    const registry = registryWith('kyc');
    const { data, firstError } = fixturesOf('kyc', 'invalid').find((f) => f.name === name)!.json as {
      data: Record<string, unknown>;
      firstError: string;
    };
    renderFluent(<TesseraForm registry={registry} formId="kyc" formData={data} />);
    await submit();
    expect(alertText()).toBe(firstError);
  });

  test('every valid KYC fixture submits', async () => {
    const registry = registryWith('kyc');
    for (const { json } of fixturesOf('kyc', 'valid')) {
      const onSubmit = jest.fn();
      const view = renderFluent(
        <TesseraForm registry={registry} formId="kyc" formData={json as Record<string, unknown>} onSubmit={onSubmit} />,
      );
      await submit();
      expect(onSubmit).toHaveBeenCalledWith(json);
      view.unmount();
    }
  });

  test('derive computes answers on every change, so validation sees them', async () => {
    const schema = inlineForm(
      'derived',
      { A: { type: 'boolean', title: 'A' }, AnyTicked: { type: 'boolean', const: true, errorMessage: 'Tick at least one box' } },
      { required: ['AnyTicked'], errorMessage: { required: { AnyTicked: 'Tick at least one box' } } },
    );
    const onSubmit = jest.fn();
    renderFluent(
      <TesseraForm
        registry={registryWith({ schema, ui: { AnyTicked: { 'ui:widget': 'hidden' } } })}
        formId="derived"
        derive={(d) => ({ ...d, AnyTicked: d.A === true })}
        onSubmit={onSubmit}
      />,
    );
    await submit();
    expect(alertText()).toBe('Tick at least one box');
    fireEvent.click(screen.getByRole('checkbox', { name: 'A' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ A: true, AnyTicked: true });
  });

  test('a flow step that shows part of a form is validated on what it shows', async () => {
    const registry = registryWith('acknowledgements');
    const flow = accountOpeningFlow as unknown as Flow;
    const step = flow.stages.flatMap((s) => s.steps).find((s) => s.id === 'BusinessConditions')!;
    const onSubmit = jest.fn();
    renderFluent(
      <TesseraForm
        registry={registry}
        formId="acknowledgements"
        ui={uiFor(step, registry.ui('acknowledgements'), {}, registry.conditions)}
        validateShownOnly
        onSubmit={onSubmit}
      />,
    );
    await submit();
    expect(alertText()).toBe('You must accept the business conditions');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the business conditions' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ BusinessConditionsTerms: true });
  });
});
