import type { Page } from '@playwright/test';
import { axeSerious } from './axe';
import { expect, test } from './fixtures';

const LIST_ROUTES = [
  '/',
  '/alimentacao',
  '/alojamento',
  '/formulario',
  '/avisosecomunicados',
  '/noticiassas',
  '/bolsasdeestudo',
  '/documentacao',
  '/equipa',
  '/acessibilidade',
  '/privacidade',
  '/alertas',
  '/pagina-que-nao-existe',
];
const WITH_DETAILS = ['/avisosecomunicados', '/noticiassas', '/bolsasdeestudo'];

/** Every route of the app: the list pages, the first detail of each list, and the not-found page. */
async function everyRoute(page: Page): Promise<string[]> {
  const details: string[] = [];
  for (const list of WITH_DETAILS) {
    await page.goto(list);
    const href = await page.locator(`main a[href^="${list}/"]`).first().getAttribute('href');
    details.push(href!);
  }
  return [...LIST_ROUTES, ...details];
}

/**
 * Lays out the sections the page leaves to `content-visibility: auto` (home's sections under the first screen), as
 * a student who scrolls there sees them. axe reads the colours behind text by hit-testing, which does not reach into a
 * skipped subtree: a section that was off screen since it showed "loading" keeps that small size, and axe then takes
 * whatever lies at the text's stale position for its background (https://github.com/dequelabs/axe-core/issues/2768).
 * Through the CSSOM, which the app's CSP allows.
 */
async function renderSkippedSections(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}

/**
 * WCAG 2.4.11 (focus not obscured): every element a keyboard reaches, once focused (the browser scrolls it into
 * view), shows on screen and is not under the header or anything fixed or sticky (the update prompt, a banner). A
 * point in the middle of its visible part must hit the element itself. As "focus-obscured: element under what".
 */
async function hiddenFocus(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nameOf = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.classList[0] ? `.${element.classList[0]}` : ''
      } "${name}"`;
    };
    const found: string[] = [];
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]',
    );
    for (const element of candidates) {
      if (element.tabIndex < 0 || element.closest('[inert], [aria-hidden="true"]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      element.focus();
      // Disabled, or not focusable after all.
      if (document.activeElement !== element) continue;
      const box = element.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (right - left < 1 || bottom - top < 1) {
        found.push(`focus-obscured: ${nameOf(element)} is off screen when focused`);
        continue;
      }
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (hit && !element.contains(hit) && !hit.contains(element))
        found.push(`focus-obscured: ${nameOf(element)} under ${nameOf(hit)}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return found;
  });
}

/**
 * Serious and critical WCAG 2.2 A/AA violations on each route under `prefix`, as "rule: target (route)": axe's rules
 * (`target-size`, 2.5.8, is one of them) and a focus hidden by something on top of it (hiddenFocus).
 */
async function violations(page: Page, prefix: '' | '/en', routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    const path = prefix + (route === '/' && prefix ? '' : route);
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /A carregar|Loading/ })).toHaveCount(0);
    await renderSkippedSections(page);
    for (const violation of await axeSerious(page)) found.push(`${violation} (${path})`);
    for (const hidden of await hiddenFocus(page)) found.push(`${hidden} (${path})`);
  }
  return found;
}

// In `npm test`, within its time budget: the menu screens in the corner of the matrix that had most violations
// (phone, dark theme). `npm run a11y` audits every route in every combination.
test.describe('phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  // One test per screen: together they took 23-31 s at the suite's start, beside the checks, on Chromium 150.
  for (const route of ['/', '/alimentacao']) {
    test(`[UX-09] [LAW-02] axe (WCAG 2.2, target size) and focus never hidden: none on the menu screen ${route} (phone, dark)`, async ({
      page,
    }) => {
      expect(await violations(page, '', [route])).toEqual([]);
    });
  }

  test("[LAW-02] the navigation's and the breadcrumb's links are 24 px targets on a phone (WCAG 2.2, 2.5.8)", async ({
    page,
  }) => {
    for (const path of ['/avisosecomunicados/aviso-05-2024-encerramento-carnaval', '/en/documentacao']) {
      await page.goto(path);
      const links = page.locator('.site-nav a, .breadcrumb a');
      await expect(links.first()).toBeVisible();
      const small = await links.evaluateAll((all) =>
        all.flatMap((link) => {
          const { width, height } = link.getBoundingClientRect();
          return height < 24 || width < 24
            ? [`${link.textContent}: ${Math.round(width)}x${Math.round(height)}`]
            : [];
        }),
      );
      expect(small, path).toEqual([]);
    }
  });
});

// `npm run a11y`: every route, PT and EN, light and dark, phone and desktop.
for (const device of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${device.name}, ${colorScheme}`, () => {
      test.use({ viewport: device.viewport, colorScheme });
      for (const prefix of ['', '/en'] as const) {
        test(
          `[UX-09] [LAW-02] full matrix ${device.name} ${colorScheme} ${prefix || 'pt'}`,
          { tag: '@audit' },
          async ({ page }) => {
            // About 50 s on an idle machine; the focus walk (hiddenFocus) doubles under a load average of 10.
            test.setTimeout(240_000);
            expect(await violations(page, prefix, await everyRoute(page))).toEqual([]);
          },
        );
      }
    });
  }
}
