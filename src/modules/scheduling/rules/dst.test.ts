// Slots around daylight-saving changes, in the location's zone, whatever the process's own zone: America/New_York
// (2027-03-14 spring gap, 2027-11-07 autumn overlap), Europe/London (2027-03-28, 2027-10-31), Australia/Sydney
// (southern: 2027-04-04 DST ends, 2027-10-03 DST starts) and Africa/Accra (no DST), with morning (09:00) and
// afternoon (14:00–18:00) hours and night hours around the transitions. Every expected instant is written in UTC.
//
// The last test runs this very file again in child processes whose TZ is Pacific/Kiritimati (UTC+14) and
// Pacific/Pago_Pago (UTC−11), and they must pass the same assertions: the rules never read the process zone.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ServiceRecordDoc, StaffDoc, WeeklyInterval } from '../model.js';
import { availability, checkSlot, daySlots, type Calendar, type SlotQuery } from './slots.js';
import { wallToInstant } from './zone.js';
import { tsEntry } from '../../../../scripts/lib/ts-entry.mjs';

const CHILD_ZONE = process.env.SLOT_RULES_CHILD_TZ;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const hours = (start_time: string, end_time: string, days = EVERY_DAY): WeeklyInterval[] =>
  days.map((day_of_week) => ({ day_of_week, start_time, end_time }));

function calendar(
  zone: string,
  weekly: WeeklyInterval[],
  service: Partial<ServiceRecordDoc> = {},
  staff: StaffDoc[] = [],
): Calendar {
  const location = { location_id: 'loc_1', timezone: zone, weekly_hours: weekly, exceptions: [] };
  const svc: ServiceRecordDoc = {
    business_id: 'biz_test',
    livemode: false,
    _id: 'svc_dst',
    product_id: 'prod_dst',
    name: 'DST',
    description: null,
    locations: [location],
    duration_minutes: 60,
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    slot_interval_minutes: 60,
    capacity: 1,
    min_notice_minutes: 0,
    max_advance_days: 3650,
    cancellation_cutoff_minutes: 0,
    staff_ids: staff.map((s) => s._id),
    resources: [],
    is_active: true,
    created_at: new Date('2026-01-01T00:00:00Z'),
    updated_at: new Date('2026-01-01T00:00:00Z'),
    ...service,
  };
  return { service: svc, location, staff, resources: [], occupancy: [] };
}

const NOW = new Date('2027-01-01T00:00:00Z');
const q = (over: Partial<SlotQuery> = {}): SlotQuery => ({ participants: 1, now: NOW, ...over });
const starts = (cal: Calendar, date: string, query = q()) =>
  daySlots(cal, date, query).slots.map((s) => s.start.toISOString());
const reasonAt = (cal: Calendar, iso: string, query = q()) => checkSlot(cal, new Date(iso), query).reason;

if (CHILD_ZONE) {
  test(`the process zone really is ${CHILD_ZONE}`, () => {
    assert.is(Intl.DateTimeFormat().resolvedOptions().timeZone, CHILD_ZONE);
    // Date's local-time constructor reads the process zone: 2027-01-01 00:00 local is not midnight UTC here.
    const expectedOffset = { 'Pacific/Kiritimati': -14 * 60, 'Pacific/Pago_Pago': 11 * 60 }[CHILD_ZONE];
    assert.is(new Date(2027, 0, 1).getTimezoneOffset(), expectedOffset);
  });
}

test('America/New_York spring forward (2027-03-14): 09:00 and the afternoon are EDT, the day before EST', () => {
  const cal = calendar('America/New_York', [...hours('09:00', '12:00'), ...hours('14:00', '18:00')]);
  assert.equal(starts(cal, '2027-03-14'), [
    '2027-03-14T13:00:00.000Z',
    '2027-03-14T14:00:00.000Z',
    '2027-03-14T15:00:00.000Z',
    '2027-03-14T18:00:00.000Z',
    '2027-03-14T19:00:00.000Z',
    '2027-03-14T20:00:00.000Z',
    '2027-03-14T21:00:00.000Z',
  ]);
  assert.is(starts(cal, '2027-03-13')[0], '2027-03-13T14:00:00.000Z');
  assert.is(starts(cal, '2027-03-13')[3], '2027-03-13T19:00:00.000Z');
});

test('America/New_York spring gap: a 01:00–04:00 interval holds two real hours; 02:xx starts are skipped', () => {
  const half = calendar('America/New_York', hours('01:00', '04:00'), {
    duration_minutes: 30,
    slot_interval_minutes: 30,
  });
  assert.equal(starts(half, '2027-03-14'), [
    '2027-03-14T06:00:00.000Z',
    '2027-03-14T06:30:00.000Z',
    '2027-03-14T07:00:00.000Z',
    '2027-03-14T07:30:00.000Z',
  ]);
  const hour = calendar('America/New_York', hours('01:00', '04:00'));
  assert.equal(starts(hour, '2027-03-14'), ['2027-03-14T06:00:00.000Z', '2027-03-14T07:00:00.000Z']); // 01:00 EST, 03:00 EDT
  const long = calendar('America/New_York', hours('01:00', '04:00'), { duration_minutes: 120 });
  assert.equal(starts(long, '2027-03-14'), ['2027-03-14T06:00:00.000Z']); // 01:00 EST → 04:00 EDT is two real hours
  // "02:30" given as an exact start means 03:30 EDT (moved forward by the gap): on a 30-minute grid that is a slot,
  // on the hourly grid it is not.
  assert.is(
    new Date(wallToInstant('America/New_York', '2027-03-14', 150).at).toISOString(),
    '2027-03-14T07:30:00.000Z',
  );
  assert.is(reasonAt(half, '2027-03-14T07:30:00.000Z'), null);
  assert.is(reasonAt(hour, '2027-03-14T07:30:00.000Z'), 'outside_hours');
  // Opening at 02:30, which does not exist that night, opens at 03:30 EDT; 03:00 EDT is before the opening.
  const late = calendar('America/New_York', hours('02:30', '05:00'), {
    duration_minutes: 30,
    slot_interval_minutes: 30,
  });
  assert.equal(starts(late, '2027-03-14'), [
    '2027-03-14T07:30:00.000Z',
    '2027-03-14T08:00:00.000Z',
    '2027-03-14T08:30:00.000Z',
  ]);
});

test('America/New_York fall back (2027-11-07): 09:00 and the afternoon are EST', () => {
  const cal = calendar('America/New_York', [...hours('09:00', '10:00'), ...hours('14:00', '18:00')]);
  assert.equal(starts(cal, '2027-11-07'), [
    '2027-11-07T14:00:00.000Z',
    '2027-11-07T19:00:00.000Z',
    '2027-11-07T20:00:00.000Z',
    '2027-11-07T21:00:00.000Z',
    '2027-11-07T22:00:00.000Z',
  ]);
  assert.equal(starts(cal, '2027-11-06').slice(0, 2), ['2027-11-06T13:00:00.000Z', '2027-11-06T18:00:00.000Z']);
});

test('America/New_York autumn overlap: 01:30 is the earlier one; 01:00–03:00 holds three real hours', () => {
  const cal = calendar('America/New_York', hours('01:00', '03:00'), { slot_interval_minutes: 30 });
  // 01:00 EDT, 01:30 EDT, 02:00 EST (02:30 EST would end at 03:30 EST, after closing).
  assert.equal(starts(cal, '2027-11-07'), [
    '2027-11-07T05:00:00.000Z',
    '2027-11-07T05:30:00.000Z',
    '2027-11-07T07:00:00.000Z',
  ]);
  assert.is(reasonAt(cal, '2027-11-07T05:30:00.000Z'), null); // 01:30 EDT
  assert.is(reasonAt(cal, '2027-11-07T06:30:00.000Z'), 'outside_hours'); // 01:30 EST, the second one
  // A three-hour appointment fits from 01:00 EDT to 03:00 EST (wall-clock arithmetic would say it ends at 04:00),
  // for the location and for a staff member with the same hours.
  const staff: StaffDoc = {
    business_id: 'biz_test',
    livemode: false,
    _id: 'stf_n',
    ref: null,
    name: 'Night',
    is_active: true,
    schedules: [{ location_id: 'loc_1', weekly_hours: hours('01:00', '03:00'), exceptions: [] }],
    created_at: NOW,
    updated_at: NOW,
  };
  const long = calendar('America/New_York', hours('01:00', '03:00'), { duration_minutes: 180 }, [staff]);
  const c = checkSlot(long, new Date('2027-11-07T05:00:00.000Z'), q());
  assert.equal([c.reason, c.staff_id, c.end.toISOString()], [null, 'stf_n', '2027-11-07T08:00:00.000Z']);
  assert.equal(starts(long, '2027-11-07'), ['2027-11-07T05:00:00.000Z']);
});

test('minimum notice is real elapsed time across the spring change', () => {
  // Saturday 09:30 EST; a day of notice. Sunday 10:00 EDT is only 23.5 real hours later, 11:00 EDT 24.5.
  const cal = calendar('America/New_York', hours('09:00', '12:00'), { min_notice_minutes: 24 * 60 });
  const now = new Date('2027-03-13T14:30:00.000Z');
  assert.equal(
    daySlots(cal, '2027-03-14', q({ now })).slots.map((s) => s.reason),
    ['min_notice', 'min_notice', null],
  );
});

test('availability across both New York changes: every date keeps its three slots', () => {
  const cal = calendar('America/New_York', hours('09:00', '12:00'));
  for (const [from, to] of [
    ['2027-03-12', '2027-03-16'],
    ['2027-11-05', '2027-11-09'],
  ]) {
    const map = availability(cal, from, to, q());
    assert.is(map.length, 5);
    assert.ok(
      map.every((d) => d.slot_count === 3),
      JSON.stringify(map),
    );
  }
});

test('Europe/London 2027-03-28: 09:00 BST is 08:00Z; the night around 01:00 loses its 01:00 start', () => {
  const day = calendar('Europe/London', [...hours('09:00', '10:00'), ...hours('14:00', '18:00')]);
  assert.equal(starts(day, '2027-03-28'), [
    '2027-03-28T08:00:00.000Z',
    '2027-03-28T13:00:00.000Z',
    '2027-03-28T14:00:00.000Z',
    '2027-03-28T15:00:00.000Z',
    '2027-03-28T16:00:00.000Z',
  ]);
  assert.is(starts(day, '2027-03-27')[0], '2027-03-27T09:00:00.000Z');
  const night = calendar('Europe/London', hours('00:00', '03:00'));
  assert.equal(starts(night, '2027-03-28'), ['2027-03-28T00:00:00.000Z', '2027-03-28T01:00:00.000Z']); // 00:00 GMT, 02:00 BST
});

test('Europe/London 2027-10-31: 09:00 GMT is 09:00Z; 01:00 is the earlier (BST) one', () => {
  const day = calendar('Europe/London', [...hours('09:00', '10:00'), ...hours('14:00', '18:00')]);
  assert.equal(starts(day, '2027-10-31'), [
    '2027-10-31T09:00:00.000Z',
    '2027-10-31T14:00:00.000Z',
    '2027-10-31T15:00:00.000Z',
    '2027-10-31T16:00:00.000Z',
    '2027-10-31T17:00:00.000Z',
  ]);
  assert.is(starts(day, '2027-10-30')[0], '2027-10-30T08:00:00.000Z');
  const night = calendar('Europe/London', hours('00:00', '03:00'));
  assert.equal(starts(night, '2027-10-31'), [
    '2027-10-30T23:00:00.000Z',
    '2027-10-31T00:00:00.000Z',
    '2027-10-31T02:00:00.000Z',
  ]);
  assert.is(reasonAt(night, '2027-10-31T01:00:00.000Z'), 'outside_hours'); // the second 01:00 (GMT)
});

test('Australia/Sydney 2027-04-04 (DST ends): Sunday hours on the local Sunday, which starts on Saturday UTC', () => {
  const sundays = calendar('Australia/Sydney', [...hours('09:00', '10:00', [0]), ...hours('14:00', '18:00', [0])]);
  assert.equal(starts(sundays, '2027-04-04'), [
    '2027-04-03T23:00:00.000Z',
    '2027-04-04T04:00:00.000Z',
    '2027-04-04T05:00:00.000Z',
    '2027-04-04T06:00:00.000Z',
    '2027-04-04T07:00:00.000Z',
  ]);
  assert.equal(starts(sundays, '2027-04-03'), []); // a Saturday in Sydney
  assert.is(reasonAt(sundays, '2027-04-03T23:00:00.000Z'), null);
  const daily = calendar('Australia/Sydney', hours('09:00', '10:00'));
  assert.equal(starts(daily, '2027-04-03'), ['2027-04-02T22:00:00.000Z']); // AEDT, UTC+11
  // 02:00–03:00 happens twice: 01:00 AEDT, 02:00 AEDT (the earlier), 03:00 AEST; closing 04:00 AEST.
  const night = calendar('Australia/Sydney', hours('01:00', '04:00'));
  assert.equal(starts(night, '2027-04-04'), [
    '2027-04-03T14:00:00.000Z',
    '2027-04-03T15:00:00.000Z',
    '2027-04-03T17:00:00.000Z',
  ]);
});

test('Australia/Sydney 2027-10-03 (DST starts): 09:00 AEDT is 22:00Z the day before; 02:00 does not exist', () => {
  const cal = calendar('Australia/Sydney', [...hours('09:00', '10:00'), ...hours('14:00', '18:00')]);
  assert.equal(starts(cal, '2027-10-03'), [
    '2027-10-02T22:00:00.000Z',
    '2027-10-03T03:00:00.000Z',
    '2027-10-03T04:00:00.000Z',
    '2027-10-03T05:00:00.000Z',
    '2027-10-03T06:00:00.000Z',
  ]);
  assert.is(starts(cal, '2027-10-02')[0], '2027-10-01T23:00:00.000Z'); // AEST, UTC+10
  const night = calendar('Australia/Sydney', hours('01:00', '04:00'));
  assert.equal(starts(night, '2027-10-03'), ['2027-10-02T15:00:00.000Z', '2027-10-02T16:00:00.000Z']); // 01:00 AEST, 03:00 AEDT
});

test('Africa/Accra (no DST): the same UTC instants on both New York change dates', () => {
  const cal = calendar('Africa/Accra', [...hours('09:00', '10:00'), ...hours('14:00', '18:00')]);
  for (const date of ['2027-03-14', '2027-11-07']) {
    assert.equal(starts(cal, date), [
      `${date}T09:00:00.000Z`,
      `${date}T14:00:00.000Z`,
      `${date}T15:00:00.000Z`,
      `${date}T16:00:00.000Z`,
      `${date}T17:00:00.000Z`,
    ]);
  }
});

if (!CHILD_ZONE) {
  test('the same assertions pass in processes whose own TZ is Pacific/Kiritimati and Pacific/Pago_Pago', async () => {
    const file = fileURLToPath(import.meta.url);
    const run = (zone: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, tsEntry(file), {
          env: { ...process.env, TZ: zone, SLOT_RULES_CHILD_TZ: zone, FORCE_COLOR: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => resolve({ code, output }));
      });
    const results = await Promise.all(['Pacific/Kiritimati', 'Pacific/Pago_Pago'].map(run));
    for (const r of results) {
      assert.is(r.code, 0, r.output);
      // Every test of this file but this one, plus the child's check that its zone took effect.
      const total = Number(/Total:\s+(\d+)/.exec(r.output)?.[1]);
      const passed = Number(/Passed:\s+(\d+)/.exec(r.output)?.[1]);
      assert.is(total, 12, r.output);
      assert.is(passed, total, r.output);
    }
  });
}

test.run();
