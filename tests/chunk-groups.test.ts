import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { chunkGroups, groupTest } from '../scripts/chunk-groups';

test('every file a chunk group names exists: a rename would quietly undo the group', () => {
  const missing = chunkGroups.flatMap(({ name, files }) =>
    files
      .filter((file) => !['.ts', '.tsx', '.js', '.mjs'].some((ext) => existsSync(resolve(file + ext))))
      .map((file) => `${name}: ${file}`),
  );
  expect(missing).toEqual([]);
});

test("a group's test takes its files' module ids, on any system, and no neighbour", () => {
  const test = groupTest(['src/lib/dates', 'node_modules/date-fns/_lib/defaultOptions']);
  expect(test.test('/work/app/src/lib/dates.ts')).toBe(true);
  expect(test.test('C:\\work\\app\\src\\lib\\dates.ts')).toBe(true);
  expect(test.test('/work/app/node_modules/date-fns/_lib/defaultOptions.js')).toBe(true);
  expect(test.test('/work/app/src/lib/dates.test.ts')).toBe(false);
  expect(test.test('/work/app/src/lib/old-dates.ts')).toBe(false);
  expect(test.test('/work/app/src/lib/dates.css')).toBe(false);
  expect(groupTest([]).test('/work/app/src/lib/dates.ts')).toBe(false);
});

test('no file is in two groups', () => {
  const all = chunkGroups.flatMap(({ files }) => files);
  expect(all.length).toBe(new Set(all).size);
});
