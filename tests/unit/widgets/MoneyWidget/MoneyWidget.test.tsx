import { fireEvent, screen } from '@testing-library/react';
import { renderField } from '../support/widgets';

const money = { type: 'number', title: 'Amount', minimum: 0 };

function amountInput() {
  return screen.getByLabelText<HTMLInputElement>('Amount');
}

describe('MoneyWidget', () => {
  test('an amount is shown with thousands separators and 2 decimals while the field is not focused', () => {
    renderField(money, { 'ui:widget': 'MoneyWidget' }, 1234567.5);
    expect(amountInput().value).toBe('1,234,567.50');
  });

  test('focusing the field shows the raw number to edit', () => {
    renderField(money, { 'ui:widget': 'MoneyWidget' }, 1234567.5);
    fireEvent.focus(amountInput());
    expect(amountInput().value).toBe('1234567.5');
  });

  test('non-numeric characters are stripped as they are typed and the number is stored', () => {
    const field = renderField(money, { 'ui:widget': 'MoneyWidget' });
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: 'EUR 12,5a00.2.5' } });
    expect(amountInput().value).toBe('12500.25');
    expect(field.latest()).toBe(12500.25);
  });

  test('leaving the field rounds to 2 decimals and shows the formatted amount', () => {
    const field = renderField(money, { 'ui:widget': 'MoneyWidget' });
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: '2500.456' } });
    fireEvent.blur(amountInput());
    expect(amountInput().value).toBe('2,500.46');
    expect(field.latest()).toBe(2500.46);
  });

  test('an emptied field stores nothing', () => {
    const field = renderField(money, { 'ui:widget': 'MoneyWidget' }, 10);
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: '' } });
    fireEvent.blur(amountInput());
    expect(field.latest()).toBeUndefined();
    expect(amountInput().value).toBe('');
  });

  test('an emptied field stores 0 where the ui says empty becomes 0', () => {
    const field = renderField(money, { 'ui:widget': 'MoneyWidget', 'ui:options': { emptyValue: 0 } }, 10);
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: 'abc' } });
    expect(field.latest()).toBe(0);
    fireEvent.blur(amountInput());
    expect(amountInput().value).toBe('0.00');
  });

  test('decimalsWhileTyping keeps a third decimal while typing and decimals 2 rounds it away on leaving', () => {
    const field = renderField(money, { 'ui:widget': 'MoneyWidget', 'ui:options': { decimalsWhileTyping: 3, decimals: 2 } });
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: '1.23456' } });
    expect(amountInput().value).toBe('1.234');
    fireEvent.blur(amountInput());
    expect(field.latest()).toBe(1.23);
  });

  test('the currency of the ui options is shown before the amount', () => {
    renderField(money, { 'ui:widget': 'MoneyWidget', 'ui:options': { currency: 'USD' } }, 5);
    expect(screen.getByText('USD')).toBeTruthy();
  });
});
