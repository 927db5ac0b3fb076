import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isScheduleOpen, localTime, orderRules, rulesFor } from './schedule.js';
import type { ScheduleRuleDoc } from '../model.js';

const rule = (
  day: number,
  start: string,
  end: string,
  location_id: string | null = null,
  timezone = 'Europe/London',
): ScheduleRuleDoc => ({
  day_of_week: day,
  start_time: start,
  end_time: end,
  location_id,
  timezone,
});

test('local day and time follow the zone, daylight saving included', () => {
  // 2026-07-06 is a Monday; London is UTC+1 in July, UTC+0 in January.
  assert.equal(localTime(new Date('2026-07-06T05:30:00Z'), 'Europe/London'), { day: 1, minutes: 6 * 60 + 30 });
  assert.equal(localTime(new Date('2026-01-05T05:30:00Z'), 'Europe/London'), { day: 1, minutes: 5 * 60 + 30 });
  assert.equal(localTime(new Date('2026-07-06T23:30:00Z'), 'Asia/Tokyo'), { day: 2, minutes: 8 * 60 + 30 });
  assert.equal(localTime(new Date('2026-07-06T00:00:00Z'), 'Not/AZone'), { day: 1, minutes: 0 });
});

test('a window is open from its start (inclusive) to its end (exclusive), in the rule’s zone', () => {
  const rules = [rule(1, '06:00', '11:00')];
  assert.is(isScheduleOpen(rules, new Date('2026-07-06T05:00:00Z'), 'UTC'), true); // 06:00 London
  assert.is(isScheduleOpen(rules, new Date('2026-07-06T04:59:00Z'), 'UTC'), false);
  assert.is(isScheduleOpen(rules, new Date('2026-07-06T10:00:00Z'), 'UTC'), false); // 11:00 London
  assert.is(isScheduleOpen(rules, new Date('2026-07-07T06:00:00Z'), 'UTC'), false); // Tuesday
  assert.is(isScheduleOpen([rule(1, '22:00', '24:00')], new Date('2026-07-06T22:59:00Z'), 'UTC'), true); // 23:59 London
  assert.is(isScheduleOpen([], new Date(), 'UTC'), true);
  // A rule without a zone is read in the fallback zone.
  assert.is(isScheduleOpen([rule(1, '06:00', '07:00', null, '')], new Date('2026-07-06T06:30:00Z'), 'UTC'), true);
});

test('rules apply to their location and to every location; listing puts every-location rules first', () => {
  const rules = [
    rule(3, '09:00', '10:00', 'loc_b'),
    rule(2, '09:00', '10:00', 'loc_a'),
    rule(5, '09:00', '10:00'),
    rule(1, '12:00', '13:00'),
    rule(1, '08:00', '09:00'),
  ];
  assert.is(rulesFor(rules, 'loc_a').length, 4);
  assert.is(rulesFor(rules, null).length, 5);
  assert.equal(
    orderRules(rules).map((r) => `${r.location_id ?? '*'}:${r.day_of_week}:${r.start_time}`),
    ['*:1:08:00', '*:1:12:00', '*:5:09:00', 'loc_a:2:09:00', 'loc_b:3:09:00'],
  );
});

test.run();
