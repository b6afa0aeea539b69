import { request } from 'node:http';

export interface RevalidationBytes {
  path: string;
  /** Status line + headers + body as sent (compressed when the client accepts it), for a first GET. */
  fullBytes: number;
  /** The same GET with If-None-Match: the server's 304. */
  notModifiedBytes: number;
  notModifiedStatus: number;
  /** notModified / full. */
  ratio: number;
}

interface RawResponse {
  status: number;
  bytes: number;
  etag: string | undefined;
}

/** One GET over node:http (no decompression), counting the bytes of the response on the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = 0;
      res.on('data', (chunk: Buffer) => {
        body += chunk.length;
      });
      res.on('end', () => {
        const head =
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
          // "name: value\r\n" per header: each name and value plus two bytes, then the blank line.
          res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) +
          2;
        const etag = res.headers.etag;
        resolve({ status: res.statusCode ?? 0, bytes: head + body, etag });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a revalidation (the PWA's SWR refresh, a reload) costs against the full response. */
export async function measureRevalidation(baseUrl: string, paths: string[]): Promise<RevalidationBytes[]> {
  const accept = { 'Accept-Encoding': 'br, gzip' };
  const results: RevalidationBytes[] = [];
  for (const path of paths) {
    const full = await rawGet(baseUrl + path, accept);
    const again = await rawGet(baseUrl + path, { ...accept, 'If-None-Match': full.etag ?? '' });
    results.push({
      path,
      fullBytes: full.bytes,
      notModifiedBytes: again.bytes,
      notModifiedStatus: again.status,
      ratio: Math.round((again.bytes / full.bytes) * 1000) / 1000,
    });
  }
  return results;
}
