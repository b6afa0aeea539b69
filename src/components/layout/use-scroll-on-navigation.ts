import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { localeFromPathname } from '@/lib/locale';

/** The quick-links bar's element id (the bar itself is a feature; the layout only knows where it is). */
export const QUICK_LINKS_ANCHOR_ID = 'quick-links';
export const QUICK_LINKS_SCROLL_OFFSET_PX = 30;

function barePath(pathname: string): string {
  const path = localeFromPathname(pathname) === 'en' ? pathname.slice(3) || '/' : pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Going from home to the team page lands on the quick-links bar, 30 px above it (spec section 2). */
export function isHomeToTeam(from: string | undefined, to: string): boolean {
  return from !== undefined && barePath(from) === '/' && barePath(to) === '/equipa';
}

/** `holdInView` for the quick-links bar. Its code is a chunk of its own: one navigation needs it, not the entry. */
function holdQuickLinksInView(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('./hold-in-view').then(({ holdInView }) => {
    if (!stopped) stop = holdInView(QUICK_LINKS_ANCHOR_ID, QUICK_LINKS_SCROLL_OFFSET_PX);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Every other navigation scrolls to the top: the router's scroll restoration does that (and restores positions on
 * back/forward); this only adds the home -> team case, after the restoration has run.
 */
export function useScrollOnNavigation() {
  const router = useRouter();
  useEffect(() => {
    let stopHolding: (() => void) | undefined;
    // Tracked here rather than read from the event: a click that lands before the first page finished loading
    // arrives with no `fromLocation`, and a re-render of the same page (data arriving) is not a navigation.
    let previousPath = router.state.location.pathname;
    const unsubscribe = router.subscribe('onRendered', (event) => {
      const path = event.toLocation.pathname;
      const from = previousPath;
      previousPath = path;
      if (from === path) return;
      stopHolding?.();
      stopHolding = undefined;
      if (isHomeToTeam(from, path)) stopHolding = holdQuickLinksInView();
    });
    return () => {
      stopHolding?.();
      unsubscribe();
    };
  }, [router]);
}
