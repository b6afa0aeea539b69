import { Link } from '@tanstack/react-router';
import { contentLang } from '@/components/data/content-language';
import { formatLongDate } from '@/lib/data/dates';
import { useLangParam, useLocale } from '@/lib/use-locale';
import type { Notice } from '@/contract/notices';
import { cutDescription, type NoticeSlide } from '../home-notice-slides';

/** One slide of the home page's notices: odd positions in the left column, even in the right. */
export function NoticeColumns({ slide }: { slide: NoticeSlide<Notice> }) {
  const lang = useLangParam();
  const locale = useLocale();
  return (
    <div className="home-notices__columns">
      {[slide.left, slide.right].map((column, side) => (
        <ul key={side} className="home-notices__column">
          {column.map((notice) => (
            <li key={notice.post_name} className="home-notice">
              <h3 lang={contentLang(notice.idioma_conteudo, locale)}>
                <Link
                  to="/{-$lang}/avisosecomunicados/$postName"
                  params={{ lang, postName: notice.post_name }}
                >
                  {notice.post_title}
                </Link>
              </h3>
              <p className="home-notice__date">{formatLongDate(notice.docaviso_datavigor, locale)}</p>
              <p className="home-notice__description" lang={contentLang(notice.idioma_conteudo, locale)}>
                {cutDescription(notice.docaviso_descricao)}
              </p>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
