// Price quotes (create, read, expiry, refresh) and discount-code validation through real HTTP.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { scoped } from '../../src/store/index.js';
import type { ProductDoc } from '../../src/modules/catalogue/model.js';
import { startCatalogue, START, type CatalogueEnv } from './setup.js';

let env: CatalogueEnv;
test.before(async () => {
  env = await startCatalogue();
});
test.after(async () => {
  await env?.close();
});
const MIN = 60_000;

test('a quote prices variant and add-ons, locks for 15 minutes, and keeps its price when the catalogue changes', async () => {
  env.srv.clock.set(START);
  const latte = env.fx.latte;
  const [shot, syrup] = latte.add_ons;
  const { data, response } = await sdk.createPriceQuote({
    client: env.client,
    body: {
      product_id: latte._id,
      variant_id: env.fx.latteVariants.mediumOat._id,
      quantity: 3,
      add_on_option_ids: [shot.options[0].id, syrup.options[0].id, syrup.options[1].id],
    },
  });
  assert.is(response.status, 201);
  const q = data!.data;
  // 12.00 + 0.50 + 3.00 + 1.00 + 1.50 = 18.00 per unit
  assert.equal(
    [q.status, q.unit_price, q.subtotal, q.currency, q.quantity, q.location_id],
    ['active', '18.00', '54.00', 'GHS', 3, null],
  );
  const created = env.srv.clock.now().getTime();
  assert.ok(Math.abs(new Date(q.expires_at).getTime() - (created + 15 * MIN)) <= 2000);

  const products = scoped(env.srv.services.db, env.biz.tenant).collection<ProductDoc>('products');
  await products.updateOne({ _id: latte._id }, { $set: { default_price: 2000 } });
  const read = await sdk.getPriceQuote({ client: env.client, path: { quote_id: q.quote_id } });
  assert.equal([read.data!.data.status, read.data!.data.unit_price], ['active', '18.00']);

  env.srv.clock.advance(16 * MIN);
  const expired = await sdk.getPriceQuote({ client: env.client, path: { quote_id: q.quote_id } });
  assert.equal([expired.data!.data.status, expired.data!.data.unit_price], ['expired', '18.00']);

  // Refresh re-prices at current prices, restarts the lock, keeps the id; sent fields replace stored ones.
  const refreshed = await sdk.refreshPriceQuote({
    client: env.client,
    path: { quote_id: q.quote_id },
    body: { quantity: 1 },
  });
  assert.is(refreshed.response.status, 200);
  const r = refreshed.data!.data;
  assert.equal(
    [r.quote_id, r.status, r.unit_price, r.subtotal, r.variant_id],
    [q.quote_id, 'active', '26.00', '26.00', env.fx.latteVariants.mediumOat._id],
  );
  assert.ok(new Date(r.expires_at).getTime() > env.srv.clock.now().getTime() + 14 * MIN);
  // Changing the product clears the variant and the add-ons not sent with it.
  const moved = await sdk.refreshPriceQuote({
    client: env.client,
    path: { quote_id: q.quote_id },
    body: { product_id: env.fx.muffin._id },
  });
  assert.equal(
    [
      moved.data!.data.product_id,
      moved.data!.data.variant_id,
      moved.data!.data.add_on_option_ids,
      moved.data!.data.unit_price,
    ],
    [env.fx.muffin._id, null, [], '6.50'],
  );
  await products.updateOne({ _id: latte._id }, { $set: { default_price: 1200 } });

  // Readable for 24 hours after expiry, then 404 (read and refresh alike).
  env.srv.clock.advance(15 * MIN + 24 * 60 * MIN + MIN);
  assert.is((await sdk.getPriceQuote({ client: env.client, path: { quote_id: q.quote_id } })).response.status, 404);
  assert.is(
    (await sdk.refreshPriceQuote({ client: env.client, path: { quote_id: q.quote_id }, body: {} })).response.status,
    404,
  );
  env.srv.clock.set(START);
});

test('quotes: default variant, location price, bundle swaps and composite selections', async () => {
  env.srv.clock.set(START);
  const latte = await sdk.createPriceQuote({
    client: env.client,
    body: { product_id: env.fx.latte._id, location_id: env.fx.locB._id },
  });
  assert.equal(
    [latte.data!.data.variant_id, latte.data!.data.unit_price, latte.data!.data.location_id],
    [env.fx.latteVariants.mediumWhole._id, '15.00', env.fx.locB._id],
  );
  // The body's location wins over the query's.
  const viaQuery = await sdk.createPriceQuote({
    client: env.client,
    query: { location_id: env.fx.locB._id },
    body: { product_id: env.fx.muffin._id, location_id: env.fx.locA._id },
  });
  assert.is(viaQuery.data!.data.location_id, env.fx.locA._id);

  const swap = env.fx.bundle.components[1].component_id;
  const bundle = await sdk.createPriceQuote({
    client: env.client,
    body: {
      product_id: env.fx.breakfastBox._id,
      bundle_selections: [{ component_id: swap, variant_id: env.fx.latteVariants.largeOat._id, quantity: 1 }],
    },
  });
  // 25.00 + (2.50 − 0.00) × 1
  assert.is(bundle.data!.data.unit_price, '27.50');
  assert.is(bundle.data!.data.bundle_selections[0].variant_id, env.fx.latteVariants.largeOat._id);

  const [base, protein] = env.fx.composite.groups;
  const bowl = await sdk.createPriceQuote({
    client: env.client,
    body: {
      product_id: env.fx.bowl._id,
      quantity: 2,
      composite_selections: [
        { component_id: base.components[0].component_id, quantity: 1 },
        {
          component_id: protein.components[0].component_id,
          quantity: 1,
          variant_id: env.fx.proteinVariants.chicken._id,
        },
      ],
    },
  });
  // 15.00 + 0.00 + (5.00 + 2.00) = 22.00
  assert.equal([bowl.data!.data.unit_price, bowl.data!.data.subtotal], ['22.00', '44.00']);
});

test('quotes: each documented 400 and 404', async () => {
  const fx = env.fx;
  const [base, protein] = fx.composite.groups;
  const cases: [unknown, number][] = [
    [{ product_id: fx.latte._id, quantity: 0 }, 400],
    [{ product_id: fx.latte._id, quantity: 101 }, 400],
    [{ product_id: fx.latte._id, variant_id: fx.proteinVariants.tofu._id }, 400],
    [{ product_id: fx.latte._id, add_on_option_ids: [fx.protein.add_ons[0].options[0].id] }, 400],
    [
      {
        product_id: fx.latte._id,
        add_on_option_ids: [fx.latte.add_ons[0].options[0].id, fx.latte.add_ons[0].options[1].id],
      },
      400,
    ],
    [
      {
        product_id: fx.latte._id,
        bundle_selections: [{ component_id: fx.bundle.components[0].component_id, quantity: 1 }],
      },
      400,
    ],
    [
      {
        product_id: fx.breakfastBox._id,
        bundle_selections: [
          {
            component_id: fx.bundle.components[0].component_id,
            variant_id: fx.latteVariants.smallWhole._id,
            quantity: 2,
          },
        ],
      },
      400,
    ],
    [
      {
        product_id: fx.latte._id,
        composite_selections: [{ component_id: base.components[0].component_id, quantity: 1 }],
      },
      400,
    ],
    [
      {
        product_id: fx.bowl._id,
        composite_selections: [{ component_id: protein.components[0].component_id, quantity: 1 }],
      },
      400,
    ],
    [
      {
        product_id: fx.bowl._id,
        composite_selections: [{ component_id: base.components[0].component_id, quantity: 2 }],
      },
      400,
    ],
    [{ product_id: fx.bowl._id }, 400],
    [{ product_id: 'prod_missing0000000' }, 404],
    [{ product_id: fx.inactive._id }, 404],
    [{ product_id: fx.archived._id }, 404],
    [{ product_id: fx.latte._id, variant_id: 'var_missing00000000' }, 404],
    [{ product_id: fx.latte._id, add_on_option_ids: ['aoo_missing00000000'] }, 404],
    [{ product_id: fx.latte._id, location_id: 'loc_missing00000000' }, 404],
    [
      { product_id: fx.breakfastBox._id, bundle_selections: [{ component_id: 'cpt_missing00000000', quantity: 1 }] },
      404,
    ],
    [{ product_id: fx.bowl._id, composite_selections: [{ component_id: 'cpt_missing00000000', quantity: 1 }] }, 404],
  ];
  for (const [body, status] of cases) {
    const r = await env.raw('POST', '/api/v1/catalogue/quotes', { body });
    assert.is(r.status, status, JSON.stringify(body));
    assert.is(r.json.error.code, status === 400 ? 'VALIDATION_ERROR' : 'NOT_FOUND');
  }
  assert.is(
    (await sdk.getPriceQuote({ client: env.client, path: { quote_id: 'pq_missing000000000' } })).response.status,
    404,
  );
});

test('validateDeal: usable codes and each reason, with the discount on the subtotal', async () => {
  env.srv.clock.set(START);
  const check = async (discount_code: string, order_subtotal: string, location_id?: string) => {
    const { data, response } = await sdk.validateDeal({
      client: env.client,
      body: { discount_code, order_subtotal, ...(location_id ? { location_id } : {}) },
    });
    assert.is(response.status, 200);
    return data!.data;
  };
  assert.equal(await check('  save10 ', '25.05'), {
    valid: true,
    code: 'SAVE10',
    deal_id: env.fx.deals.save10._id,
    discount_type: 'percentage',
    discount_amount: '2.51',
    min_subtotal: '20.00',
    currency: 'GHS',
    reason: null,
  });
  const short = await check('SAVE10', '19.99');
  assert.equal([short.valid, short.reason, short.discount_amount], [false, 'min_subtotal_not_met', '0.00']);
  assert.equal((await check('NOPE', '10.00')).reason, 'not_found');
  assert.equal((await check('NOPE', '10.00')).deal_id, null);
  assert.equal((await check('OLD5', '10.00')).reason, 'expired');
  assert.equal((await check('LONDON', '10.00', env.fx.locA._id)).reason, 'not_valid_at_location');
  assert.equal((await check('london', '10.00', env.fx.locB._id)).discount_amount, '1.00');
  for (const body of [
    { discount_code: '   ', order_subtotal: '1.00' },
    { discount_code: 'X', order_subtotal: '-1.00' },
    { discount_code: 'X', order_subtotal: '1.5' },
    { discount_code: 'X'.repeat(65), order_subtotal: '1.00' },
  ]) {
    const r = await env.raw('POST', '/api/v1/catalogue/deals/validate', { body });
    assert.is(r.status, 400, JSON.stringify(body));
  }
  const unknownLoc = await env.raw('POST', '/api/v1/catalogue/deals/validate', {
    body: { discount_code: 'SAVE10', order_subtotal: '1.00', location_id: 'loc_nowhere0000000' },
  });
  assert.is(unknownLoc.status, 404);
});

test('every response above conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
