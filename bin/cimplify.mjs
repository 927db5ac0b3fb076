#!/usr/bin/env node
// The `cimplify` command. The CLI is TypeScript run as it is (no build step in a checkout): tsx's loader is
// registered for this process, then the CLI runs and its exit code becomes the process's.
import { register } from 'tsx/esm/api';

// A reader that stops early (`cimplify logs <id> --follow | head`) closes the pipe: what is left to print has
// nowhere to go, which ends the run quietly rather than as a crash.
process.stdout.on('error', (err) => {
  if (err.code !== 'EPIPE') throw err;
  process.exit(process.exitCode ?? 0);
});

register();
const { run } = await import('../src/cli/main.ts');
process.exitCode = await run(process.argv.slice(2));
