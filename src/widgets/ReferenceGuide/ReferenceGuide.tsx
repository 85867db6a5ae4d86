import { lazy, Suspense, useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { BookInformation20Regular } from '@fluentui/react-icons';
import { SOURCE_OF_FUNDS_GUIDE_ID, SOURCE_OF_FUNDS_GUIDELINES } from '@/engine/reference/sourceOfFundsGuidelines';

const SourceOfFundsGuidelinesDialog = lazy(() => import('./SourceOfFundsGuidelinesDialog'));

const useStyles = makeStyles({
  trigger: { alignSelf: 'flex-start' },
});

/**
 * The Source of Funds Guidelines (compliance §2.8): a button that opens the table of origins of
 * funds against what risk categories 1 and 2 fill in and what category 3 proves with a document.
 * The table is data (schemas/guides/source-of-funds-guidelines.json); its dialog is loaded when it
 * is first opened.
 */
export function SourceOfFundsGuidelinesButton() {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog's closing motion runs.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        type="button"
        className={styles.trigger}
        appearance="secondary"
        icon={<BookInformation20Regular />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {SOURCE_OF_FUNDS_GUIDELINES.title}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SourceOfFundsGuidelinesDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The reference guide a form names in `ui:options.guide` (on an array, or on a section of
 * `ui:options.sections`), drawn beside that part of the form; nothing for a name it does not know.
 */
export function ReferenceGuide({ guide }: { guide: unknown }) {
  return guide === SOURCE_OF_FUNDS_GUIDE_ID ? <SourceOfFundsGuidelinesButton /> : null;
}
