// The raw day-document reader must read what the bson library (the driver's own decoder) reads, whatever else the
// document and its entries hold: every element type MongoDB stores is skipped, numbers come as int32, int64 or
// double, dates before 1970 keep their sign, and a field of the wrong type or a missing one is an error naming it.
import {
  Binary,
  BSONRegExp,
  Code,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  serialize,
  Timestamp,
} from 'bson';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OccupancyReader } from './occupancy-bson.js';
import type { Occupancy } from './rules/index.js';

/** What the reader visits in a day document holding these bookings (with other fields of its own around them). */
function readDay(bookings: unknown[], reader = new OccupancyReader(), around: Record<string, unknown> = {}) {
  const out: { o: Occupancy; expiresAt: number | null }[] = [];
  const doc = {
    _id: 'biz_x:test:stf:stf_x:2027-03-14',
    business_id: 'biz_x',
    ...around,
    bookings,
    date: '2027-03-14',
    version: 3,
  };
  reader.readDay(serialize(doc), { bookings: (o, expiresAt) => out.push({ o, expiresAt }) });
  return out;
}
/** The occupancy of one entry. */
const readOccupancy = (entry: unknown) => readDay([entry])[0].o;

const base = () => ({
  id: 'bk_0123456789abcdefghij',
  expires_at: null as Date | null,
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

test('reads the occupancy fields of an entry and nothing else', () => {
  const d = base();
  assert.equal(readOccupancy(d), expected(d));
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
    nested: { a: [1, { b: 'c' }], starts_at: "not a date: only the entry's own fields are read" },
  };
  // The occupancy fields first, last, and interleaved with the others.
  const front = { ...d, ...others };
  const back = { ...others, ...d };
  const mixed = Object.fromEntries(
    Object.entries(d).flatMap(([k, v], i) => [
      [k, v],
      [`x${i}`, Object.values(others)[i % Object.values(others).length]],
    ]),
  );
  for (const doc of [front, back, mixed]) assert.equal(readOccupancy(doc), expected(d));
  // And the day document's own fields around `entries`, whatever they are.
  assert.equal(readDay([d], undefined, { ...others, bookingz: [1], booking: 'x', holds: [base()] })[0].o, expected(d));
});

test('participant_count as int32, int64 or double; dates before 1970; resources with their quantities', () => {
  for (const [value, n] of [
    [new Int32(2), 2],
    [Long.fromNumber(7), 7],
    [new Double(4), 4],
    [Long.fromNumber(2 ** 40), 2 ** 40],
  ] as const) {
    const d = { ...base(), participant_count: value };
    assert.is(readOccupancy(d).participant_count, n);
  }
  const old = { ...base(), starts_at: new Date('1969-12-31T23:59:59.999Z'), blocks_from: new Date(-8.64e15 + 1) };
  const r = readOccupancy(old);
  assert.is(r.starts_at.getTime(), old.starts_at.getTime());
  assert.is(r.blocks_from.getTime(), old.blocks_from.getTime());
  const withResources = {
    ...base(),
    resources: [
      { resource_id: 'res_a', quantity: 2, note: 'ignored' },
      { quantity: new Long(1), resource_id: 'res_b' },
    ],
  };
  assert.equal(readOccupancy(withResources).resources, [
    { resource_id: 'res_a', quantity: 2 },
    { resource_id: 'res_b', quantity: 1 },
  ]);
});

test('staff_id null or absent reads as null; a Uint8Array that is not a Buffer reads the same', () => {
  const d = { ...base(), staff_id: null };
  assert.is(readOccupancy(d).staff_id, null);
  const { staff_id: _, ...without } = base();
  assert.is(readOccupancy(without).staff_id, null);
  const bytes = serialize({ _id: 'd', bookings: [base()] });
  const padded = new Uint8Array(bytes.length + 8);
  padded.set(bytes, 8);
  const seen: Occupancy[] = [];
  const reader = new OccupancyReader();
  reader.readDay(padded.subarray(8), { bookings: (o) => seen.push(o) });
  assert.equal(seen, [expected(base())]);
  assert.is(reader.id(padded.subarray(8)), 'd');
});

test('one reader over many entries and documents: a repeated id is the same string, a different one of the same length is not', () => {
  const reader = new OccupancyReader();
  const staff = ['stf_aaaa', 'stf_aaab', 'stf_aaab', null, 'stf_aaaa', 'stf_longer_id', 'stf_aaaa'];
  const services = ['svc_1', 'svc_1', 'svc_2', 'svc_2', 'svc_1', 'svc_1', 'svc_3'];
  const entries = staff.map((s, i) => ({ ...base(), id: `bk_${i}`, staff_id: s, service_id: services[i] }));
  const read = [...readDay(entries.slice(0, 4), reader), ...readDay(entries.slice(4), reader)];
  assert.equal(
    read.map((r) => r.o.staff_id),
    staff,
  );
  assert.equal(
    read.map((r) => r.o.service_id),
    services,
  );
  assert.equal(
    read.map((r) => r.o.starts_at),
    entries.map((e) => e.starts_at),
    'every entry, in order',
  );
});

test('bookings, holds and busy blocks each to their visitor; a hold lapses at its expires_at; nothing, nothing', () => {
  const at = new Date('2027-03-14T09:15:00.000Z');
  const from = new Date('2027-03-14T08:00:00.000Z');
  const until = new Date('2027-03-14T10:30:00.000Z');
  const doc = {
    _id: 'biz_x:test:stf:stf_x:2027-03-14',
    busy: [
      {
        service_id: 'svc_b',
        location_id: 'loc_b',
        blocks: [
          { from, until },
          { until: at, from: at, note: 1 },
        ],
      },
    ],
    holds: [{ ...base(), id: 'bkh_1', expires_at: at }],
    bookings: [base()],
  };
  const seen: unknown[] = [];
  const reader = new OccupancyReader();
  reader.readDay(serialize(doc), {
    bookings: (o, e) => seen.push(['booking', o.starts_at, e]),
    holds: (o, e) => seen.push(['hold', o.starts_at, e]),
    busy: (s, l, f, u) => seen.push(['busy', s, l, f, u]),
  });
  assert.equal(seen, [
    ['busy', 'svc_b', 'loc_b', from.getTime(), until.getTime()],
    ['busy', 'svc_b', 'loc_b', at.getTime(), at.getTime()],
    ['hold', base().starts_at, at.getTime()],
    ['booking', base().starts_at, null],
  ]);
  // Only the parts asked for are read.
  const holdsOnly: unknown[] = [];
  reader.readDay(serialize(doc), { holds: (o) => holdsOnly.push(o.staff_id) });
  assert.equal(holdsOnly, ['stf_x']);
  assert.equal(readDay([]), []);
  const visited: unknown[] = [];
  reader.readDay(serialize({ _id: 'd', date: '2027-03-14' }), {
    bookings: (o) => visited.push(o),
    busy: (s) => visited.push(s),
  });
  assert.equal(visited, []);
  assert.is(reader.id(serialize({ date: 'x', _id: 'biz:test:svc:a:b:2027-03-14' })), 'biz:test:svc:a:b:2027-03-14');
});

test('a missing field or one of another type is an error naming it', () => {
  const { blocks_until: _, ...missing } = base();
  assert.throws(() => readOccupancy({ ...base(), expires_at: 'soon' }), /expires_at: unexpected BSON type 0x2/);
  assert.throws(() => readDay(['not an entry']), /entries\[\]: unexpected BSON type 0x2/);
  const busy = (blocks: unknown) =>
    new OccupancyReader().readDay(serialize({ _id: 'd', busy: [{ service_id: 's', location_id: 'l', blocks }] }), {
      busy: () => undefined,
    });
  assert.throws(() => busy([{ from: new Date() }]), /a block without from or until/);
  assert.throws(() => busy([{ from: new Date(), until: 5 }]), /busy\[\]\.blocks\[\]\.until: unexpected BSON type 0x10/);
  assert.throws(() => readOccupancy(missing), /blocks_until: missing/);
  assert.throws(
    () => readOccupancy({ ...base(), starts_at: '2027-03-14T09:00:00Z' }),
    /starts_at: unexpected BSON type 0x2/,
  );
  assert.throws(
    () => readOccupancy({ ...base(), participant_count: '3' }),
    /participant_count: unexpected BSON type 0x2/,
  );
  assert.throws(
    () => readOccupancy({ ...base(), resources: [{ resource_id: 'res_a' }] }),
    /resources\[\]: an entry without/,
  );
});

test.run();
