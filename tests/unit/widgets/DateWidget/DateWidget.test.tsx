import { fireEvent, screen } from '@testing-library/react';
import { fromDisplayDate, toDisplayDate } from '@/widgets/DateWidget/dateText';
import { renderField } from '../support/widgets';

const date = { type: 'string', title: 'Birth date', format: 'date' };
const dateInput = () => screen.getByLabelText<HTMLInputElement>('Birth date');

describe('DateWidget', () => {
  test('a stored yyyy-MM-dd date is shown as dd/MM/yyyy', () => {
    renderField(date, { 'ui:widget': 'DateWidget' }, '1985-03-07');
    expect(dateInput().value).toBe('07/03/1985');
  });

  test('a typed dd/MM/yyyy date is stored as yyyy-MM-dd', () => {
    const field = renderField(date, { 'ui:widget': 'DateWidget' });
    fireEvent.change(dateInput(), { target: { value: '7/3/1985' } });
    expect(field.latest()).toBe('1985-03-07');
  });

  test('the date round-trips: typed, left, shown again the same way', () => {
    const field = renderField(date, { 'ui:widget': 'DateWidget' });
    fireEvent.change(dateInput(), { target: { value: '29/02/2024' } });
    fireEvent.blur(dateInput());
    expect(field.latest()).toBe('2024-02-29');
    expect(dateInput().value).toBe('29/02/2024');
  });

  test("a date that does not exist is kept as typed, so the schema's format message names it", async () => {
    const field = renderField(date, { 'ui:widget': 'DateWidget' });
    fireEvent.change(dateInput(), { target: { value: '31/02/2023' } });
    expect(field.latest()).toBe('31/02/2023');
  });

  test('letters are not taken and an emptied field stores nothing', () => {
    const field = renderField(date, { 'ui:widget': 'DateWidget' }, '2020-01-01');
    fireEvent.change(dateInput(), { target: { value: 'ab' } });
    expect(dateInput().value).toBe('');
    expect(field.latest()).toBeUndefined();
  });

  test('format: date fields get the widget without a ui.json entry', () => {
    renderField(date, {}, '2001-12-24');
    expect(dateInput().value).toBe('24/12/2001');
  });

  test('toDisplayDate and fromDisplayDate are inverse for real dates', () => {
    for (const iso of ['2000-01-01', '1999-12-31', '2024-02-29']) expect(fromDisplayDate(toDisplayDate(iso))).toBe(iso);
    expect(fromDisplayDate('29/02/2023')).toBeNull();
  });
});
