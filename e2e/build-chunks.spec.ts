import { measureBundle } from '../bench/bundle-size';
import { expect, test } from './fixtures';

// The build's chunks as the browser loads them (dist/.vite/manifest.json), whatever files the packages ship: the
// chunk groups (scripts/chunk-groups.ts) name packages and project files, and this is what they must achieve.
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
