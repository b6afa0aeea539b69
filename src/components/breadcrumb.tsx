import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { UNIVERSITY_HOME_URL } from '@/lib/data/constants';
import { useLangParam } from '@/lib/use-locale';

export interface Crumb {
  label: string;
  /** A page of this app; the last crumb (the current page) has none. */
  to?: LinkProps['to'];
  params?: Record<string, string>;
}

/** The spec's trail: university homepage, About, Student support, the service home, then the page's own crumbs. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useLingui();
  const lang = useLangParam();
  return (
    <nav aria-label={t`Localização`} className="breadcrumb">
      <ol>
        <li>
          <a href={UNIVERSITY_HOME_URL}>
            <Trans>Universidade da Madeira</Trans>
          </a>
        </li>
        <li>
          <a href={`${UNIVERSITY_HOME_URL}/sobre`}>
            <Trans>Sobre</Trans>
          </a>
        </li>
        <li>
          <a href={`${UNIVERSITY_HOME_URL}/apoio-ao-estudante`}>
            <Trans>Serviços de Apoio ao Estudante</Trans>
          </a>
        </li>
        <li>
          <Link to="/{-$lang}" params={{ lang }} activeOptions={{ exact: true }}>
            <Trans>Serviços de Ação Social</Trans>
          </Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < trail.length - 1 ? (
              <Link to={crumb.to} params={{ lang, ...crumb.params }} activeOptions={{ exact: true }}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
