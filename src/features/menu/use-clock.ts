import { useEffect, useState } from 'react';

/**
 * The time, renewed at every minute's turn and when the page is shown again (a phone woken up): for statuses such as
 * "closes in 20 min" that must tick while shown. A timer per minute, not per second: nothing shown has seconds.
 */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
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
