import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Circle16Regular, RecordStop16Regular } from '@fluentui/react-icons';
import type { FlowStep } from '@/engine';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  item: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  done: { color: tokens.colorNeutralForeground2 },
  current: {
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    fontWeight: tokens.fontWeightSemibold,
  },
  doneIcon: { color: tokens.colorPaletteGreenForeground1 },
  enter: {
    minWidth: 0,
    paddingInline: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    color: 'inherit',
  },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

/** A stage of the tracker's stage view: done (valid), current or upcoming; `onEnter` when it may be entered. */
export interface StageItem {
  id: string;
  title: string;
  state: 'done' | 'current' | 'upcoming';
  onEnter?: () => void;
}

/**
 * Where the user is in a flow: the visible steps in order (skipped ones are not listed), done ones
 * ticked, the current one marked with aria-current="step".
 */
export default function StepTracker({
  steps,
  currentId,
  label = 'Progress',
  stages,
}: {
  steps: readonly FlowStep[];
  currentId: string;
  label?: string;
  /** Lists these stages instead of the steps (a wizard whose stages can be entered from the tracker). */
  stages?: readonly StageItem[];
}) {
  const classes = useStyles();
  if (stages) {
    return (
      <nav aria-label={label}>
        <ol className={classes.list}>
          {stages.map((stage) => (
            <li
              key={stage.id}
              className={mergeClasses(classes.item, stage.state === 'done' && classes.done, stage.state === 'current' && classes.current)}
              aria-current={stage.state === 'current' ? 'step' : undefined}
            >
              {stage.state === 'done' ? (
                <CheckmarkCircle16Filled className={classes.doneIcon} aria-hidden="true" />
              ) : stage.state === 'current' ? (
                <RecordStop16Regular aria-hidden="true" />
              ) : (
                <Circle16Regular aria-hidden="true" />
              )}
              {stage.onEnter ? (
                <Button appearance="transparent" size="small" className={classes.enter} onClick={stage.onEnter}>
                  {stage.title}
                </Button>
              ) : (
                <span>{stage.title}</span>
              )}
              {stage.state === 'done' && <span className={classes.hidden}> (done)</span>}
            </li>
          ))}
        </ol>
      </nav>
    );
  }
  const at = steps.findIndex((s) => s.id === currentId);
  return (
    <nav aria-label={label}>
      <ol className={classes.list}>
        {steps.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'upcoming';
          const text = step.trackerLabel ?? step.title;
          return (
            <li
              key={step.id}
              className={mergeClasses(classes.item, state === 'done' && classes.done, state === 'current' && classes.current)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' ? (
                <CheckmarkCircle16Filled className={classes.doneIcon} aria-hidden="true" />
              ) : state === 'current' ? (
                <RecordStop16Regular aria-hidden="true" />
              ) : (
                <Circle16Regular aria-hidden="true" />
              )}
              <span>{text}</span>
              {state === 'done' && <span className={classes.hidden}> (done)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
