import { act, fireEvent, screen } from '@testing-library/react';
import { TesseraForm } from '@/widgets/TesseraForm';
import { fixturesOf, registryWith, renderField, renderFluent } from '../support/widgets';

const fee = { type: 'number', title: 'Initial fee', enum: [0, 0.5, 1, 1.5] };

describe('PercentageChoiceWidget', () => {
  test("the schema's percentages are offered with a percent sign and the chosen one is stored as a number", async () => {
    const field = renderField(fee, { 'ui:widget': 'PercentageChoiceWidget' });
    await act(async () => fireEvent.click(screen.getByRole('combobox')));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['0%', '0.5%', '1%', '1.5%']);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: '1.5%' })));
    expect(field.latest()).toBe(1.5);
  });

  test('ui:options.allowedValues offers only those values, by the widget name alone', async () => {
    const field = renderField(fee, { 'ui:widget': 'PercentageChoiceWidget', 'ui:options': { allowedValues: [0.5, 1.5] } });
    await act(async () => fireEvent.click(screen.getByRole('combobox')));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['0.5%', '1.5%']);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: '1.5%' })));
    expect(field.latest()).toBe(1.5);
  });

  test('a stored percentage is shown with its sign', () => {
    renderField(fee, { 'ui:widget': 'PercentageChoiceWidget' }, 0.5);
    expect(screen.getByRole('combobox').textContent).toContain('0.5%');
  });

  test('titled oneOf options keep their titles, and display "radio" offers them as radios', () => {
    const field = renderField(
      {
        type: 'number',
        title: 'Minimum cash balance',
        oneOf: [
          { const: 1, title: '1% of the portfolio' },
          { const: 2, title: '2% of the portfolio' },
        ],
      },
      { 'ui:widget': 'PercentageChoiceWidget', 'ui:options': { display: 'radio' } },
    );
    fireEvent.click(screen.getByRole('radio', { name: '2% of the portfolio' }));
    expect(field.latest()).toBe(2);
  });

  test('the fees form shows its stored fees as their percentages', () => {
    const { json } = fixturesOf('fees', 'valid').find((f) => f.name === 'instant-classic-standard.json')!;
    renderFluent(<TesseraForm registry={registryWith('fees')} formId="fees" formData={json as Record<string, unknown>} />);
    expect(screen.getByRole('combobox', { name: /^Initial fee/ }).textContent).toContain('0%');
    expect(screen.getByRole('combobox', { name: /^Minimum cash balance/ }).textContent).toContain('2%');
  });
});
