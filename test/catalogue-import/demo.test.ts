// The demo business of SANDBOX.md (seeded on an empty store) and the import endpoint over real HTTP with the
// generated platform SDK.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CommandStartedEvent } from 'mongodb';
import { importCatalogue } from '../../generated/sdk/platform/sdk.gen.js';
import { listProducts } from '../../generated/sdk/storefront/sdk.gen.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import type { BusinessDoc } from '../../src/modules/business/model.js';
import { ALL_SCOPES } from '../../src/modules/business/model.js';
import type {
  BillingPlanDoc,
  BundleDoc,
  CategoryDoc,
  CollectionDoc,
  CompositeDoc,
  DealDoc,
  InventoryLevelDoc,
  ProductDoc,
  VariantDoc,
} from '../../src/modules/catalogue/model.js';
import type { ResourceDoc, ServiceRecordDoc, StaffDoc } from '../../src/modules/scheduling/model.js';
import { ensureDemoBusiness } from '../../src/seed/demo.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
let server: Harness['srv'];
const demo = () => server.demo!;
const find = <T>(name: string, filter: Record<string, unknown> = {}) =>
  server.services.db
    .collection(name)
    .find({ business_id: demo().business_id, livemode: false, ...filter })
    .toArray() as Promise<T[]>;

test.before(async () => {
  h = await startHarness({ seed: true, tickMs: 0, monitorStoreCommands: true });
  server = h.srv;
});
test.after(async () => {
  await h?.close();
});

test('the credentials file holds exactly the SANDBOX.md fields, and the keys are what they say', async () => {
  const file = JSON.parse(await readFile(join(server.services.config.dataDir, 'demo-credentials.json'), 'utf8'));
  assert.equal(Object.keys(file).sort(), [
    'base_url',
    'business_id',
    'business_key',
    'live_publishable_key',
    'live_secret_key',
    'publishable_key',
    'secret_key',
    'test_business_key',
  ]);
  assert.is(file.base_url, server.services.config.baseUrl);
  assert.match(file.business_id, /^biz_/);
  assert.match(file.publishable_key, /^pk_test_/);
  assert.match(file.secret_key, /^sk_test_/);
  assert.match(file.live_publishable_key, /^pk_live_/);
  assert.match(file.live_secret_key, /^sk_live_/);
  assert.match(file.business_key, /^dk_live_/);
  assert.match(file.test_business_key, /^dk_test_/);
  const keys = await server.services.db
    .collection('api_keys')
    .find({ kind: 'business', business_id: file.business_id })
    .toArray();
  assert.equal(keys.map((k) => k.livemode).sort(), [false, true]);
  for (const key of keys) assert.equal([...key.scopes].sort(), [...ALL_SCOPES].sort());
  const business = await server.services.db.collection<BusinessDoc>('businesses').findOne({ _id: file.business_id });
  assert.equal(business!.tax, { rate_bps: 1500, inclusive: false, label: 'VAT' });
  assert.is(business!.currency, 'GHS');
});

test('a store that already has a business is not seeded again', async () => {
  assert.is(await ensureDemoBusiness(server.services), undefined);
  assert.is(await server.services.db.collection('businesses').countDocuments(), 1);
});

test('the demo catalogue exercises every product kind, in both modes', async () => {
  const products = await find<ProductDoc>('products');
  const kinds = new Set(products.map((p) => p.product_type));
  assert.equal([...kinds].sort(), ['bundle', 'composite', 'product', 'service']);
  const live = await server.services.db
    .collection('products')
    .countDocuments({ business_id: demo().business_id, livemode: true });
  assert.is(live, products.length);
  assert.ok(
    products.every(
      (p) => p.currency === 'GHS' && p.images.every((im) => im.url.startsWith(server.services.config.cdnUrl)),
    ),
  );

  // Variants along two axes.
  const tee = products.find((p) => p.variant_axes.length === 2)!;
  assert.ok(tee, 'a product with two axes');
  const teeVariants = await find<VariantDoc>('variants', { product_id: tee._id });
  assert.is(teeVariants.length, tee.variant_axes[0].values.length * tee.variant_axes[1].values.length);
  assert.is(teeVariants.filter((v) => v.is_default).length, 1);

  // Add-ons: a required single-select group and an optional multiple-select group.
  const groups = products.flatMap((p) => p.add_ons);
  assert.ok(groups.some((g) => g.selection_type === 'single' && g.min_selections >= 1));
  assert.ok(groups.some((g) => g.selection_type === 'multiple' && g.min_selections === 0 && g.max_selections > 1));

  // A bookable service: its scheduling record is linked both ways; variants override duration, buffer, capacity.
  const service = products.find((p) => p.product_type === 'service')!;
  const [record] = await find<ServiceRecordDoc>('services', { _id: service.service_id });
  assert.ok(record, 'the service product points at its scheduling record');
  assert.is(record.product_id, service._id);
  assert.ok(
    (await find<VariantDoc>('variants', { product_id: service._id })).every((v) => v.duration_minutes !== null),
  );

  // A bundle with a swappable component whose product has other variants.
  const [bundle] = await find<BundleDoc>('bundles');
  const swappable = bundle.components.find((c) => c.is_swappable)!;
  assert.ok(swappable.default_variant_id);
  assert.ok((await find<VariantDoc>('variants', { product_id: swappable.product_id })).length >= 2);
  assert.is(products.find((p) => p._id === bundle.product_id)!.bundle_id, bundle._id);

  // A composite with min/max groups.
  const [composite] = await find<CompositeDoc>('composites');
  assert.ok(composite.groups.some((g) => g.min_selections === 1 && g.max_selections === 1));
  assert.ok(composite.groups.some((g) => g.min_selections === 0));

  // A subscription product with a monthly plan.
  const plans = await find<BillingPlanDoc>('billing_plans');
  const monthly = plans.find((p) => p.interval === 'month' && p.interval_count === 1)!;
  assert.ok(monthly.product_ids.length >= 1);
  assert.ok(products.find((p) => p._id === monthly.product_ids[0])!.billing_plan_ids.includes(monthly._id));
});

test('the demo service is fully defined: two Accra locations with hours and exceptions, staff, resources, capacity > 1', async () => {
  const [record] = await find<ServiceRecordDoc>('services');
  const locations = await find<{ _id: string; timezone: string }>('locations');
  assert.equal(record.locations.map((l) => l.location_id).sort(), locations.map((l) => l._id).sort());
  for (const l of record.locations) {
    assert.is(l.timezone, 'Africa/Accra');
    assert.ok(l.weekly_hours.length > 0, 'weekly hours at every location');
  }
  assert.ok(
    record.locations.some((l) => l.exceptions.some((e) => e.intervals.length === 0)),
    'a closed day',
  );
  assert.ok(
    record.locations.some((l) => l.exceptions.some((e) => e.intervals.length > 0)),
    'a day of special hours',
  );
  assert.ok(record.capacity > 1);
  assert.ok(record.slot_interval_minutes > 0 && record.duration_minutes > 0);
  assert.ok(record.is_active);

  // 2–3 qualified staff, each working at one of the service's locations at least; a resource at each location.
  const staff = await find<StaffDoc>('staff');
  assert.ok(record.staff_ids.length >= 2 && record.staff_ids.length <= 3);
  assert.equal([...record.staff_ids].sort(), staff.map((m) => m._id).sort());
  for (const m of staff)
    assert.ok(
      m.schedules.some((sc) => record.locations.some((l) => l.location_id === sc.location_id)),
      `${m.name} works where the service is`,
    );
  const resources = await find<ResourceDoc>('resources');
  assert.equal(record.resources.map((r) => r.resource_id).sort(), resources.map((r) => r._id).sort());
  assert.equal(new Set(resources.map((r) => r.location_id)).size, 2, 'a resource at each location');

  // The live copy is its own record.
  const live = await server.services.db
    .collection<ServiceRecordDoc>('services')
    .findOne({ business_id: demo().business_id, livemode: true });
  assert.ok(live && live._id !== record._id);
});

test('stock of each inventory type at two locations; a plain product with 10–50 tracked units and no required add-ons', async () => {
  const products = await find<ProductDoc>('products');
  const levels = await find<InventoryLevelDoc>('inventory_levels');
  const locations = await find<{ _id: string }>('locations');
  assert.is(locations.length, 2);
  for (const type of ['tracked', 'variant_level'] as const) {
    const ids = new Set(products.filter((p) => p.inventory_type === type).map((p) => p._id));
    const at = new Set(levels.filter((l) => ids.has(l.product_id)).map((l) => l.location_id));
    assert.is(at.size, 2, `${type} stock at two locations`);
  }
  const plain = products.filter((p) => {
    if (p.product_type !== 'product' || p.inventory_type !== 'tracked' || p.add_ons.some((g) => g.min_selections > 0))
      return false;
    const total = levels.filter((l) => l.product_id === p._id).reduce((n, l) => n + l.quantity_on_hand, 0);
    return total >= 10 && total <= 50;
  });
  assert.ok(plain.length >= 1);
});

test('a coupon code, an automatic deal, categories with a parent and a time-bound collection', async () => {
  const deals = await find<DealDoc>('deals');
  assert.ok(deals.some((d) => d.code === 'WELCOME10'));
  assert.ok(deals.some((d) => d.code === null));
  const categories = await find<CategoryDoc>('categories');
  assert.ok(categories.some((c) => c.parent_id && categories.some((p) => p._id === c.parent_id)));
  const collections = await find<CollectionDoc>('collections');
  const now = server.clock.now();
  assert.ok(
    collections.some(
      (c) => c.starts_at && c.ends_at && c.starts_at <= now && now < c.ends_at && c.product_ids.length > 0,
    ),
  );
});

// ---- The endpoint. ----

const platform = (key: string) => h.platform(key);
const sample = {
  version: 1 as const,
  categories: [{ slug: 'pastries', name: 'Pastries', parent: 'food' }],
  products: [
    { slug: 'meat-pie', name: 'Meat pie', price: '18.00', category: 'pastries', tags: ['snack'] },
    { slug: 'bofrot', name: 'Bofrot (puff-puff)', price: '6.00', category: 'pastries' },
  ],
};

test('POST …/catalogue/import with the business key imports into test mode; the storefront sees it', async () => {
  const { data, response } = await importCatalogue({
    client: platform(demo().business_key),
    path: { business_id: demo().business_id },
    body: sample,
  });
  assert.is(response.status, 200);
  assert.is(data!.data.livemode, false);
  assert.is(data!.data.created.products, 2);
  assert.is(data!.data.created.categories, 1);
  assert.match(data!.data.ids['product:meat-pie'], /^prod_/);

  const storefront = h.storefront({ headers: { 'X-API-Key': demo().publishable_key } });
  const list = await listProducts({ client: storefront, query: { search: 'meat pie' } });
  assert.is(list.response.status, 200);
  assert.equal(
    list.data!.data.items.map((p) => p.id),
    [data!.data.ids['product:meat-pie']],
  );

  const again = await importCatalogue({
    client: platform(demo().business_key),
    path: { business_id: demo().business_id },
    body: sample,
  });
  assert.equal(again.data!.data.ids, data!.data.ids);
  assert.is(again.data!.data.updated.products, 2);
  assert.is(again.data!.data.created.products, 0);
});

test('mode=live and dry_run=true', async () => {
  const body = { version: 1 as const, products: [{ slug: 'kelewele', name: 'Kelewele', price: '10.00' }] };
  const dry = await importCatalogue({
    client: platform(demo().business_key),
    path: { business_id: demo().business_id },
    query: { mode: 'live', dry_run: true },
    body,
  });
  assert.is(dry.response.status, 200);
  assert.is(dry.data!.data.dry_run, true);
  assert.is(dry.data!.data.livemode, true);
  assert.is(dry.data!.data.created.products, 1);
  const db = server.services.db;
  assert.is(await db.collection('products').countDocuments({ slug: 'kelewele' }), 0);
  const real = await importCatalogue({
    client: platform(demo().business_key),
    path: { business_id: demo().business_id },
    query: { mode: 'live' },
    body,
  });
  assert.is(real.response.status, 200);
  assert.is(await db.collection('products').countDocuments({ slug: 'kelewele', livemode: true }), 1);
  assert.is(await db.collection('products').countDocuments({ slug: 'kelewele', livemode: false }), 0);
});

test('an invalid document is 400 VALIDATION_ERROR naming the first problem; nothing is written', async () => {
  const body = {
    version: 1 as const,
    products: [
      { slug: 'ok-one', name: 'Fine', price: '1.00' },
      { slug: 'bad-one', name: 'Bad', price: '1.00', category: 'nope' },
    ],
  };
  const { error, response } = await importCatalogue({
    client: platform(demo().business_key),
    path: { business_id: demo().business_id },
    body,
  });
  assert.is(response.status, 400);
  assert.equal(error, {
    error: { code: 'VALIDATION_ERROR', message: '/products/1/category: unknown category "nope"', retryable: false },
  });
  assert.is(await server.services.db.collection('products').countDocuments({ slug: 'ok-one' }), 0);

  const schema = await importCatalogue({
    client: platform(demo().business_key),
    path: { business_id: demo().business_id },
    body: { version: 1, products: [{ slug: 'x', name: 'X', price: '1.5' }] },
  });
  assert.is(schema.response.status, 400);
  assert.match((schema.error as { error: { message: string } }).error.message, /products.*0.*price/);
});

test('a business key without catalogue:write is 403; another business is 403; no key is 401', async () => {
  const { key } = await issueApiKey(server.services.db, {
    kind: 'business',
    livemode: true,
    business_id: demo().business_id,
    scopes: ['assets:read'],
  });
  const denied = await importCatalogue({
    client: platform(key),
    path: { business_id: demo().business_id },
    body: sample,
  });
  assert.is(denied.response.status, 403);
  assert.match((denied.error as { error: { message: string } }).error.message, /catalogue:write/);

  const other = await importCatalogue({
    client: platform(demo().business_key),
    path: { business_id: 'biz_someoneElse000000001' },
    body: sample,
  });
  assert.is(other.response.status, 403);

  const anonymous = await importCatalogue({
    client: h.platform(null),
    path: { business_id: demo().business_id },
    body: sample,
  });
  assert.is(anonymous.response.status, 401);
});

// ---- Round trips: the import reads what it needs, then sends all its writes as one batch. ----

/** A document of `n` products, each with two variants stocked at a location the document adds. */
const sizedDocument = (prefix: string, n: number) => ({
  version: 1 as const,
  locations: [{ ref: `${prefix}-kiosk`, name: 'Kiosk' }],
  products: Array.from({ length: n }, (_, i) => ({
    slug: `${prefix}-${i}`,
    name: `Item ${i}`,
    price: '5.00',
    axes: [{ name: 'size', values: ['S', 'L'] }],
    variants: ['S', 'L'].map((size) => ({
      sku: `${prefix}-${i}-${size}`.toUpperCase(),
      axis_values: { size },
      stock: { [`${prefix}-kiosk`]: 3 },
    })),
    inventory: { type: 'variant_level' as const },
  })),
});

/**
 * The store commands the server sends while `work` runs (`find products`, `bulkWrite`), less the API key's lookup,
 * which the server caches for a while: the first request pays it, the next does not.
 */
async function commandsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const listen = (e: CommandStartedEvent) => {
    const target = e.command[e.commandName];
    sent.push(typeof target === 'string' ? `${e.commandName} ${target}` : e.commandName);
  };
  const client = server.services.store.client;
  client.on('commandStarted', listen);
  try {
    await work();
  } finally {
    client.off('commandStarted', listen);
  }
  return sent.filter((n) => !/api_keys/.test(n));
}

test('an import sends its writes in one store command: 1 product or 20 cost the same round trips', async () => {
  const send = (body: ReturnType<typeof sizedDocument>) =>
    importCatalogue({ client: platform(demo().business_key), path: { business_id: demo().business_id }, body });
  const small = await commandsOf(() => send(sizedDocument('rt-one', 1)));
  const revision = async () =>
    (await server.services.db.collection('businesses').findOne({ _id: demo().business_id as never }))!.catalogue_rev;
  const before = await revision();
  let created: Record<string, number> = {};
  const large = await commandsOf(async () => ({ created } = (await send(sizedDocument('rt-twenty', 20))).data!.data));
  // 1 location, 20 products, 40 variants, 40 stock levels: 101 documents, each its own command before batching.
  assert.equal([created.locations, created.products, created.variants, created.inventory_levels], [1, 20, 40, 40]);
  const writes = large.filter((n) => /^(insert|update|delete|findAndModify|bulkWrite)\b/.test(n));
  assert.equal(writes, ['bulkWrite'], large.join(', '));
  assert.is(large.length, small.length, `${large.join(', ')}\nagainst\n${small.join(', ')}`);
  assert.is.not(await revision(), before, 'the batch gives the business a new catalogue revision');
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
