import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { pageTitles } from '@/lib/page-titles';
import { safeHref } from '@/lib/safe-url';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { linksQueryOptions } from '../api/get-links';
import { ContactsAndHours } from './contacts-and-hours';
import './quick-links-bar.css';

// The bar's id: a link can point at it (#quick-links). Home -> team no longer scrolls to it (issue 31, SITE-06).
const QUICK_LINKS_ID = 'quick-links';
export const CONTINGENCY_PLAN_URL = '/files/plano-contingencia.pdf';

type Popup = 'contacts' | 'links' | null;

/** The bar at the bottom of every page (spec section 2): team, contacts and hours, contingency plan, docs, links. */
export function QuickLinksBar() {
  const { t, i18n } = useLingui();
  const lang = useLangParam();
  const locale = useLocale();
  const [popup, setPopup] = useState<Popup>(null);
  // Fetched with the bar, not on opening, so the links popup also has its list offline.
  const links = useQuery(linksQueryOptions(locale));
  const close = () => setPopup(null);
  return (
    <nav id={QUICK_LINKS_ID} className="quick-links" aria-label={t`Ligações rápidas`}>
      <ul>
        <li>
          <Link to="/{-$lang}/equipa" params={{ lang }}>
            {i18n._(pageTitles.team)}
          </Link>
        </li>
        <li>
          <button type="button" aria-haspopup="dialog" onClick={() => setPopup('contacts')}>
            <Trans>Contactos e horários</Trans>
          </button>
        </li>
        <li>
          <a href={CONTINGENCY_PLAN_URL} target="_blank" rel="noopener noreferrer">
            <Trans>Plano de contingência</Trans>
          </a>
        </li>
        <li>
          <Link to="/{-$lang}/documentacao" params={{ lang }}>
            {i18n._(pageTitles.documents)}
          </Link>
        </li>
        <li>
          <button type="button" aria-haspopup="dialog" onClick={() => setPopup('links')}>
            <Trans>Links úteis</Trans>
          </button>
        </li>
      </ul>
      <Dialog open={popup === 'contacts'} onClose={close} title={t`Contactos e horários`}>
        <ContactsAndHours />
      </Dialog>
      <Dialog open={popup === 'links'} onClose={close} title={t`Links úteis`}>
        {links.data && links.data.length > 0 ? (
          <ul className="quick-links__list">
            {links.data.map((item) => {
              const href = safeHref(item.link);
              return (
                <li key={`${item.titulo}-${item.link}`}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {item.titulo}
                    </a>
                  ) : (
                    item.titulo
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{links.isPending ? <Trans>A carregar…</Trans> : <Trans>Sem links disponíveis.</Trans>}</p>
        )}
      </Dialog>
    </nav>
  );
}
