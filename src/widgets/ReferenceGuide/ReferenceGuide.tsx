import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { BookInformation20Regular } from '@fluentui/react-icons';
import { SOURCE_OF_FUNDS_GUIDE_ID, SOURCE_OF_FUNDS_GUIDELINES } from '@/engine/reference/sourceOfFundsGuidelines';

const useStyles = makeStyles({
  trigger: { alignSelf: 'flex-start' },
  surface: { width: '960px', maxWidth: '95vw' },
  intro: { marginBottom: tokens.spacingVerticalM },
  // The table scrolls inside the dialog (sideways on a phone), a region the keyboard can scroll too.
  scroll: { overflow: 'auto', maxHeight: '60vh' },
  table: { minWidth: '640px' },
  origin: {
    fontWeight: tokens.fontWeightSemibold,
    verticalAlign: 'top',
    width: '22%',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
  },
  cell: { verticalAlign: 'top', paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS },
});

/**
 * The Source of Funds Guidelines (compliance §2.8): a button that opens the table of origins of
 * funds against what risk categories 1 and 2 fill in and what category 3 proves with a document.
 * The table is data (schemas/guides/source-of-funds-guidelines.json).
 */
export function SourceOfFundsGuidelinesButton() {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const guide = SOURCE_OF_FUNDS_GUIDELINES;
  return (
    <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
      <Button
        type="button"
        className={styles.trigger}
        appearance="secondary"
        icon={<BookInformation20Regular />}
        onClick={() => setOpen(true)}
      >
        {guide.title}
      </Button>
      <DialogSurface className={styles.surface} aria-labelledby={titleId}>
        <DialogBody>
          <DialogTitle id={titleId}>{guide.title}</DialogTitle>
          <DialogContent>
            <Text as="p" block className={styles.intro}>
              {guide.intro}
            </Text>
            <div className={styles.scroll} tabIndex={0} role="region" aria-label={`${guide.title} table`}>
              <Table className={styles.table} aria-labelledby={titleId} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{guide.columns.origin}</TableHeaderCell>
                    <TableHeaderCell>{guide.columns.details}</TableHeaderCell>
                    <TableHeaderCell>{guide.columns.proof}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {guide.rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell role="rowheader" className={styles.origin}>
                        {row.origin}
                      </TableCell>
                      <TableCell className={styles.cell}>{row.details}</TableCell>
                      <TableCell className={styles.cell}>{row.proof}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </DialogContent>
          <DialogActions>
            <Button type="button" appearance="primary" onClick={() => setOpen(false)}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The reference guide a form names in `ui:options.guide` (on an array, or on a section of
 * `ui:options.sections`), drawn beside that part of the form; nothing for a name it does not know.
 */
export function ReferenceGuide({ guide }: { guide: unknown }) {
  return guide === SOURCE_OF_FUNDS_GUIDE_ID ? <SourceOfFundsGuidelinesButton /> : null;
}
