import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { HtmlContent } from '@/components/html-content';
import { PageHeader } from '@/components/page-header';
import { formatLongDate } from '@/lib/dates';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { newsDetailQueryOptions, uploadsUrl } from '../api/get-news';

export function NewsDetailPage({ name }: { name: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(newsDetailQueryOptions(locale, name));
  const secondary = locale === 'en' ? data.noticia_imagemsecundariaEN : data.noticia_imagemsecundaria;
  return (
    <>
      <PageHeader
        title={data.noticia_titulo}
        trail={[
          { label: i18n._(pageTitles.news), to: '/{-$lang}/noticiassas' },
          { label: data.noticia_titulo },
        ]}
      />
      {secondary ? <img src={uploadsUrl(secondary)} alt="" width="800" height="450" /> : null}
      <time dateTime={data.noticia_data_publicacao}>
        {formatLongDate(data.noticia_data_publicacao, locale)}
      </time>
      <HtmlContent html={data.noticia_corpo} />
    </>
  );
}
