import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { boundary, period, periodIndexContaining, retryAt, type BillingSchedule } from './schedule.js';

const monthly = (iso: string, count = 1): BillingSchedule => ({
  anchor: new Date(iso),
  interval: 'month',
  interval_count: count,
});

test('monthly periods keep the anchor day and clamp to the end of short months', () => {
  const s = monthly('2027-01-31T10:00:00.000Z');
  assert.is(boundary(s, 1).toISOString(), '2027-02-28T10:00:00.000Z');
  assert.is(boundary(s, 2).toISOString(), '2027-03-31T10:00:00.000Z');
  assert.is(boundary(s, 13).toISOString(), '2028-02-29T10:00:00.000Z');
});

test('day, week and year intervals with counts', () => {
  const anchor = new Date('2027-03-01T00:00:00.000Z');
  assert.is(period({ anchor, interval: 'day', interval_count: 3 }, 1).end.toISOString(), '2027-03-07T00:00:00.000Z');
  assert.is(boundary({ anchor, interval: 'week', interval_count: 2 }, 1).toISOString(), '2027-03-15T00:00:00.000Z');
  assert.is(
    boundary({ anchor: new Date('2028-02-29T00:00:00.000Z'), interval: 'year', interval_count: 1 }, 1).toISOString(),
    '2029-02-28T00:00:00.000Z',
  );
});

test('a resumed schedule continues at the first period not yet ended', () => {
  const s = monthly('2027-01-05T00:00:00.000Z');
  assert.is(periodIndexContaining(s, 0, new Date('2027-01-20T00:00:00.000Z')), 0);
  assert.is(periodIndexContaining(s, 0, new Date('2027-02-05T00:00:00.000Z')), 1);
  assert.is(periodIndexContaining(s, 0, new Date('2027-04-10T00:00:00.000Z')), 3);
  assert.is(periodIndexContaining(s, 2, new Date('2027-01-10T00:00:00.000Z')), 2);
});

test('renewal retries at +1 day and +3 days, then none', () => {
  const due = new Date('2027-02-05T00:00:00.000Z');
  assert.is(retryAt(due, 1)?.toISOString(), '2027-02-06T00:00:00.000Z');
  assert.is(retryAt(due, 2)?.toISOString(), '2027-02-08T00:00:00.000Z');
  assert.is(retryAt(due, 3), null);
});

test.run();
