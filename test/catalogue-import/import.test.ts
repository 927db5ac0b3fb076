// Applying import documents to the store: every field written, natural keys keep ids across re-imports, and a
// document is applied all or nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AnyClientBulkWriteModel, ClientBulkWriteOptions, Db, Document } from 'mongodb';
import { importCatalogue, ImportValidationError, type ImportDeps } from '../../src/modules/catalogue-import/index.js';
import type { BusinessDoc } from '../../src/modules/business/model.js';
import type {
  BundleDoc,
  CategoryDoc,
  DealDoc,
  InventoryLevelDoc,
  ProductDoc,
  VariantDoc,
  BillingPlanDoc,
  CollectionDoc,
} from '../../src/modules/catalogue/model.js';
import { startTestServer, type TestServer } from '../harness/server.js';

type Json = Record<string, any>;
const BIZ = 'biz_importTest0000000001';
const TEST_MODE = { business_id: BIZ, livemode: false };
const KINDS = [
  'locations',
  'categories',
  'collections',
  'billing_plans',
  'products',
  'variants',
  'bundles',
  'composites',
  'deals',
  'inventory_levels',
  'services',
  'staff',
  'resources',
  'shipping_zones',
];

let server: TestServer;
let deps: ImportDeps;
let db: Db;

function catalogue(): Json {
  return {
    version: 1,
    currency: 'GHS',
    locations: [
      { ref: 'osu', name: 'Osu', timezone: 'Africa/Accra' },
      { ref: 'legon', name: 'Legon' },
    ],
    categories: [
      { slug: 'drinks', name: 'Drinks', sort_order: 2 },
      { slug: 'coffee', name: 'Coffee', parent: 'drinks' },
    ],
    collections: [
      {
        slug: 'best',
        name: 'Best sellers',
        products: ['tee', 'beans'],
        starts_at: '2026-01-01T00:00:00.000Z',
        ends_at: '2027-01-01T00:00:00.000Z',
      },
    ],
    billing_plans: [{ ref: 'monthly', name: 'Monthly', interval: 'month', price: '50.00' }],
    products: [
      {
        slug: 'beans',
        name: 'House Beans',
        description: 'Medium ROAST',
        category: 'coffee',
        tags: ['Gift'],
        images: [{ url: 'https://cdn.example.com/a.jpg' }, { url: 'https://cdn.example.com/b.jpg', is_primary: true }],
        price: '80.00',
        location_prices: { legon: '82.50' },
        billing_plans: ['monthly'],
        attributes: { roast: 'Medium' },
        schedules: [{ day_of_week: 1, start_time: '08:00', end_time: '17:00', location: 'osu' }],
        inventory: { type: 'tracked', low_stock_threshold: 3, stock: { osu: 10, legon: 5 } },
      },
      {
        slug: 'tee',
        name: 'Tee',
        price: '100.00',
        axes: [{ name: 'size', values: ['S', 'M'] }],
        variants: [
          { sku: 'TEE-S', axis_values: { size: 'S' }, stock: { osu: 1 } },
          {
            sku: 'TEE-M',
            axis_values: { size: 'M' },
            is_default: true,
            price_adjustment: '5.00',
            stock: { osu: 2, legon: 3 },
          },
        ],
        inventory: { type: 'variant_level' },
        add_ons: [{ ref: 'wrap', name: 'Gift wrap', options: [{ name: 'Paper', price: '2.00' }] }],
      },
      {
        slug: 'pack',
        name: 'Pack',
        type: 'bundle',
        price: '150.00',
        bundle: {
          components: [
            { ref: 'b', product: 'beans' },
            { ref: 't', product: 'tee', variant: 'TEE-M', is_swappable: true },
          ],
        },
      },
      {
        slug: 'bowl',
        name: 'Bowl',
        type: 'composite',
        price: '30.00',
        composite: {
          groups: [
            {
              ref: 'base',
              name: 'Base',
              min_selections: 1,
              components: [{ ref: 'rice', name: 'Rice', price: '1.00' }],
            },
          ],
        },
      },
    ],
    deals: [
      {
        ref: 'welcome',
        name: 'Welcome',
        code: 'hello10',
        discount_type: 'percentage',
        value: '10.00',
        min_subtotal: '50.00',
        categories: ['coffee'],
      },
    ],
  };
}

async function counts(livemode = false): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const k of KINDS) out[k] = await db.collection(k).countDocuments({ business_id: BIZ, livemode });
  return out;
}
const empty = () => Object.fromEntries(KINDS.map((k) => [k, 0]));

test.before(async () => {
  server = await startTestServer();
  db = server.services.db;
  deps = { client: server.services.store.client, db, now: () => server.clock.now() };
  const now = server.clock.now();
  await db.collection<BusinessDoc>('businesses').insertOne({
    _id: BIZ,
    name: 'Import test',
    slug: 'import-test',
    currency: 'GHS',
    timezone: 'Africa/Accra',
    tax: { rate_bps: 1500, inclusive: false, label: 'VAT' },
    allowed_origins: [],
    created_at: now,
    updated_at: now,
  });
});
test.after(async () => {
  await server?.close();
});

test('a document whose last product is bad leaves nothing written', async () => {
  const doc = catalogue();
  doc.products.push({ slug: 'broken', name: 'Broken', price: '5.00', category: 'no-such-category' });
  try {
    await importCatalogue(deps, TEST_MODE, doc);
    assert.unreachable('should have thrown');
  } catch (err) {
    assert.instance(err, ImportValidationError);
    assert.is((err as Error).message, '/products/4/category: unknown category "no-such-category"');
  }
  assert.equal(await counts(), empty());
});

test('a write failing half-way through rolls the whole import back', async () => {
  // Fault injection: the third product write fails after locations, categories, variants, stock, bundles,
  // plans and two products were already written inside the transaction. The import's writes travel as one batch
  // (client.bulkWrite: the writes before the third product are sent, then it fails) where the store takes one,
  // else as one command each (collection.updateOne): both paths are cut at the same write.
  let productWrites = 0;
  const failingClient = new Proxy(deps.client, {
    get(target, prop) {
      if (prop === 'bulkWrite') {
        return async (models: AnyClientBulkWriteModel<Document>[], options: ClientBulkWriteOptions) => {
          const third = models.findIndex((m) => m.namespace.endsWith('.products') && ++productWrites === 3);
          await target.bulkWrite(models.slice(0, third), options);
          throw new Error('disk on fire');
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const failing = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'collection') return Reflect.get(target, prop, receiver);
      return (name: string) => {
        const col = target.collection(name);
        if (name !== 'products') return col;
        return new Proxy(col, {
          get(c, p, r) {
            if (p !== 'updateOne') return Reflect.get(c, p, r);
            return (...args: unknown[]) => {
              if (++productWrites === 3) throw new Error('disk on fire');
              return (c.updateOne as (...a: unknown[]) => unknown).apply(c, args);
            };
          },
        });
      };
    },
  });
  try {
    await importCatalogue({ ...deps, db: failing, client: failingClient }, TEST_MODE, catalogue());
    assert.unreachable('should have thrown');
  } catch (err) {
    assert.is((err as Error).message, 'disk on fire');
  }
  assert.is(productWrites, 3);
  assert.equal(await counts(), empty());
});

test('a dry run reports the counts and writes nothing', async () => {
  const result = await importCatalogue(deps, TEST_MODE, catalogue(), { dryRun: true });
  assert.is(result.dry_run, true);
  assert.is(result.created.products, 4);
  assert.is(result.created.variants, 2);
  assert.is(result.created.inventory_levels, 5);
  assert.equal(await counts(), empty());
});

let firstIds: Record<string, string>;

test('an import writes every field of the stored documents', async () => {
  const result = await importCatalogue(deps, TEST_MODE, catalogue());
  firstIds = result.ids;
  assert.is(result.livemode, false);
  assert.equal(result.created, {
    locations: 2,
    categories: 2,
    collections: 1,
    billing_plans: 1,
    products: 4,
    variants: 2,
    bundles: 1,
    composites: 1,
    deals: 1,
    inventory_levels: 5,
    services: 0,
    staff: 0,
    resources: 0,
    shipping_zones: 0,
  });
  assert.equal(result.updated, empty());
  assert.equal(await counts(), result.created);
  assert.equal(await counts(true), empty(), 'live mode untouched');

  const ids = result.ids;
  const beans = (await db.collection<ProductDoc>('products').findOne({ _id: ids['product:beans'] }))!;
  assert.is(beans.business_id, BIZ);
  assert.is(beans.livemode, false);
  assert.is(beans.default_price, 8000);
  assert.is(beans.currency, 'GHS');
  assert.is(beans.category_id, ids['category:coffee']);
  assert.is(beans.search_text, 'house beans medium roast gift');
  assert.equal(beans.properties, { roast: ['medium'] });
  assert.equal(beans.images, [
    { url: 'https://cdn.example.com/a.jpg', is_primary: false },
    { url: 'https://cdn.example.com/b.jpg', is_primary: true },
  ]);
  assert.equal(beans.location_prices, { [ids['location:legon']]: 8250 });
  assert.equal(beans.billing_plan_ids, [ids['billing_plan:monthly']]);
  assert.equal(beans.schedules, [
    {
      day_of_week: 1,
      start_time: '08:00',
      end_time: '17:00',
      location_id: ids['location:osu'],
      timezone: 'Africa/Accra',
    },
  ]);
  assert.is(beans.inventory_type, 'tracked');
  assert.is(beans.low_stock_threshold, 3);
  assert.is(beans.service_id, null);
  assert.ok(beans.created_at instanceof Date);

  const tee = (await db.collection<ProductDoc>('products').findOne({ _id: ids['product:tee'] }))!;
  assert.equal(tee.properties, { size: ['s', 'm'] });
  assert.equal(tee.variant_axes, [{ name: 'size', label: 'Size', values: ['S', 'M'] }]);
  assert.is(tee.add_ons[0].id, ids['add_on_group:tee/wrap']);
  assert.is(tee.add_ons[0].min_selections, 0);
  assert.is(tee.add_ons[0].options[0].price, 200);
  const variants = await db
    .collection<VariantDoc>('variants')
    .find({ product_id: tee._id })
    .sort({ position: 1 })
    .toArray();
  assert.equal(
    variants.map((v) => [v.sku, v.name, v.is_default, v.price_adjustment, v.axis_values]),
    [
      ['TEE-S', 'S', false, 0, { size: 'S' }],
      ['TEE-M', 'M', true, 500, { size: 'M' }],
    ],
  );

  const levels = await db
    .collection<InventoryLevelDoc>('inventory_levels')
    .find({ business_id: BIZ, livemode: false })
    .toArray();
  const level = (product: string, variant: string | null, loc: string) =>
    levels.find((l) => l.product_id === ids[product] && l.variant_id === variant && l.location_id === ids[loc])
      ?.quantity_on_hand;
  assert.is(level('product:beans', null, 'location:osu'), 10);
  assert.is(level('product:beans', null, 'location:legon'), 5);
  assert.is(level('product:tee', ids['variant:TEE-M'], 'location:legon'), 3);
  assert.ok(levels.every((l) => l.quantity_reserved === 0));

  const bundle = (await db.collection<BundleDoc>('bundles').findOne({ _id: ids['bundle:pack'] }))!;
  assert.is(bundle.product_id, ids['product:pack']);
  assert.is(bundle.price, 15000);
  assert.equal(
    bundle.components.map((c) => [c.component_id, c.product_id, c.default_variant_id, c.is_swappable, c.name]),
    [
      [ids['bundle_component:pack/b'], ids['product:beans'], null, false, 'House Beans'],
      [ids['bundle_component:pack/t'], ids['product:tee'], ids['variant:TEE-M'], true, 'Tee'],
    ],
  );
  const pack = (await db.collection<ProductDoc>('products').findOne({ _id: ids['product:pack'] }))!;
  assert.is(pack.bundle_id, bundle._id);

  const category = (await db.collection<CategoryDoc>('categories').findOne({ _id: ids['category:coffee'] }))!;
  assert.is(category.parent_id, ids['category:drinks']);
  const collection = (await db.collection<CollectionDoc>('collections').findOne({ _id: ids['collection:best'] }))!;
  assert.equal(collection.product_ids, [ids['product:tee'], ids['product:beans']]);
  assert.equal(collection.ends_at, new Date('2027-01-01T00:00:00.000Z'));
  const plan = (await db.collection<BillingPlanDoc>('billing_plans').findOne({ _id: ids['billing_plan:monthly'] }))!;
  assert.equal(plan.product_ids, [ids['product:beans']]);
  const deal = (await db.collection<DealDoc>('deals').findOne({ _id: ids['deal:welcome'] }))!;
  assert.is(deal.code, 'HELLO10');
  assert.is(deal.value, 1000);
  assert.is(deal.min_subtotal, 5000);
  assert.equal(deal.category_ids, [ids['category:coffee']]);
  assert.is(deal.usage_count, 0);
});

test('re-importing the same file is idempotent: same ids, everything updated, nothing created', async () => {
  // Orders hold stock and redeem deals between imports; a re-import must keep both.
  await db
    .collection('inventory_levels')
    .updateOne(
      { product_id: firstIds['product:beans'], location_id: firstIds['location:osu'] },
      { $set: { quantity_reserved: 4 } },
    );
  await db.collection<DealDoc>('deals').updateOne({ _id: firstIds['deal:welcome'] }, { $set: { usage_count: 7 } });
  const before = await counts();
  const result = await importCatalogue(deps, TEST_MODE, catalogue());
  assert.equal(result.ids, firstIds);
  assert.equal(result.created, empty());
  assert.equal(result.updated, before);
  assert.equal(await counts(), before);
  const level = await db
    .collection<InventoryLevelDoc>('inventory_levels')
    .findOne({ product_id: firstIds['product:beans'], location_id: firstIds['location:osu'] });
  assert.is(level!.quantity_on_hand, 10);
  assert.is(level!.quantity_reserved, 4);
  assert.is((await db.collection<DealDoc>('deals').findOne({ _id: firstIds['deal:welcome'] }))!.usage_count, 7);
});

test('a changed file updates in place; variants it drops are deactivated, not deleted', async () => {
  const doc = catalogue();
  doc.products[0].price = '85.00';
  doc.products[0].inventory.stock.osu = 12;
  doc.products[1].variants = [doc.products[1].variants[1]];
  doc.products[1].axes[0].values = ['M'];
  doc.products[2].bundle.components[1].is_swappable = false;
  const result = await importCatalogue(deps, TEST_MODE, doc);
  assert.is(result.ids['product:beans'], firstIds['product:beans']);
  assert.is(result.ids['variant:TEE-M'], firstIds['variant:TEE-M']);
  assert.is(
    (await db.collection<ProductDoc>('products').findOne({ _id: firstIds['product:beans'] }))!.default_price,
    8500,
  );
  const level = await db
    .collection<InventoryLevelDoc>('inventory_levels')
    .findOne({ product_id: firstIds['product:beans'], location_id: firstIds['location:osu'] });
  assert.is(level!.quantity_on_hand, 12);
  const dropped = await db.collection<VariantDoc>('variants').findOne({ _id: firstIds['variant:TEE-S'] });
  assert.is(dropped!.is_active, false);
});

test('the same file imports separately into live mode', async () => {
  const result = await importCatalogue(deps, { business_id: BIZ, livemode: true }, catalogue());
  assert.is(result.livemode, true);
  assert.is(result.created.products, 4);
  assert.not.equal(result.ids['product:beans'], firstIds['product:beans']);
  assert.is(await db.collection('products').countDocuments({ business_id: BIZ, livemode: true }), 4);
});

test('a product that stops being a bundle or a composite loses its bundle or composite record', async () => {
  const live = { business_id: BIZ, livemode: true };
  const first = await importCatalogue(deps, live, catalogue());
  const doc = catalogue();
  doc.products[2] = { slug: 'pack', name: 'Pack', price: '150.00' };
  doc.products[3] = { slug: 'bowl', name: 'Bowl', price: '30.00' };
  const result = await importCatalogue(deps, live, doc);
  assert.is(result.ids['product:pack'], first.ids['product:pack']);
  assert.is(await db.collection('bundles').countDocuments({ _id: first.ids['bundle:pack'] as never }), 0);
  assert.is(await db.collection('composites').countDocuments({ _id: first.ids['composite:bowl'] as never }), 0);
  const pack = (await db.collection<ProductDoc>('products').findOne({ _id: first.ids['product:pack'] }))!;
  assert.equal([pack.product_type, pack.bundle_id], ['product', null]);
  const bowl = (await db.collection<ProductDoc>('products').findOne({ _id: first.ids['product:bowl'] }))!;
  assert.equal([bowl.product_type, bowl.composite_id], ['product', null]);
});

test('a file may refer to what an earlier import stored', async () => {
  const result = await importCatalogue(deps, TEST_MODE, {
    version: 1,
    products: [
      {
        slug: 'mug',
        name: 'Mug',
        price: '40.00',
        category: 'coffee',
        billing_plans: ['monthly'],
        inventory: { type: 'tracked', stock: { legon: 6 } },
      },
    ],
    collections: [{ slug: 'best', name: 'Best sellers', products: ['mug', 'beans'] }],
  });
  assert.is(result.created.products, 1);
  const mug = (await db.collection<ProductDoc>('products').findOne({ _id: result.ids['product:mug'] }))!;
  assert.is(mug.category_id, firstIds['category:coffee']);
  const plan = (await db
    .collection<BillingPlanDoc>('billing_plans')
    .findOne({ _id: firstIds['billing_plan:monthly'] }))!;
  assert.equal(plan.product_ids.sort(), [firstIds['product:beans'], mug._id].sort());
});

test('a currency other than the business currency is refused', async () => {
  try {
    await importCatalogue(deps, TEST_MODE, { version: 1, currency: 'USD' });
    assert.unreachable('should have thrown');
  } catch (err) {
    assert.is((err as Error).message, '/currency: must be the business currency GHS');
  }
});

test.run();
