// Support chat across two server processes on one store, as behind a load balancer: process A is the service in
// this test process (the harness, its embedded store reachable over TCP), process B the real src/main.ts in a child
// process with MONGODB_URI naming A's store. A message stored through either process reaches the sockets of the
// other only through the support feed each one polls (src/modules/support/feed-reader.ts). Checked with real HTTP
// and a real `ws` client: messages and agent replies posted to A reach a socket on B, a message posted to B reaches
// a socket on A, and after B is killed and started again a reconnecting client catches up exactly from `resync`
// and the poll. The cross-process delay of 100 messages is printed, never asserted (timings are not behaviour).
// Every frame is checked against the contract's SupportSocketServerFrame, every HTTP answer by the harness.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pct } from '../../scripts/lib/proc.js';
import { startChildServer, type ChildServer } from '../harness/child-server.js';
import { frameViolations, openSocket, SUPPORT_WS_PATH, type SocketClient } from './socket-client.js';
import { newSessionId, startHarness, type Harness } from '../harness/harness.js';

const WS_PATH = SUPPORT_WS_PATH;
const MSGS = '/api/v1/support/conversation/messages';

let h: Harness;
/** Process A's store, as another process reaches it. */
let storeUri: string;
let bDataDir: string;
let b: ChildServer | undefined;

/** A socket that records its frames (and when each message frame arrived) and lets a test wait for the next one matching a predicate. */
function connect(base: string, sessionId: string): Promise<SocketClient> {
  return openSocket(`${base.replace(/^http/, 'ws')}${WS_PATH}?key=${h.defaultKey}&session_id=${sessionId}`, {
    timeoutMs: 5000,
  });
}

/** A storefront request to the process at `base` (A or B), its answer checked against the contract. */
async function storefront(
  base: string,
  method: string,
  path: string,
  sessionId: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const res = await h.fetch(`${base}${path}`, {
    method,
    headers: {
      'x-api-key': h.defaultKey,
      'x-session-id': sessionId,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

const sendTo = (base: string, sessionId: string, content: string) =>
  storefront(base, 'POST', MSGS, sessionId, { content });
const conversationOf = async (sessionId: string) =>
  (await storefront(h.url, 'POST', '/api/v1/support/conversation', sessionId)).json.data.conversation.id as string;
/** A business reply through A's platform API (the demo's publishable key is a test key: mode=test). */
const reply = (thread: string, body: unknown) =>
  h
    .fetch(`${h.url}/v1/businesses/${h.demo.business_id}/support/conversations/${thread}/messages?mode=test`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.businessKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    .then(async (r) => ({ status: r.status, json: (await r.json()) as any }));

test.before(async () => {
  h = await startHarness({ seed: true, tickMs: 0, env: { RATE_LIMITS: 'off' } });
  const { config, store } = h.srv.services;
  // The harness's own store: its embedded server on 127.0.0.1, or the throwaway database it made on MONGODB_URI.
  storeUri = config.mongodbUri ?? store.embedded!.uri;
  bDataDir = await mkdtemp(join(tmpdir(), 'sfc-two-processes-'));
  b = await startChildServer({ storeUri, dataDir: bDataDir });
});

test.after(async () => {
  await b?.stop();
  await h?.close();
  if (bDataDir) await rm(bDataDir, { recursive: true, force: true });
});

test('a socket on B gets resync first, then a message posted to A and an agent reply posted through A', async () => {
  const s = newSessionId();
  const c = await connect(b!.url, s);
  const first = await c.next();
  assert.equal(first, { type: 'resync', conversation: null, latest_message_at: null, latest_message_id: null });

  const sent = await sendTo(h.url, s, 'Posted to process A');
  assert.is(sent.status, 201, JSON.stringify(sent.json));
  const pushed = await c.next((f) => f.type === 'message');
  assert.equal(pushed.message, sent.json.data);

  const answer = await reply(await conversationOf(s), {
    content: 'An agent, **through A**.',
    content_type: 'markdown',
  });
  assert.is(answer.status, 201, JSON.stringify(answer.json));
  const replied = await c.next((f) => f.type === 'message');
  assert.equal(replied.message, answer.json.data);
  assert.is(replied.message.sender_type, 'agent');
  c.ws.close();
});

test('a message posted to B reaches a socket on A', async () => {
  const s = newSessionId();
  const c = await connect(h.url, s);
  assert.is((await c.next()).type, 'resync');
  const sent = await sendTo(b!.url, s, 'Posted to process B');
  assert.is(sent.status, 201, JSON.stringify(sent.json));
  const pushed = await c.next((f) => f.type === 'message');
  assert.equal(pushed.message, sent.json.data);
  // And B's answer is the store's: A's poll finds the same message.
  assert.equal((await storefront(h.url, 'GET', MSGS, s)).json.data, [sent.json.data]);
  c.ws.close();
});

test('B killed and started again: a client that reconnects catches up exactly from resync and the poll', async () => {
  const s = newSessionId();
  const c = await connect(b!.url, s);
  await c.next();
  await sendTo(h.url, s, 'Before the crash');
  const seen = (await c.next((f) => f.type === 'message')).message;

  b!.child.kill('SIGKILL');
  await b!.exited;
  assert.is((await c.closed).code, 1006, 'the socket is cut, not closed');

  // While B is down, A takes the shopper's message from another tab, an agent reply and a system notice.
  const thread = await conversationOf(s);
  const missed = [
    (await sendTo(h.url, s, 'From the other tab')).json.data,
    (await reply(thread, { content: 'Replacement sent.' })).json.data,
    (await reply(thread, { content: 'Closing hours: 18:00.', sender_type: 'system' })).json.data,
  ];

  // On the port it had (the child server moves to another only if that one was taken meanwhile).
  b = await startChildServer({ storeUri, dataDir: bDataDir, port: b!.port });
  const back = await connect(b.url, s);
  const resync = await back.next();
  assert.is(resync.type, 'resync');
  const newest = missed[2];
  assert.equal(
    { id: resync.latest_message_id, at: resync.latest_message_at, count: resync.conversation.message_count },
    { id: newest.id, at: newest.created_at, count: 4 },
  );
  const poll = await storefront(b.url, 'GET', `${MSGS}?after=${encodeURIComponent(seen.created_at)}`, s);
  assert.is(poll.status, 200);
  assert.equal(poll.json.data, missed);

  // The new B follows the feed from where it stands now.
  const after = await sendTo(h.url, s, 'After the restart');
  assert.is((await back.next((f) => f.type === 'message')).message.id, after.json.data.id);
  back.ws.close();
});

test('100 messages posted to A one after another all reach a socket on B, in order (delay printed)', async () => {
  const s = newSessionId();
  const c = await connect(b!.url, s);
  await c.next();
  const ids: string[] = [];
  const delays: number[] = [];
  for (let i = 0; i < 100; i++) {
    // A random pause (two of B's 50 ms polls), so posts land at every phase of the poll, not always just after one.
    await new Promise((r) => setTimeout(r, Math.random() * 100));
    const t0 = performance.now();
    // Plain fetch: the contract check of each answer would run inside the timed window.
    const res = await fetch(`${h.url}${MSGS}`, {
      method: 'POST',
      headers: { 'x-api-key': h.defaultKey, 'x-session-id': s, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `Message ${i}` }),
    });
    assert.is(res.status, 201);
    const id = ((await res.json()) as any).data.id as string;
    ids.push(id);
    await c.next((f) => f.type === 'message' && f.message.id === id);
    delays.push(c.arrivals.get(id)! - t0);
  }
  assert.equal(
    c.frames.filter((f) => f.type === 'message').map((f) => f.message.id),
    ids,
  );
  delays.sort((x, y) => x - y);
  console.log(
    `cross-process delay, A → B, ${delays.length} messages: p50 ${pct(delays, 50).toFixed(1)} ms, p99 ${pct(delays, 99).toFixed(1)} ms, max ${delays.at(-1)!.toFixed(1)} ms`,
  );
  c.ws.close();
});

test('every frame and answer matched the contract', () => {
  assert.equal(frameViolations, []);
  assert.equal(h.responseViolations(), []);
});

test.run();
