// SEED_DEMO: the demo business is seeded on an empty store by default, but not in production, and never with
// SEED_DEMO=off. The start is the real src/main.ts in a child process on an empty data directory; what it left in
// the store is read once it has stopped.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../scripts/lib/free-port.js';
import { ConfigError, loadConfig } from '../../src/kernel/config.js';
import { DEMO_CREDENTIALS_FILE } from '../../src/seed/demo.js';
import { openStore } from '../../src/store/index.js';
import { tsEntry } from '../../scripts/lib/ts-entry.mjs';

const root = join(import.meta.dirname, '..', '..');

let dataDir: string;
test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sfc-seed-demo-'));
});
test.after(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('SEED_DEMO: on by default, off by default in production, on or off when set; anything else stops the start', () => {
  assert.is(loadConfig({}).seedDemo, true);
  assert.is(loadConfig({ NODE_ENV: 'production' }).seedDemo, false);
  assert.is(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'on' }).seedDemo, true);
  assert.is(loadConfig({ SEED_DEMO: 'off' }).seedDemo, false);
  try {
    loadConfig({ SEED_DEMO: 'no' });
    assert.unreachable('SEED_DEMO=no');
  } catch (err) {
    assert.instance(err, ConfigError);
    assert.equal((err as ConfigError).problems, ['SEED_DEMO="no": must be on or off']);
  }
});

test('a start with SEED_DEMO=off on an empty store serves, and creates no business and no credentials file', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, tsEntry(join(root, 'src', 'main.ts')), {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MONGODB_URI: '',
      WORKER: 'false',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let banner: Record<string, any> | undefined;
  try {
    const until = Date.now() + 60_000;
    while (!banner) {
      if (child.exitCode !== null) assert.unreachable(`main.ts exited: ${err}`);
      if (Date.now() > until) assert.unreachable(`no banner within 60 s: ${err}`);
      banner = out
        .split('\n')
        .filter((l) => l.trim().startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, any>)
        .find((l) => /^Storefront Commerce Service listening on/.test(l.msg));
      if (!banner) await new Promise((r) => setTimeout(r, 50));
    }
    assert.is(banner.demo, undefined, 'the banner names no demo business');
    assert.is((await fetch(`http://127.0.0.1:${port}/readyz`)).status, 200);
  } finally {
    child.kill('SIGTERM');
    assert.is(await exited, 0, err);
  }
  assert.not.ok(existsSync(join(dataDir, DEMO_CREDENTIALS_FILE)), 'no credentials file');
  const store = await openStore({ dataDir, agenda: false });
  try {
    assert.is(await store.db.collection('businesses').countDocuments({}), 0);
    assert.is(await store.db.collection('api_keys').countDocuments({}), 0);
  } finally {
    await store.close();
  }
});

test.run();
