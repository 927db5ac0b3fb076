// Several discount codes on one cart (what a UCP checkout session will send), on the real store and server: the cart
// built over the storefront HTTP API, priced with an ordered list of codes (priceCartWithCodes: automatic deal first,
// then each code on what is left, shipping and tax as usual), placed with those codes (placeOrder's `codes`: each
// claimed with the order), and the order and the codes' use read back over HTTP. Two placements cannot both use a
// code that may be used once. The storefront's single coupon is the other files' (cart-coupons, order-choices).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newId } from '../../src/kernel/ids.js';
import { isAppError } from '../../src/kernel/errors.js';
import type { DealDoc } from '../../src/modules/catalogue/model.js';
import { loadActiveCart, priceCartWithCodes } from '../../src/modules/cart/index.js';
import { placeOrder } from '../../src/flows/place-order/place-order.js';
import { cardBody, startCheckoutEnv, type CheckoutEnv, type Shopper } from './checkout-env.js';

let env: CheckoutEnv;
let tee: string;
let chips: string;

test.before(async () => {
  env = await startCheckoutEnv();
  tee = (await env.product('classic-tee'))._id;
  chips = (await env.product('plantain-chips'))._id;
});
test.after(async () => {
  await env?.close();
});

async function addDeal(over: Partial<DealDoc>): Promise<DealDoc> {
  const now = env.srv.clock.now();
  const deal: DealDoc = {
    _id: newId('deal'),
    business_id: env.tenant.business_id,
    livemode: false,
    created_at: now,
    updated_at: now,
    name: `Deal ${over.code}`,
    description: '',
    discount_type: 'percentage',
    value: 1000,
    currency: 'GHS',
    code: null,
    min_subtotal: null,
    starts_at: new Date('2026-01-01T00:00:00Z'),
    ends_at: null,
    is_active: true,
    product_ids: [],
    category_ids: [],
    collection_ids: [],
    location_ids: [],
    usage_limit: null,
    usage_count: 0,
    ...over,
  };
  await env.db.collection<DealDoc>('deals').insertOne(deal);
  return deal;
}

const uses = async (id: string) => (await env.db.collection<DealDoc>('deals').findOne({ _id: id }))!.usage_count;
const caller = (s: Shopper) => ({ tenant: env.tenant, sessionId: s.sessionId, customerId: null });
const cartOf = async (s: Shopper) => (await loadActiveCart(env.srv.services, env.tenant, s.sessionId, null))!;
const place = async (s: Shopper, codes: string[], extra = {}) =>
  placeOrder(env.srv.services, caller(s), cardBody(await s.cartId(), extra), { codes });
/** What a code's use looks like over the storefront API: the deal validation's reason. */
const validation = async (code: string) =>
  (
    await env.raw('POST', '/api/v1/catalogue/deals/validate', {
      body: { discount_code: code, order_subtotal: '100.00' },
    })
  ).json.data;
const refusal = (p: Promise<unknown>): Promise<{ code: string; message: string }> =>
  p.then(
    () => {
      throw new Error('placed, though a code gives nothing');
    },
    (err: unknown) => {
      assert.ok(isAppError(err), String(err));
      return { code: (err as { code: string }).code, message: (err as Error).message };
    },
  );

test('codes in order after the automatic deal; placing claims each; the order keeps each discount', async () => {
  const ten = await addDeal({ code: '10OFF', name: '10% Off' });
  const twenty = await addDeal({ code: 'WELCOME20', name: '20% Off', value: 2000, usage_limit: 1 });
  const zone = await env.raw('POST', `/v1/businesses/${env.demo.business_id}/shipping/zones?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${env.businessKey}` },
    body: {
      name: 'Greater Accra',
      destinations: [{ country: 'GH', regions: ['Greater Accra'] }],
      rates: [{ name: 'Rider', price: { type: 'flat', amount: '10.00' } }],
    },
  });
  assert.is(zone.status, 201, JSON.stringify(zone.json));
  const s = env.shopper();
  await s.add(tee); // 120.00, merch: the demo's automatic GHS 5.00 off
  await s.add(chips); // 12.00
  const address = { street_address: '12 Oxford Street', city: 'Accra', region: 'Greater Accra', country: 'GH' };
  const priced = await priceCartWithCodes(
    env.srv.services,
    env.tenant,
    await cartOf(s),
    ['10off', ' WELCOME20 ', 'NOPE', '10OFF'],
    { shipping: { address, rateId: null, strict: false } },
  );
  // 132.00 − 5.00 = 127.00; 10 % = 12.70 → 114.30; 20 % = 22.86 → 91.44; 15 % tax = 13.72; shipping 10.00 untouched
  assert.equal(priced.pricing, {
    subtotal: 13200,
    discount_total: 4056,
    tax_total: 1372,
    shipping: 1000,
    total_price: 9144 + 1372 + 1000,
    currency: 'GHS',
  });
  assert.equal(
    priced.applied.map((a) => [a.code, a.title, a.amount, a.automatic]),
    [
      [null, 'GHS 5 off merch', 500, true],
      ['10OFF', '10% Off', 1270, false],
      ['WELCOME20', '20% Off', 2286, false],
    ],
  );
  assert.equal(priced.applied[0].allocations, [{ line_index: 0, cart_line_id: priced.lines[0].line.id, amount: 500 }]);
  for (const a of priced.applied)
    assert.is(
      a.allocations.reduce((n, x) => n + x.amount, 0),
      a.amount,
      a.title,
    );
  assert.equal(priced.rejected, [
    { index: 2, code: 'NOPE', reason: 'not_found' },
    { index: 3, code: '10OFF', reason: 'duplicate' },
  ]);
  // The storefront's cart is untouched: still only the automatic deal.
  assert.is(
    (await env.raw('GET', '/api/v1/cart', { sessionId: s.sessionId })).json.data.pricing.discount_total,
    '5.00',
  );

  const placed = await place(s, ['10OFF', 'welcome20'], { order_type: 'delivery', address_info: address });
  assert.is(placed.amount, '115.16');
  const order = (await env.raw('GET', `/api/v1/orders/${placed.order_id}?token=${placed.bill_token}`)).json.data;
  assert.equal(
    [order.subtotal, order.discount_amount, order.tax_amount, order.shipping, order.total_price],
    ['132.00', '40.56', '13.72', '10.00', '115.16'],
  );
  assert.equal(
    order.discounts.map((d: any) => [d.kind, d.label, d.amount]),
    [
      ['automatic', 'GHS 5 off merch', '5.00'],
      ['coupon', '10OFF', '12.70'],
      ['coupon', 'WELCOME20', '22.86'],
    ],
  );
  // Each line keeps its share of every discount, as priced: what a refund of the line gives back.
  const stored = (await env.order(placed.order_id))!;
  assert.equal(
    stored.items.map((i) => i.allocation!.discount),
    priced.lines.map((_, i) =>
      priced.applied.reduce((n, a) => n + (a.allocations.find((x) => x.line_index === i)?.amount ?? 0), 0),
    ),
  );
  assert.is(stored.coupon, null);
  // Each code used once; WELCOME20 (usable once) is now used up, as the storefront API says.
  assert.equal([await uses(ten._id), await uses(twenty._id)], [1, 1]);
  assert.equal(
    [(await validation('welcome20')).reason, (await validation('10off')).valid],
    ['usage_limit_reached', true],
  );
  const again = env.shopper();
  await again.add(chips);
  const priceAgain = await priceCartWithCodes(env.srv.services, env.tenant, await cartOf(again), ['WELCOME20']);
  assert.equal(priceAgain.rejected, [{ index: 0, code: 'WELCOME20', reason: 'usage_limit_reached' }]);
  const zones = (
    await env.raw('GET', `/v1/businesses/${env.demo.business_id}/shipping/zones?mode=test`, {
      key: null,
      headers: { authorization: `Bearer ${env.businessKey}` },
    })
  ).json.data.zones;
  for (const z of zones)
    await env.raw('DELETE', `/v1/businesses/${env.demo.business_id}/shipping/zones/${z.id}?mode=test`, {
      key: null,
      headers: { authorization: `Bearer ${env.businessKey}` },
    });
});

test('a code giving nothing refuses the placement, naming it; nothing is placed or claimed', async () => {
  const fixed = await addDeal({ code: 'FIXED500', discount_type: 'fixed_amount', value: 500 });
  const s = env.shopper();
  await s.add(chips, 3); // 36.00
  const before = (await env.orders()).length;
  const unknown = await refusal(place(s, ['FIXED500', 'PINK_WUMPUS']));
  assert.equal(unknown, {
    code: 'VALIDATION_ERROR',
    message: 'discounts.codes[1]: PINK_WUMPUS is not a valid code',
  });
  const twice = await refusal(place(s, ['fixed500', 'FIXED500']));
  assert.is(twice.message, 'discounts.codes[1]: FIXED500 is already applied');
  assert.equal([(await env.orders()).length, await uses(fixed._id)], [before, 0]);
  // With the codes that apply, it places: 36.00 − 5.00 = 31.00 + 15 % = 35.65.
  const placed = await place(s, ['FIXED500']);
  assert.equal([placed.amount, await uses(fixed._id)], ['35.65', 1]);
});

test('two placements at once cannot both use a code usable once', async () => {
  const once = await addDeal({ code: 'ONCE', usage_limit: 1 });
  const [a, b] = [env.shopper(), env.shopper()];
  await a.add(chips, 2);
  await b.add(chips, 2);
  const results = await Promise.allSettled([place(a, ['ONCE']), place(b, ['ONCE'])]);
  const placed = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  assert.equal([placed.length, refused.length], [1, 1], JSON.stringify(results));
  assert.match(
    String(refused[0].reason.message),
    /^discounts\.codes\[0\]: ONCE (is no longer valid|has been used up)$/,
  );
  assert.is(await uses(once._id), 1);
  // The order placed got the discount: 24.00 − 2.40 = 21.60 + 15 % = 24.84.
  assert.is((placed[0] as PromiseFulfilledResult<{ amount: string }>).value.amount, '24.84');
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
