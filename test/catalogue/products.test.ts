// Products through real HTTP with the generated SDK: the list (filters, sort, cursor and page modes, location
// pricing), product detail, variants, axes, find-by-axes, add-ons, schedules, available-now and billing plans.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { scoped } from '../../src/store/index.js';
import type { InventoryLevelDoc, ProductDoc } from '../../src/modules/catalogue/model.js';
import { productDoc } from './fixtures.js';
import { startCatalogue, type CatalogueEnv } from './setup.js';

let env: CatalogueEnv;
test.before(async () => {
  env = await startCatalogue();
});
test.after(async () => {
  await env?.close();
});

const names = (items: { name: string }[]) => items.map((p) => p.name);

test('listProducts: active, non-archived products by name, with the list-item shape', async () => {
  const { data, response } = await sdk.listProducts({ client: env.client });
  assert.is(response.status, 200);
  assert.is(data!.success, true);
  const expected = env.fx.activeProducts.map((p) => p.name).sort();
  assert.equal(names(data!.data.items), expected);
  assert.is(data!.data.pagination.next_cursor, null);
  const latte = data!.data.items.find((p) => p.id === env.fx.latte._id)!;
  assert.equal(latte, {
    id: env.fx.latte._id,
    name: 'Latte',
    slug: env.fx.latte.slug,
    description: 'Espresso with steamed milk',
    category_id: env.fx.cat.coffee._id,
    image_url: 'https://cdn.example.com/latte.jpg',
    default_price: '12.00',
    compare_at_price: '14.00',
    currency: 'GHS',
    product_type: 'product',
    inventory_type: 'variant_level',
    is_active: true,
    is_featured: true,
    tags: ['coffee', 'hot'],
  });
});

test('listProducts: each filter narrows the list', async () => {
  const list = async (query: Record<string, unknown>) => {
    const { data, response } = await sdk.listProducts({ client: env.client, query: query as never });
    assert.is(response.status, 200, JSON.stringify(query));
    return names(data!.data.items);
  };
  assert.equal(await list({ category_id: env.fx.cat.coffee._id }), ['Coffee Beans 1kg', 'Latte']);
  assert.equal(await list({ category_slug: 'pastries' }), ['Blueberry Muffin', 'Butter Croissant']);
  assert.equal(await list({ category_slug: 'no-such-category' }), []);
  assert.equal(await list({ category_id: 'cat_doesnotexist' }), []);
  assert.equal(await list({ search: 'STEAMED' }), ['Latte']);
  assert.equal(await list({ search: 'croiss' }), ['Butter Croissant']);
  assert.equal(await list({ tags: 'breakfast,RETAIL' }), ['Butter Croissant', 'Coffee Beans 1kg']);
  assert.equal(await list({ featured: true }), ['Latte']);
  assert.equal((await list({ featured: false })).includes('Latte'), false);
  assert.equal(await list({ min_price: 12, max_price: 25 }), ['Breakfast Box', 'Build a Bowl', 'Latte']);
  assert.equal(await list({ properties: '{"roast":"DARK,medium"}' }), ['Latte']);
  assert.equal(await list({ properties: '{"roast":"light","size":"m"}' }), []);
  // Stock: the muffin is untracked, the croissant has 15 free at Osu and none free in London, the latte has stock
  // of an active variant at Osu and only of an inactive one in London.
  assert.equal(await list({ in_stock: true, location_id: env.fx.locA._id, category_slug: 'pastries' }), [
    'Blueberry Muffin',
    'Butter Croissant',
  ]);
  assert.equal(await list({ in_stock: true, location_id: env.fx.locB._id, tags: 'pastry,coffee' }), [
    'Coffee Beans 1kg',
  ]);
  assert.equal(await list({ in_stock: false, location_id: env.fx.locB._id }), ['Butter Croissant', 'Latte']);
  assert.equal(await list({ in_stock: false }), []);
  // Location: products restricted to another location are left out.
  assert.equal((await list({ location_id: env.fx.locB._id })).includes('Blueberry Muffin'), false);
  assert.equal((await list({ location_id: env.fx.locA._id })).includes('Blueberry Muffin'), true);
});

test('listProducts: sorting by price, created_at and featured, both directions, ties by id', async () => {
  const list = async (query: Record<string, unknown>) => {
    const { data } = await sdk.listProducts({ client: env.client, query: query as never });
    return data!.data.items;
  };
  const byPrice = await list({ sort_by: 'price' });
  const prices = byPrice.map((p) => Number(p.default_price));
  assert.equal(
    prices,
    [...prices].sort((a, b) => a - b),
  );
  const byPriceDesc = await list({ sort_by: 'price', sort_order: 'desc' });
  assert.equal(
    byPriceDesc.map((p) => p.id),
    [...byPrice]
      .reverse()
      .map((p) => p.id)
      .filter(Boolean)
      .sort((a, b) => {
        const pa = Number(byPrice.find((p) => p.id === a)!.default_price);
        const pb = Number(byPrice.find((p) => p.id === b)!.default_price);
        return pb - pa || (a < b ? -1 : 1);
      }),
  );
  const featured = await list({ sort_by: 'featured' });
  assert.is(featured[0].name, 'Latte');
  assert.equal(names(featured.slice(1)), names(featured.slice(1)).sort());
  const desc = await list({ sort_order: 'desc' });
  assert.equal(names(desc), names(await list({})).reverse());
});

test('listProducts: location prices override default_price, in the body, the price filter and the price sort', async () => {
  const { data } = await sdk.listProducts({
    client: env.client,
    query: { location_id: env.fx.locB._id, sort_by: 'price', sort_order: 'desc', limit: 3 },
  });
  const items = data!.data.items;
  assert.equal(
    items.map((p) => [p.name, p.default_price]),
    [
      ['Coffee Beans 1kg', '90.00'],
      ['Breakfast Box', '28.00'],
      ['Build a Bowl', '17.00'],
    ],
  );
  const filtered = await sdk.listProducts({
    client: env.client,
    query: { location_id: env.fx.locB._id, min_price: 15, max_price: 15 },
  });
  assert.equal(
    filtered.data!.data.items.map((p) => [p.name, p.default_price]),
    [['Latte', '15.00']],
  );
  // Compare-at is only shown above the price charged (15.00 in London is above the 14.00 reference).
  assert.is(filtered.data!.data.items[0].compare_at_price, null);
  // At Osu nothing overrides: the bowl's own 15.00 matches, the latte's 12.00 does not.
  const osu = await sdk.listProducts({
    client: env.client,
    query: { location_id: env.fx.locA._id, min_price: 15, max_price: 15 },
  });
  assert.equal(names(osu.data!.data.items), ['Build a Bowl']);
});

test('listProducts: cursor pages cover the list exactly once, in the order of one full page, for every sort', async () => {
  for (const sort_by of ['name', 'price', 'created_at', 'featured'] as const) {
    for (const sort_order of ['asc', 'desc'] as const) {
      for (const location_id of [undefined, env.fx.locB._id]) {
        const base = { sort_by, sort_order, ...(location_id ? { location_id } : {}) };
        const full = (
          await sdk.listProducts({ client: env.client, query: { ...base, limit: 100 } })
        ).data!.data.items.map((p) => p.id);
        const seen: string[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const { data, response } = await sdk.listProducts({
            client: env.client,
            query: { ...base, limit: 2, ...(cursor ? { cursor } : {}) },
          });
          assert.is(response.status, 200);
          assert.ok(data!.data.items.length <= 2);
          assert.is(data!.data.pagination.limit, 2);
          assert.is(data!.data.pagination.page, undefined);
          seen.push(...data!.data.items.map((p) => p.id));
          cursor = data!.data.pagination.next_cursor ?? undefined;
          pages++;
        } while (cursor && pages < 20);
        assert.equal(seen, full, JSON.stringify(base));
      }
    }
  }

  const page2 = await sdk.listProducts({ client: env.client, query: { limit: 3, page: 2 } });
  assert.equal(page2.data!.data.pagination.page, 2);
  assert.equal(page2.data!.data.pagination.total, env.fx.activeProducts.length);
  assert.equal(
    names(page2.data!.data.items),
    env.fx.activeProducts
      .map((p) => p.name)
      .sort()
      .slice(3, 6),
  );
});

test('listProducts: pages stay stable while products are inserted between them', async () => {
  const db = env.srv.services.db;
  const products = scoped(db, env.biz.tenant).collection<ProductDoc>('products');
  const before = (await sdk.listProducts({ client: env.client, query: { limit: 100 } })).data!.data.items.map(
    (p) => p.id,
  );
  const seen: string[] = [];
  let cursor: string | undefined;
  let round = 0;
  do {
    const [{ data }] = await Promise.all([
      sdk.listProducts({ client: env.client, query: { limit: 2, ...(cursor ? { cursor } : {}) } }),
      // New products that sort before, between and after the pages already read.
      products.insertMany([
        productDoc(env.biz.tenant, env.srv.clock.now(), { name: `AAA inserted ${round}` }),
        productDoc(env.biz.tenant, env.srv.clock.now(), { name: `Coffee Beans 1kg` }),
        productDoc(env.biz.tenant, env.srv.clock.now(), { name: `ZZZ inserted ${round}` }),
      ]),
    ]);
    seen.push(...data!.data.items.map((p) => p.id));
    cursor = data!.data.pagination.next_cursor ?? undefined;
    round++;
  } while (cursor && round < 60);
  assert.equal(new Set(seen).size, seen.length, 'no product is served twice');
  for (const id of before) assert.ok(seen.includes(id), `pre-existing ${id} is not skipped`);
  await products.deleteMany({ name: { $regex: '^(AAA|ZZZ) inserted' } });
  await products.deleteMany({ name: 'Coffee Beans 1kg', _id: { $ne: env.fx.beans._id } });
});

test('listProducts: mismatched or malformed cursors, cursor with page, bad bounds are 400 VALIDATION_ERROR', async () => {
  const first = await sdk.listProducts({ client: env.client, query: { limit: 1 } });
  const cursor = first.data!.data.pagination.next_cursor!;
  assert.type(cursor, 'string');
  const cases: Record<string, unknown>[] = [
    { limit: 1, cursor, sort_by: 'price' },
    { limit: 1, cursor, search: 'latte' },
    { limit: 1, cursor, sort_order: 'desc' },
    { limit: 1, cursor: 'not-a-cursor' },
    { limit: 1, cursor: cursor.slice(0, -4) },
    { limit: 1, cursor, page: 2 },
    { min_price: 10, max_price: 5 },
    { properties: '[1,2]' },
    { properties: '{"size":1}' },
    { limit: 0 },
    { limit: 101 },
    { page: 0 },
  ];
  for (const query of cases) {
    const { error, response } = await sdk.listProducts({ client: env.client, query: query as never });
    assert.is(response.status, 400, JSON.stringify(query));
    assert.is((error as any).success, false);
    assert.is((error as any).error.code, 'VALIDATION_ERROR');
  }
  // The same cursor with a different page size is still the same query.
  const next = await sdk.listProducts({ client: env.client, query: { limit: 5, cursor } });
  assert.is(next.response.status, 200);
});

test('listProducts and every location-taking read: unknown location_id is 404 NOT_FOUND', async () => {
  const { error, response } = await sdk.listProducts({ client: env.client, query: { location_id: 'loc_nowhere' } });
  assert.is(response.status, 404);
  assert.is((error as any).error.code, 'NOT_FOUND');
});

test('getProduct: variants (default first, inactive included), add-ons, images (primary first), attributes', async () => {
  const { data, response } = await sdk.getProduct({ client: env.client, path: { product_id: env.fx.latte._id } });
  assert.is(response.status, 200);
  const p = data!.data;
  assert.is(p.variants[0].id, env.fx.latteVariants.mediumWhole._id);
  assert.is(p.variants.length, 4);
  assert.ok(p.variants.some((v) => !v.is_active));
  assert.equal(
    p.images.map((i) => i.is_primary),
    [true, false],
  );
  assert.equal(
    p.add_ons.map((g) => [g.name, g.selection_type, g.is_required, g.options.length]),
    [
      ['Extra shot', 'single', false, 2],
      ['Syrups', 'multiple', false, 3],
    ],
  );
  assert.equal(p.attributes, { size: 'm', roast: 'dark' });
  assert.is(p.bundle_id, null);
  const box = await sdk.getProduct({ client: env.client, path: { product_id: env.fx.breakfastBox._id } });
  assert.is(box.data!.data.bundle_id, env.fx.bundle._id);
  const bowl = await sdk.getProduct({
    client: env.client,
    path: { product_id: env.fx.bowl._id },
    query: { location_id: env.fx.locB._id },
  });
  assert.is(bowl.data!.data.composite_id, env.fx.composite._id);
  assert.is(bowl.data!.data.default_price, '17.00');
});

test('getProduct: inactive products answer; archived, unknown and malformed ids are 404', async () => {
  const inactive = await sdk.getProduct({ client: env.client, path: { product_id: env.fx.inactive._id } });
  assert.is(inactive.response.status, 200);
  assert.is(inactive.data!.data.is_active, false);
  for (const id of [env.fx.archived._id, 'prod_unknown000000', 'garbage', 'var_' + 'x'.repeat(20)]) {
    const { response, error } = await sdk.getProduct({ client: env.client, path: { product_id: id } });
    assert.is(response.status, 404, id);
    assert.is((error as any).error.code, 'NOT_FOUND');
  }
});

test('variants, one variant, axes and find-by-axes', async () => {
  const product_id = env.fx.latte._id;
  const list = await sdk.listProductVariants({ client: env.client, path: { product_id } });
  assert.equal(
    list.data!.data.map((v) => v.name),
    ['Medium / Whole', 'Small / Whole', 'Medium / Oat', 'Large / Oat'],
  );
  assert.is(list.data!.data[1].price_adjustment, '-2.00');
  assert.is(list.data!.data[1].sku, 'LAT-S-W');

  const one = await sdk.getProductVariant({
    client: env.client,
    path: { product_id, variant_id: env.fx.latteVariants.mediumOat._id },
  });
  assert.is(one.data!.data.name, 'Medium / Oat');
  const foreign = await sdk.getProductVariant({
    client: env.client,
    path: { product_id, variant_id: env.fx.proteinVariants.tofu._id },
  });
  assert.is(foreign.response.status, 404);

  const axes = await sdk.getProductVariantAxes({ client: env.client, path: { product_id } });
  assert.equal(
    axes.data!.data.axes.map((a) => a.name),
    ['size', 'milk'],
  );
  const none = await sdk.getProductVariantAxes({ client: env.client, path: { product_id: env.fx.muffin._id } });
  assert.equal(none.data!.data, { axes: [] });
  const noVariants = await sdk.listProductVariants({ client: env.client, path: { product_id: env.fx.muffin._id } });
  assert.equal(noVariants.data!.data, []);

  const found = await sdk.findProductVariant({
    client: env.client,
    path: { product_id },
    body: { axis_selections: { size: 'large', milk: 'OAT' } },
  });
  assert.is(found.response.status, 200);
  assert.is(found.data!.data.id, env.fx.latteVariants.largeOat._id);
  assert.is(found.data!.data.is_active, false);

  const noCombo = await sdk.findProductVariant({
    client: env.client,
    path: { product_id },
    body: { axis_selections: { size: 'Large', milk: 'Whole' } },
  });
  assert.is(noCombo.response.status, 404);
  const noValue = await sdk.findProductVariant({
    client: env.client,
    path: { product_id },
    body: { axis_selections: { size: 'Huge', milk: 'Whole' } },
  });
  assert.is(noValue.response.status, 404);
  const missingAxis = await sdk.findProductVariant({
    client: env.client,
    path: { product_id },
    body: { axis_selections: { size: 'Large' } },
  });
  assert.is(missingAxis.response.status, 400);
  assert.match(
    (missingAxis.error as { error: { message: string } }).error.message,
    /^axis_selections\.milk: is required/,
  );
  // A value the axis does not have is 404 even with another axis left out (the interface's rule), not a 400.
  const badValuePartial = await sdk.findProductVariant({
    client: env.client,
    path: { product_id },
    body: { axis_selections: { size: 'Huge' } },
  });
  assert.is(badValuePartial.response.status, 404);
  const extraAxis = await sdk.findProductVariant({
    client: env.client,
    path: { product_id },
    body: { axis_selections: { size: 'Large', milk: 'Oat', sugar: 'no' } },
  });
  assert.is(extraAxis.response.status, 400);
  assert.match(
    (extraAxis.error as { error: { message: string } }).error.message,
    /^axis_selections\.sugar: the product has no such axis/,
  );
  const empty = await sdk.findProductVariant({
    client: env.client,
    path: { product_id },
    body: { axis_selections: {} },
  });
  assert.is(empty.response.status, 400);
});

test('add-ons: groups in order with is_required from min_selections', async () => {
  const { data } = await sdk.listProductAddOns({ client: env.client, path: { product_id: env.fx.latte._id } });
  assert.equal(
    data!.data.map((g) => [g.name, g.min_selections, g.max_selections]),
    [
      ['Extra shot', 0, 1],
      ['Syrups', 0, 2],
    ],
  );
  assert.is(data!.data[0].options[0].price, '3.00');
  const none = await sdk.listProductAddOns({ client: env.client, path: { product_id: env.fx.muffin._id } });
  assert.equal(none.data!.data, []);
});

test('schedules: all rules, or the location’s and every-location rules', async () => {
  const all = await sdk.getProductSchedules({ client: env.client, path: { product_id: env.fx.croissant._id } });
  assert.is(all.data!.data.rules.length, 7);
  assert.is(all.data!.data.rules[0].location_id, null);
  const london = await sdk.getProductSchedules({
    client: env.client,
    path: { product_id: env.fx.croissant._id },
    query: { location_id: env.fx.locB._id },
  });
  assert.is(london.data!.data.rules.length, 6);
  assert.equal(london.data!.data.rules[5], {
    day_of_week: 0,
    start_time: '10:00',
    end_time: '12:00',
    location_id: env.fx.locB._id,
    timezone: 'Europe/London',
  });
  const none = await sdk.getProductSchedules({ client: env.client, path: { product_id: env.fx.muffin._id } });
  assert.equal(none.data!.data, { product_id: env.fx.muffin._id, rules: [] });
});

test('available-now: schedule, stock and location, each reported; location_id required', async () => {
  const check = async (product_id: string, location_id: string) => {
    const { data, response } = await sdk.getProductAvailableNow({
      client: env.client,
      path: { product_id },
      query: { location_id },
    });
    assert.is(response.status, 200);
    return data!.data;
  };
  env.srv.clock.set(new Date('2030-07-01T08:00:00Z')); // Monday 08:00 Accra, 09:00 London
  assert.equal(await check(env.fx.croissant._id, env.fx.locA._id), {
    product_id: env.fx.croissant._id,
    location_id: env.fx.locA._id,
    is_available: true,
    reason: null,
    schedule_open: true,
    in_stock: true,
    quantity_available: 15,
  });
  const london = await check(env.fx.croissant._id, env.fx.locB._id);
  assert.equal(
    [london.is_available, london.reason, london.schedule_open, london.in_stock, london.quantity_available],
    [false, 'out_of_stock', true, false, 0],
  );
  assert.equal((await check(env.fx.muffin._id, env.fx.locB._id)).reason, 'not_sold_at_location');
  assert.equal((await check(env.fx.inactive._id, env.fx.locA._id)).reason, 'inactive');
  const muffin = await check(env.fx.muffin._id, env.fx.locA._id);
  assert.equal([muffin.is_available, muffin.quantity_available], [true, null]);
  // Variant-level stock sums the active variants only (the London stock belongs to an inactive variant).
  assert.equal((await check(env.fx.latte._id, env.fx.locA._id)).quantity_available, 4);
  assert.equal((await check(env.fx.latte._id, env.fx.locB._id)).quantity_available, 0);

  // Every-location rules read in the business's zone: Monday 11:30 UTC is 11:30 in Accra, closed everywhere.
  env.srv.clock.set(new Date('2030-07-01T11:30:00Z'));
  const closed = await check(env.fx.croissant._id, env.fx.locA._id);
  assert.equal([closed.reason, closed.schedule_open, closed.in_stock], ['outside_schedule', false, true]);
  // London's own Sunday rule (10:00–12:00) reads in London time: 09:30 UTC is 10:30 there (open), 11:30 UTC is
  // 12:30 there (closed, though 11:30 would be inside the window in UTC).
  env.srv.clock.set(new Date('2026-07-12T09:30:00Z'));
  assert.is((await check(env.fx.croissant._id, env.fx.locB._id)).schedule_open, true);
  env.srv.clock.set(new Date('2026-07-12T11:30:00Z'));
  assert.is((await check(env.fx.croissant._id, env.fx.locB._id)).schedule_open, false);
  // Saturday 09:00 UTC: only Osu has a Saturday window.
  env.srv.clock.set(new Date('2026-07-11T09:00:00Z'));
  assert.is((await check(env.fx.croissant._id, env.fx.locA._id)).is_available, true);
  assert.is((await check(env.fx.croissant._id, env.fx.locB._id)).schedule_open, false);

  // Live inventory: a reservation is reflected at once.
  const levels = scoped(env.srv.services.db, env.biz.tenant).collection<InventoryLevelDoc>('inventory_levels');
  await levels.updateOne(
    { product_id: env.fx.croissant._id, location_id: env.fx.locA._id },
    { $set: { quantity_reserved: 20 } },
  );
  const sold = await check(env.fx.croissant._id, env.fx.locA._id);
  assert.equal([sold.reason, sold.quantity_available], ['out_of_stock', 0]);
  await levels.updateOne(
    { product_id: env.fx.croissant._id, location_id: env.fx.locA._id },
    { $set: { quantity_reserved: 5 } },
  );

  const missing = await env.raw('GET', `/api/v1/catalogue/products/${env.fx.croissant._id}/available-now`);
  assert.is(missing.status, 400);
  assert.is(missing.json.error.code, 'VALIDATION_ERROR');
  const unknownLoc = await sdk.getProductAvailableNow({
    client: env.client,
    path: { product_id: env.fx.croissant._id },
    query: { location_id: 'loc_nowhere' },
  });
  assert.is(unknownLoc.response.status, 404);
  env.srv.clock.set(new Date('2030-07-01T08:00:00Z'));
});

test('billing plans: eligibility by quantity and order value, cheapest first, priced per quantity', async () => {
  const path = { product_id: env.fx.beans._id };
  const one = await sdk.listEligibleBillingPlans({ client: env.client, path });
  assert.is(one.response.status, 200);
  assert.equal(
    one.data!.data.map((p) => [p.name, p.price, p.trial_days]),
    [
      ['Welcome beans', '60.00', 7],
      ['Monthly beans', '80.00', 7],
    ],
  );
  const three = await sdk.listEligibleBillingPlans({
    client: env.client,
    path,
    query: { quantity: 3, order_value: '10.00' },
  });
  assert.equal(
    three.data!.data.map((p) => [p.name, p.price]),
    [
      ['Bulk beans', '210.00'],
      ['Monthly beans', '240.00'],
    ],
  );
  assert.is(three.data!.data[0].interval, 'month');
  const none = await sdk.listEligibleBillingPlans({ client: env.client, path: { product_id: env.fx.muffin._id } });
  assert.equal(none.data!.data, []);
  // Naming a customer: a publishable key may only name the signed-in customer; a secret key may name any.
  const forbidden = await sdk.listEligibleBillingPlans({
    client: env.client,
    path,
    query: { customer_id: 'cus_someoneelse0001' },
  });
  assert.is(forbidden.response.status, 403);
  const unknown = await sdk.listEligibleBillingPlans({
    client: env.secret,
    path,
    query: { customer_id: 'cus_unknown00000001' },
  });
  assert.is(unknown.response.status, 404);
  const customers = scoped(env.srv.services.db, env.biz.tenant).collection('customers');
  const subscriptions = scoped(env.srv.services.db, env.biz.tenant).collection('subscriptions');
  await customers.insertOne({ _id: 'cus_returning0000001', name: 'Ama', email: null, phone: '+233200000001' } as never);
  await subscriptions.insertOne({
    _id: 'sub_old0000000000001',
    customer_id: 'cus_returning0000001',
    billing_plan_id: env.fx.plans.newOnly._id,
    status: 'cancelled',
  } as never);
  const returning = await sdk.listEligibleBillingPlans({
    client: env.secret,
    path,
    query: { customer_id: 'cus_returning0000001' },
  });
  assert.equal(
    returning.data!.data.map((p) => [p.name, p.trial_days]),
    [['Monthly beans', 0]],
  );
});

test('every response above conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
