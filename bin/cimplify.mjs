#!/usr/bin/env node
// The `cimplify` command. The CLI is TypeScript run as it is (no build step in a checkout): tsx's loader is
// registered for this process, then the CLI runs and its exit code becomes the process's.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/cli/main.ts');
process.exitCode = await run(process.argv.slice(2));
