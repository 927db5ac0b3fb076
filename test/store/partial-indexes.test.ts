// Partial and sparse indexes hold only some documents, so a plan over one can answer only a query whose matches
// all lie inside it: MongoDB uses a partial index only when the query implies its partialFilterExpression, and a
// sparse index never for a sort alone or a query that matches documents missing its fields (unless hinted). The
// embedded planner once took them whenever their keys fitted and returned too few documents. Each test asserts
// the documented answers on both targets; that the app's own lookups still use their partial and sparse indexes
// is checked with the engine's scan diagnostic on the embedded server, and on both targets by hinting the index
// (MongoDB refuses a hint naming a partial index the query does not imply).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Collection, Document } from 'mongodb';
import { ensureIndexes } from '../../src/store/index.js';
import { rejects, startTarget, type Target } from './helpers.js';

let t: Target;
let seq = 0;
const fresh = (): Collection<any> => named(`pi_${++seq}`);
/** A named collection, typed loosely (the tests use string ids). */
const named = (name: string): Collection<any> => t.db.collection(name);

test.before(async () => {
  t = await startTarget();
});
test.after(async () => {
  if (t?.embedded) await t.db.command({ scanStats: 1, min: -1 });
  await t?.stop();
});

const ids = async (c: Collection, filter: Document, sort: Document = { _id: 1 }) =>
  (await c.find(filter).sort(sort).toArray()).map((d) => d._id);

/** The index an unhinted find on the embedded server scans (null: none), from its scan diagnostic. */
async function embeddedPlan(c: Collection, filter: Document, sort?: Document): Promise<string | null> {
  await t.db.command({ scanStats: 1, min: 1_000_000, reset: true });
  await c.find(filter, sort ? { sort } : {}).toArray();
  const rows = (await t.db.command({ scanStats: 1, limit: 100 })).top as Document[];
  const row = rows.find((r) => r.ns === `${t.db.databaseName}.${c.collectionName}` && r.command === 'find');
  assert.ok(row, JSON.stringify(rows));
  await t.db.command({ scanStats: 1, min: -1 });
  const m = /^ixscan (.+)$/.exec(row!.plan as string);
  return m ? m[1] : null;
}

test('a partial index is not used for a query or sort that does not imply its filter', async () => {
  const c = fresh();
  await c.createIndex(
    { b: 1, slug: 1 },
    { name: 'b_slug', unique: true, partialFilterExpression: { slug: { $type: 'string' } } },
  );
  await c.insertMany([
    { _id: 1, b: 1, slug: 'a' },
    { _id: 2, b: 1, slug: null },
    { _id: 3, b: 1 },
    { _id: 4, b: 1, slug: 7 },
  ]);

  assert.equal(await ids(c, { b: 1, slug: null }), [2, 3]);
  assert.is(await c.countDocuments({ b: 1, slug: null }), 2);
  assert.equal(await ids(c, { b: 1, slug: 7 }), [4], 'an equality the filter does not hold for');
  // A sort on the index keys: missing and null sort together (in either order), then numbers, then strings.
  const sorted = await ids(c, { b: 1 }, { b: 1, slug: 1 });
  assert.equal(
    [sorted.slice(0, 2).sort(), sorted.slice(2)],
    [
      [2, 3],
      [4, 1],
    ],
  );
  assert.equal((await c.distinct('_id', { b: 1, slug: { $in: [null, 'a'] } })).sort(), [1, 2, 3]);
  assert.equal(
    (await c.aggregate([{ $match: { b: 1, slug: null } }, { $sort: { _id: 1 } }]).toArray()).map((d) => d._id),
    [2, 3],
  );
  assert.ok(await c.findOneAndUpdate({ b: 1, slug: null }, { $set: { seen: 1 } }, { sort: { b: 1, slug: 1 } }));
  assert.is((await c.updateMany({ b: 1, slug: null }, { $set: { touched: true } })).modifiedCount, 2);
  assert.is((await c.deleteMany({ b: 1, slug: 7 })).deletedCount, 1);
  assert.is(await c.countDocuments({}), 3);
});

test('a partial index with a range filter: used by a narrower range, not by a wider one or a value outside it', async () => {
  const c = fresh();
  await c.createIndex({ qty: 1 }, { name: 'big_qty', partialFilterExpression: { qty: { $gt: 5 } } });
  await c.insertMany([1, 3, 6, 10, 12].map((q) => ({ _id: q, qty: q })));

  assert.equal(await ids(c, { qty: { $gt: 1 } }), [3, 6, 10, 12]);
  assert.equal(await ids(c, { qty: 3 }), [3]);
  assert.equal(await ids(c, { qty: { $lt: 11 } }), [1, 3, 6, 10]);
  assert.equal(
    (
      await c
        .find({ qty: { $gte: 10 } })
        .hint('big_qty')
        .toArray()
    ).map((d) => d._id),
    [10, 12],
  );
  assert.equal(
    (
      await c
        .find({ qty: { $in: [6, 12] } })
        .hint('big_qty')
        .toArray()
    ).map((d) => d._id),
    [6, 12],
  );
  await rejects(
    c
      .find({ qty: { $gt: 1 } })
      .hint('big_qty')
      .toArray(),
    2,
  );
  if (t.embedded) {
    assert.is(await embeddedPlan(c, { qty: { $gte: 10 } }), 'big_qty');
    assert.is(await embeddedPlan(c, { qty: 12 }), 'big_qty');
    assert.is(await embeddedPlan(c, { qty: { $gt: 1 } }), null);
  }
});

test('a sparse index is not used for a sort alone or for a query that matches documents without the field', async () => {
  const c = fresh();
  await c.createIndex({ e: 1 }, { sparse: true });
  await c.insertMany([{ _id: 1 }, { _id: 2, e: null }, { _id: 3 }, { _id: 4, e: 1 }]);

  assert.equal(
    (await c.find({}).sort({ e: 1 }).toArray()).map((d) => d._id),
    [1, 2, 3, 4],
  );
  assert.equal(await ids(c, { e: null }), [1, 2, 3]);
  assert.equal(await ids(c, { e: { $exists: false } }), [1, 3]);
  assert.equal(await ids(c, { e: { $in: [null, 1] } }), [1, 2, 3, 4]);
  assert.is(await c.countDocuments({ e: null }), 3);
  assert.equal((await c.aggregate([{ $match: { e: null } }, { $count: 'n' }]).toArray())[0], { n: 3 });
  assert.is((await c.updateMany({ e: null }, { $set: { touched: true } })).modifiedCount, 3);
  assert.equal(
    (
      await c
        .find({ e: { $gte: 0 } })
        .sort({ e: 1 })
        .toArray()
    ).map((d) => d._id),
    [4],
  );
  // Hinted, the index answers with the documents it holds (documented).
  assert.equal(
    (await c.find({}).sort({ e: 1 }).hint('e_1').toArray()).map((d) => d._id),
    [2, 4],
  );
  if (t.embedded) {
    assert.is(await embeddedPlan(c, {}, { e: 1 }), null);
    assert.is(await embeddedPlan(c, { e: 1 }), 'e_1');
    assert.is(await embeddedPlan(c, { e: { $exists: true } }, { e: 1 }), 'e_1');
  }
});

test("the app's lookups through its partial and sparse indexes use them, and other values are still found", async () => {
  await ensureIndexes(t.db);
  const tenant = { business_id: 'biz_1', livemode: false };
  const customers = named('customers');
  await customers.insertMany([
    { _id: 'cus_1', ...tenant, email: 'ama@example.com', created_at: new Date(1) },
    { _id: 'cus_2', ...tenant, email: null, created_at: new Date(2) },
    { _id: 'cus_3', ...tenant, phone: '+441', created_at: new Date(3) },
  ]);
  const carts = named('carts');
  await carts.insertMany([
    { _id: 'cart_1', ...tenant, session_id: 's1', status: 'active' },
    { _id: 'cart_2', ...tenant, session_id: 's1', status: 'abandoned' },
  ]);
  const businesses = named('businesses');
  await businesses.insertMany([{ _id: 'biz_1', slug: 'ama' }, { _id: 'biz_2' }]);

  const byEmail = { ...tenant, email: 'ama@example.com' };
  const activeCart = { ...tenant, session_id: 's1', status: 'active' };
  assert.equal(await ids(customers, byEmail), ['cus_1']);
  assert.equal(await ids(customers, { ...tenant, email: null }), ['cus_2', 'cus_3']);
  assert.equal(await ids(carts, activeCart), ['cart_1']);
  assert.equal(await ids(carts, { ...tenant, session_id: 's1', status: 'abandoned' }), ['cart_2']);
  assert.equal(await ids(businesses, { slug: null }), ['biz_2']);

  const emailIndex = 'business_id_1_livemode_1_email_1';
  const cartIndex = 'business_id_1_livemode_1_session_id_1_status_1';
  assert.equal(
    (await customers.find(byEmail).hint(emailIndex).toArray()).map((d) => d._id),
    ['cus_1'],
  );
  assert.equal(
    (await carts.find(activeCart).hint(cartIndex).toArray()).map((d) => d._id),
    ['cart_1'],
  );
  await rejects(
    customers
      .find({ ...tenant, email: null })
      .hint(emailIndex)
      .toArray(),
    2,
  );
  if (t.embedded) {
    assert.is(await embeddedPlan(customers, byEmail), emailIndex);
    assert.is(await embeddedPlan(customers, { ...tenant, phone: '+441' }), 'business_id_1_livemode_1_phone_1');
    assert.is(await embeddedPlan(carts, activeCart), cartIndex);
    assert.is(await embeddedPlan(named('products'), { ...tenant, slug: 'tee' }), 'business_id_1_livemode_1_slug_1');
    assert.is(await embeddedPlan(businesses, { slug: 'ama' }), 'slug_1');
    assert.is(await embeddedPlan(named('payments'), { provider_ref: 'pi_1' }), 'provider_ref_1');
  }
});

test.run();
