import type { Context } from 'hono';
import { notFound } from '../lib/errors';
import { MEDIA_CACHE_CONTROL, sendCached } from '../lib/respond';
import type { RouteDoc } from '../lib/route-doc';
import { createRouter } from '../lib/router';
import { oneRow } from '../lib/sql';
import type { AppEnv } from '../lib/types';

interface MediaRow {
  content_type: string;
  body: Buffer;
  etag: string;
}

/** Generated images (/uploads/) and PDFs (/files/), stored as BLOBs in the media table. */
function serveMedia(folder: 'uploads' | 'files') {
  return (c: Context<AppEnv>): Response => {
    const name = c.req.param('name') ?? '';
    const row = oneRow<MediaRow>(
      c.var.db,
      'SELECT content_type, body, etag FROM media WHERE path = ?',
      `${folder}/${name}`,
    );
    if (!row) throw notFound(`No file /${folder}/${name}`);
    const response = sendCached(c, {
      body: row.body,
      contentType: row.content_type,
      cacheControl: MEDIA_CACHE_CONTROL,
      etag: row.etag,
    });
    if (folder === 'files') response.headers.set('Content-Disposition', `inline; filename="${name}"`);
    return response;
  };
}

export const mediaRouter = createRouter()
  .get('/uploads/:name', serveMedia('uploads'))
  .get('/files/:name', serveMedia('files'));

export const mediaDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/uploads/:name',
    summary: 'An image (news, team), Cache-Control: public, max-age=604800, with ETag',
    params: { name: 'the file name' },
    response: { files: ['image/jpeg', 'image/png', 'image/webp'] },
    notFound: true,
  },
  {
    method: 'get',
    path: '/files/:name',
    summary: 'A PDF (Content-Disposition: inline), Cache-Control: public, max-age=604800, with ETag',
    params: { name: 'the file name' },
    response: { files: ['application/pdf'] },
    notFound: true,
  },
];
