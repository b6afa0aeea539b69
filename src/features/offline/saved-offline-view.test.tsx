import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { setPrefetchProgress } from '@/lib/offline-readiness';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { FILE_CACHES } from './saved-files';
import { SavedOfflineView } from './saved-offline-view';

/** jsdom has no navigator.storage: give it one for a test (undefined: a browser without the API). */
function stubStorage(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
});

const countOf = (row: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${row}`) })).getByRole('cell').textContent;

test('counts the saved sections, files and total; shows the download and the space used', async () => {
  vi.stubGlobal('caches', {
    has: (name: string) => Promise.resolve(name === FILE_CACHES.documents || name === FILE_CACHES.images),
    open: (name: string) =>
      Promise.resolve({
        keys: () =>
          Promise.resolve(
            name === FILE_CACHES.documents
              ? [new Request('https://sas.uma.pt/files/regulamento%20bolsas.pdf')]
              : [
                  new Request('https://sas.uma.pt/uploads/a.jpg'),
                  new Request('https://sas.uma.pt/uploads/b.jpg'),
                ],
          ),
      }),
  });
  stubStorage({
    estimate: () => Promise.resolve({ usage: 2_345_678, quota: 120_400_000_000 }),
    persisted: () => Promise.resolve(false),
  });
  setPrefetchProgress({ lang: 'en', state: 'running', done: 3, total: 40 });
  const { queryClient } = await renderWithProviders(<SavedOfflineView />, { locale: 'en' });
  queryClient.setQueryData(['menu', 'week', { lang: 'en', startdate: '1' }], {});
  queryClient.setQueryData(['menu', 'week', { lang: 'en', startdate: '2' }], {});
  queryClient.setQueryData(['notices', 'list', { lang: 'en', page: 1 }], {});

  expect(await screen.findByText('Space used: 2.3 MB of 120.4 GB')).toBeInTheDocument();
  expect(await screen.findByText('regulamento bolsas.pdf')).toBeInTheDocument();
  expect(countOf('Menus \\(weeks\\)')).toBe('2');
  expect(countOf('Notices')).toBe('1');
  expect(countOf('News')).toBe('0');
  expect(countOf('PDF documents')).toBe('1');
  expect(countOf('Images')).toBe('2');
  expect(countOf('Total')).toBe('6 items');
  expect(screen.getByText('Saving content in the background: 3 of 40')).toBeInTheDocument();
  expect(
    screen.getByText('Storage not persistent: the browser may delete this data if space runs out.'),
  ).toBeInTheDocument();
});

test('without Cache Storage or the storage API: no file rows, no space or persistence line', async () => {
  vi.stubGlobal('caches', undefined);
  stubStorage(undefined);
  await renderWithProviders(<SavedOfflineView />);
  expect(await screen.findByRole('row', { name: /^Total/ })).toHaveTextContent('0 itens');
  expect(screen.queryByRole('row', { name: /^Imagens/ })).toBeNull();
  expect(screen.queryByText(/Espaço usado/)).toBeNull();
  expect(screen.queryByText(/Armazenamento/)).toBeNull();
});

test('with the browser saving data, it says nothing is downloaded in the background', async () => {
  vi.stubGlobal('caches', undefined);
  stubStorage(undefined);
  setPrefetchProgress({ lang: 'en', state: 'save-data', done: 0, total: 0 });
  await renderWithProviders(<SavedOfflineView />, { locale: 'en' });
  expect(await screen.findByText(/Data Saver is on/)).toBeInTheDocument();
});
