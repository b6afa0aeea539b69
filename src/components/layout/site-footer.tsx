import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLangParam } from '@/lib/use-locale';

export function SiteFooter() {
  const lang = useLangParam();
  return (
    <footer className="site-footer">
      <p>
        <Trans>
          Serviços de Ação Social da Universidade da Madeira · Campus Universitário da Penteada, Funchal
        </Trans>
      </p>
      <p>
        <Link to="/{-$lang}/equipa" params={{ lang }}>
          <Trans>Equipa</Trans>
        </Link>
      </p>
    </footer>
  );
}
