import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLangParam } from '@/lib/use-locale';

export function NotFoundView() {
  const lang = useLangParam();
  return (
    <section className="not-found-view">
      <h1>
        <Trans>Página não encontrada</Trans>
      </h1>
      <p>
        <Link to="/{-$lang}" params={{ lang }}>
          <Trans>Voltar à página inicial</Trans>
        </Link>
      </p>
    </section>
  );
}
