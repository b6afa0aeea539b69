import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataAge } from '@/components/data/data-age';
import { AttachedFiles } from '@/components/attached-files';
import { contentLang, OnlyInPortuguese } from '@/components/data/content-language';
import { HtmlContent } from '@/components/html-content';
import { PageHeader } from '@/components/page-header';
import { formatLongDate } from '@/lib/data/dates';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { noticeQueryOptions } from '../api/get-notice';

export function NoticeDetailPage({ postName }: { postName: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const lang = useLangParam();
  const query = useSuspenseQuery(noticeQueryOptions(locale, postName));
  const notice = query.data;
  const textLang = contentLang(notice.idioma_conteudo, locale);
  return (
    <>
      <PageHeader
        variant="dark"
        title={notice.post_title}
        titleLang={textLang}
        trail={[
          { label: i18n._(pageTitles.notices), to: '/{-$lang}/avisosecomunicados' },
          { label: notice.post_title },
        ]}
      />
      <DataAge query={query} />
      <time dateTime={notice.docaviso_datavigor}>{formatLongDate(notice.docaviso_datavigor, locale)}</time>
      <OnlyInPortuguese lang={textLang} />
      <HtmlContent html={notice.docaviso_descricao} preserveLineBreaks lang={textLang} />
      <AttachedFiles files={notice.docaviso_ficheiros} />
      <p>
        <Link className="button" to="/{-$lang}/avisosecomunicados" params={{ lang }}>
          <Trans>Ver todos os avisos</Trans>
        </Link>
      </p>
    </>
  );
}
