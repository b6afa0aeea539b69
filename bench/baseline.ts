import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A build to measure: the checkout whose `server/dist/main.js` serves it, and the build's folder. */
export interface Build {
  name: string;
  root: string;
  distDir: string;
}

/** Written in a baseline's worktree once its build succeeded: the next comparison with that commit reuses it. */
const BUILT_MARKER = '.bench-built';

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: 'inherit' });

/** This checkout's build: `dist` (or BENCH_DIST_DIR), named by its commit and whether files changed since. */
export function currentBuild(distDir: string): Build {
  const changed = git(['status', '--porcelain']) !== '';
  const head = git(['rev-parse', '--short', 'HEAD']);
  return { name: `this checkout (${head}${changed ? ' + changes' : ''}, ${distDir})`, root: '.', distDir };
}

/**
 * Builds `ref` as that commit builds itself, in a worktree of its own (`<tmp>/bench-baseline-<sha>`): node_modules
 * linked to this checkout's when the two lockfiles are the same file, else `npm ci` there; then its `npm run build`
 * (its client, written pages and server). A worktree already built for that commit is reused.
 */
export function buildBaseline(ref: string): Build {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const short = sha.slice(0, 7);
  const root = join(tmpdir(), `bench-baseline-${sha.slice(0, 12)}`);
  const build = {
    name: sha.startsWith(ref) ? short : `${ref} (${short})`,
    root,
    distDir: join(root, 'dist'),
  };
  if (existsSync(join(root, BUILT_MARKER))) {
    console.log(`\nBaseline ${build.name}: reusing the build in ${root}`);
    return build;
  }
  console.log(
    `\nBaseline ${build.name}: building in ${root} (remove with: git worktree remove --force ${root})`,
  );
  // A build that did not finish, or a worktree removed by hand: start again from a clean one.
  rmSync(root, { recursive: true, force: true });
  git(['worktree', 'prune']);
  git(['worktree', 'add', '--detach', root, sha]);
  const sameLockfile =
    git(['rev-parse', `${sha}:package-lock.json`]) === git(['hash-object', 'package-lock.json']);
  if (sameLockfile) symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  // Its build needs its dev dependencies whatever NODE_ENV says (playwright.config.ts, which the bench imports, sets it).
  else run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], root);
  run('npm', ['run', 'build'], root);
  writeFileSync(join(root, BUILT_MARKER), `${sha}\n`);
  return build;
}

/**
 * A build made before: a checkout's root (its `dist/` served by its own `server/dist/main.js`), or a bare build folder
 * (an `index.html` and `.vite/manifest.json`), served by this checkout's server.
 */
export function givenBuild(dir: string): Build {
  if (existsSync(join(dir, 'server/dist/main.js')) && existsSync(join(dir, 'dist/index.html'))) {
    return { name: dir, root: dir, distDir: join(dir, 'dist') };
  }
  if (existsSync(join(dir, 'index.html')) && existsSync(join(dir, '.vite/manifest.json'))) {
    return { name: `${dir} (served by this checkout's server)`, root: '.', distDir: dir };
  }
  throw new Error(
    `${dir} is neither a built checkout (dist/ and server/dist/main.js) nor a build (index.html, .vite/manifest.json)`,
  );
}
