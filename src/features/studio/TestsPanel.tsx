import { useEffect, useId, useState } from 'react';
import {
  Badge,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  createFocusOutlineStyle,
  makeStyles,
  mergeClasses,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { canonicalJson } from '@/engine/forms/sha256';
import type { FixturesCheck } from '@/types/generated/api/studio';
import type { DraftContent } from './service';

/** How long the draft must rest before its fixtures run again (typing in a field changes it on every key). */
export const TESTS_DEBOUNCE_MS = 500;

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
  },
  scroll: { maxHeight: '22rem', overflowY: 'auto' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    // The focus ring drawn inside the line: outside it, the scroll box would clip it (and widen a phone's page).
    position: 'relative',
    ...createFocusOutlineStyle({ style: { outlineOffset: '-2px' } }),
  },
  failed: { backgroundColor: tokens.colorPaletteRedBackground1 },
  name: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  detail: { gridColumn: '2', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

export interface TestsPanelProps {
  /** The draft's content (the form and its own fixtures), unsaved. */
  content: DraftContent;
  /** Runs the fixtures on the server against the content. */
  check: (content: DraftContent) => Promise<FixturesCheck>;
}

/** What one fixture's line says under its name: why it failed, or what the form answers it with. */
function detailOf(fixture: FixturesCheck['Fixtures'][number]): string {
  if (!fixture.Passed) return fixture.Problem ?? '';
  return fixture.Expect === 'valid' ? 'Accepted.' : `Refused first with “${fixture.FirstError ?? ''}”.`;
}

/**
 * The form's fixtures (issue 13 item 3) run against the draft as it is in the page, again after
 * every change once the draft rests for TESTS_DEBOUNCE_MS: passed or failed per fixture with the
 * first message, the same judgement a submission for review makes. A stale answer (the draft changed
 * while a run was on its way) is dropped.
 */
export default function TestsPanel({ content, check }: TestsPanelProps) {
  const classes = useStyles();
  // One tab stop for the list; the arrow keys (and Home, End) then go from one test to the next.
  const arrows = useArrowNavigationGroup({ axis: 'vertical', memorizeCurrent: true });
  const key = canonicalJson(content);
  const [result, setResult] = useState<{ key: string; check: FixturesCheck } | null>(null);
  const [problem, setProblem] = useState<{ key: string; message: string } | null>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      check(content).then(
        (answer) => {
          if (!current) return;
          setResult({ key, check: answer });
          setProblem(null);
        },
        (error: unknown) => current && setProblem({ key, message: (error as Error).message }),
      );
    }, TESTS_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key stands for the content: a new object with the same JSON is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, check]);

  const running = result?.key !== key && problem?.key !== key;
  const shown = result?.check;
  return (
    <section className={classes.panel} aria-labelledby="studio-tests-title">
      <div className={classes.bar}>
        <h3 id="studio-tests-title" className={classes.title}>
          Tests
        </h3>
        <div role="status">
          {running && <Spinner size="tiny" label="Running the tests…" />}
          {!running && shown && !problem && (
            <Text>
              {shown.Failed === 0
                ? `All ${shown.Passed} tests pass.`
                : `${shown.Failed} of ${shown.Passed + shown.Failed} tests fail: the draft cannot be submitted until they pass.`}
            </Text>
          )}
        </div>
      </div>
      {problem?.key === key && (
        <MessageBar intent="error">
          <MessageBarBody>{`The tests could not run: ${problem.message}`}</MessageBarBody>
        </MessageBar>
      )}
      {shown && (
        <div className={classes.scroll} role="region" aria-label="Test results, scrollable">
          <ul className={classes.list} aria-label="Test results" {...arrows}>
            {shown.Fixtures.map((fixture) => (
              <FixtureRow key={`${fixture.Expect}/${fixture.Name}`} fixture={fixture} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * One test's line, focusable so a keyboard reaches each test in turn; read as what it shows:
 * "Fail invalid/missing-us-person Fixture … should fail first with …".
 */
function FixtureRow({ fixture }: { fixture: FixturesCheck['Fixtures'][number] }) {
  const classes = useStyles();
  const id = useId();
  return (
    <li
      // A line to read, not a control: the list is one tab stop (an arrow group), so this adds no tab stops.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-labelledby={`${id}-verdict ${id}-name ${id}-detail`}
      className={mergeClasses(classes.row, !fixture.Passed && classes.failed)}
    >
      <Badge id={`${id}-verdict`} appearance="filled" color={fixture.Passed ? 'success' : 'danger'}>
        {fixture.Passed ? 'Pass' : 'Fail'}
      </Badge>
      <Text id={`${id}-name`} className={classes.name}>{`${fixture.Expect}/${fixture.Name}`}</Text>
      <Text id={`${id}-detail`} size={200} className={classes.detail}>
        {detailOf(fixture)}
      </Text>
    </li>
  );
}
