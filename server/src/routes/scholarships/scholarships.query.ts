import { z } from 'zod';
import { params } from '../../lib/query';

export const ScholarshipQuery = z.object({ idioma: params.idioma });
