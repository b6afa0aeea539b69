import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocale } from '@/lib/use-locale';
import type { Meal } from '@/contract/menu/meals';
import { mealMenuTitle, menuShareUrl } from '../menu-link';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; url: string };

/** Shares a day's menu with the Web Share API; where there is none, copies a link that opens that day and meal. */
export function ShareMenuButton({ day, meal, dayLabel }: { day: string; meal: Meal; dayLabel: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function share() {
    const url = menuShareUrl(window.location.origin, locale, day, meal);
    const title = i18n._(mealMenuTitle(meal, dayLabel));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // The user closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ kind: 'copied' });
    } catch {
      setStatus({ kind: 'failed', url });
    }
  }

  return (
    <div className="menu-share">
      <button type="button" className="menu-share__button" onClick={() => void share()}>
        <Trans>Partilhar esta ementa</Trans>
      </button>
      <p role="status" className="menu-share__status">
        {status.kind === 'copied' ? <Trans>Ligação copiada para a área de transferência.</Trans> : null}
        {status.kind === 'failed' ? <Trans>Não foi possível copiar. Ligação: {status.url}</Trans> : null}
      </p>
    </div>
  );
}
