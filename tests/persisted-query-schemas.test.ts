import { expect, test } from 'vitest';
import { documentKeys } from '@/features/documents/api/documents.keys';
import { faqKeys } from '@/features/faq/api/get-faq';
import { housingKeys } from '@/features/housing/api/get-contests';
import { linkKeys } from '@/features/links/api/get-links';
import { closureKeys } from '@/features/menu/api/get-closures';
import { restaurantKeys } from '@/features/menu/api/get-restaurants';
import { menuKeys } from '@/features/menu/api/menu.keys';
import { newsKeys } from '@/features/news/api/news.keys';
import { noticeKeys } from '@/features/notices/api/notices.keys';
import { scholarshipKeys } from '@/features/scholarships/api/scholarships.keys';
import { teamKeys } from '@/features/team/api/get-team';
import { schemaForQueryKey } from '../src/contract/persisted-query-schemas';
import { listQueries } from '../src/app/prefetch-offline-content';

test('[OFF-03] every answer saved for offline reading has a schema to check it with on restore', () => {
  const keys = [
    ...listQueries('pt', new Date(2026, 2, 11)).map((query) => query.queryKey),
    noticeKeys.detail('pt', 'aviso-1'),
    newsKeys.detail('pt', 'noticia-1'),
    scholarshipKeys.detail('pt', 'bolsa-1'),
  ];
  const unchecked = keys.filter((key) => schemaForQueryKey(key) === undefined);
  expect(unchecked).toEqual([]);
});

test('a key no entry describes has no schema', () => {
  expect(schemaForQueryKey(['not-an-api-call'])).toBeUndefined();
  expect(schemaForQueryKey([])).toBeUndefined();
});

test('[OFF-03] the schemas are found by the keys the features build (their heads are written out in the module)', () => {
  const week = { startdate: '20260308', enddate: '20260314' };
  const keys = [
    documentKeys.list({ lang: 'pt', limit: 10, page: 1, filter: '' }),
    faqKeys.list('pt'),
    housingKeys.contests('pt'),
    housingKeys.contestTypes('en'),
    linkKeys.list('pt'),
    menuKeys.week('pt', week),
    restaurantKeys.list('pt'),
    closureKeys.list('en'),
    newsKeys.list({ lang: 'pt', limit: 9, page: 1 }),
    newsKeys.mostViewed('pt', 8),
    newsKeys.detail('pt', 'noticia-1'),
    noticeKeys.list({ lang: 'pt', limit: 10, page: 1, filter: '' }),
    noticeKeys.detail('pt', 'aviso-1'),
    scholarshipKeys.list('pt'),
    scholarshipKeys.detail('pt', 'bolsa-1'),
    teamKeys.list(),
  ];
  expect(keys.filter((key) => schemaForQueryKey(key) === undefined)).toEqual([]);
});
