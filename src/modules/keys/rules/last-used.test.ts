import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dueAtOrBefore, LAST_USED_EVERY_MS, useIsDue } from './last-used.js';

const now = new Date('2026-11-22T10:15:30.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

test('useIsDue: a key never used, or last recorded a minute or more ago, is due; a more recent record is not', () => {
  assert.ok(useIsDue(null, now));
  assert.ok(useIsDue(undefined, now));
  assert.ok(useIsDue(ago(LAST_USED_EVERY_MS), now));
  assert.ok(useIsDue(ago(LAST_USED_EVERY_MS + 1), now));
  assert.not.ok(useIsDue(ago(LAST_USED_EVERY_MS - 1), now));
  assert.not.ok(useIsDue(now, now));
  // A record ahead of this process's clock (another process's clock runs ahead) is not overwritten backwards.
  assert.not.ok(useIsDue(new Date(now.getTime() + 5_000), now));
});

test('dueAtOrBefore: the boundary useIsDue applies, for the store filter', () => {
  assert.equal(dueAtOrBefore(now), ago(LAST_USED_EVERY_MS));
  assert.ok(useIsDue(dueAtOrBefore(now), now));
});

test.run();
