// The embedded store in this process counts the business collection's visible changes in memory both threads
// share (src/store/change-counts.ts, embedded/change-counters.ts), and the business document is read again only
// when that count has moved (modules/business/store.ts currentBusiness). What must hold: a change written by
// anyone (another client, as another process would) is seen by the next read; a transaction's change is counted
// when it commits, not before; between changes the document costs no round trip; and without a count (a store
// elsewhere) every caller reads.
import { rm } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MongoClient, type Db } from 'mongodb';
import { changeCount, openStore, type Store } from '../../src/store/index.js';
import { currentBusiness } from '../../src/modules/business/store.js';
import { tempDir } from './helpers.js';

let store: Store;
let dir: string;
/** Another client over TCP: what another process sees and writes. */
let other: MongoClient;
let otherDb: Db;
let finds = 0;

test.before(async () => {
  dir = tempDir('change-counts-');
  store = await openStore({ dataDir: dir, agenda: false, ensureIndexes: false, monitorCommands: true });
  store.client.on('commandStarted', (e) => {
    if (e.commandName === 'find' && e.command.find === 'businesses') finds++;
  });
  other = new MongoClient(store.embedded!.uri);
  otherDb = other.db(store.db.databaseName);
  await otherDb.collection('businesses').insertOne({ _id: 'biz_a' as never, name: 'A', currency: 'GHS' });
});
test.after(async () => {
  await other?.close();
  await store?.close();
  await rm(dir, { recursive: true, force: true });
});

const businessesOf = (db: Db) => db.collection<{ _id: string; name: string; currency?: string }>('businesses');

test('between changes the business document costs no round trip; a change by another client is read at once', async () => {
  const first = await currentBusiness(store.db, 'biz_a');
  assert.is(first?.name, 'A');
  const before = finds;
  for (let i = 0; i < 20; i++) assert.is(await currentBusiness(store.db, 'biz_a'), first, 'the same frozen document');
  assert.is(finds, before, 'no read while nothing changed');

  const count = changeCount(store.db, 'businesses')!;
  await businessesOf(otherDb).updateOne({ _id: 'biz_a' }, { $set: { name: 'A2' } });
  assert.ok(changeCount(store.db, 'businesses')! > count, 'the write moved the count before it was acknowledged');
  assert.is((await currentBusiness(store.db, 'biz_a'))?.name, 'A2');
  assert.is(finds, before + 1);
});

test('a change of another business document also makes the next caller read (the count is per collection)', async () => {
  await currentBusiness(store.db, 'biz_a');
  const before = finds;
  await businessesOf(otherDb).insertOne({ _id: 'biz_b', name: 'B' });
  assert.is((await currentBusiness(store.db, 'biz_a'))?.name, 'A2');
  assert.is(finds, before + 1);
});

test("a transaction's change is counted when it commits: before, callers keep the old document; after, the new", async () => {
  await currentBusiness(store.db, 'biz_a');
  const session = other.startSession();
  try {
    session.startTransaction();
    await businessesOf(otherDb).updateOne({ _id: 'biz_a' }, { $set: { name: 'A3' } }, { session });
    assert.is((await currentBusiness(store.db, 'biz_a'))?.name, 'A2', 'an uncommitted change is not read');
    await session.commitTransaction();
  } finally {
    await session.endSession();
  }
  assert.is((await currentBusiness(store.db, 'biz_a'))?.name, 'A3', 'the committed change is read at the next call');
});

test('a removed or dropped document is not answered from memory', async () => {
  await currentBusiness(store.db, 'biz_b');
  await businessesOf(otherDb).deleteOne({ _id: 'biz_b' });
  assert.is(await currentBusiness(store.db, 'biz_b'), null);
  assert.is((await currentBusiness(store.db, 'biz_a'))?.name, 'A3');
  await businessesOf(otherDb).drop();
  assert.is(await currentBusiness(store.db, 'biz_a'), null);
  await businessesOf(otherDb).insertOne({ _id: 'biz_a', name: 'A4' });
  assert.is((await currentBusiness(store.db, 'biz_a'))?.name, 'A4');
});

test('a client of a store elsewhere has no count: every caller reads', async () => {
  assert.is(changeCount(otherDb, 'businesses'), undefined);
  let otherFinds = 0;
  const monitored = new MongoClient(store.embedded!.uri, { monitorCommands: true });
  monitored.on('commandStarted', (e) => {
    if (e.commandName === 'find') otherFinds++;
  });
  try {
    const db = monitored.db(store.db.databaseName);
    await currentBusiness(db, 'biz_a');
    await currentBusiness(db, 'biz_a');
    assert.is(otherFinds, 2);
  } finally {
    await monitored.close();
  }
});

test("carts are counted by session: a change moves its sessions' counts, before and after, and no other", async () => {
  const carts = otherDb.collection<{ _id: string; session_id?: string; n?: number }>('carts');
  const count = (key: string) => changeCount(store.db, 'carts', key)!;
  assert.is(changeCount(store.db, 'carts'), undefined, 'counted by session only');
  const e0 = count('sess_a');
  await otherDb.createCollection('carts');
  assert.not.equal(count('sess_a'), e0, 'creating the collection moves every session');
  const [a0, b0, c0] = [count('sess_a'), count('sess_b'), count('sess_c')];
  await carts.insertOne({ _id: 'cart_1', session_id: 'sess_a', n: 1 });
  assert.is(count('sess_a'), a0 + 1, 'an insert');
  await carts.updateOne({ _id: 'cart_1' }, { $set: { n: 2 } });
  assert.is(count('sess_a'), a0 + 2, 'an update');
  await carts.updateOne({ _id: 'cart_1' }, { $set: { session_id: 'sess_b' } });
  assert.is(count('sess_a'), a0 + 3, 'moved away: the old session');
  assert.is(count('sess_b'), b0 + 1, 'moved in: the new session');
  assert.is(count('sess_c'), c0, 'another session is not moved');
  const session = other.startSession();
  try {
    session.startTransaction();
    await carts.deleteOne({ _id: 'cart_1' }, { session });
    assert.is(count('sess_b'), b0 + 1, 'not before the commit');
    await session.commitTransaction();
  } finally {
    await session.endSession();
  }
  assert.is(count('sess_b'), b0 + 2, 'a committed delete');
  const c1 = count('sess_c');
  await carts.drop();
  assert.not.equal(count('sess_c'), c1, 'dropping the collection moves every session');
});

test.run();
