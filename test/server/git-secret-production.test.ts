// GIT_CREDENTIAL_SECRET in production, as ENV_ENCRYPTION_KEY (src/modules/env/key.test.ts): configured, it is used;
// missing, production generates no key file (every instance must share one secret) and the operations that need it
// refuse, naming the variable. Through HTTP on a production server: minting a clone URL and git's own request with a
// credential answer 500 saying so, and nothing is written under DATA_DIR. Development keeps generating one (src/modules/repos/credentials.test.ts).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../src/kernel/config.js';
import { ManualClock } from '../../src/kernel/clock.js';
import {
  checkCloneCredential,
  mintCloneCredential,
  openSecret,
  sealSecret,
  SECRET_FILE,
} from '../../src/modules/repos/credentials.js';
import { startHarness, type Harness } from '../harness/harness.js';

const ref = { business_id: 'biz_Test00000000000000', repo_id: 'repo_Test0000000000000' };
const clock = new ManualClock(Date.UTC(2026, 10, 22, 10, 0, 0));
const later = new Date(clock.now().getTime() + 900_000);
const NOT_SET = /GIT_CREDENTIAL_SECRET is not set: production servers do not generate one/;

/** The error `p` rejects with (fails the test when it resolves). */
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => assert.unreachable('expected a rejection'),
    (err: Error) => err,
  );

const dirs: string[] = [];
let h: Harness | undefined;
test.after(async () => {
  await h?.close();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
const tempDir = async () => {
  const d = await mkdtemp(join(tmpdir(), 'sfc-git-secret-'));
  dirs.push(d);
  return d;
};

test('configured: that secret, in production too; production without one refuses every use and writes no file', async () => {
  const dataDir = await tempDir();
  const configured = {
    config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, GIT_CREDENTIAL_SECRET: 's'.repeat(40) }),
    clock,
  };
  const credential = await mintCloneCredential(configured, ref, 'read', later);
  assert.is((await checkCloneCredential(configured, ref, credential)).ok, true);
  assert.is(
    await openSecret(configured, await sealSecret(configured, 'glpat-token', ref.repo_id), ref.repo_id),
    'glpat-token',
  );

  const missing = { config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }), clock };
  const sealed = await sealSecret(configured, 'glpat-token', ref.repo_id);
  for (const use of [
    () => mintCloneCredential(missing, ref, 'write', later),
    () => checkCloneCredential(missing, ref, credential),
    () => sealSecret(missing, 'glpat-token', ref.repo_id),
    () => openSecret(missing, sealed, ref.repo_id),
  ]) {
    assert.match(((await rejection(use())) as Error).message, NOT_SET);
  }
  assert.not.ok(existsSync(join(dataDir, SECRET_FILE)), 'no key file was generated');

  // A key file a development start left behind is not taken up either: only the configuration is shared by all.
  await writeFile(join(dataDir, SECRET_FILE), `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  const again = { config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }), clock };
  assert.match(((await rejection(mintCloneCredential(again, ref, 'write', later))) as Error).message, NOT_SET);
});

test('over HTTP on a production server without it: a clone URL and a git fetch answer 500 naming it; no key file appears', async () => {
  h = await startHarness({ seed: true, env: { NODE_ENV: 'production', RATE_LIMITS: 'off' } });
  const call = (path: string, body: unknown) =>
    h!.raw('POST', path, { key: null, headers: { authorization: `Bearer ${h!.businessKey}` }, body });
  const project = await call(`/v1/businesses/${h.demo.business_id}/projects`, { name: 'Production Git' });
  assert.is(project.status, 201, JSON.stringify(project.json));
  const repoPath = `/v1/businesses/${h.demo.business_id}/projects/${project.json.data.id}/repo`;
  // A managed repository needs no secret to exist.
  const provisioned = await call(`${repoPath}/provision`, {});
  assert.is(provisioned.status, 201, JSON.stringify(provisioned.json));

  const minted = await call(`${repoPath}/clone-url`, { access: 'read' });
  assert.is(minted.status, 500, JSON.stringify(minted.json));
  assert.is(minted.json.error.code, 'INTERNAL');
  assert.match(minted.json.error.message, NOT_SET);
  // git itself, presenting a credential of the right form: it cannot be checked either.
  const forged = `gt_${'A'.repeat(16)}.r.${Math.floor(later.getTime() / 1000)}.${'B'.repeat(43)}`;
  const refs = await fetch(
    `${h.url}/git/${h.demo.business_id}/${provisioned.json.data.id}.git/info/refs?service=git-upload-pack`,
    {
      headers: { authorization: `Basic ${Buffer.from(`x-token:${forged}`).toString('base64')}` },
    },
  );
  assert.is(refs.status, 500);
  assert.match(await refs.text(), NOT_SET);
  assert.not.ok(existsSync(join(h.srv.services.config.dataDir, SECRET_FILE)), 'no key file was generated');
  assert.equal(h.responseViolations(), []);
});

test.run();
