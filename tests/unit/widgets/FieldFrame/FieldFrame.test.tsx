import type { ReactElement } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { Checkbox, Dropdown, Field, FluentProvider, Input, Label, Option, webLightTheme } from '@fluentui/react-components';
import {
  FieldFrame,
  FieldInput,
  FieldLabel,
  type FieldFrameProps,
  type FieldInputProps,
  type FieldLabelProps,
} from '@/widgets/FieldFrame/FieldFrame';

/** The elements drawn, without what differs between two mounts: generated ids and tabster's data. */
function drawn(ui: ReactElement): string {
  const { container, unmount } = render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
  const html = container.innerHTML.replace(/ data-tabster="[^"]*"/g, '').replace(/_r_[0-9a-z]+_/g, '_r_');
  unmount();
  return html;
}

describe('FieldLabel', () => {
  test.each<[string, FieldLabelProps]>([
    ['plain', {}],
    ['required', { required: true }],
    ['disabled and required', { disabled: true, required: true }],
    ['with a class, for and id', { htmlFor: 'root_name', id: 'root_name__label', className: 'extra' }],
    ['small', { size: 'small' }],
  ])('draws what Fluent’s Label draws (%s)', (_name, props) => {
    expect(drawn(<FieldLabel {...props}>Name</FieldLabel>)).toBe(drawn(<Label {...props}>Name</Label>));
  });
});

type Frame = Omit<FieldFrameProps, 'children'>;
/** Fluent's Field with the props FieldFrame takes (a message has no role: the form's summary is the alert). */
const FluentField = ({ validationMessage, label, children, ...props }: FieldFrameProps) => (
  <Field
    {...props}
    label={label as string | undefined}
    validationMessage={validationMessage ? { role: undefined, children: validationMessage } : undefined}
  >
    {children}
  </Field>
);

describe('FieldFrame', () => {
  const controls: [string, ReactElement][] = [
    ['an input with its own id', <Input key="i" id="root_name" />],
    ['an input without an id', <Input key="i" />],
    [
      'a dropdown',
      <Dropdown key="d" id="root_choice" value="" selectedOptions={[]}>
        <Option value="a">A</Option>
      </Dropdown>,
    ],
    ['a checkbox', <Checkbox key="c" id="root_flag" label="Flag" />],
  ];
  const frames: [string, Frame][] = [
    ['no label, no message', { validationState: 'none' }],
    ['required, with a message', { required: true, validationState: 'error', validationMessage: 'Name is required' }],
    ['a label, required', { label: 'Name', required: true }],
    ['a label in error without a message', { label: 'Name', validationState: 'error' }],
    ['a class and a style', { className: 'extra', style: { gridColumn: 'span 2' } }],
  ];
  test.each(frames.flatMap(([frame, props]) => controls.map(([control, element]) => [`${frame}, ${control}`, props, element] as const)))(
    'draws what Fluent’s Field draws, and gives the control the same attributes (%s)',
    (_name, props, element) => {
      expect(drawn(<FieldFrame {...props}>{element}</FieldFrame>)).toBe(drawn(<FluentField {...props}>{element}</FluentField>));
    },
  );

  test('ties the control to its message and marks it invalid and required', () => {
    const { getByRole } = render(
      <FluentProvider theme={webLightTheme}>
        <FieldFrame label="Name" required validationState="error" validationMessage="Name is required">
          <Input />
        </FieldFrame>
      </FluentProvider>,
    );
    const input = getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.required).toBe(true);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Name is required');
  });
});

describe('FieldInput', () => {
  const inputs: [string, FieldInputProps][] = [
    ['a text with its id, name and value', { id: 'root_name', name: 'root_name', value: 'Ada' }],
    [
      'empty, with a placeholder and described',
      { id: 'root_name', value: '', placeholder: 'Your name', 'aria-describedby': 'root_name__error' },
    ],
    ['required and disabled', { id: 'root_name', value: '', required: true, disabled: true }],
    ['read only, with a class', { id: 'root_name', value: 'Fixed', readOnly: true, className: 'fixed' }],
    ['a number with bounds', { id: 'root_n', value: 5, type: 'number', min: 0, max: 10, step: 1 }],
    ['the input slot: a class and a list', { id: 'root_name', value: '', input: { className: 'wide', list: 'root_name__examples' } }],
    ['focus and blur handlers', { id: 'root_name', value: '', onFocus: () => undefined, onBlur: () => undefined, autoFocus: false }],
  ];
  const frames: [string, Frame][] = [
    ['alone', {}],
    ['in a required field with an error', { required: true, validationState: 'error', validationMessage: 'Name is required' }],
  ];
  test.each(frames.flatMap(([frame, f]) => inputs.map(([input, props]) => [`${input}, ${frame}`, f, props] as const)))(
    'draws what Fluent’s Input draws (%s)',
    (_name, frame, props) => {
      const { value, input, ...rest } = props;
      const fluent = <Input {...rest} value={String(value)} input={input} onChange={() => undefined} />;
      const ours = <FieldInput {...props} onChange={() => undefined} />;
      expect(drawn(<FieldFrame {...frame}>{ours}</FieldFrame>)).toBe(drawn(<FieldFrame {...frame}>{fluent}</FieldFrame>));
    },
  );

  test('reports what is typed, with the text as Fluent’s Input reports it', () => {
    const onChange = jest.fn();
    const { container } = render(
      <FluentProvider theme={webLightTheme}>
        <FieldInput id="root_name" value="Ad" onChange={onChange} />
      </FluentProvider>,
    );
    fireEvent.change(container.querySelector('input')!, { target: { value: 'Ada' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][1]).toEqual({ value: 'Ada' });
  });
});
