import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The start-up path, counted by one rule (issue 62): the build (`build/`, vite.config.ts), `src/start/`, the worker's
 * navigations (src/sw/routes.ts), the server's render (server/src/page-render.ts), and every other source file named
 * for starting, rendering, shells, chunks or lazy loading; non-blank, non-comment lines, tests left out.
 */
const CORE = /^(?:build\/|src\/start\/|vite\.config\.ts$|src\/sw\/routes\.ts$|server\/src\/page-render\.ts$)/;
const NAMED = /(?:^|\/)[^/]*(?:start|render|shell|chunk|lazy|when-reached)[^/]*$/;
const SOURCE = /\.(?:tsx?|m?js)$/;
const LEFT_OUT = /\.test\.tsx?$|\.spec\.ts$|\.d\.ts$|routeTree\.gen\.ts$|^(?:e2e|tests|bench|scripts)\//;

/** Lines of code: not blank, not only a comment. */
function codeLines(text: string): number {
  let count = 0;
  let inComment = false;
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (inComment) {
      if (!line.includes('*/')) continue;
      inComment = false;
      line = line.slice(line.indexOf('*/') + 2).trim();
    }
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) {
        inComment = true;
        continue;
      }
      line = line.slice(line.indexOf('*/') + 2).trim();
    }
    if (line && !line.startsWith('//')) count++;
  }
  return count;
}

export function startUpLines(root = '.') {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !LEFT_OUT.test(file) && (CORE.test(file) || NAMED.test(file)))
    .map((file) => ({
      file,
      lines: codeLines(readFileSync(`${root}/${file}`, 'utf8')),
      core: CORE.test(file),
    }));
  const total = files.reduce((sum, { lines }) => sum + lines, 0);
  const core = files.filter((file) => file.core).reduce((sum, { lines }) => sum + lines, 0);
  return { files: files.sort((a, b) => b.lines - a.lines), total, core };
}
