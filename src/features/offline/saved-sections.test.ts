import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { countSavedSections, SAVED_SECTIONS } from './saved-sections';

const entry = (queryKey: unknown[], data: unknown) => ({ queryKey, state: { data } });

describe('countSavedSections', () => {
  test('counts entries with data by the first key part, every section listed in order', () => {
    const counts = countSavedSections([
      entry(['menu', 'week', { lang: 'pt', startdate: '20250105' }], { data: [] }),
      entry(['menu', 'week', { lang: 'pt', startdate: '20250112' }], { data: [] }),
      entry(['notices', 'list', { lang: 'pt', page: 1 }], { data: [] }),
      entry(['notices', 'detail', { lang: 'pt', postName: 'a' }], {}),
      entry(['team', 'list'], []),
      // No data (never succeeded, or still loading): nothing to read offline.
      entry(['news', 'list', { lang: 'pt', page: 1 }], undefined),
      // Not a content section: left out.
      entry(['something-else'], 1),
    ]);
    expect(counts.map(({ section }) => section)).toEqual([...SAVED_SECTIONS]);
    expect(Object.fromEntries(counts.map(({ section, count }) => [section, count]))).toEqual({
      menu: 2,
      restaurants: 0,
      notices: 2,
      news: 0,
      scholarships: 0,
      documents: 0,
      housing: 0,
      team: 1,
      faq: 0,
      links: 0,
    });
  });

  test("reads a real QueryClient's cache entries", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ['faq', 'list', { lang: 'en' }], queryFn: () => [] });
    await client.prefetchQuery({
      queryKey: ['links', 'list', { lang: 'en' }],
      queryFn: () => Promise.reject(new Error('offline')),
    });
    const counts = countSavedSections(client.getQueryCache().getAll());
    expect(counts.find(({ section }) => section === 'faq')?.count).toBe(1);
    expect(counts.find(({ section }) => section === 'links')?.count).toBe(0);
    client.clear();
  });
});
