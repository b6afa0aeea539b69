import { expect, test } from 'vitest';
import { newsKeys } from '@/features/news/api/news.keys';
import { noticeKeys } from '@/features/notices/api/notices.keys';
import { scholarshipKeys } from '@/features/scholarships/api/scholarships.keys';
import { schemaForQueryKey } from './persisted-query-schemas';
import { listQueries } from './prefetch-offline-content';

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
