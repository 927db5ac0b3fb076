// Product lists paged through the process's listing (modules/catalogue/cache.ts, product-list.ts) answer exactly
// what the same list queried from the store answers: every filter, order and direction, cursor walks to the end
// and page mode with totals, over products made to tie on every sort key, to miss optional fields and to differ
// only in case. And through HTTP, a list served from the listing shows a catalogue change made through the API
// at the next request. An answer from the listing keeps its JSON spliced from each product's text (kernel/json.ts):
// that text is exactly JSON.stringify of the answer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBase62 } from '../../src/kernel/ids.js';
import { attachedJson } from '../../src/kernel/json.js';
import { catalogueView, LISTING_AFTER_MS } from '../../src/modules/catalogue/cache.js';
import { listProducts, type PageRequest } from '../../src/modules/catalogue/product-list.js';
import { CatalogueReader } from '../../src/modules/catalogue/reader.js';
import type { ProductListParams } from '../../src/modules/catalogue/rules/product-query.js';
import type { ProductDoc } from '../../src/modules/catalogue/model.js';
import { scoped } from '../../src/store/index.js';
import { productDoc } from './fixtures.js';
import { startCatalogue, type CatalogueEnv } from './setup.js';

let env: CatalogueEnv;

test.before(async () => {
  env = await startCatalogue();
  const { tenant, locA, locB, cat } = env.fx;
  const now = env.clock.now();
  const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const extra: ProductDoc[] = [];
  const names = [
    'apple',
    'Apple',
    'APPLE',
    'Äpfel',
    'zebra',
    'Zebra cake',
    'éclair',
    'eclair',
    '10 beans',
    '9 beans',
    'coffee cup',
    'Coffee',
  ];
  names.forEach((name, i) => {
    extra.push(
      productDoc(tenant, at(i % 4), {
        name,
        default_price: [500, 1000, 1000, 2500][i % 4],
        is_featured: i % 3 === 0,
        tags: [['coffee'], ['pastry', 'breakfast'], [], ['retail', 'coffee']][i % 4],
        category_id: [cat.coffee._id, cat.pastries._id, null][i % 3],
        taxonomy_ids: [['food/bakery'], ['food'], ['drink-hot'], []][i % 4],
        properties: [{ roast: ['dark'] }, { roast: ['light'], size: ['m'] }, {}][i % 3],
        location_ids: [[], [locA._id], [locB._id], [locA._id, locB._id]][i % 4],
        location_prices: i % 2 ? { [locA._id]: 300 + i } : {},
        compare_at_price: i % 5 === 0 ? 4000 : null,
      }),
    );
  });
  // Same name, price and time as another: only _id orders them.
  extra.push(productDoc(tenant, at(0), { name: 'apple', default_price: 500, tags: ['coffee'] }));
  // Optional fields missing altogether (older documents): they sort as null does in the store.
  const bare = productDoc(tenant, at(9), { name: 'Legacy mug', default_price: 1200 }) as Partial<ProductDoc>;
  delete bare.is_featured;
  delete bare.tags;
  delete bare.compare_at_price;
  extra.push(bare as ProductDoc);
  extra.push(
    productDoc(tenant, at(3), { name: 'Hidden', is_active: false }),
    productDoc(tenant, at(3), { name: 'Gone', archived: true }),
  );
  await scoped(env.db, tenant).collection<ProductDoc>('products').insertMany(extra);
});
test.after(async () => {
  await env?.close();
});

const SORTS: Pick<ProductListParams, 'sort_by' | 'sort_order'>[] = [
  {},
  ...(['name', 'price', 'created_at', 'featured'] as const).flatMap((sort_by) =>
    (['asc', 'desc'] as const).map((sort_order) => ({ sort_by, sort_order })),
  ),
];

function filters(): ProductListParams[] {
  const { cat, locA } = env.fx;
  return [
    {},
    { category_id: cat.coffee._id },
    { category_slug: 'pastries' },
    { featured: true },
    { featured: false },
    { tags: 'coffee,pastry' },
    { search: 'be' },
    { search: 'APPLE' },
    { properties: '{"roast":"dark,light"}' },
    { taxonomy_id: 'food' },
    { min_price: 5, max_price: 20 },
    { min_price: 10 },
    { location_id: locA._id },
    { location_id: locA._id, tags: 'coffee' },
    { location_id: locA._id, max_price: 9 },
    { in_stock: true },
  ];
}

/** Every page of a list, walking next_cursor (or pages 1..n in page mode) until the end. */
async function walk(r: CatalogueReader, params: ProductListParams, limit: number, pageMode: boolean) {
  const pages: unknown[] = [];
  let cursor: string | undefined;
  for (let n = 1; n <= 40; n++) {
    const page: PageRequest = pageMode ? { limit, page: n } : { limit, cursor };
    const answer = await listProducts(r, params, page);
    const attached = attachedJson(answer);
    if (attached !== undefined) assert.is(attached, JSON.stringify(answer), "the attached JSON is the answer's own");
    pages.push(answer);
    if (pageMode ? answer.items.length === 0 : !answer.pagination.next_cursor) return pages;
    cursor = answer.pagination.next_cursor ?? undefined;
  }
  throw new Error('the walk did not end');
}

test("every filter, order, cursor walk and page of the listing is the store's answer", async () => {
  const { tenant } = env.fx;
  const fromStore = new CatalogueReader(env.db, tenant);
  // A revision current for a second: old enough for its listing (cache.ts LISTING_AFTER_MS).
  const fromListing = new CatalogueReader(
    env.db,
    tenant,
    catalogueView(env.db, tenant, { catalogue_rev: randomBase62(16) }, Date.now() - 1_000),
  );
  const listing = await fromListing.listing();
  assert.ok(listing, 'the reader has a listing');
  assert.ok(
    attachedJson(await listProducts(fromListing, {}, { limit: 5 })),
    'answers from the listing carry their JSON',
  );
  const active = await env.db
    .collection('products')
    .countDocuments({ business_id: tenant.business_id, livemode: false, is_active: true, archived: false });
  assert.is(listing!.products.length, active);

  let compared = 0;
  for (const f of filters()) {
    for (const s of SORTS) {
      const params = { ...f, ...s };
      for (const [limit, pageMode] of [
        [1, false],
        [4, false],
        [50, false],
        [4, true],
      ] as const) {
        const expected = await walk(fromStore, params, limit, pageMode);
        const actual = await walk(fromListing, params, limit, pageMode);
        assert.equal(actual, expected, JSON.stringify({ params, limit, pageMode }));
        compared += expected.length;
      }
    }
  }
  assert.ok(compared > 500, `compared ${compared} pages`);

  // An unknown location is refused the same way by both.
  const refusal = (r: CatalogueReader) =>
    listProducts(r, { location_id: 'loc_unknown' }, { limit: 5 }).then(
      () => null,
      (err: Error) => err.message,
    );
  assert.is(await refusal(fromListing), await refusal(fromStore));
  assert.match((await refusal(fromListing))!, /Location loc_unknown not found/);
});

test('a list served from the listing shows a product change made through the API at the next request', async () => {
  const list = async (query: string) => {
    const res = await env.raw('GET', `/api/v1/catalogue/products?${query}`, { key: env.biz.publishableKey });
    assert.is(res.status, 200, JSON.stringify(res.json));
    return res.json.data.items as { id: string; name: string; default_price: string }[];
  };
  const before = await list('limit=100&sort_by=name');
  const croissant = before.find((p) => p.id === env.fx.croissant._id)!;
  assert.ok(croissant);
  // The store layer stamps a new catalogue revision with every catalogue write (src/store/revisions.ts).
  await scoped(env.srv.services.db, env.fx.tenant)
    .collection<ProductDoc>('products')
    .updateOne({ _id: env.fx.croissant._id }, { $set: { name: 'Almond croissant', default_price: 99 } });
  // At once (the new revision's lists query the store), and once the revision has its listing.
  const after = await list('limit=100&sort_by=name');
  await new Promise((r) => setTimeout(r, LISTING_AFTER_MS + 50));
  assert.equal(await list('limit=100&sort_by=name'), after, 'the listing answers as the store did');
  const renamed = after.find((p) => p.id === env.fx.croissant._id)!;
  assert.is(renamed.name, 'Almond croissant');
  assert.is(renamed.default_price, '0.99');
  const byName = [...after].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
  assert.equal(
    after.map((p) => p.id),
    byName.map((p) => p.id),
    'ordered by the new name',
  );
  assert.is.not(after.indexOf(renamed), before.indexOf(croissant), 'the rename moved it');

  await scoped(env.srv.services.db, env.fx.tenant)
    .collection<ProductDoc>('products')
    .updateOne({ _id: env.fx.croissant._id }, { $set: { is_active: false } });
  assert.not.ok(
    (await list('limit=100')).some((p) => p.id === env.fx.croissant._id),
    'taken off sale: no longer listed',
  );
  await new Promise((r) => setTimeout(r, LISTING_AFTER_MS + 50));
  assert.not.ok(
    (await list('limit=100')).some((p) => p.id === env.fx.croissant._id),
    'nor by the listing',
  );
});

test.run();
