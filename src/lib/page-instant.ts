import { useHydrated, useLoaderData } from '@tanstack/react-router';

/**
 * The instant the page was rendered at while the render that hydrates it runs (our server's clock, dehydrated with
 * the page by the root route's loader), so what reads the time shows what the HTML shows; undefined once hydrated, and
 * in a render of the browser's own: the device's clock then applies.
 */
export function usePageInstant(): Date | undefined {
  const hydrated = useHydrated();
  const renderedAt = useLoaderData({ from: '__root__', select: (data) => data.renderedAt });
  return hydrated ? undefined : new Date(renderedAt);
}
