import { useEffect, useState } from 'react';
import { usePageInstant } from '@/lib/page-instant';

/**
 * The time, renewed at every minute's turn and when the page is shown again (a phone woken up): for statuses such as
 * "closes in 20 min" that must tick while shown. A timer per minute, not per second: nothing shown has seconds. The
 * render that hydrates a page reads the instant it was rendered at (its HTML's), the device's clock right after.
 */
export function useClock(): Date {
  const pageInstant = usePageInstant();
  const [now, setNow] = useState(() => pageInstant ?? new Date());
  const hydrating = pageInstant !== undefined;
  const [startedHydrating] = useState(hydrating);
  useEffect(() => {
    if (startedHydrating && !hydrating) setNow(new Date());
  }, [startedHydrating, hydrating]);
  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), 60_000 - (Date.now() % 60_000) + 50);
    const onShow = () => {
      if (document.visibilityState === 'visible') setNow(new Date());
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [now]);
  return now;
}
