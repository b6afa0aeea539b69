import { z } from 'zod';
import { params } from '../../lib/query';

export const OpenMensaQuery = z.object({ idioma: params.idioma });
