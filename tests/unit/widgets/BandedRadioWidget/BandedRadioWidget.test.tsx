import { fireEvent, screen } from '@testing-library/react';
import { registryWith, renderField, renderFluent } from '../support/widgets';
import { TesseraForm } from '@/widgets/TesseraForm';

const bands = {
  type: 'integer',
  title: 'Annual disposable net assets',
  oneOf: [
    { const: 43, title: '0-24,999 EUR' },
    { const: 44, title: '25,000-49,999 EUR' },
    { const: 45, title: '50,000-99,999 EUR' },
  ],
};

describe('BandedRadioWidget', () => {
  test("the bands are a radio group labelled by the field, in the schema's order", () => {
    renderField(bands, { 'ui:widget': 'BandedRadioWidget' });
    const group = screen.getByRole('radiogroup', { name: /Annual disposable net assets/ });
    expect(Array.from(group.querySelectorAll('input[type=radio]')).map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '0-24,999 EUR',
      '25,000-49,999 EUR',
      '50,000-99,999 EUR',
    ]);
  });

  test('choosing a band stores its code as a number', () => {
    const field = renderField(bands, { 'ui:widget': 'BandedRadioWidget' });
    fireEvent.click(screen.getByRole('radio', { name: '25,000-49,999 EUR' }));
    expect(field.latest()).toBe(44);
  });

  test('a stored band is shown chosen', () => {
    renderField(bands, { 'ui:widget': 'BandedRadioWidget' }, 45);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '50,000-99,999 EUR' }).checked).toBe(true);
  });

  test('the KYC form draws the five income bands 43 to 47 with it', () => {
    renderFluent(<TesseraForm registry={registryWith('kyc')} formId="kyc" />);
    expect(screen.getAllByRole('radio').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('radiogroup', { name: /Annual disposable net assets/ })).toBeTruthy();
  });
});
