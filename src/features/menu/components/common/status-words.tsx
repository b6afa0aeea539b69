import { useLingui } from '@lingui/react/macro';
import { formatDayAndMonth, parseDay, weekdayName } from '@/lib/data/dates';
import { useLocale } from '@/lib/use-locale';
import type { Closure } from '@/contract/closures';
import { CLOSING_SOON_MINUTES, type RestaurantStatus } from '../../restaurant-status';

/** A restaurant's status in words (HON-02): "Aberto até 14:30", "Fecha dentro de 20 min", "Fechado hoje — feriado: …". */
export function StatusWords({ status, today }: { status: RestaurantStatus; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  switch (status.kind) {
    case 'open': {
      const { minutesLeft: minutes, until } = status;
      return minutes <= CLOSING_SOON_MINUTES ? t`Fecha dentro de ${minutes} min` : t`Aberto até ${until}`;
    }
    case 'opens': {
      const at = status.at;
      if (status.inDays === 0) return t`Abre às ${at}`;
      if (status.inDays === 1) return t`Abre amanhã às ${at}`;
      if (status.inDays < 7) {
        const weekday = weekdayName(parseDay(status.day), locale);
        return t`Abre ${weekday} às ${at}`;
      }
      const date = formatDayAndMonth(status.day, locale);
      return t`Abre a ${date} às ${at}`;
    }
    case 'closed':
      return <ClosedWords closure={status.closure} reopens={status.reopens?.day} today={today} />;
    default:
      return t`Horário por confirmar`;
  }
}

/**
 * A closure that lasts says the day the restaurant serves again (TRUE-02): the one date home, the food page and the
 * notice agree on, not the closure's last day (Christmas ends on a Saturday; it reopens on the Monday).
 */
function ClosedWords({ closure, reopens, today }: { closure: Closure; reopens?: string; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const reason = closure.motivo;
  const until = formatDayAndMonth(closure.fim, locale);
  const date = reopens && formatDayAndMonth(reopens, locale);
  const lasts = closure.fim > today;
  if (closure.tipo === 'feriado') return t`Fechado hoje — feriado: ${reason}`;
  if (closure.tipo === 'ferias' && lasts)
    return date ? t`Fechado para férias — reabre a ${date}` : t`Fechado para férias até ${until}`;
  if (lasts) return date ? t`Fechado: ${reason} — reabre a ${date}` : t`Fechado até ${until} — ${reason}`;
  return t`Fechado hoje — ${reason}`;
}

/** The changed hours in force, said on their days only: "Horário alterado até 27 de novembro: obras na cozinha". */
export function ChangedHoursWords({ closure }: { closure: Closure }) {
  const { t } = useLingui();
  const locale = useLocale();
  const until = formatDayAndMonth(closure.fim, locale);
  const reason = closure.motivo;
  return t`Horário alterado até ${until}: ${reason}`;
}
