import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReferenceGuide } from '@/widgets/ReferenceGuide/ReferenceGuide';
import { TesseraForm } from '@/widgets/TesseraForm';
import { registryWith, renderFluent } from '../support/widgets';

/** Opens the guidelines (their dialog is loaded on first opening). */
const openGuide = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Source of Funds Guidelines' }));
  return screen.findByRole('dialog', { name: 'Source of Funds Guidelines' });
};

describe('ReferenceGuide', () => {
  test('opens the Source of Funds Guidelines: thirteen origins against categories 1 and 2 and category 3', async () => {
    renderFluent(<ReferenceGuide guide="source-of-funds-guidelines" />);
    const table = within(await openGuide()).getByRole('table', { name: 'Source of Funds Guidelines' });
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
  ])('the %s form offers the guidelines (%s)', async (formId) => {
    renderFluent(<TesseraForm registry={registryWith(formId)} formId={formId} formData={{}} />);
    expect(await openGuide()).toBeTruthy();
  });

  test('Close closes the guidelines, and they open again', async () => {
    renderFluent(<ReferenceGuide guide="source-of-funds-guidelines" />);
    const dialog = await openGuide();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await openGuide()).toBeTruthy();
  });
});
