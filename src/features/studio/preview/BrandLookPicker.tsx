import { useMemo, useState } from 'react';
import { Combobox, Field, makeStyles, tokens, useComboboxFilter } from '@fluentui/react-components';
import type { BrandLook } from '@/types/generated/api/studio-brands';
import type { BrandLookChoice } from './useBrandLooks';

const useStyles = makeStyles({
  field: { maxWidth: '28rem', marginBottom: tokens.spacingVerticalS },
  combobox: { width: '100%', minWidth: 0 },
});

/** How a brand is named in the list: its name and its short code, both searchable. */
export const brandLookLabel = (look: Pick<BrandLook, 'name' | 'code'>) => `${look.name} (${look.code})`;

/** The hint under the picker, by what the server let the user choose. */
function hintOf(choice: BrandLookChoice): string | undefined {
  if (choice.status === 'loading') return 'Loading the brands…';
  if (choice.status === 'failed')
    return `The brands could not be loaded (${choice.problem ?? 'no answer'}): the preview keeps this portal's look.`;
  return choice.looks.length > 1
    ? `The preview draws the form as clients of the chosen brand see it. Type to search the ${choice.looks.length} brands.`
    : 'The preview draws the form as clients of your brand see it; only the white-label master previews other brands.';
}

/**
 * "Brand look": which brand's look the preview takes, among the brands the server lets the user
 * choose. A Combobox: typed words filter the brands by name or code, the arrow keys and Enter
 * choose, Escape closes; leaving it puts back the chosen brand's name.
 */
export default function BrandLookPicker({ choice }: { choice: BrandLookChoice }) {
  const classes = useStyles();
  const chosenLabel = choice.chosen ? brandLookLabel(choice.chosen) : '';
  // What is typed; null while it is the chosen brand's name (then every brand is listed).
  const [query, setQuery] = useState<string | null>(null);
  const options = useMemo(
    () =>
      [...choice.looks]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((look) => ({ children: brandLookLabel(look), value: String(look.WhiteLabelId) })),
    [choice.looks],
  );
  const shown = useComboboxFilter(query ?? '', options, {
    noOptionsMessage: 'No brand has that name or code.',
    optionToText: (option) => option.children,
  });
  return (
    <Field
      label="Brand look"
      className={classes.field}
      hint={hintOf(choice)}
      validationState={choice.status === 'failed' ? 'warning' : 'none'}
    >
      <Combobox
        className={classes.combobox}
        disabled={choice.status !== 'ready'}
        value={query ?? chosenLabel}
        selectedOptions={choice.chosen ? [String(choice.chosen.WhiteLabelId)] : []}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          // Words that match no brand clear the selection (no value): the typing goes on, the chosen look stays.
          if (!data.optionValue) return;
          choice.choose(Number(data.optionValue));
          setQuery(null);
        }}
        onOpenChange={(_, data) => {
          if (!data.open) setQuery(null);
        }}
      >
        {shown}
      </Combobox>
    </Field>
  );
}
