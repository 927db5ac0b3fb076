#!/usr/bin/env node
// Runs the tests once per day of a week, each time with the tests' clock starting on that day (TEST_CLOCK_START,
// read by test/harness/server.ts), and prints what passed on each day: a test that depends on the day or the hour
// it runs on fails on some of them. Each run is what `npm test` runs (scripts/run-tests.mjs, same filters), without
// npm's pretest package check, which the first `npm test` on the machine has done.
//
//   node scripts/test-week.mjs                          every test file, 7 runs
//   node scripts/test-week.mjs scheduling buying        only files whose path contains a word (as `npm test -- …`)
//   TEST_WEEK_FROM=2027-01-28 node scripts/test-week.mjs   the 7 days from that date (UTC)
//
// Without TEST_WEEK_FROM the week starts tomorrow (UTC), or later when that is needed for it to take in the end of
// a month (the last day of a month and the first of the next). It stays in the future on purpose: the embedded
// store's TTL sweeper runs on the real clock, so documents dated in the past (carts, sessions) would vanish under a
// test. Each weekday starts at an hour of its own, among them Friday 11:00 (after a Saturday class's 10:00 start a
// day ahead) and Sunday 23:30 UTC (half an hour before the next week and, at a month's end, the next month).
// Each run's whole output is kept in .scratch/test-week/<date>.log; the last line says how many days passed.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const filters = process.argv.slice(2).filter((a) => a !== '--');
const DAY_MS = 86_400_000;
const NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** UTC start time per weekday (0 = Sunday). */
const HOURS = ['23:30', '00:15', '06:45', '13:20', '18:05', '11:00', '21:40'];

const utcDay = (t) => Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth(), new Date(t).getUTCDate());

/** The first day of the week: TEST_WEEK_FROM, or tomorrow, moved on so that the week holds a month's last day. */
function firstDay() {
  const from = process.env.TEST_WEEK_FROM;
  if (from) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(`${from}T00:00:00Z`))) {
      console.error(`TEST_WEEK_FROM: ${JSON.stringify(from)} is not a date as YYYY-MM-DD`);
      process.exit(2);
    }
    return Date.parse(`${from}T00:00:00Z`);
  }
  const tomorrow = utcDay(Date.now()) + DAY_MS;
  const d = new Date(tomorrow);
  const lastOfMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
  // The month's last day is the 4th of the 7 days (or later, when tomorrow is already that close to it).
  return Math.max(tomorrow, lastOfMonth - 3 * DAY_MS);
}

function run(startIso, log) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'run-tests.mjs'), ...filters], {
      cwd: root,
      env: { ...process.env, TEST_CLOCK_START: startIso },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      writeFileSync(log, output);
      const failing = [...output.matchAll(/^FAIL (\S+)/gm)].map((m) => m[1]);
      const summary =
        /^(\d+ passed, \d+ failed.*)$/m.exec(output.split('\n').slice(-3).join('\n'))?.[1] ??
        'no summary (see the log)';
      resolve({ ok: code === 0, summary, failing });
    });
  });
}

const logs = join(root, '.scratch', 'test-week');
mkdirSync(logs, { recursive: true });
const first = firstDay();
let good = 0;
for (let i = 0; i < 7; i++) {
  const day = new Date(first + i * DAY_MS);
  const date = day.toISOString().slice(0, 10);
  const start = `${date}T${HOURS[day.getUTCDay()]}:00Z`;
  const started = Date.now();
  const r = await run(start, join(logs, `${date}.log`));
  if (r.ok) good++;
  const secs = Math.round((Date.now() - started) / 1000);
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${NAMES[day.getUTCDay()]} ${start}  ${r.summary}  (${secs} s)`);
  for (const f of r.failing) console.log(`       ${f}`);
}
console.log(`${good} of 7 days passed`);
process.exit(good === 7 ? 0 : 1);
