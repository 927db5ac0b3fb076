import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SharedReads } from './shared-read.js';

/** A load whose reads the test finishes by hand: each read answers the value the "store" holds when it is finished. */
function manualStore() {
  const state = { value: 1 };
  const started: { key: string; finish(): void; fail(err: Error): void }[] = [];
  const reads = new SharedReads<{ key: string; value: number }>(
    (key) =>
      new Promise((resolve, reject) => {
        const readAt = state.value; // a read sees the store as it was when the read began
        started.push({ key, finish: () => resolve({ key, value: readAt }), fail: reject });
      }),
  );
  return { state, started, reads };
}

const tick = () => new Promise((r) => setImmediate(r));

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection');
}

test('a caller who asks while a read runs gets the next read, which begins after it asked', async () => {
  const { state, started, reads } = manualStore();
  const first = reads.read('biz_a');
  // A write lands after the first read began, and is acknowledged before the second caller asks.
  state.value = 2;
  const second = reads.read('biz_a');
  const third = reads.read('biz_a');
  assert.is(started.length, 1, 'one read in flight per key');
  started[0].finish();
  assert.equal(await first, { key: 'biz_a', value: 1 });
  await tick();
  assert.is(started.length, 2, 'the next read starts when the running one ends');
  started[1].finish();
  const [b, c] = await Promise.all([second, third]);
  assert.equal(b, { key: 'biz_a', value: 2 }, 'the second caller sees the write it saw acknowledged');
  assert.is(b, c, 'callers who asked during the same running read share the next one');
  await tick();
  assert.is(reads.running, 0, 'nothing left running');
});

test('keys do not share reads', async () => {
  const { started, reads } = manualStore();
  const a = reads.read('biz_a');
  const b = reads.read('biz_b');
  assert.equal(
    started.map((s) => s.key),
    ['biz_a', 'biz_b'],
  );
  for (const s of started) s.finish();
  assert.is((await a).key, 'biz_a');
  assert.is((await b).key, 'biz_b');
});

test('a failed read fails its own callers only; the next read still runs', async () => {
  const { started, reads } = manualStore();
  const first = reads.read('biz_a');
  const second = reads.read('biz_a');
  const failed = rejection(first);
  started[0].fail(new Error('connection reset'));
  assert.match((await failed).message, /connection reset/);
  await tick();
  started[1].finish();
  assert.is((await second).value, 1);
});

test('a load that throws synchronously rejects its callers and leaves the key free', async () => {
  let calls = 0;
  const reads = new SharedReads<number>(() => {
    calls++;
    if (calls === 1) throw new Error('bad filter');
    return Promise.resolve(7);
  });
  assert.match((await rejection(reads.read('k'))).message, /bad filter/);
  assert.is(await reads.read('k'), 7);
  assert.is(reads.running, 0);
});

test("answers are frozen, deeply, so one caller cannot change another's", async () => {
  const reads = new SharedReads((key) => Promise.resolve({ key, tax: { rate_bps: 1000 } }));
  const doc = await reads.read('biz_a');
  assert.ok(Object.isFrozen(doc) && Object.isFrozen(doc.tax));
  assert.throws(() => {
    (doc.tax as { rate_bps: number }).rate_bps = 0;
  }, TypeError);
});

/**
 * Reads of a store whose change count the test moves by hand (`store.count`, starting at `count`); every load
 * answers { v: 0 } and is counted in `store.loads`.
 */
function countedStore(count: number) {
  const store = { count, loads: 0 };
  const reads = new SharedReads<{ v: number }>(
    async () => {
      store.loads++;
      return { v: 0 };
    },
    { version: () => store.count },
  );
  return { store, reads };
}

test("a writer's answer is kept only when the count moved by exactly its own write", async () => {
  const { store, reads } = countedStore(10);
  // The write was the only change: its answer is what a read now gives.
  let before = reads.version('cart')!;
  store.count++;
  reads.wrote('cart', before, { v: 1 });
  assert.equal(await reads.read('cart'), { v: 1 });
  assert.is(store.loads, 0);
  // Another change landed between sending the write and its acknowledgement: the store may hold that one.
  before = reads.version('cart')!;
  store.count += 2;
  reads.wrote('cart', before, { v: 2 });
  assert.equal(await reads.read('cart'), { v: 0 }, 'read from the store');
  assert.is(store.loads, 1);
  // Without a count nothing is kept.
  const blind = new SharedReads<{ v: number }>(async () => ({ v: 0 }));
  blind.wrote('cart', blind.version('cart'), { v: 3 });
  assert.equal(await blind.read('cart'), { v: 0 });
});

test('a read made elsewhere (several in one round trip) is kept under the count taken before it, and known until the count moves', async () => {
  const { store, reads } = countedStore(5);
  assert.is(reads.known('biz'), undefined, 'nothing read yet');
  const before = reads.version('biz');
  const value = reads.learned('biz', before, { v: 7 });
  assert.ok(Object.isFrozen(value), 'frozen: it is shared from now on');
  assert.equal(reads.known('biz'), { value: { v: 7 } });
  assert.equal(await reads.read('biz'), { v: 7 });
  assert.is(store.loads, 0);
  store.count++;
  assert.is(reads.known('biz'), undefined, 'a change became visible since: read again');
  // A read that began before a change it may have missed is kept under the older count, so it is never answered.
  const stale = reads.version('biz');
  store.count++;
  reads.learned('biz', stale, { v: 8 });
  assert.is(reads.known('biz'), undefined);
  // Without a count nothing is known, and what is learned is only frozen.
  const blind = new SharedReads<{ v: number }>(async () => ({ v: 0 }));
  assert.ok(Object.isFrozen(blind.learned('biz', blind.version('biz'), { v: 1 })));
  assert.is(blind.known('biz'), undefined);
});

test.run();
