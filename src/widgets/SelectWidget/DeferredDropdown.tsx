import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  Dropdown,
  getPartitionedNativeProps,
  useDropdownStyles_unstable,
  useFieldContext_unstable,
  useFieldControlProps_unstable,
  type DropdownProps,
  type DropdownState,
} from '@fluentui/react-components';
import { ChevronDownRegular, DismissRegular } from '@fluentui/react-icons';

/** What brought someone to the dropdown: the pointer over it or pressing on it, focus, or a click without either. */
type Arrival = 'pointer' | 'focus' | 'click';

/**
 * Fluent UI's Dropdown, drawn at rest — its closed button, the same elements, classes and ARIA as the
 * Dropdown's own — until someone comes to it: the pointer over it or pressing on it, focus (Tab, a
 * tap, a screen reader's focus mode, a script's `focus()`), or a click that came without either (a
 * screen reader's browse mode). Then the Dropdown itself takes its place, within that event, before
 * the browser reads a key or a click: focus moves onto it if the button at rest had it, and a click
 * opens it. A closed Dropdown is a button, but mounting one builds its listbox state, positioning,
 * active-descendant controller and document listeners: about 1 ms each on this machine, more than
 * anything else a form's field draws, and a form shows dozens of them closed.
 */
export function DeferredDropdown(props: DropdownProps) {
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (arrival === 'focus' || arrival === 'click') button.current?.focus();
  }, [arrival]);
  if (arrival) return <Dropdown {...props} ref={button} defaultOpen={arrival === 'click' || props.defaultOpen} />;
  // The Dropdown is drawn within the event that brings someone to it, so what follows (the click,
  // the key, the focus ring) lands on it.
  return <DropdownAtRest {...props} onArrive={(how) => flushSync(() => setArrival(how))} />;
}

/**
 * The closed Dropdown's elements as `useDropdown_unstable` and `renderDropdown_unstable` draw them
 * (root, button with its value or placeholder and chevron, the hidden clear button), classes from
 * Fluent's own `useDropdownStyles_unstable`, ARIA from the surrounding Field as the Dropdown merges it.
 */
function DropdownAtRest({ onArrive, ...given }: DropdownProps & { onArrive: (how: Arrival) => void }) {
  const fieldSize = useFieldContext_unstable()?.size;
  const {
    appearance = 'outline',
    size = fieldSize ?? 'medium',
    ...rest
  } = useFieldControlProps_unstable(given, { supportsLabelFor: true });
  const { primary, root } = getPartitionedNativeProps({ props: rest, primarySlotTagName: 'button', excludedPropNames: ['children'] });
  const disabled = Boolean(primary.disabled);
  const text = rest.value || rest.placeholder;
  const state = useDropdownStyles_unstable({
    appearance,
    size,
    open: false,
    placeholderVisible: !rest.value && !!rest.placeholder,
    showClearButton: false,
    root: { className: root.className },
    button: { className: undefined, disabled, 'aria-invalid': primary['aria-invalid'] },
    expandIcon: { className: undefined },
    clearButton: { className: undefined },
  } as unknown as DropdownState);
  const arrive = (how: Arrival) => () => onArrive(how);
  return (
    <div className={state.root.className} style={root.style}>
      <button
        type="button"
        aria-expanded={false}
        // As the closed Dropdown: no aria-controls while there is no listbox to point to.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        tabIndex={disabled ? undefined : 0}
        {...primary}
        className={state.button.className}
        onPointerEnter={arrive('pointer')}
        onPointerDown={arrive('pointer')}
        onFocus={arrive('focus')}
        onClick={arrive('click')}
        onBlur={undefined}
      >
        {text}
        <span className={state.expandIcon?.className}>
          <ChevronDownRegular />
        </span>
      </button>
      <button aria-label="Clear selection" type="button" className={state.clearButton?.className}>
        <DismissRegular />
      </button>
    </div>
  );
}
