import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { VersionChange } from '@/engine/studio';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  summary: { color: tokens.colorNeutralForeground2 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  row: {
    display: 'flex',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  sentence: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  badge: { flexShrink: 0 },
});

export interface DiffPanelProps {
  /** The changes of the draft against the published version (`diffFormVersions`), in its order. */
  changes: readonly VersionChange[];
}

/** "3 changes, 1 of them breaking", as the panel's summary says it. */
export function changeSummary(changes: readonly VersionChange[]): string {
  if (changes.length === 0) return 'No changes from the published version.';
  const breaking = changes.filter((change) => change.breaking).length;
  const count = changes.length === 1 ? '1 change' : `${changes.length} changes`;
  const of =
    breaking === 0 ? 'none of them breaking' : breaking === changes.length && breaking === 1 ? 'breaking' : `${breaking} of them breaking`;
  return `${count} from the published version, ${of}.`;
}

/**
 * The draft against the published version, for a non-developer: one row per change with its
 * sentence, and a "Breaking" badge where answers valid before may fail now or an in-flight draft
 * may get stuck. An empty state when nothing changed.
 */
export default function DiffPanel({ changes }: DiffPanelProps) {
  const classes = useStyles();
  return (
    <div className={classes.panel}>
      <Text className={classes.summary} role="status">
        {changeSummary(changes)}
      </Text>
      {changes.length > 0 && (
        <ul className={classes.list} aria-label="Changes">
          {changes.map((change, index) => (
            <li key={`${change.kind}:${change.pointer}:${change.detail ?? ''}:${index}`} className={classes.row}>
              <Text className={classes.sentence}>{change.sentence}</Text>
              {change.breaking && (
                <Badge className={classes.badge} color="danger" appearance="tint">
                  Breaking
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
