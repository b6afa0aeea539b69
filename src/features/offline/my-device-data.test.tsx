import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { DRAFT_KEY } from '@/outbox/device-data';
import { loadSavedOfflineMessages } from '@/lib/i18n';
import { deleteOutboxRecords, listOutboxRecords, patchOutboxRecord } from '@/outbox/outbox-store';
import { ALERT_PREFERENCES_KEY, MENU_PREFERENCES_KEY } from '@/lib/data/device-storage-keys';
import { LANGUAGE_KEY } from '@/lib/remembered-language';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { MyDeviceData } from './my-device-data';

const record = (key: string, minute: number) => ({
  key,
  createdAt: `2026-11-23T10:0${minute}:00.000Z`,
  contestLabel: 'Recandidatura',
  applicant: 'Ana',
  data: { nomecompleto: 'Ana' },
});

beforeAll(async () => {
  // The view's own catalog, which the dialog loads as it opens.
  await loadSavedOfflineMessages('pt');
  vi.stubGlobal('indexedDB', new IDBFactory());
  // The outbox's store is made once per module graph, which files share (isolate: false): another file's records
  // may still be in it, whatever the global factory is now.
  await deleteOutboxRecords();
  await patchOutboxRecord('k-waiting', { state: 'queued' }, record('k-waiting', 1));
  await patchOutboxRecord('k-sent', { state: 'sent', reference: 'SAS-2026-000001' }, record('k-sent', 2));
});
afterAll(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const count = (row: RegExp) => within(screen.getByRole('row', { name: row })).getByRole('cell').textContent;

test('[LAW-05] [TRUE-04] my data on this device: lists the draft, the applications, the language, the menu choices and the alerts; a cancelled confirmation keeps them, a confirmed one deletes them and turns the alerts off', async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { nomecompleto: 'Ana' } }));
  localStorage.setItem(LANGUAGE_KEY, 'en');
  localStorage.setItem(MENU_PREFERENCES_KEY, JSON.stringify({ diet: 'vegetariano', allergens: ['gluten'] }));
  localStorage.setItem(
    ALERT_PREFERENCES_KEY,
    JSON.stringify({
      enabled: true,
      digest: [{ restaurant: 'cantina', meal: 'almoco', time: '11:30' }],
      watch: [],
    }),
  );
  const deleteSaved = vi.fn(() => Promise.resolve());
  // The alerts feature's own step stands in here (its browser and server sides are e2e/alerts.spec.ts's).
  const turnOffAlerts = vi.fn(async () => localStorage.removeItem(ALERT_PREFERENCES_KEY));
  const user = userEvent.setup();
  await renderWithProviders(<MyDeviceData deleteSaved={deleteSaved} turnOffAlerts={turnOffAlerts} />);
  await waitFor(() => expect(count(/^Rascunho/)).toBe('Sim'));
  expect(count(/^Candidaturas à espera/)).toBe('1');
  expect(count(/^Candidaturas recebidas/)).toBe('1');
  expect(count(/^Língua/)).toBe('English');
  expect(count(/^Escolhas da ementa/)).toBe('Sim');
  expect(count(/^Alertas/)).toBe('Ligados');

  await user.click(screen.getByRole('button', { name: 'Apagar os meus dados' }));
  const question = screen.getByRole('group', { name: /Apagar o rascunho/ });
  expect(question).toHaveTextContent('As candidaturas à espera de envio não serão enviadas.');
  expect(within(question).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
  expect(await listOutboxRecords()).toHaveLength(2);
  expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'Apagar os meus dados' }));
  await user.click(screen.getByRole('button', { name: 'Sim, apagar' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Os seus dados foram apagados deste dispositivo.'),
  );
  expect(await listOutboxRecords()).toEqual([]);
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  expect(localStorage.getItem(MENU_PREFERENCES_KEY)).toBeNull();
  expect(turnOffAlerts).toHaveBeenCalledWith('pt');
  await waitFor(() => expect(count(/^Rascunho/)).toBe('Não'));
  expect(count(/^Escolhas da ementa/)).toBe('Não');
  expect(count(/^Alertas/)).toBe('Desligados');
  expect(count(/^Candidaturas à espera/)).toBe('0');
  // Only "delete everything" touches the public content.
  expect(deleteSaved).not.toHaveBeenCalled();
});
