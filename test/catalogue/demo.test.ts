// The seeded demo business (SANDBOX.md) through every catalogue operation with the generated SDK: each read
// answers 2xx, and every body conforms to the response schema the contract declares for it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { responseProblems } from '../harness/conformance.js';
import { startHarness, type Harness, type StorefrontClient } from '../harness/harness.js';

let h: Harness;
let srv: Harness['srv'];
let client: StorefrontClient;
const problems: string[] = [];

test.before(async () => {
  h = await startHarness({ seed: true, now: new Date('2030-07-01T08:00:00.000Z') });
  srv = h.srv;
  client = h.storefront();
});
test.after(async () => {
  await h?.close();
});

/** Calls an SDK function, expects one of `statuses`, checks the body against the contract; returns the data. */
async function call<T extends { data?: any; error?: any; response: Response }>(
  operationId: string,
  p: Promise<T>,
  statuses = [200],
): Promise<any> {
  const r = await p;
  const body = r.data ?? r.error;
  if (!statuses.includes(r.response.status))
    problems.push(`${operationId}: ${r.response.status} ${JSON.stringify(body).slice(0, 200)}`);
  for (const msg of responseProblems(operationId, r.response.status, body))
    problems.push(`${operationId} ${r.response.status}: ${msg}`);
  return (r.data as any)?.data;
}

test('every catalogue operation answers the demo catalogue within its contract', async () => {
  const snapshot = await call('getCatalogueSnapshot', sdk.getCatalogueSnapshot({ client }));
  assert.ok(snapshot.products.items.length > 0, 'the demo has products');
  const all: any[] = [];
  let cursor: string | undefined;
  do {
    const page = await call(
      'listProducts',
      sdk.listProducts({ client, query: { limit: 3, ...(cursor ? { cursor } : {}) } }),
    );
    all.push(...page.items);
    cursor = page.pagination.next_cursor ?? undefined;
  } while (cursor);
  assert.ok(all.length >= 8, `demo products: ${all.length}`);
  await call(
    'listProducts',
    sdk.listProducts({ client, query: { page: 1, limit: 5, sort_by: 'price', sort_order: 'desc', in_stock: true } }),
  );

  const locations = (
    await srv.services.db
      .collection('locations')
      .find({ business_id: srv.demo!.business_id, livemode: false })
      .toArray()
  ).map((l) => l._id as unknown as string);
  assert.ok(locations.length >= 2, 'two demo locations');
  const kinds = new Set<string>();
  for (const item of all) {
    const product_id = item.id as string;
    const detail = await call('getProduct', sdk.getProduct({ client, path: { product_id } }));
    kinds.add(detail.product_type);
    const variants = await call('listProductVariants', sdk.listProductVariants({ client, path: { product_id } }));
    for (const v of variants.slice(0, 2))
      await call('getProductVariant', sdk.getProductVariant({ client, path: { product_id, variant_id: v.id } }));
    const axes = await call('getProductVariantAxes', sdk.getProductVariantAxes({ client, path: { product_id } }));
    if (axes.axes.length && variants.length) {
      const selection = variants[0].axis_values;
      await call(
        'findProductVariant',
        sdk.findProductVariant({ client, path: { product_id }, body: { axis_selections: selection } }),
      );
    }
    await call('listProductAddOns', sdk.listProductAddOns({ client, path: { product_id } }));
    await call('getProductSchedules', sdk.getProductSchedules({ client, path: { product_id } }));
    for (const location_id of locations) {
      await call(
        'getProductAvailableNow',
        sdk.getProductAvailableNow({ client, path: { product_id }, query: { location_id } }),
      );
    }
    await call('listEligibleBillingPlans', sdk.listEligibleBillingPlans({ client, path: { product_id } }));
    // Composites need selections and required add-on groups need a choice: 400 is their documented answer.
    const quote = await call(
      'createPriceQuote',
      sdk.createPriceQuote({ client, body: { product_id, location_id: locations[0] } }),
      [201, 400],
    );
    if (quote) {
      await call('getPriceQuote', sdk.getPriceQuote({ client, path: { quote_id: quote.quote_id } }));
      await call('refreshPriceQuote', sdk.refreshPriceQuote({ client, path: { quote_id: quote.quote_id }, body: {} }));
    }
  }
  for (const kind of ['product', 'service', 'bundle', 'composite'])
    assert.ok(kinds.has(kind), `the demo has a ${kind}`);

  for (const c of await call('listCategories', sdk.listCategories({ client }))) {
    const path = { category_id: c.id };
    await call('getCategory', sdk.getCategory({ client, path }));
    await call('listCategoryProducts', sdk.listCategoryProducts({ client, path, query: { limit: 2 } }));
    await call('listCategoryAttributes', sdk.listCategoryAttributes({ client, path }));
    await call('listCategoryDeals', sdk.listCategoryDeals({ client, path }));
  }
  const collections = await call('listCollections', sdk.listCollections({ client }));
  assert.ok(collections.length >= 1, 'a live demo collection');
  for (const c of collections) {
    const path = { collection_id: c.id };
    await call('getCollection', sdk.getCollection({ client, path }));
    await call('listCollectionProducts', sdk.listCollectionProducts({ client, path, query: { page: 1, limit: 2 } }));
    await call('listCollectionAttributes', sdk.listCollectionAttributes({ client, path }));
    await call('listCollectionDeals', sdk.listCollectionDeals({ client, path }));
  }
  const bundles = await call('listBundles', sdk.listBundles({ client }));
  assert.ok(bundles.length >= 1, 'a demo bundle');
  for (const b of bundles) {
    const detail = await call('getBundle', sdk.getBundle({ client, path: { bundle_id: b.id } }));
    assert.ok(
      detail.components.some((x: any) => x.is_swappable),
      'the demo bundle has a swappable component',
    );
  }
  const composites = await call('listComposites', sdk.listComposites({ client }));
  assert.ok(composites.length >= 1, 'a demo composite');
  for (const c of composites) {
    await call('getComposite', sdk.getComposite({ client, path: { composite_id: c.id } }));
    await call('getCompositeByProduct', sdk.getCompositeByProduct({ client, path: { product_id: c.product_id } }));
    // The cheapest valid configuration: min_selections units of each group's first component.
    const selections = c.groups.flatMap((g: any) =>
      g.min_selections > 0 ? [{ component_id: g.components[0].component_id, quantity: g.min_selections }] : [],
    );
    const any = selections.length
      ? selections
      : [{ component_id: c.groups[0].components[0].component_id, quantity: 1 }];
    const calc = await call(
      'calculateCompositePrice',
      sdk.calculateCompositePrice({ client, path: { composite_id: c.id }, body: { selections: any } }),
    );
    const quote = await call(
      'createPriceQuote',
      sdk.createPriceQuote({ client, body: { product_id: c.product_id, composite_selections: selections } }),
      [201],
    );
    assert.is(quote?.unit_price, calc.subtotal);
  }
  const deals = await srv.services.db
    .collection('deals')
    .find({ business_id: srv.demo!.business_id, livemode: false, code: { $ne: null } })
    .toArray();
  assert.ok(deals.length >= 1, 'a demo coupon code');
  for (const d of deals) {
    const v = await call(
      'validateDeal',
      sdk.validateDeal({ client, body: { discount_code: String(d.code).toLowerCase(), order_subtotal: '500.00' } }),
    );
    assert.is(v.code, d.code);
  }
  assert.equal(problems, []);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
