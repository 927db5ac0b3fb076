// Cart lines of every product kind over real HTTP, checked against the contract: variants and add-ons, variant
// stock, bundles with a swappable component, composites with group limits, service bookings, subscription plans
// and quoted prices.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { scoped } from '../../src/store/index.js';
import type { BundleDoc, CompositeDoc, ProductDoc } from '../../src/modules/catalogue/model.js';
import { startCheckoutEnv, type CheckoutEnv } from './checkout-env.js';
import type { BookingHoldDoc } from '../../src/modules/scheduling/model.js';
import { assertDaysInStep } from '../scheduling/support.js';

let env: CheckoutEnv;
test.before(async () => {
  env = await startCheckoutEnv();
});
test.after(async () => {
  await env?.close();
});

const err = (r: { error?: unknown }) => (r.error as any)?.error as { code: string; message: string };

test('variants and add-ons: default variant, required single group, options of the product only', async () => {
  const { client } = env.shopper();
  const latte = await env.product('iced-latte');
  const [milk, extras] = latte.add_ons;
  const [whole, oat, almond] = milk.options;
  const [shot] = extras.options;
  const regular = await env.variant('LATTE-ICED-R');
  const large = await env.variant('LATTE-ICED-L');

  const missingMilk = await sdk.addCartItem({ client, body: { item_id: latte._id } });
  assert.is(missingMilk.response.status, 400);
  assert.match(err(missingMilk).message, /Milk/);
  // Messages name the field as the cart's body sends it (add_on_options; quotes call theirs add_on_option_ids).
  assert.match(err(missingMilk).message, /^add_on_options: /);
  const twoMilks = await sdk.addCartItem({ client, body: { item_id: latte._id, add_on_options: [oat.id, almond.id] } });
  assert.is(twoMilks.response.status, 400);
  assert.match(err(twoMilks).message, /^add_on_options: /);
  const foreign = (await env.product('classic-tee'))._id;
  const notOption = await sdk.addCartItem({
    client,
    body: { item_id: latte._id, add_on_options: [whole.id, 'aoo_NotAnOption0001'] },
  });
  assert.is(notOption.response.status, 400);

  const plain = await sdk.addCartItem({ client, body: { item_id: latte._id, add_on_options: [whole.id] } });
  assert.is(plain.response.status, 201);
  assert.equal(
    [plain.data!.data.variant_id, plain.data!.data.variant_name, plain.data!.data.unit_price],
    [regular._id, regular.name, '32.00'],
  );
  // Large (+6.00) with oat (+4.00) and an extra shot (+5.00) = 47.00
  const rich = await sdk.addCartItem({
    client,
    body: { item_id: latte._id, variant_id: large._id, quantity: 2, add_on_options: [shot.id, oat.id] },
  });
  assert.equal(
    [rich.data!.data.unit_price, rich.data!.data.line_total, rich.data!.data.add_on_options],
    ['47.00', '94.00', [shot.id, oat.id]],
  );
  // The same options in another order merge.
  const again = await sdk.addCartItem({
    client,
    body: { item_id: latte._id, variant_id: large._id, add_on_options: [oat.id, shot.id] },
  });
  assert.equal([again.data!.data.id, again.data!.data.quantity], [rich.data!.data.id, 3]);

  // A variant of another product is a bad request; an unknown one is 404.
  const teeVariant = await env.variant('TEE-BLK-S');
  assert.is(
    (
      await sdk.addCartItem({
        client,
        body: { item_id: latte._id, variant_id: teeVariant._id, add_on_options: [whole.id] },
      })
    ).response.status,
    400,
  );
  assert.is(
    (await sdk.addCartItem({ client, body: { item_id: foreign, variant_id: 'var_Unknown000000001' } })).response.status,
    404,
  );
});

test('variants without a default need a choice', async () => {
  const { client } = env.shopper();
  const coldBrew = await env.product('cold-brew');
  const variants = scoped(env.srv.services.db, env.tenant).collection('variants');
  await variants.updateMany({ product_id: coldBrew._id }, { $set: { is_default: false } });
  try {
    const res = await sdk.addCartItem({ client, body: { item_id: coldBrew._id } });
    assert.is(res.response.status, 400);
    assert.match(err(res).message, /variant_id/);
    const large = await env.variant('COLDBREW-L');
    assert.is(
      (await sdk.addCartItem({ client, body: { item_id: coldBrew._id, variant_id: large._id } })).data!.data.unit_price,
      '33.00',
    );
  } finally {
    await variants.updateOne({ sku: 'COLDBREW-R' }, { $set: { is_default: true } });
  }
});

test('variant-level stock is checked per variant', async () => {
  const { client } = env.shopper();
  const tee = await env.product('classic-tee');
  const whiteM = await env.variant('TEE-WHT-M'); // 5 at Osu, 0 at East Legon
  assert.is(
    (await sdk.addCartItem({ client, body: { item_id: tee._id, variant_id: whiteM._id, quantity: 6 } })).response
      .status,
    409,
  );
  const line = await sdk.addCartItem({ client, body: { item_id: tee._id, variant_id: whiteM._id, quantity: 5 } });
  assert.equal([line.response.status, line.data!.data.unit_price], [201, '120.00']);
  // Another variant has its own stock; the default variant is taken when none is named.
  const def = await sdk.addCartItem({ client, body: { item_id: tee._id, quantity: 11 } });
  assert.equal([def.response.status, def.data!.data.variant_id], [201, (await env.variant('TEE-BLK-M'))._id]);
  assert.is((await sdk.addCartItem({ client, body: { item_id: tee._id } })).response.status, 409);
});

test('bundles: swappable components take a variant choice, fixed ones do not', async () => {
  const { client } = env.shopper();
  const product = await env.product('breakfast-bundle');
  const bundle = (await scoped(env.srv.services.db, env.tenant)
    .collection<BundleDoc>('bundles')
    .findOne({ product_id: product._id })) as BundleDoc;
  const drink = bundle.components.find((c) => c.is_swappable)!;
  const snack = bundle.components.find((c) => !c.is_swappable)!;
  const large = await env.variant('COLDBREW-L');

  const plain = await sdk.addCartItem({ client, body: { item_id: product._id } });
  assert.is(plain.data!.data.unit_price, '36.00');
  // Swapping the drink for a large one adds the difference of the adjustments (+5.00).
  const swapped = await sdk.addCartItem({
    client,
    body: {
      item_id: product._id,
      bundle_selections: [{ component_id: drink.component_id, variant_id: large._id, quantity: 1 }],
    },
  });
  assert.equal([swapped.response.status, swapped.data!.data.unit_price], [201, '41.00']);
  assert.is.not(swapped.data!.data.id, plain.data!.data.id);

  const latteLarge = await env.variant('LATTE-ICED-L');
  const cases: [unknown, number][] = [
    [[{ component_id: 'cpt_NotInBundle0001', quantity: 1 }], 400],
    [[{ component_id: snack.component_id, variant_id: large._id, quantity: 1 }], 400],
    [[{ component_id: drink.component_id, variant_id: latteLarge._id, quantity: 1 }], 400],
    [[{ component_id: drink.component_id, variant_id: 'var_Unknown000000001', quantity: 1 }], 404],
    [[{ component_id: drink.component_id, quantity: 2 }], 400],
  ];
  for (const [bundle_selections, status] of cases) {
    const res = await sdk.addCartItem({
      client,
      body: { item_id: product._id, bundle_selections: bundle_selections as never },
    });
    assert.is(res.response.status, status, JSON.stringify(bundle_selections));
  }
  const chips = await env.product('plantain-chips');
  assert.is(
    (
      await sdk.addCartItem({
        client,
        body: { item_id: chips._id, bundle_selections: [{ component_id: drink.component_id, quantity: 1 }] },
      })
    ).response.status,
    400,
  );
});

test("composites: selections within each group's min and max", async () => {
  const { client } = env.shopper();
  const product = await env.product('build-your-bowl');
  const composite = (await scoped(env.srv.services.db, env.tenant)
    .collection<CompositeDoc>('composites')
    .findOne({ product_id: product._id })) as CompositeDoc;
  const [base, protein, toppings] = composite.groups;
  const pick = (g: typeof base, i: number, quantity = 1) => ({ component_id: g.components[i].component_id, quantity });

  // 30.00 + jollof 0.00 + chicken 12.00 = 42.00
  const simple = await sdk.addCartItem({
    client,
    body: { item_id: product._id, composite_selections: [pick(base, 0), pick(protein, 0)] },
  });
  assert.equal([simple.response.status, simple.data!.data.unit_price], [201, '42.00']);
  // 30.00 + brown rice 2.00 + tilapia 15.00 + avocado 5.00 + kelewele 4.00 = 56.00
  const full = await sdk.addCartItem({
    client,
    body: {
      item_id: product._id,
      quantity: 2,
      composite_selections: [pick(base, 2), pick(protein, 1), pick(toppings, 1), pick(toppings, 2)],
    },
  });
  assert.equal([full.data!.data.unit_price, full.data!.data.line_total], ['56.00', '112.00']);

  for (const selections of [
    [pick(protein, 0)], // no base
    [pick(base, 0), pick(base, 1), pick(protein, 0)], // two bases
    [pick(base, 0), pick(protein, 0, 3)], // three proteins
    [pick(base, 0), pick(protein, 0), pick(toppings, 0), pick(toppings, 1), pick(toppings, 2), pick(toppings, 3)], // four toppings
    [pick(base, 0), pick(protein, 0), { component_id: 'cpt_NotInBowl00001', quantity: 1 }],
    [],
  ]) {
    const res = await sdk.addCartItem({ client, body: { item_id: product._id, composite_selections: selections } });
    assert.is(res.response.status, 400, JSON.stringify(selections));
    assert.is(err(res).code, 'VALIDATION_ERROR');
  }
});

const HOUR = 3600_000;

/**
 * A Saturday 10:00 in Accra (UTC+0) at least a day and a half after the service clock, whatever day and hour it
 * shows: the Friday 10:00 before it (a closed day the test books) is then still ahead, beyond the 2-hour minimum
 * notice, so it is refused as closed and not as past or too soon.
 */
function nextSaturdayTen(now: Date): Date {
  const later = new Date(now.getTime() + 2 * 24 * HOUR);
  const d = new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth(), later.getUTCDate(), 10));
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

test('services: a booking line holds its slot under the scheduling rules; location and staff of the service', async () => {
  const { client } = env.shopper();
  const svc = await env.product('barista-class');
  const solo = await env.variant('CLASS-SOLO'); // 60 min, capacity 1
  const group = await env.variant('CLASS-GROUP'); // 90 min, capacity 6
  const osu = await env.location('osu');
  const start = nextSaturdayTen(env.srv.clock.now()); // Osu: Saturdays 10:00–16:00, Africa/Accra (UTC+0)
  const iso = (d: Date) => d.toISOString();
  const at = (startMs: number, minutes: number, extra: Record<string, unknown> = {}) =>
    sdk.addCartItem({
      client,
      body: {
        item_id: svc._id,
        location_id: osu,
        scheduled_start: iso(new Date(startMs)),
        scheduled_end: iso(new Date(startMs + minutes * 60_000)),
        ...extra,
      } as never,
    });

  const booked = await at(start.getTime(), 60);
  assert.is(booked.response.status, 201, JSON.stringify(booked.error));
  const line = booked.data!.data;
  assert.equal(
    [line.variant_id, line.unit_price, line.scheduled_start, line.scheduled_end, line.staff_id],
    [solo._id, '150.00', iso(start), iso(new Date(start.getTime() + HOUR)), null],
  );
  // The private session holds one: the same slot again is refused, naming the rule.
  const again = await at(start.getTime(), 60);
  assert.is(again.response.status, 409);
  assert.match(err(again).message, /fully_booked/);

  assert.is((await at(start.getTime(), 0)).response.status, 400); // end not after start
  assert.is((await at(start.getTime(), -30)).response.status, 400);
  assert.is((await at(start.getTime() + HOUR, 45)).response.status, 400); // not the variant's length
  const late = await at(start.getTime() + 5.5 * HOUR, 60); // 15:30–16:30 runs past 16:00
  assert.equal([late.response.status, /outside_hours/.test(err(late).message)], [409, true]);
  const friday = await at(start.getTime() - 24 * HOUR, 60);
  assert.equal([friday.response.status, /closed/.test(err(friday).message)], [409, true]);
  const both = await env.raw('POST', '/api/v1/cart/items', { body: { item_id: svc._id, scheduled_start: iso(start) } });
  assert.is(both.status, 400); // start without end
  const goods = await sdk.addCartItem({
    client,
    body: {
      item_id: (await env.product('plantain-chips'))._id,
      scheduled_start: iso(start),
      scheduled_end: iso(new Date(start.getTime() + HOUR)),
    },
  });
  assert.is(goods.response.status, 400);
  // Two locations and none named: 400 naming location_id.
  const nowhere = await sdk.addCartItem({
    client,
    body: {
      item_id: svc._id,
      scheduled_start: iso(new Date(start.getTime() + 2 * HOUR)),
      scheduled_end: iso(new Date(start.getTime() + 3 * HOUR)),
    },
  });
  assert.equal([nowhere.response.status, err(nowhere).message.startsWith('location_id:')], [400, true]);

  // The group session takes six participants; seven do not fit, and raising a line beyond the room is 409.
  const grp = await at(start.getTime() + 2 * HOUR, 90, { variant_id: group._id, quantity: 4 });
  assert.equal(
    [grp.response.status, grp.data?.data.unit_price, grp.data?.data.line_total],
    [201, '100.00', '400.00'],
    JSON.stringify(grp.error),
  );
  assert.is((await at(start.getTime() + 2 * HOUR, 90, { variant_id: group._id, quantity: 3 })).response.status, 409);
  assert.is(
    (await sdk.updateCartItem({ client, path: { cart_item_id: grp.data!.data.id }, body: { quantity: 7 } })).response
      .status,
    409,
  );
  assert.is(
    (await sdk.updateCartItem({ client, path: { cart_item_id: grp.data!.data.id }, body: { quantity: 6 } })).response
      .status,
    200,
  );

  // Staff: unknown is 404; a member of the service is held for the line.
  assert.is((await at(start.getTime() + 4 * HOUR, 60, { staff_id: 'stf_Nobody00000001' })).response.status, 404);
  const services = (await env.raw('GET', '/api/v1/scheduling/services')).json.data as {
    product_id: string;
    staff: { id: string; name: string }[];
  }[];
  const ama = services.find((s) => s.product_id === svc._id)!.staff.find((m) => m.name.startsWith('Ama'))!.id;
  const withStaff = await at(start.getTime() + 4 * HOUR, 60, { staff_id: ama });
  assert.equal([withStaff.response.status, withStaff.data?.data.staff_id], [201, ama], JSON.stringify(withStaff.error));
  assert.is(
    (await sdk.addCartItem({ client, body: { item_id: (await env.product('plantain-chips'))._id, staff_id: ama } }))
      .response.status,
    400,
  );
  // Removing a line gives its slot back.
  assert.is((await sdk.removeCartItem({ client, path: { cart_item_id: line.id } })).response.status, 200);
  assert.is((await at(start.getTime(), 60)).response.status, 201);
  const db = env.srv.services.db;
  const live = async () =>
    (await db.collection<BookingHoldDoc>('booking_holds').find({ business_id: env.tenant.business_id }).toArray()).map(
      (x) => x._id,
    );
  assert.is((await live()).length, 3, 'the private session, the group and Ama');
  await assertDaysInStep(db, env.srv.clock.now());
  // Clearing the cart gives every slot back: no hold left, and the day documents list none of them.
  assert.is((await sdk.clearCart({ client })).response.status, 200);
  assert.equal(await live(), []);
  await assertDaysInStep(db, env.srv.clock.now());
  assert.is((await at(start.getTime(), 60)).response.status, 201);
});

test('subscriptions: billing_plan_id must be a plan of the product; the line is priced at the plan', async () => {
  const { client } = env.shopper();
  const box = await env.product('monthly-coffee-box');
  const [monthly, quarterly] = box.billing_plan_ids;
  const m = await sdk.addCartItem({ client, body: { item_id: box._id, billing_plan_id: monthly } });
  assert.equal([m.response.status, m.data!.data.billing_plan_id, m.data!.data.unit_price], [201, monthly, '95.00']);
  const q = await sdk.addCartItem({ client, body: { item_id: box._id, billing_plan_id: quarterly } });
  assert.equal([q.data!.data.unit_price, q.data!.data.id !== m.data!.data.id], ['270.00', true]);
  assert.is(
    (await sdk.addCartItem({ client, body: { item_id: box._id, billing_plan_id: 'plan_Unknown0000001' } })).response
      .status,
    404,
  );
  const beans = await env.product('house-blend-coffee-beans');
  assert.is(
    (await sdk.addCartItem({ client, body: { item_id: beans._id, billing_plan_id: monthly } })).response.status,
    400,
  );
});

test('quoted prices: honoured until the quote expires; unknown 404, expired or mismatched 400', async () => {
  const { client } = env.shopper();
  const latte = await env.product('iced-latte');
  const oat = latte.add_ons[0].options[1];
  const quote = (await sdk.createPriceQuote({ client, body: { product_id: latte._id, add_on_option_ids: [oat.id] } }))
    .data!.data;
  assert.is(quote.unit_price, '36.00');
  const products = scoped(env.srv.services.db, env.tenant).collection<ProductDoc>('products');
  await products.updateOne({ _id: latte._id }, { $set: { default_price: 4000 } });
  try {
    const line = await sdk.addCartItem({ client, body: { item_id: latte._id, quote_id: quote.quote_id, quantity: 2 } });
    assert.equal(
      [line.response.status, line.data!.data.unit_price, line.data!.data.line_total, line.data!.data.add_on_options],
      [201, '36.00', '72.00', [oat.id]],
    );
    // A quoted line never merges with an unquoted one of the same configuration.
    const unquoted = await sdk.addCartItem({ client, body: { item_id: latte._id, add_on_options: [oat.id] } });
    assert.equal([unquoted.data!.data.unit_price, unquoted.data!.data.id !== line.data!.data.id], ['44.00', true]);

    assert.is(
      (await sdk.addCartItem({ client, body: { item_id: latte._id, quote_id: 'pq_Unknown000000001' } })).response
        .status,
      404,
    );
    const chips = await env.product('plantain-chips');
    assert.is(
      (await sdk.addCartItem({ client, body: { item_id: chips._id, quote_id: quote.quote_id } })).response.status,
      400,
    );
    const whole = latte.add_ons[0].options[0];
    assert.is(
      (
        await sdk.addCartItem({
          client,
          body: { item_id: latte._id, quote_id: quote.quote_id, add_on_options: [whole.id] },
        })
      ).response.status,
      400,
    );

    // After expiry the line is priced at the current price, and the quote can no longer be added.
    env.srv.clock.advance(16 * 60_000);
    const cart = (await sdk.getCart({ client })).data!.data;
    assert.is(cart.items.find((i) => i.id === line.data!.data.id)!.unit_price, '44.00');
    const expired = await sdk.addCartItem({ client, body: { item_id: latte._id, quote_id: quote.quote_id } });
    assert.is(expired.response.status, 400);
    assert.match(err(expired).message, /expired/);
  } finally {
    await products.updateOne({ _id: latte._id }, { $set: { default_price: 3200 } });
  }
});

test('a product that became unavailable stays listed (priced) until checkout', async () => {
  const { client } = env.shopper();
  const chips = await env.product('plantain-chips');
  await sdk.addCartItem({ client, body: { item_id: chips._id, quantity: 2 } });
  const products = scoped(env.srv.services.db, env.tenant).collection<ProductDoc>('products');
  await products.updateOne({ _id: chips._id }, { $set: { is_active: false } });
  try {
    const cart = (await sdk.getCart({ client })).data!.data;
    assert.equal(
      cart.items.map((i) => [i.item_id, i.line_total]),
      [[chips._id, '24.00']],
    );
  } finally {
    await products.updateOne({ _id: chips._id }, { $set: { is_active: true } });
  }
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
