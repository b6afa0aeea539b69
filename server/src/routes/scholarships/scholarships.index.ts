import { createRouter } from '../../lib/router';
import { getScholarship, listScholarships } from './scholarships.handlers';

export const scholarshipsRouter = createRouter()
  .get('/bolsassas', listScholarships)
  .get('/bolsassas/:id', getScholarship);
