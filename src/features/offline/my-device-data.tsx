import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { use, useEffect, useId, useRef, useState } from 'react';
import { deleteDeviceData, readDeviceData, type DeviceData } from '@/outbox/device-data';
import { loadSavedOfflineMessages } from '@/lib/i18n';
import { useLocale } from '@/lib/use-locale';

/** Deletes the public content saved for offline reading (the caller's: `src/app/delete-saved-content.ts`). */
export type DeleteSavedContent = (queryClient: QueryClient) => Promise<void>;

/** Turns the alerts off on the device and the server (the caller's: the alerts feature's `turnOffAlerts`). */
export type TurnOffAlerts = (lang: 'pt' | 'en') => Promise<void>;

type Scope = 'mine' | 'everything';

/**
 * "My data on this device" (LAW-05): what the device keeps about the student, and one confirmed tap that deletes it,
 * or everything saved (the public content too). The confirmation is a step in the view, not `window.confirm`: it can
 * say what will be lost (applications not sent yet), in the page's language and style, and it is reachable by
 * keyboard and screen readers like the rest of the dialog.
 */
export function MyDeviceData({
  deleteSaved,
  turnOffAlerts,
}: {
  deleteSaved: DeleteSavedContent;
  turnOffAlerts: TurnOffAlerts;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  // Its messages are the saved-for-offline view's catalog (lingui.config.ts).
  use(loadSavedOfflineMessages(locale));
  const queryClient = useQueryClient();
  const headingId = useId();
  const questionId = useId();
  const [data, setData] = useState<DeviceData>();
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState<Scope>();
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const firstActionRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    void readDeviceData().then((next) => current && setData(next));
    return () => {
      current = false;
    };
  }, [version]);

  // The safe choice has the focus when the question shows; the group's label reads the question first.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(undefined);
    // Back where the student was, once the actions are on screen again.
    requestAnimationFrame(() => firstActionRef.current?.focus());
  };

  const confirm = async () => {
    const scope = confirming;
    setBusy(true);
    try {
      await deleteDeviceData({ turnOffAlerts: () => turnOffAlerts(locale) });
      if (scope === 'everything') {
        await deleteSaved(queryClient);
        // The app starts again with nothing saved: nothing in memory can be saved back.
        location.reload();
        return;
      }
      setDeleted(true);
      setVersion((v) => v + 1);
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };

  const language = data?.language === 'en' ? 'English' : data?.language === 'pt' ? 'Português' : t`Nenhuma`;
  const nothing =
    data !== undefined &&
    !data.draft &&
    data.waiting + data.toReview + data.sent === 0 &&
    data.language === undefined &&
    !data.menuChoices &&
    !data.alerts;

  return (
    <section className="my-device-data" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Os meus dados neste dispositivo</Trans>
      </h3>
      <p>
        <Trans>
          O que este dispositivo guarda sobre si. Está só aqui: apagá-lo não retira uma candidatura que o
          servidor já recebeu.
        </Trans>
      </p>
      <table>
        <tbody>
          <tr>
            <th scope="row">
              <Trans>Rascunho da candidatura ao alojamento</Trans>
            </th>
            <td>{data ? (data.draft ? t`Sim` : t`Não`) : '…'}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Candidaturas à espera de envio (com as respostas)</Trans>
            </th>
            <td>{data?.waiting ?? '…'}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Candidaturas recusadas ou por reenviar (com as respostas)</Trans>
            </th>
            <td>{data?.toReview ?? '…'}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Candidaturas recebidas pelo servidor (só referência, concurso e estado)</Trans>
            </th>
            <td>{data?.sent ?? '…'}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Língua escolhida</Trans>
            </th>
            <td>{data ? language : '…'}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Escolhas da ementa (dieta, alergénios, hora limite)</Trans>
            </th>
            <td>{data ? (data.menuChoices ? t`Sim` : t`Não`) : '…'}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>
                Alertas (restaurantes, horas, pratos; o servidor também os tem enquanto estão ligados)
              </Trans>
            </th>
            <td>{data ? (data.alerts ? t`Ligados` : t`Desligados`) : '…'}</td>
          </tr>
        </tbody>
      </table>
      {confirming ? (
        <div className="my-device-data__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId}>
            {confirming === 'mine' ? (
              <Trans>
                Apagar o rascunho, as candidaturas guardadas, a língua escolhida e as escolhas da ementa deste
                dispositivo, e desligar os alertas?
              </Trans>
            ) : (
              <Trans>
                Apagar os seus dados e também os conteúdos guardados para ler sem ligação? A aplicação
                recomeça.
              </Trans>
            )}{' '}
            {data?.waiting ? (
              <strong>
                <Trans>As candidaturas à espera de envio não serão enviadas.</Trans>
              </strong>
            ) : null}
          </p>
          <div className="my-device-data__actions">
            <button type="button" className="button--danger" disabled={busy} onClick={() => void confirm()}>
              <Trans>Sim, apagar</Trans>
            </button>
            <button type="button" ref={cancelRef} disabled={busy} onClick={cancel}>
              <Trans>Cancelar</Trans>
            </button>
          </div>
        </div>
      ) : (
        <div className="my-device-data__actions">
          <button
            type="button"
            ref={firstActionRef}
            disabled={nothing}
            onClick={() => {
              setDeleted(false);
              setConfirming('mine');
            }}
          >
            <Trans>Apagar os meus dados</Trans>
          </button>
          <button
            type="button"
            onClick={() => {
              setDeleted(false);
              setConfirming('everything');
            }}
          >
            <Trans>Apagar tudo o que está guardado</Trans>
          </button>
        </div>
      )}
      <p role="status" className="my-device-data__status">
        {deleted ? <Trans>Os seus dados foram apagados deste dispositivo.</Trans> : null}
      </p>
    </section>
  );
}
