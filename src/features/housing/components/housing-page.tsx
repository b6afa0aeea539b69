import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { formatLongDate } from '@/lib/dates';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { contestsQueryOptions } from '../api/get-contests';

export function HousingPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const lang = useLangParam();
  const { data: contests } = useSuspenseQuery(contestsQueryOptions(locale));
  const title = i18n._(pageTitles.housing);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      <p>
        <Trans>
          A residência universitária tem 82 quartos, 4 cozinhas comuns, lavandaria, 1 sala de estudo, 3 salas
          de convívio, estacionamento pago e receção 24 horas.
        </Trans>
      </p>
      <h2>
        <Trans>Concursos</Trans>
      </h2>
      <ul className="card-list">
        {contests.map((contest) => (
          <li key={contest.ID} className="card">
            <h3>{contest.Tipo.label}</h3>
            <p>
              {formatLongDate(contest.DataInicio, locale)} – {formatLongDate(contest.DataFim, locale)}
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link className="button" to="/{-$lang}/formulario" params={{ lang }}>
          <Trans>Submeter candidatura</Trans>
        </Link>
      </p>
    </>
  );
}
