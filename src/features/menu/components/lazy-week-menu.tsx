import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { useOnline } from '@/lib/use-online';

const WeekMenu = lazyWhenIdle(() => import('./week-menu').then((module) => ({ default: module.WeekMenu })));

/**
 * The week's menu at the foot of the home page: its code loads once the page is idle (the next meal, at the top, is
 * what a student opens home for). Until then, its heading and a loading line hold its place.
 */
export function LazyWeekMenu() {
  return (
    <Suspense fallback={<WeekMenuPlaceholder />}>
      <WeekMenu />
    </Suspense>
  );
}

function WeekMenuPlaceholder() {
  const online = useOnline();
  return (
    <section
      className="week-menu week-menu--placeholder"
      aria-labelledby="week-menu-heading"
      aria-busy="true"
    >
      <h2 id="week-menu-heading">
        <Trans>Ementa da semana</Trans>
      </h2>
      <p role="status">
        {online ? (
          <Trans>A carregar…</Trans>
        ) : (
          <Trans>Sem ligação: a ementa da semana aparece quando a ligação voltar.</Trans>
        )}
      </p>
    </section>
  );
}
