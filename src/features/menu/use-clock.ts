import { useHydrated, useLoaderData } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * The instant the page was rendered at while the render that hydrates it runs (our server's clock, dehydrated with
 * the page by the root route's loader), so what reads the time shows what the HTML shows; undefined once hydrated, and
 * in a render of the browser's own: the device's clock then applies.
 */
function usePageInstant(): Date | undefined {
  const hydrated = useHydrated();
  const renderedAt = useLoaderData({ from: '__root__', select: (data) => data.renderedAt });
  return hydrated ? undefined : new Date(renderedAt);
}

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
