import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Spinner, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { SchemaRegistry } from '@/engine';
import type { DraftFixtures } from '@/types/generated/api/studio';
import type { FormData } from '@/widgets/TesseraForm';
import { canonicalJson } from '@/engine/forms/sha256';
import { diffFormVersions, type FormVersion } from '@/engine/studio';
import DiffPanel from './DiffPanel';
import FormPreview from './FormPreview';
import PreviewBoundary from './PreviewBoundary';
import ReviewPanel from './ReviewPanel';
import { SAVED_TEST_CASE } from './SaveTestCase';
import { contentOf, type DraftContent, type StudioService } from './service';
import TestsPanel from './TestsPanel';
import StructuredEditor from './StructuredEditor';
import StudioLayout from './StudioLayout';
import { draftRegistry, draftResolver, servedVersion } from './draft';
import { useBrandLooks, type BrandLookChoice, type LoadBrandLooks } from './preview/useBrandLooks';

// The code editor (CodeMirror) is its own chunk, fetched when the JSON tab opens.
const JsonDraftEditor = lazy(() => import('./JsonDraftEditor'));

const useStyles = makeStyles({
  // A wide screen: the editor and the preview side by side; narrower, the editor above the preview.
  work: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface FormStudioPageProps {
  /** The registry holding the served forms (their published versions). */
  registry: SchemaRegistry;
  /** Every form id the server serves, in the order to list them. */
  formIds: readonly string[];
  /** The form shown first; the first listed by default. */
  initialFormId?: string;
  /** The reference lists the forms' selects name (`ui:options.referenceData`), as the wizard has them. */
  referenceData?: Record<string, unknown>;
  /** The studio API (versions, save, submit, approve); without it the page has no Review tab. */
  service?: StudioService;
  /** Changes when a served form is put in the registry again (a version published from here): the page starts from it. */
  servedRevision?: number;
  /** Reads the brands whose look the preview may take (GET studio/brands); without it the preview keeps the page's look. */
  loadBrands?: LoadBrandLooks;
}

type EditorTab = 'fields' | 'json' | 'changes' | 'review';

/**
 * The form studio: every served form by id; for the chosen one a draft (`{ schema, ui }`, held
 * here, starting from the served version) edited in a structured editor or as JSON, its changes
 * against the published version, and a live preview of the draft drawn as a screen draws it.
 * Drafts live in the page until saved (the studio API saves them); each form keeps its own.
 */
export default function FormStudioPage({
  registry,
  formIds,
  initialFormId,
  referenceData,
  service,
  servedRevision = 0,
  loadBrands,
}: FormStudioPageProps) {
  // Held here, so the brand chosen stays when another form is opened.
  const brandLook = useBrandLooks(loadBrands);
  const [formId, setFormId] = useState<string | undefined>(initialFormId ?? formIds[0]);
  const [drafts, setDrafts] = useState<Record<string, FormVersion>>({});
  const [fixtures, setFixtures] = useState<Record<string, DraftFixtures>>({});
  const [tab, setTab] = useState<EditorTab>('fields');
  const loaded = !!formId && registry.has(formId);

  return (
    <StudioLayout title="Form studio" listLabel="Forms" ids={formIds} chosen={formId} drafted={(id) => !!drafts[id]} onChoose={setFormId}>
      {!formId && <Text>No forms are served.</Text>}
      {formId && !loaded && (
        <section aria-label="Preview">
          <Text>{`The form "${formId}" is not loaded.`}</Text>
        </section>
      )}
      {formId && loaded && (
        <FormWorkspace
          key={formId}
          registry={registry}
          formId={formId}
          referenceData={referenceData}
          service={service}
          servedRevision={servedRevision}
          brandLook={brandLook}
          draft={drafts[formId]}
          fixtures={fixtures[formId]}
          onFixtures={(next) => setFixtures((all) => ({ ...all, [formId]: next }))}
          tab={tab}
          onTab={setTab}
          onDraft={(draft) => setDrafts(({ [formId]: _old, ...rest }) => (draft === undefined ? rest : { ...rest, [formId]: draft }))}
        />
      )}
    </StudioLayout>
  );
}

interface FormWorkspaceProps {
  registry: SchemaRegistry;
  formId: string;
  referenceData?: Record<string, unknown>;
  service?: StudioService;
  servedRevision: number;
  brandLook?: BrandLookChoice;
  /** The draft, or undefined while it is the served version. */
  draft: FormVersion | undefined;
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
  /** A new draft, or undefined to go back to the served version. */
  onDraft: (draft: FormVersion | undefined) => void;
  /** The draft's own fixtures (test cases saved in the studio), kept in its content when saved. */
  fixtures: DraftFixtures | undefined;
  onFixtures: (fixtures: DraftFixtures) => void;
}

const TAB_NAMES: Record<EditorTab, string> = { fields: 'Fields', json: 'JSON', changes: 'Changes', review: 'Review' };

/** The editor and the preview of one form's draft. */
function FormWorkspace({
  registry,
  formId,
  referenceData,
  service,
  servedRevision,
  brandLook,
  draft: edited,
  tab,
  onTab,
  onDraft,
  fixtures,
  onFixtures,
}: FormWorkspaceProps) {
  const classes = useStyles();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the registry is changed in place: servedRevision says when
  const served = useMemo(() => servedVersion(registry, formId), [registry, formId, servedRevision]);
  // A draft the served version has caught up with (it was just published) is no draft any more.
  useEffect(() => {
    if (edited && canonicalJson(edited) === canonicalJson(served)) onDraft(undefined);
  }, [served]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the served version changes
  const draft = edited ?? served;
  const resolve = useMemo(() => draftResolver(registry, draft), [registry, draft]);
  const servedResolve = useMemo(() => draftResolver(registry, served), [registry, served]);
  const changes = useMemo(
    () => (edited ? diffFormVersions(served, edited, { before: servedResolve, after: resolve }) : []),
    [served, edited, servedResolve, resolve],
  );
  const preview = useMemo(() => draftRegistry(registry, formId, draft), [registry, formId, draft]);
  const previewKey = useMemo(() => canonicalJson(draft), [draft]);
  const setDraft = (next: FormVersion) => onDraft(canonicalJson(next) === canonicalJson(served) ? undefined : next);
  // The version in effect's own test cases (saved with it in the studio), read once: the draft starts with them.
  const [inEffectFixtures, setInEffectFixtures] = useState<DraftFixtures | undefined | null>(service ? null : undefined);
  useEffect(() => {
    if (!service) return undefined;
    let current = true;
    const inEffect = service
      .versions(formId)
      .then((item) => item?.Versions.find((v) => v.Version === item.InEffect))
      .then((version) => (version ? service.version(version.Id) : undefined))
      .then((version) => (version?.Content as DraftContent | undefined)?.fixtures);
    inEffect.then(
      (own) => current && setInEffectFixtures(own),
      () => current && setInEffectFixtures(undefined),
    );
    return () => {
      current = false;
    };
  }, [service, formId, servedRevision]);
  const ownFixtures = fixtures ?? inEffectFixtures ?? undefined;
  const content = useMemo(() => contentOf(draft, ownFixtures), [draft, ownFixtures]);
  // Test cases added to the draft, with no other change, still make a draft to save.
  const fixturesChanged = fixtures !== undefined && canonicalJson(fixtures) !== canonicalJson(inEffectFixtures ?? {});
  const saveable = edited || fixturesChanged ? content : undefined;
  const checkFixtures = useCallback(
    (c: DraftContent) => (service ? service.checkFixtures(formId, c) : Promise.reject(new Error('No studio API'))),
    [service, formId],
  );
  const openStored = ({ fixtures: own, ...form }: DraftContent) => {
    setDraft(form);
    onFixtures(own ?? {});
  };
  const saveTestCase = async (answers: FormData, name: string): Promise<string> => {
    if (!service) throw new Error('No studio API');
    const verdict = (await service.checkFixtures(formId, content, answers)).Answers;
    if (!verdict) throw new Error('The studio did not judge the answers.');
    if (verdict.Valid) {
      onFixtures({ ...ownFixtures, valid: { ...ownFixtures?.valid, [name]: answers } });
      return SAVED_TEST_CASE.valid(name);
    }
    const firstError = verdict.FirstError ?? '';
    onFixtures({ ...ownFixtures, invalid: { ...ownFixtures?.invalid, [name]: { data: answers, firstError } } });
    return SAVED_TEST_CASE.invalid(name, firstError);
  };

  return (
    <div className={classes.work}>
      <section className={classes.column} aria-labelledby="studio-editor-title">
        <div className={classes.bar}>
          <h2 id="studio-editor-title" className={classes.heading}>
            Edit the draft
          </h2>
          <Button disabled={!edited} onClick={() => onDraft(undefined)}>
            Discard the draft
          </Button>
        </div>
        <Text className={classes.muted}>
          {edited
            ? 'The draft lives in this page until it is saved; the published version is unchanged.'
            : 'No changes yet: the draft is the published version.'}
        </Text>
        <TabList selectedValue={tab} onTabSelect={(_, d) => onTab(d.value as EditorTab)} aria-label="Ways to edit">
          <Tab value="fields">Fields</Tab>
          <Tab value="json">JSON</Tab>
          <Tab value="changes">{`Changes (${changes.length})`}</Tab>
          {service && <Tab value="review">Review</Tab>}
        </TabList>
        <div role="tabpanel" aria-label={TAB_NAMES[tab]} hidden={tab === 'review'}>
          {tab === 'fields' && <StructuredEditor draft={draft} resolve={resolve} onChange={setDraft} />}
          {tab === 'json' && (
            <Suspense fallback={<Spinner label="Loading the JSON editor…" />}>
              <JsonDraftEditor formId={formId} draft={draft} onChange={setDraft} />
            </Suspense>
          )}
          {tab === 'changes' && <DiffPanel changes={changes} />}
        </div>
        {/* Kept mounted while other tabs show: it holds the draft version saved from this page. */}
        {service && (
          <div role="tabpanel" aria-label="Review" hidden={tab !== 'review'}>
            <ReviewPanel formId={formId} draft={saveable} service={service} onOpen={openStored} />
          </div>
        )}
        {service && inEffectFixtures !== null && <TestsPanel content={content} check={checkFixtures} />}
      </section>
      <section className={classes.column} aria-label="Preview">
        <PreviewBoundary resetKey={previewKey}>
          <FormPreview
            registry={preview.registry}
            formId={formId}
            referenceData={referenceData}
            validates={preview.validates}
            note={edited ? 'Preview of the draft' : 'Preview of the published version'}
            onSaveTestCase={service ? saveTestCase : undefined}
            brandLook={brandLook}
          />
        </PreviewBoundary>
      </section>
    </div>
  );
}
