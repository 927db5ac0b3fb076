// Negotiation's refusals on the real UCP surface (spec/ucp, the service as it runs), every answer checked against
// the contract by the harness: the UCP checkout and order operations refuse an agent before their handlers run,
// with UCP's codes and statuses (400 invalid_profile_url, 424 profile_unreachable, 422 profile_malformed and
// version_unsupported, 403 profile_not_trusted, 404 for a closed mode) and capabilities_incompatible answered 200 as
// a UCP error response. The agent caller itself is tested in negotiation.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { updateBusinessSettings } from '../../src/modules/business/index.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { agentProfile, startProfileServer, type ProfileServer } from './profile-server.js';

let h: Harness;
let host: ProfileServer;
test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

const CHECKOUT_BODY = { line_items: [{ item: { id: 'prod_x' }, quantity: 1 }] };

async function createCheckout(agent: string | undefined, mode = 'test') {
  const res = await h.fetch(`${h.url}/ucp/${mode}/${h.demo.business_id}/checkout-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(agent === undefined ? {} : { 'ucp-agent': agent }) },
    body: JSON.stringify(CHECKOUT_BODY),
  });
  return { status: res.status, json: (await res.json()) as any };
}
const profileHeader = (path: string) => `profile="${host.origin}${path}"`;

test('refusals: each with its status and UCP code', async () => {
  host.set('/moved.json', { status: 307, headers: { location: `${host.origin}/x.json` } });
  host.set('/html.json', { body: '<p>hi</p>', headers: { 'content-type': 'text/html' } });
  const future = agentProfile();
  future.ucp.version = '2027-01-01';
  host.set('/future.json', { body: future });
  for (const [agent, status, code] of [
    [undefined, 400, 'invalid_profile_url'],
    ['profile=https://agent.example/p.json', 400, 'invalid_profile_url'],
    [profileHeader('/moved.json'), 424, 'profile_unreachable'],
    [profileHeader('/html.json'), 422, 'profile_malformed'],
    [profileHeader('/future.json'), 422, 'version_unsupported'],
  ] as const) {
    const r = await createCheckout(agent);
    assert.is(r.status, status, `${agent}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.code, code);
    assert.type(r.json.content, 'string');
  }
  const order = await h.fetch(`${h.url}/ucp/test/${h.demo.business_id}/orders/ord_missing`, {
    headers: { 'ucp-agent': profileHeader('/moved.json') },
  });
  assert.is(order.status, 424);
});

test('an agent without checkout: 200 with a UCP error response', async () => {
  host.set('/orders-only.json', { body: agentProfile(['order']) });
  const r = await createCheckout(profileHeader('/orders-only.json'));
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.ucp.status, 'error');
  assert.is(r.json.messages[0].code, 'capabilities_incompatible');
  assert.is(r.json.messages[0].severity, 'unrecoverable');
});

test("the business's allowlist and modes", async () => {
  host.set('/agent.json', { body: agentProfile() });
  const now = h.srv.clock.now();
  const { db } = h.srv.services;
  await updateBusinessSettings(
    db,
    h.demo.business_id,
    { ucp: { agents: { allow_hosts: ['agent.example.com'] }, modes: { live: false } } },
    now,
    false,
  );
  let r = await createCheckout(profileHeader('/agent.json'));
  assert.is(r.status, 403);
  assert.is(r.json.code, 'profile_not_trusted');
  r = await createCheckout(profileHeader('/agent.json'), 'live');
  assert.is(r.status, 404);
  assert.is(r.json.code, 'not_found');
  assert.is(host.hits('/agent.json'), 0);
});

test('every answer kept to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
