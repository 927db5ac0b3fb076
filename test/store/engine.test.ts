// Embedded-server specifics that the driver-level conformance suite cannot see: the ordered index
// structure, and a transaction abandoned by a client that died.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareValues } from '../../src/store/embedded/bson-values.js';
import { SortedList } from '../../src/store/embedded/sorted-list.js';
import { compileFilter } from '../../src/store/embedded/query-engine.js';
import { encodeOps } from '../../src/store/embedded/storage.js';
import { RawDoc, encode } from '../../src/store/embedded/raw-bson.js';
import * as BSON from 'bson';
import { ObjectId } from 'bson';
import { Query } from 'mingo';
import { startTarget } from './helpers.js';

test('SortedList keeps order through random inserts and removals and scans ranges both ways', () => {
  const list = new SortedList<number>((a, b) => a - b);
  const model: number[] = [];
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 20000; i++) {
    const v = Math.floor(rnd() * 5000);
    if (rnd() < 0.3 && model.length) {
      const victim = model[Math.floor(rnd() * model.length)];
      assert.ok(list.remove(victim));
      model.splice(model.indexOf(victim), 1);
    } else {
      list.insert(v);
      model.push(v);
    }
  }
  model.sort((a, b) => a - b);
  assert.is(list.size, model.length);
  assert.equal([...list.range(-Infinity, Infinity)], model);
  const expect = model.filter((v) => v >= 1000 && v <= 1200);
  assert.equal([...list.range(1000, 1200)], expect);
  assert.equal([...list.range(1000, 1200, true)], expect.slice().reverse());
  assert.not.ok(list.remove(-1));
});

test('compareValues follows MongoDB type order', () => {
  const ordered = [null, -1, 0.5, 2, '', 'a', 'b', {}, { a: 1 }, [1], false, true, new Date(0), new Date(1)];
  for (let i = 0; i < ordered.length - 1; i++) {
    assert.is(compareValues(ordered[i], ordered[i + 1]), -1, `${JSON.stringify(ordered[i])} < ${JSON.stringify(ordered[i + 1])}`);
  }
  assert.is(compareValues(undefined, null), 0, 'missing sorts with null');
});

test('the direct matcher agrees with mingo on the filter shapes it handles', () => {
  let seed = 11;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  const oid = [new ObjectId('64b000000000000000000001'), new ObjectId('64b000000000000000000002')];
  const pool = [0, 1, 2, 2.5, -1, 'a', 'b', 'ab', true, false, new Date(1000), new Date(2000), oid[0], oid[1]];
  const pick = () => pool[rnd(pool.length)];
  const value = (): unknown => {
    const r = rnd(10);
    if (r === 0) return undefined;
    if (r === 1) return [pick(), pick()];
    if (r === 2) return [];
    if (r === 3) return { x: pick() };
    if (r === 4) return null;
    return pick();
  };
  const docs = Array.from({ length: 300 }, (_, i) => {
    const d: Record<string, unknown> = { _id: i };
    for (const f of ['a', 'b']) {
      const v = value();
      if (v !== undefined) d[f] = v;
    }
    if (rnd(2)) d.n = [{ x: pick() }, { x: pick() }];
    return d;
  });
  const ops = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin'];
  const cond = (): unknown => {
    if (rnd(4) === 0) return pick();
    const op = ops[rnd(ops.length)];
    return { [op]: op === '$in' || op === '$nin' ? [pick(), pick()] : pick() };
  };
  const field = () => ['a', 'b', 'n.x'][rnd(3)];
  let compared = 0;
  for (let i = 0; i < 400; i++) {
    const filter: Record<string, unknown> =
      rnd(3) === 0 ? { $or: [{ [field()]: cond() }, { [field()]: cond() }] } : { [field()]: cond(), [field()]: cond() };
    const ours = compileFilter(filter)!;
    const theirs = new Query(filter, {});
    assert.not.instance(ours, Query, 'handled directly');
    for (const d of docs) {
      assert.is(ours.test(d), theirs.test(d), `${JSON.stringify(filter)} on ${JSON.stringify(d)}`);
      compared++;
    }
  }
  assert.is(compared, 400 * 300);
});

test('journal records written by hand equal the generic BSON encoding', () => {
  const d = Buffer.from(BSON.serialize({ _id: new ObjectId(), a: new BSON.Int32(1), s: 'héllo', n: { x: [1, 2] } }));
  const ops = [
    { o: 'i' as const, c: 'côll', d: new RawDoc(d) },
    { o: 'd' as const, c: 'x', id: 5 },
    { o: 'u' as const, c: 'y', d: new RawDoc(d) },
    { o: 'ci' as const, c: 'y', spec: { key: { a: 1 }, name: 'a_1' } },
  ];
  const ours = encodeOps(ops);
  assert.ok(ours.equals(encode({ ops })));
  const back = BSON.deserialize(ours) as { ops: Array<Record<string, unknown>> };
  assert.is(back.ops[0].c, 'côll');
  assert.is((back.ops[2].d as { s: string }).s, 'héllo');
});

test('replies that embed stored documents encode exactly as the generic BSON encoding', () => {
  const stored = [
    { _id: new ObjectId(), a: new BSON.Int32(1), s: 'héllo', n: { x: [1, 2] } },
    { _id: 'prod_1', price: new BSON.Double(2.5), big: BSON.Long.fromNumber(2 ** 40), when: new Date(5), nil: null },
  ];
  const raws = stored.map((d) => Buffer.from(BSON.serialize(d)));
  const shape = (batch: unknown[]) => ({
    cursor: { firstBatch: batch, id: BSON.Long.fromNumber(123456789012), ns: 'dé.products', partial: false, n: 2 ** 31, neg: -7, f: 1.5, z: -0, u: undefined },
    ok: 1,
    none: null,
    yes: true,
  });
  const ours = encode(shape(raws.map((r) => new RawDoc(r))));
  const generic = Buffer.from(BSON.serialize(shape(stored)));
  assert.ok(ours.equals(generic), 'same bytes');
  const framed = encode(shape(raws.map((r) => new RawDoc(r))), 21);
  assert.ok(framed.subarray(21).equals(generic), 'same bytes behind reserved header room');
  assert.ok(encode({ ok: 1, s: 'x' }, 21).subarray(21).equals(Buffer.from(BSON.serialize({ ok: 1, s: 'x' }))));
});

test('a client that dies inside a transaction has it rolled back and releases the lock', async () => {
  if (process.env.MONGODB_URI) return; // the server-side timeout of a real deployment is 60 s
  // A lifetime limit far beyond the file's timeout: only the connection-close abort can release the lock.
  const t = await startTarget({ transactionLifetimeMs: 3_600_000 });
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', join(fileURLToPath(import.meta.url), '..', 'txn-drop-child.ts'), t.uri], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => d.toString().includes('IN_TXN') && resolve()));
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    const docs = t.client.db('drop').collection('docs');
    // This write waits for the abandoned transaction, so it completes only once the abort happened.
    await docs.insertOne({ _id: 'after' as never });
    assert.is(await docs.findOne({ _id: 'uncommitted' as never }), null);
    assert.ok(await docs.findOne({ _id: 'after' as never }));
  } finally {
    await t.stop();
  }
});

test.run();
