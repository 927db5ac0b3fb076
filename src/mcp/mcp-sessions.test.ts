import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SESSION_ID, SESSION_IDLE_MS, sessionState, touchDue, type McpSessionDoc } from './mcp-sessions.js';

const at = new Date('2026-11-22T10:00:00.000Z');
const doc = (lastUsed: Date): McpSessionDoc => ({
  _id: 'h',
  key_id: 'key_a',
  business_id: 'biz_a',
  livemode: true,
  protocol_version: '2025-11-25',
  client: null,
  attached_project_id: null,
  created_at: lastUsed,
  last_used_at: lastUsed,
});
const later = (ms: number) => new Date(at.getTime() + ms);

test('a session lives an hour after its last use, for the key that opened it only', () => {
  assert.is(sessionState(doc(at), 'key_a', later(SESSION_IDLE_MS - 1)), 'live');
  assert.is(sessionState(doc(at), 'key_a', later(SESSION_IDLE_MS)), 'unknown');
  // Another key's session is as unknown as one that does not exist.
  assert.is(sessionState(doc(at), 'key_b', at), 'unknown');
  assert.is(sessionState(null, 'key_a', at), 'unknown');
});

test('the last use is written at most once a minute', () => {
  assert.not.ok(touchDue(doc(at), later(59_999)));
  assert.ok(touchDue(doc(at), later(60_000)));
});

test('session ids: mcps_ and 32 base62 characters', () => {
  assert.ok(SESSION_ID.test(`mcps_${'A1b2'.repeat(8)}`));
  assert.not.ok(SESSION_ID.test('mcps_short'));
  assert.not.ok(SESSION_ID.test(`mcps_${'-'.repeat(32)}`));
});

test.run();
