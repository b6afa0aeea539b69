import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm test`: runs npm scripts in stages, and prints how long each step took, so a slow step shows in CI's log (the
 * suite must stay within 5 minutes on 2 cores).
 *
 * Each argument is a stage, run after the one before. A stage is lanes side by side, separated by `|`; a lane is
 * groups in order, separated by `>`; a group written `a+b+c` runs its scripts in parallel. A stage's first lane is the
 * main one, its output live; the others run at a lower priority (`nice`), so the main lane's browsers go first, and
 * their output is printed when they end (beside the e2e suite they cost it about their CPU time over two cores, as
 * much as after it: decision 037). The first failure anywhere stops every lane and every later stage.
 */
interface Result {
  script: string;
  ok: boolean;
  seconds: number;
}

const running = new Set<ChildProcess>();
let stopping = false;

function run(script: string, lane: number, output: string[]): Promise<Result> {
  const start = performance.now();
  const command = lane === 0 ? ['npm'] : ['nice', '-n', '10', 'npm'];
  return new Promise((resolve) => {
    const child = spawn(command[0]!, [...command.slice(1), 'run', '--silent', script], {
      stdio: lane === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it stops what it started (a browser, a test worker).
      detached: true,
    });
    running.add(child);
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', (code) => {
      running.delete(child);
      resolve({ script, ok: code === 0, seconds: (performance.now() - start) / 1000 });
    });
  });
}

function stopAll() {
  stopping = true;
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

// Ctrl-C or CI's own stop: the lanes are process groups of their own, which the terminal's signal does not reach.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const timings: string[] = [];
let failed = false;
const total = performance.now();

async function runLane(steps: string, lane: number) {
  const output: string[] = [];
  for (const group of steps.split('>').map((g) => g.trim())) {
    if (stopping) break;
    const results = await Promise.all(group.split('+').map((script) => run(script, lane, output)));
    for (const { script, ok, seconds } of results) {
      timings.push(`${script.padEnd(14)} ${seconds.toFixed(1).padStart(6)} s${ok ? '' : '  FAILED'}`);
    }
    if (results.some((result) => !result.ok)) {
      failed = true;
      stopAll();
      break;
    }
  }
  if (output.length > 0) process.stdout.write(`\n--- ${steps} ---\n${output.join('')}`);
}

for (const stage of process.argv.slice(2)) {
  if (failed) break;
  await Promise.all(stage.split('|').map((lane, index) => runLane(lane.trim(), index)));
}
timings.push(`${'total'.padEnd(14)} ${((performance.now() - total) / 1000).toFixed(1).padStart(6)} s`);
console.info(`\nsteps:\n${timings.join('\n')}`);
process.exit(failed ? 1 : 0);
