import type { ReactNode } from 'react';
import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import type { ContentKind } from '@/engine/content/pages';
import type { ContentState } from './useContentPage';
import { UTILITY_TEXTS as T } from '@/engine/messages/utilityTexts';

export const useUtilityStyles = makeStyles({
  page: {
    maxWidth: '880px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    overflowWrap: 'anywhere',
  },
  title: { margin: `0 0 ${tokens.spacingVerticalM}`, color: 'var(--brand-title, inherit)' },
  intro: { margin: `0 0 ${tokens.spacingVerticalXL}`, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  h2: { fontSize: tokens.fontSizeBase500, margin: `${tokens.spacingVerticalXL} 0 ${tokens.spacingVerticalS}` },
  paragraph: { margin: `0 0 ${tokens.spacingVerticalS}`, lineHeight: tokens.lineHeightBase400 },
  note: { marginTop: tokens.spacingVerticalXL },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/**
 * A utilities page: its heading (h1, the landmark's name), the intro, then the content; a spinner
 * while it loads and the failure with a Try again button.
 */
export function UtilityLayout({ id, title, intro, children }: { id: string; title: string; intro?: string; children?: ReactNode }) {
  const s = useUtilityStyles();
  return (
    <section aria-labelledby={`${id}-title`} className={s.page}>
      <h1 id={`${id}-title`} className={s.title}>
        {title}
      </h1>
      {intro && <p className={s.intro}>{intro}</p>}
      {children}
    </section>
  );
}

/**
 * Draws a content page once read: the fallback title stays the footer link's name while loading.
 * @param props.state - the read's state
 * @param props.render - draws the content
 */
export function ContentPageFrame<K extends ContentKind>({
  id,
  fallbackTitle,
  state,
  retry,
  render,
}: {
  id: string;
  fallbackTitle: string;
  state: ContentState<K>;
  retry: () => void;
  render: (content: Extract<ContentState<K>, { status: 'ready' }>['content']) => ReactNode;
}) {
  if (state.status === 'ready') {
    const content = state.content as { title: string; intro: string };
    return (
      <UtilityLayout id={id} title={content.title} intro={content.intro}>
        {render(state.content)}
      </UtilityLayout>
    );
  }
  return (
    <UtilityLayout id={id} title={fallbackTitle}>
      {state.status === 'loading' ? (
        <Spinner label={T.loading} />
      ) : (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{state.message}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={retry}>{T.retry}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
    </UtilityLayout>
  );
}
