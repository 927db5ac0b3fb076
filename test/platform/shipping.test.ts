// Shipping zones and pickup over HTTP on the platform API: create with defaults, read, list order, replace (rates
// keep the ids sent back), delete; what the schema cannot say (bands, amounts, days, rate ids, free products, pickup
// locations); scopes and another business's key; the live and test sets kept apart; the 100-per-mode cap. Every
// answer is checked against the contract by the harness.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

type Mode = 'live' | 'test';
const zones = (businessId = h.demo.business_id) => `/v1/businesses/${businessId}/shipping/zones`;
const pickup = (businessId = h.demo.business_id) => `/v1/businesses/${businessId}/shipping/pickup`;
/** A platform call with a business key (the demo's by default), in `mode` (test by default; null: none sent). */
const pf = (method: string, path: string, body?: unknown, opts: { key?: string | null; mode?: Mode | null } = {}) => {
  const key = opts.key === undefined ? h.businessKey : opts.key;
  const mode = opts.mode === undefined ? 'test' : opts.mode;
  const url = mode ? `${h.url}${path}${path.includes('?') ? '&' : '?'}mode=${mode}` : `${h.url}${path}`;
  return h
    .fetch(url, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (r) => ({ status: r.status, json: r.status === 204 ? null : ((await r.json()) as any) }));
};

const flat = (amount: string) => ({ type: 'flat', amount });
const accra = () => ({
  name: 'Greater Accra',
  destinations: [{ country: 'GH', regions: ['Greater Accra'] }],
  rates: [
    {
      name: 'Standard',
      price: {
        type: 'weight',
        bands: [
          { up_to_grams: 2000, amount: '15.00' },
          { up_to_grams: null, amount: '25.00' },
        ],
      },
      min_delivery_days: 1,
      max_delivery_days: 2,
      free_above: '300.00',
    },
    { name: 'Express', price: flat('40.00') },
  ],
});
const create = async (body: unknown, opts: { key?: string; mode?: Mode } = {}, businessId?: string) => {
  const r = await pf('POST', zones(businessId), body, opts);
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data;
};

test('create: the stored zone with its defaults and ids; read it back; list oldest first', async () => {
  const z = await create(accra());
  assert.match(z.id, /^shz_[A-Za-z0-9]{8,64}$/);
  assert.equal(z.destinations, [{ country: 'GH', regions: ['Greater Accra'], postal_prefixes: [] }]);
  assert.is(z.rates.length, 2);
  for (const r of z.rates) assert.match(r.id, /^shr_[A-Za-z0-9]{8,64}$/);
  assert.equal(
    { ...z.rates[1], id: undefined },
    {
      id: undefined,
      name: 'Express',
      price: { type: 'flat', amount: '40.00' },
      min_delivery_days: null,
      max_delivery_days: null,
      free_above: null,
      free_product_ids: [],
    },
  );
  assert.equal(z.rates[0].price.bands[1], { up_to_grams: null, amount: '25.00' });
  assert.is(z.rates[0].free_above, '300.00');
  assert.equal((await pf('GET', `${zones()}/${z.id}`)).json.data, z);
  const later = await create({ ...accra(), name: 'Ghana', destinations: [{ country: 'GH' }] });
  const list = await pf('GET', zones());
  assert.equal(
    list.json.data.zones.map((x: any) => x.id),
    [z.id, later.id],
  );
  assert.equal(list.json.data.pagination, { limit: 20, offset: 0, total: 2 });
  assert.equal((await pf('GET', `${zones()}?limit=1&offset=1`)).json.data.zones[0].id, later.id);
  for (const id of [z.id, later.id]) assert.is((await pf('DELETE', `${zones()}/${id}`)).status, 204);
});

test('replace: the body whole; rates sent with their id keep it, others are new, left-out ones go', async () => {
  const z = await create(accra());
  h.clock.advance(60_000);
  const [standard, express] = z.rates;
  const body = {
    name: 'Accra and Tema',
    destinations: [{ country: 'GH', regions: ['Greater Accra'], postal_prefixes: ['GT'] }],
    rates: [
      { id: express.id, name: 'Express', price: flat('45.00'), min_delivery_days: 0, max_delivery_days: 0 },
      { name: 'By subtotal', price: { type: 'subtotal', bands: [{ up_to_subtotal: '99.99', amount: '20.00' }] } },
    ],
  };
  const r = await pf('PUT', `${zones()}/${z.id}`, body);
  assert.is(r.status, 200, JSON.stringify(r.json));
  const after = r.json.data;
  assert.is(after.name, 'Accra and Tema');
  assert.is(after.created_at, z.created_at);
  assert.ok(after.updated_at > z.updated_at);
  assert.is(after.rates[0].id, express.id);
  assert.is(after.rates[0].price.amount, '45.00');
  assert.not.ok([standard.id, express.id].includes(after.rates[1].id));
  assert.equal(after.rates[1].price, { type: 'subtotal', bands: [{ up_to_subtotal: '99.99', amount: '20.00' }] });
  // The standard rate is gone: its id is no longer one of the zone's.
  const stale = await pf('PUT', `${zones()}/${z.id}`, { ...body, rates: [{ ...body.rates[0], id: standard.id }] });
  assert.is(stale.status, 400);
  assert.is(stale.json.error.code, 'VALIDATION_ERROR');
  assert.match(stale.json.error.message, /^body\.rates\[0\]\.id: shr_\w+ is not a rate of this zone/);
  assert.equal((await pf('GET', `${zones()}/${z.id}`)).json.data, after);
  assert.is((await pf('PUT', `${zones()}/shz_unknown00000`, body)).status, 404);
  assert.is((await pf('DELETE', `${zones()}/${z.id}`)).status, 204);
  assert.is((await pf('DELETE', `${zones()}/${z.id}`)).status, 204, 'deleting again is 204');
  assert.is((await pf('GET', `${zones()}/${z.id}`)).status, 404);
});

test('what the schema cannot say: each a 400 VALIDATION_ERROR naming the field, nothing stored', async () => {
  const product = await h.db.collection('products').findOne({ business_id: h.demo.business_id, livemode: false });
  const rate = (over: Record<string, unknown>) => ({
    ...accra(),
    rates: [{ name: 'R', price: flat('1.00'), ...over }],
  });
  const cases: [unknown, RegExp][] = [
    [
      rate({
        price: {
          type: 'weight',
          bands: [
            { up_to_grams: 500, amount: '1.00' },
            { up_to_grams: 500, amount: '2.00' },
          ],
        },
      }),
      /^body\.rates\[0\]\.price\.bands\[1\]\.up_to_grams: bands must be in increasing order/,
    ],
    [
      rate({
        price: {
          type: 'subtotal',
          bands: [
            { up_to_subtotal: null, amount: '1.00' },
            { up_to_subtotal: '10.00', amount: '2.00' },
          ],
        },
      }),
      /^body\.rates\[0\]\.price\.bands\[0\]\.up_to_subtotal: only the last band may be open/,
    ],
    [rate({ price: flat('-1.00') }), /^body\.rates\[0\]\.price\.amount: must not be negative/],
    [rate({ free_above: '-5.00' }), /^body\.rates\[0\]\.free_above: must not be negative/],
    [
      rate({ min_delivery_days: 3, max_delivery_days: 1 }),
      /^body\.rates\[0\]\.max_delivery_days: must not be less than min_delivery_days/,
    ],
    [
      rate({ free_product_ids: [product!._id, 'prod_missing00000'] }),
      /^body\.rates\[0\]\.free_product_ids\[1\]: no product prod_missing00000/,
    ],
    [rate({ id: 'shr_notours00000' }), /^body\.rates\[0\]\.id: shr_notours00000 is not a rate of this zone/],
    [{ ...accra(), destinations: [{ country: 'gh' }] }, /destinations/],
    [{ ...accra(), rates: [] }, /rates/],
    [{ ...accra(), colour: 'blue' }, /colour/],
  ];
  for (const [body, message] of cases) {
    const r = await pf('POST', zones(), body);
    assert.is(r.status, 400, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.match(r.json.error.message, message);
  }
  assert.is((await pf('GET', zones())).json.data.pagination.total, 0);
  // A product that ships free is accepted when it is the business's.
  const ok = await create(rate({ free_product_ids: [product!._id] }));
  assert.equal(ok.rates[0].free_product_ids, [product!._id]);
  await pf('DELETE', `${zones()}/${ok.id}`);
});

test('scopes: shipping:read reads but cannot write; without it nothing; another business is 403', async () => {
  const z = await create(accra());
  const { key: reader } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['shipping:read'],
    name: 'shipping reader',
  });
  assert.is((await pf('GET', zones(), undefined, { key: reader })).status, 200);
  assert.is((await pf('GET', pickup(), undefined, { key: reader })).status, 200);
  for (const [method, path, body] of [
    ['POST', zones(), accra()],
    ['PUT', `${zones()}/${z.id}`, accra()],
    ['DELETE', `${zones()}/${z.id}`, undefined],
    ['PUT', pickup(), { location_ids: null }],
  ] as const) {
    const denied = await pf(method, path, body, { key: reader });
    assert.is(denied.status, 403, `${method} ${path}: ${JSON.stringify(denied.json)}`);
    assert.ok(denied.json.error.message.includes('shipping:write'), denied.json.error.message);
  }
  const { key: other } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['orders:read'],
    name: 'orders only',
  });
  const list = await pf('GET', zones(), undefined, { key: other });
  assert.is(list.status, 403);
  assert.ok(list.json.error.message.includes('shipping:read'), list.json.error.message);
  assert.is((await pf('GET', zones(), undefined, { key: null })).status, 401);
  const stranger = await h.business('Other Shipping Co');
  const { key: strangerKey } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: stranger.tenant.business_id,
    scopes: ['shipping:read', 'shipping:write'],
  });
  for (const [method, path] of [
    ['GET', zones()],
    ['GET', `${zones()}/${z.id}`],
    ['DELETE', `${zones()}/${z.id}`],
    ['GET', pickup()],
  ] as const) {
    const r = await pf(method, path, undefined, { key: strangerKey });
    assert.is(r.status, 403, `${method} ${path}`);
    assert.is(r.json.error.code, 'FORBIDDEN');
  }
  assert.is(
    (await pf('GET', `${zones(stranger.tenant.business_id)}/${z.id}`, undefined, { key: strangerKey })).status,
    404,
  );
  assert.is((await pf('GET', `${zones()}/${z.id}`)).status, 200, 'the zone is still there');
  await pf('DELETE', `${zones()}/${z.id}`);
});

test('modes: live and test are separate sets, live the default of a live key; a test key never reaches live', async () => {
  const inTest = await create(accra(), { mode: 'test' });
  const inLive = await create({ ...accra(), name: 'Live zone' }, { mode: null as never });
  const names = async (mode: Mode) =>
    (await pf('GET', zones(), undefined, { mode })).json.data.zones.map((z: any) => z.name);
  assert.equal(await names('test'), ['Greater Accra']);
  assert.equal(await names('live'), ['Live zone']);
  assert.is((await pf('GET', `${zones()}/${inTest.id}`, undefined, { mode: 'live' })).status, 404);
  assert.is((await pf('PUT', `${zones()}/${inTest.id}`, accra(), { mode: 'live' })).status, 404);
  assert.is((await pf('DELETE', `${zones()}/${inTest.id}`, undefined, { mode: 'live' })).status, 204);
  assert.is((await pf('GET', `${zones()}/${inTest.id}`)).status, 200, 'a live delete leaves the test zone');
  const { key: testKey } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: false,
    business_id: h.demo.business_id,
    scopes: ['shipping:read', 'shipping:write'],
  });
  assert.match(testKey, /^dk_test_/);
  assert.equal(
    (await pf('GET', zones(), undefined, { key: testKey, mode: null })).json.data.zones.map((z: any) => z.id),
    [inTest.id],
  );
  const live = await pf('GET', zones(), undefined, { key: testKey, mode: 'live' });
  assert.is(live.status, 403);
  assert.is(live.json.error.code, 'FORBIDDEN');
  await pf('DELETE', `${zones()}/${inTest.id}`);
  await pf('DELETE', `${zones()}/${inLive.id}`, undefined, { mode: 'live' });
});

test('the cap: 100 zones per mode, the 101st is 409 CONFLICT; the other mode is separate', async () => {
  const biz = await h.business('Zone Hoarder');
  const businessId = biz.tenant.business_id;
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: businessId,
    scopes: ['shipping:read', 'shipping:write'],
  });
  const now = h.clock.now();
  await h.db.collection('shipping_zones').insertMany(
    Array.from({ length: 100 }, (_, i) => ({
      _id: `shz_held${String(i).padStart(8, '0')}`,
      business_id: businessId,
      livemode: false,
      name: `Held ${i}`,
      destinations: [{ country: 'GH', regions: [], postal_prefixes: [] }],
      rates: [],
      created_at: now,
      updated_at: now,
    })) as never[],
  );
  const full = await pf('POST', zones(businessId), accra(), { key });
  assert.is(full.status, 409, JSON.stringify(full.json));
  assert.is(full.json.error.code, 'CONFLICT');
  assert.match(full.json.error.message, /at most 100 shipping zones/);
  await create(accra(), { key, mode: 'live' }, businessId);
  assert.is((await pf('DELETE', `${zones(businessId)}/shz_held00000000`, undefined, { key })).status, 204);
  await create(accra(), { key }, businessId);
});

test('pickup: every location until chosen; a chosen subset; an unknown location is 400 naming it; null resets', async () => {
  const start = await pf('GET', pickup());
  assert.is(start.status, 200, JSON.stringify(start.json));
  const locations = start.json.data.locations;
  assert.ok(locations.length >= 2, 'the demo has two locations');
  assert.is(start.json.data.all_locations, true);
  assert.ok(locations.every((l: any) => l.pickup));
  const first = locations[0].id;
  const set = await pf('PUT', pickup(), { location_ids: [first] });
  assert.is(set.status, 200, JSON.stringify(set.json));
  assert.is(set.json.data.all_locations, false);
  assert.equal(
    set.json.data.locations.map((l: any) => [l.id, l.pickup]),
    locations.map((l: any) => [l.id, l.id === first]),
  );
  assert.equal((await pf('GET', pickup())).json.data, set.json.data);
  assert.is((await pf('GET', pickup(), undefined, { mode: 'live' })).json.data.all_locations, true, 'live is apart');
  const bad = await pf('PUT', pickup(), { location_ids: [first, 'loc_nowhere0000'] });
  assert.is(bad.status, 400);
  assert.match(bad.json.error.message, /^body\.location_ids\[1\]: no location loc_nowhere0000/);
  assert.is(
    (await pf('PUT', pickup(), { location_ids: [] })).json.data.locations.some((l: any) => l.pickup),
    false,
  );
  const reset = await pf('PUT', pickup(), { location_ids: null });
  assert.equal(reset.json.data, start.json.data);
});

test.run();
