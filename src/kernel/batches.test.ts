import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Batches } from './batches.js';

/** A batch runner that records its batches and answers each item doubled (an odd item fails). */
function recorder() {
  const batches: number[][] = [];
  const b = new Batches<number, number>(async (items) => {
    batches.push(items);
    await new Promise((r) => setTimeout(r, 5));
    return items.map((n) =>
      n % 2 ? { status: 'rejected', reason: new Error(`odd ${n}`) } : { status: 'fulfilled', value: n * 2 },
    );
  }, 3);
  return { b, batches };
}

test('an item alone goes at once; those arriving meanwhile go together, at most `max` a batch', async () => {
  const { b, batches } = recorder();
  const all = [2, 4, 6, 8, 10].map((n) => b.add('k', n));
  assert.equal(await Promise.all(all), [4, 8, 12, 16, 20]);
  assert.equal(batches, [[2], [4, 6, 8], [10]]);
});

test('each item settles with its own outcome; keys are batched apart', async () => {
  const { b, batches } = recorder();
  const [a, c, d] = await Promise.allSettled([b.add('k', 2), b.add('other', 4), b.add('k', 3)]);
  assert.equal(a, { status: 'fulfilled', value: 4 });
  assert.equal(c, { status: 'fulfilled', value: 8 });
  assert.is(d.status, 'rejected');
  assert.equal(batches, [[2], [4], [3]]);
});

test('a batch that throws fails each of its items; the next batch runs', async () => {
  let calls = 0;
  const b = new Batches<number, number>(async (items) => {
    calls++;
    await new Promise((r) => setTimeout(r, 1));
    if (calls === 1) throw new Error('down');
    return items.map((n) => ({ status: 'fulfilled', value: n }));
  }, 10);
  const results = await Promise.allSettled([b.add('k', 1), b.add('k', 2), b.add('k', 3)]);
  assert.equal(
    results.map((r) => r.status),
    ['rejected', 'fulfilled', 'fulfilled'],
  );
});

test.run();
