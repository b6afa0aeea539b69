import type { OutboxRecord } from './outbox-store';

/**
 * Only a refused application, or one that waited past the retention, whose data was kept offers "fix and submit
 * again"; superseded ones never do. Apart from the store, which brings zod, for the form's first render.
 */
export const isFixable = (record: OutboxRecord) =>
  (record.state === 'rejected' || record.state === 'expired') && Boolean(record.data);
