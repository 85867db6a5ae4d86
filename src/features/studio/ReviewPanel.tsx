import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Field, MessageBar, MessageBarBody, Spinner, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { FormVersion } from '@/engine/studio';
import type { StudioItem, Version, VersionStatus } from '@/types/generated/api/studio';

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
});

/** The studio API as the review panel uses it (the route wires it to src/api/studio; a refusal rejects with the server's sentence). */
export interface StudioService {
  /** The form's versions, newest first, and the one in effect. */
  versions: (formId: string) => Promise<StudioItem | undefined>;
  /** Saves the draft: a new draft version based on `basedOnVersion`, or new content for the draft `id`. */
  save: (formId: string, draft: FormVersion, basedOnVersion: number, id?: number) => Promise<Version>;
  /** Submits a draft for review with its change note. */
  submit: (id: number, changeNote: string) => Promise<Version>;
  /** Approves a version in review (a second person). */
  approve: (id: number) => Promise<Version>;
}

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

export interface ReviewPanelProps {
  formId: string;
  /** The draft in the page, or undefined while it is the served version. */
  draft: FormVersion | undefined;
  service: StudioService;
}

/**
 * The form's versions with their status, and the draft's way to review: save it as a draft
 * version, submit it with a change note, and approve a version someone else submitted. A refusal
 * shows the server's sentence (a failing fixture, one's own change, a missing note).
 */
export default function ReviewPanel({ formId, draft, service }: ReviewPanelProps) {
  const classes = useStyles();
  const [item, setItem] = useState<StudioItem | undefined | null>(null);
  const [saved, setSaved] = useState<Version | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      setItem(await service.versions(formId));
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
            </li>
          ))}
        </ul>
      ) : (
        <Text>No versions are stored for this form.</Text>
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
      {!draft && <Text>Change the form first: the draft is the published version.</Text>}
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
    </div>
  );
}
