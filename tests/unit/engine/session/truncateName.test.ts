/** @jest-environment node */
import { MENU_NAME_MAX, TOOLBAR_NAME_MAX } from '@/engine/constants';
import { truncateName } from '@/engine/session/truncateName';

describe('truncateName', () => {
  test("the menu and toolbar limits are the spec's 15 and 35 characters", () => {
    expect(MENU_NAME_MAX).toBe(15);
    expect(TOOLBAR_NAME_MAX).toBe(35);
  });

  test('truncateName cuts a long name to 14 characters plus an ellipsis in the menu', () => {
    expect(truncateName('Maximilian Montgomery', 15)).toBe('Maximilian Mon…');
    expect(truncateName('Maximilian Montgomery', 15)).toHaveLength(15);
  });

  test('truncateName cuts a long name to 34 characters plus an ellipsis in the toolbar', () => {
    const name = 'Alexandra Catherine Montgomery-Smythe of Dublin';
    expect(truncateName(name, 35)).toBe('Alexandra Catherine Montgomery-Smy…');
    expect(truncateName(name, 35)).toHaveLength(35);
  });

  test.each([
    ['a name of exactly 15 characters in the menu', 'Maximilian Mont', 15],
    ['a short name in the menu', 'Jane Doe', 15],
    ['a name of exactly 35 characters in the toolbar', 'Alexandra Catherine Montgomery-Smyt', 35],
    ['a short name in the toolbar', 'Jane Doe', 35],
  ])('truncateName leaves %s unchanged', (_case, name, max) => {
    expect(truncateName(name, max)).toBe(name);
  });

  test('truncateName cuts a name one character over the menu limit', () => {
    expect(truncateName('Maximilian Monty', 15)).toBe('Maximilian Mon…');
  });

  test('truncateName ignores surrounding spaces before measuring', () => {
    expect(truncateName('   Jane Doe   ', 15)).toBe('Jane Doe');
  });
});
