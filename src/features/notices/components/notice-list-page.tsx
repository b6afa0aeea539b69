import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { formatLongDate } from '@/lib/dates';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { noticesQueryOptions } from '../api/get-notices';

export const NOTICES_PAGE_SIZE = 10;

export function NoticeListPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const lang = useLangParam();
  const { data } = useSuspenseQuery(noticesQueryOptions({ lang: locale, limit: NOTICES_PAGE_SIZE, page: 1 }));
  const title = i18n._(pageTitles.notices);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      {data.data.length === 0 ? (
        <p className="empty-state">
          <Trans>Não existem Avisos disponíveis</Trans>
        </p>
      ) : (
        <ul className="item-list">
          {data.data.map((notice) => (
            <li key={notice.post_name}>
              <Link to="/{-$lang}/avisosecomunicados/$postName" params={{ lang, postName: notice.post_name }}>
                {notice.post_title}
              </Link>
              <time dateTime={notice.docaviso_datavigor}>
                {formatLongDate(notice.docaviso_datavigor, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
