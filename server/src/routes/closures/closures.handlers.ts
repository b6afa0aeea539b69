import type { Context } from 'hono';
import type { z } from 'zod';
import { readClosures } from '../../db/read-closures';
import { sendJson } from '../../lib/respond';
import type { AppEnv } from '../../lib/types';
import type { ClosuresQuery } from './closures.query';

export function listClosures(c: Context<AppEnv>, { idioma }: z.output<typeof ClosuresQuery>): Response {
  return sendJson(c, readClosures(c.var.db, idioma));
}
