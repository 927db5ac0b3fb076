// Shipping on the storefront over real HTTP, checked against the contract: a business without shipping zones keeps
// charging nothing (delivery orders as before); with zones set on the platform API, the cart's delivery address
// prices shipping (`pricing.shipping`, in `total_price`, the rates offered in `delivery.options`), a delivery
// checkout charges it (the order's `shipping`, in its total and the payment amount), an address no zone covers and a
// rate not offered are refused with 400 VALIDATION_ERROR naming the field, and pickup locations are honoured.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toMinor } from '../../src/kernel/money.js';
import { cardBody, startCheckoutEnv, type CheckoutEnv, type Shopper } from './checkout-env.js';

let env: CheckoutEnv;
let beans: string;
let chips: string;
let osu: string;
let eastLegon: string;

test.before(async () => {
  env = await startCheckoutEnv();
  beans = (await env.product('house-blend-coffee-beans'))._id;
  chips = (await env.product('plantain-chips'))._id;
  osu = await env.location('osu');
  eastLegon = await env.location('east-legon');
  await env.setStock(beans, null, { [osu]: 50, [eastLegon]: 50 });
  // Weights: beans 500 g a bag, chips none. A new catalogue revision, so no process prices from its kept copy.
  await env.db.collection('products').updateOne({ _id: beans as never }, { $set: { weight_grams: 500 } });
  await env.db
    .collection('businesses')
    .updateOne({ _id: env.demo.business_id as never }, { $set: { catalogue_rev: 'test-weights' } });
});
test.after(async () => {
  await env?.close();
});

const accra = { street_address: '12 Oxford Street', city: 'Accra', region: 'Greater Accra', country: 'GH' };
const kumasi = { street_address: '4 Prempeh Street', city: 'Kumasi', region: 'Ashanti', country: 'GH' };
const lagos = { street_address: '1 Marina', city: 'Lagos', country: 'NG' };

/** A platform call on the demo business's shipping, in test mode (what the `_test_` storefront keys see). */
async function platform(method: string, path: string, body?: unknown, mode = 'test') {
  const r = await env.fetch(
    `${env.url}/v1/businesses/${env.demo.business_id}/shipping${path}${path.includes('?') ? '&' : '?'}mode=${mode}`,
    {
      method,
      headers: {
        authorization: `Bearer ${env.businessKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
  return { status: r.status, json: r.status === 204 ? null : ((await r.json()) as any) };
}

const flat = (amount: string) => ({ type: 'flat', amount });
const weightBands = {
  type: 'weight',
  bands: [
    { up_to_grams: 1000, amount: '10.00' },
    { up_to_grams: 5000, amount: '20.00' },
  ],
};

async function makeZone(body: unknown): Promise<any> {
  const r = await platform('POST', '/zones', body);
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data;
}
async function dropZones() {
  for (const z of (await platform('GET', '/zones?limit=100')).json.data.zones)
    await platform('DELETE', `/zones/${z.id}`);
}

const cart = async (s: Shopper) => (await env.raw('GET', '/api/v1/cart', { sessionId: s.sessionId })).json.data;
const setDelivery = (s: Shopper, body: unknown) =>
  env.raw('PUT', '/api/v1/cart/delivery', { sessionId: s.sessionId, body });
const orderOf = async (checkout: any) =>
  (await env.raw('GET', `/api/v1/orders/${checkout.order_id}?token=${checkout.bill_token}`)).json.data;

test('no shipping zones: nothing changes; shipping is 0.00 on the cart and on a delivery order', async () => {
  const s = env.shopper();
  await s.add(beans, 2);
  const before = await cart(s);
  assert.is(before.pricing.shipping, '0.00');
  assert.is(before.delivery, null);
  const set = await setDelivery(s, { address: lagos });
  assert.is(set.status, 200, JSON.stringify(set.json));
  assert.equal(set.json.data.delivery, { address: lagos, shipping_rate_id: null, options: [], problem: null });
  assert.equal(set.json.data.pricing, before.pricing, 'anywhere, for nothing');
  const r = await s.checkout(cardBody(await s.cartId(), { order_type: 'delivery', address_info: lagos }));
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is(r.body.data.amount, before.pricing.total_price);
  const order = await orderOf(r.body.data);
  assert.is(order.shipping, '0.00');
  assert.is(order.total_price, before.pricing.total_price);
});

test('the cart: its delivery address prices shipping into the total; the options; a chosen rate; removal', async () => {
  const standard = await makeZone({
    name: 'Greater Accra',
    destinations: [{ country: 'GH', regions: ['Greater Accra'] }],
    rates: [
      { name: 'Standard', price: weightBands, min_delivery_days: 1, max_delivery_days: 2, free_above: '400.00' },
      { name: 'Express', price: flat('45.00'), min_delivery_days: 0, max_delivery_days: 0 },
    ],
  });
  const [std, express] = standard.rates.map((r: any) => r.id);
  const s = env.shopper();
  await s.add(beans, 2); // 1000 g
  const bare = await cart(s);
  assert.is(bare.pricing.shipping, '0.00', 'no address yet: no shipping');
  const set = await setDelivery(s, { address: accra });
  assert.is(set.status, 200, JSON.stringify(set.json));
  const c = set.json.data;
  assert.equal(c.delivery, {
    address: accra,
    shipping_rate_id: std,
    options: [
      { id: std, name: 'Standard', amount: '10.00', min_delivery_days: 1, max_delivery_days: 2 },
      { id: express, name: 'Express', amount: '45.00', min_delivery_days: 0, max_delivery_days: 0 },
    ],
    problem: null,
  });
  assert.is(c.pricing.shipping, '10.00');
  assert.is(toMinor(c.pricing.total_price), toMinor(bare.pricing.total_price) + 1000, 'shipping is in the total');
  assert.equal({ ...c.pricing, shipping: '0.00', total_price: bare.pricing.total_price }, bare.pricing);
  assert.equal(await cart(s), c, 'reads see it');
  const total = await env.raw('GET', '/api/v1/cart/total', { sessionId: s.sessionId });
  assert.is(total.json.data, c.pricing.total_price);
  // More weight: the next band.
  await s.add(beans, 1); // 1500 g
  assert.is((await cart(s)).pricing.shipping, '20.00');
  // A chosen rate is charged instead of the cheapest.
  const chosen = (await setDelivery(s, { address: accra, shipping_rate_id: express })).json.data;
  assert.is(chosen.delivery.shipping_rate_id, express);
  assert.is(chosen.pricing.shipping, '45.00');
  // Free above 400.00 of what ships: 5 bags (425.00, 2500 g) ship free with Standard.
  await s.add(beans, 2);
  const free = (await setDelivery(s, { address: accra })).json.data;
  assert.is(free.pricing.shipping, '0.00');
  assert.is(free.delivery.options[0].amount, '0.00');
  const removed = await env.raw('DELETE', '/api/v1/cart/delivery', { sessionId: s.sessionId });
  assert.is(removed.status, 200);
  assert.is(removed.json.data.delivery, null);
  assert.is(removed.json.data.pricing.shipping, '0.00');
  await dropZones();
});

test('checkout: a delivery order is charged the shipping the cart showed, in its total and the payment', async () => {
  const zone = await makeZone({
    name: 'Greater Accra',
    destinations: [{ country: 'GH', regions: ['Greater Accra'] }],
    rates: [
      { name: 'Standard', price: weightBands },
      { name: 'Express', price: flat('45.00') },
    ],
  });
  const [std, express] = zone.rates.map((r: any) => r.id);
  const s = env.shopper();
  await s.add(beans, 3); // 1500 g: Standard 20.00
  await s.add(chips, 4); // no weight
  const shown = (await setDelivery(s, { address: accra, shipping_rate_id: express })).json.data;
  assert.is(shown.pricing.shipping, '45.00');
  const r = await s.checkout(cardBody(shown.id, { order_type: 'delivery', address_info: accra }));
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is(r.body.data.amount, shown.pricing.total_price, 'the cart total is what is charged');
  const order = await orderOf(r.body.data);
  assert.is(order.shipping, '45.00', 'the rate chosen on the cart');
  assert.is(order.total_price, shown.pricing.total_price);
  assert.is(
    toMinor(order.total_price),
    toMinor(order.subtotal) - toMinor(order.discount_amount) + toMinor(order.tax_amount) + toMinor(order.shipping),
  );
  const stored = await env.order(r.body.data.order_id);
  assert.equal(stored!.shipping_rate, { id: express, name: 'Express', zone_id: zone.id });
  assert.is((await env.payment(stored!.payment_id!))!.amount, toMinor(shown.pricing.total_price));
  // The business sees it too.
  const list = await env.fetch(`${env.url}/v1/businesses/${env.demo.business_id}/orders?mode=test`, {
    headers: { authorization: `Bearer ${env.businessKey}` },
  });
  const listed = ((await list.json()) as any).data.orders.find((o: any) => o.id === order.id);
  assert.is(listed.shipping, '45.00');

  // The checkout's own rate wins; a pickup order ships nothing even with a delivery address on the cart.
  const s2 = env.shopper();
  await s2.add(beans, 3);
  await setDelivery(s2, { address: accra, shipping_rate_id: express });
  const own = await s2.checkout(
    cardBody(await s2.cartId(), { order_type: 'delivery', address_info: accra, shipping_rate_id: std }),
  );
  assert.is(own.status, 201, JSON.stringify(own.body));
  assert.is((await orderOf(own.body.data)).shipping, '20.00');
  const s3 = env.shopper();
  await s3.add(beans, 1);
  await setDelivery(s3, { address: accra });
  const pickedUp = await s3.checkout(cardBody(await s3.cartId(), { order_type: 'pickup' }));
  assert.is(pickedUp.status, 201, JSON.stringify(pickedUp.body));
  assert.is((await orderOf(pickedUp.body.data)).shipping, '0.00');
  await dropZones();
});

test('refusals: an address no zone covers, a rate not offered, a cart no rate takes: 400 naming the field', async () => {
  const zone = await makeZone({
    name: 'Greater Accra',
    destinations: [{ country: 'GH', regions: ['Greater Accra'] }],
    rates: [{ name: 'Standard', price: weightBands }],
  });
  const other = await makeZone({
    name: 'Elsewhere',
    destinations: [{ country: 'CI' }],
    rates: [{ name: 'Far', price: flat('99.00') }],
  });
  const s = env.shopper();
  await s.add(beans, 2);
  const before = await cart(s);
  const expect400 = (r: { status: number; json?: any; body?: any }, field: RegExp) => {
    const body = r.json ?? r.body;
    assert.is(r.status, 400, JSON.stringify(body));
    assert.is(body.error.code, 'VALIDATION_ERROR');
    assert.match(body.error.message, field);
  };
  // On the cart, nothing is kept.
  expect400(await setDelivery(s, { address: lagos }), /^address\.country: the business does not deliver to "NG"/);
  expect400(await setDelivery(s, { address: kumasi }), /^address\.region: the business does not deliver to "Ashanti"/);
  expect400(
    await setDelivery(s, { address: accra, shipping_rate_id: other.rates[0].id }),
    /^shipping_rate_id: shr_\w+ is not offered/,
  );
  assert.equal(await cart(s), before);
  // At checkout.
  const cartId = before.id;
  const body = (address_info: object, extra = {}) =>
    cardBody(cartId, { order_type: 'delivery', address_info, ...extra });
  expect400(await s.checkout(body(lagos)), /^address_info\.country: the business does not deliver to "NG"/);
  expect400(await s.checkout(body(kumasi)), /^address_info\.region: /);
  const { country: _c, ...noCountry } = accra;
  expect400(await s.checkout(body(noCountry)), /^address_info\.country: the business does not deliver to an address/);
  expect400(
    await s.checkout(body(accra, { shipping_rate_id: other.rates[0].id })),
    /^shipping_rate_id: shr_\w+ is not offered for this cart/,
  );
  // 11 bags weigh 5500 g, past the last band: no rate takes the cart.
  await s.add(beans, 9);
  expect400(await s.checkout(body(accra)), /^cart_id: no shipping rate of Greater Accra takes this cart/);
  const held = await setDelivery(s, { address: accra });
  assert.is(held.status, 200, 'a covered address is kept');
  assert.match(held.json.data.delivery.problem, /no shipping rate of Greater Accra takes this cart/);
  assert.equal(held.json.data.delivery.options, []);
  assert.is(held.json.data.pricing.shipping, '0.00');
  assert.is((await env.orders()).filter((o) => o.cart_id === cartId).length, 0, 'no order was placed');
  // Other order types do not look at zones.
  const picked = await s.checkout(cardBody(cartId, { order_type: 'pickup', address_info: { location_id: osu } }));
  assert.is(picked.status, 201, JSON.stringify(picked.body));
  await platform('DELETE', `/zones/${zone.id}`);
  await platform('DELETE', `/zones/${other.id}`);
});

test('live keys see live zones: zones of the sandbox charge nothing to live carts', async () => {
  await makeZone({ name: 'Ghana', destinations: [{ country: 'GH' }], rates: [{ name: 'Flat', price: flat('30.00') }] });
  const live = env.shopper({ key: env.demo.live_publishable_key });
  const r = await env.raw('PUT', '/api/v1/cart/delivery', {
    key: env.demo.live_publishable_key,
    sessionId: live.sessionId,
    body: { address: lagos },
  });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data.delivery.options, []);
  assert.is(r.json.data.pricing.shipping, '0.00');
  const sandbox = env.shopper();
  assert.is((await setDelivery(sandbox, { address: lagos })).status, 400, 'the sandbox has zones');
  await dropZones();
});

test('pickup: once the business chooses its pickup locations, a pickup order elsewhere is refused', async () => {
  const set = await platform('PUT', '/pickup', { location_ids: [osu] });
  assert.is(set.status, 200, JSON.stringify(set.json));
  const s = env.shopper();
  await s.add(beans, 1);
  const cartId = await s.cartId();
  const refused = await s.checkout(
    cardBody(cartId, { order_type: 'pickup', address_info: { location_id: eastLegon } }),
  );
  assert.is(refused.status, 400, JSON.stringify(refused.body));
  assert.match(refused.body.error.message, /^address_info\.location_id: loc_\w+ does not offer pickup/);
  const ok = await s.checkout(cardBody(cartId, { order_type: 'pickup', address_info: { location_id: osu } }));
  assert.is(ok.status, 201, JSON.stringify(ok.body));
  await platform('PUT', '/pickup', { location_ids: null });
  const s2 = env.shopper();
  await s2.add(beans, 1);
  const again = await s2.checkout(
    cardBody(await s2.cartId(), { order_type: 'pickup', address_info: { location_id: eastLegon } }),
  );
  assert.is(again.status, 201, 'every location offers pickup again');
});

test('every answer matched the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
