// The four Inventory operations for the three inventory types (tracked, variant_level, none), over real HTTP
// checked against the contract, and how checkout's reservations show in them (available = on hand − reserved).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  getProductAvailability,
  getProductStock,
  getVariantAvailability,
  getVariantStock,
} from '../../generated/sdk/storefront/sdk.gen.js';
import { cardBody, startCheckoutEnv, type CheckoutEnv, type Shopper } from './checkout-env.js';

let env: CheckoutEnv;
let reader: Shopper;
let osu: string;
let eastLegon: string;
/** Per-location rows in the business's location order, from quantities keyed by location id. */
let inOrder: (
  q: Record<string, [number | null, number | null]>,
) => { location_id: string; quantity_on_hand: number | null; quantity_available: number | null }[];

test.before(async () => {
  env = await startCheckoutEnv();
  reader = env.shopper();
  osu = await env.location('osu');
  eastLegon = await env.location('east-legon');
  const order = (await env.locations()).map((l) => l._id);
  inOrder = (q) => order.map((id) => ({ location_id: id, quantity_on_hand: q[id][0], quantity_available: q[id][1] }));
});
test.after(async () => {
  await env?.close();
});

test('tracked product: stock per location, and one location only', async () => {
  const beans = await env.product('house-blend-coffee-beans');
  const all = await getProductStock({ client: reader.client, path: { product_id: beans._id } });
  assert.is(all.response.status, 200);
  assert.equal(all.data!.data, {
    product_id: beans._id,
    inventory_type: 'tracked',
    locations: inOrder({ [osu]: [18, 18], [eastLegon]: [12, 12] }),
  });
  const one = await getProductStock({
    client: reader.client,
    path: { product_id: beans._id },
    query: { location_id: eastLegon },
  });
  assert.equal(one.data!.data.locations, [{ location_id: eastLegon, quantity_on_hand: 12, quantity_available: 12 }]);
});

test('tracked product: availability summed over locations or at one', async () => {
  const beans = await env.product('house-blend-coffee-beans');
  const sum = await getProductAvailability({
    client: reader.client,
    path: { product_id: beans._id },
    query: { quantity: 25 },
  });
  assert.equal(sum.data!.data, {
    product_id: beans._id,
    is_available: true,
    quantity_requested: 25,
    quantity_available: 30,
  });
  const here = await getProductAvailability({
    client: reader.client,
    path: { product_id: beans._id },
    query: { quantity: 13, location_id: eastLegon },
  });
  assert.equal(here.data!.data, {
    product_id: beans._id,
    is_available: false,
    quantity_requested: 13,
    quantity_available: 12,
  });
});

test('variant-level product: null at product level, counted per variant', async () => {
  const tee = await env.product('classic-tee');
  const blackS = await env.variant('TEE-BLK-S');
  const p = await getProductStock({ client: reader.client, path: { product_id: tee._id } });
  assert.is(p.data!.data.inventory_type, 'variant_level');
  assert.ok(
    p.data!.data.locations.length === 2 &&
      p.data!.data.locations.every((l) => l.quantity_on_hand === null && l.quantity_available === null),
  );
  const v = await getVariantStock({ client: reader.client, path: { variant_id: blackS._id } });
  assert.equal(v.data!.data, {
    variant_id: blackS._id,
    inventory_type: 'variant_level',
    locations: inOrder({ [osu]: [4, 4], [eastLegon]: [3, 3] }),
  });
  const va = await getVariantAvailability({
    client: reader.client,
    path: { variant_id: blackS._id },
    query: { quantity: 7 },
  });
  assert.equal(va.data!.data, {
    variant_id: blackS._id,
    is_available: true,
    quantity_requested: 7,
    quantity_available: 7,
  });
  const vb = await getVariantAvailability({
    client: reader.client,
    path: { variant_id: blackS._id },
    query: { quantity: 5, location_id: osu },
  });
  assert.is(vb.data!.data.is_available, false);
  // Product level: some active variant has 6 (black M at Osu has 6 + 5), none has 100.
  const pa = await getProductAvailability({
    client: reader.client,
    path: { product_id: tee._id },
    query: { quantity: 6 },
  });
  assert.equal(pa.data!.data, {
    product_id: tee._id,
    is_available: true,
    quantity_requested: 6,
    quantity_available: null,
  });
  const pb = await getProductAvailability({
    client: reader.client,
    path: { product_id: tee._id },
    query: { quantity: 100 },
  });
  assert.is(pb.data!.data.is_available, false);
});

test('untracked product: always available, quantities null; its variants too', async () => {
  const latte = await env.product('iced-latte');
  assert.is(latte.inventory_type, 'none');
  const s = await getProductStock({ client: reader.client, path: { product_id: latte._id } });
  assert.ok(s.data!.data.locations.every((l) => l.quantity_on_hand === null && l.quantity_available === null));
  const a = await getProductAvailability({
    client: reader.client,
    path: { product_id: latte._id },
    query: { quantity: 10000 },
  });
  assert.equal(a.data!.data, {
    product_id: latte._id,
    is_available: true,
    quantity_requested: 10000,
    quantity_available: null,
  });
  const large = await env.variant('LATTE-ICED-L');
  const va = await getVariantAvailability({
    client: reader.client,
    path: { variant_id: large._id },
    query: { quantity: 50 },
  });
  assert.equal(va.data!.data, {
    variant_id: large._id,
    is_available: true,
    quantity_requested: 50,
    quantity_available: null,
  });
});

test('a reservation lowers available, not on hand; a variant checkout reserves that variant at the first location', async () => {
  const tee = await env.product('classic-tee');
  const blackM = await env.variant('TEE-BLK-M');
  const first = (await env.locations())[0]._id;
  const onHand = first === osu ? 6 : 5;
  const s = env.shopper();
  await s.add(tee._id, 2, blackM._id);
  const r = await s.checkout(cardBody(await s.cartId()));
  assert.is(r.status, 201, JSON.stringify(r.body));
  const v = await getVariantStock({
    client: reader.client,
    path: { variant_id: blackM._id },
    query: { location_id: first },
  });
  assert.equal(v.data!.data.locations, [
    { location_id: first, quantity_on_hand: onHand, quantity_available: onHand - 2 },
  ]);
  const order = await env.order(r.body.data.order_id);
  assert.equal(order!.reservations, [{ product_id: tee._id, variant_id: blackM._id, location_id: first, quantity: 2 }]);
});

test('low stock fires when available crosses below the threshold, once', async () => {
  const beans = await env.product('house-blend-coffee-beans');
  await env.setStock(beans._id, null, { [osu]: 7, [eastLegon]: 0 });
  const before = (await env.events('inventory.low_stock')).length;
  const first = env.shopper();
  await first.add(beans._id, 2);
  assert.is((await first.checkout(cardBody(await first.cartId()))).status, 201); // 7 → 5: not below 5
  assert.is((await env.events('inventory.low_stock')).length, before);
  const second = env.shopper();
  await second.add(beans._id, 1);
  assert.is((await second.checkout(cardBody(await second.cartId()))).status, 201); // 5 → 4: crosses
  const third = env.shopper();
  await third.add(beans._id, 1);
  assert.is((await third.checkout(cardBody(await third.cartId()))).status, 201); // 4 → 3: already below
  const events = (await env.events('inventory.low_stock')).slice(before);
  assert.is(events.length, 1);
  assert.equal(events[0].data, {
    product_id: beans._id,
    variant_id: null,
    location_id: osu,
    quantity_available: 4,
    threshold: 5,
  });
});

test('404 for unknown product, variant and location', async () => {
  const beans = await env.product('house-blend-coffee-beans');
  const p = await getProductStock({ client: reader.client, path: { product_id: 'prod_doesNotExist1' } });
  assert.is(p.response.status, 404);
  const v = await getVariantAvailability({
    client: reader.client,
    path: { variant_id: 'var_doesNotExist1' },
    query: { quantity: 1 },
  });
  assert.is(v.response.status, 404);
  const l = await getProductStock({
    client: reader.client,
    path: { product_id: beans._id },
    query: { location_id: 'loc_nowhere1234' },
  });
  assert.is(l.response.status, 404);
  const q = await env.raw('GET', `/api/v1/inventory/products/${beans._id}/availability?quantity=0`);
  assert.is(q.status, 400);
});

test('zero response violations against the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
