import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam } from '@/lib/use-locale';

/** The six main links; on small screens they hide behind a toggle that starts closed, on desktop always shown. */
export function HomeLinksMenu() {
  const { i18n, t } = useLingui();
  const lang = useLangParam();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav aria-label={t`Serviços`} className="home-nav" data-open={open}>
      <button
        type="button"
        className="home-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans>Menu de serviços</Trans>
      </button>
      <ul id={listId} className="home-nav__list">
        <li>
          <Link to="/{-$lang}/bolsasdeestudo" params={{ lang }}>
            {i18n._(pageTitles.scholarships)}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/alimentacao" params={{ lang }}>
            {i18n._(pageTitles.food)}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/alojamento" params={{ lang }}>
            {i18n._(pageTitles.housing)}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/avisosecomunicados" params={{ lang }}>
            {i18n._(pageTitles.notices)}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/noticiassas" params={{ lang }}>
            {i18n._(pageTitles.news)}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/documentacao" params={{ lang }}>
            {i18n._(pageTitles.documents)}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
