// The catalogue import's shipping section over HTTP (POST …/catalogue/import): zones with their rates and the pickup
// locations written in the imported mode, products' weights; a re-import keeps every id (rates by ref, else name),
// replaces a zone's rates by the file's and leaves unmentioned zones alone; the checks name the JSON pointer of the
// problem and write nothing; and the storefront charges what was imported. Every answer is checked against the
// contract by the harness.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { startHarness, type Harness, type TestBusiness } from '../harness/harness.js';

let h: Harness;
let biz: TestBusiness;
let key: string;

test.before(async () => {
  h = await startHarness({ env: { RATE_LIMITS: 'off' } });
  biz = await h.business('Shipping Import Co');
  ({ key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: biz.tenant.business_id,
    scopes: ['catalogue:write', 'shipping:read'],
  }));
});
test.after(async () => {
  await h?.close();
});

const platform = async (method: string, path: string, body?: unknown) => {
  const r = await h.fetch(`${h.url}/v1/businesses/${biz.tenant.business_id}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as any };
};
const importDoc = (doc: unknown) => platform('POST', '/catalogue/import?mode=test', doc);

const catalogue = (shipping: unknown = defaultShipping()) => ({
  version: 1,
  locations: [
    { ref: 'shop', name: 'Shop', address: { street_address: '1 Ring Road', city: 'Accra', country: 'GH' } },
    { ref: 'warehouse', name: 'Warehouse' },
  ],
  products: [
    { slug: 'beans', name: 'Beans, 500 g', price: '80.00', weight_grams: 500 },
    { slug: 'gift-card', name: 'Gift card', price: '50.00' },
  ],
  shipping,
});
const defaultShipping = () => ({
  zones: [
    {
      ref: 'accra',
      name: 'Greater Accra',
      destinations: [{ country: 'GH', regions: ['Greater Accra'] }],
      rates: [
        {
          ref: 'standard',
          name: 'Standard',
          price: {
            type: 'weight',
            bands: [
              { up_to_grams: 1000, amount: '10.00' },
              { up_to_grams: null, amount: '18.00' },
            ],
          },
          min_delivery_days: 1,
          max_delivery_days: 2,
          free_above: '500.00',
          free_products: ['gift-card'],
        },
        { name: 'Express', price: { type: 'flat', amount: '40.00' } },
      ],
    },
    {
      ref: 'ghana',
      name: 'Ghana',
      destinations: [{ country: 'GH' }],
      rates: [{ name: 'Countrywide', price: { type: 'subtotal', bands: [{ up_to_subtotal: null, amount: '30.00' }] } }],
    },
  ],
  pickup_locations: ['shop'],
});

let first: Record<string, string>;

test('import: zones with their rates, pickup and weights, in the imported mode', async () => {
  const r = await importDoc(catalogue());
  assert.is(r.status, 200, JSON.stringify(r.json));
  const { created, updated, ids } = r.json.data;
  assert.is(created.shipping_zones, 2);
  assert.is(updated.shipping_zones, 0);
  first = ids;
  for (const k of [
    'shipping_zone:accra',
    'shipping_zone:ghana',
    'shipping_rate:accra/standard',
    'shipping_rate:accra/Express',
    'shipping_rate:ghana/Countrywide',
  ])
    assert.ok(ids[k], k);
  // Zones made by one import are equally old: they list by id.
  const zones = (await platform('GET', '/shipping/zones?mode=test')).json.data.zones.sort((a: any, b: any) =>
    a.name === 'Ghana' ? 1 : b.name === 'Ghana' ? -1 : 0,
  );
  assert.equal(
    zones.map((z: any) => [z.id, z.name]),
    [
      [ids['shipping_zone:accra'], 'Greater Accra'],
      [ids['shipping_zone:ghana'], 'Ghana'],
    ],
  );
  assert.equal(zones[0].rates[0], {
    id: ids['shipping_rate:accra/standard'],
    name: 'Standard',
    price: {
      type: 'weight',
      bands: [
        { up_to_grams: 1000, amount: '10.00' },
        { up_to_grams: null, amount: '18.00' },
      ],
    },
    min_delivery_days: 1,
    max_delivery_days: 2,
    free_above: '500.00',
    free_product_ids: [ids['product:gift-card']],
  });
  assert.equal(zones[0].destinations, [{ country: 'GH', regions: ['Greater Accra'], postal_prefixes: [] }]);
  const pickup = (await platform('GET', '/shipping/pickup?mode=test')).json.data;
  assert.is(pickup.all_locations, false);
  assert.equal(pickup.locations.map((l: any) => [l.name, l.pickup]).sort(), [
    ['Shop', true],
    ['Warehouse', false],
  ]);
  assert.equal((await platform('GET', '/shipping/zones?mode=live')).json.data.zones, [], 'live is untouched');
  const detail = await h.raw('GET', `/api/v1/catalogue/products/${ids['product:beans']}`, { key: biz.publishableKey });
  assert.is(detail.json.data.weight_grams, 500);
});

test('re-import: ids kept (rates by ref, else name); a zone takes the file rates; unmentioned zones stay', async () => {
  const again = await importDoc(catalogue());
  assert.is(again.status, 200);
  assert.is(again.json.data.updated.shipping_zones, 2);
  assert.is(again.json.data.created.shipping_zones, 0);
  for (const k of Object.keys(first).filter((x) => x.startsWith('shipping_')))
    assert.is(again.json.data.ids[k], first[k], k);
  // Only the Accra zone, without Express: the Ghana zone stays; Express is gone; Standard keeps its id.
  const only = defaultShipping();
  (only as any).zones = [{ ...only.zones[0], rates: [only.zones[0].rates[0]] }];
  delete (only as { pickup_locations?: unknown }).pickup_locations;
  const r = await importDoc(catalogue(only));
  assert.is(r.status, 200, JSON.stringify(r.json));
  const zones = (await platform('GET', '/shipping/zones?mode=test')).json.data.zones;
  assert.equal(zones.map((z: any) => [z.name, z.rates.map((x: any) => x.id)]).sort(), [
    ['Ghana', [first['shipping_rate:ghana/Countrywide']]],
    ['Greater Accra', [first['shipping_rate:accra/standard']]],
  ]);
  assert.is((await platform('GET', '/shipping/pickup?mode=test')).json.data.all_locations, false, 'pickup as it was');
  const everywhere = await importDoc({ version: 1, shipping: { pickup_locations: null } });
  assert.is(everywhere.status, 200);
  assert.is((await platform('GET', '/shipping/pickup?mode=test')).json.data.all_locations, true);
});

test('checks: each problem named by its JSON pointer, nothing written', async () => {
  const before = (await platform('GET', '/shipping/zones?mode=test')).json.data;
  const zone = (over: Record<string, unknown>) => ({ ...defaultShipping().zones[1], ref: 'other', ...over });
  const cases: [unknown, RegExp][] = [
    [{ zones: [zone({}), zone({})] }, /^\/shipping\/zones\/1\/ref: duplicate shipping zone ref "other"/],
    [
      { zones: [zone({ rates: [{ name: 'A', price: { type: 'flat', amount: '1.00' }, free_products: ['nope'] }] })] },
      /^\/shipping\/zones\/0\/rates\/0\/free_products\/0: unknown product "nope"/,
    ],
    [
      {
        zones: [
          zone({
            rates: [
              {
                name: 'A',
                price: {
                  type: 'weight',
                  bands: [
                    { up_to_grams: 900, amount: '1.00' },
                    { up_to_grams: 100, amount: '2.00' },
                  ],
                },
              },
            ],
          }),
        ],
      },
      /^\/shipping\/zones\/0\/rates\/0\/price\/bands\/1\/up_to_grams: bands must be in increasing order/,
    ],
    [
      {
        zones: [
          zone({
            rates: [
              { name: 'A', price: { type: 'flat', amount: '1.00' } },
              { name: 'A', price: { type: 'flat', amount: '2.00' } },
            ],
          }),
        ],
      },
      /^\/shipping\/zones\/0\/rates\/1\/name: duplicate rate "A"/,
    ],
    [{ pickup_locations: ['nowhere'] }, /^\/shipping\/pickup_locations\/0: unknown location "nowhere"/],
    [
      { zones: [zone({ destinations: [] })] },
      /^body\.shipping\.zones\.0\.destinations: must NOT have fewer than 1 items/,
    ],
  ];
  for (const [shipping, message] of cases) {
    const r = await importDoc({ version: 1, shipping });
    assert.is(r.status, 400, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.match(r.json.error.message, message, r.json.error.message);
  }
  assert.equal((await platform('GET', '/shipping/zones?mode=test')).json.data, before);
});

test('the storefront charges what was imported', async () => {
  const as = { key: biz.publishableKey, sessionId: h.shopper({ key: biz.publishableKey }).sessionId };
  const add = await h.raw('POST', '/api/v1/cart/items', {
    ...as,
    body: { item_id: first['product:beans'], quantity: 3 },
  });
  assert.is(add.status, 201, JSON.stringify(add.json));
  await h.raw('POST', '/api/v1/cart/items', { ...as, body: { item_id: first['product:gift-card'], quantity: 1 } });
  const address = { city: 'Accra', region: 'Greater Accra', country: 'GH' };
  const set = await h.raw('PUT', '/api/v1/cart/delivery', { ...as, body: { address } });
  assert.is(set.status, 200, JSON.stringify(set.json));
  // 1500 g of beans (the gift card ships free with Standard): the second band.
  assert.equal(
    set.json.data.delivery.options.map((o: any) => [o.name, o.amount]),
    [['Standard', '18.00']],
  );
  assert.is(set.json.data.pricing.shipping, '18.00');
  const kumasi = await h.raw('PUT', '/api/v1/cart/delivery', {
    ...as,
    body: { address: { ...address, region: 'Ashanti' } },
  });
  assert.is(kumasi.json.data.pricing.shipping, '30.00', 'the countrywide zone');
});

test('every answer matched the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
