import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '@/components/dialog';
import type { DeleteSavedContent, TurnOffAlerts } from './my-device-data';
import type { ReadSavedAnswers } from './saved-offline-view';

// Loaded on opening only: the button is on every page, the counts and storage figures are rarely asked for.
const SavedOfflineView = lazy(() =>
  import('./saved-offline-view').then((module) => ({ default: module.SavedOfflineView })),
);

/**
 * The footer's "Saved for offline": what a student can check before leaving the Wi-Fi (OFF-13), counted from the copy
 * a start from the icon restores (`readSaved`, OFF-15), and "My data on this device" (LAW-05), which deletes what the
 * device keeps about the student, or everything saved (`deleteSaved`: the public content).
 */
export function SavedOfflineButton({
  readSaved,
  deleteSaved,
  turnOffAlerts,
}: {
  readSaved: ReadSavedAnswers;
  deleteSaved: DeleteSavedContent;
  turnOffAlerts: TurnOffAlerts;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="saved-offline-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Trans>Guardado para offline</Trans>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Guardado para offline`}>
        <Suspense fallback={null}>
          <SavedOfflineView readSaved={readSaved} deleteSaved={deleteSaved} turnOffAlerts={turnOffAlerts} />
        </Suspense>
      </Dialog>
    </>
  );
}
