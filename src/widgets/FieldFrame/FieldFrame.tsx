import { useMemo, type ChangeEvent, type CSSProperties, type ReactNode } from 'react';
import { DiamondDismiss12Filled } from '@fluentui/react-icons';
import {
  FieldContextProvider,
  getPartitionedNativeProps,
  useFieldContext_unstable,
  useFieldControlProps_unstable,
  useFieldStyles_unstable,
  useInputStyles_unstable,
  useId,
  useLabelStyles_unstable,
  type FieldContextValue,
  type FieldState,
  type InputOnChangeData,
  type InputProps,
  type InputState,
  type LabelState,
} from '@fluentui/react-components';

export interface FieldLabelProps {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  children?: ReactNode;
}

/**
 * Fluent UI's Label, the same element, classes and required mark (`useLabelStyles_unstable`), without
 * the slot machinery every Label instance runs: a form draws one per field.
 */
export function FieldLabel({ htmlFor, id, required = false, disabled = false, size = 'medium', className, children }: FieldLabelProps) {
  const state = useLabelStyles_unstable({
    root: { className },
    required: required ? { className: undefined } : undefined,
    disabled,
    size,
    weight: 'regular',
  } as unknown as LabelState);
  return (
    <label htmlFor={htmlFor} id={id} className={state.root.className}>
      {children}
      {required && (
        <span aria-hidden="true" className={state.required?.className}>
          *
        </span>
      )}
    </label>
  );
}

export interface FieldFrameProps {
  /** The label above the control (its `for` is the id the frame gives a control without one). */
  label?: ReactNode;
  required?: boolean;
  validationState?: 'error' | 'none';
  /** The message under the control, tied to it by `aria-describedby` (no role: the form's summary is the alert). */
  validationMessage?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * Fluent UI's Field (vertical, medium, no hint) as every field of a form uses it: the same elements and
 * classes (`useFieldStyles_unstable`), the same context for the control inside (`FieldContextProvider`:
 * its ids, `aria-describedby` to the message, `aria-invalid`, `aria-required`), the label as
 * `FieldLabel`. Without the slot machinery each Field and Label instance runs.
 */
export function FieldFrame({ label, required = false, validationState, validationMessage, className, style, children }: FieldFrameProps) {
  const baseId = useId('field-');
  const state = validationState ?? (validationMessage ? 'error' : 'none');
  const hasLabel = label !== undefined && label !== null && label !== false && label !== '';
  const hasMessage = validationMessage !== undefined && validationMessage !== null && validationMessage !== false;
  const icon = state === 'error';
  const generatedControlId = `${baseId}__control`;
  const labelId = hasLabel ? `${baseId}__label` : undefined;
  const messageId = hasMessage ? `${baseId}__validationMessage` : undefined;
  const styled = useFieldStyles_unstable({
    validationState: state,
    size: 'medium',
    orientation: 'vertical',
    root: { className },
    label: hasLabel ? { className: undefined } : undefined,
    validationMessage: hasMessage ? { className: undefined } : undefined,
    validationMessageIcon: hasMessage && icon ? { className: undefined } : undefined,
    hint: undefined,
  } as unknown as FieldState);
  const context = useMemo<FieldContextValue>(
    () => ({
      generatedControlId,
      hintId: undefined,
      labelFor: hasLabel ? generatedControlId : undefined,
      labelId,
      orientation: 'vertical',
      required,
      size: 'medium',
      validationMessageId: messageId,
      validationState: state,
    }),
    [generatedControlId, hasLabel, labelId, required, messageId, state],
  );
  return (
    <FieldContextProvider value={context}>
      <div className={styled.root.className} style={style}>
        {hasLabel && (
          <FieldLabel htmlFor={generatedControlId} id={labelId} required={required} className={styled.label?.className}>
            {label}
          </FieldLabel>
        )}
        {children}
        {hasMessage && (
          <div id={messageId} className={styled.validationMessage?.className}>
            {icon && (
              <span className={styled.validationMessageIcon?.className}>
                <DiamondDismiss12Filled />
              </span>
            )}
            {validationMessage}
          </div>
        )}
      </div>
    </FieldContextProvider>
  );
}

export type FieldInputProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'contentBefore' | 'contentAfter' | 'root' | 'onChange' | 'input'
> & {
  /** The text shown (always given: the input is controlled). */
  value: string | number;
  onChange?: (event: ChangeEvent<HTMLInputElement>, data: InputOnChangeData) => void;
  /** Props of the `<input>` element itself (Fluent's `input` slot). */
  input?: { className?: string; list?: string };
};

/**
 * Fluent UI's Input for a field's text: the same elements and classes (`useInputStyles_unstable`), the
 * surrounding Field's ids and ARIA (`useFieldControlProps_unstable`, as Input merges them), the native
 * props split between the wrapper and the `<input>` as Input splits them — without the slot machinery
 * each Input instance runs. Always controlled, with no content before or after.
 */
export function FieldInput({ value, onChange, input, ...props }: FieldInputProps) {
  const fieldSize = useFieldContext_unstable()?.size;
  const {
    size = fieldSize ?? 'medium',
    appearance = 'outline',
    ...rest
  } = useFieldControlProps_unstable(props, {
    supportsLabelFor: true,
    supportsRequired: true,
  });
  // `value` and `onChange` were taken out above, as Input leaves them out of the native props.
  const { primary, root } = getPartitionedNativeProps({ props: rest, primarySlotTagName: 'input' });
  const state = useInputStyles_unstable({
    size,
    appearance,
    root: { className: root.className },
    input: { disabled: primary.disabled, 'aria-invalid': primary['aria-invalid'], className: input?.className },
  } as unknown as InputState);
  return (
    <span {...root} className={state.root.className}>
      <input
        type="text"
        {...primary}
        className={state.input.className}
        list={input?.list}
        value={value}
        onChange={(event) => onChange?.(event, { value: event.target.value })}
      />
    </span>
  );
}
