import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Button, Spinner, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Flow } from '@/engine/flows/types';
import { canonicalJson } from '@/engine/forms/sha256';
import { diffFlowVersions } from '@/engine/studio';
import DiffPanel from '../DiffPanel';
import ReviewPanel from '../ReviewPanel';
import type { FlowStudioService } from '../service';
import StudioLayout from '../StudioLayout';
import FlowConditions from './FlowConditions';

// The code editor (CodeMirror) is its own chunk, fetched when the JSON tab opens.
const FlowJsonEditor = lazy(() => import('./FlowJsonEditor'));

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0, maxWidth: '64rem' },
  heading: { margin: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface FlowStudioPageProps {
  /** Every flow id the server serves, in the order to list them. */
  flowIds: readonly string[];
  /** The served flows (the versions in effect) loaded so far, by id. */
  flows: Readonly<Record<string, Flow>>;
  /** The flow shown first; the first listed by default. */
  initialFlowId?: string;
  /** The studio API (versions, save, submit, approve, publish); without it the page has no Review tab. */
  service?: FlowStudioService;
}

type EditorTab = 'conditions' | 'json' | 'changes' | 'review';
const TAB_NAMES: Record<EditorTab, string> = { conditions: 'Conditions', json: 'JSON', changes: 'Changes', review: 'Review' };

/**
 * The flow studio: every served flow by id; for the chosen one a draft (held here, starting from
 * the served version) edited stage by stage and step by step (when each is shown) or as JSON, its
 * changes against the published version, and its review (save, submit, approve, publish, roll back,
 * the impact on drafts in flight, the audit log). Drafts live in the page until saved; each flow
 * keeps its own. A flow published from here reaches the page as its new served version.
 */
export default function FlowStudioPage({ flowIds, flows, initialFlowId, service }: FlowStudioPageProps) {
  const [flowId, setFlowId] = useState<string | undefined>(initialFlowId ?? flowIds[0]);
  const [drafts, setDrafts] = useState<Record<string, Flow>>({});
  const [tab, setTab] = useState<EditorTab>('conditions');
  const served = flowId ? flows[flowId] : undefined;

  return (
    <StudioLayout title="Flow studio" listLabel="Flows" ids={flowIds} chosen={flowId} drafted={(id) => !!drafts[id]} onChoose={setFlowId}>
      {!flowId && <Text>No flows are served.</Text>}
      {flowId && !served && <Spinner label={`Loading the flow "${flowId}"…`} />}
      {flowId && served && (
        <FlowWorkspace
          key={flowId}
          flowId={flowId}
          served={served}
          service={service}
          draft={drafts[flowId]}
          tab={tab}
          onTab={setTab}
          onDraft={(draft) => setDrafts(({ [flowId]: _old, ...rest }) => (draft === undefined ? rest : { ...rest, [flowId]: draft }))}
        />
      )}
    </StudioLayout>
  );
}

interface FlowWorkspaceProps {
  flowId: string;
  /** The version in effect, as the server serves it. */
  served: Flow;
  service?: FlowStudioService;
  /** The draft, or undefined while it is the served version. */
  draft: Flow | undefined;
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
  /** A new draft, or undefined to go back to the served version. */
  onDraft: (draft: Flow | undefined) => void;
}

/** The editors, the changes and the review of one flow's draft. */
function FlowWorkspace({ flowId, served, service, draft: edited, tab, onTab, onDraft }: FlowWorkspaceProps) {
  const classes = useStyles();
  // A draft the served version has caught up with (it was just published) is no draft any more.
  useEffect(() => {
    if (edited && canonicalJson(edited) === canonicalJson(served)) onDraft(undefined);
  }, [served]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the served version changes
  const draft = edited ?? served;
  const changes = useMemo(() => (edited ? diffFlowVersions(served, edited) : []), [served, edited]);
  const setDraft = (next: Flow) => onDraft(canonicalJson(next) === canonicalJson(served) ? undefined : next);

  return (
    <section className={classes.column} aria-labelledby="flow-editor-title">
      <div className={classes.bar}>
        <h2 id="flow-editor-title" className={classes.heading}>
          {`Edit the draft of ${served.title}`}
        </h2>
        <Button disabled={!edited} onClick={() => onDraft(undefined)}>
          Discard the draft
        </Button>
      </div>
      <Text className={classes.muted}>
        {edited
          ? 'The draft lives in this page until it is saved; the published version is unchanged.'
          : `No changes yet: the draft is the published version (${served.version}).`}
      </Text>
      <TabList selectedValue={tab} onTabSelect={(_, d) => onTab(d.value as EditorTab)} aria-label="Ways to edit">
        <Tab value="conditions">Conditions</Tab>
        <Tab value="json">JSON</Tab>
        <Tab value="changes">{`Changes (${changes.length})`}</Tab>
        {service && <Tab value="review">Review</Tab>}
      </TabList>
      <div role="tabpanel" aria-label={TAB_NAMES[tab]} hidden={tab === 'review'}>
        {tab === 'conditions' && <FlowConditions flow={draft} onChange={setDraft} />}
        {tab === 'json' && (
          <Suspense fallback={<Spinner label="Loading the JSON editor…" />}>
            <FlowJsonEditor flowId={flowId} flow={draft} onChange={setDraft} />
          </Suspense>
        )}
        {tab === 'changes' && <DiffPanel changes={changes} />}
      </div>
      {/* Kept mounted while other tabs show: it holds the draft version saved from this page. */}
      {service && (
        <div role="tabpanel" aria-label="Review" hidden={tab !== 'review'}>
          <ReviewPanel<Flow> formId={flowId} kind="flow" draft={edited} service={service} onOpen={setDraft} />
        </div>
      )}
    </section>
  );
}
