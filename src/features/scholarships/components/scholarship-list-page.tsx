import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataAge } from '@/components/data/data-age';
import { PageHeader } from '@/components/page-header';
import { byOrderZeroLast } from '@/lib/data/order-zero-last';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { scholarshipsQueryOptions } from '../api/get-scholarships';
import './scholarships.css';

export function ScholarshipListPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const lang = useLangParam();
  const query = useSuspenseQuery(scholarshipsQueryOptions(locale));
  const { data } = query;
  const title = i18n._(pageTitles.scholarships);
  return (
    <>
      <PageHeader variant="dark" title={title} trail={[{ label: title }]} />
      <DataAge query={query} />
      <ul className="scholarship-list">
        {byOrderZeroLast(data, (item) => item.Ordem).map((item) => (
          <li key={item.Name} className="scholarship-card">
            <h2>
              <Link to="/{-$lang}/bolsasdeestudo/$id" params={{ lang, id: item.Name }}>
                {item.Titulo}
              </Link>
            </h2>
            <p>{item.Descricao}</p>
            <p className="scholarship-card__more" aria-hidden="true">
              <Trans>Saber mais</Trans> →
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
