// `cimplify trigger` and POST /v1/test_helpers/triggers (docs/test-clocks.md): for each of the 14 webhook event
// types, the real binary makes the sandbox objects behind the event through the service's own operations, and the
// event reaches `cimplify webhooks listen` (left running, forwarding to a receiver this file runs) signed with the
// listener's secret; the ids the trigger answers are those of the events received. Over HTTP: a live key is refused,
// an override the event does not take is 400 naming it, overrides set the objects' fields, and the objects are
// what the flows made (an order of the quantity asked, a booking moved, a subscription renewed on its test clock).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { BIN, cliEnv, dataOf, type CliEnv } from '../cli/helpers.js';

const EVENTS = [
  // First: their events carry the test clock's time, a month ahead; the events after them must still stream.
  'subscription.renewed',
  'subscription.cancelled',
  'order.created',
  'order.updated',
  'order.completed',
  'order.cancelled',
  'order.fulfillment_created',
  'payment.completed',
  'payment.failed',
  'payment.refunded',
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
  'inventory.low_stock',
];

let h: Harness;
let cli: CliEnv;
let receiver: Server;
let receiverUrl: string;
const received: { path: string; signature: string; body: string }[] = [];
let listener: ChildProcess | undefined;

test.before(async () => {
  h = await startHarness({ seed: true, worker: true, env: { RATE_LIMITS: 'off' } });
  cli = await cliEnv(h.url);
  dataOf(await cli.json(['login', '--api-key', '-'], { input: h.demo.test_business_key }));
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', signature: String(req.headers['x-service-signature']), body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

test.after(async () => {
  if (listener && listener.exitCode === null) listener.kill('SIGKILL');
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await cli?.close();
  await h?.close();
});

async function until(cond: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `cimplify webhooks listen` left running; resolves with its signing secret once it is ready. */
async function listen(): Promise<string> {
  const child = spawn(process.execPath, [BIN, 'webhooks', 'listen', '--forward-to', receiverUrl], {
    cwd: cli.configHome,
    env: { ...process.env, XDG_CONFIG_HOME: cli.configHome, CIMPLIFY_API_URL: h.url, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  listener = child;
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const SECRET_LINE = /signing secret is (whsec_\S+) \(/;
  await until(() => SECRET_LINE.test(err) || child.exitCode !== null, 20_000, 'the listener');
  const secret = SECRET_LINE.exec(err)?.[1];
  assert.ok(secret, err);
  return secret!;
}

const trigger = (body: unknown, key = h.demo.test_business_key) =>
  h.raw('POST', '/v1/test_helpers/triggers', { key: null, headers: { authorization: `Bearer ${key}` }, body });

test('cimplify trigger <event>, for each of the 14 events, delivers it to cimplify webhooks listen, signed', async () => {
  const secret = await listen();
  for (const event of EVENTS) {
    const r = await cli.json(['trigger', event]);
    const data = dataOf(r);
    assert.is(data.event, event);
    assert.ok(data.event_ids.length >= 1, `${event}: ${JSON.stringify(data)}`);
    const ids = new Set<string>(data.event_ids);
    const got = () => received.filter((x) => x.path === '/hooks' && ids.has(JSON.parse(x.body).id));
    await until(() => got().length === ids.size, 20_000, `${event} at the receiver`);
    for (const x of got()) {
      assert.is(JSON.parse(x.body).type, event);
      assert.is(x.signature, createHmac('sha256', secret).update(x.body).digest('hex'), `${event}: signature`);
    }
  }
  listener!.kill('SIGINT');
});

test("a registered endpoint gets the trigger's event from the webhook worker, signed with its secret", async () => {
  const endpoint = await h.raw('POST', '/api/v1/webhooks', {
    key: h.secretKey,
    body: { url: receiverUrl.replace('/hooks', '/endpoint'), events: ['payment.failed'] },
  });
  assert.is(endpoint.status, 201, JSON.stringify(endpoint.json));
  const r = await trigger({ event: 'payment.failed' });
  assert.is(r.status, 200, JSON.stringify(r.json));
  const [id] = r.json.data.event_ids as string[];
  const hit = () => received.find((x) => x.path === '/endpoint' && JSON.parse(x.body).id === id);
  await until(() => hit() !== undefined, 20_000, 'the delivery');
  assert.is(hit()!.signature, createHmac('sha256', endpoint.json.data.secret).update(hit()!.body).digest('hex'));
  assert.is(JSON.parse(hit()!.body).data.id, r.json.data.objects.order);
});

test('the objects are what the flows made: the quantity and email asked for, a moved booking, a renewal', async () => {
  const placed = await trigger({ event: 'order.created', override: { quantity: '3', email: 'kofi@example.com' } });
  assert.is(placed.status, 200, JSON.stringify(placed.json));
  const order = await h.db.collection('orders').findOne({ _id: placed.json.data.objects.order });
  assert.equal([order!.items[0].quantity, order!.customer.email], [3, 'kofi@example.com']);

  const moved = await trigger({ event: 'booking.rescheduled' });
  assert.is(moved.status, 200, JSON.stringify(moved.json));
  const booking = await h.db.collection('bookings').findOne({ _id: moved.json.data.objects.booking });
  assert.equal(
    booking!.history.map((e: { kind: string; by: string }) => [e.kind, e.by]),
    [['rescheduled', 'business']],
  );

  const renewed = await trigger({ event: 'subscription.renewed' });
  assert.is(renewed.status, 200, JSON.stringify(renewed.json));
  const { subscription, test_clock } = renewed.json.data.objects;
  assert.match(test_clock, /^clock_/);
  const sub = await h.db.collection('subscriptions').findOne({ _id: subscription });
  assert.is(sub!.test_clock_id, test_clock);
  const renewals = await h.db.collection('orders').countDocuments({ 'metadata.subscription_id': subscription });
  assert.is(renewals, 1);
});

test('an override the event does not take: 400 naming it; a live key: 403; the CLI says the same', async () => {
  const wrong = await trigger({ event: 'order.created', override: { amount: '5.00' } });
  assert.is(wrong.status, 400);
  assert.match(wrong.json.error.message, /^override\.amount: does not apply to order\.created; it takes product/);
  const live = await trigger({ event: 'order.created' }, h.demo.business_key);
  assert.is(live.status, 403);
  assert.match(live.json.error.message, /dk_test_/);
  const badEvent = await trigger({ event: 'order.exploded' });
  assert.is(badEvent.status, 400);

  const r = await cli.json(['trigger', 'order.created', '--override', 'amount=5.00']);
  assert.is(r.json.error.code, 'INVALID_INPUT');
  assert.match(r.json.error.message, /override\.amount: does not apply/);
  const malformed = await cli.json(['trigger', 'order.created', '--override', 'quantity']);
  assert.match(malformed.json.error.message, /--override: expected field=value/);
});

test('no key the CLI used appears in its output', () => {
  cli.assertNoSecrets([h.demo.test_business_key, h.demo.business_key]);
});

test.run();
