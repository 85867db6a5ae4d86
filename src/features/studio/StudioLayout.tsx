import type { ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  page: { maxWidth: '1600px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, 14rem) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    // A phone: the list above the editor (and the preview), all the screen's width.
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  item: { width: '100%', justifyContent: 'flex-start', textAlign: 'start' },
  chosen: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground1Selected },
});

export interface StudioLayoutProps {
  /** The page's heading ("Form studio", "Flow studio"). */
  title: string;
  /** The list's landmark name ("Forms", "Flows"). */
  listLabel: string;
  /** Every id, in the order to list them. */
  ids: readonly string[];
  /** The id open now, if any. */
  chosen: string | undefined;
  /** Whether an id has a draft in the page (listed as "id (draft)"). */
  drafted: (id: string) => boolean;
  onChoose: (id: string) => void;
  /** The chosen item's workspace (or what says why there is none). */
  children: ReactNode;
}

/**
 * The frame both studios share: the heading, the list of forms or flows (the open one current, a
 * draft marked) beside the workspace, the list above it on a phone.
 */
export default function StudioLayout({ title, listLabel, ids, chosen, drafted, onChoose, children }: StudioLayoutProps) {
  const classes = useStyles();
  return (
    <div className={classes.page}>
      <h1>{title}</h1>
      <div className={classes.layout}>
        <nav aria-label={listLabel}>
          <ul className={classes.list}>
            {ids.map((id) => (
              <li key={id}>
                <Button
                  appearance="subtle"
                  className={mergeClasses(classes.item, id === chosen && classes.chosen)}
                  aria-current={id === chosen ? 'page' : undefined}
                  onClick={() => onChoose(id)}
                >
                  {drafted(id) ? `${id} (draft)` : id}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </div>
    </div>
  );
}
