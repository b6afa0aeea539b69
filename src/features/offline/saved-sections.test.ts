import { describe, expect, test } from 'vitest';
import { countSavedSections, SAVED_SECTIONS } from './saved-sections';

const entry = (queryKey: unknown[], data: unknown) => ({ queryKey, state: { data } });
const byName = (counts: ReturnType<typeof countSavedSections>) =>
  Object.fromEntries(counts.map(({ section, count }) => [section, count]));

describe('countSavedSections', () => {
  test('counts entries with data by the first key part, every section listed in order', () => {
    const counts = countSavedSections(
      [
        entry(['menu', 'week', { lang: 'pt', startdate: '20250105', enddate: '20250111' }], { data: [] }),
        entry(['menu', 'week', { lang: 'pt', startdate: '20250112', enddate: '20250118' }], { data: [] }),
        entry(['notices', 'list', { lang: 'pt', page: 1 }], { data: [] }),
        entry(['notices', 'detail', { lang: 'pt', postName: 'a' }], {}),
        entry(['team', 'list'], []),
        // No data (never succeeded, or still loading): nothing to read offline.
        entry(['news', 'list', { lang: 'pt', page: 1 }], undefined),
        // Not a content section: left out.
        entry(['something-else'], 1),
      ],
      { lang: 'pt', today: '20250106' },
    );
    expect(counts.map(({ section }) => section)).toEqual([...SAVED_SECTIONS]);
    expect(byName(counts)).toEqual({
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

  test('[OFF-15] an answer a start in this language would not show is not counted: the other language, a week past', () => {
    const counts = countSavedSections(
      [
        entry(['menu', 'week', { lang: 'pt', startdate: '20250105', enddate: '20250111' }], []),
        entry(['menu', 'week', { lang: 'pt', startdate: '20250112', enddate: '20250118' }], []),
        entry(['menu', 'week', { lang: 'en', startdate: '20250112', enddate: '20250118' }], []),
        entry(['faq', 'list', { lang: 'en' }], []),
        entry(['team', 'list'], []),
      ],
      { lang: 'pt', today: '20250113' },
    );
    expect(byName(counts)).toMatchObject({ menu: 1, faq: 0, team: 1 });
  });
});
