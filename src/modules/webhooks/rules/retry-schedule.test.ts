import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_ATTEMPTS, nextAttemptAt } from './retry-schedule.js';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const MIN = 60_000;
const offset = (d: Date | null) => d!.getTime() - t0.getTime();

test('retries fall 1 m, 5 m, 15 m, 1 h, 6 h and 24 h after the first attempt', () => {
  const offsets = [1, 2, 3, 4, 5, 6].map((a) => offset(nextAttemptAt(a, t0, t0, 0)));
  assert.equal(
    offsets,
    [1, 5, 15, 60, 360, 1440].map((m) => m * MIN),
  );
});

test('jitter stays within 5 % and a minute, and never past the 24-hour window', () => {
  assert.is(offset(nextAttemptAt(1, t0, t0, 0.999)), MIN + 2997);
  assert.is(offset(nextAttemptAt(5, t0, t0, 0.999)), 360 * MIN + 59_940);
  assert.is(offset(nextAttemptAt(6, t0, t0, 0.999)), 1440 * MIN);
});

test('an attempt that ran late pushes the next one no earlier than now', () => {
  const late = new Date(t0.getTime() + 10 * MIN);
  assert.is(offset(nextAttemptAt(2, t0, late, 0)), 10 * MIN);
  assert.is(offset(nextAttemptAt(3, t0, late, 0)), 15 * MIN);
});

test('no retry after the seventh attempt', () => {
  assert.is(MAX_ATTEMPTS, 7);
  assert.is(nextAttemptAt(7, t0), null);
});

test.run();
