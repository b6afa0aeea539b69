// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import { noticeKeys } from '@/features/notices/api/notices.keys';
import { hydratePageData } from './page-data';

const key = noticeKeys.list({ lang: 'pt', limit: 10, page: 1 });
const notices = {
  data: [
    {
      post_name: 'aviso-1',
      post_title: 'Aviso n.º 1',
      docaviso_descricao: '<p>Texto</p>',
      docaviso_datavigor: '2026-03-01',
      docaviso_ficheiros: [],
    },
  ],
  total: 1,
};

/** The data block as page-html.ts writes it after #root. */
function pageWith(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-data';
  block.textContent = json;
  document.body.append(block);
}

afterEach(() => {
  document.getElementById('page-data')?.remove();
});

test('the answers a page was rendered with are in the cache before the first render, and the block is gone', async () => {
  const server = new QueryClient();
  server.setQueryData(key, notices);
  server.setQueryData(['not-an-api-call'], 'anything');
  server.setQueryData(noticeKeys.list({ lang: 'en', limit: 10, page: 1 }), { data: [{ post_name: '' }] });
  pageWith(JSON.stringify(dehydrate(server)));

  const client = new QueryClient();
  await hydratePageData(client);
  expect(client.getQueryData(key)).toEqual(notices);
  // What fits no contract schema is left for the screen to fetch.
  expect(client.getQueryData(['not-an-api-call'])).toBeUndefined();
  expect(client.getQueryData(noticeKeys.list({ lang: 'en', limit: 10, page: 1 }))).toBeUndefined();
  expect(document.getElementById('page-data')).toBeNull();
});

test('a block that is not JSON, or no block, changes nothing', async () => {
  const client = new QueryClient();
  pageWith('{"queries": [');
  await hydratePageData(client);
  await hydratePageData(client);
  expect(client.getQueryCache().getAll()).toHaveLength(0);
});
