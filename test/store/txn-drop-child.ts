// Child of engine.test.ts: opens a transaction on the server at argv[2], writes in it, reports, and waits
// to be killed without committing.
import { MongoClient } from 'mongodb';

const client = new MongoClient(process.argv[2]);
await client.connect();
const s = client.startSession();
s.startTransaction();
await client
  .db('drop')
  .collection('docs')
  .insertOne({ _id: 'uncommitted' as never }, { session: s });
process.stdout.write('IN_TXN\n');
setInterval(() => undefined, 1000);
