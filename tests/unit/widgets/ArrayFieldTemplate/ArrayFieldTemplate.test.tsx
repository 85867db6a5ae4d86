import { fireEvent, screen } from '@testing-library/react';
import { TesseraForm } from '@/widgets/TesseraForm';
import { inlineForm, registryWith, renderFluent } from '../support/widgets';

const holders = inlineForm('holders', {
  Holders: {
    type: 'array',
    title: 'Account holders',
    maxItems: 2,
    items: { type: 'object', properties: { Name: { type: 'string', title: 'Name' } } },
  },
});

function renderHolders(options: Record<string, unknown>, count: number) {
  const formData = { Holders: Array.from({ length: count }, (_, i) => ({ Name: `Holder ${i + 1}` })) };
  renderFluent(
    <TesseraForm
      registry={registryWith({ schema: holders, ui: { Holders: { 'ui:options': options } } })}
      formId="holders"
      formData={formData}
    />,
  );
}

describe('ArrayFieldTemplate', () => {
  test('holderTitles name the items by position', () => {
    renderHolders({ holderTitles: ['Scheme Name', 'Member Name'] }, 2);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Scheme Name', 'Member Name']);
  });

  test('an item is headed by its holder title only, not by a made-up "Holders-1" legend', () => {
    renderHolders({ holderTitles: ['Scheme Name', 'Member Name'] }, 2);
    expect(screen.queryByText(/Holders-\d|Account holders-\d/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Scheme Name' })).toBeTruthy();
  });

  test('maxHolders stops adding items', () => {
    renderHolders({ maxHolders: 1 }, 1);
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
  });

  test('below maxHolders an item can be added', () => {
    renderHolders({ maxHolders: 2 }, 1);
    fireEvent.click(screen.getByRole('button', { name: /add/i }));
    expect(screen.getAllByLabelText('Name')).toHaveLength(2);
  });

  test('minHolders keeps items from being removed at that count', () => {
    renderHolders({ minHolders: 2 }, 2);
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull();
  });
});
