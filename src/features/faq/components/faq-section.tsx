import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Accordion } from '@/components/accordion';
import { HtmlContent } from '@/components/html-content';
import { byOrderZeroLast } from '@/lib/order-zero-last';
import { useLocale } from '@/lib/use-locale';
import { faqQueryOptions } from '../api/get-faq';
import type { FaqItem } from '@/contract/faq';

/** Frequently asked questions from `/faq`, ordered by `docfaq_ordem` (0 last); each item expands on its own. */
export function FaqSection() {
  const locale = useLocale();
  const { data } = useQuery(faqQueryOptions(locale));
  const headingId = useId();
  if (!data || data.length === 0) return null;
  return (
    <section className="faq" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Perguntas frequentes</Trans>
      </h2>
      <FaqList items={data} />
    </section>
  );
}

export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const { t } = useLingui();
  return (
    <Accordion
      label={t`Perguntas frequentes`}
      items={byOrderZeroLast(items, (item) => item.docfaq_ordem).map((item, index) => ({
        key: `${index}-${item.docfaq_pergunta}`,
        title: item.docfaq_pergunta,
        content: <HtmlContent html={item.docfaq_resposta} />,
      }))}
    />
  );
}
