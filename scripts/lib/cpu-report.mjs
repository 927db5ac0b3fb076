// Loaded by the test runner into a test file's process (`node --import`): at exit, writes the CPU time the process
// used, with that of the child processes it waited for, as one line on stderr that scripts/run-tests.mjs reads:
// `[cpu-ms] 8123`. The suite is CPU-bound on a 2-core machine, so this, not the wall time a file takes beside
// another, says where its time goes. Linux only (/proc); elsewhere nothing.
import { writeSync } from 'node:fs';
import { processCpuMs } from './proc-cpu.mjs';

process.on('exit', () => {
  const ms = processCpuMs();
  if (ms !== undefined) writeSync(2, `\n[cpu-ms] ${ms}\n`);
});
