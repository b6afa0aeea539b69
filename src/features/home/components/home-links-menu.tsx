import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MainLinks } from '@/components/layout/main-links';

/** The six main links; on small screens they hide behind a toggle that starts closed, on desktop always shown. */
export function HomeLinksMenu() {
  const { t } = useLingui();
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
        <MainLinks />
      </ul>
    </nav>
  );
}
