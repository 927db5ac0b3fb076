// Slots right in every time zone, whatever the server's own zone: this process runs with TZ=Pacific/Kiritimati
// (UTC+14, the zone furthest from every location below), and the expected instants are written out in UTC.
// A service open every day 01:00–04:00, 09:00–12:00 and 14:00–18:00 (30-minute grid, 60-minute slots) at four
// locations: America/New_York (2027-03-14 spring gap, 2027-11-07 autumn overlap), Europe/London (2027-03-28,
// 2027-10-31), Australia/Sydney (southern: 2027-04-04 end of DST, 2027-10-03 start), Africa/Accra (no DST).
// The rules (spec, Scheduling): starts lie on the local wall-clock grid; a start in a spring gap is skipped; in an
// autumn overlap a local time means the earlier instant; a slot must fit its opening interval in real elapsed time.
process.env.TZ = 'Pacific/Kiritimati';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { businessWithCatalogue } from './support.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
let pk: string;
let serviceId: string;
const loc: Record<string, string> = {};

const ZONES = {
  ny: 'America/New_York',
  london: 'Europe/London',
  sydney: 'Australia/Sydney',
  accra: 'Africa/Accra',
} as const;

test.before(async () => {
  h = await startHarness({ now: new Date('2027-03-01T12:00:00.000Z'), tickMs: 0 });
  const everyDay = (from: string, to: string) =>
    [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day_of_week: d, start_time: from, end_time: to }));
  const hours = [...everyDay('01:00', '04:00'), ...everyDay('09:00', '12:00'), ...everyDay('14:00', '18:00')];
  const doc = {
    version: 1,
    locations: Object.entries(ZONES).map(([ref, timezone]) => ({ ref, name: ref, timezone })),
    products: [
      {
        slug: 'zone-class',
        name: 'Zone class',
        type: 'service',
        price: '10.00',
        service: {
          duration_minutes: 60,
          slot_interval_minutes: 30,
          capacity: 1,
          min_notice_minutes: 0,
          max_advance_days: 365,
          cancellation_cutoff_minutes: 0,
          locations: Object.keys(ZONES).map((ref) => ({ location: ref, weekly_hours: hours })),
        },
      },
    ],
  };
  const { credentials, services } = await businessWithCatalogue(h, 'Zones Studio', 'Africa/Accra', doc);
  pk = credentials.publishable_key;
  const svc = services[0];
  serviceId = svc.id;
  for (const l of svc.locations) {
    const ref = Object.entries(ZONES).find(([, z]) => z === l.timezone)![0];
    loc[ref] = l.location_id;
  }
});
test.after(async () => {
  await h?.close();
});

async function starts(where: keyof typeof ZONES, date: string): Promise<string[]> {
  const res = await h.raw(
    'GET',
    `/api/v1/scheduling/slots?service_id=${serviceId}&location_id=${loc[where]}&date=${date}`,
    { key: pk },
  );
  assert.is(res.status, 200, JSON.stringify(res.json));
  return res.json.data.slots.map((s: { start: string }) => s.start.replace(':00.000Z', 'Z'));
}
const utc = (...xs: string[]) => xs.map((x) => `${x}Z`);

test('the process zone is not the locations’: this file runs at UTC+14', () => {
  assert.is(new Date('2027-03-14T00:00:00.000Z').getTimezoneOffset(), -14 * 60);
});

test('New York, spring gap (2027-03-14): 02:00 and 02:30 do not exist and are skipped; 01:00–04:00 is two real hours', async () => {
  const day = await starts('ny', '2027-03-14');
  assert.equal(day.slice(0, 3), utc('2027-03-14T06:00', '2027-03-14T06:30', '2027-03-14T07:00'));
  // 09:00 is EDT (UTC−4) from this day on; the afternoon too.
  assert.equal(
    day.slice(3, 8),
    utc('2027-03-14T13:00', '2027-03-14T13:30', '2027-03-14T14:00', '2027-03-14T14:30', '2027-03-14T15:00'),
  );
  assert.is(day[8], '2027-03-14T18:00Z');
  assert.is(day.at(-1), '2027-03-14T21:00Z'); // 17:00 EDT, the last hour before 18:00
  assert.is(day.length, 3 + 5 + 7);
  // The day before is still EST (UTC−5).
  assert.is((await starts('ny', '2027-03-13'))[5], '2027-03-13T14:00Z'); // five night slots, then 09:00
});

test('New York, autumn overlap (2027-11-07): 01:00 and 01:30 are the earlier ones; 01:00–04:00 is four real hours', async () => {
  const day = await starts('ny', '2027-11-07');
  assert.equal(
    day.slice(0, 5),
    utc('2027-11-07T05:00', '2027-11-07T05:30', '2027-11-07T07:00', '2027-11-07T07:30', '2027-11-07T08:00'),
  );
  assert.equal(day.slice(5, 7), utc('2027-11-07T14:00', '2027-11-07T14:30')); // 09:00 EST = UTC−5
  assert.is(day.at(-1), '2027-11-07T22:00Z');
  // The day before is EDT: 09:00 = 13:00Z.
  assert.is((await starts('ny', '2027-11-06'))[5], '2027-11-06T13:00Z');
});

test('London (2027-03-28 spring forward at 01:00 GMT, 2027-10-31 back at 02:00 BST)', async () => {
  const spring = await starts('london', '2027-03-28');
  // 01:00 and 01:30 do not exist; 02:00 BST = 01:00Z; close 04:00 BST = 03:00Z.
  assert.equal(spring.slice(0, 3), utc('2027-03-28T01:00', '2027-03-28T01:30', '2027-03-28T02:00'));
  assert.is(spring[3], '2027-03-28T08:00Z'); // 09:00 BST
  const autumn = await starts('london', '2027-10-31');
  // 01:00 and 01:30 BST are the earlier instants (00:00Z, 00:30Z); 02:00 GMT = 02:00Z; close 04:00 GMT.
  assert.equal(
    autumn.slice(0, 5),
    utc('2027-10-31T00:00', '2027-10-31T00:30', '2027-10-31T02:00', '2027-10-31T02:30', '2027-10-31T03:00'),
  );
  assert.is(autumn[5], '2027-10-31T09:00Z'); // 09:00 GMT
  assert.is(autumn.at(-1), '2027-10-31T17:00Z');
});

test('Sydney, southern hemisphere (2027-04-04 DST ends, 2027-10-03 DST starts)', async () => {
  const april = await starts('sydney', '2027-04-04');
  // 09:00 AEST (UTC+10) = 23:00Z of the day before.
  assert.is(
    april.find((s) => s >= '2027-04-03T22:00Z'),
    '2027-04-03T23:00Z',
  );
  assert.is(
    (await starts('sydney', '2027-04-03')).find((s) => s >= '2027-04-02T21:00Z'),
    '2027-04-02T22:00Z',
  ); // AEDT, UTC+11
  const october = await starts('sydney', '2027-10-03');
  // 02:00–03:00 does not exist: 01:00–04:00 holds 01:00 (15:00Z), 01:30, then 03:00 AEDT (16:00Z); close 17:00Z.
  assert.equal(october.slice(0, 3), utc('2027-10-02T15:00', '2027-10-02T15:30', '2027-10-02T16:00'));
  assert.is(october[3], '2027-10-02T22:00Z'); // 09:00 AEDT
});

test('Accra, no DST: 09:00 is 09:00Z all year, afternoons too', async () => {
  for (const date of ['2027-03-14', '2027-11-07']) {
    const day = await starts('accra', date);
    assert.is(day.length, 5 + 5 + 7);
    assert.equal(
      [day[0], day[5], day[10], day.at(-1)],
      [`${date}T01:00Z`, `${date}T09:00Z`, `${date}T14:00Z`, `${date}T17:00Z`],
    );
  }
});

test('booking across the gap: a slot that starts before it and ends after it is one real hour', async () => {
  const shopper = h.shopper({ key: pk });
  const add = await h.raw('POST', '/api/v1/cart/items', {
    key: pk,
    sessionId: shopper.sessionId,
    body: {
      item_id: (await h.raw('GET', `/api/v1/scheduling/services/${serviceId}`, { key: pk })).json.data.product_id,
      location_id: loc.ny,
      scheduled_start: '2027-03-14T06:30:00.000Z',
      scheduled_end: '2027-03-14T07:30:00.000Z',
    },
  });
  assert.is(add.status, 201, JSON.stringify(add.json));
  const check = await h.raw(
    'GET',
    `/api/v1/scheduling/slots/check?service_id=${serviceId}&location_id=${loc.ny}&slot_time=2027-03-14T01:30:00-05:00`,
    { key: pk },
  );
  assert.equal([check.json.data.is_available, check.json.data.reason], [false, 'fully_booked']);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
