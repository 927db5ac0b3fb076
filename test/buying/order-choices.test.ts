// Issue 12, defect 8: orders keep what was chosen. Over real HTTP, a signed-in shopper's cart holds a latte with a
// variant, two add-on options and a note, a bundle with a swapped component, a composite with one pick per group, a
// merch tee (the demo's automatic "GHS 5 off merch" deal) and the WELCOME10 coupon. The cart lines echo the bundle
// and composite selections with their names and the cart lists its discounts with their labels; the placed order
// (storefront GET, list and Link GET) keeps the add-on options (id, name, price), the selections, the line's note
// and the labelled discounts, and keeps them after the catalogue changes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as link from '../../generated/sdk/link/sdk.gen.js';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { randomBase62 } from '../../src/kernel/ids.js';
import type { BundleDoc, CompositeDoc, ProductDoc } from '../../src/modules/catalogue/model.js';
import { scoped } from '../../src/store/index.js';
import { codeFromOutbox } from '../harness/customers.js';
import { newSessionId } from '../harness/harness.js';
import { startCheckoutEnv, type CheckoutEnv } from './checkout-env.js';

let env: CheckoutEnv;
test.before(async () => {
  env = await startCheckoutEnv();
});
test.after(async () => {
  await env?.close();
});

test('cart lines echo the selections, the cart its labelled discounts; the order keeps both, storefront and Link', async () => {
  const contact = `choices.${randomBase62(10).toLowerCase()}@example.com`;
  const customer = await env.customer({ contact });
  const client = env.storefront({ sessionId: newSessionId(), customer: { token: customer.token } });
  const tenantDb = scoped(env.srv.services.db, env.tenant);

  const latte = await env.product('iced-latte');
  const [, extras] = latte.add_ons;
  const oat = latte.add_ons[0].options[1];
  const shot = extras.options[0];
  const large = await env.variant('LATTE-ICED-L');
  const bundleProduct = await env.product('breakfast-bundle');
  const bundle = (await tenantDb.collection<BundleDoc>('bundles').findOne({ product_id: bundleProduct._id }))!;
  const drink = bundle.components.find((c) => c.is_swappable)!;
  const largeBrew = await env.variant('COLDBREW-L');
  const bowl = await env.product('build-your-bowl');
  const composite = (await tenantDb.collection<CompositeDoc>('composites').findOne({ product_id: bowl._id }))!;
  const [base, protein, toppings] = composite.groups;
  const tee = await env.product('classic-tee');

  const latteLine = await sdk.addCartItem({
    client,
    body: {
      item_id: latte._id,
      variant_id: large._id,
      add_on_options: [shot.id, oat.id],
      special_instructions: 'Extra hot, please',
    },
  });
  assert.is(latteLine.response.status, 201);
  assert.equal(latteLine.data!.data.add_on_options, [shot.id, oat.id]);
  assert.equal([latteLine.data!.data.bundle_selections, latteLine.data!.data.composite_selections], [[], []]);
  const bundleLine = await sdk.addCartItem({
    client,
    body: {
      item_id: bundleProduct._id,
      bundle_selections: [{ component_id: drink.component_id, variant_id: largeBrew._id, quantity: 1 }],
    },
  });
  assert.is(bundleLine.response.status, 201);
  const chosenBundle = [
    {
      component_id: drink.component_id,
      name: drink.name,
      variant_id: largeBrew._id,
      variant_name: largeBrew.name,
      quantity: 1,
    },
  ];
  assert.equal(bundleLine.data!.data.bundle_selections, chosenBundle);
  const picks = [base.components[2], protein.components[1], toppings.components[1]];
  const bowlLine = await sdk.addCartItem({
    client,
    body: {
      item_id: bowl._id,
      composite_selections: picks.map((c) => ({ component_id: c.component_id, quantity: 1 })),
    },
  });
  assert.is(bowlLine.response.status, 201);
  const chosenComposite = picks.map((c) => ({
    component_id: c.component_id,
    name: c.name,
    quantity: 1,
    variant_id: null,
    variant_name: null,
    add_on_option_id: null,
    add_on_option_name: null,
  }));
  assert.equal(bowlLine.data!.data.composite_selections, chosenComposite);
  assert.is((await sdk.addCartItem({ client, body: { item_id: tee._id } })).response.status, 201);

  const withCoupon = await sdk.applyCartCoupon({ client, body: { coupon_code: 'welcome10' } });
  assert.is(withCoupon.response.status, 200);
  const cart = withCoupon.data!.data;
  // The automatic deal first (labelled with its name), then the coupon (labelled with its code); they add up.
  assert.equal(
    cart.discounts.map((d) => [d.kind, d.label]),
    [
      ['automatic', 'GHS 5 off merch'],
      ['coupon', 'WELCOME10'],
    ],
  );
  assert.is(cart.discounts[0].amount, '5.00');
  assert.is(cart.discounts[1].amount, cart.coupon!.discount_amount);
  const sum = cart.discounts.reduce((n, d) => n + Math.round(Number(d.amount) * 100), 0);
  assert.is(sum, Math.round(Number(cart.pricing.discount_total) * 100));
  // The cart's lines (GET) echo the same selections.
  const lines = (await sdk.listCartItems({ client })).data!.data;
  assert.equal(lines.find((l) => l.item_id === bundleProduct._id)!.bundle_selections, chosenBundle);
  assert.equal(lines.find((l) => l.item_id === bowl._id)!.composite_selections, chosenComposite);

  const placed = await sdk.checkout({
    client,
    body: { cart_id: cart.id, customer: { name: 'Ama Mensah', email: contact }, payment_method: 'card' },
  });
  assert.is(placed.response.status, 201, JSON.stringify(placed.error));
  const orderId = placed.data!.data.order_id;

  // The catalogue changes afterwards: the order keeps what was chosen, names and prices as they were.
  await tenantDb
    .collection<ProductDoc>('products')
    .updateOne(
      { _id: latte._id, 'add_ons.options.id': shot.id },
      { $set: { 'add_ons.$[g].options.$[o].name': 'Renamed shot', 'add_ons.$[g].options.$[o].price': 9900 } },
      { arrayFilters: [{ 'g.id': extras.id }, { 'o.id': shot.id }] },
    );
  const renamed = (await tenantDb.collection<ProductDoc>('products').findOne({ _id: latte._id }))!;
  assert.is(renamed.add_ons[1].options[0].name, 'Renamed shot', 'the catalogue really changed');

  const expectLines = (
    items: {
      product_id: string;
      add_on_options: unknown;
      bundle_selections: unknown;
      composite_selections: unknown;
      special_instructions: unknown;
    }[],
  ) => {
    const of = (id: string) => items.find((i) => i.product_id === id)!;
    assert.equal(of(latte._id).add_on_options, [
      { id: shot.id, name: shot.name, price: '5.00' },
      { id: oat.id, name: oat.name, price: '4.00' },
    ]);
    assert.is(of(latte._id).special_instructions, 'Extra hot, please');
    assert.equal([of(latte._id).bundle_selections, of(latte._id).composite_selections], [[], []]);
    assert.equal(of(bundleProduct._id).bundle_selections, chosenBundle);
    assert.equal(of(bowl._id).composite_selections, chosenComposite);
    assert.is(of(tee._id).special_instructions, null);
  };
  const order = (await sdk.getOrder({ client, path: { order_id: orderId } })).data!.data;
  expectLines(order.items);
  assert.equal(order.discounts, cart.discounts);
  assert.is(order.discount_amount, cart.pricing.discount_total);
  const listed = (await sdk.listOrders({ client })).data!.data.find((o) => o.id === orderId)!;
  expectLines(listed.items);

  // Link, signed in with the same contact: the same order with the same choices and discounts.
  const linkClient = env.link({ headers: { 'x-api-key': env.publishableKey } });
  await link.linkRequestOtp({ client: linkClient, body: { contact, contact_type: 'email' } });
  const verified = await link.linkVerifyOtp({
    client: linkClient,
    body: { contact, contact_type: 'email', otp_code: await codeFromOutbox(env.db, contact) },
  });
  const me = env.link({ token: verified.data!.data.session_token });
  const linkOrder = await link.linkGetOrder({ client: me, path: { order_id: orderId } });
  assert.is(linkOrder.response.status, 200, JSON.stringify(linkOrder.error));
  expectLines(linkOrder.data!.data.items);
  assert.equal(linkOrder.data!.data.discounts, cart.discounts);
  assert.is(linkOrder.data!.data.discount_amount, cart.pricing.discount_total);
});

test('a cart without discounts lists none; an order of a plain line lists empty choices', async () => {
  const customer = await env.customer();
  const client = env.storefront({ sessionId: newSessionId(), customer: { token: customer.token } });
  const chips = await env.product('plantain-chips');
  assert.is((await sdk.addCartItem({ client, body: { item_id: chips._id } })).response.status, 201);
  const cart = (await sdk.getCart({ client })).data!.data;
  assert.equal(cart.discounts, []);
  const placed = await sdk.checkout({
    client,
    body: { cart_id: cart.id, customer: { name: 'Kofi', phone: '+233241112233' }, payment_method: 'card' },
  });
  assert.is(placed.response.status, 201);
  const order = (await sdk.getOrder({ client, path: { order_id: placed.data!.data.order_id } })).data!.data;
  assert.equal(order.discounts, []);
  assert.equal(
    [
      order.items[0].add_on_options,
      order.items[0].bundle_selections,
      order.items[0].composite_selections,
      order.items[0].special_instructions,
    ],
    [[], [], [], null],
  );
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
