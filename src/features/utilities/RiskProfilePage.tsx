import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import type { RiskProfileContent } from '@/engine/content/types';
import { ContentPageFrame, useUtilityStyles } from './UtilityLayout';
import { useContentPage } from './useContentPage';
import { UTILITY_TEXTS as T } from '@/engine/messages/utilityTexts';

const useStyles = makeStyles({
  levels: { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  level: {
    display: 'grid',
    gridTemplateColumns: '120px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    '@media (max-width: 520px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  scale: { display: 'flex', gap: '3px', alignItems: 'flex-end', height: '36px' },
  bar: { width: '18px', borderRadius: '2px', background: tokens.colorNeutralBackground5 },
  barOn: { background: 'var(--brand-primary, #0f6cbd)' },
  levelName: { fontSize: tokens.fontSizeBase400, margin: `0 0 ${tokens.spacingVerticalXS}` },
  suits: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Five bars, the first `level` filled: the scale drawn, its number said in words (the bars are decoration). */
function Scale({ level }: { level: number }) {
  const s = useStyles();
  return (
    <div className={s.scale} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= level ? `${s.bar} ${s.barOn}` : s.bar} style={{ height: `${12 + n * 5}px` }} />
      ))}
    </div>
  );
}

function RiskProfile({ content }: { content: RiskProfileContent }) {
  const s = useStyles();
  const u = useUtilityStyles();
  return (
    <>
      <ol className={s.levels}>
        {content.levels.map((l) => (
          <li key={l.level} className={s.level}>
            <div>
              <Scale level={l.level} />
              <strong>{T.riskLevel(l.level)}</strong>
            </div>
            <div>
              <h2 className={s.levelName}>{`${l.level} – ${l.name}`}</h2>
              <p className={u.paragraph}>{l.description}</p>
              <p className={s.suits}>
                <strong>{T.riskSuits}: </strong>
                {l.suits}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <section aria-labelledby="risk-profile-change">
        <h2 id="risk-profile-change" className={u.h2}>
          {content.change.heading}
        </h2>
        {content.change.text.map((p) => (
          <p key={p} className={u.paragraph}>
            {p}
          </p>
        ))}
      </section>
      {content.disclaimer && (
        <MessageBar intent="info" className={u.note}>
          <MessageBarBody>{content.disclaimer}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

/** Risk Profile (/utilities/risk-profile): the platform's scale 1 to 5, level by level, and how to change your own profile. */
export default function RiskProfilePage({ fallbackTitle }: { fallbackTitle: string }) {
  const { state, retry } = useContentPage<'risk-profile'>('risk-profile');
  return (
    <ContentPageFrame
      id="risk-profile"
      fallbackTitle={fallbackTitle}
      state={state}
      retry={retry}
      render={(c) => <RiskProfile content={c} />}
    />
  );
}
