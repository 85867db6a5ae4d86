import { fireEvent, screen } from '@testing-library/react';
import { COUNTRIES, countryById } from '@/engine/reference/countries';
import { renderField } from '../support/widgets';

const country = { type: 'integer', title: 'Nationality' };
const select = () => screen.getByLabelText<HTMLSelectElement>('Nationality');
/** As a user chooses: the select is focused (its long list is filled then), then a country is picked. */
const choose = (value: string) => {
  fireEvent.focus(select());
  fireEvent.change(select(), { target: { value } });
};

describe('CountryWidget', () => {
  test('a country is chosen by name and stored by its numeric id', () => {
    const field = renderField(country, { 'ui:widget': 'CountryWidget' });
    choose('276');
    expect(field.latest()).toBe(276);
    expect(select().selectedOptions[0].textContent).toBe('Germany');
  });

  test("the chosen country's risk category is shown beside it", () => {
    renderField(country, { 'ui:widget': 'CountryWidget' }, 643);
    expect(screen.getByText('Risk category 3 – High')).toBeTruthy();
  });

  test('the United States are listed and marked non-CRS', () => {
    renderField(country, { 'ui:widget': 'CountryWidget' }, 840);
    expect(select().selectedOptions[0].textContent).toBe('United States');
    expect(screen.getByText('Risk category 1 – Low')).toBeTruthy();
    expect(screen.getByText('Non-CRS')).toBeTruthy();
  });

  test('choosing the empty option stores nothing', () => {
    const field = renderField(country, { 'ui:widget': 'CountryWidget' }, 276);
    choose('');
    expect(field.latest()).toBeUndefined();
  });

  test('with ui:options.value "name" the country\'s name is stored', () => {
    const field = renderField({ type: 'string', title: 'Nationality' }, { 'ui:widget': 'CountryWidget', 'ui:options': { value: 'name' } });
    choose('Ireland');
    expect(field.latest()).toBe('Ireland');
  });

  test('the reference list has every ISO 3166-1 country once, with risk categories 1 to 3', () => {
    expect(COUNTRIES).toHaveLength(249);
    renderField(country, { 'ui:widget': 'CountryWidget' });
    fireEvent.focus(select());
    expect([...select().options].filter((o) => o.value !== '')).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.Value)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect([1, 2, 3]).toContain(c.RiskCategory);
    expect(countryById(840)?.NonCRS).toBe(true);
  });
});
