import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lightFormat } from 'date-fns';
import { use, useEffect, useState } from 'react';
import { isIosSafari, isStandalone } from '@/components/layout/install-detection';
import { loadSavedOfflineMessages } from '@/lib/i18n';
import { usePrefetchProgress, type PrefetchProgress } from '@/lib/offline-readiness';
import { useLocale } from '@/lib/use-locale';
import { MyDeviceData, type DeleteSavedContent, type TurnOffAlerts } from './my-device-data';
import { readSavedFiles, type SavedFiles } from './saved-files';
import { countSavedSections, type CachedQuery } from './saved-sections';
import { sectionLabels } from './section-labels';
import { formatBytes, readStorageUsage, type StorageUsage } from './storage-usage';
import './saved-offline-view.css';

/** Reads the saved answers the app restores at start (the caller's reader: `src/app/saved-answers.ts`). */
export type ReadSavedAnswers = () => Promise<readonly CachedQuery[]>;

/** After a change, the persister saves within 250 ms: read the copy once it has. */
const READ_AFTER_CHANGE_MS = 500;

/**
 * The sections as a start from the icon would show them: read from the saved copy when the view opens, and again
 * after the query cache changes (the counts grow while the background download runs).
 */
function useSavedSections(readSaved: ReadSavedAnswers) {
  const queryCache = useQueryClient().getQueryCache();
  const locale = useLocale();
  const [saved, setSaved] = useState<readonly CachedQuery[]>();
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      void readSaved().then(
        (answers) => current && setSaved(answers),
        () => current && setSaved([]),
      );
    read();
    const unsubscribe = queryCache.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(read, READ_AFTER_CHANGE_MS);
    });
    return () => {
      current = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryCache, readSaved]);
  if (!saved) return undefined;
  return countSavedSections(saved, { lang: locale, today: lightFormat(new Date(), 'yyyyMMdd') });
}

/** Files and storage, read when the view opens and again as the download moves on (pictures come last). */
function useDeviceStorage(progress: PrefetchProgress | undefined) {
  const [files, setFiles] = useState<SavedFiles>();
  const [usage, setUsage] = useState<StorageUsage>({});
  const step = progress ? `${progress.state}:${progress.done}` : '';
  useEffect(() => {
    let current = true;
    void Promise.all([
      readSavedFiles(typeof caches === 'undefined' ? undefined : caches).catch(() => undefined),
      readStorageUsage(navigator.storage),
    ]).then(([nextFiles, nextUsage]) => {
      if (!current) return;
      setFiles(nextFiles);
      setUsage(nextUsage);
    });
    return () => {
      current = false;
    };
  }, [step]);
  return { files, usage };
}

export function SavedOfflineView({
  readSaved,
  deleteSaved,
  turnOffAlerts,
}: {
  readSaved: ReadSavedAnswers;
  deleteSaved: DeleteSavedContent;
  turnOffAlerts: TurnOffAlerts;
}) {
  const { i18n } = useLingui();
  // This view's messages are a catalog of their own, loaded as it opens (and again in the other language).
  use(loadSavedOfflineMessages(useLocale()));
  const sections = useSavedSections(readSaved) ?? [];
  const progress = usePrefetchProgress();
  const { files, usage } = useDeviceStorage(progress);
  const total =
    sections.reduce((sum, { count }) => sum + count, 0) + (files ? files.documents.length + files.images : 0);
  return (
    <div className="saved-offline">
      <p>
        <Trans>O que pode ver neste dispositivo sem ligação à internet.</Trans>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Conteúdo</Trans>
            </th>
            <th scope="col">
              <Trans>Guardados</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sections.map(({ section, count }) => (
            <tr key={section}>
              <th scope="row">{i18n._(sectionLabels[section])}</th>
              <td>{count}</td>
            </tr>
          ))}
          {files ? (
            <>
              <tr>
                <th scope="row">
                  <Trans>Documentos PDF</Trans>
                </th>
                <td>{files.documents.length}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>Imagens</Trans>
                </th>
                <td>{files.images}</td>
              </tr>
            </>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td>
              {/* Lingui's "pt" counts 0 as one (Brazilian rule): say "0 itens" as in Portugal. */}
              <Plural value={total} _0="# itens" one="# item" other="# itens" />
            </td>
          </tr>
        </tfoot>
      </table>
      {files?.documents.length ? (
        <>
          <h3>
            <Trans>Documentos PDF guardados</Trans>
          </h3>
          <ul className="saved-offline__files">
            {files.documents.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {progress ? <DownloadProgress progress={progress} /> : null}
      {usage.estimate ? <SpaceUsed estimate={usage.estimate} /> : null}
      {usage.persisted === undefined ? null : usage.persisted ? (
        <p>
          <Trans>Armazenamento persistente: o navegador não apaga estes dados sem perguntar.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Armazenamento não persistente: o navegador pode apagar estes dados se faltar espaço.</Trans>
        </p>
      )}
      {isIosSafari(navigator.userAgent, navigator.maxTouchPoints) && !isStandalone() ? (
        <p>
          <Trans>
            No iPhone e no iPad, o Safari apaga os dados guardados de um site que não abra durante 7 dias, a
            não ser que o adicione ao ecrã principal.
          </Trans>
        </p>
      ) : null}
      <MyDeviceData deleteSaved={deleteSaved} turnOffAlerts={turnOffAlerts} />
    </div>
  );
}

function SpaceUsed({ estimate }: { estimate: NonNullable<StorageUsage['estimate']> }) {
  const locale = useLocale();
  const used = formatBytes(estimate.usage, locale);
  const quota = formatBytes(estimate.quota, locale);
  return (
    <p>
      <Trans>
        Espaço usado: {used} de {quota}
      </Trans>
    </p>
  );
}

/** Where the background download of the current language stands (src/app/prefetch-offline-content.ts). */
function DownloadProgress({ progress }: { progress: PrefetchProgress }) {
  const { done, total } = progress;
  // Not a live region: a count announced at every step of the download would drown the dialog.
  if (progress.state === 'running')
    return (
      <p>
        <Trans>
          A guardar conteúdos em segundo plano: {done} de {total}
        </Trans>
      </p>
    );
  if (progress.state === 'save-data')
    return (
      <p>
        <Trans>
          A poupança de dados do navegador está ativa: só fica guardado o que abrir, nada é descarregado em
          segundo plano.
        </Trans>
      </p>
    );
  if (progress.state === 'failed')
    return (
      <p>
        <Trans>Alguns conteúdos não foram guardados: nova tentativa quando a ligação voltar.</Trans>
      </p>
    );
  return (
    <p>
      <Trans>Todos os conteúdos principais estão guardados.</Trans>
    </p>
  );
}
