import { useMemo, useState } from 'react';
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Condition, Flow } from '@/engine/flows/types';
import { setStageCondition, setStepCondition } from '@/engine/studio';
import ConditionEditor from './ConditionEditor';
import { conditionWords, factsOf } from './flowDraft';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  stage: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  steps: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  stepTitle: { fontWeight: tokens.fontWeightSemibold },
  grow: { flexGrow: 1, minWidth: '12rem' },
  muted: { color: tokens.colorNeutralForeground2 },
  condition: { overflowWrap: 'anywhere' },
});

export interface FlowConditionsProps {
  /** The draft of the flow. */
  flow: Flow;
  /** Receives the draft with a condition changed. */
  onChange: (flow: Flow) => void;
}

/** Which condition is open in the editor: a stage's or a step's, by id. */
type Editing = { of: 'stage' | 'step'; id: string } | null;

/**
 * The structured editor of a flow: every stage and its steps in order, each with when it is shown
 * in words, and "Edit condition" to change it without writing JSON (ConditionEditor). A change goes
 * through the engine's setStageCondition / setStepCondition, whose refusal is shown in the editor.
 */
export default function FlowConditions({ flow, onChange }: FlowConditionsProps) {
  const classes = useStyles();
  const facts = useMemo(() => factsOf(flow), [flow]);
  const [editing, setEditing] = useState<Editing>(null);
  const isOpen = (of: 'stage' | 'step', id: string) => editing?.of === of && editing.id === id;

  const editor = (of: 'stage' | 'step', id: string, title: string, when: Condition | undefined) => (
    <ConditionEditor
      subject={`${of} ${title}`}
      when={when}
      facts={facts}
      onCancel={() => setEditing(null)}
      onApply={(next) => {
        const result = of === 'stage' ? setStageCondition(flow, id, next) : setStepCondition(flow, id, next);
        if (!result.ok) return result.error;
        setEditing(null);
        onChange(result.value);
        return undefined;
      }}
    />
  );
  const editButton = (of: 'stage' | 'step', id: string, title: string) => (
    <Button
      size="small"
      aria-expanded={isOpen(of, id)}
      aria-label={`Edit condition: ${of} ${title}`}
      onClick={() => setEditing(isOpen(of, id) ? null : { of, id })}
    >
      Edit condition
    </Button>
  );

  return (
    <div>
      <Text as="p" className={classes.muted}>
        {`Every stage and step of "${flow.title}" in order, and when it is shown. A condition reads the flow's facts: ${facts.map((f) => f.name).join(', ') || 'none'}.`}
      </Text>
      <ol className={classes.list} aria-label="Stages and steps">
        {flow.stages.map((stage, i) => (
          <li key={stage.id} className={classes.stage}>
            <div className={classes.row}>
              <h3 id={`flow-stage-${stage.id}`} className={`${classes.title} ${classes.grow}`}>
                {`Stage ${i + 1}: ${stage.title}`}
              </h3>
              {stage.when !== undefined && (
                <Badge appearance="tint" color="informative">
                  Conditional
                </Badge>
              )}
              {editButton('stage', stage.id, stage.title)}
            </div>
            <Text className={classes.condition}>{conditionWords(stage.when)}</Text>
            {isOpen('stage', stage.id) && editor('stage', stage.id, stage.title, stage.when)}
            <ol className={classes.steps} aria-label={`Steps of ${stage.title}`}>
              {stage.steps.map((step) => (
                <li key={step.id}>
                  <div className={classes.row}>
                    <div className={classes.grow}>
                      <Text className={classes.stepTitle}>{step.title}</Text>{' '}
                      <Text size={200} className={classes.muted}>
                        {step.form ? `(form ${step.form})` : `(screen ${step.screen ?? ''})`}
                      </Text>
                      <br />
                      <Text className={classes.condition}>{conditionWords(step.when)}</Text>
                    </div>
                    {editButton('step', step.id, step.title)}
                  </div>
                  {isOpen('step', step.id) && editor('step', step.id, step.title, step.when)}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}
