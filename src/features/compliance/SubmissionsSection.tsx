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
} from '@fluentui/react-components';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { complianceActions, selectCompliance } from '@/store/complianceSlice';
import { COMPLIANCE_TEXTS as T } from './texts';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // On a phone the table scrolls sideways inside its card rather than squeezing its columns.
  table: { minWidth: '640px' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** A stored time as the user reads it (dd/MM/yyyy HH:mm, local time). */
function shownTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/**
 * The past compliance submissions the user may see (issue 12 item 5): form, version, when, by whom
 * (an adviser acting as the client is named), and the generated PDF. Shown once there is one.
 */
export function SubmissionsSection() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { submissions, submissionsStatus } = useAppSelector(selectCompliance);
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
              <TableHeaderCell>Document</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {submissions.map((s) => (
              <TableRow key={s.Id}>
                <TableCell>
                  {/* The studio's version number when recorded (the schema's own version string stays "1.0.0" across studio versions). */}
                  {s.FormTitle} (version {s.FormVersion ?? s.Version})
                </TableCell>
                <TableCell className={styles.nowrap}>{s.AccountNumber ?? ''}</TableCell>
                <TableCell className={styles.nowrap}>{shownTime(s.SubmittedAt)}</TableCell>
                <TableCell>{s.ImpersonatorName ? `${s.ImpersonatorName} for ${s.SubmittedBy}` : s.SubmittedBy}</TableCell>
                <TableCell>
                  <Link as="button" onClick={() => dispatch(complianceActions.submissionPdfRequested({ submissionId: s.Id }))}>
                    Open PDF
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </section>
  );
}
