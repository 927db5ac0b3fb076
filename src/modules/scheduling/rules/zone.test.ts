// Zone arithmetic: the cached-offset conversion must agree with Temporal itself, minute grid by minute grid, on the
// transition days of zones with every kind of rule (northern and southern DST, 30-minute DST, transitions at
// midnight, a skipped calendar day, negative DST, no DST), and the date helpers must not depend on the process zone.
import { Temporal } from 'temporal-polyfill';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  addDays,
  dayBounds,
  daysBetween,
  isLocalDate,
  isTimeZone,
  localDateOf,
  localDateTimeOf,
  offsetAt,
  parseClock,
  wallToInstant,
  weekdayOf,
} from './zone.js';

const iso = (ms: number) => new Date(ms).toISOString();

function temporalWall(zone: string, date: string, minutes: number) {
  const pdt = Temporal.PlainDate.from(date).toPlainDateTime().add({ minutes });
  const compatible = pdt.toZonedDateTime(zone, { disambiguation: 'compatible' });
  const earlier = pdt.toZonedDateTime(zone, { disambiguation: 'earlier' });
  const later = pdt.toZonedDateTime(zone, { disambiguation: 'later' });
  const inGap = !compatible.toPlainDateTime().equals(pdt);
  return {
    at: compatible.epochMilliseconds,
    inGap,
    ambiguous: !inGap && earlier.epochMilliseconds !== later.epochMilliseconds,
  };
}

const SWEEP: [string, string[]][] = [
  ['America/New_York', ['2027-03-14', '2027-11-07', '2027-06-01']],
  ['Europe/London', ['2027-03-28', '2027-10-31']],
  ['Australia/Sydney', ['2027-04-04', '2027-10-03']],
  ['Australia/Lord_Howe', ['2027-04-04', '2027-10-03']], // 30-minute DST
  ['America/Santiago', ['2027-04-04', '2027-09-05', '2027-04-03', '2027-09-04']], // transitions at midnight
  ['Asia/Beirut', ['2027-03-28', '2027-10-31']], // transitions at midnight
  ['Pacific/Apia', ['2011-12-29', '2011-12-30', '2011-12-31']], // 2011-12-30 did not exist there
  ['Europe/Dublin', ['2027-03-28', '2027-10-31']], // "negative DST" in the zone data
  ['Africa/Accra', ['2027-03-14', '2027-11-07']],
  ['Asia/Kolkata', ['2027-03-14']],
  ['Pacific/Kiritimati', ['2027-03-14']],
  ['America/St_Johns', ['2027-03-14', '2027-11-07']],
];

test('wallToInstant agrees with Temporal (compatible) every 15 minutes of transition days', () => {
  let checked = 0;
  for (const [zone, dates] of SWEEP) {
    for (const date of dates) {
      for (let m = 0; m <= 1440; m += 15) {
        const mine = wallToInstant(zone, date, m);
        const theirs = temporalWall(zone, date, m);
        assert.equal(mine, theirs, `${zone} ${date} +${m} min`);
        checked++;
      }
    }
  }
  assert.ok(checked > 1500);
});

test('New York spring gap: 02:30 moves forward to 03:30 EDT; autumn 01:30 is the earlier (EDT) instant', () => {
  const gap = wallToInstant('America/New_York', '2027-03-14', 150);
  assert.equal(gap, { at: Date.parse('2027-03-14T07:30:00.000Z'), inGap: true, ambiguous: false });
  const overlap = wallToInstant('America/New_York', '2027-11-07', 90);
  assert.equal(overlap, { at: Date.parse('2027-11-07T05:30:00.000Z'), inGap: false, ambiguous: true });
  assert.is(iso(wallToInstant('America/New_York', '2027-11-07', 120).at), '2027-11-07T07:00:00.000Z');
});

test('offsets of the test zones', () => {
  assert.is(offsetAt('America/New_York', Date.parse('2027-03-14T06:59:59.999Z')), -5 * 3600_000);
  assert.is(offsetAt('America/New_York', Date.parse('2027-03-14T07:00:00.000Z')), -4 * 3600_000);
  assert.is(offsetAt('Australia/Sydney', Date.parse('2027-01-10T00:00:00.000Z')), 11 * 3600_000);
  assert.is(offsetAt('Australia/Sydney', Date.parse('2027-07-10T00:00:00.000Z')), 10 * 3600_000);
  assert.is(offsetAt('Africa/Accra', Date.parse('2027-07-10T00:00:00.000Z')), 0);
  assert.is(offsetAt('Pacific/Kiritimati', Date.parse('2027-07-10T00:00:00.000Z')), 14 * 3600_000);
});

test('day bounds: 23, 25 and 24 real hours', () => {
  const hours = (date: string, zone: string) => {
    const [a, b] = dayBounds(date, zone);
    return (b.getTime() - a.getTime()) / 3600_000;
  };
  assert.is(hours('2027-03-14', 'America/New_York'), 23);
  assert.is(hours('2027-11-07', 'America/New_York'), 25);
  assert.is(hours('2027-04-04', 'Australia/Sydney'), 25);
  assert.is(hours('2027-10-03', 'Australia/Sydney'), 23);
  assert.is(hours('2027-03-14', 'Africa/Accra'), 24);
  assert.equal(
    dayBounds('2027-03-14', 'America/New_York').map((d) => d.toISOString()),
    ['2027-03-14T05:00:00.000Z', '2027-03-15T04:00:00.000Z'],
  );
  // Santiago springs forward at midnight: 2027-09-05 starts at 01:00 local.
  assert.is(dayBounds('2027-09-05', 'America/Santiago')[0].toISOString(), '2027-09-05T04:00:00.000Z');
});

test('local date and time of an instant', () => {
  assert.is(localDateOf(new Date('2027-03-14T04:59:59.000Z'), 'America/New_York'), '2027-03-13');
  assert.is(localDateOf(new Date('2027-03-14T05:00:00.000Z'), 'America/New_York'), '2027-03-14');
  assert.is(localDateOf(new Date('2027-07-01T10:30:00.000Z'), 'Pacific/Kiritimati'), '2027-07-02');
  assert.equal(localDateTimeOf(new Date('2027-11-07T06:30:00.000Z'), 'America/New_York'), {
    date: '2027-11-07',
    minutes: 90,
  }); // the second 01:30
  assert.equal(localDateTimeOf(new Date('2027-10-03T01:00:00.000Z'), 'Australia/Sydney'), {
    date: '2027-10-03',
    minutes: 12 * 60,
  });
});

test('date helpers and clock parsing', () => {
  assert.ok(isLocalDate('2028-02-29'));
  assert.not.ok(isLocalDate('2027-02-29'));
  assert.not.ok(isLocalDate('2027-13-01'));
  assert.not.ok(isLocalDate('2027-1-01'));
  assert.is(addDays('2027-12-31', 1), '2028-01-01');
  assert.is(addDays('2027-03-01', -1), '2027-02-28');
  assert.is(daysBetween('2027-03-01', '2027-05-01'), 61);
  assert.is(weekdayOf('2027-03-14'), 0); // a Sunday
  assert.is(parseClock('09:00'), 540);
  assert.is(parseClock('24:00'), 1440);
  assert.is(parseClock('24:30'), null);
  assert.is(parseClock('9:00'), null);
  assert.is(parseClock('12:60'), null);
  assert.ok(isTimeZone('Africa/Accra'));
  assert.not.ok(isTimeZone('Mars/Olympus_Mons'));
});

test.run();
