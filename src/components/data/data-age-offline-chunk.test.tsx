import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.doUnmock('../saved-ago');
  vi.resetModules();
  vi.restoreAllMocks();
});

test('[OFF-05] when the age cannot load, the note keeps the time the copy was saved and the view stays', async () => {
  // Files share a module graph (vitest.config.ts): a fresh one, where the age's chunk cannot load (a new build
  // replaced it while the student was offline). The render helper comes from it too, for Lingui's one context.
  vi.resetModules();
  vi.doMock('../saved-ago', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  const { DataAge } = await import('./data-age');
  const { renderWithProviders } = await import('../../../tests/render-with-providers');
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const savedAt = new Date(2026, 10, 25, 9, 12).getTime();
  await renderWithProviders(
    <section>
      <h2>Hoje na cantina</h2>
      <DataAge
        query={{ data: {}, dataUpdatedAt: savedAt, isRefetchError: false, refetch: () => undefined }}
      />
    </section>,
  );
  // The import has failed and React has rendered what the lazy part resolved to.
  await act(async () => {
    await import('../saved-ago').catch(() => undefined);
  });
  expect(screen.getByRole('heading', { name: 'Hoje na cantina' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Sem ligação: cópia guardada em 25/11 às 09:12.');
});
