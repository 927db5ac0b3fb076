// Embedded-server specifics that the driver-level conformance suite cannot see: the ordered index
// structure, a transaction abandoned by a client that died, and how concurrent transactions meet (snapshot
// isolation with document locks, see src/store/embedded/mvcc.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareValues } from '../../src/store/embedded/bson-values.js';
import { SortedList } from '../../src/store/embedded/sorted-list.js';
import { compileFilter } from '../../src/store/embedded/query-engine.js';
import { encodeOps } from '../../src/store/embedded/storage.js';
import { RawDoc, encode } from '../../src/store/embedded/raw-bson.js';
import * as BSON from 'bson';
import { ObjectId } from 'bson';
import { Aggregator, Query } from 'mingo';
import { simplePipelineUpdate } from '../../src/store/embedded/simple-pipeline.js';
import { MongoServerError, type ClientSession, type Collection, type MongoClient } from 'mongodb';
import { startTarget, type Target } from './helpers.js';
import { tsEntry } from '../../scripts/lib/ts-entry.mjs';

test('SortedList keeps order through random inserts and removals and scans ranges both ways', () => {
  const list = new SortedList<number>((a, b) => a - b);
  const model: number[] = [];
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 20000; i++) {
    const v = Math.floor(rnd() * 5000);
    if (rnd() < 0.3 && model.length) {
      const victim = model[Math.floor(rnd() * model.length)];
      assert.ok(list.remove(victim));
      model.splice(model.indexOf(victim), 1);
    } else {
      list.insert(v);
      model.push(v);
    }
  }
  model.sort((a, b) => a - b);
  assert.is(list.size, model.length);
  assert.equal([...list.range(-Infinity, Infinity)], model);
  const expect = model.filter((v) => v >= 1000 && v <= 1200);
  assert.equal([...list.range(1000, 1200)], expect);
  assert.equal([...list.range(1000, 1200, true)], expect.slice().reverse());
  assert.not.ok(list.remove(-1));
});

test('compareValues follows MongoDB type order', () => {
  const ordered = [null, -1, 0.5, 2, '', 'a', 'b', {}, { a: 1 }, [1], false, true, new Date(0), new Date(1)];
  for (let i = 0; i < ordered.length - 1; i++) {
    assert.is(
      compareValues(ordered[i], ordered[i + 1]),
      -1,
      `${JSON.stringify(ordered[i])} < ${JSON.stringify(ordered[i + 1])}`,
    );
  }
  assert.is(compareValues(undefined, null), 0, 'missing sorts with null');
});

test('the direct matcher agrees with mingo on the filter shapes it handles', () => {
  let seed = 11;
  const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  const oid = [new ObjectId('64b000000000000000000001'), new ObjectId('64b000000000000000000002')];
  const pool = [0, 1, 2, 2.5, -1, 'a', 'b', 'ab', true, false, new Date(1000), new Date(2000), oid[0], oid[1]];
  const pick = () => pool[rnd(pool.length)];
  const value = (): unknown => {
    const r = rnd(10);
    if (r === 0) return undefined;
    if (r === 1) return [pick(), pick()];
    if (r === 2) return [];
    if (r === 3) return { x: pick() };
    if (r === 4) return null;
    return pick();
  };
  const docs = Array.from({ length: 300 }, (_, i) => {
    const d: Record<string, unknown> = { _id: i };
    for (const f of ['a', 'b']) {
      const v = value();
      if (v !== undefined) d[f] = v;
    }
    if (rnd(2)) d.n = [{ x: pick() }, { x: pick() }];
    return d;
  });
  const ops = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin'];
  const cond = (): unknown => {
    if (rnd(4) === 0) return pick();
    const op = ops[rnd(ops.length)];
    return { [op]: op === '$in' || op === '$nin' ? [pick(), pick()] : pick() };
  };
  const field = () => ['a', 'b', 'n.x'][rnd(3)];
  let compared = 0;
  for (let i = 0; i < 400; i++) {
    const filter: Record<string, unknown> =
      rnd(3) === 0 ? { $or: [{ [field()]: cond() }, { [field()]: cond() }] } : { [field()]: cond(), [field()]: cond() };
    const ours = compileFilter(filter)!;
    const theirs = new Query(filter, {});
    assert.not.instance(ours, Query, 'handled directly');
    for (const d of docs) {
      assert.is(ours.test(d), theirs.test(d), `${JSON.stringify(filter)} on ${JSON.stringify(d)}`);
      compared++;
    }
  }
  assert.is(compared, 400 * 300);
});

test('pipeline updates evaluated directly give the bytes mingo gives, and other shapes are left to mingo', () => {
  const docs: Record<string, unknown>[] = [
    { _id: 1, quantity_on_hand: 10, quantity_reserved: 3, updated_at: new Date(1000) },
    { _id: 2, quantity_on_hand: 1, quantity_reserved: 5 },
    { _id: 3, quantity_on_hand: 0 },
    { _id: 4, quantity_on_hand: null, quantity_reserved: null, n: { x: 2.5 } },
    { _id: 5, quantity_on_hand: -4, quantity_reserved: 0, label: 'x' },
  ];
  const at = new Date(Date.UTC(2026, 10, 29));
  const handled: Record<string, unknown>[][] = [
    // The stock updates of src/modules/inventory/reservations.ts.
    [{ $set: { quantity_reserved: { $max: [0, { $subtract: [{ $ifNull: ['$quantity_reserved', 0] }, 2] }] } } }],
    [
      {
        $set: {
          quantity_on_hand: { $max: [0, { $subtract: ['$quantity_on_hand', 1] }] },
          quantity_reserved: { $max: [0, { $subtract: [{ $ifNull: ['$quantity_reserved', 0] }, 1] }] },
          updated_at: { $literal: at },
        },
      },
    ],
    [{ $set: { quantity_on_hand: { $add: [{ $max: [0, { $ifNull: ['$quantity_on_hand', 0] }] }, 7] } } }],
    // Nulls and missing operands, several stages, $min, $addFields, nested paths, literals of each kind.
    [{ $addFields: { a: { $add: ['$quantity_reserved', 1, 2.5] }, b: { $subtract: ['$nope', 1] } } }],
    [{ $set: { m: { $min: ['$quantity_on_hand', '$quantity_reserved', '$n.x'] } } }, { $set: { k: { $max: [null] } } }],
    [{ $set: { c: { $ifNull: ['$nope', '$quantity_reserved', -1] }, d: 'text', e: true, f: null, g: at } }],
    [{ $set: { label: { $literal: '$not a path' }, h: { $literal: { nested: [1, 2] } } } }],
  ];
  const viaMingo = (doc: Record<string, unknown>, stages: Record<string, unknown>[]) =>
    new Aggregator(stages, {}).run([BSON.deserialize(BSON.serialize(doc))])[0];
  for (const stages of handled) {
    for (const doc of docs) {
      const ours = simplePipelineUpdate(doc, stages, undefined);
      assert.ok(ours, `handled: ${JSON.stringify(stages)}`);
      assert.equal(
        Buffer.from(BSON.serialize(ours)).toString('hex'),
        Buffer.from(BSON.serialize(viaMingo(doc, stages))).toString('hex'),
        `${JSON.stringify(stages)} on ${JSON.stringify(doc)}`,
      );
      assert.is.not(ours, doc, 'a copy, never the stored version');
    }
  }
  const left: Record<string, unknown>[][] = [
    [{ $set: { a: { $concat: ['$label', 'y'] } } }],
    [{ $set: { 'n.x': 1 } }],
    [{ $set: { a: '$$NOW' } }],
    [{ $set: { a: { $add: ['$updated_at', 1000] } } }],
    [{ $set: { a: '$nope' } }],
    [{ $unset: 'label' }],
    [{ $set: { a: ['$quantity_on_hand'] } }],
  ];
  for (const stages of left) assert.is(simplePipelineUpdate(docs[0], stages, undefined), null, JSON.stringify(stages));
  assert.is(simplePipelineUpdate(docs[0], handled[0], { v: 1 }), null, 'variables go to mingo');
});

test('$expr comparisons of computed numbers match as mingo matches them, numbers or not', () => {
  const docs: Record<string, unknown>[] = [
    { quantity_on_hand: 10, quantity_reserved: 3 },
    { quantity_on_hand: 4, quantity_reserved: 4 },
    { quantity_on_hand: 4 },
    { quantity_on_hand: 2, quantity_reserved: null },
    { quantity_on_hand: null },
    {},
    { quantity_on_hand: 'many', quantity_reserved: 1 },
    { quantity_on_hand: new Date(5), quantity_reserved: 1 },
    { quantity_on_hand: [5], quantity_reserved: 1 },
    { usage_count: 2, usage_limit: 3 },
    { usage_count: 3, usage_limit: 3 },
    { usage_limit: 1 },
    { usage_count: 1, usage_limit: null },
  ];
  const free = { $subtract: ['$quantity_on_hand', { $ifNull: ['$quantity_reserved', 0] }] };
  const filters: Record<string, unknown>[] = [
    // The stock guards of src/modules/inventory/reservations.ts and the coupon guard of place-order.
    { $expr: { $gte: [free, 4] } },
    { $expr: { $gte: [free, 0] } },
    { $or: [{ usage_limit: null }, { $expr: { $lt: [{ $ifNull: ['$usage_count', 0] }, '$usage_limit'] } }] },
    { $expr: { $gt: ['$quantity_on_hand', '$quantity_reserved'] } },
    { $expr: { $lte: [{ $add: ['$quantity_reserved', 1] }, '$quantity_on_hand'] } },
    { $expr: { $eq: ['$quantity_on_hand', 4] } },
    { $expr: { $ne: ['$quantity_on_hand', 4] } },
    { $expr: { $lt: ['$quantity_on_hand', 'z'] } },
  ];
  for (const filter of filters) {
    const ours = compileFilter(filter)!;
    const theirs = new Query(filter, {});
    // A document mingo cannot evaluate (a string in $subtract) is an error on both paths.
    const outcome = (t: () => boolean) => {
      try {
        return t();
      } catch (err) {
        return `error: ${(err as Error).message}`;
      }
    };
    for (const d of docs) {
      assert.is(
        outcome(() => ours.test(d)),
        outcome(() => theirs.test(d)),
        `${JSON.stringify(filter)} on ${JSON.stringify(d)}`,
      );
    }
  }
});

test('journal records written by hand equal the generic BSON encoding', () => {
  const d = Buffer.from(BSON.serialize({ _id: new ObjectId(), a: new BSON.Int32(1), s: 'héllo', n: { x: [1, 2] } }));
  const ops = [
    { o: 'i' as const, c: 'côll', d: new RawDoc(d) },
    { o: 'd' as const, c: 'x', id: 5 },
    { o: 'u' as const, c: 'y', d: new RawDoc(d) },
    { o: 'ci' as const, c: 'y', spec: { key: { a: 1 }, name: 'a_1' } },
  ];
  const ours = encodeOps(ops);
  assert.ok(ours.equals(encode({ ops })));
  const back = BSON.deserialize(ours) as { ops: Array<Record<string, unknown>> };
  assert.is(back.ops[0].c, 'côll');
  assert.is((back.ops[2].d as { s: string }).s, 'héllo');
});

test('replies that embed stored documents encode exactly as the generic BSON encoding', () => {
  const stored = [
    { _id: new ObjectId(), a: new BSON.Int32(1), s: 'héllo', n: { x: [1, 2] } },
    { _id: 'prod_1', price: new BSON.Double(2.5), big: BSON.Long.fromNumber(2 ** 40), when: new Date(5), nil: null },
  ];
  const raws = stored.map((d) => Buffer.from(BSON.serialize(d)));
  const shape = (batch: unknown[]) => ({
    cursor: {
      firstBatch: batch,
      id: BSON.Long.fromNumber(123456789012),
      ns: 'dé.products',
      partial: false,
      n: 2 ** 31,
      neg: -7,
      f: 1.5,
      z: -0,
      u: undefined,
    },
    ok: 1,
    none: null,
    yes: true,
  });
  const ours = encode(shape(raws.map((r) => new RawDoc(r))));
  const generic = Buffer.from(BSON.serialize(shape(stored)));
  assert.ok(ours.equals(generic), 'same bytes');
  const framed = encode(shape(raws.map((r) => new RawDoc(r))), 21);
  assert.ok(framed.subarray(21).equals(generic), 'same bytes behind reserved header room');
  assert.ok(
    encode({ ok: 1, s: 'x' }, 21)
      .subarray(21)
      .equals(Buffer.from(BSON.serialize({ ok: 1, s: 'x' }))),
  );
});

test('a client that dies inside a transaction has it rolled back and releases the lock', async () => {
  // A lifetime limit far beyond the file's timeout: only the connection-close abort can release the lock.
  // (This engine's rule: MongoDB keeps such a transaction until its 60 s lifetime ends.)
  const t = await startTarget({ transactionLifetimeMs: 3_600_000, embedded: true });
  try {
    const child = spawn(
      process.execPath,
      [...tsEntry(join(fileURLToPath(import.meta.url), '..', 'txn-drop-child.ts')), t.uri],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (d: Buffer) => d.toString().includes('IN_TXN') && resolve()),
    );
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    const docs = t.client.db('drop').collection('docs');
    // This write waits for the abandoned transaction, so it completes only once the abort happened.
    await docs.insertOne({ _id: 'after' as never });
    assert.is(await docs.findOne({ _id: 'uncommitted' as never }), null);
    assert.ok(await docs.findOne({ _id: 'after' as never }));
  } finally {
    await t.stop();
  }
});

/** Runs `fn` against a fresh embedded target, MONGODB_URI or not (these tests are about this engine, not MongoDB). */
async function onEngine(fn: (t: Target, c: Collection<any>, other: MongoClient) => Promise<void>): Promise<void> {
  const t = await startTarget({ embedded: true });
  try {
    const other = await t.newClient();
    await fn(t, t.db.collection(`mvcc_${Math.random().toString(36).slice(2)}`), other);
  } finally {
    await t.stop();
  }
}

const settleSoon = () => new Promise((r) => setTimeout(r, 60));
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (e: MongoServerError) => ({ code: e.code, transient: e.hasErrorLabel?.('TransientTransactionError') ?? false }),
  );

test('an update moves index entries only when an indexed value changes: dates, strings, arrays, nested paths', () =>
  onEngine(async (_t, c) => {
    // replace() skips the key tuples when every indexed path holds the same single value before and after; a
    // Date is compared by time, an array or a document always takes the full comparison.
    await c.createIndex({ at: 1 });
    await c.createIndex({ 'who.name': 1, tags: 1 });
    const t0 = new Date(Date.UTC(2026, 0, 1));
    const t1 = new Date(Date.UTC(2026, 0, 2));
    await c.insertMany([
      { _id: 1, at: t0, who: { name: 'ama' }, tags: ['a'], n: 0 },
      { _id: 2, at: t0, who: { name: 'kofi' }, tags: 'b', n: 0 },
    ]);
    const ids = async (filter: object, hint: object) =>
      (await c.find(filter).hint(hint).sort({ _id: 1 }).toArray()).map((d) => d._id);
    // Unindexed field only; then the same date again (another Date object).
    await c.updateOne({ _id: 1 }, { $set: { n: 1 } });
    await c.updateOne({ _id: 1 }, { $set: { at: new Date(t0.getTime()) } });
    assert.equal(await ids({ at: t0 }, { at: 1 }), [1, 2]);
    // Another date: the entry moves.
    await c.updateOne({ _id: 1 }, { $set: { at: t1 } });
    assert.equal(await ids({ at: t0 }, { at: 1 }), [2]);
    assert.equal(await ids({ at: t1 }, { at: 1 }), [1]);
    // A nested string and an array element.
    await c.updateOne({ _id: 2 }, { $set: { 'who.name': 'yaw' } });
    await c.updateOne({ _id: 1 }, { $push: { tags: 'z' } as never });
    assert.equal(await ids({ 'who.name': 'kofi' }, { 'who.name': 1, tags: 1 }), []);
    assert.equal(await ids({ 'who.name': 'yaw', tags: 'b' }, { 'who.name': 1, tags: 1 }), [2]);
    assert.equal(await ids({ 'who.name': 'ama', tags: 'z' }, { 'who.name': 1, tags: 1 }), [1]);
    // An array replaced by a scalar, and a field removed.
    await c.updateOne({ _id: 1 }, { $set: { tags: 'q' }, $unset: { at: '' } });
    assert.equal(await ids({ 'who.name': 'ama', tags: 'a' }, { 'who.name': 1, tags: 1 }), []);
    assert.equal(await ids({ 'who.name': 'ama', tags: 'q' }, { 'who.name': 1, tags: 1 }), [1]);
    assert.equal(await ids({ at: null }, { at: 1 }), [1]);
  }));

test('transactions on different documents run side by side; neither sees the other before commit', () =>
  onEngine(async (t, c) => {
    await c.insertMany([
      { _id: 'a', n: 0 },
      { _id: 'b', n: 0 },
    ]);
    const s1 = t.client.startSession();
    const s2 = t.client.startSession();
    try {
      s1.startTransaction();
      s2.startTransaction();
      await c.updateOne({ _id: 'a' }, { $set: { n: 1 } }, { session: s1 });
      await c.updateOne({ _id: 'b' }, { $set: { n: 2 } }, { session: s2 });
      assert.is((await c.findOne({ _id: 'b' }, { session: s1 }))!.n, 0, 's1 does not see s2');
      assert.is((await c.findOne({ _id: 'a' }, { session: s2 }))!.n, 0, 's2 does not see s1');
      await s2.commitTransaction();
      assert.is((await c.findOne({ _id: 'b' }, { session: s1 }))!.n, 0, 'a commit after the snapshot stays invisible');
      assert.is((await c.findOne({ _id: 'b' }))!.n, 2);
      await s1.commitTransaction();
      assert.equal(
        (await c.find().sort({ _id: 1 }).toArray()).map((d) => d.n),
        [1, 2],
      );
    } finally {
      await s1.endSession();
      await s2.endSession();
    }
  }));

test('a first statement waits for the document it needs, then runs on a fresh snapshot', () =>
  onEngine(async (t, c, other) => {
    await c.insertOne({ _id: 'counter', n: 0 });
    const oc = other.db(t.db.databaseName).collection<any>(c.collectionName);
    const s1 = t.client.startSession();
    const s2 = other.startSession();
    try {
      s1.startTransaction();
      await c.updateOne({ _id: 'counter' }, { $inc: { n: 1 } }, { session: s1 });
      s2.startTransaction();
      let done = false;
      const second = oc
        .findOneAndUpdate({ _id: 'counter' }, { $inc: { n: 1 } }, { session: s2, returnDocument: 'after' })
        .then((d) => {
          done = true;
          return d;
        });
      await settleSoon();
      assert.not.ok(done, 'the second transaction waits for the first');
      await s1.commitTransaction();
      assert.is((await second)!.n, 2, 'it runs after the commit, on the committed value');
      await s2.commitTransaction();
      assert.is((await c.findOne({ _id: 'counter' }))!.n, 2);
    } finally {
      await s1.endSession();
      await s2.endSession();
    }
  }));

test('a later statement that meets a held document, or one committed after the snapshot, is a WriteConflict', () =>
  onEngine(async (t, c, other) => {
    await c.insertMany([
      { _id: 'x', n: 0 },
      { _id: 'y', n: 0 },
    ]);
    const oc = other.db(t.db.databaseName).collection<any>(c.collectionName);
    const s1 = t.client.startSession();
    const s2 = other.startSession();
    try {
      s1.startTransaction();
      await c.updateOne({ _id: 'x' }, { $set: { n: 1 } }, { session: s1 });
      s2.startTransaction();
      await oc.findOne({ _id: 'y' }, { session: s2 });
      assert.equal(
        await codeOf(oc.updateOne({ _id: 'x' }, { $set: { n: 2 } }, { session: s2 })),
        { code: 112, transient: true },
        'held by s1',
      );
      await s2.abortTransaction();
      await s1.commitTransaction();

      s2.startTransaction();
      await oc.findOne({ _id: 'y' }, { session: s2 });
      await c.updateOne({ _id: 'y' }, { $set: { n: 5 } }); // a plain write commits after s2's snapshot
      assert.is((await oc.findOne({ _id: 'y' }, { session: s2 }))!.n, 0, 's2 still reads its snapshot');
      assert.equal(
        await codeOf(oc.updateOne({ _id: 'y' }, { $inc: { n: 1 } }, { session: s2 })),
        { code: 112, transient: true },
        'changed after the snapshot',
      );
      assert.is((await c.findOne({ _id: 'y' }))!.n, 5, 'nothing of the conflicting transaction applied');
    } finally {
      await s1.endSession();
      await s2.endSession();
    }
  }));

test('plain writes wait for the transaction holding their document; plain reads answer at once', () =>
  onEngine(async (t, c) => {
    await c.insertOne({ _id: 'doc', n: 1 });
    const s = t.client.startSession();
    try {
      s.startTransaction();
      await c.updateOne({ _id: 'doc' }, { $inc: { n: 10 } }, { session: s });
      let done = false;
      const plain = c.updateOne({ _id: 'doc' }, { $inc: { n: 100 } }).then(() => (done = true));
      assert.is((await c.findOne({ _id: 'doc' }))!.n, 1, 'reads see the committed version');
      await c.insertOne({ _id: 'elsewhere' });
      await settleSoon();
      assert.not.ok(done, 'the write waits');
      await s.commitTransaction();
      await plain;
      assert.is((await c.findOne({ _id: 'doc' }))!.n, 111, 'both increments applied');
    } finally {
      await s.endSession();
    }
  }));

test('unique keys: a pending write claims its key until commit or abort', () =>
  onEngine(async (t, c, other) => {
    await c.createIndex({ k: 1 }, { unique: true });
    await c.insertOne({ _id: 'old', k: 'taken' });
    const oc = other.db(t.db.databaseName).collection<any>(c.collectionName);
    const s1 = t.client.startSession();
    const s2 = other.startSession();
    try {
      s1.startTransaction();
      await c.insertOne({ _id: 'new', k: 'fresh' }, { session: s1 });
      assert.equal(
        await codeOf(c.insertOne({ _id: 'dup', k: 'taken' }, { session: s1 })),
        { code: 11000, transient: false },
        'a key the snapshot holds is a duplicate',
      );
      await s1.abortTransaction(); // (that statement aborted it on the server, as MongoDB does)
      s1.startTransaction();
      await c.insertOne({ _id: 'new', k: 'fresh' }, { session: s1 });
      s2.startTransaction();
      await oc.findOne({}, { session: s2 });
      assert.equal(
        await codeOf(oc.insertOne({ _id: 'rival', k: 'fresh' }, { session: s2 })),
        { code: 112, transient: true },
        'claimed by s1',
      );
      let done: unknown = null;
      const plain = codeOf(c.insertOne({ _id: 'late', k: 'fresh' })).then((r) => (done = r));
      await settleSoon();
      assert.is(done, null, 'a plain insert of the claimed key waits');
      await s1.commitTransaction();
      assert.equal(await plain, { code: 11000, transient: false }, 'then finds it taken');
      assert.equal(
        (await c.find().sort({ _id: 1 }).toArray()).map((d) => d._id),
        ['new', 'old'],
      );
    } finally {
      await s1.endSession();
      await s2.endSession();
    }
  }));

test('an aborted transaction leaves nothing and wakes who waited for it', () =>
  onEngine(async (t, c, other) => {
    await c.insertOne({ _id: 'lvl', q: 1 });
    const oc = other.db(t.db.databaseName).collection<any>(c.collectionName);
    const s1 = t.client.startSession();
    const s2 = other.startSession();
    try {
      s1.startTransaction();
      await c.updateOne({ _id: 'lvl', q: { $gte: 1 } }, { $inc: { q: -1 } }, { session: s1 });
      s2.startTransaction();
      const second = oc.updateOne({ _id: 'lvl', q: { $gte: 1 } }, { $inc: { q: -1 } }, { session: s2 });
      await settleSoon();
      await s1.abortTransaction();
      assert.is((await second).modifiedCount, 1, 'the waiter takes the unit the aborted one gave back');
      await s2.commitTransaction();
      assert.is((await c.findOne({ _id: 'lvl' }))!.q, 0);
    } finally {
      await s1.endSession();
      await s2.endSession();
    }
  }));

test('transactions queued on one hot document all commit without retries', () =>
  onEngine(async (t, c) => {
    await c.insertOne({ _id: 'seq', n: 0 });
    let attempts = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const s: ClientSession = t.client.startSession();
        try {
          await s.withTransaction(async () => {
            attempts++;
            const d = await c.findOneAndUpdate(
              { _id: 'seq' },
              { $inc: { n: 1 } },
              { session: s, returnDocument: 'after' },
            );
            order.push(d!.n);
            await c.insertOne({ _id: `row_${i}`, n: d!.n }, { session: s });
          });
        } finally {
          await s.endSession();
        }
      }),
    );
    assert.is(attempts, 24, 'no transaction had to retry');
    assert.is((await c.findOne({ _id: 'seq' }))!.n, 24);
    assert.equal(
      [...order].sort((a, b) => a - b),
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    assert.is(await c.countDocuments({ _id: { $regex: /^row_/ } } as never), 24);
  }));

test('past the queue limit a first statement gets a WriteConflict at once, and withTransaction retries it', () =>
  onEngine(async (t, c) => {
    await c.insertOne({ _id: 'hot', n: 0 });
    const n = 60; // more than the 32 that may queue
    let attempts = 0;
    await Promise.all(
      Array.from({ length: n }, async () => {
        const s = t.client.startSession();
        try {
          await s.withTransaction(async () => {
            attempts++;
            await c.updateOne({ _id: 'hot' }, { $inc: { n: 1 } }, { session: s });
          });
        } finally {
          await s.endSession();
        }
      }),
    );
    assert.is((await c.findOne({ _id: 'hot' }))!.n, n, 'every increment landed once');
    assert.ok(attempts > n, 'some were turned away and retried');
  }));

test.run();
