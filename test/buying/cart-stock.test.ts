// The stock check of cart writes, against the store directly: available = on_hand − reserved, never below zero
// per level, summed over locations or at the cart's location; tracked per product, variant-level per variant.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertInStock, quantityAvailable } from '../../src/modules/cart/stock.js';
import { AppError } from '../../src/kernel/errors.js';
import { scoped } from '../../src/store/index.js';
import type { InventoryLevelDoc, LocationDoc } from '../../src/modules/catalogue/model.js';
import { startCheckoutEnv, type CheckoutEnv } from './checkout-env.js';

let env: CheckoutEnv;
test.before(async () => {
  env = await startCheckoutEnv();
});
test.after(async () => {
  await env?.close();
});

async function locationIds() {
  const rows = (await scoped(env.srv.services.db, env.tenant)
    .collection<LocationDoc>('locations')
    .find({})
    .toArray()) as LocationDoc[];
  const byName = new Map(rows.map((l) => [l.name, l._id]));
  return { osu: byName.get('Osu Café')!, legon: byName.get('East Legon Store')! };
}

test('tracked: summed over locations, or at one location; reservations and oversold levels', async () => {
  const db = env.srv.services.db;
  const beans = await env.product('house-blend-coffee-beans');
  const { osu, legon } = await locationIds();
  assert.is(await quantityAvailable(db, env.tenant, beans, null, null), 30);
  assert.is(await quantityAvailable(db, env.tenant, beans, null, osu), 18);
  assert.is(await quantityAvailable(db, env.tenant, beans, null, legon), 12);
  const levels = scoped(db, env.tenant).collection<InventoryLevelDoc>('inventory_levels');
  // More reserved than on hand at one location (stock corrected down after a reservation) counts as 0 there.
  await levels.updateOne({ product_id: beans._id, location_id: legon }, { $set: { quantity_reserved: 15 } });
  try {
    assert.is(await quantityAvailable(db, env.tenant, beans, null, null), 18);
    await assertInStock(db, env.tenant, beans, null, null, 18);
    try {
      await assertInStock(db, env.tenant, beans, null, null, 19);
      assert.unreachable('19 units should not be in stock');
    } catch (err) {
      assert.instance(err, AppError);
      assert.is((err as AppError).code, 'CONFLICT');
      assert.match((err as AppError).message, /18 available/);
    }
  } finally {
    await levels.updateOne({ product_id: beans._id, location_id: legon }, { $set: { quantity_reserved: 0 } });
  }
});

test('variant-level: per variant; untracked products are not limited', async () => {
  const db = env.srv.services.db;
  const tee = await env.product('classic-tee');
  const { osu, legon } = await locationIds();
  const whiteM = await env.variant('TEE-WHT-M');
  const blackL = await env.variant('TEE-BLK-L');
  assert.is(await quantityAvailable(db, env.tenant, tee, whiteM._id, null), 5);
  assert.is(await quantityAvailable(db, env.tenant, tee, whiteM._id, legon), 0);
  assert.is(await quantityAvailable(db, env.tenant, tee, blackL._id, osu), 3);
  const chips = await env.product('plantain-chips');
  assert.is(await quantityAvailable(db, env.tenant, chips, null, null), null);
  await assertInStock(db, env.tenant, chips, null, null, 1000);
});

test('every response above conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
