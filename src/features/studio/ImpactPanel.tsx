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
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FlowImpactReport, FormImpactReport, StuckGroup, Version } from '@/types/generated/api/studio';
import type { ImpactReport } from './service';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // A table wider than a phone scrolls inside its box, the page does not.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { '@media (max-width: 640px)': { minWidth: '30rem' } },
  number: { textAlign: 'end' },
});

export interface ImpactPanelProps {
  /** The version checked (a saved draft or a version in review). */
  version: Version;
  /** Runs the impact check of a version. */
  impact: (id: number) => Promise<ImpactReport>;
}

const isFormReport = (report: ImpactReport): report is FormImpactReport => 'formId' in report;

/** The rule behind an ajv keyword, in words. */
const RULE_WORDS: Record<string, string> = {
  required: 'Required',
  maximum: 'Maximum',
  minimum: 'Minimum',
  exclusiveMaximum: 'Maximum',
  exclusiveMinimum: 'Minimum',
  maxLength: 'Maximum length',
  minLength: 'Minimum length',
  maxItems: 'Most items',
  minItems: 'Fewest items',
  enum: 'Options',
  const: 'Fixed value',
  pattern: 'Pattern',
  format: 'Format',
  type: 'Type',
};
const ruleOf = (keyword: string) => RULE_WORDS[keyword] ?? keyword;

function FormReport({ report }: { report: FormImpactReport }) {
  const classes = useStyles();
  const totals = [
    { name: 'Stored submissions', totals: report.submissions },
    { name: 'Openings in flight', totals: report.openings },
  ];
  return (
    <>
      <div className={classes.scroll} tabIndex={0} role="region" aria-label="Answers checked, scrollable">
        <Table aria-label="Answers checked" size="small" className={classes.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Answers</TableHeaderCell>
              <TableHeaderCell className={classes.number}>Checked</TableHeaderCell>
              <TableHeaderCell className={classes.number}>Failing</TableHeaderCell>
              <TableHeaderCell className={classes.number}>Newly failing</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {totals.map(({ name, totals: t }) => (
              <TableRow key={name}>
                <TableCell>{name}</TableCell>
                <TableCell className={classes.number}>{t.checked}</TableCell>
                <TableCell className={classes.number}>{t.failing}</TableCell>
                <TableCell className={classes.number}>{t.newlyFailing}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {report.groups.length === 0 ? (
        <Text>No stored answer fails this version.</Text>
      ) : (
        <div className={classes.scroll} tabIndex={0} role="region" aria-label="Failing rules, scrollable">
          <Table aria-label="Failing rules" size="small" className={classes.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Field</TableHeaderCell>
                <TableHeaderCell>Rule</TableHeaderCell>
                <TableHeaderCell>Message</TableHeaderCell>
                <TableHeaderCell className={classes.number}>Submissions</TableHeaderCell>
                <TableHeaderCell className={classes.number}>Openings</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.groups.map((g) => (
                <TableRow key={`${g.schemaPath} ${g.path} ${g.message}`}>
                  <TableCell>{g.label || g.path || '(form)'}</TableCell>
                  <TableCell>{ruleOf(g.keyword)}</TableCell>
                  <TableCell>{g.message}</TableCell>
                  <TableCell className={classes.number}>{g.submissions.count}</TableCell>
                  <TableCell className={classes.number}>{g.openings.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}

/** Why a draft in flight would stop at a step, in words. */
export const STUCK_WORDS: Record<StuckGroup['reason'], string> = {
  'answers-fail': 'Its saved answers fail the step',
  'new-step-unanswered': 'The step is new for it and was passed unanswered',
  context: 'Its facts no longer fit the flow',
};

/** The summary sentence of a flow's impact report. */
export function flowImpactSummary(report: FlowImpactReport): string {
  const checked = report.checked === 1 ? '1 draft in flight checked' : `${report.checked} drafts in flight checked`;
  return `${checked}: ${report.stuck} would get stuck, ${report.dropping} would lose answers.`;
}

/** The example ids of a group (account openings, at most five), "12, 15". */
const examplesOf = (ids: readonly number[]) => ids.join(', ');

function FlowReport({ report }: { report: FlowImpactReport }) {
  const classes = useStyles();
  return (
    <>
      <Text>{flowImpactSummary(report)}</Text>
      {report.stuckAt.length === 0 ? (
        <Text>No draft in flight would get stuck under this version.</Text>
      ) : (
        <div className={classes.scroll} tabIndex={0} role="region" aria-label="Drafts that would get stuck, scrollable">
          <Table aria-label="Drafts that would get stuck" size="small" className={classes.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Step</TableHeaderCell>
                <TableHeaderCell>Why</TableHeaderCell>
                <TableHeaderCell>What the user would read</TableHeaderCell>
                <TableHeaderCell className={classes.number}>Drafts</TableHeaderCell>
                <TableHeaderCell>Example openings</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.stuckAt.map((g) => (
                <TableRow key={`${g.stepId} ${g.reason} ${g.message}`}>
                  <TableCell>{g.stepTitle || g.stepId}</TableCell>
                  <TableCell>{STUCK_WORDS[g.reason]}</TableCell>
                  <TableCell>{g.message}</TableCell>
                  <TableCell className={classes.number}>{g.count}</TableCell>
                  <TableCell>{examplesOf(g.exampleIds)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {report.dropped.length > 0 && (
        <div className={classes.scroll} tabIndex={0} role="region" aria-label="Answers that would be dropped, scrollable">
          <Table aria-label="Answers that would be dropped" size="small" className={classes.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Step no longer shown</TableHeaderCell>
                <TableHeaderCell>Form</TableHeaderCell>
                <TableHeaderCell className={classes.number}>Drafts</TableHeaderCell>
                <TableHeaderCell>Example openings</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.dropped.map((g) => (
                <TableRow key={g.stepId}>
                  <TableCell>{g.stepTitle || g.stepId}</TableCell>
                  <TableCell>{g.formId}</TableCell>
                  <TableCell className={classes.number}>{g.count}</TableCell>
                  <TableCell>{examplesOf(g.exampleIds)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}

/**
 * The impact check of one version (issue 13 item 3). A form's: how many stored submissions and
 * in-flight openings were checked, how many fail under it and how many of those the version in
 * effect accepts, and the failing rules by field with the message users would read. A flow's: how
 * many drafts in flight were replayed, which would get stuck on which step and why (with what the
 * user would read there), and which would lose the answers of a step no longer shown. Runs when
 * shown (keyed by the version); the server's sentence when the check cannot run.
 */
export default function ImpactPanel({ version, impact }: ImpactPanelProps) {
  const classes = useStyles();
  const [state, setState] = useState<{ report: ImpactReport } | { error: string } | null>(null);
  const flow = version.Kind === 'flow';

  useEffect(() => {
    let current = true;
    setState(null);
    impact(version.Id).then(
      (report) => current && setState({ report }),
      (error: unknown) => current && setState({ error: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [impact, version.Id]);

  return (
    <section className={classes.panel} aria-labelledby="studio-impact-title">
      <h3 id="studio-impact-title" className={classes.title}>
        {flow ? `Impact of version ${version.Version} on drafts in flight` : `Impact of version ${version.Version} on existing answers`}
      </h3>
      <div role="status">
        {state === null && <Spinner size="tiny" label={flow ? 'Replaying the drafts in flight…' : 'Checking the stored answers…'} />}
      </div>
      {state && 'error' in state && (
        <MessageBar intent="error">
          <MessageBarBody>{state.error}</MessageBarBody>
        </MessageBar>
      )}
      {state &&
        'report' in state &&
        (isFormReport(state.report) ? <FormReport report={state.report} /> : <FlowReport report={state.report} />)}
    </section>
  );
}
