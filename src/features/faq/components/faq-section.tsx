import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Accordion } from '@/components/accordion';
import { byOrderZeroLast } from '@/lib/data/order-zero-last';
import { useLocale } from '@/lib/use-locale';
import { useOnline } from '@/lib/use-online';
import { deferredPart, useWhenReached } from '@/components/lazy/use-when-reached';
import { faqQueryOptions } from '../api/get-faq';
import type { FaqItem } from '@/contract/faq';

// The answers are server HTML: their component brings the sanitizer (11 KB gzip), loaded once the questions are near
// the screen or reached for, not with the home page (the questions close it, every answer closed).
const answer = deferredPart(() =>
  import('./faq-answer').then(async (module) => {
    await module.loadSanitizer();
    return module.FaqAnswer;
  }),
);

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
  const list = useRef<HTMLDivElement>(null);
  const Answer = useWhenReached(list, answer);
  // Offline before the service worker kept the answers' chunk: say why, rather than loading forever.
  const online = useOnline();
  return (
    <div ref={list}>
      <Accordion
        label={t`Perguntas frequentes`}
        items={byOrderZeroLast(items, (item) => item.docfaq_ordem).map((item, index) => ({
          key: `${index}-${item.docfaq_pergunta}`,
          title: item.docfaq_pergunta,
          content: Answer ? (
            <Answer html={item.docfaq_resposta} />
          ) : (
            <p role="status">
              {online ? (
                <Trans>A carregar…</Trans>
              ) : (
                <Trans>Sem ligação: a resposta abre quando a ligação voltar.</Trans>
              )}
            </p>
          ),
        }))}
      />
    </div>
  );
}
