// Tenant isolation: a second business's keys, and the other mode's keys, never see the first one's catalogue,
// whatever id they name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { createBusiness, seedCatalogue, type Fixture, type TestBusiness } from './fixtures.js';
import { startCatalogue, type CatalogueEnv } from './setup.js';

let env: CatalogueEnv;
let other: TestBusiness;
let otherFx: Fixture;
let liveKey: string;
test.before(async () => {
  env = await startCatalogue();
  const db = env.srv.services.db;
  other = await createBusiness(env.srv.services.store, 'Other Shop', env.srv.clock.now());
  otherFx = await seedCatalogue(db, other.tenant, env.srv.clock.now());
  // The first business's live mode: same business, livemode true, no live data of its own.
  liveKey = (
    await issueApiKey(db, {
      kind: 'publishable',
      livemode: true,
      business_id: env.biz.tenant.business_id,
      now: env.srv.clock.now(),
    })
  ).key;
});
test.after(async () => {
  await env?.close();
});

test('each business lists only its own products, categories, collections, bundles and composites', async () => {
  const mine = env.client;
  const theirs = env.clientWith(other.publishableKey);
  const myIds = new Set(
    (await sdk.listProducts({ client: mine, query: { limit: 100 } })).data!.data.items.map((p) => p.id),
  );
  const theirIds = (await sdk.listProducts({ client: theirs, query: { limit: 100 } })).data!.data.items.map(
    (p) => p.id,
  );
  assert.is(theirIds.length, otherFx.activeProducts.length);
  for (const id of theirIds) assert.not.ok(myIds.has(id));
  const snapshot = (await sdk.getCatalogueSnapshot({ client: theirs })).data!.data;
  assert.ok(snapshot.categories.every((c) => c.id !== env.fx.cat.coffee._id));
  assert.ok(snapshot.bundles.every((b) => b.id === otherFx.bundle._id));
  assert.ok(snapshot.composites.every((c) => c.id === otherFx.composite._id));
  assert.ok(snapshot.collections.every((c) => c.id === otherFx.collections.live._id));
});

test("another business's key gets 404 for every id of the first business", async () => {
  const theirs = env.clientWith(other.publishableKey);
  const fx = env.fx;
  const statuses = await Promise.all([
    sdk.getProduct({ client: theirs, path: { product_id: fx.latte._id } }),
    sdk.listProductVariants({ client: theirs, path: { product_id: fx.latte._id } }),
    sdk.getProductVariant({
      client: theirs,
      path: { product_id: fx.latte._id, variant_id: fx.latteVariants.mediumOat._id },
    }),
    sdk.findProductVariant({
      client: theirs,
      path: { product_id: fx.latte._id },
      body: { axis_selections: { size: 'Small', milk: 'Whole' } },
    }),
    sdk.getProductAvailableNow({
      client: theirs,
      path: { product_id: fx.croissant._id },
      query: { location_id: fx.locA._id },
    }),
    sdk.getCategory({ client: theirs, path: { category_id: fx.cat.coffee._id } }),
    sdk.getCollection({ client: theirs, path: { collection_id: fx.collections.live._id } }),
    sdk.getBundle({ client: theirs, path: { bundle_id: fx.bundle._id } }),
    sdk.getComposite({ client: theirs, path: { composite_id: fx.composite._id } }),
    sdk.getCompositeByProduct({ client: theirs, path: { product_id: fx.bowl._id } }),
    sdk.createPriceQuote({ client: theirs, body: { product_id: fx.latte._id } }),
    sdk.listProducts({ client: theirs, query: { location_id: fx.locA._id } }),
  ]);
  for (const r of statuses) assert.is(r.response.status, 404, r.response.url);
  // Filters naming the first business's category match nothing for the second.
  const filtered = await sdk.listProducts({ client: theirs, query: { category_id: fx.cat.coffee._id } });
  assert.equal(filtered.data!.data.items, []);
  // A quote of the first business is not readable with the second's key.
  const quote = await sdk.createPriceQuote({ client: env.client, body: { product_id: fx.muffin._id } });
  assert.is(
    (await sdk.getPriceQuote({ client: theirs, path: { quote_id: quote.data!.data.quote_id } })).response.status,
    404,
  );
  // Deal codes are per business too.
  const deal = await sdk.validateDeal({ client: theirs, body: { discount_code: 'SAVE10', order_subtotal: '50.00' } });
  assert.is(deal.data!.data.deal_id, otherFx.deals.save10._id);
});

test("the same business's live key never sees its sandbox catalogue", async () => {
  const live = env.clientWith(liveKey);
  assert.equal((await sdk.listProducts({ client: live })).data!.data.items, []);
  assert.equal((await sdk.listCategories({ client: live })).data!.data, []);
  assert.is((await sdk.getProduct({ client: live, path: { product_id: env.fx.latte._id } })).response.status, 404);
});

test('every response above conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
