// Categories, collections, bundles, composites, their attributes and deals, and the combined snapshot, through
// real HTTP with the generated SDK.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { scoped } from '../../src/store/index.js';
import type { ProductDoc } from '../../src/modules/catalogue/model.js';
import { startCatalogue, type CatalogueEnv } from './setup.js';

let env: CatalogueEnv;
test.before(async () => {
  env = await startCatalogue();
});
test.after(async () => {
  await env?.close();
});

test('categories: flat, by sort_order, parent_id for nesting, product_count of active products', async () => {
  const { data, response } = await sdk.listCategories({ client: env.client });
  assert.is(response.status, 200);
  const { drinks, coffee, pastries, empty } = env.fx.cat;
  assert.equal(
    data!.data.map((c) => [c.id, c.parent_id, c.product_count, c.sort_order]),
    [
      [drinks._id, null, 0, 1],
      [coffee._id, drinks._id, 2, 2],
      [pastries._id, null, 2, 3],
      [empty._id, null, 0, 4],
    ],
  );
  // With a location, only products sold there count (the muffin is Osu-only).
  const london = await sdk.listCategories({ client: env.client, query: { location_id: env.fx.locB._id } });
  assert.is(london.data!.data.find((c) => c.id === pastries._id)!.product_count, 1);
  const one = await sdk.getCategory({ client: env.client, path: { category_id: coffee._id } });
  assert.equal(one.data!.data, {
    id: coffee._id,
    name: 'Coffee',
    slug: 'coffee',
    parent_id: drinks._id,
    image_url: null,
    product_count: 2,
    sort_order: 2,
  });
  const missing = await sdk.getCategory({ client: env.client, path: { category_id: 'cat_missing000000' } });
  assert.is(missing.response.status, 404);
});

test('category products: offset pages by name, total and has_more, past-the-end empty', async () => {
  const path = { category_id: env.fx.cat.pastries._id };
  const first = await sdk.listCategoryProducts({ client: env.client, path, query: { limit: 1 } });
  assert.equal(
    first.data!.data.items.map((p) => p.name),
    ['Blueberry Muffin'],
  );
  assert.equal(first.data!.data.pagination, { limit: 1, offset: 0, total: 2, has_more: true });
  const second = await sdk.listCategoryProducts({ client: env.client, path, query: { limit: 1, offset: 1 } });
  assert.equal(second.data!.data.pagination, { limit: 1, offset: 1, total: 2, has_more: false });
  const past = await sdk.listCategoryProducts({ client: env.client, path, query: { offset: 50 } });
  assert.equal(past.data!.data.items, []);
  const london = await sdk.listCategoryProducts({ client: env.client, path, query: { location_id: env.fx.locB._id } });
  assert.equal(
    london.data!.data.items.map((p) => p.name),
    ['Butter Croissant'],
  );
  const missing = await sdk.listCategoryProducts({ client: env.client, path: { category_id: 'cat_missing000000' } });
  assert.is(missing.response.status, 404);
});

test('category attributes inherit from ancestors, the nearest definition winning', async () => {
  const coffee = await sdk.listCategoryAttributes({ client: env.client, path: { category_id: env.fx.cat.coffee._id } });
  assert.equal(
    coffee.data!.data.map((a) => [a.key, a.label, a.required]),
    [
      ['origin', 'Origin', false],
      ['size', 'Size', true],
      ['roast', 'Roast', false],
    ],
  );
  assert.equal(coffee.data!.data[1].options, ['s', 'm', 'l']);
  assert.equal(coffee.data!.data[0].options, []);
  const none = await sdk.listCategoryAttributes({ client: env.client, path: { category_id: env.fx.cat.empty._id } });
  assert.equal(none.data!.data, []);
});

test('category and collection deals: running ones that target them, ending soonest first, by location', async () => {
  const pastries = await sdk.listCategoryDeals({ client: env.client, path: { category_id: env.fx.cat.pastries._id } });
  assert.equal(
    pastries.data!.data.map((d) => d.name),
    ['Pastry week', 'London treat'],
  );
  const auto = pastries.data!.data[0];
  assert.equal([auto.discount_type, auto.value, auto.code, auto.min_subtotal], ['fixed_amount', '1.50', null, null]);
  assert.is(pastries.data!.data[1].value, '10.00');
  const osu = await sdk.listCategoryDeals({
    client: env.client,
    path: { category_id: env.fx.cat.pastries._id },
    query: { location_id: env.fx.locA._id },
  });
  assert.equal(
    osu.data!.data.map((d) => d.name),
    ['Pastry week'],
  );
  const none = await sdk.listCategoryDeals({ client: env.client, path: { category_id: env.fx.cat.coffee._id } });
  assert.equal(none.data!.data, []);
  const col = await sdk.listCollectionDeals({
    client: env.client,
    path: { collection_id: env.fx.collections.live._id },
  });
  assert.equal(
    col.data!.data.map((d) => d.name),
    ['Pastry week'],
  );
});

test('collections: only live ones, product_count of active products, detail with metadata, time window enforced', async () => {
  const { data } = await sdk.listCollections({ client: env.client });
  const live = env.fx.collections.live;
  assert.equal(
    data!.data.map((c) => [c.id, c.product_count]),
    [[live._id, 3]],
  );
  assert.is(data!.data[0].starts_at, live.starts_at!.toISOString());
  const london = await sdk.listCollections({ client: env.client, query: { location_id: env.fx.locB._id } });
  assert.is(london.data!.data[0].product_count, 2);
  const searched = await sdk.listCollections({ client: env.client, query: { search: 'nothing like it' } });
  assert.equal(searched.data!.data, []);
  const byName = await sdk.listCollections({ client: env.client, query: { search: 'MORNING' } });
  assert.is(byName.data!.data.length, 1);

  const detail = await sdk.getCollection({ client: env.client, path: { collection_id: live._id } });
  assert.equal(detail.data!.data.metadata, { banner: '#ffcc00' });
  assert.is(detail.data!.data.description, 'Morning Favourites picks');
  for (const id of [env.fx.collections.ended._id, env.fx.collections.future._id, 'col_missing00000000']) {
    const r = await sdk.getCollection({ client: env.client, path: { collection_id: id } });
    assert.is(r.response.status, 404, id);
    const p = await sdk.listCollectionProducts({ client: env.client, path: { collection_id: id } });
    assert.is(p.response.status, 404, id);
  }
  // Once the future collection starts it is live.
  const saved = env.srv.clock.now();
  env.srv.clock.set(new Date(env.fx.collections.future.starts_at!.getTime() + 1000));
  const later = await sdk.getCollection({ client: env.client, path: { collection_id: env.fx.collections.future._id } });
  assert.is(later.response.status, 200);
  env.srv.clock.set(saved);
});

test('collection products: curated order, offset or page, offset winning', async () => {
  const path = { collection_id: env.fx.collections.live._id };
  const all = await sdk.listCollectionProducts({ client: env.client, path });
  assert.equal(
    all.data!.data.items.map((p) => p.name),
    ['Blueberry Muffin', 'Latte', 'Butter Croissant'],
  );
  const page2 = await sdk.listCollectionProducts({ client: env.client, path, query: { limit: 2, page: 2 } });
  assert.equal(
    page2.data!.data.items.map((p) => p.name),
    ['Butter Croissant'],
  );
  assert.equal(page2.data!.data.pagination, { limit: 2, offset: 2, total: 3, has_more: false });
  const both = await sdk.listCollectionProducts({ client: env.client, path, query: { limit: 2, page: 2, offset: 1 } });
  assert.equal(
    both.data!.data.items.map((p) => p.name),
    ['Latte', 'Butter Croissant'],
  );
  const attrs = await sdk.listCollectionAttributes({ client: env.client, path });
  assert.equal(
    attrs.data!.data.map((a) => a.key),
    ['roast'],
  );
});

test('bundles: list, detail with components, location price, inactive bundle product hides it', async () => {
  const list = await sdk.listBundles({ client: env.client });
  assert.equal(list.data!.data, [
    {
      id: env.fx.bundle._id,
      product_id: env.fx.breakfastBox._id,
      name: 'Breakfast Box',
      slug: 'breakfast-box',
      default_price: '25.00',
      currency: 'GHS',
      image_url: null,
    },
  ]);
  const london = await sdk.listBundles({ client: env.client, query: { location_id: env.fx.locB._id } });
  assert.is(london.data!.data[0].default_price, '28.00');
  assert.equal((await sdk.listBundles({ client: env.client, query: { search: 'lunch' } })).data!.data, []);
  const detail = await sdk.getBundle({ client: env.client, path: { bundle_id: env.fx.bundle._id } });
  const [fixed, swappable] = detail.data!.data.components;
  assert.equal(fixed, {
    component_id: env.fx.bundle.components[0].component_id,
    name: 'Croissant',
    product_id: env.fx.croissant._id,
    quantity: 2,
    is_swappable: false,
  });
  assert.is(swappable.default_variant_id, env.fx.latteVariants.mediumWhole._id);
  assert.is(swappable.is_swappable, true);

  const products = scoped(env.srv.services.db, env.biz.tenant).collection<ProductDoc>('products');
  await products.updateOne({ _id: env.fx.breakfastBox._id }, { $set: { is_active: false } });
  assert.equal((await sdk.listBundles({ client: env.client })).data!.data, []);
  assert.is((await sdk.getBundle({ client: env.client, path: { bundle_id: env.fx.bundle._id } })).response.status, 404);
  await products.updateOne({ _id: env.fx.breakfastBox._id }, { $set: { is_active: true } });
  assert.is(
    (await sdk.getBundle({ client: env.client, path: { bundle_id: 'bun_missing00000000' } })).response.status,
    404,
  );
});

test('composites: list, detail, by-product (composites only), location base price', async () => {
  const list = await sdk.listComposites({ client: env.client });
  assert.is(list.data!.data.length, 1);
  const c = list.data!.data[0];
  assert.equal(
    [c.id, c.product_id, c.base_price, c.groups.length],
    [env.fx.composite._id, env.fx.bowl._id, '15.00', 2],
  );
  assert.equal(c.groups[1].components[0], {
    component_id: env.fx.composite.groups[1].components[0].component_id,
    name: 'Protein',
    price: '5.00',
    product_id: env.fx.protein._id,
  });
  const one = await sdk.getComposite({
    client: env.client,
    path: { composite_id: env.fx.composite._id },
    query: { location_id: env.fx.locB._id },
  });
  assert.is(one.data!.data.base_price, '17.00');
  const byProduct = await sdk.getCompositeByProduct({ client: env.client, path: { product_id: env.fx.bowl._id } });
  assert.equal(byProduct.data!.data, { ...c });
  for (const product_id of [env.fx.latte._id, env.fx.breakfastBox._id, 'prod_missing0000000']) {
    assert.is(
      (await sdk.getCompositeByProduct({ client: env.client, path: { product_id } })).response.status,
      404,
      product_id,
    );
  }
  assert.is(
    (await sdk.getComposite({ client: env.client, path: { composite_id: 'comp_missing000000' } })).response.status,
    404,
  );
});

test('calculate-price: running total with variants and add-ons; its validation and not-found rules', async () => {
  const [base, protein] = env.fx.composite.groups;
  const rice = base.components[0].component_id;
  const noodles = base.components[1].component_id;
  const prot = protein.components[0].component_id;
  const path = { composite_id: env.fx.composite._id };
  const sauce = env.fx.protein.add_ons[0].options[0].id;
  const { data, response } = await sdk.calculateCompositePrice({
    client: env.client,
    path,
    body: {
      selections: [
        { component_id: noodles, quantity: 1 },
        { component_id: prot, quantity: 2, variant_id: env.fx.proteinVariants.tofu._id, add_on_option_id: sauce },
      ],
    },
  });
  assert.is(response.status, 200);
  // 1.00 + (5.00 + 1.00 + 0.75) × 2 = 14.50
  assert.equal(data!.data, {
    composite_id: env.fx.composite._id,
    base_price: '15.00',
    components_total: '14.50',
    subtotal: '29.50',
    currency: 'GHS',
  });
  // The cart's group rules hold here too: a configuration missing its required base is refused, naming the group.
  const partial = await sdk.calculateCompositePrice({
    client: env.client,
    path,
    body: { selections: [{ component_id: prot, quantity: 1 }] },
  });
  assert.is(partial.response.status, 400);
  assert.match((partial.error as { error: { message: string } }).error.message, /Base/);
  // The body's location beats the query's.
  const located = await sdk.calculateCompositePrice({
    client: env.client,
    path,
    query: { location_id: 'loc_nowhere' },
    body: {
      selections: [
        { component_id: rice, quantity: 1 },
        { component_id: prot, quantity: 1 },
      ],
      location_id: env.fx.locB._id,
    },
  });
  assert.equal(
    [located.response.status, located.data?.data.base_price, located.data?.data.subtotal],
    [200, '17.00', '22.00'],
  );

  const expect = async (body: unknown, status: number, code: string) => {
    const r = await env.raw('POST', `/api/v1/catalogue/composites/${env.fx.composite._id}/calculate-price`, { body });
    assert.is(r.status, status, JSON.stringify(body));
    assert.is(r.json.success, false);
    assert.is(r.json.error.code, code);
  };
  await expect({ selections: [] }, 400, 'VALIDATION_ERROR');
  await expect({ selections: [{ component_id: '', quantity: 1 }] }, 400, 'VALIDATION_ERROR');
  await expect({ selections: [{ component_id: '   ', quantity: 1 }] }, 400, 'VALIDATION_ERROR');
  await expect({ selections: [{ component_id: rice, quantity: 0 }] }, 400, 'VALIDATION_ERROR');
  await expect({ selections: [{ component_id: rice, quantity: 101 }] }, 400, 'VALIDATION_ERROR');
  await expect(
    { selections: [{ component_id: prot, quantity: 1, variant_id: env.fx.latteVariants.smallWhole._id }] },
    400,
    'VALIDATION_ERROR',
  );
  await expect(
    { selections: [{ component_id: prot, quantity: 1, add_on_option_id: env.fx.latte.add_ons[0].options[0].id }] },
    400,
    'VALIDATION_ERROR',
  );
  await expect(
    { selections: [{ component_id: rice, quantity: 1, variant_id: env.fx.proteinVariants.tofu._id }] },
    400,
    'VALIDATION_ERROR',
  );
  await expect({ selections: [{ component_id: 'cpt_notinthisone000', quantity: 1 }] }, 404, 'NOT_FOUND');
  await expect(
    { selections: [{ component_id: prot, quantity: 1, variant_id: 'var_missing00000000' }] },
    404,
    'NOT_FOUND',
  );
  await expect(
    { selections: [{ component_id: prot, quantity: 1, add_on_option_id: 'aoo_missing00000000' }] },
    404,
    'NOT_FOUND',
  );
  await expect({ selections: [{ component_id: rice, quantity: 1 }], location_id: 'loc_nowhere' }, 404, 'NOT_FOUND');
  const unknown = await env.raw('POST', '/api/v1/catalogue/composites/comp_missing00000000/calculate-price', {
    body: { selections: [{ component_id: rice, quantity: 1 }] },
  });
  assert.is(unknown.status, 404);
});

test('snapshot: categories, live collections, first product page, bundles and composites in one call', async () => {
  const { data, response } = await sdk.getCatalogueSnapshot({ client: env.client });
  assert.is(response.status, 200);
  const s = data!.data;
  assert.is(s.categories.length, 4);
  assert.is(s.collections.length, 1);
  assert.is(s.products.items.length, env.fx.activeProducts.length);
  assert.equal(
    s.products.items.map((p) => p.name),
    [...s.products.items.map((p) => p.name)].sort(),
  );
  assert.is(s.bundles.length, 1);
  assert.is(s.composites.length, 1);
  assert.is(s.generated_at, env.srv.clock.now().toISOString());
  const london = await sdk.getCatalogueSnapshot({ client: env.client, query: { location_id: env.fx.locB._id } });
  assert.is(london.data!.data.bundles[0].default_price, '28.00');
  assert.not.ok(london.data!.data.products.items.some((p) => p.name === 'Blueberry Muffin'));
  assert.is(
    (await sdk.getCatalogueSnapshot({ client: env.client, query: { location_id: 'loc_nowhere' } })).response.status,
    404,
  );
});

test('every response above conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
