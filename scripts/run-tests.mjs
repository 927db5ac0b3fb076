#!/usr/bin/env node
// Runs every uvu test file (`*.test.ts` under test/, and unit tests beside their modules under src/) in child
// processes, a few files one after another in each (a file that crashes or hangs fails alone: the files after it
// run in processes of their own), then prints one closing line `N passed, N failed` that CI reads.
//
//   npm test                      every file
//   npm test -- store catalogue   only files whose path contains one of the words
//   npm test -- --store=process   the same files with the store in another process, reached through MONGODB_URI
//   npm test -- --store=both      both passes: each pass's line, then the total line last
//   MONGODB_URI=mongodb://… npm test   against that MongoDB (Atlas, a replica set): a check before deploying
//
// The store (also TEST_STORE=embedded|process|both):
//   embedded (default)  each test file's server starts the embedded store in its own process, as `npm start` does
//   process             the embedded server run on its own, as `npm run db -- --strict --enable-test-commands` runs
//                       it (scripts/lib/test-store.mjs), every file reaching it through MONGODB_URI: the production
//                       path, where none of the in-process shortcuts (direct line, change counts, store thread) exist
// On MONGODB_URI (the process pass, or one the user set) every test works in throwaway databases named under a
// prefix of the run's own (TEST_DB_PREFIX, `t_<6 hex>_`) and drops them; afterwards the runner lists what is left
// under that prefix (and any other database the run made), drops what is its own, and counts each as a failure.
// A test meaningful with the embedded store only reports itself skipped with its reason (test/harness/store-mode.ts
// embeddedOnly); the runner lists those reasons at the end.
//
// Up to TEST_GROUP (default 8) files of a pass run one after another in one process (scripts/lib/test-group.mjs),
// so the modules they share load once: a file after the first in its process takes about half the CPU. A file
// that crashes its process fails, and the files after it run alone. TEST_GROUP=1 runs every file alone.
// TEST_CONCURRENCY (default: the cores, plus one) files run at once; TEST_FILE_TIMEOUT_MS (default 300000)
// bounds each file.
// Each file's line gives its wall time and its CPU time, with that of the processes it started (servers, the CLI);
// the end lists the files that used the most CPU (TEST_HEAVIEST, default 10) and each pass's total: on 2 cores the
// suite is CPU-bound, so CPU is what a change to the suite's time has to cut.
// The files run compiled (scripts/lib/test-build.mjs: the repository's TypeScript built once into .scratch/build,
// which cuts a third of each test process's CPU); TEST_BUILD=off runs them from source through tsx.
// A file the pass's store does not change runs in the first pass only: another pass would run the very same thing.
// Such are the files that use no store: the unit tests beside their modules under src/ (pure rules; one that
// imports from test/ takes a store) and the files marked `// test-store: none` in their first lines (lints, the
// contract's checks, the typecheck), which run with TEST_STORE=none, with which opening a store fails
// (src/store/embedded/index.ts), so the mark cannot hide a file that does use one; and the files marked
// `// test-store: own`, which start store processes of their own whatever the pass (the cluster, the crash test);
// and the files marked `// test-store: any (why)`, whose subject is a client of the API or the contract rather than
// the server's store paths (the CLI binary, Prism against the server, the SDK packages, the docs in a browser): the
// operations they reach run in every pass through the HTTP tests of their areas. The end lists those reasons.
// The longest files start first (by their durations in the last run, kept in .scratch/test-times.json; before
// any run, integration files by size, then the unit tests), so the last minute is not one long file alone.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildForTests, builtPath } from './lib/test-build.mjs';
import {
  dropDatabases,
  listDatabases,
  newRunPrefix,
  processOfDatabase,
  startStoreProcess,
  withDatabase,
} from './lib/test-store.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const { filters, storeAsked } = readArgs(process.argv.slice(2));
// One file more than there are cores: a file waiting on its child processes (the CLI, Prism, a browser) or on a
// socket leaves its core to the others.
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? availableParallelism() + 1));
const fileTimeoutMs = Number(process.env.TEST_FILE_TIMEOUT_MS ?? 300_000);

/** The filter words, and --store=<x> / --store <x> (else TEST_STORE). */
function readArgs(args) {
  const words = [];
  let store = process.env.TEST_STORE || undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--store') store = args[++i];
    else if (args[i].startsWith('--store=')) store = args[i].slice('--store='.length);
    else words.push(args[i]);
  }
  return { filters: words, storeAsked: store };
}

/** Ends the run before any test: the reason, and a closing line CI reads as failed. */
function refuse(message) {
  console.error(message);
  console.log('0 passed, 1 failed');
  process.exit(2);
}

function findTests(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    // Installed packages (tools/mcp-conformance/node_modules, the MCP tests' Node 22 tools) ship test files of their own.
    if (name === 'node_modules') continue;
    if (statSync(full).isDirectory()) out.push(...findTests(full));
    else if (name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** The passes to run, in order: embedded, process, or uri (MONGODB_URI as the user set it). */
function passesAsked() {
  if (storeAsked !== undefined && !['embedded', 'process', 'both'].includes(storeAsked)) {
    refuse(`--store (TEST_STORE) must be embedded, process or both (got ${JSON.stringify(storeAsked)})`);
  }
  if ((storeAsked === 'process' || storeAsked === 'both') && process.env.MONGODB_URI) {
    refuse(
      '--store=process starts a store of its own: unset MONGODB_URI, or leave out --store to run against MONGODB_URI',
    );
  }
  if (storeAsked === 'both') return ['embedded', 'process'];
  if (storeAsked) return [storeAsked];
  return [process.env.MONGODB_URI ? 'uri' : 'embedded'];
}

const STORE_NAMES = {
  embedded: 'embedded store in each test process',
  process: 'store in its own process, through MONGODB_URI',
  uri: 'MONGODB_URI',
};

const passNames = passesAsked();
const allFiles = [...findTests(join(root, 'src')), ...findTests(join(root, 'test'))];
const files = allFiles.filter((f) => filters.length === 0 || filters.some((w) => relative(root, f).includes(w)));
/** Whether lines name their pass (more than one, or a store other than the default). */
const tagged = passNames.length > 1 || passNames[0] !== 'embedded';
/** A file's key in the times file and its tag on the output lines: the default pass keeps the plain path. */
const keyOf = (name, pass) => (pass === 'embedded' ? name : `${name} [${pass}]`);

const timesFile = join(root, '.scratch', 'test-times.json');
let lastTimes = {};
try {
  lastTimes = JSON.parse(readFileSync(timesFile, 'utf8'));
} catch {
  // No earlier run: estimate.
}
/** Expected duration in ms: the last run's (in that pass, else in the default one), else a guess (integration files by size, unit tests short). */
const expected = ({ file, pass }) => {
  const name = relative(root, file);
  const known = lastTimes[keyOf(name, pass)] ?? lastTimes[name];
  if (typeof known === 'number') return known;
  return name.startsWith('test/') ? 5_000 + statSync(file).size / 2 : 1_000;
};

// uvu closes each file with "Total: N / Passed: N / Skipped: N"; colours are stripped before reading.
const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
function summarise(output) {
  const text = stripAnsi(output);
  const total = Number(/Total:\s+(\d+)/.exec(text)?.[1] ?? NaN);
  const passed = Number(/Passed:\s+(\d+)/.exec(text)?.[1] ?? NaN);
  const skipped = Number(/Skipped:\s+(\d+)/.exec(text)?.[1] ?? 0);
  return { total, passed, skipped };
}

/** Preloaded into each file's process: reports its CPU time, its waited children's included (see the file). */
const CPU_REPORT = pathToFileURL(join(root, 'scripts', 'lib', 'cpu-report.mjs')).href;
const cpuText = (r) => (r.cpuMs === undefined ? '' : `, CPU ${(r.cpuMs / 1000).toFixed(1)} s`);

const GROUP_SCRIPT = join(root, 'scripts', 'lib', 'test-group.mjs');
/** Files run one after another in one process (scripts/lib/test-group.mjs); TEST_GROUP=1 runs each alone. */
const groupSize = Math.max(1, Number(process.env.TEST_GROUP ?? 8));

/**
 * Runs `group` (jobs of one pass) in one process and answers a result per file that ran, and the jobs that did not
 * start because an earlier file crashed the process (the caller runs those alone). A file's output is what the
 * process printed between its start and end lines; a file with no end line (a crash, the time limit) gets the rest
 * of the output and the process's exit code.
 */
function runGroup(group, env, onStart) {
  return new Promise((resolve) => {
    const files = group.map((job) => (buildDir ? builtPath(root, buildDir, job.file) : job.file));
    const args = buildDir ? [] : ['--import', 'tsx'];
    const child = spawn(process.execPath, [...args, GROUP_SCRIPT, ...files], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onStart(child.pid);
    let output = '';
    let current = -1;
    let timer;
    const results = [];
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        output += `\n[run-tests] ${relative(root, group[Math.max(current, 0)].file)} timed out after ${fileTimeoutMs} ms; killed\n`;
        child.kill('SIGKILL');
      }, fileTimeoutMs);
    };
    let started = Date.now();
    const take = () => {
      for (;;) {
        const m = /\n?\[test-file\] (start|end) (\d+)(?: (\d+))?\n/.exec(output);
        if (!m) return;
        const before = output.slice(0, m.index);
        output = output.slice(m.index + m[0].length);
        if (m[1] === 'start') {
          current = Number(m[2]);
          started = Date.now();
        } else {
          const job = group[Number(m[2])];
          results.push({
            ...job,
            code: 0,
            output: before,
            ms: Date.now() - started,
            cpuMs: Number(m[3]),
            ...summarise(before),
          });
          current = -1;
        }
        arm();
      }
    };
    child.stdout.on('data', (d) => ((output += d), take()));
    child.stderr.on('data', (d) => ((output += d), take()));
    arm();
    child.on('close', (code) => {
      clearTimeout(timer);
      take();
      const stopped = current >= 0 ? current : results.length;
      if (current >= 0)
        results.push({ ...group[current], code: code || 1, output, ms: Date.now() - started, ...summarise(output) });
      resolve({ results, rest: group.slice(stopped + (current >= 0 ? 1 : 0)) });
    });
  });
}

function runFile(job, env, onStart) {
  return new Promise((resolve) => {
    const started = Date.now();
    const args = buildDir ? [builtPath(root, buildDir, job.file)] : ['--import', 'tsx', job.file];
    const child = spawn(process.execPath, ['--import', CPU_REPORT, ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onStart(child.pid);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      output += `\n[run-tests] ${relative(root, job.file)} timed out after ${fileTimeoutMs} ms; killed\n`;
      child.kill('SIGKILL');
    }, fileTimeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      const cpu = /^\[cpu-ms\] (\d+)$/m.exec(output);
      resolve({
        ...job,
        code,
        output: output.replace(/\n?\[cpu-ms\] \d+\n/, ''),
        ms: Date.now() - started,
        cpuMs: cpu ? Number(cpu[1]) : undefined,
        ...summarise(output),
      });
    });
  });
}

/** A pass: its store, the environment its files run in, and its counts. */
function newPass(name) {
  return {
    name,
    env: undefined,
    store: undefined,
    prefix: undefined,
    before: [],
    pids: new Map(),
    passed: 0,
    failed: 0,
    skipped: 0,
    ms: 0,
    cpuMs: 0,
    reasons: [],
  };
}

/** Starts what the pass's files need: for the process pass, the store; on MONGODB_URI, the run's database prefix. */
async function preparePass(pass) {
  const env = { ...process.env, FORCE_COLOR: '0' };
  if (pass.name === 'embedded') {
    if (storeAsked) delete env.MONGODB_URI;
    pass.env = env;
    return;
  }
  pass.prefix = newRunPrefix();
  if (pass.name === 'process') {
    // As MongoDB answers (strict: WriteConflict at once where the embedded server would wait), with fail points
    // (configureFailPoint) for the tests that inject MongoDB's failures.
    pass.store = await startStoreProcess(buildDir ?? root, ['--strict', '--enable-test-commands']);
    pass.store.exited.then(({ code, signal }) => (pass.storeExit = signal ?? code));
    // Interrupted (Ctrl-C, a CI timeout): the store process and its data directory go too.
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.once(signal, () => void pass.store.stop().finally(() => process.exit(130)));
    pass.uri = pass.store.uri;
  } else {
    pass.uri = process.env.MONGODB_URI;
    // What was there before the run is not the run's: only what appears during it is checked afterwards.
    pass.before = await listDatabases(pass.uri);
  }
  // Anything that uses MONGODB_URI as given, instead of a database of its own, lands under the run's prefix too.
  env.MONGODB_URI = withDatabase(pass.uri, `${pass.prefix}unnamed`);
  env.TEST_DB_PREFIX = pass.prefix;
  env.TEST_STORE = pass.name;
  pass.env = env;
  console.log(
    `${pass.name} pass: ${STORE_NAMES[pass.name]}${pass.store ? ` (${pass.uri})` : ''}, test databases ${pass.prefix}*`,
  );
}

/**
 * After the pass: every database its tests made should be gone. What is left under the run's prefix is dropped and
 * counted as a failure (named with the test file whose process made it); so is any other database that appeared.
 */
async function checkDatabases(pass) {
  if (!pass.uri) return;
  if (pass.store && pass.storeExit !== undefined) {
    pass.failed++;
    console.log(`FAIL the store process exited during the ${pass.name} pass (${pass.storeExit})`);
    return;
  }
  const now = await listDatabases(pass.uri);
  const system = new Set(['admin', 'config', 'local']);
  const left = now.filter((n) => n.startsWith(pass.prefix));
  const strange = now.filter((n) => !n.startsWith(pass.prefix) && !system.has(n) && !pass.before.includes(n));
  for (const n of left)
    console.log(
      `FAIL database ${n} left behind by ${pass.pids.get(processOfDatabase(n, pass.prefix)) ?? 'a process using MONGODB_URI as given'}; dropped`,
    );
  for (const n of strange)
    console.log(
      `FAIL database ${n} appeared during the run, outside the test prefix${pass.store ? '' : ' (not dropped: check it)'}`,
    );
  await dropDatabases(pass.uri, pass.store ? [...left, ...strange] : left);
  pass.failed += left.length + strange.length;
}

const indent = (s) =>
  stripAnsi(s)
    .trimEnd()
    .split('\n')
    .map((l) => '    ' + l)
    .join('\n');
const results = [];

/** The next jobs to run in one process: the queue's first, and as many after it of the same pass and kind (with or
 * without a store, which the environment says) as the group size allows. A job marked `alone` runs alone. */
function nextGroup(queue) {
  const first = queue.shift();
  if (!first) return [];
  const group = [first];
  if (first.alone) return group;
  for (let i = 0; i < queue.length && group.length < groupSize; ) {
    const j = queue[i];
    if (!j.alone && j.pass === first.pass && storeless.has(j.file) === storeless.has(first.file))
      group.push(...queue.splice(i, 1));
    else i++;
  }
  return group;
}

async function worker(queue, passes) {
  for (let group = nextGroup(queue); group.length; group = nextGroup(queue)) {
    const pass = passes[group[0].pass];
    const env = storeless.has(group[0].file) ? { ...pass.env, TEST_STORE: 'none' } : pass.env;
    const names = group.map((job) => relative(root, job.file)).join(', ');
    let ran;
    if (group.length === 1) ran = [await runFile(group[0], env, (pid) => pass.pids.set(pid, names))];
    else {
      const { results: done, rest } = await runGroup(group, env, (pid) => pass.pids.set(pid, names));
      // The files after one that crashed the process run alone, next.
      queue.unshift(...rest.map((job) => ({ ...job, alone: true })));
      ran = done;
    }
    for (const r of ran) report(r, pass);
  }
}

/** Counts a file's result in its pass and prints its line (and its output when it failed). */
function report(r, pass) {
  const name = relative(root, r.file);
  results.push(r);
  const counted = Number.isFinite(r.total) && Number.isFinite(r.passed);
  // A file that crashed before its summary, or exited non-zero, counts as one failure at least. (uvu's Total
  // counts the tests that ran; skipped ones are not among them.)
  let fileFailed = counted ? r.total - r.passed : 1;
  if (r.code !== 0 && fileFailed === 0) fileFailed = 1;
  pass.passed += counted ? r.passed : 0;
  pass.failed += fileFailed;
  pass.skipped += counted ? r.skipped : 0;
  pass.ms += r.ms;
  pass.cpuMs += r.cpuMs ?? 0;
  for (const m of stripAnsi(r.output).matchAll(/^\[skipped\] (.*)$/gm)) pass.reasons.push(`${name}: ${m[1]}`);
  const status = fileFailed === 0 ? 'ok  ' : 'FAIL';
  process.stdout.write(
    `${status} ${name}${tagged ? ` [${r.pass}]` : ''} (${counted ? r.passed : 0} passed, ${fileFailed} failed, ${r.ms} ms${cpuText(r)})\n`,
  );
  if (fileFailed > 0 || process.env.TEST_VERBOSE) process.stdout.write(indent(r.output) + '\n');
}

const line = (p) => `${p.passed} passed, ${p.failed} failed${p.skipped ? `, ${p.skipped} skipped` : ''}`;

if (files.length === 0) {
  console.log('no test files matched');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const started = Date.now();
/** The compiled mirror the files run from (scripts/lib/test-build.mjs); TEST_BUILD=off runs them from source. */
const buildDir = process.env.TEST_BUILD === 'off' ? undefined : join(root, '.scratch', 'build');
if (buildDir) {
  try {
    await buildForTests(root, buildDir);
  } catch (err) {
    refuse(`cannot compile the tests (TEST_BUILD=off runs them from source): ${err.message}`);
  }
}
const passes = Object.fromEntries(passNames.map((n) => [n, newPass(n)]));
for (const n of passNames) {
  try {
    await preparePass(passes[n]);
  } catch (err) {
    for (const p of Object.values(passes)) await p.store?.stop().catch(() => undefined);
    refuse(`cannot prepare the ${n} pass (${STORE_NAMES[n]}): ${err.message}`);
  }
}
/** How a file uses the pass's store (see the top): `none` (a unit test under src/ that takes nothing from test/,
 * where the store helpers are, or a file marked so), `own` (marked so), else undefined: it uses the pass's store. */
function storeMark(file) {
  const text = readFileSync(file, 'utf8');
  if (relative(root, file).startsWith('src')) return /from '(\.\.\/)+test\//.test(text) ? undefined : 'none';
  const [, mark, reason] = /^\/\/ test-store: (none|own|any)\b(?: \(([^)]+)\))?/m.exec(text.slice(0, 4000)) ?? [];
  if (mark === 'any') {
    if (!reason) refuse(`${relative(root, file)}: \`// test-store: any\` needs its reason in parentheses`);
    anyReasons.set(file, reason);
  }
  return mark;
}
/** The reason each file marked `any` gives in its mark's parentheses. */
const anyReasons = new Map();
const marks = new Map(files.map((file) => [file, storeMark(file)]));
/** Files run in the first pass only; those without a store run with TEST_STORE=none. */
const once = new Set(files.filter((file) => marks.get(file)));
const storeless = new Set(files.filter((file) => marks.get(file) === 'none'));
const jobs = passNames.flatMap((pass, i) =>
  files.filter((file) => i === 0 || !once.has(file)).map((file) => ({ file, pass })),
);
const queue = [...jobs].sort((a, b) => expected(b) - expected(a));
await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, () => worker(queue, passes)));
for (const n of passNames) {
  await checkDatabases(passes[n]).catch((err) => {
    passes[n].failed++;
    console.log(`FAIL cannot list the databases left on the store of the ${n} pass: ${err.message}`);
  });
  await passes[n].store?.stop();
}
try {
  mkdirSync(join(root, '.scratch'), { recursive: true });
  const times = {
    ...lastTimes,
    ...Object.fromEntries(results.map((r) => [keyOf(relative(root, r.file), r.pass), r.ms])),
  };
  const known = new Set(
    allFiles.flatMap((f) => Object.keys(STORE_NAMES).map((pass) => keyOf(relative(root, f), pass))),
  );
  writeFileSync(
    timesFile,
    JSON.stringify(Object.fromEntries(Object.entries(times).filter(([name]) => known.has(name))), null, 1) + '\n',
  );
} catch {
  // The order is only an optimisation.
}
const all = Object.values(passes);
for (const p of all.filter((p) => p.reasons.length)) {
  console.log(`skipped in the ${p.name} pass (meaningful with the embedded store only):`);
  for (const r of p.reasons) console.log(`  ${r}`);
}
// Where the time went: the files that used the most CPU (the suite is CPU-bound), and each pass's whole.
const heaviest = results
  .filter((r) => r.cpuMs !== undefined)
  .sort((a, b) => b.cpuMs - a.cpuMs)
  .slice(0, Number(process.env.TEST_HEAVIEST ?? 10));
if (heaviest.length > 1) {
  console.log('most CPU:');
  for (const r of heaviest)
    console.log(`  ${(r.cpuMs / 1000).toFixed(1).padStart(6)} s  ${keyOf(relative(root, r.file), r.pass)}`);
}
if (passNames.length > 1 && once.size) {
  const count = (mark) => [...once].filter((f) => marks.get(f) === mark).length;
  console.log(
    `${once.size} files ran in the ${passNames[0]} pass only: ${count('none')} use no store, ${count('own')} start stores of their own, ${count('any')} check a client or the contract whatever store the server uses:`,
  );
  for (const [f, reason] of anyReasons) console.log(`  ${relative(root, f)}: ${reason}`);
}
for (const p of all) {
  console.log(
    `${p.name} pass (${STORE_NAMES[p.name]}): ${line(p)} (${Math.round(p.ms / 1000)} s of test files, CPU ${Math.round(p.cpuMs / 1000)} s)`,
  );
}
console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
const total = all.reduce(
  (t, p) => ({ passed: t.passed + p.passed, failed: t.failed + p.failed, skipped: t.skipped + p.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(line(total));
process.exit(total.failed > 0 ? 1 : 0);
