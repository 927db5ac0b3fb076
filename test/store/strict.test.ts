// The embedded server's strict mode (startEmbeddedMongo({ strict: true }), `npm run db -- --strict`,
// EMBEDDED_MONGO_STRICT=on for the store the service starts): where the server is otherwise friendlier than MongoDB
// it answers as MongoDB does. Two transactions racing for one document: by default the second one's first statement
// waits for the first to end and both succeed; strict, it gets WriteConflict labelled TransientTransactionError at
// once, and the driver's withTransaction retries it to success. A transaction also outlives its client's connection,
// as on MongoDB. Everything through the official driver on a real port.
import net from 'node:net';
import { rm } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BSON,
  Long,
  MongoClient,
  MongoServerError,
  UUID,
  type ClientSession,
  type Collection,
  type Document,
} from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/store/embedded/index.js';
import { MessageReader } from '../../src/store/embedded/wire.js';
import { openStore } from '../../src/store/index.js';
import { loadConfig } from '../../src/kernel/config.js';
import { startTestServer } from '../harness/server.js';
import { exitWhenDone, tempDir } from './helpers.js';

interface Counter {
  _id: string;
  n: number;
}

interface Pair {
  server: EmbeddedMongo;
  a: MongoClient;
  b: MongoClient;
  coll: (client: MongoClient) => Collection<Counter>;
  stop(): Promise<void>;
}

/** A server and two clients on their own connections (two application processes racing). */
async function pair(opts: { strict?: boolean; transactionLifetimeMs?: number } = {}): Promise<Pair> {
  const dir = tempDir('strict-');
  const server = await startEmbeddedMongo({
    dataDir: dir,
    strict: opts.strict,
    engine: { transactionLifetimeMs: opts.transactionLifetimeMs },
  });
  const a = await new MongoClient(server.uri).connect();
  const b = await new MongoClient(server.uri).connect();
  const coll = (client: MongoClient) => client.db('strict').collection<Counter>('counters');
  await coll(a).insertOne({ _id: 'hot', n: 0 });
  return {
    server,
    a,
    b,
    coll,
    async stop() {
      await a.close();
      await b.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `write` fails with WriteConflict labelled TransientTransactionError, at once (a lock wait would take 5 s). */
async function conflictsAtOnce(write: () => Promise<unknown>): Promise<void> {
  const t0 = Date.now();
  const err = await write().then(
    () => null,
    (e: unknown) => e,
  );
  const waited = Date.now() - t0;
  assert.instance(err, MongoServerError);
  assert.is((err as MongoServerError).code, 112);
  assert.ok((err as MongoServerError).hasErrorLabel('TransientTransactionError'));
  assert.ok(waited < 1000, `answered at once, not after a lock wait (${waited} ms)`);
}

/** `s1` writes `hot` through `first` in a transaction it leaves open; `s2`'s transaction then writes it through `second`,
 * gets WriteConflict at once (conflictsAtOnce) and is aborted. */
async function secondConflicts(
  first: Collection<Counter>,
  s1: ClientSession,
  second: Collection<Counter>,
  s2: ClientSession,
): Promise<void> {
  s1.startTransaction();
  await first.updateOne({ _id: 'hot' }, { $inc: { n: 1 } }, { session: s1 });
  s2.startTransaction();
  await conflictsAtOnce(() => second.updateOne({ _id: 'hot' }, { $inc: { n: 1 } }, { session: s2 }));
  await s2.abortTransaction();
}

test('default: the second transaction to write a held document waits for the first, and both succeed', async () => {
  const p = await pair();
  const s1 = p.a.startSession();
  const s2 = p.b.startSession();
  try {
    s1.startTransaction();
    await p.coll(p.a).updateOne({ _id: 'hot' }, { $inc: { n: 1 } }, { session: s1 });
    s2.startTransaction();
    let done = false;
    const second = p
      .coll(p.b)
      .updateOne({ _id: 'hot' }, { $inc: { n: 1 } }, { session: s2 })
      .then(() => (done = true));
    await sleep(150);
    assert.not.ok(done, 'it waits for the first transaction');
    await s1.commitTransaction();
    await second;
    await s2.commitTransaction();
    assert.is((await p.coll(p.a).findOne({ _id: 'hot' }))!.n, 2);
  } finally {
    await s1.endSession();
    await s2.endSession();
    await p.stop();
  }
});

test('strict: the second gets WriteConflict (112, TransientTransactionError) at once; withTransaction retries it to success', async () => {
  const p = await pair({ strict: true });
  const s1 = p.a.startSession();
  const s2 = p.b.startSession();
  try {
    await secondConflicts(p.coll(p.a), s1, p.coll(p.b), s2);

    // The same race through withTransaction: its attempts meet the held document until the first commits.
    let attempts = 0;
    const retried = s2.withTransaction(async () => {
      attempts++;
      await p.coll(p.b).updateOne({ _id: 'hot' }, { $inc: { n: 1 } }, { session: s2 });
    });
    await sleep(100);
    await s1.commitTransaction();
    await retried;
    assert.ok(attempts > 1, `withTransaction retried (${attempts} attempts)`);
    assert.is((await p.coll(p.a).findOne({ _id: 'hot' }))!.n, 2, 'each increment landed once');

    // serverStatus counts them as mongod does: one transaction started per attempt, two committed, the others
    // aborted, and a write conflict per attempt that met the held document (and the first race's one).
    const status = await p.a.db('admin').command({ serverStatus: 1 });
    assert.equal(status.transactions, {
      currentOpen: 0,
      totalStarted: 2 + attempts,
      totalCommitted: 2,
      totalAborted: attempts,
    });
    assert.is(status.metrics.operation.writeConflicts, attempts);
  } finally {
    await s1.endSession();
    await s2.endSession();
    await p.stop();
  }
});

/** Opens a transaction on a bare connection, writes `hot` in it, and drops the connection without a word. */
async function writeInTransactionAndDrop(port: number): Promise<void> {
  const socket = net.createConnection(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const body = BSON.serialize({
    update: 'counters',
    updates: [{ q: { _id: 'hot' }, u: { $inc: { n: 100 } } }],
    lsid: { id: new UUID() },
    txnNumber: Long.fromNumber(1),
    startTransaction: true,
    autocommit: false,
    $db: 'strict',
  });
  const frame = Buffer.alloc(21 + body.length);
  frame.writeInt32LE(frame.length, 0);
  frame.writeInt32LE(1, 4);
  frame.writeInt32LE(2013, 12); // OP_MSG
  frame.set(body, 21);
  const reader = new MessageReader();
  const reply = new Promise<Document>((resolve) =>
    socket.on('data', (chunk) => {
      const [f] = reader.push(chunk);
      if (f) resolve(BSON.deserialize(f.subarray(21)));
    }),
  );
  socket.write(frame);
  assert.is((await reply).ok, 1);
  socket.destroy();
  await new Promise((r) => socket.once('close', r));
}

test('strict: a transaction outlives its dropped connection, as on MongoDB, until its lifetime limit', async () => {
  const p = await pair({ strict: true, transactionLifetimeMs: 1000 });
  const s = p.b.startSession();
  try {
    await writeInTransactionAndDrop(p.server.port);
    s.startTransaction();
    // The dropped client still holds the document.
    await conflictsAtOnce(() => p.coll(p.b).updateOne({ _id: 'hot' }, { $inc: { n: 1 } }, { session: s }));
    await s.abortTransaction();
    // Aborted by the lifetime limit (checked every second): then the write goes through, the dropped one never applied.
    await p.coll(p.b).updateOne({ _id: 'hot' }, { $inc: { n: 1 } });
    assert.is((await p.coll(p.a).findOne({ _id: 'hot' }))!.n, 1);
  } finally {
    await s.endSession();
    await p.stop();
  }
});

test('default: a dropped connection takes its transaction with it at once', async () => {
  const p = await pair({ transactionLifetimeMs: 3_600_000 });
  try {
    await writeInTransactionAndDrop(p.server.port);
    const t0 = Date.now();
    await p.coll(p.b).updateOne({ _id: 'hot' }, { $inc: { n: 1 } });
    assert.ok(Date.now() - t0 < 1000);
    assert.is((await p.coll(p.a).findOne({ _id: 'hot' }))!.n, 1);
  } finally {
    await p.stop();
  }
});

test('strict on a worker thread, as openStore runs the server', async () => {
  const dir = tempDir('strict-store-');
  const store = await openStore({ dataDir: dir, agenda: false, ensureIndexes: false, embedded: { strict: true } });
  const other = await new MongoClient(store.embedded!.uri).connect();
  const s1 = store.client.startSession();
  const s2 = other.startSession();
  try {
    const c = store.db.collection<Counter>('counters');
    await c.insertOne({ _id: 'hot', n: 0 });
    await secondConflicts(c, s1, other.db(store.db.databaseName).collection<Counter>('counters'), s2);
    await s1.commitTransaction();
  } finally {
    await s1.endSession();
    await s2.endSession();
    await other.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('EMBEDDED_MONGO_STRICT=on reaches the store the service starts', async () => {
  if (process.env.MONGODB_URI) return; // the service then uses that deployment: there is no embedded server to make strict
  assert.equal(loadConfig({ EMBEDDED_MONGO_STRICT: 'on' }).embeddedStore, { strict: true, testCommands: false });
  assert.equal(loadConfig({}).embeddedStore, { strict: false, testCommands: false });
  assert.throws(() => loadConfig({ EMBEDDED_MONGO_STRICT: 'yes' }), /EMBEDDED_MONGO_STRICT="yes": must be on or off/);
  const srv = await startTestServer({ env: { EMBEDDED_MONGO_STRICT: 'on' } });
  const other = await new MongoClient(srv.services.store.embedded!.uri).connect();
  const s1 = srv.services.store.client.startSession();
  const s2 = other.startSession();
  try {
    const c = srv.services.db.collection<Counter>('strict_probe');
    await c.insertOne({ _id: 'hot', n: 0 });
    await secondConflicts(c, s1, other.db(srv.services.db.databaseName).collection<Counter>('strict_probe'), s2);
    await s1.commitTransaction();
  } finally {
    await s1.endSession();
    await s2.endSession();
    await other.close();
    await srv.close();
  }
});

test.after(exitWhenDone);
test.run();
