import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cachedListItems } from './offline-search';

describe('[OFF-06] offline search helpers', () => {
  it('collects cached list items of one language without duplicates', () => {
    const client = new QueryClient();
    client.setQueryData(['notices', 'list', { lang: 'pt', page: 1 }], { data: [{ id: 'a' }, { id: 'b' }] });
    client.setQueryData(['notices', 'list', { lang: 'pt', page: 1, filter: 'x' }], { data: [{ id: 'b' }] });
    client.setQueryData(['notices', 'list', { lang: 'en', page: 1 }], { data: [{ id: 'c' }] });
    client.setQueryData(['notices', 'detail', { lang: 'pt', postName: 'd' }], { id: 'd', title: 'x' });
    const items = cachedListItems<{ id: string }>(client, ['notices'], 'pt', (item) => item.id);
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
  });
});
