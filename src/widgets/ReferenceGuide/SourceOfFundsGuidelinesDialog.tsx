import { useId } from 'react';
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
import { SOURCE_OF_FUNDS_GUIDELINES } from '@/engine/reference/sourceOfFundsGuidelines';

const useStyles = makeStyles({
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
 * The Source of Funds Guidelines' dialog (compliance §2.8): the table of origins of funds against
 * what risk categories 1 and 2 fill in and what category 3 proves with a document. Loaded when it
 * is first opened (`SourceOfFundsGuidelinesButton`), so a form that offers it does not carry the
 * dialog and table components until then.
 */
export default function SourceOfFundsGuidelinesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const titleId = useId();
  const guide = SOURCE_OF_FUNDS_GUIDELINES;
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
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
            <Button type="button" appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
