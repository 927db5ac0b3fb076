// The UCP catalogue over HTTP (src/handlers/ucp/catalog.ts → src/modules/ucp/catalog.ts): search, lookup and one
// product, for an agent whose profile a loopback host serves, on a business seeded with the catalogue fixture
// (variants with axes, stock per variant and per product, categories, inactive and archived products) in test mode
// and a copy in live mode with a deployed site. Every answer is checked against the contract by the harness.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newId } from '../../src/kernel/ids.js';
import { scoped } from '../../src/store/index.js';
import { type Fixture, seedCatalogue } from '../catalogue/fixtures.js';
import { startHarness, type Harness, type TestBusiness } from '../harness/harness.js';
import { agentProfile, startProfileServer, type ProfileServer } from './profile-server.js';

const V = '2026-04-08';
let h: Harness;
let host: ProfileServer;
let shop: TestBusiness;
let f: Fixture;
let live: Fixture;
let other: Fixture;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  host.set('/agent.json', { body: agentProfile(['catalog.search', 'catalog.lookup']) });
  host.set('/lookup-only.json', { body: agentProfile(['catalog.lookup']) });
  host.set('/checkout-only.json', { body: agentProfile(['checkout', 'order']) });
  shop = await h.business('UCP catalogue shop');
  const now = h.clock.now();
  f = await seedCatalogue(h.db, shop.tenant, now);
  live = await seedCatalogue(h.db, { ...shop.tenant, livemode: true }, now);
  other = await seedCatalogue(h.db, (await h.business('Another shop')).tenant, now);
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

async function ucp(op: string, body: unknown, opts: { mode?: string; agent?: string } = {}) {
  const res = await h.fetch(`${h.url}/ucp/${opts.mode ?? 'test'}/${shop.tenant.business_id}/catalog/${op}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'ucp-agent': `profile="${host.origin}${opts.agent ?? '/agent.json'}"`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}
const search = (body: unknown, opts?: Parameters<typeof ucp>[2]) => ucp('search', body, opts);
const lookup = (body: unknown, opts?: Parameters<typeof ucp>[2]) => ucp('lookup', body, opts);
const product = (body: unknown, opts?: Parameters<typeof ucp>[2]) => ucp('product', body, opts);
const caps = (name: string) => ({ [`dev.ucp.shopping.catalog.${name}`]: [{ version: V }] });
const titles = (r: { json: any }) => r.json.products.map((p: any) => p.title);

test('search by text: the product with its variants, prices, stock, options, media and category', async () => {
  const r = await search({ query: 'LATTE', unknown_field: true, context: { address_country: 'GH' } });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.ucp, { version: V, status: 'success', capabilities: caps('search') });
  assert.equal(r.json.pagination, { has_next_page: false });
  assert.is(r.json.products.length, 1);
  const latte = r.json.products[0];
  const v = f.latteVariants;
  assert.equal(
    {
      id: latte.id,
      handle: latte.handle,
      description: latte.description,
      categories: latte.categories,
      price_range: latte.price_range,
      list_price_range: latte.list_price_range,
      media: latte.media.map((m: any) => m.url),
      options: latte.options,
      url: latte.url,
    },
    {
      id: f.latte._id,
      handle: f.latte.slug,
      description: { plain: 'Espresso with steamed milk' },
      categories: [{ value: 'Coffee', taxonomy: 'merchant' }],
      price_range: { min: { amount: 1000, currency: 'GHS' }, max: { amount: 1250, currency: 'GHS' } },
      list_price_range: { min: { amount: 1200, currency: 'GHS' }, max: { amount: 1450, currency: 'GHS' } },
      media: ['https://cdn.example.com/latte.jpg', 'https://cdn.example.com/latte-side.jpg'],
      options: [
        { name: 'Size', values: [{ label: 'Small' }, { label: 'Medium' }, { label: 'Large' }] },
        { name: 'Milk', values: [{ label: 'Whole' }, { label: 'Oat' }] },
      ],
      // Test data is not on the business's site: no product URL in test mode.
      url: undefined,
    },
  );
  // The default variant first; the inactive Large / Oat is not for sale; stock is per variant.
  assert.equal(
    latte.variants.map((x: any) => [x.id, x.title, x.price.amount, x.availability, x.sku]),
    [
      [v.mediumWhole._id, 'Medium / Whole', 1200, { available: true, status: 'in_stock' }, undefined],
      [v.smallWhole._id, 'Small / Whole', 1000, { available: false, status: 'out_of_stock' }, 'LAT-S-W'],
      [v.mediumOat._id, 'Medium / Oat', 1250, { available: false, status: 'out_of_stock' }, undefined],
    ],
  );
  assert.equal(latte.variants[1].options, [
    { name: 'Size', label: 'Small' },
    { name: 'Milk', label: 'Whole' },
  ]);
});

test('search by categories (name, slug or id, any of them) and price, a cursor page at a time', async () => {
  const first = await search({ filters: { categories: ['pastries', 'Coffee'] }, pagination: { limit: 2 } });
  assert.is(first.status, 200, JSON.stringify(first.json));
  assert.equal(titles(first), ['Blueberry Muffin', 'Butter Croissant']);
  assert.is(first.json.pagination.has_next_page, true);
  const next = await search({
    filters: { categories: ['pastries', 'Coffee'] },
    pagination: { limit: 2, cursor: first.json.pagination.cursor },
  });
  assert.equal(titles(next), ['Coffee Beans 1kg', 'Latte']);
  assert.equal(next.json.pagination, { has_next_page: false });
  const cheapPastry = await search({ filters: { categories: [f.cat.pastries._id], price: { max: 700 } } });
  assert.equal(titles(cheapPastry), ['Blueberry Muffin']);
  // A price filter keeps only the variants inside it: the latte at 1200 or more.
  const dear = await search({ query: 'latte', filters: { price: { min: 1200 } } });
  assert.equal(
    dear.json.products[0].variants.map((x: any) => x.price.amount),
    [1200, 1250],
  );
  assert.equal(dear.json.products[0].price_range.min.amount, 1200);
  // Tracked stock at the product level: croissants are on hand at one location.
  const croissant = await search({ query: 'croissant' });
  assert.equal(croissant.json.products[0].variants, [
    {
      id: f.croissant._id,
      title: 'Butter Croissant',
      description: { plain: 'Butter Croissant from the test kitchen' },
      price: { amount: 800, currency: 'GHS' },
      availability: { available: true, status: 'in_stock' },
    },
  ]);
});

test('search: nothing matching is an empty page; inactive, archived, other modes and businesses never show', async () => {
  const none = await search({ query: 'no such thing anywhere' });
  assert.equal([none.status, none.json.products, none.json.messages], [200, [], undefined]);
  assert.equal(titles(await search({ query: 'cider' })), []);
  assert.equal(titles(await search({ query: 'old tea' })), []);
  const unknownCategory = await search({ filters: { categories: ['Hats'] } });
  assert.equal(unknownCategory.json.products, []);
  // The live copy and the other business hold the same names: the test search shows its own latte only.
  const latte = await search({ query: 'latte' });
  assert.equal(
    latte.json.products.map((p: any) => p.id),
    [f.latte._id],
  );
});

test('search: no input, a bad cursor or an inverted price range are 400 naming the field; a large limit is served', async () => {
  const empty = await search({ query: '  ', filters: {} });
  assert.equal([empty.status, empty.json.code], [400, 'validation_error']);
  assert.match(empty.json.content, /^query:/);
  const cursor = await search({ query: 'latte', pagination: { cursor: 'nonsense!' } });
  assert.equal([cursor.status, cursor.json.code], [400, 'validation_error']);
  assert.match(cursor.json.content, /^pagination\.cursor:/);
  const inverted = await search({ filters: { price: { min: 900, max: 100 } } });
  assert.equal([inverted.status, inverted.json.code], [400, 'validation_error']);
  assert.match(inverted.json.content, /^filters\.price\.min:/);
  const wrongType = await search({ query: 42 });
  assert.equal([wrongType.status, wrongType.json.code], [400, 'validation_error']);
  const large = await search({ filters: { categories: ['Coffee', 'Pastries'] }, pagination: { limit: 1000 } });
  assert.equal([large.status, titles(large).length], [200, 4]);
});

test('lookup: product and variant ids, slugs and SKUs, each variant saying which ids it answers', async () => {
  const v = f.latteVariants;
  const ids = [
    f.latte._id,
    v.smallWhole._id,
    'LAT-S-W',
    f.croissant.slug,
    f.croissant._id,
    'nope',
    f.inactive._id,
    v.largeOat._id,
    live.latte._id,
    other.beans._id,
    f.latte._id,
  ];
  const r = await lookup({ ids });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.ucp, { version: V, status: 'success', capabilities: caps('lookup') });
  assert.equal(
    r.json.products.map((p: any) => [p.id, p.variants.map((x: any) => [x.id, x.inputs])]),
    [
      [
        f.latte._id,
        [
          [v.mediumWhole._id, [{ id: f.latte._id, match: 'featured' }]],
          [
            v.smallWhole._id,
            [
              { id: v.smallWhole._id, match: 'exact' },
              { id: 'LAT-S-W', match: 'exact' },
            ],
          ],
        ],
      ],
      [
        f.croissant._id,
        [
          [
            f.croissant._id,
            [
              { id: f.croissant.slug, match: 'featured' },
              { id: f.croissant._id, match: 'exact' },
            ],
          ],
        ],
      ],
    ],
  );
  assert.equal(
    r.json.messages.map((m: any) => [m.type, m.code, m.path]),
    [
      ['info', 'not_found', '$.ids[5]'],
      ['info', 'not_found', '$.ids[6]'],
      ['info', 'not_found', '$.ids[7]'],
      ['info', 'not_found', '$.ids[8]'],
      ['info', 'not_found', '$.ids[9]'],
    ],
  );
  assert.is(r.json.messages[0].content, 'No product or variant nope');
});

test('lookup: filters drop what they exclude; nothing found is an empty list with messages', async () => {
  const v = f.latteVariants;
  const cheap = await lookup({ ids: [f.latte._id, v.mediumOat._id], filters: { price: { max: 1100 } } });
  // The product id is represented by the one variant within the price; the Oat variant is outside it.
  assert.equal(
    cheap.json.products[0].variants.map((x: any) => [x.id, x.inputs]),
    [[v.smallWhole._id, [{ id: f.latte._id, match: 'featured' }]]],
  );
  const elsewhere = await lookup({ ids: [f.latte._id, f.croissant._id], filters: { categories: ['Pastries'] } });
  assert.equal(titles(elsewhere), ['Butter Croissant']);
  const nothing = await lookup({ ids: ['a', 'b'] });
  assert.equal([nothing.status, nothing.json.products, nothing.json.messages.length], [200, [], 2]);
  const tooMany = await lookup({ ids: Array.from({ length: 101 }, (_, i) => `id${i}`) });
  assert.equal(
    [tooMany.status, tooMany.json],
    [400, { code: 'request_too_large', content: 'ids: 101 ids; a lookup takes at most 100' }],
  );
  // Duplicates count once.
  const repeated = await lookup({ ids: [...Array.from({ length: 100 }, (_, i) => `id${i}`), 'id0'] });
  assert.is(repeated.status, 200);
  const none = await lookup({ ids: [] });
  assert.equal([none.status, none.json.code], [400, 'validation_error']);
});

test('get_product: the featured variant, the selection and every value with exists/available', async () => {
  const v = f.latteVariants;
  const r = await product({ id: f.latte._id });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.ucp, { version: V, status: 'success', capabilities: caps('lookup') });
  const p = r.json.product;
  assert.equal(p.selected, [
    { name: 'Size', label: 'Medium' },
    { name: 'Milk', label: 'Whole' },
  ]);
  assert.equal(
    p.variants.map((x: any) => x.id),
    [v.mediumWhole._id],
  );
  // Given Milk = Whole: Small exists (out of stock), Large does not (its only variant is inactive and Oat).
  // Given Size = Medium: Oat exists, out of stock.
  assert.equal(p.options, [
    {
      name: 'Size',
      values: [
        { label: 'Small', available: false, exists: true },
        { label: 'Medium', available: true, exists: true },
        { label: 'Large', available: false, exists: false },
      ],
    },
    {
      name: 'Milk',
      values: [
        { label: 'Whole', available: true, exists: true },
        { label: 'Oat', available: false, exists: true },
      ],
    },
  ]);
});

test('get_product: by variant id or SKU the variant is featured; a selection no variant has is relaxed', async () => {
  const v = f.latteVariants;
  const bySku = await product({ id: 'LAT-S-W', selected: [{ name: 'Size', label: 'Medium' }] });
  assert.equal(bySku.json.product.selected, [
    { name: 'Size', label: 'Small' },
    { name: 'Milk', label: 'Whole' },
  ]);
  assert.is(bySku.json.product.variants[0].id, v.smallWhole._id);
  const relaxed = await product({
    id: f.latte._id,
    selected: [
      { name: 'Size', label: 'Large' },
      { name: 'Milk', label: 'Oat' },
    ],
    preferences: ['Milk', 'Size'],
  });
  assert.equal(relaxed.json.product.selected, [{ name: 'Milk', label: 'Oat' }]);
  assert.equal(
    relaxed.json.product.variants.map((x: any) => x.id),
    [v.mediumOat._id],
  );
  const plain = await product({ id: f.croissant.slug });
  assert.equal([plain.json.product.selected, plain.json.product.options], [[], []]);
  assert.is(plain.json.product.variants[0].id, f.croissant._id);
});

test('get_product: an unknown, inactive or other-mode id is a 200 error response not_found', async () => {
  for (const id of ['prod_unknown', f.inactive._id, f.archived._id, live.latte._id]) {
    const r = await product({ id });
    assert.is(r.status, 200, JSON.stringify(r.json));
    assert.equal(r.json, {
      ucp: { version: V, status: 'error', capabilities: caps('lookup') },
      messages: [
        { type: 'error', code: 'not_found', content: `No product or variant ${id}`, severity: 'unrecoverable' },
      ],
    });
  }
  const outsidePrice = await product({ id: f.croissant._id, filters: { price: { min: 100000 } } });
  assert.is(outsidePrice.json.ucp.status, 'error');
  const missingId = await product({});
  assert.equal([missingId.status, missingId.json.code], [400, 'validation_error']);
});

test('live mode reads the live catalogue and links each product to the business site', async () => {
  const r = await lookup({ ids: [live.latte._id, f.latte._id] }, { mode: 'live' });
  assert.equal(
    r.json.products.map((p: any) => [p.id, p.url]),
    [[live.latte._id, undefined]],
  );
  // A deployed project: its own hostname under SITES_DOMAIN, then its attached custom domain.
  const projectId = newId('project');
  const liveTenant = { ...shop.tenant, livemode: true };
  const now = h.clock.now();
  await scoped(h.db, liveTenant)
    .collection('projects')
    .insertOne({
      _id: projectId,
      ...liveTenant,
      name: 'Site',
      slug: 'site',
      host_label: 'ucp-shop-abc123',
      production_deployment_id: 'dpl_x',
      production_build_id: 'bld_x',
      created_at: now,
      updated_at: now,
    } as never);
  const sites = h.srv.services.config.sites;
  const own = `${sites.scheme}://ucp-shop-abc123.${sites.domain}${sites.port ? `:${sites.port}` : ''}`;
  const onSite = await lookup({ ids: [live.latte._id] }, { mode: 'live' });
  assert.is(onSite.json.products[0].url, `${own}/products/${live.latte.slug}`);
  await scoped(h.db, liveTenant)
    .collection('domains')
    .insertOne({
      _id: newId('domain'),
      ...liveTenant,
      project_id: projectId,
      hostname: 'shop.example.com',
      status: 'attached',
      attached_at: now,
      created_at: now,
      updated_at: now,
    } as never);
  const onDomain = await search({ query: 'latte' }, { mode: 'live' });
  assert.is(onDomain.json.products[0].url, `https://shop.example.com/products/${live.latte.slug}`);
  // Test answers still carry no URL.
  assert.is((await search({ query: 'latte' })).json.products[0].url, undefined);
});

test('the catalogue capabilities are negotiated: an agent without them gets capabilities_incompatible', async () => {
  const noCatalog = await search({ query: 'latte' }, { agent: '/checkout-only.json' });
  assert.is(noCatalog.status, 200);
  assert.equal(noCatalog.json.ucp, { version: V, status: 'error', capabilities: {} });
  assert.is(noCatalog.json.messages[0].code, 'capabilities_incompatible');
  const lookupOnly = await search({ query: 'latte' }, { agent: '/lookup-only.json' });
  assert.is(lookupOnly.json.messages[0].code, 'capabilities_incompatible');
  const allowed = await product({ id: f.latte._id }, { agent: '/lookup-only.json' });
  assert.equal(allowed.json.ucp, { version: V, status: 'success', capabilities: caps('lookup') });
  const noHeader = await h.fetch(`${h.url}/ucp/test/${shop.tenant.business_id}/catalog/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'latte' }),
  });
  assert.equal([noHeader.status, ((await noHeader.json()) as any).code], [400, 'invalid_profile_url']);
});

test('every answer conforms to the contract', () => {
  assert.ok(h.checkedResponses() >= 25, `only ${h.checkedResponses()} answers checked`);
  assert.equal(h.responseViolations(), []);
});

test.run();
