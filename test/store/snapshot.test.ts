// test-store: own (an embedded store in a DATA_DIR of its own, closed and opened again)
// A compaction writes every document into a fresh snapshot through one 4 MB buffer (src/store/embedded/storage.ts):
// records cross the buffer's edges, a document larger than the buffer is written on its own, and several
// collections follow each other. All of it must read back byte for byte, in a snapshot with no torn record.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src/store/embedded/index.js';
import { readRecords } from '../../src/store/embedded/journal.js';
import { tempDir } from './helpers.js';

test('a snapshot larger than its write buffer, with a document larger than the buffer, reads back whole', async () => {
  const dir = tempDir('store-snapshot-');
  try {
    // 4,000 documents of about 2 kB: 6 MB before the one of 5 MB (the buffer fills on the way), 2 MB after it; then
    // a second collection, with a name of another length (records do not line up with the buffer's edges).
    const small = Array.from({ length: 4000 }, (_, i) => ({
      _id: i,
      name: `item ${i}`,
      text: 'x'.repeat(1900 + (i % 97)),
      nested: { n: i, at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) },
    }));
    const big = { _id: 'big', text: 'y'.repeat(5 * 1024 * 1024) };
    const others = Array.from({ length: 50 }, (_, i) => ({ _id: `o${i}`, value: i }));

    let srv = await startEmbeddedMongo({ dataDir: dir });
    let client = new MongoClient(srv.uri);
    try {
      const db = client.db('snap');
      const coll = db.collection<{ _id: unknown }>('a_collection');
      await coll.insertMany(small.slice(0, 3000));
      await coll.insertOne(big);
      await coll.insertMany(small.slice(3000));
      await db.collection<{ _id: unknown }>('b').insertMany(others);
    } finally {
      await client.close();
      await srv.close(); // a clean close compacts
    }
    const snapshot = join(dir, 'snap', 'snapshot.bson');
    assert.ok(readdirSync(join(dir, 'snap')).includes('snapshot.bson'));
    const read = readRecords(snapshot);
    assert.not.ok(read.torn, 'no torn record');
    assert.is(read.records.length, 1 + small.length + 1 + others.length, 'the header and one record per document');

    srv = await startEmbeddedMongo({ dataDir: dir });
    client = new MongoClient(srv.uri);
    try {
      const db = client.db('snap');
      const a = await db
        .collection<{ _id: unknown; text?: string }>('a_collection')
        .find({})
        .sort({ _id: 1 })
        .toArray();
      assert.is(a.length, small.length + 1);
      assert.equal(
        a.filter((d) => d._id !== 'big'),
        small,
      );
      const back = a.find((d) => d._id === 'big');
      assert.is(back?.text?.length, big.text.length);
      assert.ok(back?.text === big.text);
      assert.equal(
        await db.collection('b').find({}).sort({ _id: 1 }).toArray(),
        [...others].sort((x, y) => (x._id < y._id ? -1 : 1)),
      );
    } finally {
      await client.close();
      await srv.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
