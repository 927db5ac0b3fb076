// Custom domains over HTTP, verified against a DNS server this file runs on 127.0.0.1 (dns2; the service is pointed
// at it with DNS_SERVERS): add answers the TXT record and the routing record; verify reports what DNS said until
// the record is right; attach requires verified; the TLS terminator's ask (GET /internal/tls/ask) allows attached
// domains and the platform's site hostnames only; detach removes (and the site stops serving it at once). Then the
// refusals (hostname syntax, the platform's own hostnames, the 50 cap, an unknown project), claims (a pending
// hostname reserves nothing, the first to verify holds it), the expiry of pending domains, DNS being unavailable,
// idempotency, scopes and another business's key. Serving by Host across processes is tested with the deployments.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, loadConfig } from '../../src/kernel/config.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { MAX_DOMAINS_PER_PROJECT, PENDING_DOMAIN_TTL_MS } from '../../src/modules/domains/model.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { projectForDomain } from '../../src/modules/domains/hosts.js';
import { startTestDns, type TestDns } from '../harness/dns-server.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { getByHost } from './helpers.js';

let dns: TestDns;
let h: Harness;
const ASK_SECRET = 'ask-secret-for-tests';

test.before(async () => {
  dns = await startTestDns();
  h = await startHarness({
    seed: true,
    env: {
      RATE_LIMITS: 'off',
      DNS_SERVERS: dns.address,
      DNS_TIMEOUT_MS: '2000',
      SITES_DOMAIN: 'sites.test',
      SITES_CNAME_TARGET: 'cname.platform.test',
      SITES_A_RECORD: '203.0.113.7',
      TLS_ASK_SECRET: ASK_SECRET,
    },
  });
});
test.after(async () => {
  await h?.close();
  await dns?.close();
});

const bearer = (key: string) => ({ key: null, headers: { authorization: `Bearer ${key}` } });
const bizPath = (businessId = h.demo.business_id) => `/v1/businesses/${businessId}`;
const as = (key = h.businessKey, businessId = h.demo.business_id) => ({
  get: (path: string) => h.raw('GET', bizPath(businessId) + path, bearer(key)),
  post: (path: string, body?: unknown) => h.raw('POST', bizPath(businessId) + path, { ...bearer(key), body }),
  del: (path: string) => h.raw('DELETE', bizPath(businessId) + path, bearer(key)),
});
const newProject = async (name: string, key = h.businessKey, businessId = h.demo.business_id): Promise<string> => {
  const r = await as(key, businessId).post('/projects', { name });
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data.id;
};
const add = async (projectId: string, hostname: string, key?: string, businessId?: string) => {
  const r = await as(key, businessId).post(`/projects/${projectId}/domains`, { hostname });
  assert.is(r.status, 201, `${hostname}: ${JSON.stringify(r.json)}`);
  return r.json.data;
};
/** The TLS terminator's question (outside the contract, so not through the checked fetch). */
const ask = async (domain: string | null, secret: string | null = ASK_SECRET) => {
  const q = new URLSearchParams();
  if (secret !== null) q.set('secret', secret);
  if (domain !== null) q.set('domain', domain);
  const r = await fetch(`${h.url}/internal/tls/ask?${q}`);
  return { status: r.status, json: (await r.json()) as any };
};
const stored = (id: string) => h.db.collection('domains').findOne({ _id: id as never });

test('add: pending, with the TXT record to create and the CNAME (subdomain) or A (apex) to point; listed oldest first', async () => {
  const projectId = await newProject('Domain Add Site');
  const sub = await add(projectId, 'shop.add-one.test');
  assert.match(sub.id, /^dom_[A-Za-z0-9]{8,64}$/);
  assert.equal(
    { ...sub, id: 0, verification: { ...sub.verification, value: 0 }, created_at: 0, updated_at: 0, expires_at: 0 },
    {
      id: 0,
      project_id: projectId,
      hostname: 'shop.add-one.test',
      status: 'pending_verification',
      verification: {
        type: 'TXT',
        name: '_storefront-verify.shop.add-one.test',
        value: 0,
        last_checked_at: null,
        last_error: null,
      },
      dns_target: { type: 'CNAME', name: 'shop.add-one.test', value: 'cname.platform.test' },
      verified_at: null,
      attached_at: null,
      created_at: 0,
      updated_at: 0,
      expires_at: 0,
    },
  );
  // Unverified, it is removed 7 days after it was added.
  assert.is(Date.parse(sub.expires_at) - Date.parse(sub.created_at), 7 * 24 * 60 * 60 * 1000);
  assert.match(sub.verification.value, /^sfv-[0-9a-f]{32}$/);
  const apex = await add(projectId, 'add-one.test');
  assert.equal(apex.dns_target, { type: 'A', name: 'add-one.test', value: '203.0.113.7' });
  // Three labels under a country's registry level are an apex too.
  assert.equal((await add(projectId, 'mamaafrica.com.gh')).dns_target, {
    type: 'A',
    name: 'mamaafrica.com.gh',
    value: '203.0.113.7',
  });
  assert.is.not(apex.verification.value, sub.verification.value);

  const doc = await stored(sub.id);
  assert.equal(
    { business_id: doc!.business_id, livemode: doc!.livemode, status: doc!.status, value: doc!.verification.value },
    { business_id: h.demo.business_id, livemode: true, status: 'pending_verification', value: sub.verification.value },
  );
  const list = await as().get(`/projects/${projectId}/domains`);
  assert.is(list.status, 200);
  assert.equal(
    list.json.data.domains.map((d: any) => d.hostname),
    ['shop.add-one.test', 'add-one.test', 'mamaafrica.com.gh'],
  );
  assert.equal(list.json.data.domains[0], sub);
  assert.equal((await as().get(`/projects/${await newProject('No Domains Site')}/domains`)).json.data, { domains: [] });
});

/** GET / with a Host header, straight to the test server (sites are chosen by Host): its status and body. */
async function byHost(host: string): Promise<{ status: number; body: string }> {
  const { status, body } = await getByHost(h, host);
  return { status, body };
}

test('lifecycle: verify reports what DNS said → TXT right → verified → attached → the ask allows it → detached → refused', async () => {
  const projectId = await newProject('Lifecycle Site');
  const d = await add(projectId, 'www.lifecycle.test');
  const name = '_storefront-verify.www.lifecycle.test';
  assert.is((await ask('www.lifecycle.test')).status, 404);

  // Nothing at the name yet.
  let r = await as().post(`/domains/${d.id}/verify`);
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.data.status, 'pending_verification');
  assert.is(r.json.data.verification.last_error, `TXT record ${name} not found: the name does not exist (NXDOMAIN)`);
  assert.ok(r.json.data.verification.last_checked_at);
  assert.is(r.json.data.verified_at, null);

  // Other values there: they are quoted back, with the one expected.
  dns.zone.set(name, ['sfv-00000000000000000000000000000000', 'google-site-verification=abc123']);
  r = await as().post(`/domains/${d.id}/verify`);
  assert.is(r.json.data.status, 'pending_verification');
  assert.is(
    r.json.data.verification.last_error,
    `TXT record ${name} has "sfv-00000000000000000000000000000000", "google-site-verification=abc123" but not "${d.verification.value}"`,
  );
  assert.is((await stored(d.id))!.verification.last_error, r.json.data.verification.last_error);

  const early = await as().post(`/domains/${d.id}/attach`);
  assert.is(early.status, 409);
  assert.is(early.json.error.code, 'CONFLICT');
  assert.match(early.json.error.message, /not verified yet/);
  assert.is((await stored(d.id))!.status, 'pending_verification');

  // The right value, beside an unrelated one.
  dns.zone.set(name, ['v=spf1 -all', d.verification.value]);
  r = await as().post(`/domains/${d.id}/verify`);
  assert.is(r.json.data.status, 'verified');
  assert.is(r.json.data.verification.last_error, null);
  assert.is(r.json.data.verified_at, r.json.data.verification.last_checked_at);
  assert.is(r.json.data.attached_at, null);
  assert.is((await stored(d.id))!.status, 'verified');
  // Verified is kept even when the record goes away: verify answers it unchanged, without asking DNS.
  dns.zone.delete(name);
  assert.equal((await as().post(`/domains/${d.id}/verify`)).json.data, r.json.data);
  assert.is(await projectForDomain(h.srv.services, 'www.lifecycle.test'), null);
  assert.is((await ask('www.lifecycle.test')).status, 404);

  const attached = await as().post(`/domains/${d.id}/attach`);
  assert.is(attached.status, 200, JSON.stringify(attached.json));
  assert.is(attached.json.data.status, 'attached');
  assert.ok(attached.json.data.attached_at);
  assert.equal((await as().post(`/domains/${d.id}/attach`)).json.data, attached.json.data);
  assert.equal((await as().post(`/domains/${d.id}/verify`)).json.data, attached.json.data);
  assert.equal(await projectForDomain(h.srv.services, 'www.lifecycle.test'), {
    business_id: h.demo.business_id,
    project_id: projectId,
  });
  assert.equal(await projectForDomain(h.srv.services, 'WWW.Lifecycle.test.'), {
    business_id: h.demo.business_id,
    project_id: projectId,
  });
  assert.equal(await ask('www.lifecycle.test'), { status: 200, json: { domain: 'www.lifecycle.test', allowed: true } });
  assert.is((await ask('WWW.LIFECYCLE.TEST')).status, 200);
  assert.is((await as().get(`/projects/${projectId}/domains`)).json.data.domains[0].status, 'attached');
  // Served by Host now: the site handler answers for it (this project has released nothing yet: its 404 says so).
  const NOTHING_RELEASED = 'No deployment is served at this address\n';
  assert.equal(await byHost('www.lifecycle.test'), { status: 404, body: NOTHING_RELEASED });

  const gone = await as().del(`/domains/${d.id}`);
  assert.is(gone.status, 200);
  assert.equal(gone.json.data, { id: d.id, project_id: projectId, hostname: 'www.lifecycle.test', detached: true });
  assert.is(await stored(d.id), null);
  assert.is(await projectForDomain(h.srv.services, 'www.lifecycle.test'), null);
  assert.equal(await ask('www.lifecycle.test'), {
    status: 404,
    json: { domain: 'www.lifecycle.test', allowed: false },
  });
  // Not served any more, at once: the answer the sites kept for the hostname went with the detach.
  assert.not.equal(await byHost('www.lifecycle.test'), { status: 404, body: NOTHING_RELEASED });
  for (const again of [
    as().del(`/domains/${d.id}`),
    as().post(`/domains/${d.id}/verify`),
    as().post(`/domains/${d.id}/attach`),
  ]) {
    const res = await again;
    assert.is(res.status, 404);
    assert.is(res.json.error.code, 'NOT_FOUND');
  }
  // Added again, it starts over with a new value.
  const back = await add(projectId, 'www.lifecycle.test');
  assert.is(back.status, 'pending_verification');
  assert.is.not(back.verification.value, d.verification.value);
  assert.is((await as().del(`/domains/${back.id}`)).status, 200);
});

test('detach works in any status; a pending domain is removed and its hostname is free for another project', async () => {
  const [p1, p2] = [await newProject('Detach One'), await newProject('Detach Two')];
  const d = await add(p1, 'detach.example.test');
  assert.is((await as().del(`/domains/${d.id}`)).status, 200);
  assert.is((await add(p2, 'detach.example.test')).project_id, p2);
});

test('ask: platform site hostnames are allowed; a secret is required; other names and bad asks are refused', async () => {
  const projectId = await newProject('Ask Site');
  const label = (await h.db.collection('projects').findOne({ _id: projectId as never }))!.host_label as string;
  assert.equal(await ask(`${label}.sites.test`), {
    status: 200,
    json: { domain: `${label}.sites.test`, allowed: true },
  });
  // A deployment's own hostname (its label is unique across businesses, like a project's).
  await h.db.collection('deployments').insertOne({
    _id: 'dep_AskTestDeployment01' as never,
    business_id: h.demo.business_id,
    livemode: true,
    project_id: projectId,
    host_label: 'ask-preview-0a1b2c',
    status: 'active',
  });
  assert.is((await ask('ask-preview-0a1b2c.sites.test')).status, 200);
  await h.db.collection('deployments').deleteOne({ _id: 'dep_AskTestDeployment01' as never });
  assert.is((await ask('ask-preview-0a1b2c.sites.test')).status, 404);
  for (const name of [
    `nope-${label}.sites.test`,
    `a.${label}.sites.test`,
    'sites.test',
    'cname.platform.test',
    'unknown.example.test',
  ]) {
    assert.equal(await ask(name), { status: 404, json: { domain: name, allowed: false } }, name);
  }
  for (const secret of [null, '', 'wrong', `${ASK_SECRET}x`]) {
    const denied = await ask(`${label}.sites.test`, secret);
    assert.is(denied.status, 403, String(secret));
    assert.is(denied.json.allowed, false);
  }
  assert.is((await ask(null)).status, 400);
  assert.is((await ask('')).status, 400);
  // Other methods are not the ask.
  assert.is(
    (await fetch(`${h.url}/internal/tls/ask?secret=${ASK_SECRET}&domain=${label}.sites.test`, { method: 'POST' }))
      .status,
    404,
  );
});

test('verify: a DNS server that refuses is 503 SERVICE_UNAVAILABLE and changes nothing; SERVFAIL is reported', async () => {
  const d = await add(await newProject('DNS Trouble Site'), 'trouble.example.test');
  dns.fail('refuse');
  try {
    const r = await as().post(`/domains/${d.id}/verify`);
    assert.is(r.status, 503, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'SERVICE_UNAVAILABLE');
    assert.is(r.json.error.retryable, true);
    assert.match(r.json.error.message, /127\.0\.0\.1:\d+/);
    assert.is((await stored(d.id))!.verification.last_checked_at, null);
    dns.fail('servfail');
    const s = await as().post(`/domains/${d.id}/verify`);
    assert.is(s.status, 200);
    assert.is(s.json.data.status, 'pending_verification');
    assert.match(
      s.json.data.verification.last_error,
      /^TXT record _storefront-verify\.trouble\.example\.test could not be read: the DNS servers answered SERVFAIL/,
    );
  } finally {
    dns.fail(null);
  }
  // A name that exists without TXT records.
  dns.zone.set('_storefront-verify.trouble.example.test', []);
  const n = await as().post(`/domains/${d.id}/verify`);
  assert.is(
    n.json.data.verification.last_error,
    'TXT record _storefront-verify.trouble.example.test not found: the name exists but has no TXT records',
  );
});

test("refusals: hostname syntax 400; the platform's own hostnames 400; unknown project 404; nothing stored", async () => {
  const projectId = await newProject('Refusals Site');
  const bad = [
    'Shop.Example.test',
    'https://shop.example.test',
    'shop.example.test:443',
    'shop.example.test/',
    'shop.example.test.',
    'localhost',
    'shop..example.test',
    '-shop.example.test',
    'shop-.example.test',
    `${'a'.repeat(64)}.example.test`,
    'shop.example.123',
    '203.0.113.9',
    'shop example.test',
    '*.example.test',
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(38)}.test`,
    '',
  ];
  for (const hostname of bad) {
    const r = await as().post(`/projects/${projectId}/domains`, { hostname });
    assert.is(r.status, 400, `${hostname}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.match(r.json.error.message, /hostname/);
  }
  for (const body of [{}, { hostname: 'ok.example.test', port: 443 }, { hostname: 7 }]) {
    assert.is((await as().post(`/projects/${projectId}/domains`, body)).status, 400, JSON.stringify(body));
  }
  for (const hostname of ['sites.test', 'my-shop.sites.test', 'cname.platform.test', 'a.b.cname.platform.test']) {
    const r = await as().post(`/projects/${projectId}/domains`, { hostname });
    assert.is(r.status, 400, hostname);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.match(r.json.error.message, /platform's own hostnames/);
  }
  assert.equal((await as().get(`/projects/${projectId}/domains`)).json.data.domains, []);
  const unknown = await as().post('/projects/prj_doesnotexist000000/domains', {
    hostname: 'unknown-project.example.test',
  });
  assert.is(unknown.status, 404);
  assert.is((await as().get('/projects/prj_doesnotexist000000/domains')).status, 404);
  assert.is(await h.db.collection('domains').countDocuments({ hostname: 'unknown-project.example.test' }), 0);
  // The longest accepted hostname leaves room for the verification name within DNS's 253; IDN top-level domains.
  const longest = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(37)}.test`;
  assert.is(longest.length, 234);
  assert.is((await add(projectId, longest)).verification.name.length, 253);
  assert.is((await add(projectId, 'shop.xn--p1ai')).hostname, 'shop.xn--p1ai');
});

test('claims: a pending hostname reserves nothing; the first to verify holds it and the other claims are 409', async () => {
  const [mine, sibling] = [await newProject('Holder Site'), await newProject('Sibling Site')];
  const name = '_storefront-verify.held.example.test';
  const first = await add(mine, 'held.example.test');
  const same = await as().post(`/projects/${mine}/domains`, { hostname: 'held.example.test' });
  assert.is(same.status, 409);
  assert.is(same.json.error.message, 'hostname: held.example.test is already added to this project');

  // Another business adds the same pending hostname: allowed, with a value of its own.
  const biz = await h.business('Other Domains Co');
  const bid = biz.tenant.business_id;
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: bid,
    scopes: ['projects:read', 'projects:write', 'domains:read', 'domains:write'],
  });
  const theirs = await newProject('Their Site', key, bid);
  const squat = await add(theirs, 'held.example.test', key, bid);
  assert.is.not(squat.verification.value, first.verification.value);
  assert.is(await h.db.collection('domains').countDocuments({ hostname: 'held.example.test' }), 2);

  // Only who controls the DNS can publish a value: the owner's verifies, the other claim's does not.
  dns.zone.set(name, [first.verification.value]);
  assert.is((await as(key, bid).post(`/domains/${squat.id}/verify`)).json.data.status, 'pending_verification');
  assert.is((await as().post(`/domains/${first.id}/verify`)).json.data.status, 'verified');

  // Held now: the other claim cannot verify it any more (even with its value published), nobody can add it.
  dns.zone.set(name, [first.verification.value, squat.verification.value]);
  const lost = await as(key, bid).post(`/domains/${squat.id}/verify`);
  assert.is(lost.status, 409);
  assert.is(
    lost.json.error.message,
    `hostname: held.example.test was verified first by another project, which holds it now; detach this domain (${squat.id})`,
  );
  assert.is((await stored(squat.id))!.status, 'pending_verification');
  for (const [who, project, bizId, where] of [
    [h.businessKey, sibling, h.demo.business_id, 'a project'],
    [h.businessKey, mine, h.demo.business_id, 'this project'],
    [key, theirs, bid, 'a project'],
  ] as const) {
    const r = await as(who, bizId).post(`/projects/${project}/domains`, { hostname: 'held.example.test' });
    assert.is(r.status, 409, where);
    assert.is(r.json.error.message, `hostname: held.example.test is already added to ${where}`);
  }

  // Released by a detach, the remaining claim can win it.
  assert.is((await as().del(`/domains/${first.id}`)).status, 200);
  assert.is((await as(key, bid).post(`/domains/${squat.id}/verify`)).json.data.status, 'verified');
  assert.is((await as(key, bid).del(`/domains/${squat.id}`)).status, 200);
  dns.zone.delete(name);
});

test('claims: two verifying at the same moment, one wins and the other is 409', async () => {
  const [p1, p2] = [await newProject('Race One'), await newProject('Race Two')];
  const [d1, d2] = [await add(p1, 'race.example.test'), await add(p2, 'race.example.test')];
  dns.zone.set('_storefront-verify.race.example.test', [d1.verification.value, d2.verification.value]);
  const answers = await Promise.all([as().post(`/domains/${d1.id}/verify`), as().post(`/domains/${d2.id}/verify`)]);
  assert.equal(answers.map((r) => r.status).sort(), [200, 409], JSON.stringify(answers.map((r) => r.json)));
  assert.is(await h.db.collection('domains').countDocuments({ hostname: 'race.example.test', status: 'verified' }), 1);
  dns.zone.delete('_storefront-verify.race.example.test');
});

test(`expiry: a domain still pending ${PENDING_DOMAIN_TTL_MS / 86_400_000} days after it was added is gone; a verified one stays`, async () => {
  const projectId = await newProject('Expiring Site');
  const pending = await add(projectId, 'expiring.example.test');
  assert.is(pending.expires_at, new Date(Date.parse(pending.created_at) + PENDING_DOMAIN_TTL_MS).toISOString());
  const kept = await add(projectId, 'kept.example.test');
  dns.zone.set('_storefront-verify.kept.example.test', [kept.verification.value]);
  const verified = (await as().post(`/domains/${kept.id}/verify`)).json.data;
  assert.equal([verified.status, verified.expires_at], ['verified', null]);
  dns.zone.delete('_storefront-verify.kept.example.test');

  // (Every request moves the service clock by a second first.)
  h.clock.set(Date.parse(pending.expires_at) - 1000 - 1);
  assert.equal(
    (await as().get(`/projects/${projectId}/domains`)).json.data.domains.map((d: any) => d.id),
    [pending.id, kept.id],
  );
  h.clock.set(Date.parse(pending.expires_at) - 1000);
  // Past it: not listed, unknown to every operation, the hostname free again (for this project or another).
  assert.equal(
    (await as().get(`/projects/${projectId}/domains`)).json.data.domains.map((d: any) => d.id),
    [kept.id],
  );
  for (const r of [
    await as().post(`/domains/${pending.id}/verify`),
    await as().post(`/domains/${pending.id}/attach`),
    await as().del(`/domains/${pending.id}`),
  ]) {
    assert.is(r.status, 404);
    assert.is(r.json.error.code, 'NOT_FOUND');
  }
  assert.is((await add(await newProject('Expiring Other'), 'expiring.example.test')).status, 'pending_verification');
  assert.is((await add(projectId, 'expiring.example.test')).status, 'pending_verification');
  assert.is((await as().post(`/domains/${kept.id}/attach`)).json.data.status, 'attached');
  // The store sweeps what the reads already ignore: a TTL index on created_at over pending documents, the same 7 days.
  const ttl = COLLECTIONS.domains.find((i) => i.expireAfterSeconds !== undefined)!;
  assert.equal(
    [ttl.key, ttl.expireAfterSeconds! * 1000, ttl.partialFilterExpression],
    [{ created_at: 1 }, PENDING_DOMAIN_TTL_MS, { status: 'pending_verification' }],
  );
});

test(`limits: a project holds at most ${MAX_DOMAINS_PER_PROJECT} domains`, async () => {
  const projectId = await newProject('Many Domains Site');
  for (let i = 0; i < MAX_DOMAINS_PER_PROJECT; i++) await add(projectId, `d${i}.many.example.test`);
  const over = await as().post(`/projects/${projectId}/domains`, { hostname: 'one-more.many.example.test' });
  assert.is(over.status, 409);
  assert.is(
    over.json.error.message,
    `A project holds at most ${MAX_DOMAINS_PER_PROJECT} domains; this one has ${MAX_DOMAINS_PER_PROJECT}`,
  );
  assert.is(await h.db.collection('domains').countDocuments({ project_id: projectId }), MAX_DOMAINS_PER_PROJECT);
  assert.is((await as().get(`/projects/${projectId}/domains`)).json.data.domains.length, MAX_DOMAINS_PER_PROJECT);
  // Another project is not affected.
  await add(await newProject('Few Domains Site'), 'one-more.many.example.test');
});

test('idempotency: the same key and body replays the answer; the same key with another body is 409', async () => {
  const projectId = await newProject('Idempotent Domains Site');
  const path = `/projects/${projectId}/domains`;
  const first = await as().post(path, { hostname: 'idem.example.test', idempotency_key: 'add-idem-1' });
  assert.is(first.status, 201, JSON.stringify(first.json));
  assert.is(first.headers.get('idempotent-replayed'), null);
  const again = await as().post(path, { hostname: 'idem.example.test', idempotency_key: 'add-idem-1' });
  assert.is(again.status, 201, JSON.stringify(again.json));
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.equal(again.json.data, first.json.data);
  assert.is(await h.db.collection('domains').countDocuments({ hostname: 'idem.example.test' }), 1);
  const changed = await as().post(path, { hostname: 'idem-other.example.test', idempotency_key: 'add-idem-1' });
  assert.is(changed.status, 409);
  assert.is(await h.db.collection('domains').countDocuments({ hostname: 'idem-other.example.test' }), 0);
});

test('scopes: domains:read lists but cannot change; without it nothing; no key is 401', async () => {
  const projectId = await newProject('Scoped Domains Site');
  const d = await add(projectId, 'scoped.example.test');
  const { key: reader } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['domains:read'],
    name: 'domains reader',
  });
  assert.is((await as(reader).get(`/projects/${projectId}/domains`)).status, 200);
  for (const [method, path] of [
    ['post', `/projects/${projectId}/domains`],
    ['post', `/domains/${d.id}/verify`],
    ['post', `/domains/${d.id}/attach`],
    ['del', `/domains/${d.id}`],
  ] as const) {
    const denied =
      method === 'del'
        ? await as(reader).del(path)
        : await as(reader).post(path, path.endsWith('/domains') ? { hostname: 'no.example.test' } : undefined);
    assert.is(denied.status, 403, `${method} ${path}: ${JSON.stringify(denied.json)}`);
    assert.is(denied.json.error.code, 'FORBIDDEN');
    assert.ok(denied.json.error.message.includes('domains:write'), denied.json.error.message);
  }
  const { key: projectsOnly } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['projects:read'],
    name: 'projects only',
  });
  const list = await as(projectsOnly).get(`/projects/${projectId}/domains`);
  assert.is(list.status, 403);
  assert.ok(list.json.error.message.includes('domains:read'), list.json.error.message);
  assert.is((await h.raw('GET', `${bizPath()}/projects/${projectId}/domains`, { key: null })).status, 401);
  assert.equal(await stored(d.id).then((x) => x!.status), 'pending_verification');
});

test("another business: its key is 403 on this business's paths, and its own paths do not reach this business's domains", async () => {
  const projectId = await newProject('Guarded Domains Site');
  const d = await add(projectId, 'guarded.example.test');
  const biz = await h.business('Domain Prying Co');
  const bid = biz.tenant.business_id;
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: bid,
    scopes: ['domains:read', 'domains:write'],
  });
  const intruder = as(key);
  for (const r of [
    await intruder.get(`/projects/${projectId}/domains`),
    await intruder.post(`/projects/${projectId}/domains`, { hostname: 'pry.example.test' }),
    await intruder.post(`/domains/${d.id}/verify`),
    await intruder.post(`/domains/${d.id}/attach`),
    await intruder.del(`/domains/${d.id}`),
  ]) {
    assert.is(r.status, 403, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'FORBIDDEN');
  }
  const own = as(key, bid);
  assert.is((await own.get(`/projects/${projectId}/domains`)).status, 404);
  assert.is((await own.post(`/projects/${projectId}/domains`, { hostname: 'pry.example.test' })).status, 404);
  for (const r of [
    await own.post(`/domains/${d.id}/verify`),
    await own.post(`/domains/${d.id}/attach`),
    await own.del(`/domains/${d.id}`),
  ])
    assert.is(r.status, 404);
  assert.equal(await stored(d.id).then((x) => x!.status), 'pending_verification');
});

test('configuration: the routing records default from BASE_URL; bad DNS and record settings stop the start', () => {
  assert.equal(loadConfig({}).domains, {
    dnsServers: [],
    dnsTimeoutMs: 3000,
    cnameTarget: null,
    aRecord: '127.0.0.1',
    tlsAskSecret: null,
  });
  const named = loadConfig({
    BASE_URL: 'https://API.shop.example',
    DNS_SERVERS: '127.0.0.1:5353, [::1]:53,8.8.8.8',
  }).domains;
  assert.equal(
    [named.cnameTarget, named.aRecord, named.dnsServers],
    ['api.shop.example', null, ['127.0.0.1:5353', '[::1]:53', '8.8.8.8']],
  );
  try {
    loadConfig({
      DNS_SERVERS: 'dns.google,127.0.0.1:99999',
      SITES_CNAME_TARGET: 'https://cname.example',
      SITES_A_RECORD: '::1',
    });
    assert.unreachable('bad settings were accepted');
  } catch (err) {
    assert.instance(err, ConfigError);
    const problems = (err as ConfigError).problems.join('\n');
    for (const s of ['"dns.google"', '"127.0.0.1:99999"', 'SITES_CNAME_TARGET=', 'SITES_A_RECORD='])
      assert.ok(problems.includes(s), `${s} in ${problems}`);
  }
});

test('every answer matched the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
