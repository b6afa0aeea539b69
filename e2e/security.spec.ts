import type { Locator } from '@playwright/test';
import { BEACON, expect, hostile, test } from './hostile-fixtures';

async function expectHarmless(content: Locator) {
  await expect(content.locator('script, iframe, frame, object, embed, style')).toHaveCount(0);
  await expect(content.locator('[style], [onerror], [onload], [onclick]')).toHaveCount(0);
  await expect(content.locator('a[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
}

test('[ERR-03] hostile notice, news body and document title render harmless in PT and EN; no script runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  const payloadLogs: string[] = [];
  const beacons: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('PWNED')) payloadLogs.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().startsWith(BEACON.replace('/beacon', ''))) beacons.push(request.url());
  });

  for (const prefix of ['', '/en']) {
    // Notice: in the list row and on its page
    await page.goto(`${prefix}/avisosecomunicados`);
    const row = page.locator('ul.notice-list > li').first();
    await expect(row.getByRole('heading')).toHaveText(hostile.noticeTitle);
    await expect(row).toContainText('Texto aviso legítimo.');
    await expectHarmless(row);
    await page.goto(`${prefix}/avisosecomunicados/${hostile.noticeName}`);
    await expect(page.getByRole('heading', { level: 1, name: hostile.noticeTitle })).toBeVisible();
    const notice = page.locator('main .html-content');
    await expect(notice).toContainText('estilo aviso');
    await expect(notice.getByText('ligação aviso')).toBeVisible();
    await expectHarmless(notice);

    // News body (and a javascript: share link, which must not be offered)
    await page.goto(`${prefix}/noticiassas/${hostile.newsName}`);
    await expect(page.getByRole('heading', { level: 1, name: hostile.newsTitle })).toBeVisible();
    const body = page.locator('article .html-content');
    await expect(body).toContainText('estilo noticia');
    await expectHarmless(body);
    await expect(page.getByRole('link', { name: /Twitter/ })).toHaveCount(0);

    // Document title: shown as text, markup and all
    await page.goto(`${prefix}/documentacao`);
    const titleCell = page.getByRole('row').filter({ hasText: 'hostil' }).getByRole('cell').nth(1);
    await expect(titleCell).toHaveText(hostile.documentTitle);
    await expect(page.locator('table.documents-table img, table.documents-table script')).toHaveCount(0);
  }

  // Anything that could still fire has had its chance: every image has loaded or failed, two frames have run.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(dialogs, 'no dialog opened').toEqual([]);
  expect(payloadLogs, 'no payload logged to the console').toEqual([]);
  expect(beacons, 'no request to the beacon').toEqual([]);
});
