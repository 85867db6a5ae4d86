import { fireEvent, screen } from '@testing-library/react';
import { PHONE_COUNTRIES, splitPhoneNumber } from '@/engine/reference/phoneCountries';
import { renderField } from '../support/widgets';

const phone = { type: 'string', title: 'Phone' };

const numberInput = () => screen.getByLabelText<HTMLInputElement>('Phone');
const codeSelect = () => screen.getByLabelText<HTMLSelectElement>('Phone country code');
/** As a user chooses: the select is focused (its long list is filled then), then a code is picked. */
const chooseCode = (code: string) => {
  fireEvent.focus(codeSelect());
  fireEvent.change(codeSelect(), { target: { value: code } });
};

describe('PhoneWidget', () => {
  test('the dial-code select starts at +1 (United States) and lists about 240 countries', () => {
    renderField(phone, { 'ui:widget': 'PhoneWidget' });
    expect(codeSelect().value).toBe('us');
    expect(codeSelect().selectedOptions[0].textContent).toBe('United States (+1)');
    fireEvent.focus(codeSelect());
    expect(codeSelect().options.length).toBeGreaterThanOrEqual(230);
    expect(codeSelect().value).toBe('us');
  });

  test('a number typed with spaces and punctuation is stored as dial code plus digits', () => {
    const field = renderField(phone, { 'ui:widget': 'PhoneWidget' });
    chooseCode('de');
    fireEvent.change(numberInput(), { target: { value: '0171 / 123-45 67' } });
    expect(field.latest()).toBe('+4901711234567');
    expect(numberInput().value).toBe('01711234567');
  });

  test('with ui:options.mobile the number is stored as dial code and digits joined by a hyphen, without spaces', () => {
    const field = renderField(phone, { 'ui:widget': 'PhoneWidget', 'ui:options': { mobile: true } });
    chooseCode('de');
    fireEvent.change(numberInput(), { target: { value: '123 456 789' } });
    expect(field.latest()).toBe('+49-123456789');
  });

  test('separator "-" from a form\'s ui.json stores the hyphenated form too', () => {
    const field = renderField(phone, { 'ui:widget': 'PhoneWidget', 'ui:options': { separator: '-', spaces: false } });
    fireEvent.change(numberInput(), { target: { value: '555 0100' } });
    expect(field.latest()).toBe('+1-5550100');
  });

  test('a stored number shows its country and national digits', () => {
    renderField(phone, { 'ui:widget': 'PhoneWidget', 'ui:options': { mobile: true } }, '+44-7700900123');
    expect(codeSelect().value).toBe('gb');
    expect(numberInput().value).toBe('7700900123');
  });

  test('a number pasted with its own + picks its country', () => {
    const field = renderField(phone, { 'ui:widget': 'PhoneWidget' });
    fireEvent.change(numberInput(), { target: { value: '+353 1 555 0100' } });
    expect(codeSelect().value).toBe('ie');
    expect(field.latest()).toBe('+35315550100');
  });

  test('clearing the number stores nothing', () => {
    const field = renderField(phone, { 'ui:widget': 'PhoneWidget' }, '+15550100');
    fireEvent.change(numberInput(), { target: { value: '' } });
    expect(field.latest()).toBeUndefined();
  });

  test('a number of a shared dial code keeps the country the user chose', () => {
    renderField(phone, { 'ui:widget': 'PhoneWidget' });
    chooseCode('ca');
    fireEvent.change(numberInput(), { target: { value: '2425550100' } });
    expect(codeSelect().value).toBe('ca');
  });
});

describe('phone-country reference data', () => {
  test('every entry has a name, a dial code of 1 to 4 digits and a label naming both', () => {
    for (const c of PHONE_COUNTRIES) {
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(c.label).toBe(`${c.name} (${c.dialCode})`);
    }
    expect(new Set(PHONE_COUNTRIES.map((c) => c.code)).size).toBe(PHONE_COUNTRIES.length);
  });

  test('splitPhoneNumber takes the longest dial code a number starts with', () => {
    expect(splitPhoneNumber('+12425550100')).toMatchObject({ country: { code: 'bs' }, digits: '5550100' });
    expect(splitPhoneNumber('+4930123456')).toMatchObject({ country: { code: 'de' }, digits: '30123456' });
    expect(splitPhoneNumber('+1-5550100')).toMatchObject({ country: { code: 'us' }, digits: '5550100' });
  });
});
