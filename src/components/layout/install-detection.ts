/**
 * iOS Safari: the only browser where "Add to Home Screen" is the way to install and no `beforeinstallprompt` ever
 * comes. iPadOS asks for desktop sites with a Mac user agent: only touch tells them apart. Chrome, Firefox and Edge
 * on iOS name themselves (CriOS, FxiOS, EdgiOS); in-app web views (no "Safari/" token) cannot add to the home screen.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

/** Already running as the installed app: Chrome and others report the display mode, iOS Safari `navigator.standalone`. */
export function isStandalone(
  win: Pick<Window, 'matchMedia'> & { navigator: Navigator & { standalone?: boolean } } = window,
): boolean {
  return win.navigator.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}
