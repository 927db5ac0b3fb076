#!/usr/bin/env node
// The `cimplify` command. In a checkout the CLI is TypeScript run as it is (no build step): tsx's loader is
// registered for this process, then the CLI runs and its exit code becomes the process's. Where the CLI sits
// compiled beside this file (the test runner's build, scripts/lib/test-build.mjs), that runs without the loader,
// which is most of a command's start-up.
import { existsSync } from 'node:fs';

// A reader that stops early (`cimplify logs <id> --follow | head`) closes the pipe: what is left to print has
// nowhere to go, which ends the run quietly rather than as a crash.
process.stdout.on('error', (err) => {
  if (err.code !== 'EPIPE') throw err;
  process.exit(process.exitCode ?? 0);
});

const compiled = new URL('../src/cli/main.js', import.meta.url);
let entry = compiled.href;
if (!existsSync(compiled)) {
  const { register } = await import('tsx/esm/api');
  register();
  entry = new URL('../src/cli/main.ts', import.meta.url).href;
}
const { run } = await import(entry);
process.exitCode = await run(process.argv.slice(2));
