#!/usr/bin/env node
// Runs every uvu test file (`*.test.ts` under test/, and unit tests beside their modules under src/) in its own
// Node process (so a crashed or hung file cannot take the
// others down), then prints one closing line `N passed, N failed` that CI reads.
//
//   npm test                      every file
//   npm test -- store catalogue   only files whose path contains one of the words
//
// TEST_CONCURRENCY (default 2) files run at once; TEST_FILE_TIMEOUT_MS (default 300000) bounds each file.
// The longest files start first (by their durations in the last run, kept in .scratch/test-times.json; before
// any run, integration files by size, then the unit tests), so the last minute is not one long file alone.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const filters = process.argv.slice(2);
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 2));
const fileTimeoutMs = Number(process.env.TEST_FILE_TIMEOUT_MS ?? 300_000);

function findTests(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...findTests(full));
    else if (name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

const allFiles = [...findTests(join(root, 'src')), ...findTests(join(root, 'test'))];
const files = allFiles.filter((f) => filters.length === 0 || filters.some((w) => relative(root, f).includes(w)));

const timesFile = join(root, '.scratch', 'test-times.json');
let lastTimes = {};
try {
  lastTimes = JSON.parse(readFileSync(timesFile, 'utf8'));
} catch {
  // No earlier run: estimate.
}
/** Expected duration in ms: the last run's, else a guess (integration files by size, unit tests short). */
const expected = (file) => {
  const name = relative(root, file);
  if (typeof lastTimes[name] === 'number') return lastTimes[name];
  return name.startsWith('test/') ? 5_000 + statSync(file).size / 2 : 1_000;
};
const ordered = [...files].sort((a, b) => expected(b) - expected(a));

// uvu closes each file with "Total: N / Passed: N / Skipped: N"; colours are stripped before reading.
const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
function summarise(output) {
  const text = stripAnsi(output);
  const total = Number(/Total:\s+(\d+)/.exec(text)?.[1] ?? NaN);
  const passed = Number(/Passed:\s+(\d+)/.exec(text)?.[1] ?? NaN);
  const skipped = Number(/Skipped:\s+(\d+)/.exec(text)?.[1] ?? 0);
  return { total, passed, skipped };
}

function runFile(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      output += `\n[run-tests] ${relative(root, file)} timed out after ${fileTimeoutMs} ms; killed\n`;
      child.kill('SIGKILL');
    }, fileTimeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ file, code, output, ms: Date.now() - started, ...summarise(output) });
    });
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
const queue = [...ordered];
const results = [];

async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const r = await runFile(file);
    results.push(r);
    const name = relative(root, r.file);
    const counted = Number.isFinite(r.total) && Number.isFinite(r.passed);
    // A file that crashed before its summary, or exited non-zero, counts as one failure at least.
    let fileFailed = counted ? r.total - r.passed - r.skipped : 1;
    if (r.code !== 0 && fileFailed === 0) fileFailed = 1;
    passed += counted ? r.passed : 0;
    failed += fileFailed;
    skipped += counted ? r.skipped : 0;
    const status = fileFailed === 0 ? 'ok  ' : 'FAIL';
    process.stdout.write(`${status} ${name} (${counted ? r.passed : 0} passed, ${fileFailed} failed, ${r.ms} ms)\n`);
    if (fileFailed > 0 || process.env.TEST_VERBOSE) process.stdout.write(indent(r.output) + '\n');
  }
}

const indent = (s) => stripAnsi(s).trimEnd().split('\n').map((l) => '    ' + l).join('\n');

if (files.length === 0) {
  console.log('no test files matched');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
try {
  mkdirSync(join(root, '.scratch'), { recursive: true });
  const times = { ...lastTimes, ...Object.fromEntries(results.map((r) => [relative(root, r.file), r.ms])) };
  const known = new Set(allFiles.map((f) => relative(root, f)));
  writeFileSync(timesFile, JSON.stringify(Object.fromEntries(Object.entries(times).filter(([name]) => known.has(name))), null, 1) + '\n');
} catch {
  // The order is only an optimisation.
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
