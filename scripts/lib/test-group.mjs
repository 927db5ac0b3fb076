// Runs several test files one after another in this one process, for scripts/run-tests.mjs (TEST_GROUP): the
// modules they share (the server, the store, the driver) are loaded and compiled by V8 once, where a process per
// file pays that again for each. Each file runs as it would alone: imported, then its suites run to their end
// (uvu's exec), with the environment put back as it was before the next one. Around each file this prints a line
// the runner splits the output on:
//
//   [test-file] start <index>
//   [test-file] end <index> <CPU ms of the file, its waited children's included>
//
// A file that crashes the process ends the group there: the runner sees no `end` line for it, counts it failed
// with the process's output, and runs the files after it in processes of their own.
//
//   node scripts/lib/test-group.mjs <file> <file> …
import { pathToFileURL } from 'node:url';
import { processCpuMs } from './proc-cpu.mjs';

// uvu runs nothing by itself when this is set (as under its own CLI): exec() below runs each file's suites.
globalThis.UVU_DEFER = 1;
const { exec } = await import('uvu');

/** CPU ms of this process and the children it waited for (0 where there is no /proc). */
const cpuMs = () => processCpuMs() ?? 0;

const files = process.argv.slice(2);
let failed = false;
for (const [index, file] of files.entries()) {
  const env = { ...process.env };
  const cpu0 = cpuMs();
  globalThis.UVU_QUEUE = [[null]];
  process.stdout.write(`\n[test-file] start ${index}\n`);
  await import(pathToFileURL(file).href);
  await exec();
  failed ||= process.exitCode === 1;
  process.exitCode = 0;
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  process.stdout.write(`\n[test-file] end ${index} ${cpuMs() - cpu0}\n`);
}
// What a file left running (a timer, a socket) must not keep the group from ending, as exitWhenDone does alone.
process.exit(failed ? 1 : 0);
