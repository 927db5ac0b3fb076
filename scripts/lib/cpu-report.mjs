// Loaded by the test runner into every test file's process (`node --import`): at exit, writes the CPU time the
// process used, with that of the child processes it waited for (servers, the CLI, git), as one line on stderr
// that scripts/run-tests.mjs reads: `[cpu-ms] 8123`. The suite is CPU-bound on a 2-core machine, so this, not
// the wall time a file takes beside another, says where its time goes. Linux only (/proc); elsewhere nothing.
import { readFileSync, writeSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on Linux for every architecture Node runs on. */
const TICKS_PER_S = 100;

process.on('exit', () => {
  let stat;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return;
  }
  // Fields after the command name (which may hold spaces, inside parentheses): utime, stime, cutime, cstime are
  // the 14th to 17th fields of the line, the 12th to 15th after the name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  writeSync(2, `\n[cpu-ms] ${Math.round((ticks * 1000) / TICKS_PER_S)}\n`);
});
