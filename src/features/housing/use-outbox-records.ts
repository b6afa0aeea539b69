import { useEffect, useState } from 'react';
import { subscribeOutbox } from '@/outbox/outbox-client';
import type { OutboxRecord } from '@/outbox/outbox-store';

/**
 * The applications made on this device, newest first, kept current with the service worker's outbox. The store (and
 * zod, which checks its records) loads with the first read, out of the form's first load.
 */
export function useOutboxRecords(): { records: OutboxRecord[]; refresh: () => void } {
  const [records, setRecords] = useState<OutboxRecord[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => subscribeOutbox(() => setVersion((v) => v + 1)), []);
  useEffect(() => {
    let cancelled = false;
    import('@/outbox/outbox-store')
      .then((store) => store.listOutboxRecords())
      .then(
        (list) => !cancelled && setRecords(list),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [version]);
  return { records, refresh: () => setVersion((v) => v + 1) };
}
