// Business keys over HTTP: create (the secret once, stored hashed, scopes the creator holds, expiry in the future,
// the 100-key cap), list (newest first, no secrets, revoked keys gone, expired ones shown), revoke (401 at once in
// this process, idempotent, only the business's own keys, a key revoking itself), expiry, last use kept to the
// minute, whoami; the refusals of a key without the scope and of another business's key. Then the resolver itself:
// the 5-second bound on another process's cached copy of a revoked key, and last-use writes at most once a minute.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { forgetRevokedKey, issueApiKey, KEY_CACHE_MS, KeyResolver } from '../../src/modules/keys/api-keys.js';
import { ALL_SCOPES } from '../../src/modules/business/model.js';
import { hashSecret } from '../../src/kernel/secrets.js';
import { MAX_BUSINESS_KEYS } from '../../src/modules/keys/rules/grant.js';
import { LAST_USED_EVERY_MS } from '../../src/modules/keys/rules/last-used.js';
import { recordUse } from '../../src/modules/keys/store.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

const bearer = (key: string | null) =>
  key ? { key: null, headers: { authorization: `Bearer ${key}` } } : { key: null };
const keysPath = (businessId = h.demo.business_id) => `/v1/businesses/${businessId}/api-keys`;
const as = (key: string | null = h.businessKey) => ({
  create: (body: unknown, businessId?: string) => h.raw('POST', keysPath(businessId), { ...bearer(key), body }),
  list: (businessId?: string) => h.raw('GET', keysPath(businessId), bearer(key)),
  revoke: (id: string, businessId?: string) => h.raw('DELETE', `${keysPath(businessId)}/${id}`, bearer(key)),
  whoami: (businessId = h.demo.business_id) => h.raw('GET', `/v1/businesses/${businessId}/whoami`, bearer(key)),
});
const keyDoc = (id: string) => h.db.collection('api_keys').findOne({ _id: id as never });
const scoped = async (scopes: string[], businessId = h.demo.business_id, name = 'scoped') =>
  (
    await issueApiKey(h.db, {
      kind: 'business',
      livemode: true,
      business_id: businessId,
      scopes,
      name,
      now: h.clock.now(),
    })
  ).key;

test('create: the secret once, its prefix, stored only as a hash; the new key works with exactly its scopes', async () => {
  const r = await as().create({
    name: 'CI deploy bot',
    scopes: ['mcp:invoke', 'projects:read', 'deploys:read', 'deploys:write'],
  });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const k = r.json.data;
  assert.match(k.id, /^key_[A-Za-z0-9]{8,64}$/);
  assert.match(k.secret, /^dk_live_[A-Za-z0-9]{32,64}$/);
  assert.is(k.prefix, k.secret.slice(0, 12));
  assert.equal(
    [k.name, k.scopes, k.expires_at, k.last_used_at],
    ['CI deploy bot', ['mcp:invoke', 'projects:read', 'deploys:read', 'deploys:write'], null, null],
  );
  assert.is(k.created_at, h.clock.now().toISOString());

  const stored = await keyDoc(k.id);
  assert.equal(
    {
      hash: stored!.key_hash,
      kind: stored!.kind,
      livemode: stored!.livemode,
      business_ids: stored!.business_ids,
      revoked_at: stored!.revoked_at,
    },
    {
      hash: hashSecret(k.secret),
      kind: 'business',
      livemode: true,
      business_ids: [h.demo.business_id],
      revoked_at: null,
    },
  );
  assert.not.ok(JSON.stringify(stored).includes(k.secret), 'the secret itself is not stored');

  const me = await as(k.secret).whoami();
  assert.is(me.status, 200);
  // Owned by the account that owns the key that created it: the demo's.
  const owner = await h.db.collection('owner_accounts').findOne({ email: 'owner@osu-corner-cafe.example' });
  assert.is(stored!.owner_account_id, owner!._id);
  const account = { id: owner!._id, name: 'Demo Owner', email: 'owner@osu-corner-cafe.example' };
  assert.equal(me.json.data, {
    key_id: k.id,
    business_id: h.demo.business_id,
    mode: 'live',
    scopes: k.scopes,
    account,
  });
  // deploys:write is held, keys:write is not.
  const denied = await as(k.secret).list();
  assert.is(denied.status, 403);
  assert.ok(denied.json.error.message.includes('keys:write'), denied.json.error.message);
  // The listing never shows the secret again.
  const listed = (await as().list()).json.data.api_keys.find((x: any) => x.id === k.id);
  assert.is(listed.secret, undefined);
  assert.is(listed.prefix, k.prefix);
});

test('create: a key grants only scopes it holds, naming the first missing one; nothing is stored then', async () => {
  const creator = await scoped(['keys:write', 'projects:read', 'mcp:invoke']);
  const before = await h.db.collection('api_keys').countDocuments();
  const r = await as(creator).create({ name: 'too much', scopes: ['projects:read', 'env:write', 'deploys:write'] });
  assert.is(r.status, 403, JSON.stringify(r.json));
  assert.is(r.json.error.code, 'FORBIDDEN');
  assert.ok(r.json.error.message.includes('env:write'), r.json.error.message);
  assert.not.ok(r.json.error.message.includes('deploys:write'));
  assert.is(await h.db.collection('api_keys').countDocuments(), before);
  // Scopes it holds, keys:write included, it may grant.
  const ok = await as(creator).create({ name: 'subset', scopes: ['projects:read', 'keys:write'] });
  assert.is(ok.status, 201, JSON.stringify(ok.json));
  assert.equal(ok.json.data.scopes, ['projects:read', 'keys:write']);
  // The demo key holds every scope, so it can grant every one.
  const all = await as().create({ name: 'everything', scopes: [...ALL_SCOPES] });
  assert.is(all.status, 201, JSON.stringify(all.json));
  assert.equal(all.json.data.scopes, [...ALL_SCOPES]);
});

test('create: validation names the field; an expiry now or in the past is 400', async () => {
  for (const [body, field] of [
    [{ name: 'x', scopes: [] }, 'scopes'],
    [{ name: 'x', scopes: ['projects:read', 'projects:read'] }, 'scopes'],
    [{ name: 'x', scopes: ['root'] }, 'scopes'],
    [{ name: '', scopes: ['projects:read'] }, 'name'],
    [{ scopes: ['projects:read'] }, 'name'],
    [{ name: 'x', scopes: ['projects:read'], expires_at: 'tomorrow' }, 'expires_at'],
    [{ name: 'x', scopes: ['projects:read'], owner: 'me' }, 'owner'],
  ] as const) {
    const r = await as().create(body);
    assert.is(r.status, 400, `${JSON.stringify(body)} → ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.ok(r.json.error.message.includes(field), `${field}: ${r.json.error.message}`);
  }
  for (const at of [new Date(h.clock.now().getTime() - 60_000), h.clock.now()]) {
    // The clock moves a second per request: "now" here is already in the past when the server reads it.
    const r = await as().create({ name: 'late', scopes: ['projects:read'], expires_at: at.toISOString() });
    assert.is(r.status, 400, JSON.stringify(r.json));
    assert.match(r.json.error.message, /^expires_at: must be in the future/);
  }
});

test('expiry: the key works until expires_at, is 401 from then on, and is still listed with its expiry', async () => {
  const expiresAt = new Date(h.clock.now().getTime() + 3_600_000);
  const r = await as().create({ name: 'one hour', scopes: ['mcp:invoke'], expires_at: expiresAt.toISOString() });
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(r.json.data.expires_at, expiresAt.toISOString());
  assert.is((await as(r.json.data.secret).whoami()).status, 200);
  h.clock.set(expiresAt);
  const late = await as(r.json.data.secret).whoami();
  assert.is(late.status, 401, JSON.stringify(late.json));
  const listed = (await as().list()).json.data.api_keys.find((x: any) => x.id === r.json.data.id);
  assert.is(listed.expires_at, expiresAt.toISOString());
});

test('list: newest first, revoked keys left out; last use written on first use, not again within the minute', async () => {
  const biz = await h.business('Key Lister');
  const admin = await scoped(['keys:write', 'mcp:invoke'], biz.tenant.business_id, 'admin');
  const own = (
    await h.db.collection('api_keys').find({ business_id: biz.tenant.business_id, kind: 'business' }).toArray()
  ).map((d) => d._id);
  const made: any[] = [];
  for (const name of ['first', 'second', 'third']) {
    made.push((await as(admin).create({ name, scopes: ['mcp:invoke'] }, biz.tenant.business_id)).json.data);
  }
  const ids = (await as(admin).list(biz.tenant.business_id)).json.data.api_keys.map((k: any) => k.id);
  assert.equal(ids.slice(0, 3), [made[2].id, made[1].id, made[0].id]);
  assert.equal(new Set(ids), new Set([...made.map((k) => k.id), ...own]));
  // Publishable and secret keys are not business keys, and the demo business's keys are not this one's.
  assert.is(ids.length, 3 + own.length);

  assert.is((await as(admin).revoke(made[1].id, biz.tenant.business_id)).status, 204);
  const after = (await as(admin).list(biz.tenant.business_id)).json.data.api_keys;
  assert.not.ok(after.some((k: any) => k.id === made[1].id));

  assert.is(after.find((k: any) => k.id === made[0].id).last_used_at, null);
  await as(made[0].secret).whoami(biz.tenant.business_id);
  const used = (await keyDoc(made[0].id))!.last_used_at as Date;
  assert.ok(used instanceof Date);
  assert.is(
    (await as(admin).list(biz.tenant.business_id)).json.data.api_keys.find((k: any) => k.id === made[0].id)
      .last_used_at,
    used.toISOString(),
  );
  // Within the minute a use writes nothing (the harness clock moves a second per request).
  await as(made[0].secret).whoami(biz.tenant.business_id);
  await as(made[0].secret).whoami(biz.tenant.business_id);
  assert.equal((await keyDoc(made[0].id))!.last_used_at, used);
});

test('create: a business holds at most 100 unrevoked keys; revoking one makes room', async () => {
  const biz = await h.business('Key Hoarder');
  const admin = await scoped(['keys:write', 'mcp:invoke'], biz.tenant.business_id, 'admin');
  const held = await h.db
    .collection('api_keys')
    .countDocuments({ business_id: biz.tenant.business_id, kind: 'business', revoked_at: null });
  for (let i = held; i < MAX_BUSINESS_KEYS; i++) await scoped(['mcp:invoke'], biz.tenant.business_id, `filler ${i}`);
  const full = await as(admin).create({ name: 'one too many', scopes: ['mcp:invoke'] }, biz.tenant.business_id);
  assert.is(full.status, 409, JSON.stringify(full.json));
  assert.is(full.json.error.code, 'CONFLICT');
  assert.ok(full.json.error.message.includes(String(MAX_BUSINESS_KEYS)));
  const victim = (await as(admin).list(biz.tenant.business_id)).json.data.api_keys.find((k: any) =>
    k.name.startsWith('filler'),
  );
  assert.is((await as(admin).revoke(victim.id, biz.tenant.business_id)).status, 204);
  assert.is((await as(admin).create({ name: 'now fits', scopes: ['mcp:invoke'] }, biz.tenant.business_id)).status, 201);
});

test("revoke: 401 at once in this process, stored revoked_at; idempotent; unknown ids and other businesses' keys untouched", async () => {
  const k = (await as().create({ name: 'short-lived', scopes: ['mcp:invoke'] })).json.data;
  assert.is((await as(k.secret).whoami()).status, 200); // now in this process's cache
  const r = await as().revoke(k.id);
  assert.is(r.status, 204);
  assert.is(r.json, null);
  const refused = await as(k.secret).whoami();
  assert.is(refused.status, 401, JSON.stringify(refused.json));
  assert.is(refused.json.error.code, 'UNAUTHORIZED');
  assert.ok((await keyDoc(k.id))!.revoked_at instanceof Date);
  assert.is((await as().revoke(k.id)).status, 204);
  assert.is((await as().revoke('key_doesnotexist00')).status, 204);

  // Another business's key, named on our path: 204 and nothing happens to it.
  const other = await h.business('Other Key Co');
  const theirs = await scoped(['mcp:invoke'], other.tenant.business_id);
  const theirDoc = await h.db.collection('api_keys').findOne({ key_hash: hashSecret(theirs) });
  assert.is((await as().revoke(String(theirDoc!._id))).status, 204);
  assert.is((await keyDoc(String(theirDoc!._id)))!.revoked_at, null);
  assert.is((await as(theirs).whoami(other.tenant.business_id)).status, 200);
  // Nor does this endpoint revoke the business's publishable or secret keys.
  const pk = await h.db.collection('api_keys').findOne({ key_hash: hashSecret(h.publishableKey) });
  assert.is((await as().revoke(String(pk!._id))).status, 204);
  assert.is((await keyDoc(String(pk!._id)))!.revoked_at, null);
});

test('revoke: a key may revoke itself; its next request is 401', async () => {
  const self = await scoped(['keys:write', 'mcp:invoke'], h.demo.business_id, 'self-revoker');
  const id = (await as(self).whoami()).json.data.key_id;
  assert.is((await as(self).revoke(id)).status, 204);
  assert.is((await as(self).whoami()).status, 401);
  assert.is((await as(self).list()).status, 401);
});

test('scopes: keys:write for create, list and revoke (403 naming it); mcp:invoke for whoami; no key 401', async () => {
  const reader = await scoped(['projects:read', 'mcp:invoke']);
  for (const call of [
    () => as(reader).create({ name: 'x', scopes: ['projects:read'] }),
    () => as(reader).list(),
    () => as(reader).revoke('key_anything0000'),
  ]) {
    const r = await call();
    assert.is(r.status, 403, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'FORBIDDEN');
    assert.ok(r.json.error.message.includes('keys:write'), r.json.error.message);
  }
  const noInvoke = await scoped(['keys:write']);
  const w = await as(noInvoke).whoami();
  assert.is(w.status, 403);
  assert.ok(w.json.error.message.includes('mcp:invoke'), w.json.error.message);
  for (const call of [
    () => as(null).create({ name: 'x', scopes: ['projects:read'] }),
    () => as(null).list(),
    () => as(null).revoke('key_anything0000'),
    () => as(null).whoami(),
  ]) {
    assert.is((await call()).status, 401);
  }
  assert.is((await as('dk_live_' + 'x'.repeat(32)).list()).status, 401);
});

test("another business: its key is 403 on this business's keys and whoami; our keys survive its revoke attempt", async () => {
  const other = await h.business('Intruder Keys Co');
  const intruder = await scoped([...ALL_SCOPES], other.tenant.business_id);
  const ours = (await as().create({ name: 'ours', scopes: ['mcp:invoke'] })).json.data;
  for (const call of [
    () => as(intruder).create({ name: 'x', scopes: ['mcp:invoke'] }),
    () => as(intruder).list(),
    () => as(intruder).revoke(ours.id),
    () => as(intruder).whoami(),
  ]) {
    const r = await call();
    assert.is(r.status, 403, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'FORBIDDEN');
  }
  // On its own path it revokes nothing of ours.
  assert.is((await as(intruder).revoke(ours.id, other.tenant.business_id)).status, 204);
  assert.is((await as(ours.secret).whoami()).status, 200);
  assert.not.ok(
    (await as(intruder).list(other.tenant.business_id)).json.data.api_keys.some((k: any) => k.id === ours.id),
  );
});

test('resolver: another process keeps a revoked key at most KEY_CACHE_MS; a revocation here drops it at once', async () => {
  const { key, doc } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['mcp:invoke'],
  });
  let ms = 1_000_000;
  const elsewhere = new KeyResolver(h.db, () => ms);
  const now = h.clock.now();
  assert.is((await elsewhere.resolve(key, now))?._id, doc._id);
  // Revoked by another process: this one's copy is used until it is KEY_CACHE_MS old, then the store says no.
  await h.db.collection('api_keys').updateOne({ _id: doc._id as never }, { $set: { revoked_at: now } });
  ms += KEY_CACHE_MS;
  assert.is(elsewhere.peek(key, now)?._id, doc._id);
  ms += 1;
  assert.is(elsewhere.peek(key, now), undefined);
  assert.is(await elsewhere.resolve(key, now), null);

  // Revoked through the API of this process: every resolver of the process forgets it without waiting.
  const k2 = (await as().create({ name: 'cached elsewhere', scopes: ['mcp:invoke'] })).json.data;
  const here = new KeyResolver(h.db, () => ms);
  assert.is((await here.resolve(k2.secret, h.clock.now()))?._id, k2.id);
  assert.is((await as().revoke(k2.id)).status, 204);
  assert.is(here.peek(k2.secret, h.clock.now()), undefined);
  assert.is(await here.resolve(k2.secret, h.clock.now()), null);
  forgetRevokedKey('key_neverexisted00'); // harmless for an id no cache holds
});

test('resolver: last use written on a store read, then not again until a minute has passed; never backwards', async () => {
  const { key, doc } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['mcp:invoke'],
  });
  let ms = 2_000_000;
  const resolver = new KeyResolver(h.db, () => ms);
  const t0 = new Date('2030-01-01T00:00:00.000Z');
  const lastUsed = async () => (await keyDoc(doc._id))!.last_used_at as Date | null;
  await resolver.resolve(key, t0);
  assert.equal(await lastUsed(), t0);
  // A cache miss just short of the minute reads the store but writes nothing.
  ms += KEY_CACHE_MS + 1;
  await resolver.resolve(key, new Date(t0.getTime() + LAST_USED_EVERY_MS - 1));
  assert.equal(await lastUsed(), t0);
  // A fresh resolver (another process) sees the stored time and holds back too.
  await new KeyResolver(h.db, () => ms).resolve(key, new Date(t0.getTime() + 30_000));
  assert.equal(await lastUsed(), t0);
  // Once the minute has passed, the next store read writes.
  ms += KEY_CACHE_MS + 1;
  const t1 = new Date(t0.getTime() + LAST_USED_EVERY_MS);
  await resolver.resolve(key, t1);
  assert.equal(await lastUsed(), t1);
  // The store's filter keeps two processes that are both due from writing twice, or an older time over a newer.
  await recordUse(h.db, doc._id, new Date(t1.getTime() + 10_000));
  assert.equal(await lastUsed(), t1);
  await recordUse(h.db, doc._id, t0);
  assert.equal(await lastUsed(), t1);
});

test('every response matched the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
