// Fail points in the embedded server (src/store/embedded/fail-points.ts), as mongod has them for tests:
// configureFailPoint with failCommand (mode alwaysOn / { times } / { skip } / off; data failCommands, errorCode,
// errorLabels, closeConnection, blockConnection + blockTimeMS, writeConcernError, appName, namespace), only on a
// server started with test commands enabled. Everything through the official driver on a real port, so what is
// checked is what a driver makes of it: its retryable writes retrying a retryable failure, withTransaction retrying
// a transient one, a closed connection surfacing as a network error. Also on a worker-thread server and over the
// direct line (src/store/direct.ts), which app tests fail through.
import { rm } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  MongoClient,
  MongoNetworkError,
  MongoServerError,
  MongoWriteConcernError,
  type CommandStartedEvent,
  type Document,
  type MongoClientOptions,
} from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/store/embedded/index.js';
import { openStore } from '../../src/store/index.js';
import { directFor } from '../../src/store/direct.js';
import { insertOneLean } from '../../src/store/lean-read.js';
import { loadConfig } from '../../src/kernel/config.js';
import { exitWhenDone, rejects, tempDir } from './helpers.js';

let server: EmbeddedMongo;
let dir: string;
let client: MongoClient;
const clients: MongoClient[] = [];
const started: CommandStartedEvent[] = [];

async function connect(options: MongoClientOptions = {}): Promise<MongoClient> {
  const c = await new MongoClient(server.uri, options).connect();
  clients.push(c);
  return c;
}

const admin = () => client.db('admin');
const failPoint = (mode: unknown, data?: Document) =>
  admin().command({ configureFailPoint: 'failCommand', mode, ...(data ? { data } : {}) });
const db = () => client.db('fp');
/** Documents with string ids (the driver's default type wants ObjectIds). */
const coll = (name: string) => db().collection<{ _id: string; x?: number }>(name);
/** How many times the driver sent `name` while `run` ran. */
async function sent(name: string, run: () => Promise<unknown>): Promise<number> {
  const from = started.length;
  await run();
  return started.slice(from).filter((e) => e.commandName === name).length;
}

test.before(async () => {
  dir = tempDir('fail-points-');
  server = await startEmbeddedMongo({ dataDir: dir, enableTestCommands: true });
  client = await connect({ monitorCommands: true });
  client.on('commandStarted', (e) => started.push(e));
});
test.after.each(async () => {
  await failPoint('off');
});
test.after(async () => {
  for (const c of clients) await c.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
  exitWhenDone();
});

test('without test commands, configureFailPoint does not exist (59), as on a mongod without enableTestCommands', async () => {
  const d = tempDir('fail-points-off-');
  const plain = await startEmbeddedMongo({ dataDir: d });
  const c = await new MongoClient(plain.uri).connect();
  try {
    const err = await rejects(
      c.db('admin').command({
        configureFailPoint: 'failCommand',
        mode: 'alwaysOn',
        data: { failCommands: ['find'], errorCode: 2 },
      }),
      59,
    );
    assert.is(err.message, "no such command: 'configureFailPoint'");
    assert.is(err.codeName, 'CommandNotFound');
    await rejects(c.db('admin').command({ waitForFailPoint: 'failCommand', timesEntered: 1, maxTimeMS: 10 }), 59);
  } finally {
    await c.close();
    await plain.close();
    await rm(d, { recursive: true, force: true });
  }
});

test('test commands are refused in production, by the server and by the service configuration', async () => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const err = await startEmbeddedMongo({ dataDir: tempDir('fail-points-prod-'), enableTestCommands: true }).then(
      () => null,
      (e: Error) => e,
    );
    assert.match(String(err?.message), /NODE_ENV=production/);
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production', EMBEDDED_MONGO_TEST_COMMANDS: 'on' }),
    /EMBEDDED_MONGO_TEST_COMMANDS: fail points are a test tool/,
  );
  assert.equal(loadConfig({ EMBEDDED_MONGO_TEST_COMMANDS: 'on' }).embeddedStore, { strict: false, testCommands: true });
});

test('configureFailPoint: admin only, failCommand only, modes and data checked', async () => {
  await rejects(db().command({ configureFailPoint: 'failCommand', mode: 'off' }), 13);
  const unknown = await rejects(
    admin().command({ configureFailPoint: 'onPrimaryTransactionalWrite', mode: 'alwaysOn' }),
    266,
  );
  assert.is(unknown.message, 'onPrimaryTransactionalWrite not found');
  await rejects(admin().command({ configureFailPoint: 'failCommand' }), 20);
  await rejects(failPoint('sometimes'), 2);
  await rejects(failPoint({ times: -1 }), 2);
  await rejects(failPoint({ every: 2 }), 2);
  await rejects(failPoint('alwaysOn', { failCommands: ['find'], errorCode: 2, threadName: 'conn7' }), 2);
  await rejects(failPoint('alwaysOn', { failCommands: 'find', errorCode: 2 }), 14);
  // The answer is the number of times the fail point was entered before the change.
  const { count } = await failPoint({ times: 2 }, { failCommands: ['ping'], errorCode: 2 });
  await rejects(db().command({ ping: 1 }), 2);
  assert.is((await failPoint('off')).count, count + 1);
});

test("errorCode with alwaysOn fails only the listed commands, with the code, its name and mongod's message", async () => {
  await coll('c').insertOne({ _id: 'one' });
  await failPoint('alwaysOn', { failCommands: ['find', 'ping'], errorCode: 10107 });
  for (let i = 0; i < 2; i++) {
    const err = await rejects(db().collection('c').findOne({}), 10107);
    assert.is(err.codeName, 'NotWritablePrimary');
    assert.is(err.message, "Failing command via 'failCommand' failpoint");
  }
  // A bare ping (answered without decoding while no fail point is set) can be failed too.
  await rejects(db().command({ ping: 1 }), 10107);
  assert.is(await db().collection('c').countDocuments(), 1, 'aggregate is not in failCommands');
  await failPoint('off');
  assert.ok(await db().collection('c').findOne({}));
  assert.is((await db().command({ ping: 1 })).ok, 1);
});

test('{ times: n } fails n matching commands, { skip: n } lets n through and fails the rest', async () => {
  await failPoint({ times: 2 }, { failCommands: ['count'], errorCode: 2 });
  await db().command({ ping: 1 }); // not listed: does not use up a time
  await rejects(db().command({ count: 'c' }), 2);
  await rejects(db().command({ count: 'c' }), 2);
  await db().command({ count: 'c' });
  await failPoint({ skip: 2 }, { failCommands: ['count'], errorCode: 2 });
  await db().command({ count: 'c' });
  await db().command({ count: 'c' });
  await rejects(db().command({ count: 'c' }), 2);
  await rejects(db().command({ count: 'c' }), 2);
});

test('retryable writes: a { times: 1 } retryable code is labelled RetryableWriteError and the driver retries it to success', async () => {
  const c = coll('retry');
  await failPoint({ times: 1 }, { failCommands: ['insert'], errorCode: 91 });
  assert.is(await sent('insert', () => c.insertOne({ _id: 'r1' })), 2, 'sent once, retried once');
  assert.equal(await c.find().toArray(), [{ _id: 'r1' }], 'inserted once');

  // Without a txnNumber (retryWrites off) the write is not a retryable write: no label, no retry.
  const noRetry = await connect({ retryWrites: false });
  await failPoint({ times: 1 }, { failCommands: ['insert'], errorCode: 91 });
  const err = await rejects(noRetry.db('fp').collection<{ _id: string }>('retry').insertOne({ _id: 'r2' }), 91);
  assert.not.ok(err.hasErrorLabel('RetryableWriteError'));
  // A code that is not retriable is not labelled either: the driver gives up at once.
  await failPoint({ times: 1 }, { failCommands: ['insert'], errorCode: 2 });
  const bad = await rejects(c.insertOne({ _id: 'r3' }), 2);
  assert.not.ok(bad.hasErrorLabel('RetryableWriteError'));
});

test('errorLabels replace the labels the server would compute', async () => {
  const c = coll('labels');
  await failPoint({ times: 1 }, { failCommands: ['insert'], errorCode: 91, errorLabels: [] });
  const none = await rejects(c.insertOne({ _id: 'l1' }), 91);
  assert.not.ok(none.hasErrorLabel('RetryableWriteError'), 'an empty list removes the computed label: no retry');
  assert.is(await c.countDocuments(), 0);
  await failPoint({ times: 1 }, { failCommands: ['find'], errorCode: 2, errorLabels: ['Custom'] });
  const custom = await rejects(c.findOne({}), 2);
  assert.equal(custom.errorLabels, ['Custom']);
  // Labels given with a retryable meaning are acted on: the driver retries a non-retriable code labelled so.
  await failPoint({ times: 1 }, { failCommands: ['insert'], errorCode: 2, errorLabels: ['RetryableWriteError'] });
  assert.is(await sent('insert', () => c.insertOne({ _id: 'l2' })), 2);
});

test('in a transaction: a failed statement is TransientTransactionError and withTransaction retries; commit and abort fail too', async () => {
  const c = coll('txn');
  await c.insertOne({ _id: 'seed' }); // the collection exists before the transactions
  const s = client.startSession();
  try {
    let attempts = 0;
    await failPoint({ times: 1 }, { failCommands: ['insert'], errorCode: 112 });
    await s.withTransaction(async () => {
      attempts++;
      await c.insertOne({ _id: 't1' }, { session: s });
    });
    assert.is(attempts, 2);
    assert.ok(await c.findOne({ _id: 't1' }));

    // A retryable code on commitTransaction is RetryableWriteError: the driver retries the commit, and the
    // transaction, which the failed attempt never touched, commits.
    await failPoint({ times: 1 }, { failCommands: ['commitTransaction'], errorCode: 91 });
    s.startTransaction();
    await c.insertOne({ _id: 't2' }, { session: s });
    assert.is(await sent('commitTransaction', () => s.commitTransaction()), 2);
    assert.ok(await c.findOne({ _id: 't2' }));

    // A statement failed by the fail point leaves its transaction as it was: a later statement and the commit work.
    await failPoint({ times: 1 }, { failCommands: ['update'], errorCode: 2 });
    s.startTransaction();
    await c.insertOne({ _id: 't3' }, { session: s });
    const err = await rejects(c.updateOne({ _id: 't3' }, { $set: { x: 1 } }, { session: s }), 2);
    assert.not.ok(err.hasErrorLabel('TransientTransactionError'), 'BadValue is not transient');
    await c.updateOne({ _id: 't3' }, { $set: { x: 2 } }, { session: s });
    await s.commitTransaction();
    assert.equal(await c.findOne({ _id: 't3' }), { _id: 't3', x: 2 });

    await failPoint({ times: 1 }, { failCommands: ['abortTransaction'], errorCode: 91 });
    s.startTransaction();
    await c.insertOne({ _id: 't4' }, { session: s });
    assert.is(await sent('abortTransaction', () => s.abortTransaction()), 2, 'the driver retries the abort');
    assert.is(await c.findOne({ _id: 't4' }), null);
  } finally {
    await s.endSession();
  }
});

test('closeConnection: the driver sees a network error (and retries what it may retry)', async () => {
  const c = coll('close');
  const noRetry = await connect({ retryReads: false, retryWrites: false });
  await failPoint({ times: 1 }, { failCommands: ['find'], closeConnection: true });
  const err = await noRetry
    .db('fp')
    .collection('close')
    .findOne({})
    .then(
      () => null,
      (e: unknown) => e,
    );
  assert.instance(err, MongoNetworkError);
  assert.is(await noRetry.db('fp').collection('close').findOne({}), null, 'the next command gets a new connection');

  await failPoint({ times: 1 }, { failCommands: ['insert'], closeConnection: true });
  assert.is(await sent('insert', () => c.insertOne({ _id: 'c1' })), 2, 'the retryable write is retried');
  assert.is(await c.countDocuments({ _id: 'c1' }), 1, 'and applied once');

  // A transaction outlives the connection a fail point closed: the retried commit finds it and commits it.
  const s = client.startSession();
  try {
    s.startTransaction();
    await c.insertOne({ _id: 'c2' }, { session: s });
    await failPoint({ times: 1 }, { failCommands: ['commitTransaction'], closeConnection: true });
    assert.is(await sent('commitTransaction', () => s.commitTransaction()), 2);
    assert.ok(await c.findOne({ _id: 'c2' }));
  } finally {
    await s.endSession();
  }
});

test('blockConnection + blockTimeMS delays the command (up to its maxTimeMS); without blockTimeMS the command fails with 72', async () => {
  const c = db().collection('block');
  await failPoint({ times: 1 }, { failCommands: ['find'], blockConnection: true, blockTimeMS: 300 });
  const t0 = Date.now();
  assert.is(await c.findOne({}), null, 'then it runs');
  assert.ok(Date.now() - t0 >= 290, `blocked ${Date.now() - t0} ms`);
  await failPoint({ times: 1 }, { failCommands: ['find'], blockConnection: true, blockTimeMS: 100, errorCode: 2 });
  await rejects(c.findOne({}), 2);
  // The stall, as mongod's, ends at the command's maxTimeMS.
  await failPoint({ times: 1 }, { failCommands: ['find'], blockConnection: true, blockTimeMS: 5000 });
  const t1 = Date.now();
  await rejects(c.findOne({}, { maxTimeMS: 100 }), 50);
  assert.ok(Date.now() - t1 < 2000);
  await failPoint({ times: 1 }, { failCommands: ['find'], blockConnection: true });
  const err = await rejects(c.findOne({}), 72);
  assert.is(err.message, "must specify 'blockTimeMS' when 'blockConnection' is true");
});

test('writeConcernError: the write is applied and the reply carries the given error', async () => {
  const c = coll('wce');
  const wce = { code: 100, codeName: 'UnsatisfiableWriteConcern', errmsg: 'Not enough data-bearing nodes' };
  await failPoint({ times: 1 }, { failCommands: ['insert'], writeConcernError: wce });
  const err = await c.insertOne({ _id: 'w1' }).then(
    () => null,
    (e: unknown) => e,
  );
  assert.instance(err, MongoWriteConcernError);
  assert.is((err as MongoWriteConcernError).code, 100);
  assert.is(await c.countDocuments({ _id: 'w1' }), 1, 'the command otherwise succeeded');
  // A retriable code in it labels the retryable write RetryableWriteError: the driver retries, and the retry
  // answers as the write did (applied once), without the injected error.
  await failPoint(
    { times: 1 },
    { failCommands: ['insert'], writeConcernError: { code: 91, errmsg: 'Replication is being shut down' } },
  );
  assert.is(await sent('insert', () => c.insertOne({ _id: 'w2' })), 2);
  assert.is(await c.countDocuments({ _id: 'w2' }), 1);
  // Commands that take no write concern never get one.
  await failPoint('alwaysOn', { failCommands: ['find'], writeConcernError: wce });
  assert.ok(await c.findOne({ _id: 'w1' }));
});

test('appName: only connections whose handshake named that application', async () => {
  const a = await connect({ appName: 'app-a' });
  const b = await connect({ appName: 'app-b' });
  await failPoint('alwaysOn', { failCommands: ['find'], errorCode: 2, appName: 'app-a' });
  await rejects(a.db('fp').collection('c').findOne({}), 2);
  await b.db('fp').collection('c').findOne({});
  await db().collection('c').findOne({}); // no appName at all
});

test('namespace: only commands on that collection', async () => {
  await failPoint('alwaysOn', { failCommands: ['insert'], errorCode: 2, namespace: 'fp.orders' });
  await rejects(db().collection('orders').insertOne({}), 2);
  await db().collection('carts').insertOne({});
  await client.db('other').collection('orders').insertOne({});
});

test('waitForFailPoint waits until the fail point has been entered so many times', async () => {
  const { count } = await failPoint({ times: 1 }, { failCommands: ['find'], blockConnection: true, blockTimeMS: 200 });
  const blocked = db().collection('c').findOne({});
  await admin().command({ waitForFailPoint: 'failCommand', timesEntered: count + 1, maxTimeMS: 5000 });
  await blocked;
  await rejects(admin().command({ waitForFailPoint: 'failCommand', timesEntered: count + 5, maxTimeMS: 50 }), 50);
});

test('on a worker-thread server and over the direct line, as openStore sets them up', async () => {
  const d = tempDir('fail-points-store-');
  const store = await openStore({ dataDir: d, agenda: false, ensureIndexes: false, embedded: { testCommands: true } });
  try {
    assert.ok(directFor(store.client), 'the store has a direct line');
    const orders = store.db.collection<{ _id: string }>('orders');
    const configure = (mode: unknown, data?: Document) =>
      store.client.db('admin').command({ configureFailPoint: 'failCommand', mode, ...(data ? { data } : {}) });
    // The direct line retries what the driver retries (lean-read.ts): a write refused with a retryable code goes
    // to the driver, a write whose connection closed is sent again on the line, applied once.
    await configure(
      { times: 1 },
      { failCommands: ['insert'], errorCode: 11600, namespace: `${store.db.databaseName}.orders` },
    );
    await insertOneLean(orders, { _id: 'o1' });
    await configure({ times: 1 }, { failCommands: ['insert'], closeConnection: true });
    await insertOneLean(orders, { _id: 'o2' });
    await configure({ times: 2 }, { failCommands: ['insert'], closeConnection: true });
    const err = await insertOneLean(orders, { _id: 'o4' }).then(
      () => null,
      (e: unknown) => e,
    );
    assert.instance(err, MongoNetworkError, 'sent twice, both lost: the network error');
    // A failure no driver retries reaches the caller as it is.
    await configure(
      { times: 1 },
      { failCommands: ['insert'], errorCode: 11600, errorLabels: [], namespace: `${store.db.databaseName}.orders` },
    );
    await rejects(insertOneLean(orders, { _id: 'o5' }), 11600);
    // Through the driver on the worker's server: the retryable write is retried.
    await configure({ times: 1 }, { failCommands: ['insert'], errorCode: 189 });
    await orders.insertOne({ _id: 'o3' });
    assert.equal(
      (await orders.find().sort({ _id: 1 }).toArray()).map((o) => o._id),
      ['o1', 'o2', 'o3'],
    );
    await configure('off');
  } finally {
    await store.close();
    await rm(d, { recursive: true, force: true });
  }
});

test('real errors get only the labels mongod computes; isMaster and hello are one command', async () => {
  const c = coll('plain');
  await c.insertOne({ _id: 'dup' });
  const err = await c.insertOne({ _id: 'dup' }).then(
    () => null,
    (e: MongoServerError) => e,
  );
  assert.is(err?.code, 11000);
  assert.not.ok(err?.hasErrorLabel('RetryableWriteError'));
  // A fail point naming isMaster fails hello too (mongod registers them as one command).
  const monitored = await connect({ appName: 'alias-check' });
  await failPoint('alwaysOn', { failCommands: ['isMaster'], errorCode: 2, appName: 'alias-check' });
  await rejects(monitored.db('admin').command({ hello: 1 }), 2);
});

test.run();
