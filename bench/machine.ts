import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface Machine {
  cpus: number;
  model: string;
  memoryGiB: number;
  node: string;
  chromium: string;
  /** 1-minute load average when the bench started and ended: above the CPU count, the figures were taken under load. */
  loadAverage: { start: number; end?: number };
}

function chromiumVersion(): string {
  try {
    // Debian's wrapper script prints a shell warning on stderr; the version is the first line of stdout.
    return (
      execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .split('\n')[0]
        ?.trim() ?? 'unknown'
    );
  } catch {
    return `not found at ${CHROME_PATH}`;
  }
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpus: list.length,
    model: list[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: chromiumVersion(),
    loadAverage: { start: Math.round((loadavg()[0] ?? 0) * 100) / 100 },
  };
}

export function finishMachine(machine: Machine): Machine {
  return {
    ...machine,
    loadAverage: { ...machine.loadAverage, end: Math.round((loadavg()[0] ?? 0) * 100) / 100 },
  };
}

/** The bench's closing line: what measured, and the machine's load at start and end. */
export function machineSummary(machine: Machine, lighthouseVersion: string): string {
  return (
    `Machine: ${machine.cpus} × ${machine.model}, Node ${machine.node}, ${machine.chromium}, Lighthouse ` +
    `${lighthouseVersion}; load average ${machine.loadAverage.start} at start, ${machine.loadAverage.end} at end ` +
    `(above ${machine.cpus}: figures taken under load).`
  );
}
