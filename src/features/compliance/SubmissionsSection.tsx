import { lazy, Suspense } from 'react';
import {
  Card,
  Link,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { complianceActions, selectCompliance } from '@/store/complianceSlice';
import { shownTime, submissionName, submittedBy } from './submissionEntry';
import { COMPLIANCE_TEXTS as T } from './texts';

// The view draws the answers with the forms engine: its own chunk, loaded when a submission is first viewed.
const SubmissionViewModal = lazy(() => import('./SubmissionViewModal'));

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // On a phone the table scrolls sideways inside its card rather than squeezing its columns.
  table: { minWidth: '640px' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

/**
 * The past compliance submissions the user may see (issue 12 item 5): form, version, when, by whom
 * (an adviser acting as the client is named), the answers shown with the form version they were
 * given on (issue 13 item 2), and the generated PDF. Shown once there is one.
 */
export function SubmissionsSection() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { submissions, submissionsStatus, submissionView } = useAppSelector(selectCompliance);
  // Mounted once a submission was viewed, so its dialog closes through `open` and focus returns to the row.
  const viewed = submissionView.submissionId !== null;
  if (submissionsStatus === 'failed')
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{T.submissionsFailed}</MessageBarBody>
      </MessageBar>
    );
  if (submissions.length === 0) return null;
  return (
    <section aria-labelledby="submissions-title">
      <h2 id="submissions-title">{T.submissionsTitle}</h2>
      <Card className={styles.scroll}>
        <Table aria-labelledby="submissions-title" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Form</TableHeaderCell>
              <TableHeaderCell>Account</TableHeaderCell>
              <TableHeaderCell>Submitted</TableHeaderCell>
              <TableHeaderCell>By</TableHeaderCell>
              <TableHeaderCell>Answers</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {submissions.map((s) => (
              <TableRow key={s.Id}>
                <TableCell>{submissionName(s)}</TableCell>
                <TableCell className={styles.nowrap}>{s.AccountNumber ?? ''}</TableCell>
                <TableCell className={styles.nowrap}>{shownTime(s.SubmittedAt)}</TableCell>
                <TableCell>{submittedBy(s)}</TableCell>
                <TableCell>
                  <span className={styles.actions}>
                    <Link
                      as="button"
                      aria-label={`View ${submissionName(s)}, submitted ${shownTime(s.SubmittedAt)}`}
                      onClick={() => dispatch(complianceActions.submissionViewOpened({ submissionId: s.Id }))}
                    >
                      View
                    </Link>
                    <Link as="button" onClick={() => dispatch(complianceActions.submissionPdfRequested({ submissionId: s.Id }))}>
                      Open PDF
                    </Link>
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {viewed && (
        <Suspense fallback={null}>
          <SubmissionViewModal />
        </Suspense>
      )}
    </section>
  );
}
