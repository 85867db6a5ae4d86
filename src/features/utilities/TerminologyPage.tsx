import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, makeStyles, tokens } from '@fluentui/react-components';
import type { TerminologyContent } from '@/engine/content/types';
import { ContentPageFrame } from './UtilityLayout';
import { useContentPage } from './useContentPage';

const useStyles = makeStyles({
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  panel: { padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` },
  list: { margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalS },
  meaning: { margin: `${tokens.spacingVerticalXXS} 0 0`, lineHeight: tokens.lineHeightBase400 },
});

function Terminology({ content }: { content: TerminologyContent }) {
  const s = useStyles();
  return (
    <Accordion multiple collapsible defaultOpenItems={[content.sections[0]?.heading]}>
      {content.sections.map((section) => (
        <AccordionItem key={section.heading} value={section.heading} className={s.item}>
          <AccordionHeader as="h2" size="large">
            {section.heading}
          </AccordionHeader>
          <AccordionPanel className={s.panel}>
            <dl className={s.list}>
              {section.terms.map((t) => (
                <div key={t.term}>
                  <dt className={s.term}>{t.term}</dt>
                  <dd className={s.meaning}>{t.meaning}</dd>
                </div>
              ))}
            </dl>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** Terminology (/faqs/terminology): the words of statements, fact sheets and orders, a section per accordion panel. */
export default function TerminologyPage({ fallbackTitle }: { fallbackTitle: string }) {
  const { state, retry } = useContentPage<'terminology'>('terminology');
  return (
    <ContentPageFrame
      id="terminology"
      fallbackTitle={fallbackTitle}
      state={state}
      retry={retry}
      render={(c) => <Terminology content={c} />}
    />
  );
}
