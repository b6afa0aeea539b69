import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { requestPersistentStorage } from '@/lib/persist-storage';
import { isStandalone } from './install-detection';
import './install-button.css';

/** Chrome's install offer (not in lib.dom): `prompt()` shows the browser's own install dialog, once. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const setOffer = (next: BeforeInstallPromptEvent | undefined) => {
  offer = next;
  for (const listener of listeners) listener();
};

// Listening from this module's evaluation, not from a mounted component: the lazy chunk is requested at the first
// render, well before Chrome's installability check (it needs the service worker, registered after that render).
window.addEventListener('beforeinstallprompt', (event) => {
  // Keep Chrome's mini-infobar away: the header button is the one invitation, shown when the student wants it.
  event.preventDefault();
  setOffer(event as BeforeInstallPromptEvent);
});
window.addEventListener('appinstalled', () => {
  setOffer(undefined);
  // Installed: the saved copy is now the app's content, worth keeping under storage pressure.
  void requestPersistentStorage();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** "Install" in the header bar, only while the browser offers installation and the app is not running installed. */
export function InstallButton() {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => undefined,
  );
  if (!current || isStandalone()) return null;
  return (
    <button
      type="button"
      className="install-button"
      onClick={() => {
        // An offer can be prompted once: hide the button whatever the answer (Chrome offers again later if declined).
        setOffer(undefined);
        void current.prompt().catch(() => undefined);
      }}
    >
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
        <path
          d="M12 3v11m0 0-4-4m4 4 4-4M5 15v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* "Instalar" shown, "Instalar a aplicação" heard: the visible word starts the name (WCAG 2.5.3). */}
      <Trans>
        Instalar <span className="visually-hidden">a aplicação</span>
      </Trans>
    </button>
  );
}
