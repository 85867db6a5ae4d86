import { act, fireEvent, screen, within } from '@testing-library/react';
import { TesseraForm } from '@/widgets/TesseraForm';
import { inlineForm, registryWith, renderFluent } from '../support/widgets';

function renderForm(properties: Record<string, unknown>, ui: Record<string, unknown>, formData: Record<string, unknown> = {}) {
  const onChange = jest.fn();
  renderFluent(
    <TesseraForm
      registry={registryWith({ schema: inlineForm('layout', properties), ui })}
      formId="layout"
      formData={formData}
      onChange={onChange}
    />,
  );
  return { latest: () => (onChange.mock.calls.at(-1)?.[0] ?? formData) as Record<string, unknown> };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('ObjectFieldTemplate', () => {
  test("ui:options.sections group fields under their titles, in the sections' order", () => {
    renderForm(
      { A: { type: 'string', title: 'Alpha' }, B: { type: 'string', title: 'Beta' }, C: { type: 'string', title: 'Gamma' } },
      {
        'ui:options': {
          sections: [
            { title: 'Second things', fields: ['B'] },
            { title: 'First things', description: 'Read this first.', fields: ['A'] },
          ],
        },
      },
    );
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Second things', 'First things']);
    expect(within(sections[0]).getByLabelText('Beta')).toBeTruthy();
    expect(within(sections[1]).getByText('Read this first.')).toBeTruthy();
    // A field no section names is still drawn, after the sections.
    expect(screen.getByLabelText('Gamma')).toBeTruthy();
  });

  test('a checkbox with expands reveals its fields only while ticked, and unticking clears them', () => {
    const form = renderForm(
      { Saving: { type: 'boolean', title: 'Savings' }, Detail: { type: 'string', title: 'Detail' } },
      { Saving: { 'ui:widget': 'checkbox', 'ui:options': { expands: ['Detail'] } } },
    );
    expect(screen.queryByLabelText('Detail')).toBeNull();
    fireEvent.click(box('Savings'));
    fireEvent.change(screen.getByLabelText('Detail'), { target: { value: 'Salary' } });
    expect(form.latest()).toEqual({ Saving: true, Detail: 'Salary' });
    fireEvent.click(box('Savings'));
    expect(screen.queryByLabelText('Detail')).toBeNull();
    expect(form.latest().Detail).toBeUndefined();
  });

  test("ui:showWhen draws a field only while its condition holds for the object's answers, in list items too, and hiding it clears it", () => {
    const moved = { properties: { HasMoved: { const: true } }, required: ['HasMoved'] };
    const form = renderForm(
      {
        Holders: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            properties: { HasMoved: { type: 'boolean', title: 'Moved' }, Former: { type: 'string', title: 'Former address' } },
          },
        },
      },
      { Holders: { items: { HasMoved: { 'ui:widget': 'checkbox' }, Former: { 'ui:showWhen': moved } } } },
      { Holders: [{ HasMoved: false }] },
    );
    expect(screen.queryByLabelText('Former address')).toBeNull();
    fireEvent.click(box('Moved'));
    fireEvent.change(screen.getByLabelText('Former address'), { target: { value: 'Old Street 1' } });
    expect(form.latest()).toEqual({ Holders: [{ HasMoved: true, Former: 'Old Street 1' }] });
    fireEvent.click(box('Moved'));
    expect(screen.queryByLabelText('Former address')).toBeNull();
    expect(form.latest()).toEqual({ Holders: [{ HasMoved: false }] });
  });

  test("disables and disabledWhen disable fields by another field's answer", () => {
    renderForm(
      {
        Action: {
          type: 'integer',
          title: 'Action',
          oneOf: [
            { const: 1, title: 'Notify' },
            { const: 4, title: 'No Alert' },
          ],
        },
        Rate: { type: 'integer', title: 'Rate' },
        All: { type: 'boolean', title: 'All dates' },
        From: { type: 'string', title: 'From' },
      },
      {
        Action: { 'ui:widget': 'radio', 'ui:options': { disables: { 4: ['Rate'] } } },
        All: { 'ui:widget': 'checkbox' },
        From: { 'ui:options': { disabledWhen: 'All' } },
      },
      { Action: 4, All: true },
    );
    expect(screen.getByLabelText<HTMLInputElement>('Rate').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('From').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Notify' }));
    expect(screen.getByLabelText<HTMLInputElement>('Rate').disabled).toBe(false);
  });

  test('a choice with sets sets exactly the flag of the chosen value', () => {
    const form = renderForm(
      {
        Option: {
          type: 'integer',
          title: 'Option',
          oneOf: [
            { const: 1, title: 'One' },
            { const: 2, title: 'Two' },
          ],
        },
        OptionI: { type: 'boolean' },
        OptionII: { type: 'boolean' },
      },
      {
        Option: { 'ui:widget': 'radio', 'ui:options': { sets: { 1: 'OptionI', 2: 'OptionII' } } },
        OptionI: { 'ui:widget': 'hidden' },
        OptionII: { 'ui:widget': 'hidden' },
      },
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Two' }));
    expect(form.latest()).toEqual({ Option: 2, OptionI: false, OptionII: true });
    fireEvent.click(screen.getByRole('radio', { name: 'One' }));
    expect(form.latest()).toEqual({ Option: 1, OptionI: true, OptionII: false });
  });

  test('the KYC form hides the proceeds rows until "Proceeds from sales" and the row are ticked', async () => {
    renderFluent(<TesseraForm registry={registryWith('kyc')} formId="kyc" />);
    expect(screen.queryByRole('checkbox', { name: 'Financial investments' })).toBeNull();
    await act(async () => fireEvent.click(box('Proceeds from sales')));
    fireEvent.click(box('Financial investments'));
    expect(screen.getAllByLabelText(/^Proceeds \(USD\)/)).toHaveLength(1);
  });
});
