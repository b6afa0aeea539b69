import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { byOrderZeroLast } from '@/lib/data/order-zero-last';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { scholarshipsQueryOptions } from '../api/get-scholarships';

/** The home page's scholarship list (ordered by `Ordem`, 0 last) with a see-more link. */
export function HomeScholarships() {
  const locale = useLocale();
  const lang = useLangParam();
  const { data } = useQuery(scholarshipsQueryOptions(locale));
  return (
    <section className="home-section" aria-labelledby="home-scholarships-heading">
      <h2 id="home-scholarships-heading">
        <Trans>Bolsas de Estudo</Trans>
      </h2>
      {data ? (
        <ul className="card-grid">
          {byOrderZeroLast(data, (item) => item.Ordem).map((item) => (
            <li key={item.Name} className="card">
              <h3>
                <Link to="/{-$lang}/bolsasdeestudo/$id" params={{ lang, id: item.Name }}>
                  {item.Titulo}
                </Link>
              </h3>
              <p>{item.Descricao}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="see-more">
        <Link to="/{-$lang}/bolsasdeestudo" params={{ lang }}>
          <Trans>Ver todas as bolsas</Trans>
        </Link>
      </p>
    </section>
  );
}
