import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { answerApiWith, ApiError, apiGet, apiUrl } from './api-client';

const ListSchema = z.object({ data: z.array(z.object({ id: z.number() })), total: z.number() });
// As the app passes it: loaded with the request.
const Schema = () => Promise.resolve(ListSchema);

function respondWith(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The client resolves API paths against the page's origin; in node there is no page, so give it one.
beforeEach(() => vi.stubGlobal('location', new URL('http://localhost:4173/alimentacao')));
afterEach(() => vi.unstubAllGlobals());

describe('apiGet', () => {
  test('[SITE-02] adds idioma and the query parameters under the API base', async () => {
    const fetchMock = respondWith({ data: [{ id: 1 }], total: 1 });
    await apiGet('/docavisos', { schema: Schema, lang: 'en', params: { limit: 10, filter: '', offset: 0 } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/docavisos?limit=10&offset=0&idioma=en');
  });

  test('a query client given a transport reads the API through it, the others through the network', async () => {
    const fetchMock = respondWith({ data: [{ id: 2 }], total: 1 });
    const rendering = new QueryClient();
    const asked: string[] = [];
    answerApiWith(rendering, (request) => {
      asked.push(request.url);
      return Response.json({ data: [{ id: 1 }], total: 1 });
    });
    expect(await apiGet('/docavisos', { schema: Schema, lang: 'pt', client: rendering })).toEqual({
      data: [{ id: 1 }],
      total: 1,
    });
    expect(asked).toEqual(['http://localhost/api/docavisos?idioma=pt']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiGet('/docavisos', { schema: Schema, client: new QueryClient() })).toEqual({
      data: [{ id: 2 }],
      total: 1,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  test("offline, the schema's chunk is asked for only once an answer came: a failed import would stay failed", async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const schema = vi.fn(Schema);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiGet('/docavisos', { schema })).rejects.toMatchObject({ kind: 'network' });
    expect(schema).not.toHaveBeenCalled();
    // The worker's copy answers: the schema is loaded then, and the data parsed.
    respondWith({ data: [{ id: 1 }], total: 1 });
    expect(await apiGet('/docavisos', { schema })).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(schema).toHaveBeenCalledOnce();
  });

  test('[SITE-02] calls without a language send no idioma', () => {
    expect(apiUrl('/sas/equipa')).toBe('/api/sas/equipa');
  });

  test('[ERR-02] a response of the wrong shape is an ApiError, not data', async () => {
    respondWith({ data: [{ id: 'one' }], total: 1 });
    await expect(apiGet('/x', { schema: Schema })).rejects.toMatchObject({ kind: 'malformed' });
    respondWith('<html>oops</html>');
    await expect(apiGet('/x', { schema: Schema })).rejects.toBeInstanceOf(ApiError);
  });

  test('[ERR-01] HTTP and network failures are typed errors', async () => {
    respondWith({ error: 'nope' }, 503);
    await expect(apiGet('/x', { schema: Schema })).rejects.toMatchObject({ kind: 'http', status: 503 });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiGet('/x', { schema: Schema })).rejects.toMatchObject({ kind: 'network' });
  });

  test('[NOT-07] an aborted request rejects with the abort, not a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        });
      }),
    );
    const controller = new AbortController();
    const pending = apiGet('/x', { schema: Schema, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('[ERR-01] a schema that cannot load is a network error, never unchecked data', async () => {
    respondWith({ data: [{ id: 1 }], total: 1 });
    await expect(
      apiGet('/x', { schema: () => Promise.reject(new Error('chunk failed')) }),
    ).rejects.toMatchObject({ kind: 'network' });
  });
});
