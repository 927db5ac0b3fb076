// GET /v1/whoami over HTTP: a client holding only a business key learns its key id, business and scopes, the same
// answer as the path-scoped whoami; any valid business key may ask (no scope), and everything else is refused with
// the platform envelope.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/sdk.gen.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

const bearer = (key: string | null, headers: Record<string, string> = {}) => ({
  key: null,
  headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
});
const whoami = (key: string | null, headers?: Record<string, string>) =>
  h.raw('GET', '/v1/whoami', bearer(key, headers));
const scoped = async (scopes: string[], businessId = h.demo.business_id) =>
  (
    await issueApiKey(h.db, {
      kind: 'business',
      livemode: true,
      business_id: businessId,
      scopes,
      name: 'whoami test',
      now: h.clock.now(),
    })
  ).key;

test('the demo key: the same answer as the path-scoped whoami, through the generated SDK too', async () => {
  const r = await whoami(h.businessKey);
  assert.is(r.status, 200, JSON.stringify(r.json));
  const scoped = await h.raw('GET', `/v1/businesses/${h.demo.business_id}/whoami`, bearer(h.businessKey));
  assert.is(scoped.status, 200);
  assert.equal(r.json, scoped.json);
  assert.is(r.json.data.business_id, h.demo.business_id);
  assert.ok(r.json.data.scopes.includes('orders:read'), 'the demo key holds every scope, the new one included');
  const viaSdk = await pf.getKeyWhoami({ client: h.platform() });
  assert.equal(viaSdk.data, r.json);
});

test('any business key may ask, whatever its scopes; the path-scoped whoami still needs mcp:invoke', async () => {
  const key = await scoped(['orders:read']);
  const r = await whoami(key);
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data.scopes, ['orders:read']);
  assert.match(r.json.data.key_id, /^key_/);
  const pathScoped = await h.raw('GET', `/v1/businesses/${h.demo.business_id}/whoami`, bearer(key));
  assert.is(pathScoped.status, 403);
});

test("another business's key learns its own business", async () => {
  const other = await h.business('Whoami Other Co');
  const key = await scoped(['deploys:read'], other.tenant.business_id);
  const r = await whoami(key);
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.data.business_id, other.tenant.business_id);
  // Naming a business the key does not serve is refused, as on every platform operation.
  const across = await whoami(key, { 'x-business-id': h.demo.business_id });
  assert.is(across.status, 403, JSON.stringify(across.json));
  assert.is(across.json.error.code, 'FORBIDDEN');
});

test('no key, a malformed, unknown or revoked key: 401 with the envelope; a storefront key: 403', async () => {
  for (const key of [null, 'not-a-key', `dk_live_${'x'.repeat(32)}`]) {
    const r = await whoami(key);
    assert.is(r.status, 401, `${key}: ${JSON.stringify(r.json)}`);
    assert.equal(Object.keys(r.json), ['error']);
    assert.is(r.json.error.code, 'UNAUTHORIZED');
    assert.is(r.json.error.retryable, false);
  }
  const created = await h.raw('POST', `/v1/businesses/${h.demo.business_id}/api-keys`, {
    ...bearer(h.businessKey),
    body: { name: 'short-lived', scopes: ['deploys:read'] },
  });
  assert.is(created.status, 201);
  assert.is((await whoami(created.json.data.secret)).status, 200);
  assert.is(
    (
      await h.raw(
        'DELETE',
        `/v1/businesses/${h.demo.business_id}/api-keys/${created.json.data.id}`,
        bearer(h.businessKey),
      )
    ).status,
    204,
  );
  assert.is((await whoami(created.json.data.secret)).status, 401);

  for (const key of [h.secretKey, h.publishableKey]) {
    const r = await whoami(key);
    assert.is(r.status, 403, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'FORBIDDEN');
  }
});

test('every response matched the contract', () => {
  assert.ok(h.checkedResponses() >= 15, `only ${h.checkedResponses()} responses checked`);
  assert.equal(h.responseViolations(), []);
});

test.run();
