import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { advanceRefusal, latestAdvance } from './advance.js';

const from = new Date('2027-02-28T10:00:00.000Z');

test('an advance must move the clock forward', () => {
  assert.match(advanceRefusal(from, from)!, /^frozen_time: must be later/);
  assert.match(advanceRefusal(from, new Date(from.getTime() - 1))!, /later than the clock's frozen_time/);
  assert.is(advanceRefusal(from, new Date(from.getTime() + 1)), null);
});

test('an advance goes at most two calendar years ahead', () => {
  assert.equal(latestAdvance(from), new Date('2029-02-28T10:00:00.000Z'));
  assert.is(advanceRefusal(from, latestAdvance(from)), null);
  assert.match(advanceRefusal(from, new Date(latestAdvance(from).getTime() + 1))!, /at most 2 years ahead/);
});

test('two years from a leap day end on the first of March', () => {
  assert.equal(latestAdvance(new Date('2028-02-29T00:00:00.000Z')), new Date('2030-03-01T00:00:00.000Z'));
});

test.run();
