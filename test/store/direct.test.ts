// The direct line to the embedded server in this process (src/store/direct.ts) and the lean commands that use it
// (src/store/lean-read.ts): the same answers, documents and errors as the driver's own methods (reads, inserts,
// updates), on the same store;
// the commands are reported to command monitoring like the driver's; transactions never use it; a line that breaks
// is replaced; more commands at once than lines wait their turn and all get their answers.
import { rm } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  Decimal128,
  Int32,
  Long,
  MongoServerError,
  ObjectId,
  type Collection,
  type CommandStartedEvent,
  type FindOneAndUpdateOptions,
} from 'mongodb';
import { openStore, type Store } from '../../src/store/index.js';
import {
  asRead,
  findLean,
  findOneAndUpdateLean,
  findOneLean,
  insertOneLean,
  updateOneLean,
} from '../../src/store/lean-read.js';
import { directFor } from '../../src/store/direct.js';
import { tempDir } from './helpers.js';

let store: Store;
let dir: string;
let c: Collection<any>;
const started: CommandStartedEvent[] = [];

test.before(async () => {
  dir = tempDir('direct-');
  store = await openStore({ dataDir: dir, agenda: false, ensureIndexes: false, monitorCommands: true });
  store.client.on('commandStarted', (e) => started.push(e));
  c = store.db.collection('things');
  await c.createIndex({ code: 1 }, { unique: true, sparse: true });
  await c.insertMany([
    {
      _id: 'a',
      n: 3,
      at: new Date('2026-01-02T03:04:05Z'),
      big: Long.fromString('9007199254740993'),
      i: new Int32(7),
      d: Decimal128.fromString('1.10'),
      tags: ['x', 'y'],
      nested: { k: 1 },
      code: 'A',
    },
    { _id: 'b', n: 1, nested: { k: 2 } },
    ...Array.from({ length: 250 }, (_, i) => ({ _id: `m${String(i).padStart(3, '0')}`, n: 100 + i, group: 'many' })),
  ]);
});
test.after(async () => {
  await store?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The commands `run` sent over the direct line, by name. */
async function directCommands(run: () => Promise<unknown>): Promise<string[]> {
  const from = started.length;
  await run();
  return started
    .slice(from)
    .filter((e) => String(e.connectionId) === 'direct')
    .map((e) => e.commandName);
}

test('the embedded store in this process has a direct line; lean reads answer what the driver answers', async () => {
  assert.ok(directFor(store.client));
  for (const [filter, options] of [
    [{ _id: 'a' }, undefined],
    [{ _id: 'a' }, { projection: { n: 1, 'nested.k': 1 } }],
    [{ group: { $exists: false } }, { sort: { n: -1 } }],
    [{ _id: 'nope' }, undefined],
  ] as const) {
    assert.equal(await findOneLean(c, filter, options), await c.findOne(filter, options), JSON.stringify(filter));
  }
  // Past the first batch (101 documents): the rest come by getMore.
  const many = await findLean(c, { group: 'many' }, { sort: { n: 1 } });
  assert.is(many.length, 250);
  assert.equal(many, await c.find({ group: 'many' }, { sort: { n: 1 } }).toArray());
  assert.equal(await directCommands(() => findLean(c, { group: 'many' })), ['find', 'getMore']);
  assert.equal(await directCommands(() => findOneLean(c, { _id: 'a' })), ['find']);
  assert.equal(await directCommands(() => c.findOne({ _id: 'a' })), [], "the driver's own calls keep to the driver");
});

test('a lean insert stores what the driver stores, adds an _id the same way, and fails as the driver fails', async () => {
  const doc = {
    n: 1,
    at: new Date(0),
    missing: undefined,
    d: Decimal128.fromString('2.50'),
    nested: { deep: [1, { x: 'y' }] },
  };
  const viaDriver = { ...doc };
  const mine = await insertOneLean(c, { ...doc } as never);
  const theirs = await c.insertOne(viaDriver as never);
  assert.ok(mine.insertedId instanceof ObjectId);
  assert.ok(mine.acknowledged);
  const [a, b] = [await c.findOne({ _id: mine.insertedId }), await c.findOne({ _id: theirs.insertedId })];
  assert.equal({ ...a, _id: null }, { ...b, _id: null });

  const duplicate = async (insert: () => Promise<unknown>) => {
    try {
      await insert();
    } catch (err) {
      return err as MongoServerError;
    }
    throw new Error('expected a duplicate key error');
  };
  const e1 = await duplicate(() => insertOneLean(c, { _id: 'x1', code: 'A' }));
  const e2 = await duplicate(() => c.insertOne({ _id: 'x2', code: 'A' }));
  assert.instance(e1, MongoServerError);
  assert.is(e1.code, 11000);
  assert.is(e1.code, e2.code);
  assert.equal(e1.keyValue, e2.keyValue);
  assert.is(await c.findOne({ _id: 'x1' }), null, 'nothing stored');
  assert.equal(await directCommands(() => insertOneLean(c, { _id: 'x3' })), ['insert']);
});

test("a failing command is the driver's MongoServerError, with the server's code", async () => {
  const fail = async (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a failure');
      },
      (err: MongoServerError) => err,
    );
  const mine = await fail(findOneLean(c, { n: { $bogus: 1 } }));
  const theirs = await fail(c.findOne({ n: { $bogus: 1 } }));
  assert.instance(mine, MongoServerError);
  assert.is(mine.code, theirs.code);
  assert.is(mine.message, theirs.message);
});

test("inside a transaction the lean calls go through the driver and see the transaction's writes", async () => {
  const session = store.client.startSession();
  try {
    session.startTransaction();
    await c.updateOne({ _id: 'b' }, { $set: { n: 10 } }, { session });
    const sent = await directCommands(async () => {
      assert.is((await findOneLean(c, { _id: 'b' }, { session }))?.n, 10);
      assert.is((await findLean(c, { _id: 'b' }, { session }))[0].n, 10);
    });
    assert.equal(sent, []);
    await session.abortTransaction();
  } finally {
    await session.endSession();
  }
  assert.is((await findOneLean(c, { _id: 'b' }))?.n, 1);
});

test('a broken line is replaced; more commands at once than lines all get their answers', async () => {
  await Promise.all(Array.from({ length: 20 }, () => findOneLean(c, { _id: 'a' })));
  // Break every idle line from outside, as a store thread restarting its sockets would.
  const idle = (directFor(store.client) as unknown as { idle: { socket: { destroy(): void } }[] }).idle;
  assert.ok(idle.length > 0);
  for (const line of [...idle]) line.socket.destroy();
  await new Promise((r) => setImmediate(r));
  assert.is((await findOneLean(c, { _id: 'a' }))?.n, 3);
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, i) => findOneLean(c, { _id: `m${String(i % 250).padStart(3, '0')}` })),
  );
  assert.equal(
    answers.map((d) => d?.n),
    Array.from({ length: 300 }, (_, i) => 100 + (i % 250)),
  );
});

test('asRead gives what a read of the written document gives (undefined as null, numbers and dates as read)', async () => {
  const doc = {
    _id: 'r1',
    a: undefined,
    n: new Int32(3),
    big: Long.fromNumber(5),
    at: new Date(5),
    list: [undefined, { b: undefined }],
  };
  await c.insertOne(doc as never);
  assert.equal(asRead(doc), await c.findOne({ _id: 'r1' }));
});

test("lean updates give the driver's results, documents and errors", async () => {
  // Two identical collections: each step through the lean call on one and the driver on the other.
  const [mine, theirs] = [store.db.collection<any>('upd_lean'), store.db.collection<any>('upd_driver')];
  for (const coll of [mine, theirs]) {
    await coll.createIndex({ code: 1 }, { unique: true, sparse: true });
    await coll.insertMany([
      { _id: 'p', n: 1, code: 'P' },
      { _id: 'q', n: 2 },
    ]);
  }
  const steps: [string, (coll: Collection<any>, lean: boolean) => Promise<unknown>][] = [
    [
      'match',
      (k, lean) =>
        lean ? updateOneLean(k, { _id: 'p' }, { $inc: { n: 1 } }) : k.updateOne({ _id: 'p' }, { $inc: { n: 1 } }),
    ],
    [
      'no match',
      (k, lean) =>
        lean ? updateOneLean(k, { _id: 'zz' }, { $set: { n: 0 } }) : k.updateOne({ _id: 'zz' }, { $set: { n: 0 } }),
    ],
    [
      'unchanged',
      (k, lean) =>
        lean ? updateOneLean(k, { _id: 'q' }, { $set: { n: 2 } }) : k.updateOne({ _id: 'q' }, { $set: { n: 2 } }),
    ],
    [
      'upsert',
      (k, lean) =>
        lean
          ? updateOneLean(k, { _id: 'u' }, { $set: { n: 9 } }, { upsert: true })
          : k.updateOne({ _id: 'u' }, { $set: { n: 9 } }, { upsert: true }),
    ],
    [
      'pipeline',
      (k, lean) =>
        lean
          ? updateOneLean(k, { _id: 'q' }, [{ $set: { m: { $add: ['$n', 1] } } }])
          : k.updateOne({ _id: 'q' }, [{ $set: { m: { $add: ['$n', 1] } } }]),
    ],
    [
      'after',
      (k, lean) =>
        lean
          ? findOneAndUpdateLean(k, { _id: 'p' }, { $inc: { n: 1 } }, { returnDocument: 'after' })
          : k.findOneAndUpdate({ _id: 'p' }, { $inc: { n: 1 } }, { returnDocument: 'after' }),
    ],
    [
      'before',
      (k, lean) =>
        lean
          ? findOneAndUpdateLean(k, { _id: 'p' }, { $inc: { n: 1 } })
          : k.findOneAndUpdate({ _id: 'p' }, { $inc: { n: 1 } }),
    ],
    [
      'none',
      (k, lean) =>
        lean
          ? findOneAndUpdateLean(k, { _id: 'zz' }, { $inc: { n: 1 } })
          : k.findOneAndUpdate({ _id: 'zz' }, { $inc: { n: 1 } }),
    ],
    [
      'sorted, projected',
      (k, lean) => {
        const o: FindOneAndUpdateOptions = { sort: { n: -1 }, projection: { n: 1 }, returnDocument: 'after' };
        return lean
          ? findOneAndUpdateLean(k, {}, { $inc: { n: 10 } }, o)
          : k.findOneAndUpdate({}, { $inc: { n: 10 } }, o);
      },
    ],
    [
      'upserted after',
      (k, lean) => {
        const o = { upsert: true, returnDocument: 'after' as const };
        return lean
          ? findOneAndUpdateLean(k, { _id: 'v' }, { $set: { n: 5 } }, o)
          : k.findOneAndUpdate({ _id: 'v' }, { $set: { n: 5 } }, o);
      },
    ],
  ];
  for (const [name, step] of steps) {
    const sent = await directCommands(async () =>
      assert.equal(await step(mine, true), await step(theirs, false), name),
    );
    assert.ok(sent.length >= 1, `${name}: over the direct line`);
  }
  assert.equal(
    await mine.find().sort({ _id: 1 }).toArray(),
    await theirs.find().sort({ _id: 1 }).toArray(),
    'the same documents',
  );

  const failure = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a failure');
      },
      (err: Error) => err,
    );
  const dupMine = (await failure(updateOneLean(mine, { _id: 'q' }, { $set: { code: 'P' } }))) as MongoServerError;
  const dupTheirs = (await failure(theirs.updateOne({ _id: 'q' }, { $set: { code: 'P' } }))) as MongoServerError;
  assert.instance(dupMine, MongoServerError);
  assert.is(dupMine.code, dupTheirs.code);
  assert.is(dupMine.code, 11000);
  const fmMine = (await failure(findOneAndUpdateLean(mine, { _id: 'q' }, { $set: { code: 'P' } }))) as MongoServerError;
  assert.is(fmMine.code, 11000);
  // A replacement passed as an update is refused before anything is sent, as the driver refuses it.
  const replacement = (await failure(updateOneLean(mine, { _id: 'q' }, { n: 0 } as never))) as Error;
  assert.is(replacement.message, 'Update document requires atomic operators');
  assert.is((await mine.findOne({ _id: 'q' }))?.n, 2, 'nothing changed');
});

test("replies on the line (no session) leave out the cluster time the driver's replies carry", async () => {
  const reply = await directFor(store.client)!.command(store.db.databaseName, { find: 'things', filter: { _id: 'a' } });
  assert.equal(Object.keys(reply), ['cursor', 'ok']);
  const viaDriver = await store.db.command({ find: 'things', filter: { _id: 'a' } });
  assert.ok(viaDriver.operationTime && viaDriver.$clusterTime, 'the driver sends a session, and gets both');
});

test.run();
