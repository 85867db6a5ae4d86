import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dropdown, Field, FluentProvider, Option, webLightTheme, type DropdownProps } from '@fluentui/react-components';
import { DeferredDropdown } from '@/widgets/SelectWidget/DeferredDropdown';

const CHOICES = ['Alpha', 'Bravo', 'Charlie'];

type Variant = Partial<DropdownProps> & { required?: boolean; error?: boolean };

/** One dropdown in a labelled Field, drawn with the given component (Fluent's or the deferred one). */
function Picker({ control: Component, required, error, ...props }: Variant & { control: (p: DropdownProps) => React.ReactElement | null }) {
  return (
    <FluentProvider theme={webLightTheme}>
      <Field
        label="Pick"
        required={required}
        validationState={error ? 'error' : undefined}
        validationMessage={error ? 'Choose one' : undefined}
      >
        <Component id="pick" name="pick" className="form-control" aria-describedby="pick__error pick__description" {...props}>
          {CHOICES.map((c) => (
            <Option key={c} value={c}>
              {c}
            </Option>
          ))}
        </Component>
      </Field>
    </FluentProvider>
  );
}

/** The elements drawn, without what differs between two mounts: generated ids and tabster's data. */
function drawn(ui: React.ReactElement): string {
  const { container, unmount } = render(ui);
  const html = container.innerHTML.replace(/ data-tabster="[^"]*"/g, '').replace(/_r_[0-9a-z]+_/g, '_r_');
  unmount();
  return html;
}

const combobox = () => screen.getByRole('combobox', { name: 'Pick' });

describe('DeferredDropdown', () => {
  test.each<[string, Variant]>([
    ['unanswered, with a placeholder', { placeholder: 'Choose…' }],
    ['answered', { value: 'Bravo', selectedOptions: ['Bravo'] }],
    ['required, with an error', { required: true, error: true, value: '', selectedOptions: [] }],
    ['disabled', { disabled: true, value: 'Alpha', selectedOptions: ['Alpha'] }],
    ['underline, small', { appearance: 'underline', size: 'small' }],
  ])('at rest it draws what the closed Dropdown draws (%s)', (_name, variant) => {
    expect(drawn(<Picker control={DeferredDropdown} {...variant} />)).toBe(drawn(<Picker control={Dropdown} {...variant} />));
  });

  test('the pointer over it puts the Dropdown itself in its place, with the same elements', () => {
    render(<Picker control={DeferredDropdown} value="Bravo" selectedOptions={['Bravo']} />);
    const atRest = combobox();
    const before = atRest.parentElement!.outerHTML;
    fireEvent.pointerEnter(atRest);
    expect(combobox()).not.toBe(atRest);
    expect(combobox().parentElement!.outerHTML.replace(/ data-tabster="[^"]*"/g, '')).toBe(before);
    // The Dropdown's own behaviour now: a click opens its list.
    fireEvent.click(combobox());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(CHOICES);
  });

  test('focus moves onto the Dropdown, which then takes keys; the caller hears one focus', () => {
    const onFocus = jest.fn();
    render(<Picker control={DeferredDropdown} onFocus={onFocus} />);
    const atRest = combobox();
    act(() => atRest.focus());
    expect(combobox()).not.toBe(atRest);
    expect(document.activeElement).toBe(combobox());
    expect(onFocus).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  test('a click that came without the pointer or focus (a screen reader in browse mode) opens it', () => {
    render(<Picker control={DeferredDropdown} />);
    fireEvent.click(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(combobox());
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  test('pressing on it (a tap) and then clicking opens it, and a choice reaches the caller', () => {
    function Chooser() {
      const [value, setValue] = useState('');
      return (
        <>
          <Picker
            control={DeferredDropdown}
            value={value}
            selectedOptions={value ? [value] : []}
            onOptionSelect={(_, data) => setValue(data.optionValue ?? '')}
          />
          <output>{value || 'nothing'}</output>
        </>
      );
    }
    render(<Chooser />);
    fireEvent.pointerDown(combobox());
    fireEvent.click(combobox());
    fireEvent.click(screen.getByRole('option', { name: 'Charlie' }));
    expect(screen.getByText('Charlie', { selector: 'output' })).toBeTruthy();
    expect(combobox().textContent).toBe('Charlie');
  });
});
