// Coupons and automatic deals on the session cart over real HTTP, checked against the contract: apply, replace,
// remove, re-checked on every cart write; the demo's automatic "GHS 5 off merch" deal.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { newId } from '../../src/kernel/ids.js';
import type { DealDoc } from '../../src/modules/catalogue/model.js';
import { startCheckoutEnv, type CheckoutEnv } from './checkout-env.js';

let env: CheckoutEnv;
test.before(async () => {
  env = await startCheckoutEnv();
});
test.after(async () => {
  await env?.close();
});

const err = (r: { error?: unknown }) => (r.error as any)?.error as { code: string; message: string };

async function addDeal(over: Partial<DealDoc>): Promise<DealDoc> {
  const now = env.srv.clock.now();
  const deal: DealDoc = {
    _id: newId('deal'),
    business_id: env.tenant.business_id,
    livemode: false,
    created_at: now,
    updated_at: now,
    name: 'Test deal',
    description: '',
    discount_type: 'fixed_amount',
    value: 500,
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
  await env.srv.services.db.collection<DealDoc>('deals').insertOne(deal);
  return deal;
}

test('WELCOME10: case-insensitive, needs GHS 50.00, discounts 10 % before tax; re-checked on every write', async () => {
  const { client } = env.shopper();
  const chips = await env.product('plantain-chips');
  const line = (await sdk.addCartItem({ client, body: { item_id: chips._id, quantity: 2 } })).data!.data;

  const low = await sdk.applyCartCoupon({ client, body: { coupon_code: 'WELCOME10' } });
  assert.is(low.response.status, 400);
  assert.is(err(low).code, 'VALIDATION_ERROR');
  assert.match(err(low).message, /^coupon_code: WELCOME10 needs a larger order/);

  await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 5 } }); // 60.00
  const applied = await sdk.applyCartCoupon({ client, body: { coupon_code: '  welcome10 ' } });
  assert.is(applied.response.status, 200);
  const cart = applied.data!.data;
  assert.equal(cart.coupon, {
    code: 'WELCOME10',
    description: '10 % off your order of GHS 50.00 or more.',
    discount_type: 'percentage',
    value: '10',
    discount_amount: '6.00',
  });
  // 60.00 − 6.00 = 54.00; 15 % = 8.10; 62.10
  assert.equal(cart.pricing, {
    subtotal: '60.00',
    discount_total: '6.00',
    tax_total: '8.10',
    shipping: '0.00',
    total_price: '62.10',
    currency: 'GHS',
  });
  assert.is((await sdk.getCartTotal({ client })).data!.data, '62.10');
  // Applying it again succeeds unchanged.
  assert.equal((await sdk.applyCartCoupon({ client, body: { coupon_code: 'WELCOME10' } })).data!.data, cart);

  // Below the minimum again: the coupon stays, discounting nothing until the cart qualifies again.
  await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 4 } }); // 48.00
  const below = (await sdk.getCart({ client })).data!.data;
  assert.equal(
    [below.coupon?.code, below.coupon?.discount_amount, below.pricing.discount_total, below.pricing.total_price],
    ['WELCOME10', '0.00', '0.00', '55.20'],
  );
  await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 10 } }); // 120.00
  assert.is((await sdk.getCart({ client })).data!.data.coupon?.discount_amount, '12.00');

  // Removing the last line keeps the coupon, which then discounts nothing.
  const emptied = (await sdk.removeCartItem({ client, path: { cart_item_id: line.id } })).data!.data;
  assert.equal(
    [emptied.coupon?.code, emptied.coupon?.discount_amount, emptied.pricing.total_price],
    ['WELCOME10', '0.00', '0.00'],
  );

  // Remove: idempotent.
  const removed = await sdk.removeCartCoupon({ client });
  assert.equal([removed.response.status, removed.data!.data.coupon], [200, null]);
  assert.is((await sdk.removeCartCoupon({ client })).data!.data.coupon, null);
});

test('unknown, expired, used-up and inapplicable codes are 400 and the previous coupon stays', async () => {
  const { client } = env.shopper();
  const chips = await env.product('plantain-chips');
  const beans = await env.product('house-blend-coffee-beans');
  await sdk.addCartItem({ client, body: { item_id: beans._id } }); // 85.00
  await addDeal({ code: 'OLDNEWS', ends_at: new Date('2026-02-01T00:00:00Z') });
  await addDeal({ code: 'ALLGONE', usage_limit: 10, usage_count: 10 });
  await addDeal({ code: 'CHIPSONLY', product_ids: [chips._id] });
  await addDeal({ code: 'OFF', is_active: false });
  const fiver = await addDeal({ code: 'FIVEOFF', description: 'Five off', discount_type: 'fixed_amount', value: 500 });

  assert.is(
    (await sdk.applyCartCoupon({ client, body: { coupon_code: 'WELCOME10' } })).data!.data.coupon?.code,
    'WELCOME10',
  );
  for (const [code, why] of [
    ['NOPE', /not a valid code/],
    ['OLDNEWS', /expired/],
    ['ALLGONE', /used up/],
    ['CHIPSONLY', /none of the items/],
    ['OFF', /not active/],
  ] as const) {
    const res = await sdk.applyCartCoupon({ client, body: { coupon_code: code } });
    assert.is(res.response.status, 400, code);
    assert.match(err(res).message, why);
    assert.is((await sdk.getCart({ client })).data!.data.coupon?.code, 'WELCOME10', code);
  }

  // Replacing: one coupon at a time.
  const replaced = (await sdk.applyCartCoupon({ client, body: { coupon_code: 'fiveoff' } })).data!.data;
  assert.equal(replaced.coupon, {
    code: fiver.code!,
    description: 'Five off',
    discount_type: 'fixed_amount',
    value: '5.00',
    discount_amount: '5.00',
  });
  // 85.00 − 5.00 = 80.00; 15 % = 12.00
  assert.equal(
    [replaced.pricing.discount_total, replaced.pricing.tax_total, replaced.pricing.total_price],
    ['5.00', '12.00', '92.00'],
  );
  // A product-targeted coupon discounts only its product.
  await sdk.addCartItem({ client, body: { item_id: chips._id } });
  const targeted = (await sdk.applyCartCoupon({ client, body: { coupon_code: 'CHIPSONLY' } })).data!.data;
  assert.equal(
    [targeted.coupon?.discount_amount, targeted.pricing.subtotal, targeted.pricing.discount_total],
    ['5.00', '97.00', '5.00'],
  );

  // Emptying the cart clears the coupon too.
  assert.is((await sdk.clearCart({ client })).data!.data.coupon, null);
});

test('the automatic merch deal takes GHS 5.00 off a cart with merch in it, before the coupon', async () => {
  const { client } = env.shopper();
  const tee = await env.product('classic-tee');
  const chips = await env.product('plantain-chips');
  await sdk.addCartItem({ client, body: { item_id: chips._id } });
  assert.is((await sdk.getCart({ client })).data!.data.pricing.discount_total, '0.00');
  await sdk.addCartItem({ client, body: { item_id: tee._id } });
  const cart = (await sdk.getCart({ client })).data!.data;
  // 12.00 + 120.00 = 132.00 − 5.00 = 127.00; 15 % = 19.05
  assert.equal(cart.pricing, {
    subtotal: '132.00',
    discount_total: '5.00',
    tax_total: '19.05',
    shipping: '0.00',
    total_price: '146.05',
    currency: 'GHS',
  });
  assert.is(cart.coupon, null);
  const both = (await sdk.applyCartCoupon({ client, body: { coupon_code: 'WELCOME10' } })).data!.data;
  // 10 % of 132.00 = 13.20, on top of the 5.00
  assert.equal(
    [both.coupon?.discount_amount, both.pricing.discount_total, both.pricing.tax_total, both.pricing.total_price],
    ['13.20', '18.20', '17.07', '130.87'],
  );
});

test('a business that prices tax-inclusive: the total is the discounted subtotal', async () => {
  const businesses = env.srv.services.db.collection('businesses');
  await businesses.updateOne({ _id: env.tenant.business_id as never }, { $set: { 'tax.inclusive': true } });
  try {
    const { client } = env.shopper();
    const beans = await env.product('house-blend-coffee-beans');
    await sdk.addCartItem({ client, body: { item_id: beans._id } });
    const cart = (await sdk.applyCartCoupon({ client, body: { coupon_code: 'WELCOME10' } })).data!.data;
    // 85.00 − 8.50 = 76.50, of which 76.50 × 15 / 115 = 9.978… → 9.98 is VAT
    assert.equal(cart.pricing, {
      subtotal: '85.00',
      discount_total: '8.50',
      tax_total: '9.98',
      shipping: '0.00',
      total_price: '76.50',
      currency: 'GHS',
    });
  } finally {
    await businesses.updateOne({ _id: env.tenant.business_id as never }, { $set: { 'tax.inclusive': false } });
  }
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
