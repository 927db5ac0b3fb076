// The lean single-document read answers exactly what the driver's findOne answers: the same document, projection,
// sort and absence, inside a transaction too (where it sees the transaction's own writes), and options it does not
// take go through findOne itself.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Decimal128, Int32, Long, type Collection } from 'mongodb';
import { findOneLean } from '../../src/store/lean-read.js';
import { startTarget, type Target } from './helpers.js';

let t: Target;
let c: Collection<any>;
test.before(async () => {
  t = await startTarget();
  c = t.db.collection(`lean_${Date.now()}`);
  await c.insertMany([
    {
      _id: 'a',
      n: 3,
      at: new Date('2026-01-02T03:04:05Z'),
      big: Long.fromString('9007199254740993'),
      i: new Int32(7),
      d: Decimal128.fromString('1.10'),
      tags: ['x', 'y'],
      nested: { k: 1 },
    },
    { _id: 'b', n: 1, nested: { k: 2 } },
    { _id: 'c', n: 2, nested: { k: 3 } },
  ]);
});
test.after(async () => {
  await t?.stop();
});

test('the same document, projection, sort and absence as findOne', async () => {
  const cases: [object, object | undefined][] = [
    [{ _id: 'a' }, undefined],
    [{ _id: 'a' }, { projection: { n: 1, 'nested.k': 1 } }],
    [{}, { sort: { n: -1 } }],
    [{ n: { $gte: 2 } }, { sort: { n: 1 }, projection: { _id: 1 } }],
    [{ _id: 'nope' }, undefined],
  ];
  for (const [filter, options] of cases) {
    assert.equal(
      await findOneLean(c, filter, options),
      await c.findOne(filter, options),
      JSON.stringify([filter, options]),
    );
  }
  assert.is(await findOneLean(c, { _id: 'nope' }), null);
});

test("options it does not take (skip, an array sort) give findOne's answer", async () => {
  assert.equal(await findOneLean(c, {}, { sort: { n: 1 }, skip: 1 }), await c.findOne({}, { sort: { n: 1 }, skip: 1 }));
  assert.is((await findOneLean(c, {}, { sort: [['n', -1]] }))?._id, 'a');
});

test("inside a transaction it reads the transaction's own write", async () => {
  const session = t.client.startSession();
  try {
    await session.withTransaction(async () => {
      await c.updateOne({ _id: 'b' }, { $set: { n: 10 } }, { session });
      assert.is((await findOneLean(c, { _id: 'b' }, { session }))?.n, 10);
      await session.abortTransaction();
    });
  } catch {
    // the abort ends withTransaction
  } finally {
    await session.endSession();
  }
  assert.is((await findOneLean(c, { _id: 'b' }))?.n, 1, 'the aborted write is gone');
});

test.run();
