import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { LongListSelect, type LongListChoice } from '@/widgets/LongListSelect/LongListSelect';

const CHOICES: LongListChoice[] = Array.from({ length: 300 }, (_, i) => ({ value: `v${i}`, label: `Choice ${i}` }));

function Chooser({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <label htmlFor="pick">Pick</label>
      <LongListSelect
        id="pick"
        value={value}
        choices={CHOICES}
        leading={<option value="">Choose one</option>}
        onChange={(e) => setValue(e.target.value)}
      />
      <output>{value || 'nothing'}</output>
    </FluentProvider>
  );
}

const select = () => screen.getByLabelText<HTMLSelectElement>('Pick');
const texts = () => [...select().options].map((o) => o.textContent);

describe('LongListSelect', () => {
  test('until someone comes to it, it holds the leading options and the chosen one, and shows the chosen one', () => {
    render(<Chooser initial="v120" />);
    expect(texts()).toEqual(['Choose one', 'Choice 120']);
    expect(select().value).toBe('v120');
    expect(select().selectedOptions[0].textContent).toBe('Choice 120');
  });

  test('with nothing chosen it holds the leading options only', () => {
    render(<Chooser />);
    expect(texts()).toEqual(['Choose one']);
    expect(select().value).toBe('');
  });

  test.each([
    ['focus', (el: HTMLElement) => fireEvent.focus(el)],
    ['pointer down', (el: HTMLElement) => fireEvent.pointerDown(el)],
    ['pointer over it', (el: HTMLElement) => fireEvent.pointerEnter(el)],
  ])('%s fills the whole list in order and keeps the choice', (_name, approach) => {
    render(<Chooser initial="v120" />);
    approach(select());
    expect(select().options).toHaveLength(301);
    expect(texts().slice(0, 3)).toEqual(['Choose one', 'Choice 0', 'Choice 1']);
    expect(texts()[300]).toBe('Choice 299');
    expect(select().value).toBe('v120');
    expect(select().selectedOptions[0].textContent).toBe('Choice 120');
  });

  test('a choice made after focus is kept, and the list stays filled', () => {
    render(<Chooser />);
    fireEvent.focus(select());
    fireEvent.change(select(), { target: { value: 'v299' } });
    expect(screen.getByText('v299')).toBeTruthy();
    fireEvent.blur(select());
    expect(select().options).toHaveLength(301);
    expect(select().value).toBe('v299');
  });

  test("the caller's focus handler still runs", () => {
    const onFocus = jest.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <LongListSelect aria-label="Pick" value="" choices={CHOICES} onFocus={onFocus} />
      </FluentProvider>,
    );
    fireEvent.focus(select());
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
