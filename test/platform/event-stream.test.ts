// The business's event stream over real HTTP (GET /v1/businesses/{business_id}/events/stream, Server-Sent Events):
// a client reads the stream while admin order changes and a checkout record events; each message carries the
// event's id, type and exactly the webhook payload; events from before the stream opened are not sent; `types`
// filters; Last-Event-ID replays what came after, then goes on live; the refusals answer with the JSON envelope;
// a key holds at most 10 streams; a second server process on the same store records an event that a stream here
// receives, and its shutdown ends its streams cleanly; keep-alive comments on an idle stream.
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createEventStreams, MAX_STREAMS_PER_KEY } from '../../src/modules/events/routes.js';
import { RateLimiter } from '../../src/http/kit/rate-limit.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { eventPayload } from '../../src/modules/events/record.js';
import type { EventDoc } from '../../src/modules/events/model.js';
import type { OperationCore } from '../../src/operations/core.js';
import { startOrders, type OrdersEnv } from '../buying/orders-support.js';
import { startChildServer, type ChildServer } from '../harness/child-server.js';
import { eventually } from '../store/helpers.js';

let env: OrdersEnv;
let biz: string;
let child: ChildServer | undefined;
let childDataDir: string | undefined;

test.before(async () => {
  env = await startOrders();
  biz = env.demo.business_id;
});
test.after(async () => {
  await child?.stop();
  if (childDataDir) await rm(childDataDir, { recursive: true, force: true });
  await env?.close();
});

/** Longest a test waits for a message before failing (a hang guard, not a measurement). */
const WAIT_MS = 20_000;

interface Message {
  id?: string;
  event?: string;
  data?: string;
  /** Comment lines (`: …`) of the block. */
  comments: string[];
}

interface Stream {
  status: number;
  headers: Headers;
  /** The refusal's JSON body (when the answer is not a stream). */
  json: any;
  /** The next message that carries an event (comments are skipped). */
  next(): Promise<Message>;
  /** The next block of any kind. */
  block(): Promise<Message>;
  /** Resolves when the server ended the stream: 'end' when it ended cleanly, 'error' when it was cut. */
  ended: Promise<'end' | 'error'>;
  close(): void;
}

/** Reads a stream the way an SSE client does: blocks separated by an empty line, `field: value` lines. */
async function openStream(
  url: string,
  headers: Record<string, string>,
  fetchFn: typeof fetch = env.fetch,
): Promise<Stream> {
  const ac = new AbortController();
  const res = await fetchFn(url, { headers, signal: ac.signal });
  const close = () => ac.abort();
  if (!/^text\/event-stream/.test(res.headers.get('content-type') ?? '')) {
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      json: text ? JSON.parse(text) : null,
      next: () => Promise.reject(new Error('no stream')),
      block: () => Promise.reject(new Error('no stream')),
      ended: Promise.resolve('end'),
      close,
    };
  }
  const blocks: Message[] = [];
  let wake: (() => void) | undefined;
  let finished: 'end' | 'error' | undefined;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async (): Promise<'end' | 'error'> => {
    let buf = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return (finished = 'end');
        buf += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) !== -1) {
          const raw = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const m: Message = { comments: [] };
          for (const line of raw.split('\n')) {
            if (line.startsWith(':')) m.comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const field = line.slice(0, colon);
              const value = line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id' || field === 'event' || field === 'data') m[field] = value;
            }
          }
          blocks.push(m);
          wake?.();
        }
      }
    } catch {
      return (finished = 'error');
    } finally {
      wake?.();
    }
  })();
  const block = async (): Promise<Message> => {
    const until = Date.now() + WAIT_MS;
    while (blocks.length === 0) {
      if (finished) throw new Error(`the stream ended (${finished}) before the next message`);
      if (Date.now() > until) throw new Error(`no message within ${WAIT_MS} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 250);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
    return blocks.shift()!;
  };
  const next = async (): Promise<Message> => {
    for (;;) {
      const m = await block();
      if (m.id !== undefined || m.data !== undefined) return m;
    }
  };
  return { status: res.status, headers: res.headers, json: null, next, block, ended, close };
}

const streamUrl = (query: Record<string, string> = { mode: 'test' }, base = env.url, businessId = biz) =>
  `${base}/v1/businesses/${businessId}/events/stream${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
const bearer = (key: string | null = env.businessKey, extra: Record<string, string> = {}) => ({
  ...(key ? { authorization: `Bearer ${key}` } : {}),
  ...extra,
});
const open = (query?: Record<string, string>, headers = bearer()) => openStream(streamUrl(query), headers);

/** An admin status change of a sandbox order, recording order.updated (and order.completed). */
async function move(orderId: string, status: string, key = env.businessKey, base?: string, businessId = biz) {
  const path = `/v1/businesses/${businessId}/orders/${orderId}/status?mode=test`;
  const init = {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  };
  const res = base ? await fetch(base + path, init) : await env.fetch(env.url + path, init);
  const body = await res.text();
  assert.is(res.status, 200, body);
}

/** The order's events as stored, in record order. */
const stored = (orderId: string, tenant = env.tenant) =>
  env.db
    .collection<EventDoc>('events')
    .find({ ...tenant, $or: [{ 'data.id': orderId }, { 'data.order_id': orderId }] })
    .sort({ created_at: 1, _id: 1 })
    .toArray();

/** The message is this stored event: its id, its type, and exactly the body a webhook endpoint gets. */
function assertIsEvent(m: Message, e: EventDoc): void {
  assert.is(m.id, e._id);
  assert.is(m.event, e.type);
  assert.is(m.data, JSON.stringify(eventPayload(e)));
}

test('an event recorded before the stream opened is not sent; the next one arrives with its id, type and payload', async () => {
  const { order } = await env.seedOrder({ payment_status: 'succeeded' });
  await move(order._id, 'confirmed');
  const s = await open();
  try {
    assert.is(s.status, 200);
    assert.is(s.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.is(s.headers.get('cache-control'), 'no-store');
    assert.match(s.headers.get('x-request-id') ?? '', /^[A-Za-z0-9._-]+$/);
    await move(order._id, 'preparing');
    const m = await s.next();
    const [before, after] = await stored(order._id);
    assertIsEvent(m, after);
    assert.is.not(m.id, before._id);
    const payload = JSON.parse(m.data!);
    assert.equal(Object.keys(payload), ['id', 'type', 'created_at', 'data']);
    assert.is(payload.data.id, order._id);
    assert.is(payload.data.status, 'preparing');
  } finally {
    s.close();
  }
});

test("a checkout's order.created reaches the stream", async () => {
  const s = await open({ mode: 'test', types: 'order.created' });
  try {
    const placed = await env.checkout();
    const m = await s.next();
    const created = (await stored(placed.order_id)).find((e) => e.type === 'order.created')!;
    assertIsEvent(m, created);
    assert.is(JSON.parse(m.data!).data.order_number, placed.order_number);
  } finally {
    s.close();
  }
});

test('types keeps only the types asked for; an unknown or empty type is 400 naming it', async () => {
  const { order } = await env.seedOrder({ payment_status: 'succeeded' });
  const only = await open({ mode: 'test', types: 'payment.refunded, order.completed' });
  const all = await open();
  try {
    await move(order._id, 'confirmed');
    await move(order._id, 'completed');
    const events = await stored(order._id);
    // Unfiltered: both updates, then the completion; filtered: the completion first.
    assertIsEvent(await all.next(), events[0]);
    assertIsEvent(await all.next(), events[1]);
    const completed = events.find((e) => e.type === 'order.completed')!;
    assertIsEvent(await only.next(), completed);
  } finally {
    only.close();
    all.close();
  }
  for (const [types, named] of [
    ['order.shipped', 'order.shipped'],
    ['order.created,ORDER.UPDATED', 'ORDER.UPDATED'],
    [',', 'types'],
    ['', 'types'],
  ]) {
    const r = await open({ mode: 'test', types });
    assert.is(r.status, 400, `${types}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.ok(r.json.error.message.includes(named), r.json.error.message);
  }
  const badMode = await open({ mode: 'staging' });
  assert.is(badMode.status, 400);
  assert.ok(badMode.json.error.message.includes('mode'), badMode.json.error.message);
});

test('Last-Event-ID: the events after it are replayed in record order, then the stream goes on live', async () => {
  const { order } = await env.seedOrder({ payment_status: 'succeeded' });
  for (const status of ['confirmed', 'preparing', 'ready']) await move(order._id, status);
  const [first, second, third] = await stored(order._id);
  // A checkout in between records several events in one millisecond: the replay has each of them once, in order.
  const placed = await env.checkout();
  const tenantEvents = await env.db
    .collection<EventDoc>('events')
    .find({ ...env.tenant, created_at: { $gte: second.created_at } })
    .sort({ created_at: 1, _id: 1 })
    .toArray();
  assert.ok(tenantEvents.some((e) => e.data.id === placed.order_id));

  const s = await open({ mode: 'test' }, bearer(env.businessKey, { 'last-event-id': first._id }));
  try {
    assert.is(s.status, 200);
    for (const e of tenantEvents) assertIsEvent(await s.next(), e);
    await move(order._id, 'completed');
    // Completing records order.updated and order.completed in one transaction, at one instant: by id between them.
    const [, , , fourth, fifth] = await stored(order._id);
    assertIsEvent(await s.next(), fourth);
    assertIsEvent(await s.next(), fifth);
  } finally {
    s.close();
  }
  assert.is(tenantEvents[0]._id, second._id);
  assert.is(tenantEvents[1]._id, third._id);

  // Filtered replay: only the completion after the first update.
  const filtered = await open(
    { mode: 'test', types: 'order.completed' },
    bearer(env.businessKey, { 'last-event-id': first._id }),
  );
  try {
    const completed = (await stored(order._id)).find((e) => e.type === 'order.completed')!;
    assertIsEvent(await filtered.next(), completed);
  } finally {
    filtered.close();
  }

  for (const [query, id] of [
    [{ mode: 'test' }, 'evt_doesnotexist0000'],
    // A sandbox event asked for in live mode is not one of the live events.
    [{}, first._id],
  ] as const) {
    const r = await open(query, bearer(env.businessKey, { 'last-event-id': id }));
    assert.is(r.status, 400, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.ok(r.json.error.message.startsWith('Last-Event-ID:'), r.json.error.message);
  }
});

test('refusals answer before the stream, with the platform envelope: 401, 403, 405', async () => {
  const expectRefusal = async (
    headers: Record<string, string>,
    status: number,
    code: string,
    mentions?: string,
    businessId = biz,
  ) => {
    const r = await openStream(streamUrl({ mode: 'test' }, env.url, businessId), headers);
    assert.is(r.status, status, JSON.stringify(r.json));
    assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(Object.keys(r.json), ['error']);
    assert.is(r.json.error.code, code);
    if (mentions) assert.ok(r.json.error.message.includes(mentions), r.json.error.message);
  };
  await expectRefusal({}, 401, 'UNAUTHORIZED');
  await expectRefusal(bearer('not-a-key'), 401, 'UNAUTHORIZED');
  await expectRefusal(bearer(`dk_live_${'x'.repeat(32)}`), 401, 'UNAUTHORIZED');
  const ordersOnly = (
    await issueApiKey(env.db, {
      kind: 'business',
      livemode: true,
      business_id: biz,
      scopes: ['orders:read', 'webhooks:write'],
      name: 'no stream',
      now: env.clock.now(),
    })
  ).key;
  await expectRefusal(bearer(ordersOnly), 403, 'FORBIDDEN', 'webhooks:read');
  await expectRefusal(bearer(env.secretKey), 403, 'FORBIDDEN');
  const other = await env.business('Stream Intruder Co');
  const intruder = (
    await issueApiKey(env.db, {
      kind: 'business',
      livemode: true,
      business_id: other.tenant.business_id,
      scopes: ['webhooks:read'],
      name: 'intruder',
      now: env.clock.now(),
    })
  ).key;
  await expectRefusal(bearer(intruder), 403, 'FORBIDDEN');
  // Its own business's stream it may read.
  const own = await openStream(streamUrl({}, env.url, other.tenant.business_id), bearer(intruder));
  assert.is(own.status, 200);
  own.close();

  // Other methods are the contract router's (plain fetch: the harness's checker counts an undocumented method as a
  // violation of the request).
  const post = await fetch(streamUrl(), { method: 'POST', headers: bearer() });
  assert.is(post.status, 405);
  assert.is(post.headers.get('allow'), 'GET');
  assert.is((await post.json()).error.code, 'METHOD_NOT_ALLOWED');
});

test(`a key holds at most ${MAX_STREAMS_PER_KEY} open streams; one more is 429 until one closes`, async () => {
  const key = (
    await issueApiKey(env.db, {
      kind: 'business',
      livemode: true,
      business_id: biz,
      scopes: ['webhooks:read'],
      name: 'many streams',
      now: env.clock.now(),
    })
  ).key;
  const streams: Stream[] = [];
  try {
    for (let i = 0; i < MAX_STREAMS_PER_KEY; i++) {
      const s = await open({ mode: 'test' }, bearer(key));
      assert.is(s.status, 200);
      streams.push(s);
    }
    const over = await open({ mode: 'test' }, bearer(key));
    assert.is(over.status, 429, JSON.stringify(over.json));
    assert.is(over.json.error.code, 'RATE_LIMITED');
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    // Another key of the business is not held back.
    const another = await open();
    assert.is(another.status, 200);
    another.close();

    streams.pop()!.close();
    let again: Stream | undefined;
    const opened = await eventually(async () => {
      again = await open({ mode: 'test' }, bearer(key));
      if (again.status === 200) return true;
      assert.is(again.status, 429);
      return false;
    }, WAIT_MS);
    assert.ok(opened, 'a stream could be opened again once one was closed');
    streams.push(again!);
  } finally {
    for (const s of streams) s.close();
  }
});

test('an event recorded by another server process on the same store reaches a stream of this one', async () => {
  const { config, store } = env.srv.services;
  childDataDir = await mkdtemp(join(tmpdir(), 'sfc-events-two-'));
  child = await startChildServer({ storeUri: config.mongodbUri ?? store.embedded!.uri, dataDir: childDataDir });
  // A business of its own: its events are stamped by the child's clock alone.
  const other = await env.business('Two Process Stream Co');
  const tenant = { business_id: other.tenant.business_id, livemode: false };
  const key = (
    await issueApiKey(env.db, {
      kind: 'business',
      livemode: true,
      business_id: tenant.business_id,
      scopes: ['webhooks:read', 'orders:write'],
      name: 'two processes',
      now: env.clock.now(),
    })
  ).key;
  const { order } = await env.seedOrder({ ...tenant, payment_status: 'succeeded' });

  // The test's clock moves per request, not with time, and may have fallen behind while the child started: brought
  // up to real time, it stamps events as a second process's clock would (a reader allows LOOKBACK_MS between them).
  if (env.clock.now().getTime() < Date.now()) env.clock.set(Date.now());
  const here = await openStream(streamUrl({ mode: 'test' }, env.url, tenant.business_id), bearer(key));
  const there = await openStream(streamUrl({ mode: 'test' }, child.url, tenant.business_id), bearer(key), fetch);
  try {
    assert.is(here.status, 200);
    assert.is(there.status, 200);
    // The two processes stamp events with their own clocks (this one's is the test's), so the stored order of the
    // two events says nothing: each is found by what it records.
    const withStatus = async (status: string) =>
      (await stored(order._id, tenant)).find((e) => e.data.status === status)!;
    await move(order._id, 'confirmed', key, child.url, tenant.business_id);
    const recorded = await withStatus('confirmed');
    assertIsEvent(await here.next(), recorded);
    // The child streams it as well (its own event, through the same store).
    assertIsEvent(await there.next(), recorded);
    // And one recorded here reaches the child's stream.
    await move(order._id, 'preparing', key, undefined, tenant.business_id);
    const second = await withStatus('preparing');
    assertIsEvent(await there.next(), second);
    assertIsEvent(await here.next(), second);

    // The child shutting down ends its stream cleanly (not cut), so the client reconnects at once.
    await child.stop();
    assert.is(await there.ended, 'end');
  } finally {
    here.close();
    there.close();
  }
});

test('an idle stream gets a keep-alive comment on the interval; closing the adapter ends the stream cleanly', async () => {
  const other = await env.business('Quiet Stream Co');
  const grant = {
    tenant: { business_id: other.tenant.business_id, livemode: false },
    keyId: 'key_quietstream00',
    types: null,
    after: null,
  };
  // The adapter on its own server with a short interval; the core is a stand-in that admits every request.
  const core = {
    peekKey: () => null,
    resolveKey: async () => null,
    invoke: async () => ({ status: 200, data: grant }),
  } as unknown as OperationCore;
  const streams = createEventStreams({
    core,
    services: env.srv.services,
    limiter: new RateLimiter(),
    logger: pino({ level: 'silent' }),
    keepAliveMs: 50,
  });
  const server: Server = createServer((req, res) => void streams.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/businesses/${grant.tenant.business_id}/events/stream`;
    const s = await openStream(url, {}, fetch);
    assert.is(s.status, 200);
    for (let i = 0; i < 2; i++) {
      const b = await s.block();
      assert.equal(b, { comments: ['keep-alive'] });
    }
    assert.is(streams.size, 1);
    await streams.close();
    assert.is(await s.ended, 'end');
    const refused = await openStream(url, {}, fetch);
    assert.is(refused.status, 503);
    assert.is(refused.json.error.code, 'SERVICE_UNAVAILABLE');
  } finally {
    await streams.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('every response matched the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
