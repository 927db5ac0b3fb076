import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Binary, BSON, Decimal128, Long, ObjectId } from 'mongodb';
import { SERIALIZE } from './direct.js';
import { asRead } from './lean-read.js';

/** What a write and a read make of a document: the round trip asRead stands for. */
const roundTrip = (doc: object) => BSON.deserialize(BSON.serialize(doc, SERIALIZE));

class Money {
  constructor(
    readonly amount: number,
    readonly currency: string,
  ) {}
}

const DOCS: Record<string, object> = {
  'plain values': { _id: 'chk_1', n: 3, f: 2.5, big: 2 ** 40, neg: -0, nan: Number.NaN, s: 'été', t: true, z: null },
  'undefined and functions': { a: undefined, f() {}, nested: { b: undefined }, list: [undefined, 1] },
  'dates, nested and in arrays': { at: new Date(1_700_000_000_000), l: [{ at: new Date(0) }, [new Date(5)]] },
  'BSON values and buffers': {
    id: new ObjectId(),
    d: Decimal128.fromString('1.10'),
    l: Long.fromNumber(2 ** 60),
    b: new Binary(Buffer.from('ab')),
    buf: Buffer.from('cd'),
  },
  'other objects': { m: new Map([['k', 1]]), c: new Money(5, 'GHS'), r: /x/i, bi: 5n, lone: 'a\ud800b' },
  'key order and numeric keys': { z: 1, 2: 'two', a: { y: 1, 1: 'one' } },
  'a null-prototype object': { o: Object.assign(Object.create(null), { a: 1 }) },
  'sparse and function arrays': { holes: [1, , 3], fns: [1, () => 2] },
};

for (const [name, doc] of Object.entries(DOCS)) {
  test(`asRead is the BSON round trip: ${name}`, () => {
    const copy = asRead(doc);
    assert.equal(copy, roundTrip(doc));
    assert.equal(Object.keys(copy), Object.keys(roundTrip(doc)), 'the same keys in the same order');
  });
}

test('asRead keeps -0, as BSON does (a double, not an int32 0)', () => {
  assert.ok(Object.is(roundTrip({ n: -0 }).n, -0));
  assert.ok(Object.is(asRead({ n: -0 }).n, -0));
});

test('asRead copies: changing the copy leaves the original as it was', () => {
  const doc = { at: new Date(0), lines: [{ q: 1 }] };
  const copy = asRead(doc);
  copy.at.setTime(5);
  copy.lines[0].q = 2;
  assert.is(doc.at.getTime(), 0);
  assert.is(doc.lines[0].q, 1);
});

test.run();
