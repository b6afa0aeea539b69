import { spawn } from 'node:child_process';

/**
 * `npm test`: runs npm scripts in order (a group written `a+b+c` runs in parallel), stops at the first failure, and
 * prints how long each step took, so a slow step shows in CI's log (the suite must stay within 6 minutes).
 */
function run(script: string): Promise<{ script: string; ok: boolean; seconds: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code) =>
      resolve({ script, ok: code === 0, seconds: (performance.now() - start) / 1000 }),
    );
  });
}

const timings: string[] = [];
let failed = false;
const total = performance.now();
for (const group of process.argv.slice(2)) {
  const results = await Promise.all(group.split('+').map(run));
  for (const { script, ok, seconds } of results) {
    timings.push(`${script.padEnd(14)} ${seconds.toFixed(1).padStart(6)} s${ok ? '' : '  FAILED'}`);
  }
  if (results.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}
timings.push(`${'total'.padEnd(14)} ${((performance.now() - total) / 1000).toFixed(1).padStart(6)} s`);
console.info(`\nsteps:\n${timings.join('\n')}`);
process.exit(failed ? 1 : 0);
