// The raw occupancy reader must read what the bson library (the driver's own decoder) reads, whatever else the
// document holds: every element type MongoDB stores is skipped, numbers come as int32, int64 or double, dates
// before 1970 keep their sign, and a field of the wrong type or a missing one is an error naming the field.
import { Binary, BSONRegExp, Code, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, serialize, Timestamp } from 'bson';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OccupancyReader, readOccupancy } from './occupancy-bson.js';

const base = () => ({
  _id: 'bk_0123456789abcdefghij',
  business_id: 'biz_x',
  livemode: false,
  order_id: 'ord_x',
  service_id: 'svc_é', // a non-ASCII string decodes as UTF-8
  location_id: 'loc_x',
  staff_id: 'stf_x' as string | null,
  status: 'confirmed',
  starts_at: new Date('2027-03-14T09:00:00.000Z'),
  ends_at: new Date('2027-03-14T10:00:00.000Z'),
  blocks_from: new Date('2027-03-14T08:45:00.000Z'),
  blocks_until: new Date('2027-03-14T10:10:00.000Z'),
  participant_count: 3 as unknown,
  resources: [] as unknown[],
  history: [{ at: new Date(0), kind: 'rescheduled', by: 'customer', reason: null }],
  version: 2,
  created_at: new Date(),
  cancelled_at: null,
});

const expected = (d: ReturnType<typeof base>, participants = 3, resources: unknown[] = []) => ({
  service_id: d.service_id,
  location_id: d.location_id,
  staff_id: d.staff_id,
  starts_at: d.starts_at,
  ends_at: d.ends_at,
  blocks_from: d.blocks_from,
  blocks_until: d.blocks_until,
  participant_count: participants,
  resources,
});

test('reads the occupancy fields of a booking and nothing else', () => {
  const d = base();
  assert.equal(readOccupancy(serialize(d)), expected(d));
});

test('skips every element type MongoDB stores, wherever the occupancy fields sit among them', () => {
  const d = base();
  const others = {
    oid: new ObjectId(),
    bin: new Binary(Buffer.from([1, 2, 3, 4, 5]), 4),
    dec: Decimal128.fromString('12.345'),
    re: new BSONRegExp('a.c', 'i'),
    ts: new Timestamp({ t: 1, i: 2 }),
    code: new Code('function () {}'),
    scoped: new Code('x', { x: 1 }),
    long: Long.fromNumber(5),
    dbl: new Double(1.5),
    min: new MinKey(),
    max: new MaxKey(),
    bool: true,
    nested: { a: [1, { b: 'c' }], starts_at: 'not a date: only top-level fields are read' },
  };
  // The occupancy fields first, last, and interleaved with the others.
  const front = { ...d, ...others };
  const back = { ...others, ...d };
  const mixed = Object.fromEntries(Object.entries(d).flatMap(([k, v], i) => [[k, v], [`x${i}`, Object.values(others)[i % Object.values(others).length]]]));
  for (const doc of [front, back, mixed]) assert.equal(readOccupancy(serialize(doc)), expected(d));
});

test('participant_count as int32, int64 or double; dates before 1970; resources with their quantities', () => {
  for (const [value, n] of [[new Int32(2), 2], [Long.fromNumber(7), 7], [new Double(4), 4], [Long.fromNumber(2 ** 40), 2 ** 40]] as const) {
    const d = { ...base(), participant_count: value };
    assert.is(readOccupancy(serialize(d)).participant_count, n);
  }
  const old = { ...base(), starts_at: new Date('1969-12-31T23:59:59.999Z'), blocks_from: new Date(-8.64e15 + 1) };
  const r = readOccupancy(serialize(old));
  assert.is(r.starts_at.getTime(), old.starts_at.getTime());
  assert.is(r.blocks_from.getTime(), old.blocks_from.getTime());
  const withResources = { ...base(), resources: [{ resource_id: 'res_a', quantity: 2, note: 'ignored' }, { quantity: new Long(1), resource_id: 'res_b' }] };
  assert.equal(readOccupancy(serialize(withResources)).resources, [{ resource_id: 'res_a', quantity: 2 }, { resource_id: 'res_b', quantity: 1 }]);
});

test('staff_id null or absent reads as null; a Uint8Array that is not a Buffer reads the same', () => {
  const d = { ...base(), staff_id: null };
  assert.is(readOccupancy(serialize(d)).staff_id, null);
  const { staff_id: _, ...without } = base();
  assert.is(readOccupancy(serialize(without)).staff_id, null);
  const bytes = serialize(base());
  const padded = new Uint8Array(bytes.length + 8);
  padded.set(bytes, 8);
  assert.equal(readOccupancy(padded.subarray(8)), expected(base()));
});

test('one reader over many documents: a repeated id is the same string, a different one of the same length is not', () => {
  const reader = new OccupancyReader();
  const staff = ['stf_aaaa', 'stf_aaab', 'stf_aaab', null, 'stf_aaaa', 'stf_longer_id', 'stf_aaaa'];
  const services = ['svc_1', 'svc_1', 'svc_2', 'svc_2', 'svc_1', 'svc_1', 'svc_3'];
  const read = staff.map((s, i) => reader.read(serialize({ ...base(), staff_id: s, service_id: services[i] })));
  assert.equal(read.map((o) => o.staff_id), staff);
  assert.equal(read.map((o) => o.service_id), services);
});

test('a missing field or one of another type is an error naming it', () => {
  const { blocks_until: _, ...missing } = base();
  assert.throws(() => readOccupancy(serialize(missing)), /blocks_until: missing/);
  assert.throws(() => readOccupancy(serialize({ ...base(), starts_at: '2027-03-14T09:00:00Z' })), /starts_at: unexpected BSON type 0x2/);
  assert.throws(() => readOccupancy(serialize({ ...base(), participant_count: '3' })), /participant_count: unexpected BSON type 0x2/);
  assert.throws(() => readOccupancy(serialize({ ...base(), resources: [{ resource_id: 'res_a' }] })), /resources\[\]: an entry without/);
});

test.run();
