// test-store: any (the CLI binary, a client of the HTTP API: the operations it calls run in every pass in the HTTP tests of their areas)
// `cimplify webhooks listen` end to end: the real binary reads the business's event stream and forwards each event
// to a receiver this file runs on 127.0.0.1, as a developer's laptop would: a checkout's order.created arrives with
// the payload the stream carried and valid signatures (X-Service-Signature, and the Standard Webhooks scheme,
// computed here from the secret the CLI printed at start), --events keeps only the types asked for, the secret is
// the same after a restart and from --print-secret, and Ctrl-C ends the run with exit 0 and the counts. The business
// key never appears in the CLI's output.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { adminMarkOrderPaid } from '../../generated/sdk/platform/index.js';
import { startOrders, type OrdersEnv } from '../buying/orders-support.js';
import { BIN, cliEnv, dataOf, type CliEnv } from './helpers.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let env: OrdersEnv;
let cli: CliEnv;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const listeners: ChildProcess[] = [];

test.before(async () => {
  env = await startOrders();
  cli = await cliEnv(env.url);
  dataOf(await cli.json(['login', '--api-key', '-'], { input: env.demo.business_key }));
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

test.after(async () => {
  for (const l of listeners) if (l.exitCode === null) l.kill('SIGKILL');
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await cli?.close();
  await env?.close();
});

interface Listener {
  child: ChildProcess;
  stderr(): string;
  stdout(): string;
  exited: Promise<number | null>;
}

/** `cimplify webhooks listen …` left running; resolves once it says it is ready. */
async function listen(args: string[]): Promise<Listener & { secret: string }> {
  const child = spawn(process.execPath, [BIN, 'webhooks', 'listen', '--forward-to', receiverUrl, ...args], {
    cwd: cli.configHome,
    env: { ...process.env, XDG_CONFIG_HOME: cli.configHome, CIMPLIFY_API_URL: env.url, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  listeners.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  // Ready, and the whole line with the secret (two writes to stderr: wait for the second's end too).
  const SECRET_LINE = /signing secret is (whsec_\S+) \(/;
  await until(() => SECRET_LINE.test(err) || child.exitCode !== null, { timeoutMs: 20_000 });
  assert.match(err, /Ready!/, `the listener did not start:\n${err}${out}`);
  const secret = SECRET_LINE.exec(err)?.[1];
  assert.ok(secret, err);
  return { child, secret: secret!, stderr: () => err, stdout: () => out, exited };
}

/** Polls `cond` every 50 ms until it holds, or fails after `ms`. */
async function until(cond: () => boolean, { timeoutMs }: { timeoutMs: number }): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const hmacHex = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');
const hmacB64 = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64');

function assertSigned(r: Received, secret: string): void {
  assert.is(r.headers['content-type'], 'application/json');
  assert.is(r.headers['x-service-signature'], hmacHex(secret, r.body));
  const id = r.headers['webhook-id'] as string;
  const ts = r.headers['webhook-timestamp'] as string;
  assert.is(id, JSON.parse(r.body).id);
  assert.ok(Math.abs(Number(ts) - Date.now() / 1000) < 300, 'timestamp now');
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  assert.is(r.headers['webhook-signature'], `v1,${hmacB64(key, `${id}.${ts}.${r.body}`)}`);
}

let firstSecret: string;

test("a checkout's order.created reaches the local receiver, signed with the secret printed at start", async () => {
  const l = await listen([]);
  firstSecret = l.secret;
  const placed = await env.checkout();
  const orderId = placed.order_id;
  await until(
    () => received.some((r) => JSON.parse(r.body).type === 'order.created' && JSON.parse(r.body).data.id === orderId),
    { timeoutMs: 15_000 },
  );
  const hit = received.find(
    (r) => JSON.parse(r.body).data.id === orderId && JSON.parse(r.body).type === 'order.created',
  )!;
  assertSigned(hit, l.secret);
  const payload = JSON.parse(hit.body);
  assert.match(payload.id, /^evt_/);
  assert.ok(!Number.isNaN(Date.parse(payload.created_at)));
  await until(() => /--> order\.created evt_\S+\s+\[204\]/.test(l.stderr()), { timeoutMs: 5_000 });

  l.child.kill('SIGINT');
  assert.is(await l.exited, 0, l.stderr());
  assert.match(l.stdout(), /Stopped: \d+ forwarded, 0 failed/);
});

test('the secret stays the same across runs and is what --print-secret prints', async () => {
  const again = dataOf(await cli.json(['webhooks', 'listen', '--print-secret']));
  assert.is(again.secret, firstSecret);
  const l = await listen(['--json']);
  assert.is(l.secret, firstSecret);
  l.child.kill('SIGINT');
  assert.is(await l.exited, 0);
  // JSON mode: the one envelope at the end, with the counts.
  const envelope = JSON.parse(l.stdout());
  assert.equal(envelope, { ok: true, data: { forwarded: 0, failed: 0 } });
});

test('--events keeps only the types asked for', async () => {
  const l = await listen(['--events', 'order.created']);
  const before = received.length;
  const first = await env.checkout({ payment_method: 'cash' });
  const firstId = first.order_id;
  // Marking it paid records payment and order-update events: none may be forwarded.
  const paid = await adminMarkOrderPaid({
    client: env.platform(),
    path: { business_id: env.demo.business_id, order_id: firstId },
    query: { mode: 'test' },
  });
  assert.is(paid.response.status, 200, JSON.stringify(paid.error));
  const second = await env.checkout();
  const secondId = second.order_id;
  await until(() => received.slice(before).some((r) => JSON.parse(r.body).data.id === secondId), { timeoutMs: 15_000 });
  const types = received.slice(before).map((r) => JSON.parse(r.body).type);
  assert.equal([...new Set(types)], ['order.created'], types.join(','));
  // ... while the business did record other types in between (so the filter had something to keep out).
  const recorded = await env.db.collection('events').distinct('type', { 'data.id': firstId });
  assert.ok(
    recorded.some((t) => t !== 'order.created'),
    `recorded: ${recorded.join(',')}`,
  );
  l.child.kill('SIGINT');
  assert.is(await l.exited, 0);
});

test('refusals: no --forward-to, a URL that is none (INVALID_INPUT 30)', async () => {
  const none = await cli.json(['webhooks', 'listen']);
  assert.is(none.json.error.code, 'INVALID_INPUT');
  const bad = await cli.json(['webhooks', 'listen', '--forward-to', 'not a url']);
  assert.is(bad.json.error.code, 'INVALID_INPUT');
});

test('the business key never appears in what the CLI printed', () => {
  cli.assertNoSecrets([env.demo.business_key]);
});

test.run();
