import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const read = (file: string) => readFileSync(file, 'utf8');

test('[OPS-01] runs on Node 24 LTS: engines, .nvmrc, the running Node, better-sqlite3 13, and CI installs it where the machine has an older one', () => {
  const pkg = JSON.parse(read('package.json')) as {
    engines: { node: string };
    dependencies: Record<string, string>;
  };
  expect(pkg.engines.node).toBe('>=24');
  expect(read('.nvmrc').trim()).toBe('24');
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  expect(pkg.dependencies['better-sqlite3']).toMatch(/^13\./);
  const ci = read('.ci/run');
  expect(ci).toContain('node-linux-$arch@$need');
  expect(ci).toContain('echo "ci: node $(node -v)');
});
