import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isIosSafari, isStandalone } from './install-detection';
import './ios-install-hint.css';

export const IOS_HINT_DISMISSED_KEY = 'sasuma:ios-install-hint-dismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(IOS_HINT_DISMISSED_KEY) === '1';
  } catch {
    return false; // Storage disabled: the hint comes back on each visit, a small price.
  }
}

function shouldShow(): boolean {
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints) && !isStandalone() && !wasDismissed();
}

/** iOS Safari never offers installation itself (no `beforeinstallprompt`): say where "Add to Home Screen" is. */
export function IosInstallHint() {
  const { t } = useLingui();
  const [shown, setShown] = useState(shouldShow);
  if (!shown) return null;
  return (
    <aside className="ios-install-hint" aria-label={t`Instalar a aplicação`}>
      <p>
        <Trans>Para instalar: toque em Partilhar e depois em «Adicionar ao ecrã principal».</Trans>
      </p>
      <button
        type="button"
        className="ios-install-hint__close"
        aria-label={t`Fechar a sugestão de instalação`}
        onClick={() => {
          setShown(false);
          try {
            localStorage.setItem(IOS_HINT_DISMISSED_KEY, '1');
          } catch {
            // Not remembered: it shows again next visit.
          }
        }}
      >
        ×
      </button>
    </aside>
  );
}
