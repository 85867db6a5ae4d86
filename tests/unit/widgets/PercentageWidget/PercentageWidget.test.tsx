import { fireEvent, screen } from '@testing-library/react';
import { renderField } from '../support/widgets';

const input = () => screen.getByLabelText<HTMLInputElement>(/^Fall target/);

describe('PercentageWidget', () => {
  test('a whole percentage is typed with the % suffix shown, non-digits stripped', () => {
    const field = renderField({ type: 'integer', title: 'Fall target' }, { 'ui:widget': 'PercentageWidget' });
    expect(screen.getByText('%')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '1a5.5' } });
    expect(field.latest()).toBe(155);
  });

  test('with negate the stored number is the negative of what is shown', () => {
    const field = renderField(
      { type: 'integer', title: 'Fall target' },
      { 'ui:widget': 'PercentageWidget', 'ui:options': { negate: true } },
      -5,
    );
    expect(input().value).toBe('5');
    fireEvent.change(input(), { target: { value: '12' } });
    expect(field.latest()).toBe(-12);
  });
});
