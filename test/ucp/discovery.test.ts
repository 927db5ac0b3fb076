// The UCP business profile over HTTP (src/handlers/ucp/discovery.ts): per business and mode at
// /ucp/{mode}/{business_id}/.well-known/ucp, valid against the contract (the harness checks every answer), cacheable
// for 5 minutes, with the sandbox payment handler in test mode only (its id from the business's settings) and the
// signing keys of that mode; 404 in UCP's error shape for an unknown business, one with UCP turned off, or a mode
// turned off. The live profile is also at /.well-known/ucp on the business's site host and attached custom domains,
// and every other path of those hosts stays the site's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { getByHost } from '../platform/helpers.js';

let h: Harness;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off', SITES_DOMAIN: 'sites.test' } });
});
test.after(async () => {
  await h?.close();
});

const profilePath = (mode: string, businessId = h.demo.business_id) => `/ucp/${mode}/${businessId}/.well-known/ucp`;
const profile = (mode: string, businessId?: string) => h.raw('GET', profilePath(mode, businessId), { key: null });
const settings = async (ucp: Record<string, unknown>) => {
  const r = await h.raw('PATCH', `/v1/businesses/${h.demo.business_id}/settings`, {
    key: null,
    headers: { authorization: `Bearer ${h.businessKey}` },
    body: { ucp },
  });
  assert.is(r.status, 200, JSON.stringify(r.json));
};

test('test mode: version, endpoints, capabilities, sandbox handler, signing keys; cacheable', async () => {
  const r = await profile('test');
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.headers.get('cache-control'), 'public, max-age=300');
  const { ucp, signing_keys } = r.json;
  assert.is(ucp.version, '2026-04-08');
  const base = `${h.srv.services.config.apiUrl.replace(/\/+$/, '')}/ucp/test/${h.demo.business_id}`;
  assert.equal(ucp.supported_versions, { '2026-01-11': `${base}/.well-known/ucp/2026-01-11` });
  assert.equal(
    ucp.services['dev.ucp.shopping'].map((s: any) => [s.transport, s.endpoint, s.version]),
    [
      ['rest', base, '2026-04-08'],
      ['mcp', `${base}/mcp`, '2026-04-08'],
    ],
  );
  for (const name of [
    'dev.ucp.shopping.checkout',
    'dev.ucp.shopping.fulfillment',
    'dev.ucp.shopping.discount',
    'dev.ucp.shopping.buyer_consent',
    'dev.ucp.shopping.order',
  ])
    assert.ok(ucp.capabilities[name], name);
  // Each with its page and schema on ucp.dev, as the protocol binds `dev.ucp.*` names to that origin.
  for (const [name, [cap]] of Object.entries<any[]>(ucp.capabilities)) {
    assert.match(cap.spec, /^https:\/\/ucp\.dev\/2026-04-08\/specification\//, name);
    assert.match(cap.schema, /^https:\/\/ucp\.dev\/2026-04-08\/schemas\/shopping\/[a-z_]+\.json$/, name);
  }
  const fulfillment = ucp.capabilities['dev.ucp.shopping.fulfillment'][0];
  assert.equal(fulfillment, {
    version: '2026-04-08',
    spec: 'https://ucp.dev/2026-04-08/specification/fulfillment',
    schema: 'https://ucp.dev/2026-04-08/schemas/shopping/fulfillment.json',
    extends: 'dev.ucp.shopping.checkout',
  });
  assert.is(
    ucp.capabilities['dev.ucp.shopping.buyer_consent'][0].spec,
    'https://ucp.dev/2026-04-08/specification/buyer-consent',
  );
  // The harness serves on 127.0.0.1, which has no reverse-domain form.
  assert.equal(Object.keys(ucp.payment_handlers), ['localhost.sandbox']);
  assert.equal(
    ucp.payment_handlers['localhost.sandbox'].map((x: any) => x.id),
    ['sandbox'],
  );
  assert.ok(signing_keys.length >= 1);
  for (const k of signing_keys) assert.equal([k.kty, k.crv, k.alg, k.use], ['EC', 'P-256', 'ES256', 'sig']);
  assert.equal(h.responseViolations(), []);
});

test('live mode: its own endpoint and keys, no sandbox handler', async () => {
  const [live, sandbox] = await Promise.all([profile('live'), profile('test')]);
  assert.is(live.status, 200, JSON.stringify(live.json));
  assert.match(live.json.ucp.services['dev.ucp.shopping'][0].endpoint, `/ucp/live/${h.demo.business_id}`);
  assert.equal(live.json.ucp.payment_handlers, {});
  const kids = (r: typeof live) => r.json.signing_keys.map((k: any) => k.kid);
  assert.not.ok(
    kids(live).some((kid: string) => kids(sandbox).includes(kid)),
    'live and test keys are separate',
  );
  assert.equal(h.responseViolations(), []);
});

test("the sandbox handler's id is the business's setting", async () => {
  await settings({ sandbox_handler_id: 'mock_payment_handler' });
  try {
    const r = await profile('test');
    assert.equal(r.json.ucp.payment_handlers['localhost.sandbox'][0].id, 'mock_payment_handler');
  } finally {
    await settings({ sandbox_handler_id: 'sandbox' });
  }
});

test('a business of its own gets a profile with no setup', async () => {
  const other = await h.business('Profile Shop');
  const r = await profile('test', other.tenant.business_id);
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.match(r.json.ucp.services['dev.ucp.shopping'][0].endpoint, other.tenant.business_id);
});

test('unknown business, UCP turned off, a mode turned off: 404 in the UCP error shape; a bad mode is 400', async () => {
  const unknown = await profile('test', 'biz_doesnotexist1');
  assert.is(unknown.status, 404);
  assert.equal(unknown.json, { code: 'not_found', content: 'Business biz_doesnotexist1 not found' });

  await settings({ modes: { test: false } });
  try {
    const off = await profile('test');
    assert.is(off.status, 404);
    assert.is(off.json.code, 'not_found');
    assert.match(off.json.content, 'test mode');
    assert.is((await profile('live')).status, 200, 'the other mode still answers');
  } finally {
    await settings({ modes: { test: true } });
  }
  await settings({ enabled: false });
  try {
    const disabled = await profile('live');
    assert.is(disabled.status, 404);
    assert.match(disabled.json.content, 'does not sell to UCP agents');
  } finally {
    await settings({ enabled: true });
  }
  const bad = await profile('sandbox');
  assert.is(bad.status, 400);
  assert.is(bad.json.code, 'validation_error');
  assert.match(bad.json.content, /^path\.mode: must be one of "live", "test"/);
  assert.equal(h.responseViolations(), []);
});

test("the live profile at /.well-known/ucp on the business's site host and custom domain; the rest stays the site's", async () => {
  const bearer = { key: null, headers: { authorization: `Bearer ${h.businessKey}` } };
  const biz = `/v1/businesses/${h.demo.business_id}`;
  const created = await h.raw('POST', `${biz}/projects`, { ...bearer, body: { name: 'Profile Site' } });
  assert.is(created.status, 201, JSON.stringify(created.json));
  const project = await h.db.collection('projects').findOne({ _id: created.json.data.id });
  const siteHost = `${project!.host_label}.sites.test`;

  const onSite = await getByHost(h, siteHost, '/.well-known/ucp');
  assert.is(onSite.status, 200, onSite.body);
  assert.is(onSite.headers['cache-control'], 'public, max-age=300');
  const doc = JSON.parse(onSite.body);
  assert.match(doc.ucp.services['dev.ucp.shopping'][0].endpoint, `/ucp/live/${h.demo.business_id}`);
  assert.equal(doc.ucp.payment_handlers, {});
  // Every other path of the host is the site's (nothing released yet: the site's own "no deployment" answer).
  const page = await getByHost(h, siteHost, '/index.html');
  assert.equal([page.status, page.body], [404, 'No deployment is served at this address\n']);
  const near = await getByHost(h, siteHost, '/.well-known/ucp/2026-01-11');
  assert.is(near.body, 'No deployment is served at this address\n');

  // An attached custom domain (DNS verification is the domains tests' subject: taken as seen here).
  const added = await h.raw('POST', `${biz}/projects/${created.json.data.id}/domains`, {
    ...bearer,
    body: { hostname: 'shop.profile-roses.test' },
  });
  assert.is(added.status, 201, JSON.stringify(added.json));
  await h.db
    .collection('domains')
    .updateOne({ _id: added.json.data.id }, { $set: { status: 'verified', verified_at: new Date() } });
  assert.is((await h.raw('POST', `${biz}/domains/${added.json.data.id}/attach`, bearer)).status, 200);
  const onDomain = await getByHost(h, 'shop.profile-roses.test', '/.well-known/ucp');
  assert.is(onDomain.status, 200, onDomain.body);
  assert.equal(JSON.parse(onDomain.body).ucp.services, doc.ucp.services);

  // A host that is no business's site gets no profile.
  const stranger = await getByHost(h, 'nobody.sites.test', '/.well-known/ucp');
  assert.is(stranger.status, 404);
  assert.not.match(stranger.body, '"ucp"');
});

test('the reference: the UCP page at /docs/ucp, the shopper tools at /openrpc/ucp.json, linked from /docs', async () => {
  const page = await fetch(`${h.url}/docs/ucp`);
  assert.is(page.status, 200);
  assert.match(await page.text(), 'UCP API');
  const rpc = await fetch(`${h.url}/openrpc/ucp.json`);
  assert.is(rpc.status, 200);
  const doc = (await rpc.json()) as { methods: { name: string }[] };
  assert.ok(doc.methods.some((m) => m.name === 'complete_checkout'));
  const index = await (await fetch(`${h.url}/docs`)).text();
  assert.match(index, 'href="/docs/ucp"');
  assert.match(index, 'href="/openrpc/ucp.json"');
});

test.run();
