// Sandbox test clocks over HTTP (docs/test-clocks.md): create, read, list, advance (advancing, then ready at the
// time asked for, every registered sweep run at each due time with services on the clock's time), the per-call
// binding (the Cimplify-Test-Clock header, a signed-in customer attached to a clock), live keys refused, delete with
// its objects, the limits (2 years per advance, 1,000 steps, 100 clocks) and expiry after 30 real days.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registerClockSweep, type ClockScope } from '../../src/flows/test-clocks/sweeps.js';
import { defineJobs } from '../../src/jobs/test-clocks.js';
import type { Services } from '../../src/services.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { until } from '../platform/helpers.js';

const NOW = new Date('2027-03-01T09:00:00.000Z');
const FROZEN = '2027-01-01T00:00:00.000Z';
const DAY = 86_400_000;

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true, now: NOW, tickMs: 0, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

// A sweep of the test's own: due at the times in `dueTimes` (of its clock only); each run records the time and the
// clock it saw. `everyMinute` makes it due a minute after whatever time the clock shows (the step limit's test).
const seen: { clock: string; at: string; bound: string | undefined }[] = [];
let dueTimes: Date[] = [];
let everyMinute: string | null = null;
registerClockSweep({
  name: 'test-sweep',
  async nextDue(services: Services, scope: ClockScope) {
    if (everyMinute === scope.clockId) return new Date(services.clock.now().getTime() + 60_000);
    const now = services.clock.now().getTime();
    return dueTimes.find((d) => d.getTime() > now || !seen.some((s) => s.at === d.toISOString())) ?? null;
  },
  async run(services: Services, scope: ClockScope) {
    if (everyMinute === scope.clockId) return 0;
    const at = services.clock.now().toISOString();
    seen.push({ clock: scope.clockId, at, bound: services.testClock?.id });
    return 1;
  },
});

const platform = (key: string) => ({ key: null, headers: { authorization: `Bearer ${key}` } });
const asTest = () => platform(h.demo.test_business_key);
const create = (body: unknown = { frozen_time: FROZEN }) => h.raw('POST', '/v1/test_clocks', { ...asTest(), body });
const get = (id: string) => h.raw('GET', `/v1/test_clocks/${id}`, asTest());
const advance = (id: string, frozen_time: string) =>
  h.raw('POST', `/v1/test_clocks/${id}/advance`, { ...asTest(), body: { frozen_time } });
const ready = (id: string) =>
  until(
    `clock ${id} ready`,
    async () => (await get(id)).json.data,
    (c) => c.status !== 'advancing',
  );

async function newClock(name?: string): Promise<string> {
  const r = await create({ frozen_time: FROZEN, ...(name ? { name } : {}) });
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data.id;
}

test('a clock is created frozen at the time given, read back and listed; it expires 30 real days on', async () => {
  const r = await create({ frozen_time: FROZEN, name: 'Renewals' });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const c = r.json.data;
  assert.match(c.id, /^clock_[A-Za-z0-9]{20}$/);
  assert.equal(
    { ...c, id: undefined },
    {
      id: undefined,
      name: 'Renewals',
      livemode: false,
      frozen_time: FROZEN,
      status: 'ready',
      advancing_to: null,
      progress: { steps: 0, objects: {}, last_error: null },
      created_at: NOW.toISOString(),
      expires_at: new Date(NOW.getTime() + 30 * DAY).toISOString(),
    },
  );
  assert.equal((await get(c.id)).json.data, c);
  const list = await h.raw('GET', '/v1/test_clocks', asTest());
  assert.is(list.status, 200);
  assert.ok(list.json.data.test_clocks.some((x: { id: string }) => x.id === c.id));
  assert.is((await get('clock_unknown0000000000')).status, 404);
});

test('advancing answers advancing, then runs each due time in order on the clock, and ends ready', async () => {
  const id = await newClock();
  dueTimes = [new Date('2027-02-01T00:00:00.000Z'), new Date('2027-01-15T00:00:00.000Z')].sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  const r = await advance(id, '2027-03-01T00:00:00.000Z');
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.data.status, 'advancing');
  assert.is(r.json.data.advancing_to, '2027-03-01T00:00:00.000Z');
  assert.is(r.json.data.frozen_time, FROZEN);
  const done = await ready(id);
  assert.is(done.status, 'ready');
  assert.is(done.frozen_time, '2027-03-01T00:00:00.000Z');
  assert.is(done.advancing_to, null);
  assert.equal(done.progress, { steps: 2, objects: { 'test-sweep': 2 }, last_error: null });
  assert.equal(
    seen.filter((s) => s.clock === id),
    [
      { clock: id, at: '2027-01-15T00:00:00.000Z', bound: id },
      { clock: id, at: '2027-02-01T00:00:00.000Z', bound: id },
    ],
  );
  dueTimes = [];
});

test('an advance is refused while another runs, backwards, and more than 2 years ahead', async () => {
  const id = await newClock();
  const back = await advance(id, '2026-12-31T23:59:59.000Z');
  assert.is(back.status, 400);
  assert.match(back.json.error.message, /^frozen_time: must be later/);
  const far = await advance(id, '2029-01-01T00:00:00.001Z');
  assert.is(far.status, 400);
  assert.match(far.json.error.message, /^frozen_time: one advance goes at most 2 years ahead/);
  assert.is((await advance(id, '2029-01-01T00:00:00.000Z')).status, 200);
  await ready(id);
  await h.db.collection('test_clocks').updateOne({ _id: id as never }, { $set: { status: 'advancing' } });
  const busy = await advance(id, '2029-06-01T00:00:00.000Z');
  assert.is(busy.status, 409);
  assert.match(busy.json.error.message, /already advancing/);
});

test('an advance stops after 1,000 steps with internal_failure, saying where', async () => {
  const id = await newClock();
  everyMinute = id;
  await advance(id, '2027-01-03T00:00:00.000Z');
  const c = await ready(id);
  everyMinute = null;
  assert.is(c.status, 'internal_failure');
  assert.is(c.progress.steps, 1000);
  assert.is(c.frozen_time, new Date(Date.parse(FROZEN) + 1000 * 60_000).toISOString());
  assert.match(c.progress.last_error, /stopped after 1000 steps/);
  // It can be advanced again from where it stopped.
  assert.is((await advance(id, '2027-01-02T00:00:00.000Z')).status, 200);
  assert.is((await ready(id)).status, 'ready');
});

test('live keys are refused by every test clock operation', async () => {
  const id = await newClock();
  const live = platform(h.demo.business_key);
  const calls = [
    h.raw('POST', '/v1/test_clocks', { ...live, body: { frozen_time: FROZEN } }),
    h.raw('GET', '/v1/test_clocks', live),
    h.raw('GET', `/v1/test_clocks/${id}`, live),
    h.raw('POST', `/v1/test_clocks/${id}/advance`, { ...live, body: { frozen_time: '2027-02-01T00:00:00.000Z' } }),
    h.raw('POST', `/v1/test_clocks/${id}/customers`, { ...live, body: { customer_id: 'cus_0000000000' } }),
    h.raw('DELETE', `/v1/test_clocks/${id}`, live),
  ];
  for (const r of await Promise.all(calls)) {
    assert.is(r.status, 403, JSON.stringify(r.json));
    assert.match(r.json.error.message, /only in test mode/);
  }
  assert.is((await get(id)).status, 200, 'the live delete deleted nothing');
});

/** A cash order of one bag of the demo's beans, placed with `init` (key, headers) over the storefront. */
async function cashOrder(init: { key?: string; headers?: Record<string, string> }) {
  const products = await h.raw('GET', '/api/v1/catalogue/products?limit=100', init);
  const beans = products.json.data.items.find((p: { slug: string }) => p.slug === 'house-blend-coffee-beans');
  const shopper = h.shopper(init);
  await shopper.add(beans.id, 1);
  const r = await shopper.checkout({
    cart_id: await shopper.cartId(),
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'cash',
  });
  assert.is(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

test('a sandbox call with Cimplify-Test-Clock runs on the clock: its order and order.created carry clock time', async () => {
  const id = await newClock();
  const order = await cashOrder({ headers: { 'cimplify-test-clock': id } });
  const doc = await h.db.collection('orders').findOne({ _id: order.order_id ?? order.id });
  assert.ok(doc, JSON.stringify(order));
  assert.equal(doc!.created_at, new Date(FROZEN));
  const event = await h.db.collection('events').findOne({ type: 'order.created', 'data.id': doc!._id });
  assert.equal(event?.created_at, new Date(FROZEN));
  // The same call without the header is on real (here: the harness's) time.
  const plain = await cashOrder({});
  const plainDoc = await h.db.collection('orders').findOne({ _id: plain.order_id ?? plain.id });
  assert.equal(plainDoc!.created_at, NOW);
});

test('the header is refused with a live key (403), for an unknown clock and on the clock operations (400)', async () => {
  const id = await newClock();
  const live = await h.raw('GET', '/api/v1/cart', {
    key: h.demo.live_publishable_key,
    headers: { 'cimplify-test-clock': id },
  });
  assert.is(live.status, 403);
  assert.match(live.json.error.message, /^Cimplify-Test-Clock: test clocks exist only in test mode/);
  const unknown = await h.raw('GET', '/api/v1/cart', { headers: { 'cimplify-test-clock': 'clock_nope00000000' } });
  assert.is(unknown.status, 400);
  assert.match(unknown.json.error.message, /^Cimplify-Test-Clock: no test clock clock_nope00000000/);
  // The clocks' own operations run on real time.
  const onClock = await h.raw('POST', '/v1/test_clocks', {
    key: null,
    headers: { ...asTest().headers, 'cimplify-test-clock': id },
    body: { frozen_time: FROZEN },
  });
  assert.is(onClock.status, 400);
  assert.match(onClock.json.error.message, /^Cimplify-Test-Clock: the test clock operations run on real time/);
});

const attach = (id: string, customer_id: string) =>
  h.raw('POST', `/v1/test_clocks/${id}/customers`, { ...asTest(), body: { customer_id } });

test('an attached customer signed in runs on the clock without the header; one clock per customer', async () => {
  const id = await newClock();
  const other = await newClock();
  const shopper = await h.customer();
  const r = await attach(id, shopper.id);
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data, { customer_id: shopper.id, test_clock_id: id });
  assert.is((await attach(id, shopper.id)).status, 200, 'attaching again to the same clock');
  const taken = await attach(other, shopper.id);
  assert.is(taken.status, 409);
  assert.match(taken.json.error.message, /^customer_id: .* is attached to another test clock/);
  assert.is((await attach(id, 'cus_unknown000000')).status, 404);
  const order = await cashOrder({ headers: shopper.headers });
  const doc = await h.db.collection('orders').findOne({ _id: order.order_id ?? order.id });
  assert.equal(doc!.created_at, new Date(FROZEN));
  const clash = await h.raw('GET', '/api/v1/cart', { headers: { ...shopper.headers, 'cimplify-test-clock': other } });
  assert.is(clash.status, 400);
  assert.match(clash.json.error.message, /attached to test clock/);
});

test('deleting a clock deletes its objects and nothing else', async () => {
  const id = await newClock();
  const shopper = await h.customer();
  await attach(id, shopper.id);
  const bystander = await h.customer();
  // Objects the flows stamp with the clock's id, and one of the same business that is not on it.
  await h.db
    .collection('orders')
    .insertOne({ _id: 'ord_clockobj0001' as never, ...h.tenant, order_number: 'TC-1', test_clock_id: id });
  await h.db.collection('orders').insertOne({ _id: 'ord_realtime0001' as never, ...h.tenant, order_number: 'TC-2' });
  const r = await h.raw('DELETE', `/v1/test_clocks/${id}`, asTest());
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data, { id, deleted: true, objects_deleted: 2 });
  assert.is(await h.db.collection('customers').countDocuments({ _id: shopper.id as never }), 0);
  assert.is(await h.db.collection('orders').countDocuments({ _id: 'ord_clockobj0001' as never }), 0);
  assert.is(await h.db.collection('customers').countDocuments({ _id: bystander.id as never }), 1);
  assert.is(await h.db.collection('orders').countDocuments({ _id: 'ord_realtime0001' as never }), 1);
  assert.is((await get(id)).status, 404);
  assert.is((await h.raw('DELETE', `/v1/test_clocks/${id}`, asTest())).status, 404);
});

test('a business holds at most 100 clocks', async () => {
  const held = await h.db.collection('test_clocks').countDocuments({ business_id: h.demo.business_id });
  for (let i = held; i < 100; i++) await newClock(`clock ${i}`);
  const r = await create();
  assert.is(r.status, 409);
  assert.match(r.json.error.message, /at most 100 test clocks/);
  const list = await h.raw('GET', '/v1/test_clocks', asTest());
  assert.is(list.json.data.test_clocks.length, 100);
});

test('the sweep deletes clocks 30 real days old with their objects, and finishes advances left stranded', async () => {
  const jobs = new Map<string, () => Promise<void>>();
  const fakeAgenda = { define: (name: string, fn: () => Promise<void>) => jobs.set(name, fn), every: async () => {} };
  await defineJobs(fakeAgenda as never, h.srv.services);
  const sweep = jobs.get('sweep-test-clocks')!;
  // A clock whose advance a stopped process left behind (its runner's lease ran out).
  await h.db.collection('test_clocks').deleteMany({ business_id: h.demo.business_id });
  const stranded = await newClock();
  await h.db
    .collection('test_clocks')
    .updateOne(
      { _id: stranded as never },
      { $set: { status: 'advancing', advancing_to: new Date('2027-01-05T00:00:00.000Z'), lease_until: NOW } },
    );
  await sweep();
  const resumed = (await get(stranded)).json.data;
  assert.is(resumed.status, 'ready');
  assert.is(resumed.frozen_time, '2027-01-05T00:00:00.000Z');
  // Thirty days on, it goes with what was made on it.
  await h.db.collection('orders').insertOne({
    _id: 'ord_clockobj0002' as never,
    ...h.tenant,
    order_number: 'TC-3',
    test_clock_id: stranded,
  });
  h.clock.advance(30 * DAY - 1);
  await sweep();
  assert.is((await get(stranded)).status, 200, 'not yet expired');
  h.clock.advance(1);
  await sweep();
  assert.is((await get(stranded)).status, 404);
  assert.is(await h.db.collection('orders').countDocuments({ _id: 'ord_clockobj0002' as never }), 0);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
