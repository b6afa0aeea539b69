import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { loadSavedOfflineMessages } from '@/lib/i18n';
import { setPrefetchProgress } from '@/lib/offline-readiness';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { FILE_CACHES } from './saved-files';
import { SavedOfflineView } from './saved-offline-view';

/** jsdom has no navigator.storage: give it one for a test (undefined: a browser without the API). */
function stubStorage(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

// The view's own catalog, which the dialog loads as it opens.
beforeAll(() => Promise.all([loadSavedOfflineMessages('pt'), loadSavedOfflineMessages('en')]));

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
});

const readNothing = () => Promise.resolve([]);
const deleteNothing = () => Promise.resolve();
const thisWeek = { startdate: '20260101', enddate: '29991231' };
const saved = (entries: Array<readonly unknown[]>) => () =>
  Promise.resolve(entries.map((queryKey) => ({ queryKey, state: { data: {} } })));

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
  const readSaved = saved([
    ['menu', 'week', { lang: 'en', ...thisWeek }],
    ['menu', 'week', { lang: 'en', ...thisWeek, startdate: '20260108' }],
    ['notices', 'list', { lang: 'en', page: 1 }],
  ]);
  const { queryClient } = await renderWithProviders(
    <SavedOfflineView readSaved={readSaved} deleteSaved={deleteNothing} turnOffAlerts={deleteNothing} />,
    {
      locale: 'en',
    },
  );
  // In memory only (a refresh not saved yet, or never to be): a start from the icon would not show it.
  queryClient.setQueryData(['news', 'list', { lang: 'en', page: 1 }], {});

  expect(await screen.findByText('Space used: 2.3 MB of 120.4 GB')).toBeInTheDocument();
  expect(await screen.findByText('regulamento bolsas.pdf')).toBeInTheDocument();
  await waitFor(() => expect(countOf('Menus \\(weeks\\)')).toBe('2'));
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
  await renderWithProviders(
    <SavedOfflineView readSaved={readNothing} deleteSaved={deleteNothing} turnOffAlerts={deleteNothing} />,
  );
  expect(await screen.findByRole('row', { name: /^Total/ })).toHaveTextContent('0 itens');
  expect(screen.queryByRole('row', { name: /^Imagens/ })).toBeNull();
  expect(screen.queryByText(/Espaço usado/)).toBeNull();
  expect(screen.queryByText(/Armazenamento/)).toBeNull();
});

test('with the browser saving data, it says nothing is downloaded in the background', async () => {
  vi.stubGlobal('caches', undefined);
  stubStorage(undefined);
  setPrefetchProgress({ lang: 'en', state: 'save-data', done: 0, total: 0 });
  await renderWithProviders(
    <SavedOfflineView readSaved={readNothing} deleteSaved={deleteNothing} turnOffAlerts={deleteNothing} />,
    {
      locale: 'en',
    },
  );
  expect(await screen.findByText(/Data Saver is on/)).toBeInTheDocument();
});

test('[OFF-18] on iOS Safari, not on the home screen: it warns that Safari deletes the saved data after 7 days unused', async () => {
  vi.stubGlobal('caches', undefined);
  stubStorage({ persisted: () => Promise.resolve(false) });
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  Object.defineProperty(navigator, 'userAgent', { value: iphone, configurable: true });
  try {
    await renderWithProviders(
      <SavedOfflineView readSaved={readNothing} deleteSaved={deleteNothing} turnOffAlerts={deleteNothing} />,
      {
        locale: 'en',
      },
    );
    expect(await screen.findByText(/Safari deletes the data saved by a site/)).toBeInTheDocument();
    expect(screen.getByText(/Storage not persistent/)).toBeInTheDocument();
  } finally {
    Reflect.deleteProperty(navigator, 'userAgent');
  }
});
