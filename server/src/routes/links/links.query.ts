import { z } from 'zod';
import { params } from '../../lib/query';

export const LinksQuery = z.object({ owner: params.unit, idioma: params.idioma });
