import type { ReactNode, Ref } from 'react';
import { Card, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
});

export interface ListSectionProps {
  /** The section's id (an anchor others scroll to), and the prefix of its heading's id. */
  id: string;
  title: string;
  /** The list's load: the spinner shows while loading with nothing to show yet, the empty text once loaded with none. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  count: number;
  /** The spec's failure text, shown (as an alert) when the load failed. */
  failed: string | false;
  loadingLabel: string;
  empty: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A titled section of My Account holding one loaded list: its failure text, its loader, its empty text, then the entries. */
export function ListSection({ id, title, status, count, failed, loadingLabel, empty, headingRef, children }: ListSectionProps) {
  const styles = useStyles();
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={styles.section}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.heading}>
        {title}
      </h2>
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failed}</MessageBarBody>
        </MessageBar>
      )}
      {status === 'loading' && count === 0 && <Spinner size="small" label={loadingLabel} />}
      {status === 'ready' && count === 0 && (
        <Card>
          <Text>{empty}</Text>
        </Card>
      )}
      {children}
    </section>
  );
}
