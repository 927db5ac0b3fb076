// The support WebSocket with a real `ws` client on a real port: the handshake's refusals (no key, plain HTTP,
// Origin), `resync` first, messages and status changes pushed from the shopper and from the business, `send`
// frames with their acks and errors, catching up after a disconnect without losing a message, frame limits,
// rate limits, and liveness (pings answered keep a socket open, unanswered ones close it with 4408). Every frame
// is checked against the contract's SupportSocketServerFrame.
import { request as httpRequest } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { newSessionId, startHarness, type Harness } from '../harness/harness.js';
import { frameViolations, openSocket, SUPPORT_WS_PATH, type SocketClient } from './socket-client.js';

let h: Harness;
const WS_PATH = SUPPORT_WS_PATH;
const MSGS = '/api/v1/support/conversation/messages';

test.before(async () => {
  h = await startHarness({
    seed: true,
    tickMs: 0,
    env: { RATE_LIMITS: 'off', SUPPORT_PING_MS: '100', SUPPORT_IDLE_MS: '400' },
  });
});
test.after(async () => {
  await h?.close();
});

function wsUrl(query: Record<string, string | undefined>): string {
  const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  return `${h.url.replace(/^http/, 'ws')}${WS_PATH}?${q}`;
}

function connect(
  sessionId: string,
  opts: {
    key?: string | null;
    headers?: Record<string, string>;
    autoPong?: boolean;
    query?: Record<string, string>;
  } = {},
): Promise<SocketClient> {
  const key = opts.key === null ? undefined : (opts.key ?? h.defaultKey);
  return openSocket(wsUrl({ key, session_id: sessionId, ...opts.query }), {
    headers: opts.headers,
    autoPong: opts.autoPong,
  });
}

/** The refusal of an upgrade: status and the JSON envelope. */
function refused(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => reject(new Error('upgraded')));
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    ws.once('error', () => {});
  });
}

const send = (sessionId: string, body: unknown, headers: Record<string, string> = {}) =>
  h.raw('POST', MSGS, { sessionId, body, headers });
const conversationOf = async (sessionId: string) =>
  (await h.raw('POST', '/api/v1/support/conversation', { sessionId })).json.data.conversation.id as string;
const platform = (method: string, path: string, body?: unknown) =>
  h
    .fetch(`${h.url}/v1/businesses/${h.demo.business_id}/support/conversations${path}?mode=test`, {
      method,
      headers: { authorization: `Bearer ${h.businessKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    .then(async (r) => ({ status: r.status, json: (await r.json()) as any }));

test('refused before the upgrade: no key, a bad key, plain HTTP, a malformed session, an unknown path', async () => {
  const s = newSessionId();
  const noKey = await refused(wsUrl({ session_id: s }));
  assert.is(noKey.status, 401);
  assert.is(noKey.body.error.code, 'UNAUTHORIZED');
  assert.is((await refused(wsUrl({ key: 'pk_test_nosuchkey123', session_id: s }))).status, 401);
  const badSession = await refused(wsUrl({ key: h.defaultKey, session_id: 'not-a-session' }));
  assert.is(badSession.status, 400);
  assert.ok(badSession.body.error.message.includes('session_id'), badSession.body.error.message);
  const elsewhere = await refused(`${h.url.replace(/^http/, 'ws')}/api/v1/cart?key=${h.defaultKey}`);
  assert.is(elsewhere.status, 404);
  const plain = await h.raw('GET', WS_PATH, { sessionId: s });
  assert.is(plain.status, 400);
  assert.is(plain.json.error.code, 'BAD_REQUEST');
  // Upgrade headers without `Connection: Upgrade` are plain HTTP (fetch will not send them: node:http does).
  const noConnection = await new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = httpRequest(`${h.url}${WS_PATH}`, {
      headers: {
        'x-api-key': h.defaultKey,
        'x-session-id': s,
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
  assert.is(noConnection.status, 400);
  assert.match(noConnection.body.error.message, /upgrade/i);
});

test('Origin: a page the business does not allow is refused with 403; an allowed one connects', async () => {
  const businesses = h.db.collection('businesses');
  await businesses.updateOne({ _id: h.demo.business_id } as never, {
    $set: { allowed_origins: ['https://shop.example'] },
  });
  try {
    const evil = await refused(wsUrl({ key: h.defaultKey, session_id: newSessionId() }), {
      origin: 'https://evil.example',
    });
    assert.is(evil.status, 403);
    assert.is(evil.body.error.code, 'FORBIDDEN');
    assert.ok(evil.body.error.message.includes('https://evil.example'));
    const ok = await connect(newSessionId(), { headers: { origin: 'https://shop.example' } });
    assert.is((await ok.next()).type, 'resync');
    ok.ws.close();
    // Apps and servers send no Origin: not a browser, nothing to check.
    const app = await connect(newSessionId());
    app.ws.close();
  } finally {
    await businesses.updateOne({ _id: h.demo.business_id } as never, { $set: { allowed_origins: [] } });
  }
});

test('connect: resync first (null before any conversation), then the conversation as it is created and written to', async () => {
  const s = newSessionId();
  const c = await connect(s);
  const resync = await c.next();
  assert.equal(resync, { type: 'resync', conversation: null, latest_message_at: null, latest_message_id: null });
  const sent = await send(s, { content: 'hello over http', client_id: 'h-1' });
  const created = await c.next((f) => f.type === 'conversation');
  assert.is(created.conversation.status, 'open');
  const pushed = await c.next((f) => f.type === 'message');
  assert.equal(pushed.message, sent.json.data);
  c.ws.close();

  // Reconnecting: resync names the newest message.
  const again = await connect(s);
  const r2 = await again.next();
  assert.equal(
    { at: r2.latest_message_at, id: r2.latest_message_id, count: r2.conversation.message_count },
    { at: sent.json.data.created_at, id: sent.json.data.id, count: 1 },
  );
  again.ws.close();
});

test('an agent reply and status changes reach the shopper at once; sockets of other shoppers hear nothing', async () => {
  const s = newSessionId();
  await send(s, { content: 'is anyone there?' });
  const t = await conversationOf(s);
  const mine = await connect(s);
  const twin = await connect(s); // the same shopper in a second tab
  const stranger = await connect(newSessionId());
  await mine.next();
  await twin.next();
  await stranger.next();
  const reply = await platform('POST', `/${t}/messages`, { content: 'Yes, **here**.', content_type: 'markdown' });
  assert.is(reply.status, 201);
  for (const c of [mine, twin]) {
    const f = await c.next((x) => x.type === 'message');
    assert.equal(f.message, reply.json.data);
  }
  await platform('POST', `/${t}/close`);
  assert.is((await mine.next((x) => x.type === 'conversation')).conversation.status, 'closed');
  await platform('POST', `/${t}/reopen`);
  assert.is((await mine.next((x) => x.type === 'conversation')).conversation.status, 'open');
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(
    stranger.frames.map((f) => f.type),
    ['resync'],
  );
  for (const c of [mine, twin, stranger]) c.ws.close();
});

test('send frames: ack with the stored message (and the message frame), a repeated client_id acks the original, errors keep the socket open', async () => {
  const s = newSessionId();
  const c = await connect(s);
  await c.next();
  c.ws.send(JSON.stringify({ type: 'send', client_id: 'f-1', content: '  typed in the widget  ' }));
  const ack = await c.next((f) => f.type === 'ack');
  assert.equal(
    {
      client_id: ack.client_id,
      duplicate: ack.duplicate,
      content: ack.message.content,
      sender: ack.message.sender_type,
    },
    { client_id: 'f-1', duplicate: false, content: 'typed in the widget', sender: 'customer' },
  );
  assert.is((await c.next((f) => f.type === 'message')).message.id, ack.message.id);

  c.ws.send(JSON.stringify({ type: 'send', client_id: 'f-1', content: 'typed in the widget' }));
  const dup = await c.next((f) => f.type === 'ack');
  assert.equal({ duplicate: dup.duplicate, id: dup.message.id }, { duplicate: true, id: ack.message.id });
  // The same client_id over HTTP is the same message too.
  assert.is((await send(s, { content: 'x', client_id: 'f-1' })).status, 409);

  const errors: [unknown, RegExp][] = [
    [{ type: 'send', client_id: 'f-2', content: '   ' }, /content/],
    [{ type: 'send', client_id: 'f-3', content: 'x'.repeat(4001) }, /content/],
    [{ type: 'send', content: 'no id' }, /client_id/],
    [{ type: 'typing' }, /Unknown frame type/],
    ['not json at all', /not JSON/],
    [{ type: 'send', client_id: 'f-4', content: 'hi', extra: true }, /extra/],
  ];
  for (const [frame, message] of errors) {
    c.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    const e = await c.next((f) => f.type === 'error');
    assert.is(e.error.code, 'BAD_REQUEST', JSON.stringify(e));
    assert.match(e.error.message, message);
  }
  assert.is(c.ws.readyState, WebSocket.OPEN);
  const stored = await h.raw('GET', MSGS, { sessionId: s });
  assert.equal(
    stored.json.data.map((m: any) => m.content),
    ['typed in the widget'],
  );
  c.ws.close();
});

test('a disconnect loses nothing: the messages written meanwhile are found from resync and the poll', async () => {
  const s = newSessionId();
  const c = await connect(s);
  await c.next();
  await send(s, { content: 'before the tunnel' });
  const seen = await c.next((f) => f.type === 'message');
  c.ws.close();
  await c.closed;

  // While the shopper is away: their own message from another tab, an agent reply, a system notice.
  await send(s, { content: 'from the other tab' });
  const t = await conversationOf(s);
  await platform('POST', `/${t}/messages`, { content: 'Replacement sent.' });
  const last = await platform('POST', `/${t}/messages`, { content: 'Closing hours: 18:00.', sender_type: 'system' });

  const back = await connect(s);
  const resync = await back.next();
  assert.is(resync.type, 'resync');
  assert.is(resync.latest_message_id, last.json.data.id);
  assert.ok(resync.latest_message_at > seen.message.created_at);
  const missed = await h.raw('GET', `${MSGS}?after=${encodeURIComponent(seen.message.created_at)}`, { sessionId: s });
  assert.equal(
    missed.json.data.map((m: any) => m.content),
    ['from the other tab', 'Replacement sent.', 'Closing hours: 18:00.'],
  );
  back.ws.close();
});

test('a signed-in customer: the key and token in the query; their sockets on every device hear their conversation', async () => {
  const cust = await h.customer();
  const phone = await connect(newSessionId(), { query: { access_token: cust.token } });
  const laptop = await connect(newSessionId(), { headers: cust.headers });
  await phone.next();
  await laptop.next();
  const sent = await send(newSessionId(), { content: 'from a third device' }, cust.headers);
  assert.is((await phone.next((f) => f.type === 'message')).message.id, sent.json.data.id);
  assert.is((await laptop.next((f) => f.type === 'message')).message.id, sent.json.data.id);
  phone.ws.close();
  laptop.ws.close();
});

test('the session from the sf_session cookie a browser sends by itself, and a new session issued when there is none', async () => {
  const s = newSessionId();
  const c = await openSocket(`${h.url.replace(/^http/, 'ws')}${WS_PATH}?key=${h.defaultKey}`, {
    headers: { cookie: `sf_session=${s}` },
  });
  await c.next();
  const sent = await send(s, { content: 'from the same browser' });
  assert.is((await c.next((f) => f.type === 'message')).message.id, sent.json.data.id);
  c.ws.close();

  // No session at all: the 101 names the new one, and it is the socket's.
  const ws = new WebSocket(`${h.url.replace(/^http/, 'ws')}${WS_PATH}?key=${h.defaultKey}`);
  const frames: any[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
  const upgraded = new Promise<string>((resolve) =>
    ws.once('upgrade', (res) => resolve(String(res.headers['x-session-id']))),
  );
  await new Promise((r) => ws.once('open', r));
  const issued = await upgraded;
  assert.match(issued, /^sess_[A-Za-z0-9]{32}$/);
  for (let i = 0; i < 50 && frames.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  const mine = await send(issued, { content: 'to the issued session' });
  for (let i = 0; i < 50 && !frames.some((f) => f.type === 'message'); i++) await new Promise((r) => setTimeout(r, 20));
  assert.is(frames.find((f) => f.type === 'message')?.message.id, mine.json.data.id);
  ws.close();
});

test('frame limits: a binary frame closes with 1003, one over 16 KiB with 1009', async () => {
  const a = await connect(newSessionId());
  await a.next();
  a.ws.send(Buffer.from([1, 2, 3]), { binary: true });
  assert.is((await a.closed).code, 1003);
  const b = await connect(newSessionId());
  await b.next();
  b.ws.send(JSON.stringify({ type: 'send', client_id: 'big', content: 'x'.repeat(17 * 1024) }));
  assert.is((await b.closed).code, 1009);
});

test('liveness: a client that answers pings stays; one that does not is closed with 4408', async () => {
  const quiet = await connect(newSessionId(), { autoPong: false });
  const alive = await connect(newSessionId());
  await quiet.next();
  await alive.next();
  let pings = 0;
  alive.ws.on('ping', () => pings++);
  const closed = await quiet.closed;
  assert.is(closed.code, 4408);
  // Past the idle time (400 ms here, 90 s in production) the answering one is still open, and was pinged.
  await new Promise((r) => setTimeout(r, 600));
  assert.is(alive.ws.readyState, WebSocket.OPEN);
  assert.ok(pings >= 3, `pings: ${pings}`);
  alive.ws.close();
});

test('a customer who signs out is closed with 4401', async () => {
  const cust = await h.customer();
  const c = await connect(newSessionId(), { headers: cust.headers });
  await c.next();
  const out = await h.raw('POST', '/api/v1/auth/logout', { headers: cust.headers });
  assert.is(out.status, 200, JSON.stringify(out.json));
  assert.is((await c.closed).code, 4401);
});

test('the server shutting down closes sockets with 1001', async () => {
  const other = await startHarness({ seed: true, tickMs: 0 });
  const url = `${other.url.replace(/^http/, 'ws')}${WS_PATH}?key=${other.defaultKey}&session_id=${newSessionId()}`;
  const ws = new WebSocket(url);
  const first = new Promise((r) => ws.once('message', r));
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  await first;
  await other.close();
  assert.is(await closed, 1001);
});

test('rate limits apply to send frames as to requests; a client that keeps going is closed with 4429', async () => {
  const limited = await startHarness({ seed: true, tickMs: 0 });
  try {
    const url = `${limited.url.replace(/^http/, 'ws')}${WS_PATH}?key=${limited.defaultKey}&session_id=${newSessionId()}`;
    const ws = new WebSocket(url);
    const frames: any[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    await new Promise((r) => ws.once('open', r));
    // The clock stands still: one window. 100 requests per second per address, the handshake counting as one.
    for (let i = 0; i < 140; i++) ws.send(JSON.stringify({ type: 'send', client_id: `r-${i}`, content: `burst ${i}` }));
    assert.is(await closed, 4429);
    const limitedFrames = frames.filter((f) => f.type === 'error');
    assert.ok(limitedFrames.length >= 19, `${limitedFrames.length} error frames`);
    assert.is(limitedFrames[0].error.code, 'RATE_LIMITED');
    assert.ok(limitedFrames[0].retry_after >= 1);
    assert.ok(frames.filter((f) => f.type === 'ack').length <= 99);
  } finally {
    await limited.close();
  }
});

test('every frame and answer matched the contract', () => {
  assert.equal(frameViolations, []);
  assert.equal(h.responseViolations(), []);
});

test.run();
