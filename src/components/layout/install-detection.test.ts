import { describe, expect, test } from 'vitest';
import { isIosSafari, isStandalone } from './install-detection';

// Playwright's iPhone 13, Pixel 7 and Desktop Chrome user agents (the e2e test uses the same devices).
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.2 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36';
const IPAD_DESKTOP_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15';
const IPHONE_EDGE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.0.2478.89 Mobile/15E148 Safari/605.1.15';
const IPHONE_IN_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0';

describe('isIosSafari', () => {
  test('iPhone and iPad Safari, and iPadOS asking for the desktop site (Mac UA with touch)', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPHONE_SAFARI.replace('iPhone', 'iPad'), 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_SAFARI, 5)).toBe(true);
  });

  test('not a real Mac, other browsers on iOS, in-app web views, Android or desktop Chrome', () => {
    expect(isIosSafari(IPAD_DESKTOP_SAFARI, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(IPHONE_FIREFOX, 5)).toBe(false);
    expect(isIosSafari(IPHONE_EDGE, 5)).toBe(false);
    expect(isIosSafari(IPHONE_IN_APP, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
    expect(isIosSafari(DESKTOP_CHROME, 0)).toBe(false);
  });
});

describe('isStandalone', () => {
  const win = (standaloneMedia: boolean, standalone?: boolean) => ({
    matchMedia: (query: string) =>
      ({ matches: standaloneMedia && query === '(display-mode: standalone)' }) as MediaQueryList,
    navigator: { standalone } as Navigator & { standalone?: boolean },
  });

  test('display-mode standalone or iOS navigator.standalone', () => {
    expect(isStandalone(win(true))).toBe(true);
    expect(isStandalone(win(false, true))).toBe(true);
    expect(isStandalone(win(false, false))).toBe(false);
    expect(isStandalone(win(false))).toBe(false);
  });
});
