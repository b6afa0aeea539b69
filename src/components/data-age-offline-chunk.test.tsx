import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { DataAge } from './data-age';

// The age's chunk cannot load: a new build replaced it while the student was offline.
vi.mock('./saved-ago', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test('[OFF-05] when the age cannot load, the note keeps the time the copy was saved and the view stays', async () => {
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
    await import('./saved-ago').catch(() => undefined);
  });
  expect(screen.getByRole('heading', { name: 'Hoje na cantina' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Sem ligação: cópia guardada em 25/11 às 09:12.');
});
