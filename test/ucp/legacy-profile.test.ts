// The business profile for agents of release 2026-01-11 (src/handlers/ucp/discovery.ts, rules/legacy-profile.ts):
// `…/.well-known/ucp/2026-01-11` for every business (linked from the main profile's `supported_versions`), and
// `…/.well-known/ucp` itself for a business pinned to 2026-01-11 (`ucp.version_pin`). Checked against the contract
// (UcpLegacyBusinessProfile) by the harness.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { updateBusinessSettings } from '../../src/modules/business/index.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { type Market, seedMarket } from './support/flower-market.js';

let h: Harness;
let market: Market;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  market = await seedMarket(h);
});
test.after(async () => {
  await h?.close();
});

async function get(url: string) {
  const res = await h.fetch(url);
  return { status: res.status, json: (await res.json()) as any, headers: res.headers };
}

const NAMES = [
  'dev.ucp.shopping.buyer_consent',
  'dev.ucp.shopping.checkout',
  'dev.ucp.shopping.discount',
  'dev.ucp.shopping.fulfillment',
  'dev.ucp.shopping.order',
];

test('a business pinned to 2026-01-11 declares it: that release’s profile shape at /.well-known/ucp', async () => {
  const r = await get(`${market.base}/.well-known/ucp`);
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.headers.get('cache-control'), 'public, max-age=300');
  const { ucp, payment, signing_keys } = r.json;
  assert.is(ucp.version, '2026-01-11');
  assert.equal(ucp.services['dev.ucp.shopping'].version, '2026-01-11');
  assert.is(ucp.services['dev.ucp.shopping'].rest.endpoint, market.base);
  assert.is(ucp.services['dev.ucp.shopping'].mcp.endpoint, `${market.base}/mcp`);
  assert.equal(ucp.capabilities.map((c: any) => c.name).sort(), NAMES);
  for (const c of ucp.capabilities) {
    assert.is(c.version, '2026-01-11');
    assert.match(c.spec, /^https:\/\/ucp\.dev\/specification\//);
    assert.match(c.schema, /^https:\/\/ucp\.dev\/schemas\/shopping\/.+\.json$/);
  }
  assert.equal(
    ucp.capabilities.filter((c: any) => c.extends).map((c: any) => c.extends),
    ['dev.ucp.shopping.checkout', 'dev.ucp.shopping.checkout', 'dev.ucp.shopping.checkout'],
  );
  // The instruments' handler id of the market's tables is the sandbox handler's; no handler we cannot process.
  assert.equal(
    payment.handlers.map((x: any) => [x.id, x.version]),
    [['market_sandbox', '2026-01-11']],
  );
  assert.ok(signing_keys.length >= 1);
  const same = await get(`${market.base}/.well-known/ucp/2026-01-11`);
  assert.equal(same.json, r.json);
});

test('any business: the 2026-01-11 profile at the URL its current profile lists; that one unchanged', async () => {
  const base = `${h.url}/ucp/test/${h.demo.business_id}`;
  const current = await get(`${base}/.well-known/ucp`);
  assert.is(current.json.ucp.version, '2026-04-08');
  const link = current.json.ucp.supported_versions['2026-01-11'];
  assert.is(link, `${base}/.well-known/ucp/2026-01-11`);
  const older = await get(link);
  assert.is(older.status, 200, JSON.stringify(older.json));
  assert.is(older.json.ucp.version, '2026-01-11');
  assert.equal(older.json.ucp.capabilities.map((c: any) => c.name).sort(), NAMES);
  assert.equal(
    older.json.payment.handlers.map((x: any) => x.id),
    ['sandbox'],
  );
  assert.equal(older.json.signing_keys, current.json.signing_keys);
  // Live: no sandbox handler in either release's profile.
  const live = await get(`${h.url}/ucp/live/${h.demo.business_id}/.well-known/ucp/2026-01-11`);
  assert.equal(live.json.payment.handlers, []);
});

test('the pin can be lifted: the current profile again', async () => {
  await updateBusinessSettings(h.db, market.businessId, { ucp: { version_pin: null } }, h.clock.now(), false);
  try {
    const r = await get(`${market.base}/.well-known/ucp`);
    assert.is(r.json.ucp.version, '2026-04-08');
  } finally {
    await updateBusinessSettings(h.db, market.businessId, { ucp: { version_pin: '2026-01-11' } }, h.clock.now(), false);
  }
});

test('an unknown business is 404; a release not served is 400 naming the path parameter', async () => {
  const unknown = await get(`${h.url}/ucp/test/biz_doesnotexist1/.well-known/ucp/2026-01-11`);
  assert.is(unknown.status, 404);
  assert.is(unknown.json.code, 'not_found');
  const other = await get(`${market.base}/.well-known/ucp/2026-01-23`);
  assert.is(other.status, 400);
  assert.match(other.json.content, /^path\.version/);
});

test('every answer conformed to the contract', () => {
  assert.ok(h.checkedResponses() >= 8, `only ${h.checkedResponses()} answers checked`);
  assert.equal(h.responseViolations(), []);
});

test.run();
