import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contentLang } from '@/components/data/content-language';
import { formatLongDate } from '@/lib/data/dates';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { homeNewsQueryOptions, uploadsUrl } from '../api/get-news';

/** News items on the home page (spec section 9). */
/** The latest three news items with a see-more link. */
export function HomeLatestNews() {
  const locale = useLocale();
  const lang = useLangParam();
  const { data } = useQuery(homeNewsQueryOptions(locale));
  return (
    <section className="home-section" aria-labelledby="home-news-heading">
      <h2 id="home-news-heading">
        <Trans>Últimas notícias</Trans>
      </h2>
      {data ? (
        <ul className="card-grid">
          {data.data.map((item) => (
            <li key={item.noticia_name} className="card">
              {item.noticia_imagem ? (
                <img
                  src={uploadsUrl(item.noticia_imagem)}
                  alt=""
                  width="800"
                  height="450"
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <h3 lang={contentLang(item.idioma_conteudo, locale)}>
                <Link
                  to="/{-$lang}/noticiassas/$noticiaName"
                  params={{ lang, noticiaName: item.noticia_name }}
                >
                  {item.noticia_titulo}
                </Link>
              </h3>
              <p>{formatLongDate(item.noticia_data_publicacao, locale)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="see-more">
        <Link to="/{-$lang}/noticiassas" params={{ lang }}>
          <Trans>Ver todas as notícias</Trans>
        </Link>
      </p>
    </section>
  );
}
