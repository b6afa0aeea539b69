import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
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

/** Serious and critical WCAG 2.1 A/AA violations on each route under `prefix`, as "rule: target (route)". */
async function violations(page: Page, prefix: '' | '/en', routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    const path = prefix + (route === '/' && prefix ? '' : route);
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /A carregar|Loading/ })).toHaveCount(0);
    await renderSkippedSections(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      for (const node of violation.nodes) found.push(`${violation.id}: ${node.target.join(' ')} (${path})`);
    }
  }
  return found;
}

// In `npm test`, within its time budget: the menu screens in the corner of the matrix that had most violations
// (phone, dark theme). `npm run a11y` audits every route in every combination.
test.describe('phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('[UX-09] axe: no serious or critical violation on the menu screens (phone, dark)', async ({
    page,
  }) => {
    expect(await violations(page, '', ['/', '/alimentacao'])).toEqual([]);
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
          `[UX-09] full matrix ${device.name} ${colorScheme} ${prefix || 'pt'}`,
          { tag: '@audit' },
          async ({ page }) => {
            test.setTimeout(120_000);
            expect(await violations(page, prefix, await everyRoute(page))).toEqual([]);
          },
        );
      }
    });
  }
}
