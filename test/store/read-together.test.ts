// Several reads in one round trip (src/store/read-together.ts): each part answers what its own find (or findOne)
// answers, tenant-scoped parts narrowed to their tenant, however many documents and whichever part is empty; through
// the driver as one aggregate command (a store in another process: the embedded server over TCP, or MONGODB_URI),
// and with the embedded store in this process as one find per part over the direct line.
import { rm } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Decimal128, Int32, Long, MongoClient, type CommandStartedEvent, type Db } from 'mongodb';
import { openStore, readTogether, type ReadPart, type Store } from '../../src/store/index.js';
import { startTarget, tempDir, type Target } from './helpers.js';

const tenant = { business_id: 'biz_1', livemode: false };
const other = { business_id: 'biz_2', livemode: false };

async function fill(db: Db): Promise<void> {
  await db.collection('carts').insertMany([
    {
      _id: 'c1' as never,
      ...tenant,
      session_id: 's1',
      status: 'active',
      n: new Int32(2),
      big: Long.fromString('9007199254740993'),
      d: Decimal128.fromString('1.10'),
      at: new Date('2026-01-02T03:04:05Z'),
      items: [{ id: 'l1', q: 1 }],
    },
    { _id: 'c2' as never, ...other, session_id: 's1', status: 'active' },
    { _id: 'c3' as never, ...tenant, session_id: 's1', status: 'converted' },
  ]);
  await db.collection('businesses').insertMany([
    { _id: 'biz_1' as never, name: 'One', tax: { rate_bps: 1250 } },
    { _id: 'biz_2' as never, name: 'Two' },
  ]);
  await db.collection('inventory_levels').insertMany(
    Array.from({ length: 300 }, (_, i) => ({
      _id: `lv${String(i).padStart(3, '0')}` as never,
      ...(i % 3 ? tenant : other),
      product_id: i < 290 ? 'p1' : 'p2',
      quantity_on_hand: i,
    })),
  );
}

const parts: ReadPart[] = [
  { collection: 'carts', filter: { session_id: 's1', status: 'active' }, tenant, one: true },
  { collection: 'businesses', filter: { _id: 'biz_1' }, one: true },
  { collection: 'inventory_levels', filter: { product_id: 'p1' }, tenant },
  { collection: 'counters', filter: { _id: 'none' }, one: true },
];

/** What each part's own read answers. */
async function alone(db: Db) {
  return [
    [await db.collection('carts').findOne({ session_id: 's1', status: 'active', ...tenant })],
    [await db.collection('businesses').findOne({ _id: 'biz_1' as never })],
    await db
      .collection('inventory_levels')
      .find({ product_id: 'p1', ...tenant })
      .toArray(),
    [],
  ];
}

test('through the driver: one aggregate, each part what its own read answers', async () => {
  const t: Target = await startTarget();
  try {
    const seen: CommandStartedEvent[] = [];
    const monitored = await MongoClient.connect(t.uri, { monitorCommands: true });
    monitored.on('commandStarted', (e) => seen.push(e));
    const db = monitored.db(t.db.databaseName);
    await fill(db);
    seen.length = 0;
    const got = await readTogether(db, parts);
    assert.equal(
      seen.map((e) => e.commandName),
      ['aggregate', 'getMore'],
      'one aggregate, and a getMore past its first batch',
    );
    assert.is(got[2].length, 193);
    assert.equal(got, await alone(db));
    // The leading part empty, the others still answered.
    const none = await readTogether(db, [{ ...parts[0], filter: { session_id: 'nobody' } }, parts[1]]);
    assert.equal(none, [[], [await db.collection('businesses').findOne({ _id: 'biz_1' as never })]]);
    await monitored.close();
  } finally {
    await t.stop();
  }
});

test('with the embedded store in this process: one find per part over the direct line, the same answers', async () => {
  const dir = tempDir('read-together-');
  const store: Store = await openStore({ dataDir: dir, agenda: false, ensureIndexes: false, monitorCommands: true });
  try {
    const seen: CommandStartedEvent[] = [];
    store.client.on('commandStarted', (e) => seen.push(e));
    await fill(store.db);
    seen.length = 0;
    const got = await readTogether(store.db, parts);
    assert.equal(
      seen
        .filter((e) => String(e.connectionId) === 'direct' && e.commandName === 'find')
        .map((e) => e.command.find)
        .sort(),
      ['businesses', 'carts', 'counters', 'inventory_levels'],
    );
    assert.equal(got, await alone(store.db));
  } finally {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();
