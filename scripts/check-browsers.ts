import { spawnSync } from 'node:child_process';
import { testBrowsers } from './test-browsers';

// `npm test`'s first step: stops at once, naming what is missing, rather than failing a test half way.
const browsers = testBrowsers();
if ('missing' in browsers) {
  console.error(`npm test: ${browsers.missing}`);
  process.exit(1);
}
for (const path of new Set([browsers.main, browsers.full])) {
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (run.status !== 0) {
    console.error(`npm test: ${path} does not start (${run.error?.message ?? run.stderr.trim()}).`);
    process.exit(1);
  }
  console.info(`browser: ${run.stdout.trim()} (${path})`);
}
