// test-store: none (the contract and the repository checked, no server)
// Ground rules of the repository that tests can check: README's first commands, CI entry, generated/ up to
// date with spec/. (The type-check of src, tests, scripts and the generated SDKs: test/contract/typescript.test.ts.)
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SURFACES } from '../../src/contract/surfaces.js';
import { repoRoot } from '../harness/contract.js';

const run = promisify(execFile);

test('README starts with the two newcomer commands', () => {
  const head = readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n').slice(0, 8).join('\n');
  assert.match(head, 'npm ci && npm start');
  assert.match(head, 'npm ci && npm test');
});

test('.ci/run runs the README test command', () => {
  const ci = readFileSync(join(repoRoot, '.ci', 'run'), 'utf8');
  assert.match(ci, /npm ci/);
  assert.match(ci, /npm test/);
});

test('the API reference has a page per surface that loads Redoc from this server, not a CDN', () => {
  for (const surface of SURFACES.map((s) => s.name)) {
    const html = readFileSync(join(repoRoot, 'generated', 'docs', `${surface}.html`), 'utf8');
    assert.match(html, '/docs/assets/redoc.standalone.js');
    assert.not.match(html, 'cdn.redocly.com');
  }
  assert.ok(readFileSync(join(repoRoot, 'generated', 'docs', 'assets', 'redoc.standalone.js')).length > 100_000);
});

test('generated/ is up to date with spec/', async () => {
  try {
    await run(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', '--check'], {
      cwd: repoRoot,
      maxBuffer: 16 << 20,
    });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    assert.unreachable(`${e.stderr ?? ''}${e.stdout ?? ''}`.slice(-3000));
  }
});

test.run();
