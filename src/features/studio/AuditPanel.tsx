import { useEffect, useState } from 'react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { AuditEntry, AuditLog, StudioKind } from '@/types/generated/api/studio';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  scroll: { overflowX: 'auto', maxWidth: '100%', maxHeight: '28rem', overflowY: 'auto' },
  // Wide: the table fits its column and cells wrap; a phone scrolls it sideways inside its box.
  table: { '@media (max-width: 640px)': { minWidth: '36rem' } },
});

/** Each audit action in words. */
export const ACTION_WORDS: Record<AuditEntry['Action'], string> = {
  seeded: 'Loaded from schemas/',
  draft_created: 'Draft started',
  draft_edited: 'Draft changed',
  submitted: 'Submitted for review',
  approved: 'Approved',
  rejected: 'Sent back',
  published: 'Published',
  rollback_created: 'Rollback started',
};

/** An entry's time, short (the date and the minute, in the browser's locale). */
export const timeOf = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** The note an entry carries, from its detail: a change note, a review note, a schedule or a rollback's target. */
function noteOf(entry: AuditEntry): string {
  const d = entry.Detail;
  if (typeof d.changeNote === 'string') return d.changeNote;
  if (typeof d.note === 'string') return d.note;
  if (entry.Action === 'published' && typeof d.effectiveFrom === 'string')
    return d.scheduled === true ? `Scheduled from ${new Date(d.effectiveFrom).toLocaleString()}` : 'In effect at once';
  if (typeof d.rollbackTo === 'number') return `Back to version ${d.rollbackTo}`;
  if (typeof d.basedOnVersion === 'number') return `Based on version ${d.basedOnVersion}`;
  return '';
}

export interface AuditPanelProps {
  /** The form's or the flow's id. */
  formId: string;
  /** Whose log it is: a form's (the default) or a flow's; names the column of ids. */
  kind?: StudioKind;
  /** Reads the form's (or flow's) audit log and the chain's verdict. */
  audit: (formId: string) => Promise<AuditLog>;
  /** Names of the users by id (the versions' authors and approvers); others show as "User <id>". */
  names: ReadonlyMap<number, string>;
  /** Changes whenever something was done, so the log is read again. */
  reloadKey?: number;
}

/**
 * The studio's audit log of one form or flow (issue 13 item 3): every draft, edit, review, approval,
 * publication and rollback with its time, who, form (or flow), version and note, newest last, and the
 * verdict on the whole hash chain the server recomputes on each read: verified, or the first entry
 * where it breaks.
 */
export default function AuditPanel({ formId, kind = 'form', audit, names, reloadKey = 0 }: AuditPanelProps) {
  const classes = useStyles();
  const [state, setState] = useState<{ log: AuditLog } | { error: string } | null>(null);

  useEffect(() => {
    let current = true;
    audit(formId).then(
      (log) => current && setState({ log }),
      (error: unknown) => current && setState({ error: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [audit, formId, reloadKey]);

  const who = (id: number | null) => (id === null ? 'System' : (names.get(id) ?? `User ${id}`));
  return (
    <section className={classes.panel} aria-labelledby="studio-audit-title">
      <h3 id="studio-audit-title" className={classes.title}>
        Audit log
      </h3>
      {state === null && <Spinner size="tiny" label="Loading the audit log…" />}
      {state && 'error' in state && (
        <MessageBar intent="error">
          <MessageBarBody>{state.error}</MessageBarBody>
        </MessageBar>
      )}
      {state && 'log' in state && (
        <>
          <MessageBar intent={state.log.Chain.Valid ? 'success' : 'error'}>
            <MessageBarBody>
              {state.log.Chain.Valid
                ? `Chain verified: all ${state.log.Chain.Entries} entries are linked by their hashes.`
                : `The chain is broken at entry ${state.log.Chain.BrokenAt ?? '?'}: ${state.log.Chain.Reason ?? ''}`}
            </MessageBarBody>
          </MessageBar>
          <div className={classes.scroll} tabIndex={0} role="region" aria-label="Audit log entries, scrollable">
            <Table aria-label="Audit log entries" size="small" className={classes.table}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Time</TableHeaderCell>
                  <TableHeaderCell>Who</TableHeaderCell>
                  <TableHeaderCell>Action</TableHeaderCell>
                  <TableHeaderCell>{kind === 'flow' ? 'Flow' : 'Form'}</TableHeaderCell>
                  <TableHeaderCell>Version</TableHeaderCell>
                  <TableHeaderCell>Note</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {state.log.Entries.map((entry) => (
                  <TableRow key={entry.Seq}>
                    <TableCell>{timeOf(entry.At)}</TableCell>
                    <TableCell>{who(entry.ActorId)}</TableCell>
                    <TableCell>{ACTION_WORDS[entry.Action]}</TableCell>
                    <TableCell>{entry.FormId}</TableCell>
                    <TableCell>{entry.Version ?? ''}</TableCell>
                    <TableCell>{noteOf(entry)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </section>
  );
}
