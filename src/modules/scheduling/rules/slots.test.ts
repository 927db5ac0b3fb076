// The slot rules away from DST (dst.test.ts has the transitions): opening hours and exceptions, the grid, notice
// and advance windows, buffers, capacity with participants, staff assignment, resources, variant overrides and the
// precedence of refusal reasons. The location is in Africa/Accra (UTC+0, no DST) so that local 09:00 is 09:00Z and
// every expected instant below reads as the wall-clock time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ResourceDoc, ServiceRecordDoc, StaffDoc, WeeklyInterval, DatedException } from '../model.js';
import {
  availability,
  checkSlot,
  daySlots,
  localDatesOf,
  terms,
  type Calendar,
  type Occupancy,
  type SlotQuery,
} from './slots.js';

const LOC = 'loc_accra';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const hours = (days: number[], start_time: string, end_time: string): WeeklyInterval[] =>
  days.map((day_of_week) => ({ day_of_week, start_time, end_time }));
const at = (s: string) => new Date(s);
const iso = (d: Date) => d.toISOString();
const starts = (r: { slots: { start: Date }[] }) => r.slots.map((s) => iso(s.start).slice(11, 16));

interface Setup {
  service?: Partial<ServiceRecordDoc>;
  weekly?: WeeklyInterval[];
  exceptions?: DatedException[];
  zone?: string;
  staff?: StaffDoc[];
  resources?: ResourceDoc[];
  occupancy?: Occupancy[];
}

function calendar(s: Setup = {}): Calendar {
  const service: ServiceRecordDoc = {
    business_id: 'biz_test',
    livemode: false,
    _id: 'svc_main',
    product_id: 'prod_main',
    name: 'Main',
    description: null,
    locations: [],
    duration_minutes: 60,
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    slot_interval_minutes: 60,
    capacity: 1,
    min_notice_minutes: 0,
    max_advance_days: 365,
    cancellation_cutoff_minutes: 0,
    staff_ids: [],
    resources: [],
    is_active: true,
    created_at: at('2026-01-01T00:00:00Z'),
    updated_at: at('2026-01-01T00:00:00Z'),
    ...s.service,
  };
  const location = {
    location_id: LOC,
    timezone: s.zone ?? 'Africa/Accra',
    weekly_hours: s.weekly ?? hours(EVERY_DAY, '09:00', '17:00'),
    exceptions: s.exceptions ?? [],
  };
  service.locations = [location];
  return { service, location, staff: s.staff ?? [], resources: s.resources ?? [], occupancy: s.occupancy ?? [] };
}

function staffer(
  id: string,
  weekly: WeeklyInterval[] = hours(EVERY_DAY, '00:00', '24:00'),
  extra: Partial<StaffDoc> = {},
  exceptions: DatedException[] = [],
): StaffDoc {
  return {
    business_id: 'biz_test',
    livemode: false,
    _id: id,
    ref: null,
    name: id,
    schedules: [{ location_id: LOC, weekly_hours: weekly, exceptions }],
    is_active: true,
    created_at: at('2026-01-01T00:00:00Z'),
    updated_at: at('2026-01-01T00:00:00Z'),
    ...extra,
  };
}

function resource(id: string, capacity: number, location_id = LOC): ResourceDoc {
  return {
    business_id: 'biz_test',
    livemode: false,
    _id: id,
    ref: null,
    name: id,
    location_id,
    capacity,
    created_at: at('2026-01-01T00:00:00Z'),
    updated_at: at('2026-01-01T00:00:00Z'),
  };
}

/** A booking of `minutes` from `start`, blocking `before`/`after` minutes around it. */
function booking(
  start: string,
  minutes: number,
  o: Partial<Occupancy> & { before?: number; after?: number } = {},
): Occupancy {
  const s = at(start).getTime();
  const e = s + minutes * 60_000;
  return {
    service_id: o.service_id ?? 'svc_main',
    location_id: o.location_id ?? LOC,
    staff_id: o.staff_id ?? null,
    starts_at: new Date(s),
    ends_at: new Date(e),
    blocks_from: new Date(s - (o.before ?? 0) * 60_000),
    blocks_until: new Date(e + (o.after ?? 0) * 60_000),
    participant_count: o.participant_count ?? 1,
    resources: o.resources ?? [],
  };
}

const NOW = at('2027-03-01T00:00:00Z');
const q = (over: Partial<SlotQuery> = {}): SlotQuery => ({ participants: 1, now: NOW, ...over });

test('weekly hours: slots on the grid from the opening time, each ending by closing time', () => {
  const r = daySlots(calendar(), '2027-03-15', q());
  assert.is(r.date, '2027-03-15');
  assert.is(r.duration_minutes, 60);
  assert.equal(starts(r), ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  assert.is(iso(r.slots[7].end), '2027-03-15T17:00:00.000Z');
  assert.ok(
    r.slots.every((s) => s.is_available && s.remaining_capacity === 1 && s.reason === null && s.staff_id === null),
  );
});

test('grid: a 20-minute interval with 30-minute slots; off-grid and mid-minute starts are outside_hours', () => {
  const cal = calendar({
    service: { slot_interval_minutes: 20, duration_minutes: 30 },
    weekly: hours(EVERY_DAY, '09:00', '10:00'),
  });
  assert.equal(starts(daySlots(cal, '2027-03-15', q())), ['09:00', '09:20']); // 09:40 + 30 min passes 10:00
  assert.is(checkSlot(cal, at('2027-03-15T09:20:00Z'), q()).reason, null);
  assert.is(checkSlot(cal, at('2027-03-15T09:10:00Z'), q()).reason, 'outside_hours');
  assert.is(checkSlot(cal, at('2027-03-15T09:40:00Z'), q()).reason, 'outside_hours');
  assert.is(checkSlot(cal, at('2027-03-15T09:00:30Z'), q()).reason, 'outside_hours');
  assert.is(checkSlot(cal, at('2027-03-15T09:10:00Z'), q()).remaining_capacity, 0);
});

test('intervals that touch are one; a split day keeps each part; 24:00 closes at midnight', () => {
  const touching = calendar({
    service: { duration_minutes: 90, slot_interval_minutes: 30 },
    weekly: [...hours([1], '09:00', '12:00'), ...hours([1], '12:00', '13:00')],
  });
  assert.equal(starts(daySlots(touching, '2027-03-15', q())), ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  const split = calendar({ weekly: [...hours([1], '09:00', '11:00'), ...hours([1], '14:30', '16:30')] });
  assert.equal(starts(daySlots(split, '2027-03-15', q())), ['09:00', '10:00', '14:30', '15:30']);
  const late = calendar({ weekly: hours([1], '22:00', '24:00') });
  const r = daySlots(late, '2027-03-15', q());
  assert.equal(
    r.slots.map((s) => iso(s.end)),
    ['2027-03-15T23:00:00.000Z', '2027-03-16T00:00:00.000Z'],
  );
});

test('exceptions: a closed date and special hours replace the weekly hours; a weekday without hours is closed', () => {
  const cal = calendar({
    weekly: hours([1, 2, 3, 4, 5], '09:00', '17:00'),
    exceptions: [
      { date: '2027-03-15', intervals: [], note: 'holiday' },
      { date: '2027-03-16', intervals: [{ start_time: '12:00', end_time: '14:00' }], note: null },
      { date: '2027-03-20', intervals: [{ start_time: '10:00', end_time: '12:00' }], note: 'open on a Saturday' },
    ],
  });
  assert.equal(daySlots(cal, '2027-03-15', q()).slots, []);
  assert.is(checkSlot(cal, at('2027-03-15T10:00:00Z'), q()).reason, 'closed');
  assert.equal(starts(daySlots(cal, '2027-03-16', q())), ['12:00', '13:00']);
  assert.is(checkSlot(cal, at('2027-03-16T09:00:00Z'), q()).reason, 'outside_hours');
  assert.is(checkSlot(cal, at('2027-03-16T12:00:00Z'), q()).reason, null);
  assert.equal(daySlots(cal, '2027-03-13', q()).slots, []); // a Saturday
  assert.is(checkSlot(cal, at('2027-03-13T10:00:00Z'), q()).reason, 'closed');
  assert.equal(starts(daySlots(cal, '2027-03-20', q())), ['10:00', '11:00']);
});

test('minimum notice and the past', () => {
  const cal = calendar({ service: { min_notice_minutes: 90 } });
  const now = at('2027-03-15T09:30:00Z');
  const r = daySlots(cal, '2027-03-15', q({ now }));
  assert.equal(
    r.slots.slice(0, 4).map((s) => s.reason),
    ['in_past', 'min_notice', null, null], // 10:00 is 30 min away, 11:00 exactly 90
  );
  assert.is(checkSlot(cal, at('2027-03-15T09:00:00Z'), q({ now })).reason, 'in_past');
  assert.is(checkSlot(cal, at('2027-03-15T10:00:00Z'), q({ now })).reason, 'min_notice');
  assert.is(checkSlot(cal, at('2027-03-15T11:00:00Z'), q({ now })).is_available, true);
});

test('maximum advance counts local dates of the location', () => {
  // Kiritimati is UTC+14: at 2027-03-15T12:00Z it is already 2027-03-16 there, so 7 days ahead is 2027-03-23.
  const cal = calendar({ zone: 'Pacific/Kiritimati', service: { max_advance_days: 7 } });
  const now = at('2027-03-15T12:00:00Z');
  assert.is(checkSlot(cal, at('2027-03-22T19:00:00Z'), q({ now })).reason, null); // 2027-03-23 09:00 local
  assert.is(checkSlot(cal, at('2027-03-23T19:00:00Z'), q({ now })).reason, 'max_advance'); // 2027-03-24 09:00 local
  assert.ok(daySlots(cal, '2027-03-24', q({ now })).slots.every((s) => s.reason === 'max_advance'));
});

test('buffers block the staff member before and after; the variant overrides the buffer after', () => {
  const cal = calendar({
    service: { slot_interval_minutes: 30, buffer_before_minutes: 15, buffer_after_minutes: 30, staff_ids: ['stf_a'] },
    staff: [staffer('stf_a')],
    occupancy: [
      booking('2027-03-15T10:00:00Z', 60, { staff_id: 'stf_a', before: 15, after: 30, service_id: 'svc_other' }),
    ], // blocks 09:45–11:30
  });
  const r = daySlots(cal, '2027-03-15', q());
  const free = r.slots.filter((s) => s.is_available).map((s) => iso(s.start).slice(11, 16));
  // 09:00 would block until 10:30; 11:30 from 11:15; 12:00 blocks from 11:45, after the other's 11:30.
  assert.equal(free.slice(0, 2), ['12:00', '12:30']);
  assert.is(r.slots[0].reason, 'no_staff');
  const c = checkSlot(cal, at('2027-03-15T12:00:00Z'), q());
  assert.equal([iso(c.blocks_from), iso(c.blocks_until)], ['2027-03-15T11:45:00.000Z', '2027-03-15T13:30:00.000Z']);
  // 08:30–09:30 blocks 08:15–10:00 with the service's 30-minute buffer after (overlaps 09:45), 08:15–09:30 with none.
  const cal2 = calendar({
    weekly: hours(EVERY_DAY, '08:30', '17:00'),
    service: { slot_interval_minutes: 30, buffer_before_minutes: 15, buffer_after_minutes: 30, staff_ids: ['stf_a'] },
    staff: [staffer('stf_a')],
    occupancy: [
      booking('2027-03-15T10:00:00Z', 60, { staff_id: 'stf_a', before: 15, after: 30, service_id: 'svc_other' }),
    ],
  });
  assert.is(checkSlot(cal2, at('2027-03-15T08:30:00Z'), q()).reason, 'no_staff');
  const v = checkSlot(cal2, at('2027-03-15T08:30:00Z'), q({ variant: { buffer_minutes: 0 } }));
  assert.is(v.reason, null);
  assert.is(iso(v.blocks_until), '2027-03-15T09:30:00.000Z');
});

test('capacity counts participants of overlapping bookings and holds of the service at the location', () => {
  const base = { service: { capacity: 3 } };
  const one = calendar({ ...base, occupancy: [booking('2027-03-15T10:00:00Z', 60, { participant_count: 2 })] });
  const c = checkSlot(one, at('2027-03-15T10:00:00Z'), q());
  assert.equal([c.is_available, c.remaining_capacity, c.reason], [true, 1, null]);
  const two = checkSlot(one, at('2027-03-15T10:00:00Z'), q({ participants: 2 }));
  assert.equal([two.is_available, two.remaining_capacity, two.reason], [false, 1, 'insufficient_capacity']);
  const full = calendar({
    ...base,
    occupancy: [booking('2027-03-15T10:00:00Z', 60, { participant_count: 2 }), booking('2027-03-15T10:00:00Z', 60)],
  });
  const f = checkSlot(full, at('2027-03-15T10:00:00Z'), q());
  assert.equal([f.is_available, f.remaining_capacity, f.reason], [false, 0, 'fully_booked']);
  // Other services and other locations do not take this service's places.
  const elsewhere = calendar({
    ...base,
    occupancy: [
      booking('2027-03-15T10:00:00Z', 60, { participant_count: 3, service_id: 'svc_other' }),
      booking('2027-03-15T10:00:00Z', 60, { participant_count: 3, location_id: 'loc_other' }),
    ],
  });
  assert.is(checkSlot(elsewhere, at('2027-03-15T10:00:00Z'), q()).remaining_capacity, 3);
  // Participants asked for beyond the capacity itself.
  assert.is(
    checkSlot(calendar(base), at('2027-03-15T10:00:00Z'), q({ participants: 4 })).reason,
    'insufficient_capacity',
  );
});

test('capacity is the peak of concurrent participants: back-to-back bookings do not add up', () => {
  const cal = calendar({
    service: { capacity: 2, slot_interval_minutes: 30 },
    occupancy: [booking('2027-03-15T09:00:00Z', 60), booking('2027-03-15T10:00:00Z', 60)],
  });
  assert.is(checkSlot(cal, at('2027-03-15T09:30:00Z'), q()).remaining_capacity, 1);
  assert.is(checkSlot(cal, at('2027-03-15T11:00:00Z'), q()).remaining_capacity, 2); // [10,11) ends as [11,12) starts
});

test('variant overrides duration and capacity; an explicit duration overrides both', () => {
  const cal = calendar({
    service: { capacity: 1, slot_interval_minutes: 30 },
    weekly: hours(EVERY_DAY, '09:00', '11:00'),
  });
  const v = { duration_minutes: 45, capacity: 4, buffer_minutes: null };
  const r = daySlots(cal, '2027-03-15', q({ variant: v }));
  assert.is(r.duration_minutes, 45);
  assert.equal(starts(r), ['09:00', '09:30', '10:00']);
  assert.is(iso(r.slots[0].end), '2027-03-15T09:45:00.000Z');
  assert.is(r.slots[0].remaining_capacity, 4);
  const c = checkSlot(cal, at('2027-03-15T09:30:00Z'), { ...q({ variant: v }), durationMinutes: 90 });
  assert.equal([c.duration_minutes, iso(c.end), c.reason], [90, '2027-03-15T11:00:00.000Z', null]);
  assert.is(checkSlot(cal, at('2027-03-15T10:00:00Z'), { ...q(), durationMinutes: 90 }).reason, 'outside_hours');
  assert.equal(terms(cal.service, { duration_minutes: null, buffer_minutes: 5, capacity: null }), {
    duration_minutes: 60,
    buffer_before_minutes: 0,
    buffer_after_minutes: 5,
    capacity: 1,
  });
});

test('staff: the first qualified member in the service order who works then and is free', () => {
  const cal = calendar({
    service: { staff_ids: ['stf_b', 'stf_a', 'stf_c'], capacity: 3 },
    // Given in another order: the service's order decides.
    staff: [
      staffer('stf_a'),
      staffer('stf_c'),
      staffer('stf_b', hours(EVERY_DAY, '09:00', '12:00')),
      staffer('stf_x'), // not qualified
    ],
    occupancy: [booking('2027-03-15T10:00:00Z', 60, { staff_id: 'stf_b', service_id: 'svc_other' })],
  });
  const r = daySlots(cal, '2027-03-15', q());
  assert.equal(
    r.slots.slice(0, 4).map((s) => s.staff_id),
    ['stf_b', 'stf_a', 'stf_b', 'stf_a'], // 10:00 B is busy; from 12:00 B does not work
  );
  assert.is(checkSlot(cal, at('2027-03-15T10:00:00Z'), q({ staffId: 'stf_b' })).reason, 'no_staff');
  assert.is(checkSlot(cal, at('2027-03-15T10:00:00Z'), q({ staffId: 'stf_c' })).staff_id, 'stf_c');
  assert.is(checkSlot(cal, at('2027-03-15T10:00:00Z'), q({ staffId: 'stf_x' })).reason, 'no_staff');
});

test('staff: inactive members, members without hours at this location, and staff exceptions', () => {
  const elsewhere = staffer('stf_far');
  elsewhere.schedules[0].location_id = 'loc_other';
  const cal = calendar({
    service: { staff_ids: ['stf_off', 'stf_far', 'stf_a'] },
    staff: [
      staffer('stf_off', undefined, { is_active: false }),
      elsewhere,
      staffer('stf_a', undefined, {}, [
        { date: '2027-03-16', intervals: [], note: 'leave' },
        { date: '2027-03-17', intervals: [{ start_time: '13:00', end_time: '15:00' }], note: null },
      ]),
    ],
  });
  assert.is(checkSlot(cal, at('2027-03-15T10:00:00Z'), q()).staff_id, 'stf_a');
  assert.is(checkSlot(cal, at('2027-03-16T10:00:00Z'), q()).reason, 'no_staff');
  assert.equal(
    daySlots(cal, '2027-03-17', q())
      .slots.filter((s) => s.is_available)
      .map((s) => iso(s.start).slice(11, 16)),
    ['13:00', '14:00'],
  );
  assert.is(checkSlot(cal, at('2027-03-15T10:00:00Z'), q({ staffId: 'stf_off' })).reason, 'no_staff');
  // A service that needs nobody: a staff member asked for cannot be given.
  assert.is(checkSlot(calendar(), at('2027-03-15T10:00:00Z'), q({ staffId: 'stf_a' })).reason, 'no_staff');
  // A qualified member with no entry in the calendar (deleted or inactive) is nobody.
  assert.is(
    checkSlot(calendar({ service: { staff_ids: ['stf_gone'] } }), at('2027-03-15T10:00:00Z'), q()).reason,
    'no_staff',
  );
});

test('sessions: a group slot shares its staff member and room; a one-to-one slot is fully booked, not no_staff', () => {
  const room = resource('res_room', 1);
  const groupSetup = {
    service: {
      capacity: 3,
      slot_interval_minutes: 30,
      staff_ids: ['stf_a', 'stf_b'],
      resources: [{ resource_id: 'res_room', quantity: 1 }],
    },
    staff: [staffer('stf_a'), staffer('stf_b')],
    resources: [room],
  };
  const first = booking('2027-03-15T10:00:00Z', 60, {
    staff_id: 'stf_b',
    resources: [{ resource_id: 'res_room', quantity: 1 }],
  });
  const group = calendar({ ...groupSetup, occupancy: [first] });
  const join = checkSlot(group, at('2027-03-15T10:00:00Z'), q());
  // B leads the session (asked for by the first booking): the next participant joins B, in the same room.
  assert.equal([join.is_available, join.staff_id, join.remaining_capacity], [true, 'stf_b', 2]);
  // An overlapping but different slot needs the room, which the session holds.
  assert.is(checkSlot(group, at('2027-03-15T10:30:00Z'), q()).reason, 'no_resource');
  assert.is(checkSlot(group, at('2027-03-15T11:00:00Z'), q()).reason, null);
  const full = calendar({ ...groupSetup, occupancy: [first, { ...first, participant_count: 2 }] });
  assert.is(checkSlot(full, at('2027-03-15T10:00:00Z'), q()).reason, 'fully_booked');

  const oneToOne = calendar({
    service: { staff_ids: ['stf_a'] },
    staff: [staffer('stf_a')],
    occupancy: [booking('2027-03-15T10:00:00Z', 60, { staff_id: 'stf_a' })],
  });
  const c = checkSlot(oneToOne, at('2027-03-15T10:00:00Z'), q());
  assert.equal([c.reason, c.remaining_capacity], ['fully_booked', 0]);
});

test('resources: free units over the blocked interval, at this location, whichever service holds them', () => {
  const chairs = resource('res_chairs', 2);
  const needs = (quantity: number) => ({
    resources: [
      { resource_id: 'res_chairs', quantity },
      { resource_id: 'res_far', quantity: 1 },
    ],
    capacity: 5,
    slot_interval_minutes: 30,
  });
  const occ = [
    booking('2027-03-15T09:00:00Z', 60, {
      service_id: 'svc_other',
      resources: [{ resource_id: 'res_chairs', quantity: 1 }],
    }),
    booking('2027-03-15T10:00:00Z', 60, {
      service_id: 'svc_other',
      resources: [{ resource_id: 'res_chairs', quantity: 1 }],
    }),
  ];
  const far = resource('res_far', 1, 'loc_other'); // bound, but at another location: not needed here
  const one = calendar({ service: needs(1), resources: [chairs, far], occupancy: occ });
  const c = checkSlot(one, at('2027-03-15T09:30:00Z'), q());
  assert.is(c.reason, null); // one chair in use at any moment
  assert.equal(c.resources, [{ resource_id: 'res_chairs', quantity: 1 }]);
  const two = calendar({ service: needs(2), resources: [chairs, far], occupancy: occ });
  assert.is(checkSlot(two, at('2027-03-15T09:30:00Z'), q()).reason, 'no_resource');
  assert.is(checkSlot(two, at('2027-03-15T11:00:00Z'), q()).reason, null);
  // A bound resource the calendar does not have (deleted) has no units.
  assert.is(
    checkSlot(
      calendar({ service: { resources: [{ resource_id: 'res_gone', quantity: 1 }] } }),
      at('2027-03-15T10:00:00Z'),
      q(),
    ).reason,
    'no_resource',
  );
});

test('reason precedence', () => {
  const now = at('2027-03-15T09:30:00Z');
  const strict = calendar({
    service: {
      min_notice_minutes: 120,
      max_advance_days: 3,
      staff_ids: ['stf_a'],
      resources: [{ resource_id: 'res_room', quantity: 1 }],
      capacity: 2,
    },
    weekly: hours([1, 2, 3, 4, 5], '09:00', '17:00'),
    staff: [staffer('stf_a', hours(EVERY_DAY, '09:00', '12:00'))],
    resources: [resource('res_room', 1)],
    occupancy: [
      booking('2027-03-16T10:00:00Z', 60, {
        service_id: 'svc_other',
        resources: [{ resource_id: 'res_room', quantity: 1 }],
      }),
      booking('2027-03-17T10:00:00Z', 60, { participant_count: 2, resources: [] }),
      booking('2027-03-17T11:00:00Z', 60, { participant_count: 1, resources: [] }),
    ],
  });
  const reason = (s: string, participants = 1) => checkSlot(strict, at(s), q({ now, participants })).reason;
  assert.is(reason('2027-03-15T09:00:00Z'), 'in_past'); // also inside min notice
  assert.is(reason('2027-03-15T10:00:00Z'), 'min_notice');
  assert.is(reason('2027-03-20T10:00:00Z'), 'max_advance'); // also a Saturday (closed)
  assert.is(reason('2027-03-18T10:17:00Z'), 'outside_hours'); // off the grid (and so no staff member is sought)
  assert.is(reason('2027-03-16T14:00:00Z'), 'no_staff'); // stf_a works until 12:00
  assert.is(reason('2027-03-16T10:00:00Z'), 'no_resource'); // the room is taken
  assert.is(reason('2027-03-17T10:00:00Z'), 'fully_booked'); // the session there holds no room, its 2 places taken
  assert.is(reason('2027-03-17T11:00:00Z', 2), 'insufficient_capacity');
  assert.is(reason('2027-03-17T11:00:00Z', 1), null);
  const closed = calendar({ weekly: hours([1], '09:00', '17:00'), service: { staff_ids: ['stf_gone'] } });
  assert.is(checkSlot(closed, at('2027-03-16T10:00:00Z'), q({ now })).reason, 'closed'); // before no_staff
});

test('availability: a day map that counts bookable slots, nothing before today or past the window', () => {
  const cal = calendar({
    service: { max_advance_days: 4, capacity: 2 },
    weekly: hours([1, 2, 3, 4, 5], '09:00', '12:00'),
    occupancy: [booking('2027-03-16T09:00:00Z', 60, { participant_count: 2 }), booking('2027-03-16T10:00:00Z', 60)],
  });
  const now = at('2027-03-15T09:30:00Z');
  const map = availability(cal, '2027-03-13', '2027-03-21', q({ now }));
  assert.equal(
    map.map((d) => [d.date, d.slot_count]),
    [
      ['2027-03-13', 0], // Saturday
      ['2027-03-14', 0], // Sunday
      ['2027-03-15', 2], // 09:00 has passed
      ['2027-03-16', 2], // 09:00 full, 10:00 has one place left
      ['2027-03-17', 3],
      ['2027-03-18', 3],
      ['2027-03-19', 3], // today + 4 days
      ['2027-03-20', 0],
      ['2027-03-21', 0],
    ],
  );
  assert.ok(map.every((d) => d.available === d.slot_count > 0));
  assert.is(availability(cal, '2027-03-16', '2027-03-16', q({ now, participants: 2 }))[0].slot_count, 1);
  // The map and the day's slots agree.
  const day = daySlots(cal, '2027-03-16', q({ now }));
  assert.is(day.slots.filter((s) => s.is_available).length, map[3].slot_count);
});

test('slots, check and availability agree on every slot of random calendars (DST dates included)', () => {
  // A fixed pseudo-random sequence: the same calendars every run.
  let seed = 7;
  const rnd = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Africa/Accra'];
  const dates = ['2027-03-14', '2027-11-07', '2027-03-28', '2027-10-31', '2027-04-04', '2027-10-03', '2027-06-15'];
  let compared = 0;
  const seen = new Set<string | null>();
  for (let round = 0; round < 40; round++) {
    const zone = zones[rnd(zones.length)];
    const date = dates[rnd(dates.length)];
    const staffIds = ['stf_a', 'stf_b', 'stf_c'].slice(0, rnd(4));
    const open = [`0${rnd(3)}:00`, '09:00', '13:30'][rnd(3)];
    const cal = calendar({
      zone,
      weekly: hours(EVERY_DAY, open, ['18:00', '24:00'][rnd(2)]),
      service: {
        duration_minutes: [30, 45, 60, 90][rnd(4)],
        slot_interval_minutes: [15, 30, 60][rnd(3)],
        buffer_before_minutes: [0, 10][rnd(2)],
        buffer_after_minutes: [0, 15][rnd(2)],
        capacity: 1 + rnd(3),
        staff_ids: staffIds,
        resources: rnd(2) ? [{ resource_id: 'res_room', quantity: 1 }] : [],
      },
      staff: staffIds.map((id) =>
        staffer(id, hours(EVERY_DAY, ['00:00', '10:00'][rnd(2)], ['16:00', '24:00'][rnd(2)])),
      ),
      resources: [resource('res_room', 1 + rnd(2))],
    });
    // Book some of the day's own slots, as checkout would (each with what the check assigned).
    const now = new Date(Date.parse(`${date}T00:00:00Z`) - 36 * 3600_000);
    for (const slot of daySlots(cal, date, q({ now })).slots) {
      if (rnd(3) !== 0) continue;
      const c = checkSlot(cal, slot.start, q({ now }));
      if (!c.is_available) continue;
      cal.occupancy.push({
        service_id: 'svc_main',
        location_id: LOC,
        staff_id: c.staff_id,
        starts_at: c.start,
        ends_at: c.end,
        blocks_from: c.blocks_from,
        blocks_until: c.blocks_until,
        participant_count: 1,
        resources: c.resources,
      });
    }
    const participants = 1 + rnd(2);
    const day = daySlots(cal, date, q({ now, participants }));
    for (const slot of day.slots) {
      const c = checkSlot(cal, slot.start, q({ now, participants }));
      assert.equal(
        [c.reason, c.remaining_capacity, c.staff_id, iso(c.end)],
        [slot.reason, slot.remaining_capacity, slot.staff_id, iso(slot.end)],
        `${zone} ${date} ${iso(slot.start)}`,
      );
      compared++;
      seen.add(slot.reason);
    }
    const [map] = availability(cal, date, date, q({ now, participants }));
    assert.is(map.slot_count, day.slots.filter((s) => s.is_available).length);
  }
  assert.ok(compared > 500, `only ${compared} slots compared`);
  // The calendars exercised more than the happy path.
  for (const r of [null, 'no_staff', 'no_resource', 'fully_booked', 'insufficient_capacity'])
    assert.ok(seen.has(r), `no slot ended ${r}: ${[...seen]}`);
});

test('local dates a blocked interval touches', () => {
  assert.equal(localDatesOf(at('2027-03-15T23:30:00Z'), at('2027-03-16T00:30:00Z'), 'Africa/Accra'), [
    '2027-03-15',
    '2027-03-16',
  ]);
  assert.equal(localDatesOf(at('2027-03-15T22:00:00Z'), at('2027-03-16T00:00:00Z'), 'Africa/Accra'), ['2027-03-15']);
  assert.equal(localDatesOf(at('2027-03-15T22:00:00Z'), at('2027-03-16T00:00:00Z'), 'Pacific/Kiritimati'), [
    '2027-03-16',
  ]);
});

test.run();
