import { useId, useMemo, useState } from 'react';
import { makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import type { GlossaryContent } from '@/engine/content/types';
import { ContentPageFrame, useUtilityStyles } from './UtilityLayout';
import { useContentPage } from './useContentPage';
import { UTILITY_TEXTS as T } from '@/engine/messages/utilityTexts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

const useStyles = makeStyles({
  // A letter jumped to stays below the sticky top bar.
  letterHeading: { scrollMarginTop: '120px' },
  search: { width: '100%', maxWidth: '420px' },
  count: { margin: `${tokens.spacingVerticalS} 0`, color: tokens.colorNeutralForeground2 },
  letters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    listStyle: 'none',
    padding: 0,
    margin: `${tokens.spacingVerticalM} 0`,
  },
  letter: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '32px',
    minHeight: '32px',
    borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightSemibold,
  },
  letterLink: { color: 'var(--brand-primary, inherit)', border: `1px solid ${tokens.colorNeutralStroke1}`, textDecoration: 'none' },
  letterOff: { color: tokens.colorNeutralForeground2 },
  list: { margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalM },
  definition: { margin: `${tokens.spacingVerticalXXS} 0 0`, lineHeight: tokens.lineHeightBase400 },
});

/** Initial letter of a term for the A–Z index (a term starting with a digit or sign goes under '#'). */
const initialOf = (term: string) => {
  const first = term.trim().charAt(0).toUpperCase();
  return LETTERS.includes(first) ? first : '#';
};

function Glossary({ content }: { content: GlossaryContent }) {
  const s = useStyles();
  const u = useUtilityStyles();
  const [query, setQuery] = useState('');
  const ids = useId();
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    const terms = [...content.terms]
      .filter((t) => !q || t.term.toLowerCase().includes(q) || t.definition.toLowerCase().includes(q))
      .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
    const byLetter = new Map<string, typeof terms>();
    for (const t of terms) byLetter.set(initialOf(t.term), [...(byLetter.get(initialOf(t.term)) ?? []), t]);
    return { count: terms.length, byLetter };
  }, [content.terms, query]);
  const anchor = (letter: string) => `${ids}-letter-${letter === '#' ? 'other' : letter}`;
  return (
    <>
      <SearchBox
        className={s.search}
        aria-label={T.glossarySearch}
        placeholder={T.glossarySearch}
        value={query}
        onChange={(_, d) => setQuery(d.value)}
      />
      <p className={s.count} role="status">
        {groups.count ? T.glossaryCount(groups.count) : T.glossaryNoMatch}
      </p>
      <nav aria-label={T.glossaryLetters}>
        <ul className={s.letters}>
          {LETTERS.map((letter) => (
            <li key={letter}>
              {groups.byLetter.has(letter) ? (
                <a className={`${s.letter} ${s.letterLink}`} href={`#${anchor(letter)}`}>
                  {letter}
                </a>
              ) : (
                <span className={`${s.letter} ${s.letterOff}`} aria-hidden="true">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {[...groups.byLetter.entries()].map(([letter, terms]) => (
        <section key={letter} aria-labelledby={anchor(letter)}>
          <h2 id={anchor(letter)} className={`${u.h2} ${s.letterHeading}`} tabIndex={-1}>
            {letter}
          </h2>
          <dl className={s.list}>
            {terms.map((t) => (
              <div key={t.term}>
                <dt className={s.term}>{t.term}</dt>
                <dd className={s.definition}>{t.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/** Glossary (/utilities/glossary): the brand's terms A to Z, searchable by term or definition. */
export default function GlossaryPage({ fallbackTitle }: { fallbackTitle: string }) {
  const { state, retry } = useContentPage<'glossary'>('glossary');
  return (
    <ContentPageFrame id="glossary" fallbackTitle={fallbackTitle} state={state} retry={retry} render={(c) => <Glossary content={c} />} />
  );
}
