// UCP signing keys over HTTP on the platform API: the first key made on first need (once, even when asked for at the
// same moment), test and live apart, rotation (the new key signs, the old one stays listed 7 days on the service
// clock, then drops out; `compromised` drops it at once), the private half sealed at rest and dropped on retirement,
// and the scopes. Every answer is checked against the contract by the harness.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contentDigest, signHttpMessage, verifyHttpMessage } from '../../src/kernel/http-signatures.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { publishedSigningKeys, signingKeyFor } from '../../src/modules/ucp/index.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;

test.before(async () => {
  h = await startHarness({ seed: true, tickMs: 0, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const keysPath = (businessId = h.demo.business_id) => `/v1/businesses/${businessId}/ucp/signing-keys`;
const pf = (
  method: string,
  path: string,
  opts: { key?: string | null; mode?: 'live' | 'test'; body?: unknown } = {},
) => {
  const key = opts.key === undefined ? h.businessKey : opts.key;
  const url = `${h.url}${path}?mode=${opts.mode ?? 'test'}`;
  return h
    .fetch(url, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    })
    .then(async (r) => ({ status: r.status, json: (await r.json()) as any }));
};
const list = async (mode: 'live' | 'test' = 'test') => {
  const r = await pf('GET', keysPath(), { mode });
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.data.signing_keys as any[];
};
const stored = () => h.db.collection('ucp_signing_keys');

test('the first key is made on first need, once; test and live have keys of their own', async () => {
  const fresh = await h.business('Keys At Once Co');
  const { business_id } = fresh.tenant;
  const all = await Promise.all(
    Array.from({ length: 6 }, () => publishedSigningKeys(h.srv.services, business_id, false)),
  );
  assert.equal(new Set(all.map((keys) => keys.map((k) => k.kid).join())).size, 1, 'every caller sees the same key');
  assert.is(await stored().countDocuments({ business_id, livemode: false }), 1);

  const [testKey] = await list('test');
  assert.equal(await list('test'), [testKey], 'listing again makes nothing new');
  assert.is(testKey.status, 'signing');
  assert.match(testKey.kid, /^ucp_test_\d{8}_[A-Za-z0-9]{12}$/);
  assert.equal(Object.keys(testKey.public_jwk).sort(), ['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
  assert.equal([testKey.public_jwk.kty, testKey.public_jwk.crv, testKey.public_jwk.alg], ['EC', 'P-256', 'ES256']);
  assert.equal([testKey.retired_at, testKey.listed_until], [null, null]);
  const [liveKey] = await list('live');
  assert.match(liveKey.kid, /^ucp_live_/);
  assert.is.not(liveKey.kid, testKey.kid);
  assert.equal(await publishedSigningKeys(h.srv.services, h.demo.business_id, true), [liveKey.public_jwk]);

  // The private half is sealed at rest: its scalar appears nowhere in the stored document.
  const doc = (await stored().findOne({ _id: testKey.kid })) as any;
  const d = (await signingKeyFor(h.srv.services, h.demo.business_id, false)).d;
  assert.match(doc.private_jwk_sealed, /^v1\./);
  assert.not.ok(JSON.stringify(doc).includes(d));
});

test('rotation: the new key signs, the old one stays listed 7 days, then drops out; compromised drops at once', async () => {
  const [before] = await list();
  const rotated = await pf('POST', `${keysPath()}/rotate`);
  assert.is(rotated.status, 200, JSON.stringify(rotated.json));
  const [now, old] = rotated.json.data.signing_keys;
  assert.is(rotated.json.data.signing_keys.length, 2);
  assert.is.not(now.kid, before.kid);
  assert.equal([now.status, old.kid, old.status], ['signing', before.kid, 'retired']);
  assert.is(old.retired_at, h.clock.now().toISOString());
  assert.is(Date.parse(old.listed_until) - Date.parse(old.retired_at), 7 * DAY);
  assert.equal(await list(), rotated.json.data.signing_keys, 'the list is what the rotation answered');
  assert.equal(
    (await publishedSigningKeys(h.srv.services, h.demo.business_id, false)).map((k) => k.kid),
    [now.kid, old.kid],
    'the profile publishes both',
  );
  assert.is((await list('live'))[0].status, 'signing', 'the live key is untouched');
  assert.is((await list('live')).length, 1);

  // What is signed from now on is signed with the new key, and verifies with the published one.
  const signer = await signingKeyFor(h.srv.services, h.demo.business_id, false);
  assert.is(signer.kid, now.kid);
  const message = {
    method: 'POST',
    url: 'https://agent.example/hooks',
    headers: { 'content-type': 'application/json', 'content-digest': contentDigest('{}') } as Record<string, string>,
  };
  const sig = signHttpMessage(message, {
    components: ['@method', '@authority', '@path', 'content-digest', 'content-type'],
    params: { keyid: signer.kid },
    privateJwk: signer,
  });
  const published = await publishedSigningKeys(h.srv.services, h.demo.business_id, false);
  const verified = verifyHttpMessage(
    { ...message, headers: { ...message.headers, ...sig } },
    { keyFor: (kid) => published.find((k) => k.kid === kid) },
  );
  assert.ok(verified.ok && verified.keyid === now.kid);
  const retiredDoc = (await stored().findOne({ _id: old.kid })) as any;
  assert.is(retiredDoc.private_jwk_sealed, null, 'a retired key keeps no private half');

  h.clock.set(new Date(Date.parse(old.listed_until) - 1000));
  assert.equal(
    (await list()).map((k) => k.kid),
    [now.kid, old.kid],
  );
  h.clock.set(new Date(Date.parse(old.listed_until) + 1000));
  assert.equal(
    (await list()).map((k) => k.kid),
    [now.kid],
    'past its 7 days the old key is no longer published',
  );

  const leaked = await pf('POST', `${keysPath()}/rotate`, { body: { compromised: true } });
  assert.is(leaked.status, 200);
  assert.is(leaked.json.data.signing_keys.length, 1, 'a compromised key is unpublished at once');
  assert.is.not(leaked.json.data.signing_keys[0].kid, now.kid);
  const unknown = await pf('POST', `${keysPath()}/rotate`, { body: { compromised: true, now: 1 } });
  assert.is(unknown.status, 400);
  assert.match(unknown.json.error.message, /now/);
});

test('scopes: ucp:read lists but cannot rotate; a test key never reaches live keys; another business is 403', async () => {
  const { key: reader } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['ucp:read'],
    name: 'ucp reader',
  });
  assert.is((await pf('GET', keysPath(), { key: reader })).status, 200);
  const denied = await pf('POST', `${keysPath()}/rotate`, { key: reader });
  assert.is(denied.status, 403);
  assert.match(denied.json.error.message, /ucp:write/);
  const { key: other } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['orders:read'],
  });
  const noScope = await pf('GET', keysPath(), { key: other });
  assert.is(noScope.status, 403);
  assert.match(noScope.json.error.message, /ucp:read/);
  const { key: testKey } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: false,
    business_id: h.demo.business_id,
    scopes: ['ucp:read', 'ucp:write'],
  });
  assert.is((await pf('GET', keysPath(), { key: testKey, mode: 'live' })).status, 403);
  assert.is((await pf('POST', `${keysPath()}/rotate`, { key: testKey, mode: 'live' })).status, 403);
  assert.is((await pf('GET', keysPath(), { key: null })).status, 401);
  const stranger = await h.business('Other Keys Co');
  assert.is((await pf('GET', keysPath(stranger.tenant.business_id))).status, 403);
  assert.equal(h.responseViolations(), []);
});

test.run();
