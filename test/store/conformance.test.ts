// Driver-level conformance suite for the store. Runs on the embedded server; with MONGODB_URI set it runs
// unchanged against that deployment (a replica set) in a throwaway database.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  Decimal128,
  Double,
  Int32,
  Long,
  MongoServerError,
  ObjectId,
  UUID,
  type AnyClientBulkWriteModel,
  type Collection,
  type Document,
} from 'mongodb';
import { eventually, rejects, startTarget, u, type Target } from './helpers.js';

const test = suite('store conformance');
let t: Target;
let seq = 0;
/** A fresh collection per test, so tests do not see each other's documents. */
const fresh = (name = 'c'): Collection<any> => t.db.collection(`${name}_${++seq}`);

test.before(async () => {
  t = await startTarget();
});
test.after(async () => {
  await t.stop();
});

test('insert and find with filter, sort, skip, limit and projection', async () => {
  const c = fresh();
  const ins = await c.insertMany([
    { _id: 'a', n: 3, tags: ['x', 'y'], sub: { k: 1, j: 'q' }, s: 'pear' },
    { _id: 'b', n: 1, tags: ['y'], sub: { k: 2 }, s: 'apple' },
    { _id: 'c', n: 2, sub: { k: 3 }, s: 'fig', extra: null },
    { _id: 'd', n: 5, s: 'kiwi' },
  ]);
  assert.is(ins.insertedCount, 4);
  const gen = await c.insertOne({ n: 4 });
  assert.instance(gen.insertedId, ObjectId);

  assert.equal(
    (
      await c
        .find({ n: { $gte: 2 } })
        .sort({ n: -1 })
        .toArray()
    ).map((d) => d.n),
    [5, 4, 3, 2],
  );
  assert.equal(
    (await c.find({}).sort({ n: 1 }).skip(1).limit(2).toArray()).map((d) => d._id),
    ['c', 'a'],
  );
  assert.equal(
    (await c.find({ tags: 'y' }).sort({ _id: 1 }).toArray()).map((d) => d._id),
    ['a', 'b'],
  );
  assert.equal(
    (
      await c
        .find({ 'sub.k': { $in: [1, 3] } })
        .sort({ _id: 1 })
        .toArray()
    ).map((d) => d._id),
    ['a', 'c'],
  );
  assert.equal((await c.find({ extra: null }).sort({ _id: 1 }).toArray()).length, 5, 'null matches missing and null');
  assert.equal(
    (await c.find({ extra: { $exists: true } }).toArray()).map((d) => d._id),
    ['c'],
  );
  assert.equal(
    (
      await c
        .find({ $or: [{ n: 1 }, { s: 'kiwi' }] })
        .sort({ n: 1 })
        .toArray()
    ).map((d) => d._id),
    ['b', 'd'],
  );
  assert.equal(
    (await c.find({ s: /^p/ }).toArray()).map((d) => d._id),
    ['a'],
  );

  const inc = await c.findOne({ _id: 'a' }, { projection: { s: 1, 'sub.k': 1 } });
  assert.equal(Object.keys(inc!), ['_id', 'sub', 's'], 'inclusion keeps document order with _id first');
  assert.equal(inc, { _id: 'a', sub: { k: 1 }, s: 'pear' });
  const exc = await c.findOne({ _id: 'a' }, { projection: { tags: 0, sub: 0 } });
  assert.equal(exc, { _id: 'a', n: 3, s: 'pear' });
  const noId = await c.findOne({ _id: 'b' }, { projection: { _id: 0, n: 1 } });
  assert.equal(noId, { n: 1 });
  const sliced = await c.findOne({ _id: 'a' }, { projection: { tags: { $slice: 1 } } });
  assert.equal(sliced!.tags, ['x']);
});

test('queries through two levels of arrays ($in, $nin, $all, ranges), alone and beside other conditions', async () => {
  const c = fresh();
  await c.insertMany([
    {
      _id: 1,
      add_ons: [
        { name: 'milk', options: [{ id: 'o1' }, { id: 'o2' }] },
        { name: 'size', options: [{ id: 'o4' }] },
      ],
    },
    { _id: 2, add_ons: [{ name: 'milk', options: [{ id: 'o3' }] }], note: 'x' },
    { _id: 3, add_ons: [] },
    { _id: 4 },
  ]);
  const ids = async (filter: Document) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
  assert.equal(await ids({ 'add_ons.options.id': { $in: ['o1', 'o3'] } }), [1, 2]);
  assert.equal(await ids({ 'add_ons.options.id': { $in: ['o4'] } }), [1]);
  // The same beside conditions that have no direct form ($exists, null equality, $regex, $elemMatch).
  assert.equal(await ids({ 'add_ons.options.id': { $in: ['o1', 'o3'] }, deleted_at: null }), [1, 2]);
  assert.equal(await ids({ 'add_ons.options.id': { $in: ['o4', 'o3'] }, note: { $exists: false } }), [1]);
  assert.equal(await ids({ 'add_ons.options.id': { $in: ['o2', 'o3'] }, 'add_ons.name': { $regex: '^mi' } }), [1, 2]);
  assert.equal(
    await ids({ 'add_ons.options.id': { $in: ['o1', 'o3'] }, add_ons: { $elemMatch: { name: 'size' } } }),
    [1],
  );
  assert.equal(
    await ids({ $or: [{ 'add_ons.options.id': { $in: ['o3'] } }, { note: { $exists: true }, _id: 5 }] }),
    [2],
  );
  assert.equal(await ids({ 'add_ons.options.id': { $nin: ['o4'] }, deleted_at: null }), [2, 3, 4]);
  assert.equal(await ids({ 'add_ons.options.id': { $all: ['o1', 'o4'] }, deleted_at: null }), [1]);
  assert.equal(await ids({ 'add_ons.options.id': { $gt: 'o3' }, deleted_at: null }), [1]);
  assert.equal(
    await ids({ 'add_ons.options.id': { $in: ['o1', null] } }).then((r) => r.includes(1) && r.includes(4)),
    true,
  );
  assert.is(await c.countDocuments({ 'add_ons.options.id': { $in: ['o1', 'o3'] }, deleted_at: null }), 2);
  await c.createIndex({ 'add_ons.options.id': 1 });
  assert.equal(await ids({ 'add_ons.options.id': { $in: ['o1', 'o3'] }, deleted_at: null }), [1, 2]);
});

test('cursors span several getMore batches and can be closed early', async () => {
  const c = fresh();
  await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ _id: i, v: i % 7 })));
  const all = await c.find({}, { batchSize: 20 }).sort({ _id: 1 }).toArray();
  assert.is(all.length, 250);
  assert.ok(all.every((d, i) => d._id === i));
  const cursor = c.find({ v: { $lt: 3 } }, { batchSize: 5 }).sort({ _id: -1 });
  const firstTen: number[] = [];
  for await (const d of cursor) {
    firstTen.push(d._id as unknown as number);
    if (firstTen.length === 10) break;
  }
  assert.is(firstTen.length, 10);
  assert.is(firstTen[0], 247);
  assert.ok(cursor.closed);
  const agg = await c.aggregate([{ $match: { v: 0 } }], { batchSize: 3 }).toArray();
  assert.is(agg.length, 36);
});

test('update operators', async () => {
  const c = fresh();
  await c.insertOne({
    _id: 1,
    a: 1,
    b: 'x',
    arr: [3, 1, 2],
    items: [
      { sku: 'p', q: 1 },
      { sku: 'r', q: 5 },
    ],
    m: 10,
    old: 'o',
  });
  await c.updateOne(
    { _id: 1 },
    {
      $set: { 'nested.deep': true },
      $unset: { b: '' },
      $inc: { a: 2 },
      $mul: { m: 3 },
      $rename: { old: 'renamed' },
    },
  );
  await c.updateOne(
    { _id: 1 },
    u({ $min: { a: 0 }, $max: { m: 100 }, $push: { arr: { $each: [9, 0], $sort: 1, $slice: 4 } } }),
  );
  await c.updateOne({ _id: 1 }, { $addToSet: { tags: { $each: ['t', 't', 'u'] } }, $currentDate: { touched: true } });
  await c.updateOne({ _id: 1, 'items.sku': 'r' }, { $inc: { 'items.$.q': 10 } });
  await c.updateOne({ _id: 1 }, { $set: { 'items.$[].seen': true } });
  await c.updateOne({ _id: 1 }, { $set: { 'items.$[big].big': true } }, { arrayFilters: [{ 'big.q': { $gt: 10 } }] });
  let d = (await c.findOne({ _id: 1 }))!;
  assert.is(d.a, 0);
  assert.is(d.m, 100);
  assert.is(d.b, undefined);
  assert.is(d.renamed, 'o');
  assert.equal(d.nested, { deep: true });
  assert.equal(d.arr, [0, 1, 2, 3]);
  assert.equal(d.tags, ['t', 'u']);
  assert.instance(d.touched, Date);
  assert.equal(d.items, [
    { sku: 'p', q: 1, seen: true },
    { sku: 'r', q: 15, seen: true, big: true },
  ]);

  await c.updateOne({ _id: 1 }, u({ $pop: { arr: -1 }, $pull: { items: { sku: 'p' } }, $pullAll: { tags: ['u'] } }));
  await c.updateOne({ _id: 1 }, u({ $push: { arr: { $each: [7], $position: 0 } } }));
  d = (await c.findOne({ _id: 1 }))!;
  assert.equal(d.arr, [7, 1, 2, 3]);
  assert.equal(
    d.items.map((i: Document) => i.sku),
    ['r'],
  );
  assert.equal(d.tags, ['t']);

  const many = await c.updateMany({}, { $set: { z: 1 } });
  assert.is(many.matchedCount, 1);
  const same = await c.updateOne({ _id: 1 }, { $set: { z: 1 } });
  assert.is(same.matchedCount, 1);
  assert.is(same.modifiedCount, 0, 'a no-op update is matched but not modified');

  await rejects(c.updateOne({ _id: 1 }, { $inc: { renamed: 1 } }), 14);
  await rejects(c.updateOne({ _id: 1 }, { $set: { _id: 2 } }), 66);
  await rejects(c.updateOne({ _id: 1 }, { $set: { a: 1 }, $inc: { a: 1 } }), 40);
  await rejects(c.updateOne({ _id: 1 }, u({ $push: { renamed: 1 } })), 2);

  const rep = await c.replaceOne({ _id: 1 }, { fresh: true });
  assert.is(rep.modifiedCount, 1);
  assert.equal(await c.findOne({ _id: 1 }), { _id: 1, fresh: true });
  const piped = await c.updateOne({ _id: 1 }, [{ $set: { copy: '$fresh' } }]);
  assert.is(piped.modifiedCount, 1);
  assert.is((await c.findOne({ _id: 1 }))!.copy, true);
});

test('upserts seed from equality conditions and honour $setOnInsert', async () => {
  const c = fresh();
  const r1 = await c.updateOne(
    { key: 'k1', 'meta.kind': { $eq: 'x' }, n: { $gt: 5 } },
    { $set: { v: 1 }, $setOnInsert: { created: true } },
    { upsert: true },
  );
  assert.is(r1.upsertedCount, 1);
  assert.instance(r1.upsertedId, ObjectId);
  const doc = (await c.findOne({ key: 'k1' }))!;
  assert.equal({ ...doc, _id: null }, { _id: null, key: 'k1', meta: { kind: 'x' }, v: 1, created: true });

  const r2 = await c.updateOne({ key: 'k1' }, { $set: { v: 2 }, $setOnInsert: { created: 'again' } }, { upsert: true });
  assert.is(r2.upsertedCount, 0);
  assert.is(r2.matchedCount, 1);
  assert.is((await c.findOne({ key: 'k1' }))!.created, true);

  const r3 = await c.replaceOne({ _id: 'given' }, { whole: 1 }, { upsert: true });
  assert.is(r3.upsertedId, 'given');
  assert.equal(await c.findOne({ _id: 'given' }), { _id: 'given', whole: 1 });
});

test('findOneAndUpdate returns the document before or after; findOneAndDelete and findOneAndReplace', async () => {
  const c = fresh();
  await c.insertMany([
    { _id: 1, q: 'a', n: 1 },
    { _id: 2, q: 'a', n: 2 },
  ]);
  const before = await c.findOneAndUpdate(
    { q: 'a' },
    { $inc: { n: 10 } },
    { sort: { n: -1 }, returnDocument: 'before' },
  );
  assert.equal(before, { _id: 2, q: 'a', n: 2 });
  const after = await c.findOneAndUpdate(
    { q: 'a' },
    { $inc: { n: 10 } },
    { sort: { n: 1 }, returnDocument: 'after', projection: { n: 1 } },
  );
  assert.equal(after, { _id: 1, n: 11 });
  const none = await c.findOneAndUpdate({ q: 'zzz' }, { $set: { n: 0 } });
  assert.is(none, null);
  const up = await c.findOneAndUpdate({ q: 'new' }, { $set: { n: 7 } }, { upsert: true, returnDocument: 'after' });
  assert.is(up!.q, 'new');
  assert.is(up!.n, 7);
  const replaced = await c.findOneAndReplace({ _id: 2 }, { q: 'r' }, { returnDocument: 'after' });
  assert.equal(replaced, { _id: 2, q: 'r' });
  const deleted = await c.findOneAndDelete({ _id: 1 });
  assert.equal(deleted, { _id: 1, q: 'a', n: 11 });
  assert.is(await c.countDocuments(), 2);
  const full = await c.findOneAndUpdate({ _id: 2 }, { $set: { q: 's' } }, { includeResultMetadata: true });
  assert.is(full.ok, 1);
  assert.is(full.lastErrorObject?.updatedExisting, true);
});

test('aggregate with $match, $group, $sort, $lookup, $unwind and $project', async () => {
  const orders = fresh('orders');
  const customers = fresh('customers');
  await customers.insertMany([
    { _id: 'c1', name: 'Ada' },
    { _id: 'c2', name: 'Bo' },
  ]);
  await orders.insertMany([
    {
      _id: 1,
      customer: 'c1',
      total: 10,
      lines: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
      ],
    },
    { _id: 2, customer: 'c1', total: 5, lines: [{ sku: 'a', qty: 3 }] },
    { _id: 3, customer: 'c2', total: 7, lines: [] },
    { _id: 4, customer: 'c2', total: 1, status: 'void', lines: [] },
  ]);
  const byCustomer = await orders
    .aggregate([
      { $match: { status: { $ne: 'void' } } },
      { $group: { _id: '$customer', total: { $sum: '$total' }, n: { $sum: 1 } } },
      { $sort: { total: -1 } },
      { $lookup: { from: customers.collectionName, localField: '_id', foreignField: '_id', as: 'c' } },
      { $unwind: '$c' },
      { $project: { _id: 0, name: '$c.name', total: 1, n: 1 } },
    ])
    .toArray();
  assert.equal(byCustomer, [
    { total: 15, n: 2, name: 'Ada' },
    { total: 7, n: 1, name: 'Bo' },
  ]);
  const qty = await orders
    .aggregate([
      { $unwind: '$lines' },
      { $group: { _id: '$lines.sku', qty: { $sum: '$lines.qty' } } },
      { $sort: { _id: 1 } },
    ])
    .toArray();
  assert.equal(qty, [
    { _id: 'a', qty: 4 },
    { _id: 'b', qty: 2 },
  ]);
  const projected = await orders.aggregate([{ $match: { _id: 1 } }, { $project: { total: 1, customer: 1 } }]).toArray();
  assert.equal(Object.keys(projected[0]), ['_id', 'customer', 'total'], '$project keeps _id first and document order');
  const counted = await orders.aggregate([{ $match: { total: { $gt: 4 } } }, { $count: 'n' }]).toArray();
  assert.equal(counted, [{ n: 3 }]);

  const totals = fresh('totals');
  await totals.insertOne({ _id: 'c1', total: 0, note: 'kept' });
  await orders
    .aggregate([
      { $group: { _id: '$customer', total: { $sum: '$total' } } },
      { $merge: { into: totals.collectionName } },
    ])
    .toArray();
  assert.equal(await totals.find().sort({ _id: 1 }).toArray(), [
    { _id: 'c1', total: 15, note: 'kept' },
    { _id: 'c2', total: 8 },
  ]);
  const copy = fresh('copy');
  await orders
    .aggregate([{ $match: { total: { $gte: 7 } } }, { $project: { total: 1 } }, { $out: copy.collectionName }])
    .toArray();
  assert.equal(await copy.find().sort({ _id: 1 }).toArray(), [
    { _id: 1, total: 10 },
    { _id: 3, total: 7 },
  ]);
});

test('countDocuments, estimatedDocumentCount and distinct', async () => {
  const c = fresh();
  await c.insertMany([{ k: 'a', t: ['x', 'y'] }, { k: 'b', t: ['y'] }, { k: 'a' }, { k: null }]);
  assert.is(await c.countDocuments(), 4);
  assert.is(await c.countDocuments({ k: 'a' }), 2);
  assert.is(await c.countDocuments({}, { skip: 1, limit: 2 }), 2);
  assert.is(await c.estimatedDocumentCount(), 4);
  assert.equal((await c.distinct('k')).sort(), ['a', 'b', null].sort());
  assert.equal((await c.distinct('t')).sort(), ['x', 'y']);
  assert.equal(await c.distinct('t', { k: 'b' }), ['y']);
  assert.is(await t.db.collection('never_created').countDocuments(), 0);
});

test('bulkWrite reports counts, upserts and per-operation errors', async () => {
  const c = fresh();
  await c.createIndex({ u: 1 }, { unique: true });
  const r = await c.bulkWrite([
    { insertOne: { document: { _id: 1, u: 1 } } },
    { insertOne: { document: { _id: 2, u: 2 } } },
    { updateOne: { filter: { _id: 1 }, update: { $set: { x: 1 } } } },
    { updateMany: { filter: {}, update: { $set: { all: true } } } },
    { updateOne: { filter: { _id: 3 }, update: { $set: { u: 3 } }, upsert: true } },
    { replaceOne: { filter: { _id: 2 }, replacement: { u: 22 } } },
    { deleteOne: { filter: { _id: 1 } } },
  ]);
  assert.is(r.insertedCount, 2);
  assert.is(r.matchedCount, 4);
  assert.is(r.modifiedCount, 4);
  assert.is(r.upsertedCount, 1);
  assert.is(r.deletedCount, 1);
  assert.equal(r.upsertedIds, { 4: 3 });

  try {
    await c.bulkWrite(
      [{ insertOne: { document: { _id: 10, u: 22 } } }, { insertOne: { document: { _id: 11, u: 11 } } }],
      { ordered: false },
    );
    assert.unreachable('duplicate should fail');
  } catch (err) {
    const e = err as MongoServerError & { writeErrors?: unknown };
    assert.is(e.code, 11000);
  }
  assert.ok(await c.findOne({ _id: 11 }), 'unordered bulk continues after an error');
  assert.is(await c.findOne({ _id: 10 }), null);
});

test('unique and compound-unique violations', async () => {
  const c = fresh();
  await c.createIndex({ email: 1 }, { unique: true });
  await c.createIndex({ biz: 1, num: 1 }, { unique: true });
  await c.insertOne({ _id: 1, email: 'a@x', biz: 'b1', num: 1 });
  const e1 = await rejects(c.insertOne({ _id: 2, email: 'a@x', biz: 'b1', num: 2 }), 11000);
  assert.equal(e1.keyPattern, { email: 1 });
  assert.equal(e1.keyValue, { email: 'a@x' });
  const e2 = await rejects(c.insertOne({ _id: 3, email: 'c@x', biz: 'b1', num: 1 }), 11000);
  assert.equal(e2.keyValue, { biz: 'b1', num: 1 });
  await c.insertOne({ _id: 4, email: 'd@x', biz: 'b2', num: 1 });
  await rejects(c.insertOne({ _id: 1, email: 'e@x' }), 11000);
  await rejects(c.updateOne({ _id: 4 }, { $set: { email: 'a@x' } }), 11000);
  const e3 = await rejects(c.findOneAndUpdate({ _id: 4 }, { $set: { biz: 'b1' } }), 11000);
  assert.equal(e3.keyPattern, { biz: 1, num: 1 });
  assert.is((await c.findOne({ _id: 4 }))!.biz, 'b2', 'failed update leaves the document unchanged');
  const many = await c
    .insertMany(
      [
        { _id: 5, email: 'f@x', biz: 'b5' },
        { _id: 6, email: 'a@x', biz: 'b6' },
        { _id: 7, email: 'g@x', biz: 'b7' },
      ],
      { ordered: false },
    )
    .catch((e) => e);
  assert.is(many.code, 11000);
  assert.is(await c.countDocuments({ _id: { $in: [5, 6, 7] } }), 2);
  const d = fresh();
  await d.insertMany([{ k: 1 }, { k: 1 }]);
  await rejects(d.createIndex({ k: 1 }, { unique: true }), 11000);
  const names = (await c.indexes()).map((i) => i.name).sort();
  assert.equal(names, ['_id_', 'biz_1_num_1', 'email_1']);
  await c.dropIndex('email_1');
  await c.insertOne({ _id: 8, email: 'a@x', biz: 'b8' });
});

test('indexes follow updates: changed keys move, unchanged ones stay, a refused update keeps its old keys', async () => {
  const c = fresh();
  await c.createIndex({ email: 1 }, { unique: true });
  await c.createIndex({ tags: 1 });
  await c.createIndex({ status: 1, n: 1 });
  await c.insertMany([
    { _id: 1, email: 'a@x', tags: ['x', 'y'], status: 'open', n: 1 },
    { _id: 2, email: 'b@x', tags: ['y'], status: 'open', n: 2 },
  ]);
  const ids = async (filter: object, hint: string) => (await c.find(filter).hint(hint).toArray()).map((d) => d._id);
  // An update that touches no indexed field, then one that moves a key, then a reordered array.
  await c.updateOne({ _id: 1 }, { $set: { note: 'hello' } });
  assert.equal(await ids({ email: 'a@x' }, 'email_1'), [1]);
  await c.updateOne({ _id: 1 }, { $set: { status: 'closed', email: 'a2@x' } });
  assert.equal(await ids({ email: 'a@x' }, 'email_1'), []);
  assert.equal(await ids({ email: 'a2@x' }, 'email_1'), [1]);
  assert.equal(await ids({ status: 'open' }, 'status_1_n_1'), [2]);
  assert.equal(await ids({ status: 'closed', n: 1 }, 'status_1_n_1'), [1]);
  await c.updateOne({ _id: 1 }, { $set: { tags: ['y', 'x', 'z'] } });
  assert.equal(await ids({ tags: 'z' }, 'tags_1'), [1]);
  assert.equal(await ids({ tags: 'y' }, 'tags_1'), [1, 2]);
  await c.updateOne({ _id: 1 }, u({ $pull: { tags: 'y' } }));
  assert.equal(await ids({ tags: 'y' }, 'tags_1'), [2]);
  // Refused (duplicate key): the document and its entries stay as they were, the key still its own.
  await rejects(c.updateOne({ _id: 2 }, { $set: { email: 'a2@x', status: 'closed' } }), 11000);
  assert.equal(await ids({ email: 'b@x' }, 'email_1'), [2]);
  assert.equal(await ids({ status: 'open' }, 'status_1_n_1'), [2]);
  await rejects(c.insertOne({ _id: 3, email: 'b@x' }), 11000);
  // A key given up is free for another document at once.
  await c.updateOne({ _id: 2 }, { $set: { email: 'b2@x' } });
  await c.insertOne({ _id: 3, email: 'b@x' });
  assert.equal(await ids({ email: { $in: ['b@x', 'b2@x'] } }, 'email_1'), [3, 2]);
});

test('$type matches array elements and paths through arrays, in queries and in partial indexes', async () => {
  const c = fresh();
  await c.insertMany([
    { _id: 1, a: 'x' },
    { _id: 2, a: ['y', 3] },
    { _id: 3, a: [1, 2] },
    { _id: 4, a: [] },
    { _id: 5, a: null },
    { _id: 6 },
    { _id: 7, a: [{ b: 'z' }, { b: 1 }] },
    { _id: 8, a: [[1], 'w'] },
  ]);
  const ids = async (filter: object) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
  assert.equal(await ids({ a: { $type: 'string' } }), [1, 2, 8]);
  assert.equal(await ids({ a: { $type: 2 } }), [1, 2, 8]);
  assert.equal(await ids({ a: { $type: 'array' } }), [2, 3, 4, 7, 8]);
  assert.equal(await ids({ a: { $type: 'null' } }), [5]);
  assert.equal(await ids({ a: { $type: 'object' } }), [7]);
  assert.equal(await ids({ a: { $type: ['object', 'null'] } }), [5, 7]);
  assert.equal(await ids({ 'a.b': { $type: 'string' } }), [7]);
  assert.equal(await ids({ a: { $type: 'number' } }), [2, 3]);

  // A partial index holds the documents its filter matches, arrays included: a unique one refuses a second key
  // only among those.
  const p = fresh();
  await p.createIndex({ k: 1 }, { unique: true, partialFilterExpression: { tag: { $type: 'string' } } });
  await p.insertOne({ _id: 1, k: 1, tag: ['b', 2] });
  await rejects(p.insertOne({ _id: 2, k: 1, tag: 'a' }), 11000);
  await p.insertOne({ _id: 3, k: 1, tag: [2] });
  await p.insertOne({ _id: 4, k: 1 });
  assert.equal(await p.countDocuments({ k: 1 }), 3);
});

test('TTL indexes remove expired documents', async () => {
  const c = fresh();
  await c.createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 });
  await c.insertMany([
    { _id: 'old', expires_at: new Date(Date.now() - 60_000) },
    { _id: 'future', expires_at: new Date(Date.now() + 3_600_000) },
    { _id: 'no-date', expires_at: 'not a date' },
  ]);
  const deadline = process.env.MONGODB_URI ? 130_000 : 10_000;
  const gone = await eventually(async () => (await c.findOne({ _id: 'old' })) === null, deadline);
  assert.ok(gone, 'expired document removed');
  assert.equal(
    (await c.find().sort({ _id: 1 }).toArray()).map((d) => d._id),
    ['future', 'no-date'],
  );
});

test('transactions: commit applies all, abort applies nothing', async () => {
  const c = fresh();
  await c.insertOne({ _id: 'stock', n: 5 });
  const s = t.client.startSession();
  try {
    s.startTransaction();
    await c.updateOne({ _id: 'stock' }, { $inc: { n: -2 } }, { session: s });
    await c.insertOne({ _id: 'order1' }, { session: s });
    assert.is((await c.findOne({ _id: 'stock' }, { session: s }))!.n, 3, 'the transaction sees its own writes');
    await s.commitTransaction();
    assert.is((await c.findOne({ _id: 'stock' }))!.n, 3);
    assert.ok(await c.findOne({ _id: 'order1' }));

    s.startTransaction();
    await c.updateOne({ _id: 'stock' }, { $inc: { n: -2 } }, { session: s });
    await c.insertOne({ _id: 'order2' }, { session: s });
    await c.deleteOne({ _id: 'order1' }, { session: s });
    await s.abortTransaction();
    assert.is((await c.findOne({ _id: 'stock' }))!.n, 3);
    assert.is(await c.findOne({ _id: 'order2' }), null);
    assert.ok(await c.findOne({ _id: 'order1' }));

    const dup = await s
      .withTransaction(async () => {
        await c.insertOne({ _id: 'order3' }, { session: s });
        await c.insertOne({ _id: 'order1' }, { session: s });
      })
      .catch((e: MongoServerError) => e.code);
    assert.is(dup, 11000);
    assert.is(await c.findOne({ _id: 'order3' }), null, 'a failed transaction leaves no trace');
    const thrown = await s
      .withTransaction(async () => {
        await c.insertOne({ _id: 'order4' }, { session: s });
        throw new Error('callback failed');
      })
      .catch((e: Error) => e.message);
    assert.is(thrown, 'callback failed');
    assert.is(await c.findOne({ _id: 'order4' }), null);
  } finally {
    await s.endSession();
  }
});

test('transactions are isolated and concurrent ones serialise', async () => {
  const c = fresh();
  await c.insertOne({ _id: 'counter', n: 0 });
  const other = await t.newClient();
  const oc = other.db(t.db.databaseName).collection(c.collectionName);

  // A reader on other connections never observes half of a transaction.
  const s = t.client.startSession();
  const seen: number[] = [];
  let done = false;
  const reader = (async () => {
    while (!done) seen.push(await oc.countDocuments({ pair: 1 }));
  })();
  for (let i = 0; i < 5; i++) {
    await s.withTransaction(async () => {
      await c.insertOne({ pair: 1, i, side: 'a' }, { session: s });
      await new Promise((r) => setTimeout(r, 5));
      await c.insertOne({ pair: 1, i, side: 'b' }, { session: s });
    });
  }
  done = true;
  await reader;
  await s.endSession();
  assert.ok(seen.length > 0);
  assert.ok(
    seen.every((n) => n % 2 === 0),
    `reader saw a partial transaction: ${seen.join(',')}`,
  );

  // Reads outside the transaction answer at once with the committed state.
  const open = t.client.startSession();
  try {
    open.startTransaction();
    await c.insertOne({ _id: 'pending' }, { session: open });
    await c.updateOne({ _id: 'counter' }, { $set: { n: 99 } }, { session: open });
    assert.is(await oc.findOne({ _id: 'pending' as never }), null);
    assert.is((await oc.findOne({ _id: 'counter' as never }))!.n, 0);
    assert.is(await oc.countDocuments({ _id: { $in: ['pending', 'counter'] as never[] } }), 1);
    assert.equal(await oc.distinct('n', { _id: 'counter' as never }), [0]);
    await open.abortTransaction();
  } finally {
    await open.endSession();
  }
  assert.is(await oc.findOne({ _id: 'pending' as never }), null);

  // Read-modify-write increments in concurrent transactions lose nothing.
  const workers = 8;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const client = w % 2 === 0 ? t.client : other;
      const coll = client.db(t.db.databaseName).collection(c.collectionName);
      const session = client.startSession();
      try {
        await session.withTransaction(async () => {
          const cur = (await coll.findOne({ _id: 'counter' as unknown as never }, { session }))!;
          await new Promise((r) => setTimeout(r, 2));
          await coll.updateOne({ _id: 'counter' as unknown as never }, { $set: { n: cur.n + 1 } }, { session });
        });
      } finally {
        await session.endSession();
      }
    }),
  );
  assert.is((await c.findOne({ _id: 'counter' }))!.n, workers);
});

test('number types round-trip exactly and arithmetic promotes like MongoDB', async () => {
  const c = fresh();
  await c.insertOne({
    _id: 1,
    i: new Int32(7),
    d: new Double(2),
    l: Long.fromString('9007199254740993'),
    dec: Decimal128.fromString('12.3400'),
    js: 1.5,
    big: 2 ** 40,
    near: new Int32(2147483647),
    uuid: new UUID('0e1c1f7a-6f4c-4a8b-9a59-3e8c0f0b9a10'),
  });
  const raw = (await c.findOne({ _id: 1 }, { promoteValues: false, promoteLongs: false }))!;
  assert.is(raw.i._bsontype, 'Int32');
  assert.is(raw.d._bsontype, 'Double');
  assert.is(raw.d.valueOf(), 2);
  assert.is(raw.l._bsontype, 'Long');
  assert.is(raw.l.toString(), '9007199254740993');
  assert.is(raw.dec.toString(), '12.3400');
  assert.is(raw.js.valueOf(), 1.5);
  assert.is(raw.big._bsontype, 'Double');
  assert.ok(new UUID(raw.uuid.buffer).equals(new UUID('0e1c1f7a-6f4c-4a8b-9a59-3e8c0f0b9a10')));

  await c.updateOne(
    { _id: 1 },
    { $inc: { i: new Int32(1), d: new Int32(1), near: new Int32(1), l: Long.fromNumber(1) } },
  );
  const after = (await c.findOne({ _id: 1 }, { promoteValues: false, promoteLongs: false }))!;
  assert.is(after.i._bsontype, 'Int32');
  assert.is(after.i.valueOf(), 8);
  assert.is(after.d._bsontype, 'Double', 'int + double stays double');
  assert.is(after.d.valueOf(), 3);
  assert.is(after.near._bsontype, 'Long', 'int32 overflow becomes int64');
  assert.is(after.near.toString(), '2147483648');
  assert.is(after.l.toString(), '9007199254740994');
  assert.is(raw.i._bsontype, 'Int32');

  assert.ok(await c.findOne({ i: 8 }), 'int32 matches a plain number');
  assert.ok(await c.findOne({ d: { $type: 'double' } }));
  assert.ok(await c.findOne({ i: { $type: 'int' } }));
  await c.insertMany([
    { _id: 2, v: new Int32(2) },
    { _id: 3, v: new Double(1.5) },
    { _id: 4, v: Long.fromNumber(3) },
  ]);
  assert.equal(
    (
      await c
        .find({ v: { $exists: true } })
        .sort({ v: 1 })
        .toArray()
    ).map((d) => d._id),
    [3, 2, 4],
    'numbers of all types sort together',
  );
});

test('retryable writes are applied once per (lsid, txnNumber)', async () => {
  const c = fresh();
  // A client of its own, so the session is a new one: pooled sessions of earlier tests have used higher
  // transaction numbers already (withTransaction retries after write conflicts take new ones).
  const own = await t.newClient();
  const db = own.db(t.db.databaseName);
  const s = own.startSession();
  try {
    const cmd = { insert: c.collectionName, documents: [{ _id: 'once' }], txnNumber: Long.fromNumber(41) };
    const r1 = await db.command(cmd, { session: s });
    const r2 = await db.command(cmd, { session: s });
    assert.is(r1.n, 1);
    assert.is(r2.n, 1, 'the retry reports the original result instead of a duplicate-key error');
    assert.equal(r2.writeErrors, undefined);
    const inc = {
      update: c.collectionName,
      updates: [{ q: { _id: 'once' }, u: { $inc: { n: 1 } } }],
      txnNumber: Long.fromNumber(42),
    };
    await db.command(inc, { session: s });
    await db.command(inc, { session: s });
    assert.is((await c.findOne({ _id: 'once' as unknown as never }))!.n, 1);
  } finally {
    await s.endSession();
  }
});

test('MongoClient.bulkWrite: several collections in one command, in and out of transactions', async () => {
  const a = fresh('bulk_a');
  const b = fresh('bulk_b');
  await a.insertOne({ _id: 'cart', status: 'active', revision: 3 });
  const ns = (c: Collection) => `${t.db.databaseName}.${c.collectionName}`;
  // String ids: the driver's model types assume ObjectId ones.
  const models = (m: Document[]) => m as unknown as AnyClientBulkWriteModel<Document>[];
  const r = await t.client.bulkWrite(
    models([
      {
        namespace: ns(a),
        name: 'updateOne',
        filter: { _id: 'cart', status: 'active', revision: 3 },
        update: { $set: { status: 'converted' }, $inc: { revision: 1 } },
      },
      { namespace: ns(b), name: 'insertOne', document: { _id: 'order', n: 1 } },
      { namespace: ns(b), name: 'insertOne', document: { _id: 'event', n: 2 } },
      { namespace: ns(a), name: 'updateOne', filter: { _id: 'up' }, update: { $set: { v: 1 } }, upsert: true },
      { namespace: ns(b), name: 'deleteOne', filter: { _id: 'event' } },
    ]),
    { verboseResults: true },
  );
  assert.is(r.insertedCount, 2);
  assert.is(r.matchedCount, 1);
  assert.is(r.modifiedCount, 1);
  assert.is(r.upsertedCount, 1);
  assert.is(r.deletedCount, 1);
  assert.is(r.updateResults!.get(0)!.matchedCount, 1);
  assert.is(r.updateResults!.get(3)!.upsertedId, 'up');
  assert.equal(await a.findOne({ _id: 'cart' }), { _id: 'cart', status: 'converted', revision: 4 });
  assert.equal(
    (await b.find().toArray()).map((d) => d._id),
    ['order'],
  );

  // Ordered: a duplicate stops the batch; inside a transaction it rolls back the whole transaction.
  const s = t.client.startSession();
  try {
    const code = await s
      .withTransaction(async () => {
        await t.client.bulkWrite(
          models([
            { namespace: ns(b), name: 'insertOne', document: { _id: 'fresh' } },
            { namespace: ns(b), name: 'insertOne', document: { _id: 'order' } },
          ]),
          { session: s },
        );
      })
      .catch((e: { writeErrors?: Map<number, { code: number }> }) => e.writeErrors?.get(1)?.code);
    assert.is(code, 11000);
    assert.is(await b.findOne({ _id: 'fresh' }), null, 'nothing of the failed transaction stays');
    await s.withTransaction(async () => {
      const res = await t.client.bulkWrite(
        models([
          {
            namespace: ns(a),
            name: 'updateOne',
            filter: { _id: 'cart', revision: 4 },
            update: { $inc: { revision: 1 } },
          },
          { namespace: ns(b), name: 'insertOne', document: { _id: 'second' } },
        ]),
        { session: s },
      );
      assert.is(res.matchedCount, 1);
      assert.is(await b.findOne({ _id: 'second' }), null, 'invisible outside before commit');
    });
    assert.ok(await b.findOne({ _id: 'second' }));
    assert.is((await a.findOne({ _id: 'cart' }))!.revision, 5);
  } finally {
    await s.endSession();
  }
});

test('collections, indexes and unknown commands', async () => {
  const name = `made_${++seq}`;
  await t.db.createCollection(name);
  await rejects(t.db.createCollection(name), 48);
  const listed = await t.db.listCollections({ name }).toArray();
  assert.is(listed.length, 1);
  const c = t.db.collection(name);
  await c.createIndexes([
    { key: { a: 1, b: -1 }, name: 'ab' },
    { key: { s: 1 }, sparse: true },
  ]);
  await c.createIndex({ a: 1, b: -1 }, { name: 'ab' });
  const idx = await c.listIndexes().toArray();
  assert.equal(
    idx.map((i) => i.name),
    ['_id_', 'ab', 's_1'],
  );
  assert.equal(idx[1].key, { a: 1, b: -1 });
  await c.dropIndexes();
  assert.equal(
    (await c.indexes()).map((i) => i.name),
    ['_id_'],
  );
  assert.ok(await c.drop());
  assert.is((await t.db.listCollections({ name }).toArray()).length, 0);
  await rejects(t.db.command({ definitelyNotACommand: 1 }), 59);
  await rejects(t.db.collection('nope').find({ $bogus: 1 }).toArray(), 2);
});

test.run();
