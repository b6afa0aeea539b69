import { screen, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { patchOutboxRecord } from '@/outbox/outbox-store';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { MyApplications } from './my-applications';

const base = { contestLabel: 'Recandidatura', data: { nomecompleto: 'x' } };

beforeAll(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const record = (key: string, applicant: string, minute: number) => ({
    ...base,
    key,
    applicant,
    createdAt: at(minute),
  });
  await patchOutboxRecord('k-queued', { state: 'queued' }, record('k-queued', 'Ana Espera', 1));
  await patchOutboxRecord(
    'k-sent',
    { state: 'sent', reference: 'SAS-2026-000007' },
    record('k-sent', 'Bruno', 2),
  );
  await patchOutboxRecord(
    'k-rejected',
    { state: 'rejected', fieldErrors: { email: 'email' } },
    record('k-rejected', 'Carla Recusada', 3),
  );
  await patchOutboxRecord('k-old', { state: 'rejected' }, record('k-old', 'Duarte Corrigido', 4));
  await patchOutboxRecord('k-old', { state: 'superseded', supersededBy: 'k-sent' });
  // What an unknown version or a broken write left: a bad date would throw while rendering, a bad state has no label.
  const raw = createStore('sasuma-outbox', 'applications');
  await set(
    'k-corrupt',
    { ...record('k-corrupt', 'Eva Corrupta', 5), createdAt: 'ontem', state: 'sent' },
    raw,
  );
  await set('k-unknown', { ...record('k-unknown', 'Filipa Futura', 6), state: 'archived' }, raw);
  await set('k-null', null, raw);
});
afterAll(() => vi.unstubAllGlobals());

test('[FORM-14] [LAW-05] my applications: pending, sent (its reference, no name), refused (with its fix link) and superseded (without); corrupt records are left out', async () => {
  await renderWithProviders(<MyApplications />);
  const panel = await screen.findByRole('region', { name: 'As minhas candidaturas' });
  const item = (name: string) => within(panel).getByText(name).closest('li') as HTMLElement;
  const byState = (state: string) =>
    panel.querySelector(`[data-state="${state}"]`)?.closest('li') as HTMLElement;
  await within(panel).findByText('Substituída pela candidatura corrigida');

  expect(
    within(item('Ana Espera')).getByText('Em espera: será enviada automaticamente quando estiver online'),
  ).toBeInTheDocument();
  // Sent and superseded records keep no answers on the device: contest, date, state and reference only.
  expect(within(byState('sent')).getByText(/SAS-2026-000007/)).toBeInTheDocument();
  expect(within(byState('sent')).getByText(/Recandidatura/)).toBeInTheDocument();
  expect(within(panel).queryByText('Bruno')).toBeNull();
  const refused = item('Carla Recusada');
  expect(within(refused).getByText('Recusada')).toBeInTheDocument();
  expect(within(refused).getByText('Introduza um valor com o formato de email')).toBeInTheDocument();
  expect(within(refused).getByRole('link', { name: 'Corrigir e submeter de novo' })).toBeInTheDocument();
  const superseded = byState('superseded');
  expect(within(panel).queryByText('Duarte Corrigido')).toBeNull();
  expect(within(superseded).queryByRole('link')).toBeNull();

  expect(within(panel).getAllByRole('link')).toHaveLength(1);
  expect(within(panel).queryByText('Eva Corrupta')).toBeNull();
  expect(within(panel).queryByText('Filipa Futura')).toBeNull();
});
