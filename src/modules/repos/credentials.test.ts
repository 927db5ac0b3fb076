import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../kernel/config.js';
import { ManualClock } from '../../kernel/clock.js';
import { checkCloneCredential, mintCloneCredential, openSecret, sealSecret, SECRET_FILE } from './credentials.js';

const ref = { business_id: 'biz_Test00000000000000', repo_id: 'repo_Test0000000000000' };

test('without GIT_CREDENTIAL_SECRET a secret is generated once into the data directory (0600) and reused', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'git-cred-'));
  try {
    const clock = new ManualClock(Date.UTC(2026, 10, 22, 10, 0, 0));
    const first = { config: loadConfig({ DATA_DIR: dataDir }), clock };
    const credential = await mintCloneCredential(first, ref, 'write', new Date(clock.now().getTime() + 900_000));
    const file = join(dataDir, SECRET_FILE);
    assert.is((await stat(file)).mode & 0o777, 0o600);
    assert.is(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64').length, 32);
    // Another process (another configuration object) on the same data directory accepts it.
    const second = { config: loadConfig({ DATA_DIR: dataDir }), clock };
    assert.equal(await checkCloneCredential(second, ref, credential), {
      ok: true,
      access: 'write',
      expiresAt: new Date(clock.now().getTime() + 900_000),
    });
    // A server with its own secret does not.
    const other = { config: loadConfig({ DATA_DIR: dataDir, GIT_CREDENTIAL_SECRET: 'x'.repeat(32) }), clock };
    assert.equal(await checkCloneCredential(other, ref, credential), { ok: false, reason: 'invalid' });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a credential opens its one repository until it expires; any change to it is refused', async () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 10, 0, 0));
  const services = { config: loadConfig({ DATA_DIR: '/nonexistent', GIT_CREDENTIAL_SECRET: 's'.repeat(40) }), clock };
  const expires = new Date(clock.now().getTime() + 60_000);
  const read = await mintCloneCredential(services, ref, 'read', expires);
  assert.match(read, /^gt_[A-Za-z0-9]{16}\.r\.\d+\.[A-Za-z0-9_-]{43}$/);
  assert.is.not(await mintCloneCredential(services, ref, 'read', expires), read);
  assert.equal(await checkCloneCredential(services, ref, read), { ok: true, access: 'read', expiresAt: expires });
  assert.equal(await checkCloneCredential(services, { ...ref, repo_id: 'repo_Other000000000000' }, read), {
    ok: false,
    reason: 'invalid',
  });
  assert.equal(await checkCloneCredential(services, { ...ref, business_id: 'biz_Other0000000000000' }, read), {
    ok: false,
    reason: 'invalid',
  });
  assert.equal(await checkCloneCredential(services, ref, read.replace('.r.', '.w.')), { ok: false, reason: 'invalid' });
  assert.equal(await checkCloneCredential(services, ref, 'gt_short'), { ok: false, reason: 'malformed' });
  clock.advance(59_999);
  assert.ok((await checkCloneCredential(services, ref, read)).ok);
  clock.advance(1);
  assert.equal(await checkCloneCredential(services, ref, read), { ok: false, reason: 'expired' });
});

test('a sealed token opens only with its own context and untouched', async () => {
  const services = { config: loadConfig({ DATA_DIR: '/nonexistent', GIT_CREDENTIAL_SECRET: 's'.repeat(40) }) };
  const sealed = await sealSecret(services, 'glpat-secret-token', 'repo_A');
  assert.not.ok(JSON.stringify(sealed).includes('glpat'));
  assert.is(await openSecret(services, sealed, 'repo_A'), 'glpat-secret-token');
  for (const attempt of [
    () => openSecret(services, sealed, 'repo_B'),
    () => {
      const bytes = Buffer.from(sealed.data, 'base64');
      bytes[0] ^= 1;
      return openSecret(services, { ...sealed, data: bytes.toString('base64') }, 'repo_A');
    },
  ]) {
    try {
      await attempt();
      assert.unreachable('opened');
    } catch (err) {
      assert.match((err as Error).message, /authenticate/);
    }
  }
});

test.run();
