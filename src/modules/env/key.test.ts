import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, loadConfig } from '../../kernel/config.js';
import { DEV_KEY_FILE, encryptionKey } from './key.js';

const dirs: string[] = [];
/** The error `p` rejects with (fails the test when it resolves). */
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => assert.unreachable('expected a rejection'),
    (err: Error) => err,
  );
const tempDir = async () => {
  const d = await mkdtemp(join(tmpdir(), 'sfc-envkey-'));
  dirs.push(d);
  return d;
};
test.after(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

test('ENV_ENCRYPTION_KEY: 64 hex digits or base64 of 32 bytes; anything else stops the start', () => {
  const key = randomBytes(32);
  assert.ok(loadConfig({ ENV_ENCRYPTION_KEY: key.toString('hex') }).env.encryptionKey?.equals(key));
  assert.ok(loadConfig({ ENV_ENCRYPTION_KEY: key.toString('base64') }).env.encryptionKey?.equals(key));
  assert.ok(loadConfig({ ENV_ENCRYPTION_KEY: key.toString('base64url') }).env.encryptionKey?.equals(key));
  assert.is(loadConfig({}).env.encryptionKey, null);
  for (const bad of [
    'secret',
    key.toString('hex').slice(2),
    randomBytes(16).toString('base64'),
    randomBytes(33).toString('base64'),
  ]) {
    try {
      loadConfig({ ENV_ENCRYPTION_KEY: bad });
      assert.unreachable(bad);
    } catch (err) {
      assert.instance(err, ConfigError);
      assert.match((err as ConfigError).problems.join('\n'), /ENV_ENCRYPTION_KEY: must be 32 bytes/);
    }
  }
});

test('configured: that key, in production too; production without one refuses, naming the variable', async () => {
  const key = randomBytes(32);
  const dataDir = await tempDir();
  assert.ok((await encryptionKey({ env: { encryptionKey: key }, production: true, dataDir })).equals(key));
  assert.match(
    ((await rejection(encryptionKey({ env: { encryptionKey: null }, production: true, dataDir }))) as Error).message,
    /ENV_ENCRYPTION_KEY is not set/,
  );
  assert.is(((await rejection(stat(join(dataDir, DEV_KEY_FILE)))) as NodeJS.ErrnoException).code, 'ENOENT');
});

test('development: one key generated under DATA_DIR (0600), the same for every caller, kept across starts', async () => {
  const dataDir = join(await tempDir(), 'not-yet');
  const cfg = { env: { encryptionKey: null }, production: false, dataDir };
  const [a, b] = await Promise.all([encryptionKey(cfg), encryptionKey(cfg)]);
  assert.is(a.length, 32);
  assert.ok(a.equals(b));
  const file = join(dataDir, DEV_KEY_FILE);
  assert.is((await stat(file)).mode & 0o777, 0o600);
  assert.ok(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64').equals(a));

  // A key file another process wrote first is the one used.
  const other = await tempDir();
  const theirs = randomBytes(32);
  await writeFile(join(other, DEV_KEY_FILE), `${theirs.toString('base64')}\n`, { mode: 0o600 });
  assert.ok((await encryptionKey({ ...cfg, dataDir: other })).equals(theirs));

  const broken = await tempDir();
  await writeFile(join(broken, DEV_KEY_FILE), 'not a key\n');
  assert.match(
    ((await rejection(encryptionKey({ ...cfg, dataDir: broken }))) as Error).message,
    /does not hold a 32-byte base64 key/,
  );
});

test.run();
