import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/lib/use-online';

/** The week's menu before its code or its first render: its heading and a loading line hold its place. */
export function WeekMenuPlaceholder() {
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
