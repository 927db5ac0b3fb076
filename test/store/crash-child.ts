// Child process of crash.test.ts: opens the embedded server on DATA_DIR (argv[2]), then inserts and updates
// documents as fast as it can, printing one line per acknowledged write ("I <n>" / "U <n>") until it is
// killed. fsync is 'never' on purpose: surviving a process kill must not depend on fsync. argv[3] = 'thread' runs
// the server on a worker thread, as openStore does.
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src/store/embedded/index.js';

const dataDir = process.argv[2];
const srv = await startEmbeddedMongo({ dataDir, fsync: 'never', thread: process.argv[3] === 'thread' });
const client = new MongoClient(srv.uri, { maxPoolSize: 4 });
await client.connect();
const c = client.db('crash').collection<{ _id: number; v: number; pad: string; t?: number }>('docs');
const start = (await c.countDocuments()) + 1;
process.stdout.write(`READY ${start}\n`);
const pad = 'x'.repeat(200);
for (let n = start; ; n++) {
  await c.insertOne({ _id: n, v: 0, pad });
  process.stdout.write(`I ${n}\n`);
  if (n > start) {
    await c.updateOne({ _id: n - 1 }, { $set: { v: 1 } });
    process.stdout.write(`U ${n - 1}\n`);
  }
  if (n % 50 === 0) {
    // A transaction now and then: both documents or neither.
    const s = client.startSession();
    await s.withTransaction(async () => {
      await c.updateOne({ _id: n }, { $set: { t: 1 } }, { session: s });
      await c.updateOne({ _id: n - 1 }, { $set: { t: 1 } }, { session: s });
    });
    await s.endSession();
    process.stdout.write(`T ${n}\n`);
  }
}
