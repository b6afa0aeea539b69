/*
 * The installed app started at the other language's start (its icon's `/` or `/en`, or the address typed: a navigation
 * with no referrer) opens the start of the language the student chose with the switch, before anything is painted,
 * online or off (decision 025, OFF-16): the worker answers with a redirect, so `/` leaves no entry in the history. A
 * link in the app (a referrer: the switch itself before the app took the page over) and every other page are answered
 * as asked.
 */
const startPaths = { pt: '/', en: '/en' } as const;

const bare = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/** `/`, `/en` or `/en/`: a language's start. */
export const isStartPath = (pathname: string) => Object.values<string>(startPaths).includes(bare(pathname));

/** Where a start at `url` goes when `chosen` (the switch's choice, as the worker read it) is remembered, if away. */
export function startOfChoice(url: URL, chosen: string | undefined): string | undefined {
  if (chosen !== 'pt' && chosen !== 'en') return undefined;
  const asked = bare(url.pathname);
  const start = startPaths[chosen];
  if (!isStartPath(asked) || start === asked) return undefined;
  return new URL(start + url.search + url.hash, url).href;
}
