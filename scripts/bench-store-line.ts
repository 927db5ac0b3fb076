// What one store command costs in CPU by the path it takes, with the embedded server on its worker thread as
// openStore runs it: the driver's findOne, the lean read through the driver's command path (Db.command), the lean
// read over the direct line (src/store/direct.ts), and the same for an insert. Commands run one at a time; the CPU
// is read per thread from /proc (this process's main thread, and every other thread: the store's, V8's helpers).
//
//   npm run bench:store-line [-- --ops 20000]
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { type Collection, type Document } from 'mongodb';
import { findOneLean, insertOneLean, openStore } from '../src/store/index.js';
import { directFor, useDirect } from '../src/store/direct.js';
import { tempDir } from '../test/store/helpers.js';

const ops = Number(process.argv[process.argv.indexOf('--ops') + 1]) || 20_000;
const TICKS_PER_MS = 100 / 1000; // USER_HZ

/** CPU ms so far of each thread of this process. */
function threadCpu(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(Number(tid), (Number(f[11]) + Number(f[12])) / TICKS_PER_MS);
  }
  return out;
}

async function measure(name: string, op: (i: number) => Promise<unknown>): Promise<Record<string, string | number>> {
  for (let i = 0; i < 2000; i++) await op(-i - 1); // warm-up
  const before = threadCpu();
  const t0 = performance.now();
  for (let i = 0; i < ops; i++) await op(i);
  const wall = performance.now() - t0;
  const after = threadCpu();
  let main = 0;
  let other = 0;
  for (const [tid, ms] of after) {
    const d = ms - (before.get(tid) ?? 0);
    if (tid === process.pid) main += d;
    else other += d;
  }
  const us = (ms: number) => Math.round((ms / ops) * 1000);
  return {
    path: name,
    'wall µs/op': us(wall),
    'main thread µs/op': us(main),
    'other threads µs/op': us(other),
    'all µs/op': us(main + other),
  };
}

const dir = tempDir('bench-line-');
const store = await openStore({ dataDir: dir, agenda: false, ensureIndexes: false });
const direct = directFor(store.client)!;
const coll = store.db.collection<Document>('things') as Collection<Document>;
await coll.insertOne({
  _id: 'a' as never,
  name: 'x'.repeat(300),
  n: 1,
  at: new Date(),
  tags: ['a', 'b'],
  nested: { k: 1 },
});
const doc = (i: number) => ({
  _id: `d${i}_${Math.random()}` as never,
  name: 'y'.repeat(300),
  n: i,
  at: new Date(),
  tags: ['a'],
});

const rows = [];
rows.push(await measure('findOne (driver)', () => coll.findOne({ _id: 'a' as never })));
rows.push(await measure('find command (lean, direct line)', () => findOneLean(coll, { _id: 'a' as never })));
rows.push(await measure('insertOne (driver)', (i) => coll.insertOne(doc(i))));
rows.push(await measure('insert command (lean, direct line)', (i) => insertOneLean(coll, doc(i))));
// The same lean commands with the direct line taken away: what they cost through the driver's command path.
useDirect(store.client, null);
rows.push(await measure('find command (lean, driver command path)', () => findOneLean(coll, { _id: 'a' as never })));
useDirect(store.client, direct);
console.table(rows);
await store.close();
rmSync(dir, { recursive: true, force: true });
