// Support message sends (src/flows/support.ts: the feed's next id, the message, its conversation and its feed entry
// in one transaction) under MongoDB's failures, over HTTP. Whatever fails, a message is stored once with one feed
// entry and the conversation counts it once; a send with a `client_id` is safe to repeat (a 503 says retryable, and
// the repeat answers 409 with the message as stored), one without is not (its 503 says so).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomUUID } from 'node:crypto';
import { exitWhenDone } from '../store/helpers.js';
import {
  assertStoreDown,
  failPointsOnly,
  startFailureHarness,
  SHUTDOWN_IN_PROGRESS,
  type FailureHarness,
} from './support.js';

let h: FailureHarness | null;
const it = failPointsOnly(test);
const LOST_REPLY = {
  writeConcernError: { code: 100, codeName: 'UnsatisfiableWriteConcern', errmsg: 'Not enough data-bearing nodes' },
};

test.before(async () => {
  h = await startFailureHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
  exitWhenDone();
});

/** A shopper with a conversation; send() posts a message over HTTP. */
async function shopper() {
  const sessionId = h!.shopper().sessionId;
  const opened = await h!.raw('POST', '/api/v1/support/conversation', { sessionId });
  assert.is(opened.status, 200, JSON.stringify(opened.json));
  const threadId: string = opened.json.data.conversation.id;
  return {
    threadId,
    send: (content: string, clientId?: string) =>
      h!.raw('POST', '/api/v1/support/conversation/messages', {
        sessionId,
        body: { content, ...(clientId ? { client_id: clientId } : {}) },
      }),
  };
}

/** The conversation holds exactly `contents`, each once with its feed entry, and counts them. */
async function storedOnce(threadId: string, contents: string[]): Promise<void> {
  const messages = await h!.db
    .collection<{ _id: string; content: string }>('support_messages')
    .find({ thread_id: threadId })
    .toArray();
  assert.equal(messages.map((m) => m.content).sort(), [...contents].sort());
  const feed = await h!.db
    .collection('support_feed')
    .countDocuments({ 'message._id': { $in: messages.map((m) => m._id) } });
  assert.is(feed, messages.length, 'one feed entry per message');
  const thread = await h!.db
    .collection<{ message_count: number }>('support_threads')
    .findOne({ _id: threadId as never });
  assert.is(thread?.message_count, messages.length);
}

it('a write conflict on the feed counter: the transaction runs again; stored once', async () => {
  const s = await shopper();
  const met = await h!.fail(
    { times: 1 },
    { failCommands: ['findAndModify'], namespace: h!.ns('counters'), errorCode: 112 },
  );
  const r = await s.send('Where is my parcel?', randomUUID());
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(await met(), 1);
  await storedOnce(s.threadId, ['Where is my parcel?']);
});

it('ShutdownInProgress on the message insert once: the transaction runs again; stored once', async () => {
  const s = await shopper();
  const met = await h!.fail(
    { times: 1 },
    { failCommands: ['insert'], namespace: h!.ns('support_messages'), errorCode: SHUTDOWN_IN_PROGRESS },
  );
  assert.is((await s.send('Order 1042?', randomUUID())).status, 201);
  assert.is(await met(), 1);
  await storedOnce(s.threadId, ['Order 1042?']);
});

it('the send commits but its reply is lost, with a client_id: 503 retryable; the repeat answers 409 with the message; stored once', async () => {
  const s = await shopper();
  const clientId = randomUUID();
  const met = await h!.fail({ times: 1 }, { failCommands: ['commitTransaction'], ...LOST_REPLY });
  assertStoreDown(await s.send('It arrived damaged.', clientId), true);
  assert.is(await met(), 1);
  const again = await s.send('It arrived damaged.', clientId);
  assert.is(again.status, 409, JSON.stringify(again.json));
  assert.is(again.json.data.content, 'It arrived damaged.');
  await storedOnce(s.threadId, ['It arrived damaged.']);
});

it('the same without a client_id: 503 not retryable (the message may be stored: read the conversation first); stored once', async () => {
  const s = await shopper();
  const met = await h!.fail({ times: 1 }, { failCommands: ['commitTransaction'], ...LOST_REPLY });
  assertStoreDown(await s.send('Hello?'), false);
  assert.is(await met(), 1);
  await storedOnce(s.threadId, ['Hello?']);
});

it('every answer was one the contract documents', () => {
  if (h) assert.equal(h.responseViolations(), []);
});

test.run();
