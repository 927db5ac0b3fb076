// The environment as `npm start` reads it: the real src/main.ts in a child process. Every switch takes the one
// grammar (on/off, true/false, 1/0, in any case), so SEED_DEMO=FALSE, WORKER=0 and RATE_LIMITS=False start a server
// that seeds no demo and enforces no limits; a value that is no switch (yes, maybe) stops the start with exit 2 and
// one line per variable, in the one refusal shape, before anything is written; so does a test switch that production
// refuses (MCP_CONFORMANCE_FIXTURES).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../scripts/lib/free-port.js';
import { tsEntry } from '../../scripts/lib/ts-entry.mjs';

const root = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];

/** src/main.ts on its own embedded store, on a free port and an empty data directory of its own. */
async function startMain(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sfc-config-start-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, tsEntry(join(root, 'src', 'main.ts')), {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MONGODB_URI: '',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, dataDir, url: `http://127.0.0.1:${port}`, stdout: () => out, stderr: () => err };
}

test.after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

test('switches written true/false or 1/0, in any case, start the server with those settings', async () => {
  const s = await startMain({ SEED_DEMO: 'FALSE', WORKER: '0', RATE_LIMITS: 'False' });
  try {
    const until = Date.now() + 120_000;
    let ready = false;
    while (!ready && Date.now() < until) {
      const code = await Promise.race([s.exited, new Promise((r) => setTimeout(r, 200, undefined))]);
      assert.is(code, undefined, `the server stopped: ${s.stderr()}`);
      ready = await fetch(`${s.url}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
    }
    assert.ok(ready, 'the server answers /readyz');
    // The logger flushes every second: the warning may come just after /readyz answers.
    const warned = () => /RATE_LIMITS=off: rate limits are not enforced/.test(s.stdout());
    for (let i = 0; i < 50 && !warned(); i++) await new Promise((r) => setTimeout(r, 100));
    assert.ok(warned(), `RATE_LIMITS=False is off: ${s.stdout()}`);
    assert.not.ok(existsSync(join(s.dataDir, 'demo-credentials.json')), 'SEED_DEMO=FALSE: no demo business');
  } finally {
    s.child.kill('SIGTERM');
    await s.exited;
  }
});

test('a value that is no switch stops the start with exit 2, one line per variable, nothing written', async () => {
  const dataDir = join(tmpdir(), `sfc-config-never-${process.pid}`);
  const s = await startMain({ WORKER: 'yes', GIT_CONNECT_ALLOW_HTTP: 'maybe', PORT: 'eighty', DATA_DIR: dataDir });
  assert.is(await s.exited, 2);
  assert.equal(s.stderr().trim().split('\n'), [
    'Invalid configuration:',
    '  - PORT="eighty": must be an integer from 0 to 65535',
    '  - WORKER="yes": must be on or off',
    '  - GIT_CONNECT_ALLOW_HTTP="maybe": must be on or off',
  ]);
  assert.not.ok(existsSync(dataDir), 'nothing was written');
});

test('MCP_CONFORMANCE_FIXTURES=on with NODE_ENV=production stops the start with exit 2, naming it', async () => {
  const dataDir = join(tmpdir(), `sfc-config-fixtures-${process.pid}`);
  const s = await startMain({ NODE_ENV: 'production', MCP_CONFORMANCE_FIXTURES: 'on', DATA_DIR: dataDir });
  assert.is(await s.exited, 2);
  assert.equal(s.stderr().trim().split('\n'), [
    'Invalid configuration:',
    "  - MCP_CONFORMANCE_FIXTURES: the conformance suite's fixtures are a test tool, never on with NODE_ENV=production",
  ]);
  assert.not.ok(existsSync(dataDir), 'nothing was written');
});

test.run();
