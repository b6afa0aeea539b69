import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { contentLang } from '@/components/data/content-language';
import { formatLongDate } from '@/lib/data/dates';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { mostViewedNewsQueryOptions, NEWS_TAB_SIZE, newsListQueryOptions } from '../api/get-news';
import type { NewsItem } from '@/contract/news';

type Tab = 'recent' | 'mostviewed';
const tabs: Tab[] = ['recent', 'mostviewed'];

/** Side tabs: 'most recent' (default) and 'most viewed', 8 titles with dates each (spec sections 2 and 4). */
export function NewsTabs() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [selected, setSelected] = useState<Tab>('recent');
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ recent: null, mostviewed: null });
  const recent = useQuery(newsListQueryOptions({ lang: locale, limit: NEWS_TAB_SIZE, page: 1 }));
  const mostViewed = useQuery({
    ...mostViewedNewsQueryOptions(locale, NEWS_TAB_SIZE),
    enabled: selected === 'mostviewed',
  });
  const labels: Record<Tab, string> = { recent: t`Mais recentes`, mostviewed: t`Mais vistas` };
  const items = selected === 'recent' ? recent.data?.data : mostViewed.data;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = selected === 'recent' ? 'mostviewed' : 'recent';
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <section className="news-tabs">
      <div role="tablist" aria-label={t`Outras notícias`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={selected === tab}
            aria-controls={`${id}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} tabIndex={0}>
        <NewsTitleList items={items ?? []} />
      </div>
    </section>
  );
}

export function NewsTitleList({ items }: { items: NewsItem[] }) {
  const locale = useLocale();
  const lang = useLangParam();
  return (
    <ul className="news-title-list">
      {items.map((item) => (
        <li key={item.noticia_name}>
          <Link
            to="/{-$lang}/noticiassas/$noticiaName"
            params={{ lang, noticiaName: item.noticia_name }}
            lang={contentLang(item.idioma_conteudo, locale)}
          >
            {item.noticia_titulo}
          </Link>
          <time dateTime={item.noticia_data_publicacao}>
            {formatLongDate(item.noticia_data_publicacao, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}
