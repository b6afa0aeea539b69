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

/**
 * Every other navigation scrolls to the top: the router's scroll restoration does that (and restores positions on
 * back/forward); this only adds the home -> team case, after the restoration has run.
 */
export function useScrollOnNavigation() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!isHomeToTeam(event.fromLocation?.pathname, event.toLocation.pathname)) return;
        if (event.fromLocation?.pathname === event.toLocation.pathname) return;
        requestAnimationFrame(() => {
          const bar = document.getElementById(QUICK_LINKS_ANCHOR_ID);
          if (!bar) return;
          const top = bar.getBoundingClientRect().top + window.scrollY - QUICK_LINKS_SCROLL_OFFSET_PX;
          window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
        });
      }),
    [router],
  );
}
