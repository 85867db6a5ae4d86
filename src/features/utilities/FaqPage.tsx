import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, makeStyles, tokens } from '@fluentui/react-components';
import type { ContentPage } from '@/engine/content/pages';
import type { FaqContent } from '@/engine/content/types';
import { ContentPageFrame, useUtilityStyles } from './UtilityLayout';
import { useContentPage } from './useContentPage';

const useStyles = makeStyles({
  panel: { padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
});

function Faq({ id, content }: { id: string; content: FaqContent }) {
  const s = useStyles();
  const u = useUtilityStyles();
  return content.groups.map((group, g) => (
    <section key={group.heading} aria-labelledby={`${id}-group-${g}`}>
      <h2 id={`${id}-group-${g}`} className={u.h2}>
        {group.heading}
      </h2>
      <Accordion multiple collapsible>
        {group.questions.map((q, i) => (
          <AccordionItem key={q.question} value={`${g}-${i}`} className={s.item}>
            <AccordionHeader as="h3" size="large">
              {q.question}
            </AccordionHeader>
            <AccordionPanel className={s.panel}>
              {q.answer.map((p) => (
                <p key={p} className={u.paragraph}>
                  {p}
                </p>
              ))}
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  ));
}

/** Investing FAQs (/faqs/investing) and My Alerts Overview (/faqs/alerts): questions in groups, each answer an accordion panel. */
export default function FaqPage({ page, fallbackTitle }: { page: ContentPage; fallbackTitle: string }) {
  const { state, retry } = useContentPage<'faq'>(page);
  return (
    <ContentPageFrame id={page} fallbackTitle={fallbackTitle} state={state} retry={retry} render={(c) => <Faq id={page} content={c} />} />
  );
}
