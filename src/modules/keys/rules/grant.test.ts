import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { expiryProblem, missingGrant } from './grant.js';

test('missingGrant: the first scope asked for that the creator lacks, in the order asked', () => {
  assert.is(missingGrant(['keys:write', 'projects:read'], ['projects:read']), undefined);
  assert.is(
    missingGrant(['keys:write', 'projects:read'], ['projects:read', 'deploys:write', 'env:read']),
    'deploys:write',
  );
  assert.is(missingGrant(['keys:write'], ['keys:write']), undefined);
  assert.is(missingGrant([], ['mcp:invoke']), 'mcp:invoke');
});

test('expiryProblem: absent or later than now is fine; now or earlier is refused, naming the field', () => {
  const now = new Date('2026-11-22T09:30:00.000Z');
  assert.is(expiryProblem(undefined, now), undefined);
  assert.is(expiryProblem(new Date(now.getTime() + 1), now), undefined);
  assert.match(expiryProblem(now, now) ?? '', /^expires_at: must be in the future/);
  assert.match(expiryProblem(new Date(now.getTime() - 60_000), now) ?? '', /^expires_at: /);
});

test.run();
