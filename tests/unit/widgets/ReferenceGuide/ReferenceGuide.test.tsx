import { fireEvent, screen, within } from '@testing-library/react';
import { ReferenceGuide } from '@/widgets/ReferenceGuide/ReferenceGuide';
import { TesseraForm } from '@/widgets/TesseraForm';
import { registryWith, renderFluent } from '../support/widgets';

const openGuide = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Source of Funds Guidelines' }));
  return screen.getByRole('dialog', { name: 'Source of Funds Guidelines' });
};

describe('ReferenceGuide', () => {
  test('opens the Source of Funds Guidelines: thirteen origins against categories 1 and 2 and category 3', () => {
    renderFluent(<ReferenceGuide guide="source-of-funds-guidelines" />);
    const table = within(openGuide()).getByRole('table', { name: 'Source of Funds Guidelines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Origin of funds',
      'Risk category 1 and 2: fill in the details in the Investment Profile step',
      'Risk category 3: document proof',
    ]);
    const origins = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    expect(origins).toHaveLength(13);
    expect(origins[0]).toBe('Salary / wages');
    expect(origins[12]).toBe('Other');
  });

  test('draws nothing for a guide it does not know', () => {
    const { container } = renderFluent(<ReferenceGuide guide="no-such-guide" />);
    expect(container.textContent).toBe('');
  });

  test.each([
    ['risk-profile', 'the Source of Funds list of the Investment Profile step'],
    ['kyc', 'the Source of Funds section of the KYC form'],
  ])('the %s form offers the guidelines (%s)', (formId) => {
    renderFluent(<TesseraForm registry={registryWith(formId)} formId={formId} formData={{}} />);
    expect(openGuide()).toBeTruthy();
  });
});
