import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../lib/errors';
import { MEDIA_CACHE_CONTROL, sendCached } from '../lib/respond';
import { createRouter } from '../lib/router';
import { oneRow } from '../lib/sql';
import type { AppEnv } from '../lib/types';
import { NOT_FOUND, pathParam, TAGS } from './openapi/openapi.describe';

interface MediaRow {
  content_type: string;
  body: Buffer;
  etag: string;
}

/** Generated images (/uploads/) and PDFs (/files/), stored as BLOBs in the media table. */
function serveMedia(folder: 'uploads' | 'files') {
  return (c: Context<AppEnv>, name: string): Response => {
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

const serveImage = serveMedia('uploads');
const servePdf = serveMedia('files');
const binary = (types: string[]) => Object.fromEntries(types.map((type) => [type, {}]));

export const mediaRouter = createRouter()
  .get(
    '/uploads/:name',
    describeRoute({
      tags: [TAGS.media],
      summary: 'An image (news, team), Cache-Control: public, max-age=604800, with ETag',
      parameters: [pathParam('name', 'the file name')],
      responses: {
        200: { description: 'The image', content: binary(['image/jpeg', 'image/png', 'image/webp']) },
        ...NOT_FOUND,
      },
    }),
    (c) => serveImage(c, c.req.param('name')),
  )
  .get(
    '/files/:name',
    describeRoute({
      tags: [TAGS.media],
      summary: 'A PDF (Content-Disposition: inline), Cache-Control: public, max-age=604800, with ETag',
      parameters: [pathParam('name', 'the file name')],
      responses: { 200: { description: 'The PDF', content: binary(['application/pdf']) }, ...NOT_FOUND },
    }),
    (c) => servePdf(c, c.req.param('name')),
  );
