// How to start a TypeScript entry point (src/main.ts, scripts/db.ts) as a Node process: its compiled `.js` beside
// it when there is one (in the test runner's build, scripts/lib/test-build.mjs, which saves the process compiling
// every module through tsx's loader), else the source through tsx, as in a checkout.
import { existsSync } from 'node:fs';

/** Node's arguments that run `file` (a path ending in .ts, or .js when the caller is compiled itself). */
export function tsEntry(file) {
  if (file.endsWith('.js')) return [file];
  const js = file.replace(/\.ts$/, '.js');
  return js !== file && existsSync(js) ? [js] : ['--import', 'tsx', file];
}
