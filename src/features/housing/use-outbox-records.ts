import { useEffect, useState } from 'react';
import { subscribeOutbox } from '@/lib/outbox-client';
import { listOutboxRecords, type OutboxRecord } from '@/lib/outbox-store';

/** The applications made on this device, newest first, kept current with the service worker's outbox. */
export function useOutboxRecords(): { records: OutboxRecord[]; refresh: () => void } {
  const [records, setRecords] = useState<OutboxRecord[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => subscribeOutbox(() => setVersion((v) => v + 1)), []);
  useEffect(() => {
    let cancelled = false;
    listOutboxRecords().then(
      (list) => !cancelled && setRecords(list),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [version]);
  return { records, refresh: () => setVersion((v) => v + 1) };
}
