// The CPU time this process has used, with that of the child processes it waited for (servers, the CLI, git), in
// ms, from /proc/self/stat (utime, stime, cutime, cstime: the 14th to 17th fields, in clock ticks of 1/100 s on
// Linux for every architecture Node runs on). Undefined where there is no /proc.
import { readFileSync } from 'node:fs';

export function processCpuMs() {
  let stat;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command name, which may hold spaces inside its parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) * 10;
}
