import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { afterMessage, aiEnabled, inboxFilter, messageContent, nextMessageTime, ownerOf } from './rules.js';

test('content: trimmed, 1 to 4000 characters counted in code points', () => {
  assert.equal(messageContent('  hello \n'), { content: 'hello' });
  assert.match((messageContent(' \n\t ') as { problem: string }).problem, /^content: must not be empty/);
  assert.equal(messageContent('x'.repeat(4000)), { content: 'x'.repeat(4000) });
  assert.match((messageContent('x'.repeat(4001)) as { problem: string }).problem, /at most 4000.*4001/);
  // 4000 emoji are 8000 UTF-16 units and still 4000 characters.
  assert.equal(messageContent('😀'.repeat(4000)), { content: '😀'.repeat(4000) });
  assert.ok('problem' in messageContent('😀'.repeat(4001)));
  assert.match((messageContent('', 'body.content') as { problem: string }).problem, /^body\.content:/);
});

test('the conversation clock: now, or a millisecond after the last message', () => {
  const t = new Date('2026-11-24T10:00:00.000Z');
  assert.is(nextMessageTime(t, null), t);
  assert.is(nextMessageTime(t, new Date(t.getTime() - 5)), t);
  assert.is(nextMessageTime(t, t).getTime(), t.getTime() + 1);
  // A clock behind the conversation (another process, or a clock step) still moves forward.
  assert.is(nextMessageTime(t, new Date(t.getTime() + 40)).getTime(), t.getTime() + 41);
  let last: Date | null = null;
  const seen = new Set<number>();
  for (let i = 0; i < 100; i++) seen.add((last = nextMessageTime(t, last)).getTime());
  assert.is(seen.size, 100);
});

test('owners: the customer wins over the session; neither is no owner', () => {
  assert.is(ownerOf({ customerId: 'cus_1', sessionId: 'sess_1' }), 'cus:cus_1');
  assert.is(ownerOf({ sessionId: 'sess_1' }), 'ses:sess_1');
  assert.is(ownerOf({}), null);
});

test('a message and its conversation: who waits for whom, when the responder stops', () => {
  const open = { status: 'open' as const, awaiting_reply: false, responder_stopped: false };
  assert.equal(afterMessage({ ...open, status: 'closed' }, 'customer'), {
    status: 'open',
    awaiting_reply: true,
    responder_stopped: false,
  });
  assert.equal(afterMessage({ ...open, awaiting_reply: true }, 'ai'), {
    status: 'open',
    awaiting_reply: false,
    responder_stopped: false,
  });
  assert.equal(afterMessage({ ...open, awaiting_reply: true }, 'agent'), {
    status: 'open',
    awaiting_reply: false,
    responder_stopped: true,
  });
  assert.equal(afterMessage({ ...open, awaiting_reply: true }, 'system'), {
    status: 'open',
    awaiting_reply: true,
    responder_stopped: false,
  });
  assert.is(aiEnabled(null, true), true);
  assert.is(aiEnabled({ responder_stopped: true }, true), false);
  assert.is(aiEnabled({ responder_stopped: false }, false), false);
});

test('inbox filters', () => {
  assert.equal(inboxFilter('waiting'), { status: 'open', awaiting_reply: true });
  assert.equal(inboxFilter('closed'), { status: 'closed' });
  assert.equal(inboxFilter(undefined), {});
});

test.run();
