// Where the embedded server used to answer differently from MongoDB 8.0 without saying so. Each test asserts
// MongoDB's documented behaviour and holds on the embedded server and, with MONGODB_URI set, on a real replica
// set. Where the embedded server refuses a feature instead of implementing it (non-simple collations), the
// test accepts MongoDB's real answer or that refusal with MongoDB's own error code, and on the embedded server
// requires the refusal.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  Binary,
  Int32,
  Long,
  MongoBulkWriteError,
  MongoClient,
  MongoClientBulkWriteError,
  MongoServerError,
  Timestamp,
  type AnyClientBulkWriteModel,
  type Collection,
  type CommandStartedEvent,
  type Document,
} from 'mongodb';
import { rejects, startTarget, type Target } from './helpers.js';

const test = suite('store differences from MongoDB');
let t: Target;
let seq = 0;
const fresh = (name = 'd'): Collection<any> => t.db.collection(`${name}_${++seq}`);
/** A named collection, typed loosely (the tests use non-ObjectId ids). */
const named = (name: string): Collection<any> => t.db.collection(name);
const ns = (c: Collection) => `${t.db.databaseName}.${c.collectionName}`;
const models = (m: Document[]) => m as unknown as AnyClientBulkWriteModel<Document>[];

/** MongoDB's answer (checked by `check`) or the refusal with `code`; the embedded server must refuse. */
async function answersOrRefuses<T>(p: Promise<T>, code: number, check: (v: T) => void | Promise<void>): Promise<void> {
  let value: T;
  try {
    value = await p;
  } catch (err) {
    assert.instance(err, MongoServerError);
    // MongoClient.bulkWrite reports a refused operation as a write error of that operation.
    const got =
      err instanceof MongoClientBulkWriteError ? err.writeErrors.get(0)?.code : (err as MongoServerError).code;
    assert.is(got, code, (err as Error).message);
    return;
  }
  assert.not.ok(t.embedded, 'the embedded server refuses this rather than answering');
  await check(value);
}

const ids = async (c: Collection, filter: Document = {}) =>
  (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

test.before(async () => {
  t = await startTarget();
});
test.after(async () => {
  await t.stop();
});

// 1 ---------------------------------------------------------------------------------------------------------

test('1. replacement upserts take the replacement _id when the filter has none; changing a matched _id fails', async () => {
  const c = fresh();
  const r = await c.replaceOne({ k: 'x' }, { _id: 'given', k: 'x', v: 1 }, { upsert: true });
  assert.is(r.upsertedId, 'given');
  assert.equal(await c.findOne({ k: 'x' }), { _id: 'given', k: 'x', v: 1 });
  const f = await c.findOneAndReplace({ k: 'y' }, { _id: 'g2', k: 'y' }, { upsert: true, returnDocument: 'after' });
  assert.equal(f, { _id: 'g2', k: 'y' });
  const same = await c.replaceOne({ _id: 'same' }, { _id: 'same', v: 1 }, { upsert: true });
  assert.is(same.upsertedId, 'same');
  // Only _id comes from the filter of a replacement-style upsert.
  await c.replaceOne({ _id: { $in: ['one'] }, x: 1 }, { v: 2 }, { upsert: true });
  assert.equal(await c.findOne({ _id: 'one' }), { _id: 'one', v: 2 });

  await rejects(c.replaceOne({ k: 'x' }, { _id: 'other', k: 'x' }, { upsert: true }), 66);
  await rejects(c.findOneAndReplace({ k: 'y' }, { _id: 'other2', k: 'y' }, { upsert: true }), 66);
  await rejects(c.replaceOne({ _id: 'a' }, { _id: 'b' }, { upsert: true }), 66);
  assert.is(await c.countDocuments({ _id: { $in: ['other', 'other2', 'a', 'b'] } }), 0);
  const keep = await c.replaceOne({ k: 'x' }, { _id: 'given', k: 'x', v: 2 });
  assert.is(keep.modifiedCount, 1, 'a replacement repeating the matched _id is no change of _id');
});

// 2 ---------------------------------------------------------------------------------------------------------

test('2. $in and equality through two levels of arrays and on arrays of arrays', async () => {
  const c = fresh();
  await c.insertMany([
    { _id: 1, items: [{ ids: ['a', 'b'] }, { ids: ['c'] }] },
    { _id: 2, items: [{ ids: ['d'] }] },
    { _id: 3, items: [] },
    { _id: 4, grid: [['x', 'y'], ['z']] },
    { _id: 5, grid: ['x'] },
  ]);
  assert.equal(await ids(c, { 'items.ids': { $in: ['b'] } }), [1]);
  assert.equal(await ids(c, { 'items.ids': { $in: ['c', 'd'] } }), [1, 2]);
  assert.equal(await ids(c, { 'items.ids': 'a' }), [1]);
  assert.equal(await ids(c, { 'items.ids': { $nin: ['a', 'd'] } }), [3, 4, 5]);
  assert.equal(await ids(c, { 'items.ids': { $all: ['a', 'c'] } }), [1]);
  // A whole inner array matches as a value.
  assert.equal(await ids(c, { 'items.ids': ['a', 'b'] }), [1]);
  assert.equal(await ids(c, { 'items.ids': { $in: [['d']] } }), [2]);
  // Arrays of arrays: the outer array's elements are the inner arrays, not their elements.
  assert.equal(await ids(c, { grid: { $in: ['x'] } }), [5]);
  assert.equal(await ids(c, { grid: { $in: [['z']] } }), [4]);
  assert.equal(await ids(c, { grid: ['x', 'y'] }), [4]);
  assert.equal(await ids(c, { 'grid.0': 'x' }), [4, 5]);
  // The same in an aggregation, also after other stages.
  assert.equal(
    (await c.aggregate([{ $match: { 'items.ids': { $in: ['b', 'd'] } } }, { $sort: { _id: 1 } }]).toArray()).map(
      (d) => d._id,
    ),
    [1, 2],
  );
  assert.equal(
    (await c.aggregate([{ $sort: { _id: -1 } }, { $match: { 'items.ids': { $in: ['b', 'd'] } } }]).toArray()).map(
      (d) => d._id,
    ),
    [2, 1],
  );
  await c.createIndex({ 'items.ids': 1 });
  assert.equal(await ids(c, { 'items.ids': { $in: ['b', 'd'] } }), [1, 2]);
});

// 3 ---------------------------------------------------------------------------------------------------------

test('3. collation: the simple collation works everywhere; a case-insensitive one is honoured or refused (BadValue)', async () => {
  const c = fresh();
  await c.insertMany([
    { _id: 1, s: 'apple' },
    { _id: 2, s: 'Apple' },
    { _id: 3, s: 'banana' },
  ]);
  const simple = { locale: 'simple' };
  assert.equal(
    (await c.find({ s: 'apple' }, { collation: simple }).toArray()).map((d) => d._id),
    [1],
  );
  assert.equal(
    (await c.find({}, { collation: simple }).sort({ s: 1 }).toArray()).map((d) => d._id),
    [2, 1, 3],
  );
  assert.is(await c.countDocuments({ s: 'apple' }, { collation: simple }), 1);
  assert.equal(await c.distinct('s', { s: { $in: ['apple', 'banana'] } }, { collation: simple }), ['apple', 'banana']);
  assert.equal(
    (await c.aggregate([{ $match: { s: 'Apple' } }], { collation: simple }).toArray()).map((d) => d._id),
    [2],
  );

  const ci = { locale: 'en', strength: 2 };
  await answersOrRefuses(c.find({ s: 'apple' }, { collation: ci }).sort({ _id: 1 }).toArray(), 2, (docs) =>
    assert.equal(
      docs.map((d) => d._id),
      [1, 2],
    ),
  );
  await answersOrRefuses(
    c
      .find({ s: { $in: ['APPLE'] } }, { collation: ci })
      .sort({ _id: 1 })
      .toArray(),
    2,
    (docs) =>
      assert.equal(
        docs.map((d) => d._id),
        [1, 2],
      ),
  );
  await answersOrRefuses(c.countDocuments({ s: 'APPLE' }, { collation: ci }), 2, (n) => assert.is(n, 2));
  await answersOrRefuses(t.db.command({ count: c.collectionName, query: { s: 'APPLE' }, collation: ci }), 2, (r) =>
    assert.is(r.n, 2),
  );
  await answersOrRefuses(c.distinct('s', { s: 'BANANA' }, { collation: ci }), 2, (v) => assert.equal(v, ['banana']));
  await answersOrRefuses(
    c.aggregate([{ $match: { s: 'APPLE' } }, { $count: 'n' }], { collation: ci }).toArray(),
    2,
    (r) => assert.equal(r, [{ n: 2 }]),
  );

  const w = fresh();
  await w.insertMany([
    { _id: 1, s: 'A' },
    { _id: 2, s: 'a' },
    { _id: 3, s: 'b' },
  ]);
  await answersOrRefuses(w.updateMany({ s: 'a' }, { $set: { hit: true } }, { collation: ci }), 2, (r) =>
    assert.is(r.matchedCount, 2),
  );
  await answersOrRefuses(w.findOneAndUpdate({ s: 'B' }, { $set: { hit: true } }, { collation: ci }), 2, (d) =>
    assert.is(d?._id, 3),
  );
  await answersOrRefuses(w.deleteMany({ s: 'a' }, { collation: ci }), 2, (r) => assert.is(r.deletedCount, 2));
  await answersOrRefuses(
    t.client.bulkWrite(
      models([
        { namespace: ns(w), name: 'updateMany', filter: { s: 'B' }, update: { $set: { bulk: true } }, collation: ci },
      ]),
    ),
    2,
    (r) => assert.is(r.matchedCount, 1),
  );
  if (t.embedded) assert.is(await w.countDocuments({ hit: true }), 0, 'a refused collation changed nothing');

  const x = fresh();
  await answersOrRefuses(
    x.createIndex({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } }),
    2,
    async () => {
      await x.insertOne({ email: 'a@x.io' });
      await rejects(x.insertOne({ email: 'A@X.IO' }), 11000);
    },
  );
  await answersOrRefuses(t.db.createCollection(`coll_${++seq}`, { collation: ci }), 2, () => undefined);
  await x.createIndex({ k: 1 }, { collation: simple });
});

// 4 ---------------------------------------------------------------------------------------------------------

test('4. let variables in find, aggregate, update, delete and findAndModify', async () => {
  const c = fresh();
  await c.insertMany([
    { _id: 1, n: 1 },
    { _id: 2, n: 5 },
    { _id: 3, n: 9 },
  ]);
  const over = { $expr: { $gt: ['$n', '$$min'] } };
  assert.equal(
    (
      await c
        .find(over, { let: { min: 4 } })
        .sort({ _id: 1 })
        .toArray()
    ).map((d) => d._id),
    [2, 3],
  );
  assert.equal(
    (await c.find(over, { let: { min: { $add: [4, 4] } } }).toArray()).map((d) => d._id),
    [3],
    'let values are expressions',
  );
  const agg = await c
    .aggregate([{ $match: over }, { $project: { n: 1, tag: '$$tag' } }, { $sort: { _id: 1 } }], {
      let: { min: 4, tag: 'big' },
    })
    .toArray();
  assert.equal(agg, [
    { _id: 2, n: 5, tag: 'big' },
    { _id: 3, n: 9, tag: 'big' },
  ]);

  const up = await c.updateMany(over, [{ $set: { mark: '$$mark' } }], { let: { min: 4, mark: 'm' } });
  assert.is(up.modifiedCount, 2);
  assert.equal(
    (await c.find({ mark: 'm' }).sort({ _id: 1 }).toArray()).map((d) => d._id),
    [2, 3],
  );
  const one = await c.updateOne({ $expr: { $eq: ['$_id', '$$id'] } }, { $inc: { n: 1 } }, { let: { id: 1 } });
  assert.is(one.modifiedCount, 1);
  const fam = await c.findOneAndUpdate(
    { $expr: { $eq: ['$n', '$$n'] } },
    { $set: { found: true } },
    { let: { n: 2 }, returnDocument: 'after' },
  );
  assert.is(fam?._id, 1);
  assert.is(fam?.found, true);
  const del = await c.deleteMany({ $expr: { $lt: ['$n', '$$max'] } }, { let: { max: 6 } });
  assert.is(del.deletedCount, 2);
  assert.equal(await ids(c), [3]);

  // A variable that was never defined is MongoDB's error 17276, not a silent non-match.
  await rejects(c.find({ $expr: { $gt: ['$n', '$$nope'] } }).toArray(), 17276);
});

// 5 ---------------------------------------------------------------------------------------------------------

/** A filter that fails while it runs, at the document with z: 0 (MongoDB: "can't $divide by zero"), and matches
 * no document before that one. */
const failsAtRunTime = { $expr: { $eq: [{ $divide: [1, '$z'] }, 99] } };
/** The same, but matching the documents with z: 1 it meets before the failure. */
const matchesThenFails = { $expr: { $eq: [{ $divide: [1, '$z'] }, 1] } };

test('5. an ordered delete stops at the failing statement with the earlier deletes applied and counted', async () => {
  const c = fresh();
  await c.insertMany([
    { _id: 1, z: 1 },
    { _id: 2, z: 0 },
    { _id: 3, z: 1 },
  ]);
  const r = await t.db.command({
    delete: c.collectionName,
    deletes: [
      { q: { _id: 1 }, limit: 1 },
      { q: failsAtRunTime, limit: 0 },
      { q: { _id: 3 }, limit: 1 },
    ],
    ordered: true,
  });
  assert.is(r.ok, 1);
  assert.is(r.n, 1);
  assert.is(r.writeErrors.length, 1);
  assert.is(r.writeErrors[0].index, 1);
  assert.equal(await ids(c), [2, 3]);

  const d = fresh();
  await d.insertMany([
    { _id: 1, z: 1 },
    { _id: 2, z: 0 },
    { _id: 3, z: 1 },
  ]);
  const unordered = await t.db.command({
    delete: d.collectionName,
    deletes: [
      { q: { _id: 1 }, limit: 1 },
      { q: failsAtRunTime, limit: 0 },
      { q: { _id: 3 }, limit: 1 },
    ],
    ordered: false,
  });
  assert.is(unordered.n, 2);
  assert.equal(
    unordered.writeErrors.map((e: Document) => e.index),
    [1],
  );
  assert.equal(await ids(d), [2]);

  // The same through the driver's collection bulkWrite.
  const e = fresh();
  await e.insertMany([
    { _id: 1, z: 1 },
    { _id: 2, z: 0 },
    { _id: 3, z: 1 },
  ]);
  const err = await e
    .bulkWrite([
      { deleteOne: { filter: { _id: 1 } } },
      { deleteMany: { filter: failsAtRunTime } },
      { deleteOne: { filter: { _id: 3 } } },
    ])
    .catch((x: unknown) => x);
  assert.instance(err, MongoBulkWriteError);
  const bulk = err as MongoBulkWriteError;
  assert.is(bulk.result.deletedCount, 1);
  assert.equal(
    bulk.writeErrors instanceof Array
      ? bulk.writeErrors.map((w) => w.index)
      : [(bulk.writeErrors as { index: number }).index],
    [1],
  );
  assert.equal(await ids(e), [2, 3]);
});

test('5. insert and update commands: ordered stop at the failure, unordered go on, both report what they did', async () => {
  const c = fresh();
  const ordered = await c.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }]).catch((x: MongoBulkWriteError) => x);
  assert.instance(ordered, MongoBulkWriteError);
  assert.is((ordered as MongoBulkWriteError).result.insertedCount, 1);
  assert.equal(await ids(c), [1]);
  const unordered = await c
    .insertMany([{ _id: 3 }, { _id: 1 }, { _id: 4 }], { ordered: false })
    .catch((x: MongoBulkWriteError) => x);
  assert.is((unordered as MongoBulkWriteError).result.insertedCount, 2);
  assert.equal(await ids(c), [1, 3, 4]);

  const d = fresh();
  await d.insertMany([
    { _id: 1, n: 1, s: 'x', z: 1 },
    { _id: 2, n: 1, z: 0 },
  ]);
  const r = await t.db.command({
    update: d.collectionName,
    updates: [
      { q: { _id: 1 }, u: { $inc: { n: 1 } } },
      { q: { _id: 1 }, u: { $inc: { s: 1 } } },
      { q: { _id: 2 }, u: { $inc: { n: 1 } } },
    ],
    ordered: true,
  });
  assert.is(r.n, 1);
  assert.is(r.nModified, 1);
  assert.equal(
    r.writeErrors.map((w: Document) => [w.index, w.code]),
    [[1, 14]],
  );
  assert.equal(
    (await d.find().sort({ _id: 1 }).toArray()).map((x) => x.n),
    [2, 1],
  );
  const ru = await t.db.command({
    update: d.collectionName,
    updates: [
      { q: failsAtRunTime, u: { $set: { never: true } }, multi: true },
      { q: { _id: 2 }, u: { $inc: { n: 1 } } },
      { q: { _id: 1 }, u: { $inc: { s: 1 } } },
    ],
    ordered: false,
  });
  assert.is(ru.n, 1);
  assert.equal(
    ru.writeErrors.map((w: Document) => w.index),
    [0, 2],
  );
  assert.is((await d.findOne({ _id: 2 }))!.n, 2);

  // A multi-document statement writes the documents its scan met before the failing one, and reports only
  // the error for itself.
  const m = fresh();
  await m.insertMany([
    { _id: 1, z: 1 },
    { _id: 2, z: 0 },
    { _id: 3, z: 1 },
  ]);
  const partial = await t.db.command({
    update: m.collectionName,
    updates: [{ q: matchesThenFails, u: { $set: { hit: true } }, multi: true }],
  });
  assert.is(partial.n, 0);
  assert.equal(
    partial.writeErrors.map((w: Document) => w.index),
    [0],
  );
  assert.equal(await ids(m, { hit: true }), [1]);
  const removed = await t.db.command({ delete: m.collectionName, deletes: [{ q: matchesThenFails, limit: 0 }] });
  assert.is(removed.n, 0);
  assert.equal(await ids(m), [2, 3]);
});

test('5. MongoClient.bulkWrite reports the failing operation by index with the earlier ones applied and counted', async () => {
  const a = fresh('cb');
  const b = fresh('cb');
  await b.insertMany([
    { _id: 1, z: 1 },
    { _id: 2, z: 0 },
  ]);
  const ops = models([
    { namespace: ns(a), name: 'insertOne', document: { _id: 'first' } },
    { namespace: ns(b), name: 'deleteMany', filter: failsAtRunTime },
    { namespace: ns(a), name: 'insertOne', document: { _id: 'last' } },
  ]);
  const err = await t.client.bulkWrite(ops).catch((x: unknown) => x);
  assert.instance(err, MongoClientBulkWriteError);
  const e = err as MongoClientBulkWriteError;
  assert.equal([...e.writeErrors.keys()], [1]);
  assert.is(e.partialResult?.insertedCount, 1);
  assert.equal(await ids(a), ['first']);
  assert.equal(await ids(b), [1, 2]);

  const c = fresh('cb');
  const err2 = await t.client
    .bulkWrite(
      models([
        { namespace: ns(c), name: 'insertOne', document: { _id: 'first' } },
        { namespace: ns(b), name: 'deleteMany', filter: failsAtRunTime },
        { namespace: ns(c), name: 'insertOne', document: { _id: 'last' } },
      ]),
      { ordered: false },
    )
    .catch((x: unknown) => x);
  const e2 = err2 as MongoClientBulkWriteError;
  assert.equal([...e2.writeErrors.keys()], [1]);
  assert.is(e2.partialResult?.insertedCount, 2);
  assert.equal(await ids(c), ['first', 'last']);
});

// 6 ---------------------------------------------------------------------------------------------------------

test('6. a collection or index created in a transaction is invisible outside it until commit, and gone on abort', async () => {
  const other = await t.newClient();
  const outside = other.db(t.db.databaseName);
  const listed = async (name: string) => (await outside.listCollections({ name }).toArray()).length;
  const s = t.client.startSession();
  try {
    // Implicit creation by an insert.
    const implicit = fresh('txn');
    s.startTransaction();
    await implicit.insertOne({ _id: 1 }, { session: s });
    assert.is(await listed(implicit.collectionName), 0);
    assert.is(await outside.collection(implicit.collectionName).findOne({}), null);
    assert.ok(await implicit.findOne({ _id: 1 }, { session: s }), 'the transaction sees its own collection');
    await s.commitTransaction();
    assert.is(await listed(implicit.collectionName), 1);
    assert.ok(await outside.collection(implicit.collectionName).findOne({ _id: 1 as never }));

    // Explicit creation with an index, then abort.
    const name = `txn_explicit_${++seq}`;
    s.startTransaction();
    await t.db.createCollection(name, { session: s });
    await t.db.collection(name).createIndex({ k: 1 }, { session: s });
    assert.is(await listed(name), 0);
    await s.abortTransaction();
    assert.is(await listed(name), 0, 'an aborted transaction leaves no collection');

    // Explicit creation with an index, then commit.
    const kept = `txn_kept_${++seq}`;
    s.startTransaction();
    await t.db.createCollection(kept, { session: s });
    await t.db.collection(kept).createIndex({ k: 1 }, { session: s, name: 'k_1' });
    await named(kept).insertOne({ _id: 1, k: 1 }, { session: s });
    await rejects(outside.collection(kept).listIndexes().toArray(), 26);
    await s.commitTransaction();
    assert.equal(
      (await outside.collection(kept).indexes()).map((i) => i.name),
      ['_id_', 'k_1'],
    );
    assert.ok(await outside.collection(kept).findOne({ _id: 1 as never }));

    // A new index on a collection that exists already is refused inside a transaction.
    s.startTransaction();
    await rejects(t.db.collection(kept).createIndex({ other: 1 }, { session: s }), 263);
    await s.abortTransaction().catch(() => undefined);
    assert.equal(
      (await outside.collection(kept).indexes()).map((i) => i.name),
      ['_id_', 'k_1'],
    );
  } finally {
    await s.endSession();
  }
});

test('6. count inside a transaction is OperationNotSupportedInTransaction', async () => {
  const c = fresh();
  await c.insertOne({ _id: 1 });
  const s = t.client.startSession();
  try {
    s.startTransaction();
    await c.findOne({ _id: 1 }, { session: s });
    await rejects(t.db.command({ count: c.collectionName }, { session: s }), 263);
    await s.abortTransaction().catch(() => undefined);
    s.startTransaction();
    await c.findOne({ _id: 1 }, { session: s });
    await rejects(c.estimatedDocumentCount({ session: s }), 263);
    await s.abortTransaction().catch(() => undefined);
    s.startTransaction();
    assert.is(await c.countDocuments({}, { session: s }), 1, 'countDocuments (an aggregation) is allowed');
    await s.commitTransaction();
  } finally {
    await s.endSession();
  }
});

// 7 ---------------------------------------------------------------------------------------------------------

test('7. $jsonSchema validators refuse invalid documents (121) on insert, update, upsert and findAndModify', async () => {
  const name = `valid_${++seq}`;
  await t.db.createCollection(name, {
    validator: {
      $jsonSchema: {
        bsonType: 'object',
        required: ['name', 'qty'],
        properties: {
          name: { bsonType: 'string', minLength: 1 },
          qty: { bsonType: 'int', minimum: 0 },
          tags: { bsonType: 'array', items: { enum: ['a', 'b'] }, uniqueItems: true },
        },
      },
    },
  });
  const c = named(name);
  await c.insertOne({ _id: 1, name: 'ok', qty: new Int32(1) });
  const e = await rejects(c.insertOne({ _id: 2, name: 'no qty' }), 121);
  assert.ok(e.errInfo, 'the failure carries errInfo');
  await rejects(c.insertOne({ _id: 3, name: 'double', qty: 1.5 }), 121);
  await rejects(c.insertOne({ _id: 4, name: 'x', qty: new Int32(1), tags: ['a', 'a'] }), 121);
  await rejects(c.updateOne({ _id: 1 }, { $set: { qty: new Int32(-1) } }), 121);
  await rejects(c.updateOne({ _id: 9 }, { $set: { name: 'upsert' } }, { upsert: true }), 121);
  await rejects(c.findOneAndUpdate({ _id: 1 }, { $unset: { name: '' } }), 121);
  await rejects(c.replaceOne({ _id: 1 }, { name: 'no qty' }), 121);
  assert.equal(await c.findOne({ _id: 1 }), { _id: 1, name: 'ok', qty: 1 });
  await c.insertOne({ _id: 5, name: 'bypass' }, { bypassDocumentValidation: true });
  assert.equal(await ids(c), [1, 5]);
  const info = (await t.db.listCollections({ name }).toArray())[0] as Document;
  assert.ok(info.options.validator.$jsonSchema, 'listCollections shows the validator');
  // Keywords MongoDB does not support are refused when the validator is created.
  await rejects(t.db.createCollection(`bad_${++seq}`, { validator: { $jsonSchema: { format: 'email' } } }), 9);
  await rejects(t.db.createCollection(`bad_${++seq}`, { validator: { $jsonSchema: { nonsense: 1 } } }), 9);
});

test('7. query-expression validators, validationLevel moderate, validationAction warn and collMod', async () => {
  const name = `qv_${++seq}`;
  await t.db.createCollection(name, { validator: { status: { $in: ['new', 'done'] }, qty: { $gte: 0 } } });
  const c = named(name);
  await c.insertOne({ _id: 1, status: 'new', qty: 1 });
  await rejects(c.insertOne({ _id: 2, status: 'weird', qty: 1 }), 121);
  await c.insertOne({ _id: 3, status: 'bad', qty: -1 }, { bypassDocumentValidation: true });

  await t.db.command({ collMod: name, validationLevel: 'moderate' });
  // moderate: an update of a document that was already invalid is not checked; of a valid one it is.
  await c.updateOne({ _id: 3 }, { $set: { note: 'still invalid' } });
  await rejects(c.updateOne({ _id: 1 }, { $set: { qty: -5 } }), 121);

  await t.db.command({ collMod: name, validationAction: 'warn' });
  await c.insertOne({ _id: 4, status: 'weird', qty: 1 });

  await t.db.command({
    collMod: name,
    validator: { $expr: { $gt: ['$qty', 10] } },
    validationAction: 'error',
    validationLevel: 'strict',
  });
  await rejects(c.insertOne({ _id: 5, qty: 3 }), 121);
  await c.insertOne({ _id: 6, qty: 11 });
  const info = (await t.db.listCollections({ name }).toArray())[0] as Document;
  assert.equal(info.options.validator, { $expr: { $gt: ['$qty', 10] } });
  await t.db.command({ collMod: name, validator: {} });
  await c.insertOne({ _id: 7, qty: 0 });
  assert.equal(await ids(c), [1, 3, 4, 6, 7]);
  await rejects(t.db.command({ collMod: name, validationLevel: 'sometimes' }), 2);

  // $out into a collection keeps its validator and indexes, and fails whole when a document is invalid.
  await c.createIndex({ qty: 1 }, { name: 'qty_1' });
  await t.db.command({ collMod: name, validator: { qty: { $gte: 0 } } });
  const src = fresh('src');
  await src.insertMany([
    { _id: 1, qty: 1 },
    { _id: 2, qty: -1 },
  ]);
  await rejects(src.aggregate([{ $out: name }]).toArray(), 121);
  assert.equal(await ids(c), [1, 3, 4, 6, 7], 'a failed $out leaves the collection as it was');
  await src.deleteOne({ _id: 2 });
  await src.aggregate([{ $out: name }]).toArray();
  assert.equal(await ids(c), [1]);
  assert.equal(
    (await c.indexes()).map((i) => i.name),
    ['_id_', 'qty_1'],
  );
  await rejects(c.insertOne({ qty: -3 }), 121);
  await rejects(t.db.command({ collMod: `missing_${++seq}`, validator: {} }), 26);
});

test('7. views: read-only collections over an aggregation pipeline', async () => {
  const base = fresh('base');
  await base.insertMany([
    { _id: 1, kind: 'a', n: 3, hidden: 'x' },
    { _id: 2, kind: 'b', n: 1, hidden: 'y' },
    { _id: 3, kind: 'a', n: 2, hidden: 'z' },
  ]);
  const vname = `view_${++seq}`;
  await t.db.createCollection(vname, {
    viewOn: base.collectionName,
    pipeline: [{ $match: { kind: 'a' } }, { $project: { hidden: 0 } }],
  });
  const v = named(vname);
  assert.equal(await v.find().sort({ n: 1 }).toArray(), [
    { _id: 3, kind: 'a', n: 2 },
    { _id: 1, kind: 'a', n: 3 },
  ]);
  assert.equal(await v.find({ n: { $gt: 2 } }).toArray(), [{ _id: 1, kind: 'a', n: 3 }]);
  assert.equal(
    await v
      .find({}, { projection: { n: 1, _id: 0 } })
      .sort({ n: -1 })
      .limit(1)
      .toArray(),
    [{ n: 3 }],
  );
  assert.is(await v.countDocuments(), 2);
  assert.is(await v.countDocuments({ n: 2 }), 1);
  assert.equal((await v.distinct('n')).sort(), [2, 3]);
  assert.equal(await v.aggregate([{ $group: { _id: '$kind', total: { $sum: '$n' } } }]).toArray(), [
    { _id: 'a', total: 5 },
  ]);
  // A view over a view.
  const v2name = `view_${++seq}`;
  await t.db.createCollection(v2name, { viewOn: vname, pipeline: [{ $match: { n: { $gte: 3 } } }] });
  assert.equal(
    (await named(v2name).find().toArray()).map((d) => d._id),
    [1],
  );
  // Writes and indexes are refused (CommandNotSupportedOnView).
  await rejects(v.insertOne({ _id: 9 }), 166);
  await rejects(v.updateOne({ _id: 1 }, { $set: { n: 0 } }), 166);
  await rejects(v.deleteOne({ _id: 1 }), 166);
  await rejects(v.createIndex({ n: 1 }), 166);
  const info = (await t.db.listCollections({ name: vname }).toArray())[0] as Document;
  assert.is(info.type, 'view');
  assert.is(info.options.viewOn, base.collectionName);
  // The view follows its collection.
  await base.insertOne({ _id: 4, kind: 'a', n: 7 });
  assert.is(await v.countDocuments(), 3);
  await t.db.command({ collMod: vname, viewOn: base.collectionName, pipeline: [{ $match: { kind: 'b' } }] });
  assert.equal(
    (await v.find().toArray()).map((d) => d._id),
    [2],
  );
  assert.ok(await v.drop());
  assert.is(await base.countDocuments(), 4, 'dropping a view leaves its collection');
});

// 8 ---------------------------------------------------------------------------------------------------------

test('8. write concern: unknown modes and w beyond the set are write concern errors; usual ones work', async () => {
  const c = fresh();
  const e1 = await rejects(c.insertOne({ _id: 'nope' }, { writeConcern: { w: 'nope' as never } }), 79);
  assert.is(e1.codeName, 'UnknownReplWriteConcern');
  const e2 = await rejects(c.insertOne({ _id: 'ten' }, { writeConcern: { w: 10 } }), 100);
  assert.is(e2.codeName, 'UnsatisfiableWriteConcern');
  // As on a replica set, the write itself was applied; only the acknowledgement it asked for is missing.
  assert.equal(await ids(c), ['nope', 'ten']);
  await rejects(c.updateOne({ _id: 'ten' }, { $set: { v: 1 } }, { writeConcern: { w: 'nope' as never } }), 79);
  await rejects(c.deleteOne({ _id: 'nope' }, { writeConcern: { w: 10 } }), 100);
  await rejects(c.findOneAndUpdate({ _id: 'ten' }, { $set: { v: 2 } }, { writeConcern: { w: 10 } }), 100);
  await rejects(t.db.command({ insert: c.collectionName, documents: [{ _id: 'neg' }], writeConcern: { w: -1 } }), 9);

  await c.insertOne({ _id: 'w1' }, { writeConcern: { w: 1 } });
  await c.insertOne({ _id: 'maj' }, { writeConcern: { w: 'majority', wtimeoutMS: 1000 } });
  await c.insertOne({ _id: 'j' }, { writeConcern: { w: 1, journal: true } });
  await c.updateOne({ _id: 'w1' }, { $set: { v: 1 } }, { writeConcern: { w: 'majority', journal: true } });
  const unack = await c.insertOne({ _id: 'w0' }, { writeConcern: { w: 0 } });
  assert.is(unack.acknowledged, false);
  let seen = false;
  for (let i = 0; i < 50 && !seen; i++) {
    seen = (await c.findOne({ _id: 'w0' })) !== null;
    if (!seen) await new Promise((r) => setTimeout(r, 20));
  }
  assert.ok(seen, 'an unacknowledged write is applied');
  await rejects(t.db.command({ insert: c.collectionName, documents: [{ _id: 'raw' }], writeConcern: { w: 10 } }), 100);
  assert.ok(await c.findOne({ _id: 'raw' }));
  await rejects(t.db.command({ create: `wc_${++seq}`, writeConcern: { w: 10 } }), 100);
});

// 9 ---------------------------------------------------------------------------------------------------------

test('9. a hint naming a missing index is BadValue; existing indexes by name or key and $natural work', async () => {
  const c = fresh();
  await c.insertMany([
    { _id: 1, a: 1, s: 'x' },
    { _id: 2, a: 2 },
    { _id: 3, a: 3, s: 'y' },
  ]);
  await c.createIndex({ a: 1 });
  await c.createIndex({ s: 1 }, { sparse: true });
  await rejects(c.find({ a: 1 }).hint('nope_1').toArray(), 2);
  await rejects(c.find({ a: 1 }).hint({ nope: 1 }).toArray(), 2);
  await rejects(c.countDocuments({ a: 1 }, { hint: 'nope_1' }), 2);
  await rejects(t.db.command({ count: c.collectionName, query: { a: 1 }, hint: 'nope_1' }), 2);
  await rejects(c.aggregate([{ $match: { a: 1 } }], { hint: 'nope_1' }).toArray(), 2);
  await rejects(c.updateOne({ a: 1 }, { $set: { b: 1 } }, { hint: 'nope_1' }), 2);
  await rejects(c.updateMany({}, { $set: { b: 1 } }, { hint: { nope: 1 } }), 2);
  await rejects(c.deleteOne({ a: 1 }, { hint: 'nope_1' }), 2);
  await rejects(c.deleteMany({}, { hint: { nope: 1 } }), 2);
  await rejects(c.findOneAndUpdate({ a: 1 }, { $set: { b: 1 } }, { hint: { nope: 1 } }), 2);
  assert.is(await c.countDocuments({ b: 1 }), 0, 'no refused statement wrote anything');
  assert.is(await c.countDocuments(), 3);

  assert.equal(
    (
      await c
        .find({ a: { $gte: 2 } })
        .hint('a_1')
        .toArray()
    ).map((d) => d._id),
    [2, 3],
  );
  assert.equal(
    (
      await c
        .find({ a: { $gte: 2 } })
        .hint({ a: 1 })
        .toArray()
    ).map((d) => d._id),
    [2, 3],
  );
  assert.equal(
    (await c.find({}).hint({ $natural: 1 }).toArray()).map((d) => d._id),
    [1, 2, 3],
  );
  assert.equal(
    (await c.find({}).hint({ $natural: -1 }).toArray()).map((d) => d._id),
    [3, 2, 1],
  );
  assert.is(await c.countDocuments({ a: 2 }, { hint: 'a_1' }), 1);
  assert.equal(
    (await c.aggregate([{ $match: { a: { $lte: 2 } } }, { $sort: { _id: 1 } }], { hint: { a: 1 } }).toArray()).map(
      (d) => d._id,
    ),
    [1, 2],
  );
  assert.is((await c.updateOne({ a: 2 }, { $set: { b: 2 } }, { hint: { a: 1 } })).modifiedCount, 1);
  assert.is((await c.deleteOne({ a: 3 }, { hint: 'a_1' })).deletedCount, 1);
  // A sparse index holds only documents that have the field: hinting it returns only those (documented).
  await c.insertOne({ _id: 4, a: 4, s: 'z' });
  assert.equal(
    (await c.find({}).hint('s_1').toArray()).map((d) => d._id),
    [1, 4],
  );
});

// 10 --------------------------------------------------------------------------------------------------------

test('10. $-prefixed top-level field names are stored since 5.0; an _id with $-prefixed fields is refused', async () => {
  const c = fresh();
  const r = await c.insertOne({ $a: 1, b: 2 });
  assert.equal(await c.findOne({ _id: r.insertedId }), { _id: r.insertedId, $a: 1, b: 2 });
  await c.insertOne({ _id: 'nested', x: { $b: 1 }, $c: { $d: 2 } });
  assert.equal(await c.findOne({ _id: 'nested' }), { _id: 'nested', x: { $b: 1 }, $c: { $d: 2 } });
  await c.insertMany([
    { _id: 'm1', $v: 1 },
    { $v: 2, _id: 'm2' },
  ]);
  assert.equal(
    (
      await c
        .find({ _id: { $in: ['m1', 'm2'] } })
        .sort({ _id: 1 })
        .toArray()
    ).map((d) => d.$v),
    [1, 2],
  );

  await rejects(c.insertOne({ _id: { $a: 1 } }), 52);
  await rejects(c.insertOne({ _id: { a: 1, $b: 1 } }), 52);
  await rejects(c.insertOne({ x: 1, _id: { $a: 1 } }), 52);
  await rejects(c.updateOne({ k: 'up' }, { $set: { _id: { $invalid: 1 } } }, { upsert: true }), 52);
  await rejects(c.replaceOne({ k: 'up' }, { _id: { $invalid: 1 } }, { upsert: true }), 52);
  await c.insertOne({ _id: { a: 1, 'b.c': 2 } });
  // _id can be neither an array nor a regex.
  await rejects(c.insertOne({ _id: [1, 2] }), [2, 53]);
  await rejects(c.insertOne({ _id: /x/ }), [2, 53]);
  // A replacement is data: a top-level $-prefixed field in it is refused.
  await rejects(c.replaceOne({ _id: 'nested' }, { x: 1, $bad: 1 }), 52);
});

// 11 --------------------------------------------------------------------------------------------------------

/** A client that records its commands and their replies. */
async function monitoredClient(): Promise<{
  client: MongoClient;
  started: CommandStartedEvent[];
  replies: Document[];
}> {
  const client = new MongoClient(t.uri, { monitorCommands: true });
  const started: CommandStartedEvent[] = [];
  const replies: Document[] = [];
  client.on('commandStarted', (e) => started.push(e));
  client.on('commandSucceeded', (e) => replies.push(e.reply as Document));
  await client.connect();
  return { client, started, replies };
}

test('11. replies carry operationTime and $clusterTime; a causally consistent session reads and starts transactions after them', async () => {
  const { client, started, replies } = await monitoredClient();
  try {
    const c = client.db(t.db.databaseName).collection<any>(`d_${++seq}`);
    const session = client.startSession();
    await c.insertOne({ _id: 1 }, { session });
    const reply = replies.at(-1)!;
    assert.instance(reply.operationTime, Timestamp);
    assert.instance(reply.$clusterTime.clusterTime, Timestamp);
    assert.ok(
      !reply.$clusterTime.clusterTime.lessThan(reply.operationTime),
      'the cluster time is at or after the operation time',
    );
    const { hash, keyId } = reply.$clusterTime.signature;
    assert.instance(hash, Binary);
    assert.is(hash.length(), 20);
    if (t.embedded) {
      // What a mongod without keyfile authentication signs with.
      assert.ok(Buffer.from(hash.buffer).equals(Buffer.alloc(20)));
      assert.equal(Number(keyId), 0);
    }
    const first = session.operationTime!;
    assert.instance(first, Timestamp);
    const pong = await client.db('admin').command({ ping: 1 });
    assert.ok(!pong.operationTime.lessThan(first) && pong.$clusterTime, 'a ping answers the times too');

    // A write takes a later time; a causally consistent read asks for it.
    await c.insertOne({ _id: 2 }, { session });
    const second = session.operationTime!;
    assert.ok(second.greaterThan(first), `${second} after ${first}`);
    assert.equal(await c.findOne({ _id: 2 }, { session }), { _id: 2 });
    assert.equal(started.at(-1)!.command.readConcern, { afterClusterTime: second });

    // The session's next transaction starts after its latest operation.
    session.startTransaction();
    await c.insertOne({ _id: 3 }, { session });
    await session.commitTransaction();
    const insert = started.filter((e) => e.commandName === 'insert').at(-1)!;
    assert.equal(insert.command.readConcern, { afterClusterTime: second });
    assert.ok(session.operationTime!.greaterThan(second), 'the commit took a later time');

    // A later cluster time a client gossips is taken (unsigned, as by a mongod without authentication), and a read
    // after it answers at or after it.
    const ahead = new Timestamp({ t: session.operationTime!.high + 60, i: 1 });
    session.advanceClusterTime({
      clusterTime: ahead,
      signature: { hash: new Binary(Buffer.alloc(20), 0), keyId: Long.ZERO },
    });
    session.advanceOperationTime(ahead);
    assert.equal(await c.findOne({ _id: 3 }, { session }), { _id: 3 });
    assert.equal(started.at(-1)!.command.readConcern, { afterClusterTime: ahead });
    assert.ok(!replies.at(-1)!.operationTime.lessThan(ahead), 'the read answered at or after the time it asked for');
    await session.endSession();

    // A time this deployment has not reached yet is refused.
    const future = new Timestamp({ t: reply.$clusterTime.clusterTime.high + 3600, i: 1 });
    const err = await rejects(t.db.command({ find: c.collectionName, readConcern: { afterClusterTime: future } }), 72);
    assert.match(err.message, 'afterClusterTime value must not be greater than the current clusterTime');
  } finally {
    await client.close();
  }
});

// 12 --------------------------------------------------------------------------------------------------------

test("12. killAllSessions aborts every session's transaction and kills its cursors; the sessions stay usable", async () => {
  // On a shared deployment it would end other test files' transactions too.
  if (!t.embedded) return;
  const c = fresh();
  await c.insertMany([{ _id: 1, n: 0 }, { _id: 2 }, { _id: 3 }]);
  const other = await t.newClient();
  const oc = other.db(t.db.databaseName).collection<any>(c.collectionName);
  const session = other.startSession();
  session.startTransaction();
  await oc.updateOne({ _id: 1 }, { $set: { n: 1 } }, { session });
  await oc.insertOne({ _id: 'pending' }, { session });
  const cursor = oc.find({}, { batchSize: 1 });
  await cursor.next();

  // A pattern naming a user matches no session of an unauthenticated deployment.
  await t.client.db('admin').command({ killAllSessions: [{ user: 'nobody', db: 'admin' }] });
  assert.is((await oc.findOne({ _id: 'pending' }, { session }))?._id, 'pending', 'the transaction is still open');

  await t.client.db('admin').command({ killAllSessions: [] });
  // The document the transaction held is free at once, and what it wrote is gone.
  await c.updateOne({ _id: 1 }, { $set: { n: 2 } });
  assert.is(await c.countDocuments({ _id: 'pending' }), 0);
  await rejects(session.commitTransaction(), 251);
  await rejects(cursor.toArray(), 43);
  // The session itself goes on.
  session.startTransaction();
  await oc.insertOne({ _id: 'later' }, { session });
  await session.commitTransaction();
  assert.is(await c.countDocuments({ _id: 'later' }), 1);
  await session.endSession();

  await rejects(t.client.db('admin').command({ killAllSessions: 1 }), 14);
});

// 13 --------------------------------------------------------------------------------------------------------

test("13. duplicate keys carry keyPattern and keyValue, $merge's included", async () => {
  const c = fresh();
  await c.createIndex({ code: 1 }, { unique: true });
  await c.insertMany([
    { _id: 1, code: 'a' },
    { _id: 2, code: 'b' },
  ]);
  const src = fresh();
  await src.insertMany([{ _id: 2, code: 'z' }]);
  const fail = await rejects(
    src.aggregate([{ $merge: { into: c.collectionName, whenMatched: 'fail' } }]).toArray(),
    11000,
  );
  assert.equal(fail.keyPattern, { _id: 1 });
  assert.equal(fail.keyValue, { _id: 2 });
  assert.match(
    fail.message,
    "$merge with whenMatched: fail found an existing document with the same values for the 'on' fields",
  );

  // A unique index other than the 'on' fields' refusing the write.
  await src.insertOne({ _id: 3, code: 'a' });
  const other = await rejects(
    src.aggregate([{ $match: { _id: 3 } }, { $merge: { into: c.collectionName } }]).toArray(),
    11000,
  );
  assert.equal(other.keyPattern, { code: 1 });
  assert.equal(other.keyValue, { code: 'a' });
  assert.match(other.message, '$merge failed due to a DuplicateKey error');

  // The other paths: _id, a transaction's insert, an index build.
  const id = await rejects(c.insertOne({ _id: 1, code: 'q' }), 11000);
  assert.equal([id.keyPattern, id.keyValue], [{ _id: 1 }, { _id: 1 }]);
  const session = t.client.startSession();
  try {
    const inTxn = await rejects(
      session.withTransaction(() => c.insertOne({ _id: 9, code: 'b' }, { session })),
      11000,
    );
    assert.equal([inTxn.keyPattern, inTxn.keyValue], [{ code: 1 }, { code: 'b' }]);
  } finally {
    await session.endSession();
  }
  const d = fresh();
  await d.insertMany([{ k: 1 }, { k: 1 }]);
  const build = await rejects(d.createIndex({ k: 1 }, { unique: true }), 11000);
  assert.equal([build.keyPattern, build.keyValue], [{ k: 1 }, { k: 1 }]);
});

// 14 --------------------------------------------------------------------------------------------------------

test('14. $out and $merge refuse a linearizable read concern (72); a plain linearizable aggregate runs', async () => {
  const c = fresh();
  await c.insertMany([{ _id: 1 }, { _id: 2 }]);
  const linearizable = { readConcern: { level: 'linearizable' as const } };
  const out = await rejects(
    c.aggregate([{ $match: {} }, { $out: `${c.collectionName}_out` }], linearizable).toArray(),
    72,
  );
  assert.is(out.message, "$out cannot be used with a 'linearizable' read concern level");
  const merge = await rejects(
    c.aggregate([{ $merge: { into: `${c.collectionName}_merged` } }], linearizable).toArray(),
    72,
  );
  assert.is(merge.message, "$merge cannot be used with a 'linearizable' read concern level");
  assert.is(await t.db.collection(`${c.collectionName}_out`).countDocuments(), 0, 'nothing was written');
  assert.equal(await c.aggregate([{ $sort: { _id: 1 } }], linearizable).toArray(), [{ _id: 1 }, { _id: 2 }]);
});

// 15 --------------------------------------------------------------------------------------------------------

test("15. Atlas Search commands and stages get mongod's SearchNotEnabled (31082) naming Atlas", async () => {
  const c = fresh();
  await c.insertOne({ _id: 1 });
  const attempts: Array<() => Promise<unknown>> = [
    () => c.createSearchIndex({ name: 's', definition: { mappings: { dynamic: true } } }),
    () => c.createSearchIndexes([{ name: 'v', type: 'vectorSearch', definition: { fields: [] } }]),
    () => c.updateSearchIndex('s', { mappings: { dynamic: false } }),
    () => c.dropSearchIndex('s'),
    () => c.listSearchIndexes().toArray(),
    () => c.aggregate([{ $search: { text: { query: 'x', path: 'name' } } }]).toArray(),
    () =>
      c
        .aggregate([{ $vectorSearch: { index: 'v', path: 'e', queryVector: [1], numCandidates: 1, limit: 1 } }])
        .toArray(),
  ];
  for (const attempt of attempts) {
    const err = await rejects(attempt(), 31082);
    assert.match(err.message, 'Please connect to Atlas or an AtlasCLI local deployment to enable.');
  }
});

test.run();
