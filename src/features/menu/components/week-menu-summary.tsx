import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '@/lib/dates';
import { useLocale } from '@/lib/use-locale';
import { weekMenuQueryOptions } from '../api/get-week-menu';
import type { MenuEntry } from '../api/menu.schemas';
import { weekRange } from '../week-range';

const courses = [
  'Sopa',
  'Prato',
  'Prato de Peixe',
  'Vegetariano',
  'Acompanhamento',
  'salada',
  'sandesdodia',
  'Sobremesa',
] as const;

// FIXME(issue 3): a plain listing of this week's menu; the week carousel and meal switch replace it.
export function WeekMenuSummary() {
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(weekMenuQueryOptions(locale, weekRange(new Date())));
  return (
    <section aria-labelledby="week-menu-heading">
      <h2 id="week-menu-heading">
        <Trans>Ementa da semana</Trans>
      </h2>
      {isPending ? (
        <p role="status">
          <Trans>A carregar…</Trans>
        </p>
      ) : null}
      {isError && !data ? (
        <p role="alert">
          <Trans>Não foi possível carregar a ementa.</Trans>
        </p>
      ) : null}
      {data?.length === 0 ? (
        <p>
          <Trans>Sem ementas disponíveis para o dia e refeição selecionada</Trans>
        </p>
      ) : null}
      <ul className="menu-summary">
        {data?.map((entry) => (
          <li key={`${entry.ementa_dia}-${entry.Restaurante}-${entry.refeicao}`}>
            <strong>
              {formatLongDate(entry.ementa_dia, locale)} · {entry.Restaurante} ·{' '}
              {entry.refeicao === 'almoco' ? <Trans>Almoço</Trans> : <Trans>Jantar</Trans>}
            </strong>
            : {courseList(entry)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function courseList(entry: MenuEntry): string {
  return courses
    .map((course) => entry[course])
    .filter((dish): dish is string => Boolean(dish))
    .join(' · ');
}
