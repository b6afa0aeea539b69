import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBundle } from '../bench/bundle-size';
import { expect, test } from './fixtures';

// The build's chunks as the browser loads them (dist/.vite/manifest.json), whatever files the packages ship: the
// chunk groups (build/chunk-groups.ts) name packages and project files, and this is what they must achieve.
test('the built entry is one chunk within 110 KB gzip; home loads at most 4 chunks more, every route within 135 KB', () => {
  const bundle = measureBundle();
  expect(bundle.entryKiB).toBeLessThanOrEqual(110);
  // rolldown took modules the routes share out of the entry as chunks of their own, each a request before the app runs.
  expect(bundle.entryChunks).toBe(1);
  const home = bundle.routes.find((route) => route.route === '/');
  expect(home?.chunks).toBeLessThanOrEqual(4);
  const over = bundle.routes.filter((route) => route.firstLoadKiB > 135).map((route) => route.route);
  expect(over).toEqual([]);
});

test("[START-06] a page the build writes names each of its inline scripts (the router's state) by hash in its CSP, and allows no other", () => {
  for (const page of ['index.html', 'en/alimentacao/index.html', 'documentacao/index.html']) {
    const html = readFileSync(join('dist', page), 'utf8');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inline.length, page).toBeGreaterThan(0);
    const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(policy, page).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(policy, page).not.toContain('unsafe-inline');
  }
});
