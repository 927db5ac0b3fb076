// test-store: own (the embedded server's threads themselves, started here whatever the pass)
// A closed embedded server's thread serves the process's next start (src/store/embedded/index.ts, the spare
// thread): each start still gets only its own DATA_DIR's data, a data directory is free again once its server
// closed, a start refused on the spare thread leaves it usable, and a process whose only thread left is the spare
// ends on its own.
import { execFile } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/store/embedded/index.js';
import { repoRoot } from '../harness/contract.js';
import { exitWhenDone, tempDir } from './helpers.js';

const run = promisify(execFile);
const dirs: string[] = [];
const dir = () => {
  const d = tempDir('thread-reuse-');
  dirs.push(d);
  return d;
};
/** Every server started here, closed at the end whatever a test left open (close() twice is harmless). */
const started: EmbeddedMongo[] = [];
const start = async (dataDir: string) => {
  const srv = await startEmbeddedMongo({ dataDir, thread: true });
  started.push(srv);
  return srv;
};
test.after(async () => {
  await Promise.allSettled(started.map((s) => s.close()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  exitWhenDone();
});

async function withClient<T>(srv: EmbeddedMongo, fn: (c: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(srv.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}
const names = (srv: EmbeddedMongo) =>
  withClient(srv, async (c) => (await c.db('shop').collection('items').find().toArray()).map((d) => d.name).sort());

test('the next start runs on the closed server’s thread, with only its own data directory’s data', async () => {
  const [a, b] = [dir(), dir()];
  const first = await start(a);
  await withClient(first, (c) => c.db('shop').collection('items').insertOne({ name: 'in a' }));
  await first.close();

  const second = await start(b);
  assert.is(second.threadId, first.threadId, 'the spare thread serves the next start');
  assert.equal(await names(second), [], 'nothing of a in b');
  await withClient(second, (c) => c.db('shop').collection('items').insertOne({ name: 'in b' }));
  await second.close();

  // a's directory was released when its server closed: it opens again, on the same thread, with its data.
  const again = await start(a);
  assert.is(again.threadId, first.threadId);
  assert.equal(await names(again), ['in a']);
  await again.close();
});

test('a start refused on the spare thread (its directory in use) leaves a thread for the next one', async () => {
  const [held, free] = [dir(), dir()];
  const warm = await start(free);
  await warm.close(); // a spare now exists
  const holder = await start(held); // takes the spare
  await (await start(free)).close(); // a new thread, kept as the spare
  const refused = await start(held).then(
    () => null,
    (err: Error) => err,
  );
  assert.ok(refused, 'the held directory is refused');
  assert.match(refused!.message, /in use|lock/i);
  const next = await start(free);
  assert.equal(await names(next), []);
  await next.close();
  await holder.close();
});

test('a process whose only thread left is the spare ends by itself', async () => {
  const index = new URL('../../src/store/embedded/index.js', import.meta.url);
  const file = join(dir(), 'spare.mjs');
  writeFileSync(
    file,
    `const { startEmbeddedMongo } = await import(${JSON.stringify(index.href)});
     const srv = await startEmbeddedMongo({ dataDir: ${JSON.stringify(dir())}, thread: true });
     await srv.close();
     console.log('closed');`,
  );
  // Compiled (the test runner's build) the module is there; from source tsx's loader finds the .ts behind it.
  const args = existsSync(index) ? [file] : ['--import', 'tsx', file];
  // A spare that held the process open would run into the timeout, which fails the call.
  const { stdout } = await run(process.execPath, args, { cwd: repoRoot, timeout: 30_000 });
  assert.match(stdout, /closed/);
});

test.run();
