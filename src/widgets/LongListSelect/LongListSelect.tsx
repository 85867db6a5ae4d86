import { useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { Select, type SelectProps } from '@fluentui/react-components';

/** One choice of a long list: the option's value and its text. */
export interface LongListChoice {
  value: string;
  label: string;
}

export interface LongListSelectProps extends Omit<SelectProps, 'children' | 'value'> {
  /** The chosen value ('' for none). */
  value: string;
  /** The list (the same array object across renders: its options are built once per array). */
  choices: readonly LongListChoice[];
  /** Options always present before the list: the empty choice, a stored value the list does not know. */
  leading?: ReactNode;
}

/** The options of a list, built once per list (React elements can be shared by every select drawing it). */
const optionsOf = new WeakMap<readonly LongListChoice[], ReactElement[]>();
function allOptions(choices: readonly LongListChoice[]): ReactElement[] {
  let options = optionsOf.get(choices);
  if (!options) {
    options = choices.map((c) => (
      <option key={c.value} value={c.value}>
        {c.label}
      </option>
    ));
    optionsOf.set(choices, options);
  }
  return options;
}

/**
 * Fluent UI's native select for a long list (the ~250 countries, the ~240 dial codes), whose
 * options are put in the page when someone comes to the select — the pointer over it or pressing
 * on it, or focus (Tab, a screen reader's focus mode, a tap) — and not before: until then it holds
 * the leading options and the chosen one, which is all it shows. A form with a dozen such lists
 * (personal details, two holders) otherwise builds ~3,700 option elements on opening, the largest
 * part of its opening time. Focus and pointer-down come before the browser opens the list or reads
 * a key, and React applies the change within those events, so choosing by mouse, touch or keyboard
 * (type-ahead included) works as on a plain select; the select's size never depends on its options.
 */
export function LongListSelect({ value, choices, leading, onFocus, onPointerDown, onPointerEnter, ...rest }: LongListSelectProps) {
  const [filled, setFilled] = useState(false);
  const fill = () => {
    if (!filled) setFilled(true);
  };
  const chosen = filled ? undefined : choices.find((c) => c.value === value);
  return (
    <Select
      {...rest}
      value={value}
      onFocus={(event: FocusEvent<HTMLSelectElement>) => {
        fill();
        onFocus?.(event);
      }}
      onPointerDown={(event: PointerEvent<HTMLSelectElement>) => {
        fill();
        onPointerDown?.(event);
      }}
      onPointerEnter={(event: PointerEvent<HTMLSelectElement>) => {
        fill();
        onPointerEnter?.(event);
      }}
    >
      {leading}
      {filled
        ? allOptions(choices)
        : chosen && (
            <option key={chosen.value} value={chosen.value}>
              {chosen.label}
            </option>
          )}
    </Select>
  );
}

export default LongListSelect;
