// Environment variables over HTTP: set in one scope or both, list masked and revealed (never the sensitive ones),
// remove, their rules and errors, scopes and another business's key; the values encrypted at rest (no file under
// DATA_DIR holds one in clear, the journal included) and readable only under the key they were sealed with
// (another server on the same store with another key fails the read with a message saying so, not with garbage);
// and envForBuild, the decrypted set the deployment builder reads. Every answer is checked against the contract.
//
// The at-rest check greps the embedded store's own files in DATA_DIR: on MONGODB_URI (a store elsewhere) it is skipped.
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/index.js';
import { filesUnder } from '../../src/kernel/files.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { envForBuild } from '../../src/modules/env/env.js';
import { DEV_KEY_FILE } from '../../src/modules/env/key.js';
import { MAX_VARS_PER_SCOPE, type EnvVarDoc } from '../../src/modules/env/model.js';
import { keyId } from '../../src/modules/env/seal.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { embeddedOnly } from '../harness/store-mode.js';

let h: Harness;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

const live = () => ({ business_id: h.demo.business_id, livemode: true });
const envPath = (projectId: string, businessId = h.demo.business_id) =>
  `/v1/businesses/${businessId}/projects/${projectId}/env`;
/** A platform call with a business key (the demo's by default; null sends none). */
const call = (method: string, path: string, body?: unknown, key: string | null = h.businessKey) =>
  h.raw(method, path, { key: null, headers: key ? { authorization: `Bearer ${key}` } : {}, body });

async function newProject(name: string, businessId = h.demo.business_id, key = h.businessKey): Promise<string> {
  const r = await call('POST', `/v1/businesses/${businessId}/projects`, { name }, key);
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data.id;
}

const stored = (projectId: string) =>
  h.db
    .collection<EnvVarDoc>('env_vars')
    .find({ project_id: projectId }, { sort: { name: 1 } })
    .toArray();

test('set in both scopes, then one; list masked, revealed, by scope; replacing keeps created_at', async () => {
  const p = await newProject('Env Basics');
  const both = await call('PUT', `${envPath(p)}/PAYMENT_PUBLIC_KEY`, { value: 'pk_test_9f2Kd7Lm' });
  assert.is(both.status, 200, JSON.stringify(both.json));
  const rows = both.json.data.env_vars;
  assert.equal(
    rows.map((v: any) => [v.key, v.env_scope, v.value, v.masked, v.sensitive]),
    [
      ['PAYMENT_PUBLIC_KEY', 'preview', null, true, false],
      ['PAYMENT_PUBLIC_KEY', 'production', null, true, false],
    ],
  );
  assert.is(rows[0].created_at, rows[0].updated_at);

  h.tick();
  const prod = await call('PUT', `${envPath(p)}/PAYMENT_PUBLIC_KEY`, {
    value: 'pk_live_3Qa8Zx1V',
    env_scope: 'production',
  });
  assert.is(prod.status, 200);
  const [replaced] = prod.json.data.env_vars;
  assert.equal([replaced.env_scope, replaced.created_at], ['production', rows[1].created_at]);
  assert.ok(replaced.updated_at > rows[1].updated_at, 'updated_at moves on a replace');
  assert.is((await call('PUT', `${envPath(p)}/API_URL`, { value: '', env_scope: 'preview' })).status, 200);

  const masked = await call('GET', envPath(p));
  assert.is(masked.status, 200);
  assert.equal(
    masked.json.data.env_vars.map((v: any) => [v.key, v.env_scope, v.value, v.masked]),
    [
      ['API_URL', 'preview', null, true],
      ['PAYMENT_PUBLIC_KEY', 'preview', null, true],
      ['PAYMENT_PUBLIC_KEY', 'production', null, true],
    ],
  );
  const revealed = await call('GET', `${envPath(p)}?reveal=true`);
  assert.equal(
    revealed.json.data.env_vars.map((v: any) => [v.key, v.env_scope, v.value, v.masked]),
    [
      ['API_URL', 'preview', '', false],
      ['PAYMENT_PUBLIC_KEY', 'preview', 'pk_test_9f2Kd7Lm', false],
      ['PAYMENT_PUBLIC_KEY', 'production', 'pk_live_3Qa8Zx1V', false],
    ],
  );
  const onlyProd = await call('GET', `${envPath(p)}?env_scope=production&reveal=true`);
  assert.equal(
    onlyProd.json.data.env_vars.map((v: any) => [v.key, v.value]),
    [['PAYMENT_PUBLIC_KEY', 'pk_live_3Qa8Zx1V']],
  );
  assert.is((await call('GET', `${envPath(p)}?reveal=false`)).json.data.env_vars[0].value, null);

  // Stored: one document per name, each scope's value sealed under the configured key, nothing in clear.
  const docs = await stored(p);
  assert.equal(
    docs.map((d) => [d.name, Object.keys(d.scopes).sort(), d.business_id, d.livemode]),
    [
      ['API_URL', ['preview'], h.demo.business_id, true],
      ['PAYMENT_PUBLIC_KEY', ['preview', 'production'], h.demo.business_id, true],
    ],
  );
  assert.match(docs[0]._id, /^env_[A-Za-z0-9]{20}$/);
  const devKey = Buffer.from(
    (await readFile(join(h.srv.services.config.dataDir, DEV_KEY_FILE), 'utf8')).trim(),
    'base64',
  );
  assert.ok(docs[1].scopes.production!.sealed.startsWith(`v1.${keyId(devKey)}.`));
  assert.not.ok(JSON.stringify(docs).includes('pk_live_3Qa8Zx1V'));
  assert.not.ok(JSON.stringify(docs).includes('pk_test_9f2Kd7Lm'));
});

test('sensitive: write-only, never revealed, kept on a replace that does not say; false makes a new value readable', async () => {
  const p = await newProject('Env Sensitive');
  const set = await call('PUT', `${envPath(p)}/WEBHOOK_SECRET`, { value: 'whsec_first', sensitive: true });
  assert.equal(
    set.json.data.env_vars.map((v: any) => [v.env_scope, v.value, v.masked, v.sensitive]),
    [
      ['preview', null, true, true],
      ['production', null, true, true],
    ],
  );
  await call('PUT', `${envPath(p)}/PUBLIC_NAME`, { value: 'Osu Corner' });
  const revealed = await call('GET', `${envPath(p)}?reveal=true`);
  assert.equal(
    revealed.json.data.env_vars.map((v: any) => [v.key, v.value, v.masked, v.sensitive]),
    [
      ['PUBLIC_NAME', 'Osu Corner', false, false],
      ['PUBLIC_NAME', 'Osu Corner', false, false],
      ['WEBHOOK_SECRET', null, true, true],
      ['WEBHOOK_SECRET', null, true, true],
    ],
  );
  assert.not.ok(JSON.stringify(revealed.json).includes('whsec_first'));

  // A replace without `sensitive` keeps it write-only.
  await call('PUT', `${envPath(p)}/WEBHOOK_SECRET`, { value: 'whsec_second', env_scope: 'production' });
  let prod = (await call('GET', `${envPath(p)}?reveal=true&env_scope=production`)).json.data.env_vars.find(
    (v: any) => v.key === 'WEBHOOK_SECRET',
  );
  assert.equal([prod.value, prod.sensitive], [null, true]);
  // The builder gets it all the same.
  assert.equal(await envForBuild(h.srv.services, live(), p, 'production'), {
    PUBLIC_NAME: 'Osu Corner',
    WEBHOOK_SECRET: 'whsec_second',
  });
  assert.equal(await envForBuild(h.srv.services, live(), p, 'preview'), {
    PUBLIC_NAME: 'Osu Corner',
    WEBHOOK_SECRET: 'whsec_first',
  });

  // sensitive: false comes with a new value, so the old one is never shown.
  await call('PUT', `${envPath(p)}/WEBHOOK_SECRET`, { value: 'now-public', env_scope: 'production', sensitive: false });
  prod = (await call('GET', `${envPath(p)}?reveal=true&env_scope=production`)).json.data.env_vars.find(
    (v: any) => v.key === 'WEBHOOK_SECRET',
  );
  assert.equal([prod.value, prod.sensitive], ['now-public', false]);
  const preview = (await call('GET', `${envPath(p)}?reveal=true&env_scope=preview`)).json.data.env_vars.find(
    (v: any) => v.key === 'WEBHOOK_SECRET',
  );
  assert.equal([preview.value, preview.sensitive], [null, true]);
});

test('remove: from one scope, then the other; a repeat removes nothing; the document goes with the last scope', async () => {
  const p = await newProject('Env Remove');
  await call('PUT', `${envPath(p)}/FEATURE_FLAG`, { value: 'on' });
  await call('PUT', `${envPath(p)}/KEEP_ME`, { value: 'kept' });
  const one = await call('DELETE', `${envPath(p)}/FEATURE_FLAG?env_scope=preview`);
  assert.is(one.status, 200);
  assert.equal(one.json.data, { key: 'FEATURE_FLAG', removed_scopes: ['preview'] });
  assert.equal(
    (await stored(p)).map((d) => [d.name, Object.keys(d.scopes)]),
    [
      ['FEATURE_FLAG', ['production']],
      ['KEEP_ME', ['preview', 'production']],
    ],
  );
  assert.equal((await call('DELETE', `${envPath(p)}/FEATURE_FLAG?env_scope=preview`)).json.data, {
    key: 'FEATURE_FLAG',
    removed_scopes: [],
  });
  assert.equal((await call('DELETE', `${envPath(p)}/FEATURE_FLAG`)).json.data, {
    key: 'FEATURE_FLAG',
    removed_scopes: ['production'],
  });
  assert.equal(
    (await stored(p)).map((d) => d.name),
    ['KEEP_ME'],
  );
  assert.equal((await call('DELETE', `${envPath(p)}/FEATURE_FLAG`)).json.data, {
    key: 'FEATURE_FLAG',
    removed_scopes: [],
  });
  assert.equal((await call('DELETE', `${envPath(p)}/KEEP_ME`)).json.data, {
    key: 'KEEP_ME',
    removed_scopes: ['preview', 'production'],
  });
  assert.equal(await stored(p), []);
  assert.equal((await call('GET', envPath(p))).json.data.env_vars, []);
  assert.equal(await envForBuild(h.srv.services, live(), p, 'production'), {});
});

test('rules: reserved PLATFORM_ names, name and value limits, an unknown scope, 200 per scope, unknown project', async () => {
  const p = await newProject('Env Rules');
  const reserved = await call('PUT', `${envPath(p)}/PLATFORM_URL`, { value: 'x' });
  assert.is(reserved.status, 400);
  assert.is(reserved.json.error.code, 'VALIDATION_ERROR');
  assert.match(reserved.json.error.message, /PLATFORM_/);
  assert.is(
    (await call('PUT', `${envPath(p)}/platform_url`, { value: 'x' })).status,
    200,
    'the reserved prefix is case-sensitive, like names',
  );
  for (const bad of ['1ABC', 'A-B', 'X'.repeat(256)])
    assert.is((await call('PUT', `${envPath(p)}/${bad}`, { value: 'x' })).status, 400, bad);
  assert.is((await call('PUT', `${envPath(p)}/${'X'.repeat(255)}`, { value: 'x' })).status, 200);
  assert.is((await call('PUT', `${envPath(p)}/BIG`, { value: 'v'.repeat(32768) })).status, 200);
  assert.is((await call('PUT', `${envPath(p)}/TOO_BIG`, { value: 'v'.repeat(32769) })).status, 400);
  assert.is((await call('PUT', `${envPath(p)}/NO_VALUE`, {})).status, 400);
  assert.is((await call('PUT', `${envPath(p)}/SCOPE`, { value: 'x', env_scope: 'staging' })).status, 400);
  assert.is((await call('PUT', `${envPath(p)}/EXTRA`, { value: 'x', colour: 'red' })).status, 400);
  assert.is((await call('GET', `${envPath(p)}?env_scope=staging`)).status, 400);
  assert.is((await call('DELETE', `${envPath(p)}/BIG?env_scope=staging`)).status, 400);

  // Fill production to the limit (the names already there count), then: a new name is refused in production only.
  const q = await newProject('Env Limit');
  await call('PUT', `${envPath(q)}/EXISTING`, { value: 'x', env_scope: 'production' });
  for (let i = 1; i < MAX_VARS_PER_SCOPE; i++) {
    const r = await call('PUT', `${envPath(q)}/VAR_${i}`, { value: String(i), env_scope: 'production' });
    assert.is(r.status, 200, JSON.stringify(r.json));
  }
  const over = await call('PUT', `${envPath(q)}/ONE_MORE`, { value: 'x', env_scope: 'production' });
  assert.is(over.status, 409);
  assert.is(over.json.error.code, 'CONFLICT');
  assert.match(over.json.error.message, /200/);
  assert.is((await call('PUT', `${envPath(q)}/ONE_MORE`, { value: 'x' })).status, 409, 'both scopes: refused whole');
  assert.equal(
    (await stored(q)).filter((d) => d.name === 'ONE_MORE'),
    [],
  );
  assert.is((await call('PUT', `${envPath(q)}/ONE_MORE`, { value: 'x', env_scope: 'preview' })).status, 200);
  assert.is((await call('PUT', `${envPath(q)}/EXISTING`, { value: 'replaced', env_scope: 'production' })).status, 200);
  assert.is((await call('DELETE', `${envPath(q)}/VAR_1?env_scope=production`)).status, 200);
  assert.is((await call('PUT', `${envPath(q)}/ONE_MORE`, { value: 'x', env_scope: 'production' })).status, 200);
  assert.is((await call('GET', `${envPath(q)}?env_scope=production`)).json.data.env_vars.length, MAX_VARS_PER_SCOPE);

  for (const [method, path, body] of [
    ['GET', envPath('prj_doesnotexist0000'), undefined],
    ['PUT', `${envPath('prj_doesnotexist0000')}/A`, { value: 'x' }],
    ['DELETE', `${envPath('prj_doesnotexist0000')}/A`, undefined],
  ] as const) {
    const r = await call(method, path, body);
    assert.is(r.status, 404, `${method} ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'NOT_FOUND');
  }
});

test('scopes: env:read lists and reveals but cannot write; without it nothing; no key 401; another business 403', async () => {
  const p = await newProject('Env Scopes');
  await call('PUT', `${envPath(p)}/SCOPED`, { value: 'v' });
  const bid = h.demo.business_id;
  const { key: reader } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: bid,
    scopes: ['env:read'],
    name: 'env reader',
  });
  assert.is((await call('GET', `${envPath(p)}?reveal=true`, undefined, reader)).json.data.env_vars[0].value, 'v');
  for (const [method, path, body] of [
    ['PUT', `${envPath(p)}/SCOPED`, { value: 'w' }],
    ['DELETE', `${envPath(p)}/SCOPED`, undefined],
  ] as const) {
    const denied = await call(method, path, body, reader);
    assert.is(denied.status, 403, JSON.stringify(denied.json));
    assert.is(denied.json.error.code, 'FORBIDDEN');
    assert.ok(denied.json.error.message.includes('env:write'), denied.json.error.message);
  }
  const { key: writer } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: bid,
    scopes: ['env:write'],
    name: 'env writer',
  });
  assert.is((await call('PUT', `${envPath(p)}/SCOPED`, { value: 'w' }, writer)).status, 200);
  const list = await call('GET', envPath(p), undefined, writer);
  assert.is(list.status, 403);
  assert.ok(list.json.error.message.includes('env:read'), list.json.error.message);
  assert.is((await call('GET', envPath(p), undefined, null)).status, 401);

  const other = await h.business('Other Env Co');
  const { key: otherKey } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: other.tenant.business_id,
    scopes: ['env:read', 'env:write', 'projects:write', 'projects:read'],
    name: 'other',
  });
  for (const [method, path, body] of [
    ['GET', `${envPath(p)}?reveal=true`, undefined],
    ['PUT', `${envPath(p)}/SCOPED`, { value: 'x' }],
    ['DELETE', `${envPath(p)}/SCOPED`, undefined],
  ] as const) {
    const r = await call(method, path, body, otherKey);
    assert.is(r.status, 403, `${method}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'FORBIDDEN');
  }
  // Its own business path does not reach our project.
  assert.is((await call('GET', envPath(p, other.tenant.business_id), undefined, otherKey)).status, 404);
  assert.is(
    (await call('PUT', `${envPath(p, other.tenant.business_id)}/SCOPED`, { value: 'x' }, otherKey)).status,
    404,
  );
  assert.equal(
    (await call('GET', `${envPath(p)}?reveal=true`)).json.data.env_vars.map((v: any) => v.value),
    ['w', 'w'],
  );
});

embeddedOnly(test, "reads the store's journal in DATA_DIR; the store of MONGODB_URI keeps its files elsewhere")(
  'at rest: no file under DATA_DIR, the journal included, holds a value in clear; the dev key file is 0600',
  async () => {
    const dataDir = h.srv.services.config.dataDir;
    const marker = `Env Marker ${randomBytes(6).toString('hex')}`;
    const p = await newProject(marker);
    const secret = `s3cr3t-${randomBytes(12).toString('hex')}`;
    const sensitive = `sens-${randomBytes(12).toString('hex')}`;
    assert.is((await call('PUT', `${envPath(p)}/AT_REST`, { value: secret })).status, 200);
    assert.is(
      (await call('PUT', `${envPath(p)}/AT_REST_SENSITIVE`, { value: sensitive, sensitive: true })).status,
      200,
    );
    // A replace appends another journal record: neither value may be in clear in any of them.
    assert.is(
      (await call('PUT', `${envPath(p)}/AT_REST`, { value: `${secret}-2`, env_scope: 'production' })).status,
      200,
    );

    const files = filesUnder(dataDir).map((f) => join(dataDir, f));
    const contents = await Promise.all(files.map(async (f) => ({ f, bytes: await readFile(f) })));
    // The grep can see what the store writes: the project's name is in there.
    assert.ok(
      contents.some(({ bytes }) => bytes.includes(marker)),
      `the project name is stored in one of ${files.join(', ')}`,
    );
    assert.ok(
      files.some((f) => /journal/.test(f)),
      `a journal among ${files.join(', ')}`,
    );
    for (const needle of [
      secret,
      sensitive,
      Buffer.from(secret).toString('base64'),
      Buffer.from(secret).toString('hex'),
    ]) {
      const found = contents.filter(({ bytes }) => bytes.includes(needle)).map(({ f }) => f);
      assert.equal(found, [], `${needle} in clear`);
    }
    const keyFile = join(dataDir, DEV_KEY_FILE);
    assert.is((await stat(keyFile)).mode & 0o777, 0o600);
    assert.is(Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64').length, 32);
  },
);

test('the SDK: list, set and remove typed end to end', async () => {
  const client = h.platform();
  const p = await newProject('Env SDK');
  const path = { business_id: h.demo.business_id, project_id: p };
  const set = await pf.setEnvVar({
    client,
    path: { ...path, env_key: 'SDK_VAR' },
    body: { value: 'typed', env_scope: 'preview' },
  });
  assert.is(set.response.status, 200);
  assert.is(set.data!.data.env_vars[0].key, 'SDK_VAR');
  const listed = await pf.listEnvVars({ client, path, query: { reveal: true } });
  assert.equal(
    listed.data!.data.env_vars.map((v) => v.value),
    ['typed'],
  );
  const removed = await pf.removeEnvVar({ client, path: { ...path, env_key: 'SDK_VAR' } });
  assert.equal(removed.data!.data, { key: 'SDK_VAR', removed_scopes: ['preview'] });
});

test('another key: a second server on the same store with another ENV_ENCRYPTION_KEY fails reveal and builds, saying why', async () => {
  const p = await newProject('Env Other Key');
  await call('PUT', `${envPath(p)}/SEALED_HERE`, { value: 'original' });
  // h's store: its embedded server, or its database on MONGODB_URI (h2 names it, so h2's close leaves it to h).
  const uri = h.srv.services.config.mongodbUri ?? h.srv.services.store.embedded!.uri;
  const otherKey = randomBytes(32);
  const h2 = await startHarness({
    env: { RATE_LIMITS: 'off', MONGODB_URI: uri, ENV_ENCRYPTION_KEY: otherKey.toString('hex') },
  });
  try {
    const as2 = (method: string, path: string, body?: unknown) =>
      h2.raw(method, path, { key: null, headers: { authorization: `Bearer ${h.businessKey}` }, body });
    // Masked lists need no key.
    const masked = await as2('GET', envPath(p));
    assert.is(masked.status, 200);
    assert.equal(
      masked.json.data.env_vars.map((v: any) => [v.key, v.value]),
      [
        ['SEALED_HERE', null],
        ['SEALED_HERE', null],
      ],
    );
    const revealed = await as2('GET', `${envPath(p)}?reveal=true`);
    assert.is(revealed.status, 500);
    assert.is(revealed.json.error.code, 'INTERNAL');
    assert.match(revealed.json.error.message, /SEALED_HERE/);
    assert.match(revealed.json.error.message, /another key/);
    assert.match(revealed.json.error.message, keyId(otherKey));
    assert.not.ok(JSON.stringify(revealed.json).includes('original'));
    try {
      await envForBuild(h2.srv.services, live(), p, 'production');
      assert.unreachable('the build read must fail');
    } catch (err) {
      assert.match((err as Error).message, /SEALED_HERE \(production\).*cannot be decrypted.*ENV_ENCRYPTION_KEY/);
    }
    // A value set under the second key opens there (removing needs no key), and not on the first server.
    assert.is((await as2('PUT', `${envPath(p)}/SEALED_THERE`, { value: 'second', env_scope: 'preview' })).status, 200);
    assert.equal((await as2('DELETE', `${envPath(p)}/SEALED_HERE?env_scope=preview`)).json.data.removed_scopes, [
      'preview',
    ]);
    assert.equal(await envForBuild(h2.srv.services, live(), p, 'preview'), { SEALED_THERE: 'second' });
    const first = await call('GET', `${envPath(p)}?reveal=true&env_scope=preview`);
    assert.is(first.status, 500);
    assert.match(first.json.error.message, /SEALED_THERE/);
    assert.equal(h2.responseViolations(), []);

    // Set again under the first server's key, each reads back its own.
    await call('PUT', `${envPath(p)}/SEALED_THERE`, { value: 'again', env_scope: 'preview' });
    assert.equal(await envForBuild(h.srv.services, live(), p, 'preview'), { SEALED_THERE: 'again' });
    assert.equal(await envForBuild(h.srv.services, live(), p, 'production'), { SEALED_HERE: 'original' });
  } finally {
    await h2.close();
  }
});

test('every answer conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
