import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { DataAge, type QueryFreshness } from './data-age';

const savedAt = new Date(2026, 10, 25, 9, 12).getTime();
const query = (overrides: Partial<QueryFreshness> = {}): QueryFreshness => ({
  data: { any: 'data' },
  dataUpdatedAt: savedAt,
  isRefetchError: false,
  refetch: () => undefined,
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 12, 12));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The age's chunk is a dynamic import, which the first render cannot have: its first transform by Vite (date-fns and
// its locales) took over 5 s on a loaded machine. Transformed once here, the component's own import stays
// asynchronous (the first render still shows the time) but no longer waits on the transform.
beforeAll(() => import('../saved-ago'), 30_000);
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

test('[OFF-05] offline, the first render already says when the copy was saved; its age then takes the place of the time, in the same note', async () => {
  offline();
  await renderWithProviders(<DataAge query={query()} />);
  const note = screen.getByRole('status');
  expect(note).toHaveTextContent('Sem ligação: cópia guardada em 25/11 às 09:12.');
  await eventually(() =>
    expect(note).toHaveTextContent('Sem ligação: cópia guardada há aproximadamente 3 horas.'),
  );
  expect(screen.getByRole('status')).toBe(note);
  expect(note.querySelector('time')).toHaveAttribute('dateTime', new Date(savedAt).toISOString());
});

// React.lazy keeps the age's component once loaded: from here on, a note renders with the age at once.
test('[OFF-05] in English, offline: "Offline: copy saved about 3 hours ago."', async () => {
  offline();
  await renderWithProviders(<DataAge query={query()} />, { locale: 'en' });
  await eventually(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Offline: copy saved about 3 hours ago.'),
  );
});

test('[OFF-12] online, a failed refresh says the copy is kept and offers a retry; fresh data says nothing', async () => {
  const refetch = vi.fn();
  await renderWithProviders(<DataAge query={query({ isRefetchError: true, refetch })} />);
  await eventually(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Não foi possível atualizar: está a ver a cópia guardada há aproximadamente 3 horas. Tentar novamente',
    ),
  );
  screen.getByRole('button', { name: 'Tentar novamente' }).click();
  expect(refetch).toHaveBeenCalledOnce();
  cleanup();
  await renderWithProviders(<DataAge query={query()} />);
  expect(screen.queryByRole('status')).toBeNull();
});
