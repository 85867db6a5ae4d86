import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { DiamondDismiss12Filled } from '@fluentui/react-icons';
import {
  FieldContextProvider,
  useFieldStyles_unstable,
  useId,
  useLabelStyles_unstable,
  type FieldContextValue,
  type FieldState,
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
