// The platform's sandbox and key owners over HTTP. The demo prints a test-mode business key (`dk_test_`) next to the
// live one; whoami and the context tell a key its mode and the account that owns it (the demo account, which also
// owns the keys the demo keys create). A test key reads and changes the sandbox, where every shopper flow of the
// demo lands, by default; asking it for live data is 403. A live key that misses a record the sandbox has is told
// where it is, not given a bare "not found"; a test key is never told about live records. Projects and the key list
// belong to the business: both modes share the projects, and a test key sees and revokes test keys only. A business
// made before owners were kept answers `account: null`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { ALL_SCOPES } from '../../src/modules/business/model.js';
import { newSessionId, startHarness, type Harness } from '../harness/harness.js';

const MONDAY = new Date('2027-01-04T08:00:00.000Z');
const SATURDAY = '2027-01-09'; // Accra is UTC+0 all year

let h: Harness;
let testKey: string;
test.before(async () => {
  h = await startHarness({ seed: true, now: MONDAY, tickMs: 0, env: { RATE_LIMITS: 'off' } });
  testKey = h.demo.test_business_key;
});
test.after(async () => {
  await h?.close();
});

const biz = () => `/v1/businesses/${h.demo.business_id}`;
const as = (key: string) => {
  const auth = { key: null, headers: { authorization: `Bearer ${key}` } };
  return {
    get: (path: string) => h.raw('GET', path, auth),
    post: (path: string, body?: unknown) => h.raw('POST', path, { ...auth, body: body ?? {} }),
    del: (path: string) => h.raw('DELETE', path, auth),
  };
};
const demoAccount = async () => {
  const a = await h.db.collection('owner_accounts').findOne({ email: 'owner@osu-corner-cafe.example' });
  assert.ok(a, 'the demo seeds its owner account');
  return { id: a!._id, name: 'Demo Owner', email: 'owner@osu-corner-cafe.example' };
};

/**
 * A guest books the demo's barista class at `hhmm` on Saturday in the sandbox (the demo storefront key is a test
 * key); cash, so nothing is paid.
 */
async function sandboxBooking(hhmm: string): Promise<{ orderId: string; bookingId: string }> {
  const start = new Date(`${SATURDAY}T${hhmm}:00.000Z`);
  const service = (await h.raw('GET', '/api/v1/scheduling/services')).json.data.find((s: { name: string }) =>
    /barista/i.test(s.name),
  );
  const shopper = h.shopper();
  const add = await h.raw('POST', '/api/v1/cart/items', {
    sessionId: shopper.sessionId,
    body: {
      item_id: service.product_id,
      variant_id: service.variants[0].id,
      location_id: service.location_ids[0],
      quantity: 1,
      scheduled_start: start.toISOString(),
      scheduled_end: new Date(start.getTime() + service.variants[0].duration_minutes * 60_000).toISOString(),
    },
  });
  assert.is(add.status, 201, JSON.stringify(add.json));
  const placed = await shopper.checkout({
    cart_id: await shopper.cartId(),
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'cash',
  });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const booking = await h.db.collection('bookings').findOne({ order_id: placed.body.data.order_id });
  return { orderId: placed.body.data.order_id, bookingId: String(booking!._id) };
}

test('the demo has a dk_test_ business key; whoami and the context give each key its mode and the demo account', async () => {
  assert.match(testKey, /^dk_test_[A-Za-z0-9]{32}$/);
  assert.match(h.demo.business_key, /^dk_live_/);
  const account = await demoAccount();
  const mine = await as(testKey).get('/v1/whoami');
  assert.is(mine.status, 200, JSON.stringify(mine.json));
  assert.equal(
    { ...mine.json.data, key_id: undefined, scopes: [...mine.json.data.scopes].sort() },
    {
      key_id: undefined,
      business_id: h.demo.business_id,
      mode: 'test',
      scopes: [...ALL_SCOPES].sort(),
      account,
    },
  );
  const live = await as(h.demo.business_key).get(`${biz()}/whoami`);
  assert.equal([live.json.data.mode, live.json.data.account], ['live', account]);
  for (const key of [testKey, h.demo.business_key]) {
    const ctx = await as(key).get(`${biz()}/context`);
    assert.is(ctx.status, 200, JSON.stringify(ctx.json));
    assert.equal(ctx.json.data.account, account);
  }
});

test('bookings: a test key sees the sandbox by default; a live key is told the booking is in test mode', async () => {
  const { bookingId } = await sandboxBooking('12:00');
  const listed = await as(testKey).get(`${biz()}/bookings`);
  assert.is(listed.status, 200, JSON.stringify(listed.json));
  assert.ok(
    listed.json.data.bookings.some((b: { id: string }) => b.id === bookingId),
    'the sandbox booking is listed',
  );
  assert.is((await as(testKey).get(`${biz()}/bookings/${bookingId}`)).json.data.id, bookingId);

  const missed = await as(h.demo.business_key).get(`${biz()}/bookings/${bookingId}`);
  assert.is(missed.status, 404);
  assert.is(missed.json.error.code, 'NOT_FOUND');
  assert.match(
    missed.json.error.message,
    `Booking ${bookingId} is a sandbox (test mode) booking and this request is in live mode; add mode=test`,
  );
  assert.match(missed.json.error.message, 'dk_test_');
  const cancel = await as(h.demo.business_key).post(`${biz()}/bookings/${bookingId}/cancel`, { reason: 'closed' });
  assert.is(cancel.status, 404);
  assert.match(cancel.json.error.message, 'is a sandbox (test mode) booking');
  assert.is((await as(h.demo.business_key).get(`${biz()}/bookings/${bookingId}?mode=test`)).status, 200);
  // A booking in neither mode: the plain answer.
  const unknown = await as(h.demo.business_key).get(`${biz()}/bookings/bk_doesnotexist0000`);
  assert.equal([unknown.status, unknown.json.error.message], [404, 'Booking bk_doesnotexist0000 not found']);
});

test('orders: a test key lists and changes the sandbox orders; mode=live with a test key is 403 naming mode', async () => {
  const { orderId } = await sandboxBooking('14:00');
  const listed = await as(testKey).get(`${biz()}/orders?limit=100`);
  assert.ok(
    listed.json.data.orders.some((o: { id: string }) => o.id === orderId),
    'the sandbox order is listed',
  );
  assert.is((await as(h.demo.business_key).get(`${biz()}/orders?limit=100`)).json.data.orders.length, 0);
  const paid = await as(testKey).post(`${biz()}/orders/${orderId}/mark-paid`);
  assert.is(paid.status, 200, JSON.stringify(paid.json));

  for (const path of [
    `${biz()}/orders?mode=live`,
    `${biz()}/bookings?mode=live`,
    `${biz()}/support/conversations?mode=live`,
  ]) {
    const refused = await as(testKey).get(path);
    assert.is(refused.status, 403, path);
    assert.is(refused.json.error.code, 'FORBIDDEN');
    assert.match(refused.json.error.message, /^mode: a test-mode business key \(dk_test_…\) acts on sandbox data only/);
  }
  const live = await as(h.demo.business_key).post(`${biz()}/orders/${orderId}/mark-paid`);
  assert.is(live.status, 404);
  assert.match(live.json.error.message, `Order ${orderId} is a sandbox (test mode) order`);
});

test('support: the sandbox inbox by default for a test key; a live key is told; a test key hears nothing of live ones', async () => {
  const sandbox = newSessionId();
  await h.raw('POST', '/api/v1/support/conversation/messages', {
    sessionId: sandbox,
    body: { content: 'sandbox shopper' },
  });
  const t = (await h.raw('POST', '/api/v1/support/conversation', { sessionId: sandbox })).json.data.conversation.id;
  assert.is((await as(testKey).get(`${biz()}/support/conversations/${t}`)).status, 200);
  const reply = await as(testKey).post(`${biz()}/support/conversations/${t}/messages`, {
    content: 'Hello from the sandbox',
  });
  assert.is(reply.status, 201, JSON.stringify(reply.json));
  const missed = await as(h.demo.business_key).get(`${biz()}/support/conversations/${t}`);
  assert.is(missed.status, 404);
  assert.match(
    missed.json.error.message,
    `Conversation ${t} is a sandbox (test mode) conversation and this request is in live mode`,
  );

  // A shopper of the live storefront: the test key is not told that the conversation exists.
  const shopper = newSessionId();
  const key = h.demo.live_publishable_key;
  await h.raw('POST', '/api/v1/support/conversation/messages', {
    key,
    sessionId: shopper,
    body: { content: 'live shopper' },
  });
  const live = (await h.raw('POST', '/api/v1/support/conversation', { key, sessionId: shopper })).json.data.conversation
    .id;
  assert.is((await as(h.demo.business_key).get(`${biz()}/support/conversations/${live}`)).status, 200);
  const hidden = await as(testKey).get(`${biz()}/support/conversations/${live}`);
  assert.equal([hidden.status, hidden.json.error.message], [404, `Conversation ${live} not found`]);
  // A live key in test mode is told the other way round.
  const other = await as(h.demo.business_key).get(`${biz()}/support/conversations/${live}?mode=test`);
  assert.match(
    other.json.error.message,
    `Conversation ${live} is a live conversation and this request is in test mode (mode=test)`,
  );
});

test('keys: a test key issues test keys owned by its account, lists and revokes test keys only', async () => {
  const made = await as(testKey).post(`${biz()}/api-keys`, {
    name: 'sandbox bot',
    scopes: ['mcp:invoke', 'orders:read'],
  });
  assert.is(made.status, 201, JSON.stringify(made.json));
  assert.match(made.json.data.secret, /^dk_test_/);
  assert.is(made.json.data.mode, 'test');
  const who = await as(made.json.data.secret).get('/v1/whoami');
  assert.equal([who.json.data.mode, who.json.data.account], ['test', await demoAccount()]);

  const refused = await as(testKey).post(`${biz()}/api-keys`, {
    name: 'escalate',
    scopes: ['orders:read'],
    mode: 'live',
  });
  assert.is(refused.status, 403);
  assert.match(refused.json.error.message, /^mode: /);
  const fromLive = await as(h.demo.business_key).post(`${biz()}/api-keys`, {
    name: 'sandbox from live',
    scopes: ['orders:read'],
    mode: 'test',
  });
  assert.match(fromLive.json.data.secret, /^dk_test_/);

  const testList = (await as(testKey).get(`${biz()}/api-keys`)).json.data.api_keys;
  assert.ok(testList.length >= 3);
  assert.ok(
    testList.every((k: { mode: string; prefix: string }) => k.mode === 'test' && k.prefix.startsWith('dk_test_')),
    JSON.stringify(testList),
  );
  const liveList = (await as(h.demo.business_key).get(`${biz()}/api-keys`)).json.data.api_keys;
  assert.equal([...new Set(liveList.map((k: { mode: string }) => k.mode))].sort(), ['live', 'test']);

  const liveOne = liveList.find((k: { mode: string }) => k.mode === 'live');
  assert.is((await as(testKey).del(`${biz()}/api-keys/${liveOne.id}`)).status, 204);
  assert.is(
    (await h.db.collection('api_keys').findOne({ _id: liveOne.id }))!.revoked_at,
    null,
    'a test key cannot revoke a live key',
  );
});

test("projects belong to the business: one made with the test key is the live key's too", async () => {
  const made = await as(testKey).post(`${biz()}/projects`, { name: 'Sandbox Made Site' });
  assert.is(made.status, 201, JSON.stringify(made.json));
  assert.is((await as(h.demo.business_key).get(`${biz()}/projects/${made.json.data.id}`)).status, 200);
});

test('a business and key made before owners were kept: account null in whoami and the context', async () => {
  const old = await h.business('Ownerless Shop');
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: old.tenant.business_id,
    scopes: ['mcp:invoke', 'projects:read'],
    now: h.clock.now(),
  });
  const who = await as(key).get('/v1/whoami');
  assert.equal([who.status, who.json.data.mode, who.json.data.account], [200, 'live', null]);
  const ctx = await as(key).get(`/v1/businesses/${old.tenant.business_id}/context`);
  assert.equal(ctx.json.data, {
    account: null,
    business: { id: old.tenant.business_id, name: 'Ownerless Shop' },
    project: null,
  });
});

test('every answer matched the contract', () => {
  assert.ok(h.checkedResponses() > 20);
  assert.equal(h.responseViolations(), []);
});

test.run();
