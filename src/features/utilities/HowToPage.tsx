import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import type { ContentPage } from '@/engine/content/pages';
import type { HowToContent } from '@/engine/content/types';
import { ContentPageFrame, useUtilityStyles } from './UtilityLayout';
import { useContentPage } from './useContentPage';
import { UTILITY_TEXTS as T } from '@/engine/messages/utilityTexts';

const useStyles = makeStyles({
  steps: { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  step: { display: 'grid', gridTemplateColumns: '40px minmax(0, 1fr)', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  number: {
    width: '36px',
    height: '36px',
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: tokens.fontWeightSemibold,
    background: 'var(--brand-primary, #0f6cbd)',
    color: 'var(--brand-button-text, #fff)',
  },
  heading: { fontSize: tokens.fontSizeBase400, margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalXS}` },
});

function HowTo({ content }: { content: HowToContent }) {
  const s = useStyles();
  const u = useUtilityStyles();
  return (
    <>
      <ol className={s.steps} aria-label={T.stepsLabel}>
        {content.steps.map((step, i) => (
          <li key={step.heading} className={s.step}>
            <span className={s.number} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2 className={s.heading}>
                <span className={u.srOnly}>{`${T.step(i + 1)}: `}</span>
                {step.heading}
              </h2>
              {step.text.map((p) => (
                <p key={p} className={u.paragraph}>
                  {p}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ol>
      {content.note && (
        <MessageBar intent="info" className={u.note}>
          <MessageBarBody>{content.note}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

/** The three how-to guides (/how-to/buy-sell, /how-to/remit-cash, /how-to/send-cash): numbered steps with headings. */
export default function HowToPage({ page, fallbackTitle }: { page: ContentPage; fallbackTitle: string }) {
  const { state, retry } = useContentPage<'how-to'>(page);
  return <ContentPageFrame id={page} fallbackTitle={fallbackTitle} state={state} retry={retry} render={(c) => <HowTo content={c} />} />;
}
