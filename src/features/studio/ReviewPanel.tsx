import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { StudioItem, StudioKind, Version, VersionStatus } from '@/types/generated/api/studio';
import AuditPanel from './AuditPanel';
import ImpactPanel from './ImpactPanel';
import type { DraftContent, ReviewService } from './service';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  grow: { flexGrow: 1, minWidth: '10rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  schedule: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS, flexBasis: '100%' },
});

/** The value of a datetime-local input (the browser's local time) as an ISO date-time, or undefined when it is not one. */
export function isoOfLocal(value: string): string | undefined {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined;
}

/** Now plus a day, as a datetime-local input's value in the browser's local time (the picker's first suggestion). */
function tomorrowLocal(now = new Date()): string {
  const at = new Date(now.getTime() + 24 * 3600_000 - now.getTimezoneOffset() * 60_000);
  return at.toISOString().slice(0, 16);
}

export type { FlowStudioService, ReviewService, StudioService } from './service';

/** Each status as the panel words it. */
export const STATUS_WORDS: Record<VersionStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  published: 'Published',
  scheduled: 'Scheduled',
  retired: 'Retired',
};

const STATUS_COLOURS: Record<VersionStatus, 'informative' | 'warning' | 'success' | 'brand' | 'subtle'> = {
  draft: 'informative',
  in_review: 'warning',
  approved: 'brand',
  published: 'success',
  scheduled: 'brand',
  retired: 'subtle',
};

/** The panel's words that differ between a form and a flow. */
const KIND_WORDS: Record<StudioKind, { none: string; unchanged: string; check: string }> = {
  form: {
    none: 'No versions are stored for this form.',
    unchanged: 'Change the form first: the draft is the published version.',
    check: 'Check against existing answers',
  },
  flow: {
    none: 'No versions are stored for this flow.',
    unchanged: 'Change the flow first: the draft is the published version.',
    check: 'Check against drafts in flight',
  },
};

export interface ReviewPanelProps<C = DraftContent> {
  /** The form's or the flow's id. */
  formId: string;
  /** What is reviewed: a form (the default) or a flow. */
  kind?: StudioKind;
  /** The draft in the page (a form with its own fixtures, or a flow), or undefined while it is the served version. */
  draft: C | undefined;
  service: ReviewService<C>;
  /** Puts a stored version's content into the editor (opening a draft, or the draft a rollback made). */
  onOpen?: (content: C) => void;
}

/**
 * The form's (or flow's) versions with their status, and the draft's way to review: save it as a draft
 * version, submit it with a change note, approve a version someone else submitted, publish an
 * approved one now or from a chosen time, roll back to an earlier published one (a new draft,
 * reviewed as any other), open a stored draft in the editor, check a draft against the answers
 * already given, and read the audit log. A refusal shows the server's sentence (a failing fixture,
 * one's own change, a missing note, a time in the past).
 */
export default function ReviewPanel<C = DraftContent>({ formId, kind = 'form', draft, service, onOpen }: ReviewPanelProps<C>) {
  const classes = useStyles();
  const words = KIND_WORDS[kind];
  const [item, setItem] = useState<StudioItem | undefined | null>(null);
  const [saved, setSaved] = useState<Version | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [scheduling, setScheduling] = useState<{ id: number; at: string } | null>(null);
  const [impactOf, setImpactOf] = useState<Version | null>(null);
  const [reloads, setReloads] = useState(0);

  const load = useCallback(async () => {
    try {
      setItem(await service.versions(formId));
      setReloads((n) => n + 1);
    } catch (error) {
      setItem(undefined);
      setOutcome({ ok: false, text: (error as Error).message });
    }
  }, [service, formId]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<Version>, success: (version: Version) => string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const version = await work();
      if (version.FormId === formId && (version.Status === 'draft' || version.Status === 'in_review')) setSaved(version);
      setOutcome({ ok: true, text: success(version) });
      await load();
    } catch (error) {
      setOutcome({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const open = (version: Version) =>
    act(
      async () => {
        const stored = await service.version(version.Id);
        onOpen?.(stored.Content as C);
        return stored;
      },
      (v) => `Version ${v.Version} is open in the editor.`,
    );
  const names = useMemo(() => {
    const found = new Map<number, string>();
    for (const v of item?.Versions ?? []) {
      if (v.AuthorId !== null && v.AuthorName) found.set(v.AuthorId, v.AuthorName);
      if (v.ApproverId !== null && v.ApproverName) found.set(v.ApproverId, v.ApproverName);
    }
    return found;
  }, [item]);

  if (item === null) return <Spinner label="Loading the versions…" />;
  const inEffect = item?.InEffect ?? null;
  const ownDraft = saved?.Status === 'draft' ? saved : null;

  return (
    <div className={classes.panel}>
      <h3 className={classes.title}>Versions</h3>
      {item && item.Versions.length > 0 ? (
        <ul className={classes.list} aria-label="Versions">
          {item.Versions.map((version) => (
            <li key={version.Id} className={classes.row}>
              <Text className={classes.grow}>
                {`Version ${version.Version}${version.AuthorName ? ` by ${version.AuthorName}` : ''}${version.ChangeNote ? `: ${version.ChangeNote}` : ''}`}
              </Text>
              <Badge appearance="tint" color={STATUS_COLOURS[version.Status]}>
                {STATUS_WORDS[version.Status]}
              </Badge>
              {(version.Status === 'draft' || version.Status === 'in_review') && (
                <>
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={`Open version ${version.Version} in the editor`}
                    onClick={() => void open(version)}
                  >
                    Open
                  </Button>
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={`${words.check}: version ${version.Version}`}
                    onClick={() => setImpactOf(version)}
                  >
                    {words.check}
                  </Button>
                </>
              )}
              {version.Status === 'in_review' && (
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={`Approve version ${version.Version}`}
                  onClick={() =>
                    void act(
                      () => service.approve(version.Id),
                      (v) => `Version ${v.Version} is approved.`,
                    )
                  }
                >
                  Approve
                </Button>
              )}
              {version.Status === 'approved' && (
                <>
                  <Button
                    size="small"
                    appearance="primary"
                    disabled={busy}
                    aria-label={`Publish now: version ${version.Version}`}
                    onClick={() =>
                      void act(
                        () => service.publish(version.Id),
                        (v) => `Version ${v.Version} is published and in effect now.`,
                      )
                    }
                  >
                    Publish now
                  </Button>
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={`Schedule version ${version.Version}`}
                    aria-expanded={scheduling?.id === version.Id}
                    onClick={() => setScheduling(scheduling?.id === version.Id ? null : { id: version.Id, at: tomorrowLocal() })}
                  >
                    Schedule
                  </Button>
                </>
              )}
              {version.Status === 'retired' && (
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={`Roll back to this version: version ${version.Version}`}
                  onClick={() =>
                    void act(
                      async () => {
                        const draftMade = await service.rollback(version.Id);
                        const stored = await service.version(draftMade.Id);
                        onOpen?.(stored.Content as C);
                        return stored;
                      },
                      (v) =>
                        `Version ${v.Version} is a new draft with the content of version ${version.Version}, open in the editor: submit it for review to roll back.`,
                    )
                  }
                >
                  Roll back to this version
                </Button>
              )}
              {version.Status === 'scheduled' && version.EffectiveFrom && (
                <Text size={200}>{`effective from ${new Date(version.EffectiveFrom).toLocaleString()}`}</Text>
              )}
              {scheduling?.id === version.Id && (
                <div className={classes.schedule}>
                  <Field label={`Version ${version.Version} in effect from`} hint="Your local date and time; it must be in the future.">
                    <Input
                      type="datetime-local"
                      value={scheduling.at}
                      onChange={(_, d) => setScheduling({ id: version.Id, at: d.value })}
                    />
                  </Field>
                  <Button
                    disabled={busy}
                    onClick={() => {
                      const at = isoOfLocal(scheduling.at);
                      setScheduling(null);
                      void act(
                        () => service.publish(version.Id, at ?? scheduling.at),
                        (v) => `Version ${v.Version} is scheduled: in effect from ${new Date(v.EffectiveFrom ?? '').toLocaleString()}.`,
                      );
                    }}
                  >
                    Schedule
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Text>{words.none}</Text>
      )}

      <h3 className={classes.title}>Review of the draft</h3>
      <div className={classes.actions}>
        <Button
          disabled={busy || !draft || inEffect === null}
          onClick={() =>
            draft &&
            inEffect !== null &&
            void act(
              () => service.save(formId, draft, ownDraft?.BasedOnVersion ?? inEffect, ownDraft?.Id),
              (v) => `The draft is saved as version ${v.Version}.`,
            )
          }
        >
          Save the draft
        </Button>
      </div>
      {!draft && <Text>{words.unchanged}</Text>}
      <Field label="Change note" hint="What changed and why, for the reviewer and the audit log.">
        <Textarea value={note} resize="vertical" onChange={(_, d) => setNote(d.value)} />
      </Field>
      <div className={classes.actions}>
        <Button
          appearance="primary"
          disabled={busy || !ownDraft}
          onClick={() =>
            ownDraft &&
            void act(
              () => service.submit(ownDraft.Id, note),
              (v) => `Version ${v.Version} is submitted for review.`,
            )
          }
        >
          Submit for review
        </Button>
        {busy && <Spinner size="tiny" label="Working…" />}
      </div>
      <div role="status">
        {outcome && (
          <MessageBar intent={outcome.ok ? 'success' : 'error'}>
            <MessageBarBody>{outcome.text}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {impactOf && <ImpactPanel key={impactOf.Id} version={impactOf} impact={service.impact} />}
      <AuditPanel formId={formId} kind={kind} audit={service.audit} names={names} reloadKey={reloads} />
    </div>
  );
}
