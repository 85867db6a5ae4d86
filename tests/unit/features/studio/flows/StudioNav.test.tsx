import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import StudioNav from '@/features/studio/StudioNav';
import { renderFluent } from '../../../widgets/support/widgets';

describe('StudioNav', () => {
  test.each([
    ['/studio/forms/kyc', 'Forms'],
    ['/studio/flows', 'Flows'],
  ])('on %s it links both studios and marks %s as the current one', (path, current) => {
    renderFluent(
      <MemoryRouter initialEntries={[path]}>
        <StudioNav />
      </MemoryRouter>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Studio' }));
    expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Forms', '/studio/forms', current === 'Forms' ? 'page' : null],
      ['Flows', '/studio/flows', current === 'Flows' ? 'page' : null],
    ]);
  });
});
