// `npm run soak`: the whole product under steady mixed traffic for a long time, watching for what only time shows:
// memory that creeps, an event loop that slows, requests that start failing, webhooks that fall behind (issue 20).
// Not in CI: 30 minutes by default.
//
//   npm run soak -- [--minutes 30] [--connections 16] [--worker-process | --store-in-process] [--cpu-prof DIR] [--heap-snapshots DIR]
//
// Each connection is a shopper in a closed loop; each visit is one of (by weight):
//   browse    4  product list, product detail, product search
//   cart      2  add, read, change the quantity, remove
//   checkout  3  add, read the cart, card checkout with an Idempotency-Key
//   sign-in   1  storefront sign-in with the sandbox code (request-otp, verify-otp 123456), a checkout as that
//               customer (Bearer), their orders, sign-out; then the same contact through Link (request-otp,
//               verify-otp, profile, orders, sign-out)
// every visit in a new storefront session, every sign-in a new contact. A webhook endpoint registered with the demo
// business's secret key (order.created) points at a receiver in this process; each checkout's order must arrive
// there, signed, with the right customer, by the end (once the load stops, a backlog is waited for while it drains).
//
// Each minute prints: requests by the kind of visit that sent them, errors (any unexpected status or network
// error), checkout p99, the server's RSS, heap used (after a full GC, so the live heap rather than a point on the
// sawtooth), external memory, event-loop delay p50/p99/max beyond the sampling interval, webhooks received /
// expected, the CPU the server and the store used (all threads, % of one core), and the store's documents and
// bytes. At the end: totals, the errors by kind, RSS of minute 1 against the last, the RSS and heap slopes over
// minutes 2 to the end (least squares, MB per 10 minutes), and the verdict on the slopes after WARMUP_MINUTES.
//
// Why the verdict waits longer than minute 1. Agenda (6.2) keeps each job it has run (the Job, a Timeout, a few
// promises: about 2 kB) until that run's lock watchdog wakes, half the job's lock lifetime later: 5 minutes with the
// default lifetime (webhook attempts, the bulk of them, now have one minute: src/jobs/webhooks.ts). So the heap climbs for the first 5 minutes in proportion to the webhook attempts run per second
// and then levels off (a heap snapshot diff of minutes 2 and 6 showed ~2,800 more Job objects and their timers, and
// nothing else of note). Memory is "flat" when, over minutes WARMUP_MINUTES + 1 to the end, RSS grows by less than
// RSS_FLAT_MB and the heap by less than HEAP_FLAT_MB per 10 minutes; judging takes MIN_JUDGED_MINUTES minutes after
// warm-up. Exit 1 on any error, missing webhook or growing memory.
//
// Three processes: this one (load and receiver), the server (this script with --serve: the real startServer with
// the demo business, WORKER=true so webhooks are delivered; with --worker-process WORKER=false, and a fourth
// process, this script with --work, runs the jobs as production's worker processes do) and its embedded store (this script with --store),
// reached over MONGODB_URI. The store keeps every document in memory, so in the server's own process (its default
// worker thread) it would grow by everything the soak writes and hide a leak of the server behind that growth; in
// a process of its own it stands where MongoDB stands in production, and the server process is what must stay
// flat. The store's RSS and dbStats are printed for information. --store-in-process runs the default deployment
// instead, the store on the server's own worker thread (what the change counts and the direct line need): the
// server's RSS then grows with the data, so only the heap (the server's isolate, not the store's) is judged.
// RATE_LIMITS=off: one load generator on one IP for one business would otherwise meet the per-instance limiter
// (100 requests/s per IP, 1,000/min per business) within seconds, and the soak would measure 429s instead of the
// service.
import { fork, type ChildProcess } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeHeapSnapshot } from 'node:v8';
import { randomBase62 } from '../src/kernel/ids.js';
import { sendJson } from './lib/http.js';
import { memory, pct, threadCpu } from './lib/proc.js';

const { values: opts } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    store: { type: 'boolean', default: false },
    work: { type: 'boolean', default: false },
    /** Webhooks and other jobs in a worker process of their own (WORKER=false on the server), as in production. */
    'worker-process': { type: 'boolean', default: false },
    /** With --serve: the store's MONGODB_URI. */
    'store-uri': { type: 'string' },
    /** The store on the server's own worker thread (the default deployment) rather than in a process of its own. */
    'store-in-process': { type: 'boolean', default: false },
    minutes: { type: 'string', default: '30' },
    connections: { type: 'string', default: '16' },
    /** Writes V8 CPU profiles of the server and the store into DIR when they exit (see scripts/cpu-profile.ts). */
    'cpu-prof': { type: 'string' },
    /** Writes V8 heap snapshots of the server after minute 2 and after the last into DIR (to compare in DevTools).
     * Taking one costs seconds and lifts RSS for good: judge memory from a run without them. */
    'heap-snapshots': { type: 'string' },
  },
  strict: true,
});

/** Growth per 10 minutes after warm-up under which memory counts as flat. A leak of 100 bytes per request at this
 * machine's ~250 requests/s is 15 MB per 10 minutes of heap; the heap, read after a full GC, is steady to a fraction
 * of a MB from minute to minute, while RSS also moves with the allocator and the buffers in use (tens of MB either
 * way under load), hence its looser bound. */
const RSS_FLAT_MB = 20;
const HEAP_FLAT_MB = 5;
/** Minutes of warm-up left out of the verdict: the JIT, caches and pools, and Agenda's 5-minute hold on jobs run. */
const WARMUP_MINUTES = 6;
/** Minutes after warm-up needed for a slope worth judging. */
const MIN_JUDGED_MINUTES = 5;
/** After the load stops, the receiver waits for the webhooks still owed for as long as they keep coming: until none
 * has come for WEBHOOK_QUIET_MS (the dispatcher runs every 5 s), WEBHOOK_DRAIN_MS at most. A backlog that drains
 * is late, not lost; what is missing after that is. */
const WEBHOOK_QUIET_MS = 30_000;
const WEBHOOK_DRAIN_MS = 15 * 60_000;
/** A request unanswered for this long counts as an error (and frees its shopper). */
const REQUEST_TIMEOUT_MS = 30_000;
/** The event-loop delay histogram's sampling interval, subtracted from what it records (each record is a whole
 * interval between two timer callbacks, so an idle loop reads ~RESOLUTION_MS). */
const RESOLUTION_MS = 10;

interface Ready {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** The product every checkout buys: stock set high so each checkout can succeed. */
  buyId: string;
}

interface Sample {
  rss: number;
  heapUsed: number;
  external: number;
  eld: { p50: number; p99: number; max: number };
  store: { objects: number; dataSize: number };
}

const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// The store and the server (child processes).

async function serveStore(): Promise<void> {
  const { startEmbeddedMongo } = await import('../src/store/embedded/index.js');
  const dataDir = await mkdtemp(join(tmpdir(), 'soak-store-'));
  const store = await startEmbeddedMongo({ dataDir, port: 0 });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.on('disconnect', () => void stop());
  process.send!({ op: 'ready', ready: { uri: store.uri } });
}

/** --work: a job worker on the store (WORKER=true) that serves no traffic: what --worker-process runs beside the server. */
async function work(storeUri: string): Promise<void> {
  const { startBenchServer } = await import('./lib/bench-server.js');
  await startBenchServer('soak-worker', { WORKER: 'true', MONGODB_URI: storeUri });
  process.send!({ op: 'ready', ready: {} });
}

async function serve(storeUri: string | undefined, worker: boolean): Promise<void> {
  const { startBenchServer } = await import('./lib/bench-server.js');
  const { ensureDemoBusiness } = await import('../src/seed/demo.js');
  const { server } = await startBenchServer('soak', {
    WORKER: worker ? 'true' : 'false',
    ...(storeUri ? { MONGODB_URI: storeUri } : {}),
  });
  const demo = await ensureDemoBusiness(server.services);
  if (!demo) throw new Error('the soak store already had a business');
  // Through the driver, as bench-checkout does: the storefront has no stock-setting route.
  const db = server.services.db;
  const tenant = { business_id: demo.business_id, livemode: false };
  const product = await db.collection('products').findOne({ ...tenant, slug: 'house-blend-coffee-beans' });
  if (!product) throw new Error('the demo catalogue has no house-blend-coffee-beans');
  await db
    .collection('inventory_levels')
    .updateMany(
      { ...tenant, product_id: product._id },
      { $set: { quantity_on_hand: 1_000_000_000, quantity_reserved: 0 } },
    );

  const eld = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  eld.enable();
  const beyond = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  const gc = (globalThis as { gc?: () => void }).gc;
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a failure ends this child process, as it should
  process.on('message', async (m: { op?: string; snapshot?: string }) => {
    if (m.op !== 'sample') return;
    const delay = { p50: beyond(eld.percentile(50)), p99: beyond(eld.percentile(99)), max: beyond(eld.max) };
    gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    const stats = await db.command({ dbStats: 1 });
    if (m.snapshot) writeHeapSnapshot(m.snapshot);
    // The histogram's next record spans this sampling's own pause (the full GC, a snapshot): let it land, then start
    // afresh.
    await new Promise((r) => setTimeout(r, 2 * RESOLUTION_MS));
    eld.reset();
    const sample: Sample = {
      rss,
      heapUsed,
      external,
      eld: delay,
      store: { objects: Number(stats.objects), dataSize: Number(stats.dataSize) },
    };
    process.send!({ op: 'sample', sample });
  });
  const ready: Ready = {
    url: server.url,
    publishableKey: demo.publishable_key,
    secretKey: demo.secret_key,
    buyId: String(product._id),
  };
  process.send!({ op: 'ready', ready });
}

// ---------------------------------------------------------------------------------------------------------------
// The load side (this process).

type Kind = 'browse' | 'cart' | 'checkout' | 'sign-in';
const KINDS: Kind[] = ['browse', 'cart', 'checkout', 'sign-in'];
const WEIGHTS: [Kind, number][] = [
  ['browse', 4],
  ['cart', 2],
  ['checkout', 3],
  ['sign-in', 1],
];

interface Answer {
  status: number;
  json: any;
}

/** What one minute saw, from the load side. */
class Minute {
  requests: Record<Kind, number> = { browse: 0, cart: 0, checkout: 0, 'sign-in': 0 };
  errors = 0;
  checkoutMs: number[] = [];
}

class Load {
  private agent: Agent;
  minute = new Minute();
  totals: Record<Kind, number> = { browse: 0, cart: 0, checkout: 0, 'sign-in': 0 };
  /** Error descriptions and how often each was seen. */
  errors = new Map<string, number>();
  /** Orders placed, with the customer each must carry (null for a guest). */
  orders = new Map<string, string | null>();
  private stopped = false;
  private seq = 0;
  /** Plain products the cart accepts as they are (no variant or add-on to choose), found by trying each. */
  private addable: string[] = [];
  private listed: string[] = [];

  constructor(
    private ready: Ready,
    connections: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  private error(what: string): void {
    this.minute.errors++;
    this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
  }

  /** One request; counted under `kind`; an unexpected status or a network error is recorded and answers null. */
  private async call(
    kind: Kind,
    method: string,
    path: string,
    headers: Record<string, string>,
    expect: number,
    body?: unknown,
  ): Promise<Answer | null> {
    this.minute.requests[kind]++;
    this.totals[kind]++;
    const route = path.replace(/\/(prod|ci|ord)_[A-Za-z0-9]+/g, '/{$1_id}').replace(/\?.*/, '');
    try {
      const a = await send(this.agent, this.ready.url + path, method, headers, body);
      if (a.status !== expect) {
        this.error(`${kind}: ${method} ${route} → ${a.status} ${a.json?.error?.code ?? a.json?.error ?? ''}`.trimEnd());
        return null;
      }
      return a;
    } catch (err) {
      this.error(`${kind}: ${method} ${route} → ${(err as Error).message}`);
      return null;
    }
  }

  /** Before the clock starts: the products to browse, and those the cart takes without choices. */
  async prepare(): Promise<void> {
    const headers = { 'x-api-key': this.ready.publishableKey };
    const list = await send(this.agent, `${this.ready.url}/api/v1/catalogue/products?limit=100`, 'GET', headers);
    if (list.status !== 200) throw new Error(`product list: ${list.status} ${JSON.stringify(list.json)}`);
    this.listed = (list.json.data.items as { id: string }[]).map((p) => p.id);
    for (const id of this.listed) {
      const a = await send(
        this.agent,
        `${this.ready.url}/api/v1/cart/items`,
        'POST',
        { ...headers, 'x-session-id': session() },
        { item_id: id, quantity: 1 },
      );
      if (a.status === 201) this.addable.push(id);
    }
    if (!this.addable.length) throw new Error('no demo product can be added to a cart as it is');
  }

  stop(): void {
    this.stopped = true;
  }

  async shopper(): Promise<void> {
    while (!this.stopped) {
      let r = Math.random() * WEIGHTS.reduce((s, [, w]) => s + w, 0);
      const kind = WEIGHTS.find(([, w]) => (r -= w) < 0)?.[0] ?? 'browse';
      if (kind === 'browse') await this.browse();
      else if (kind === 'cart') await this.cart();
      else if (kind === 'checkout')
        await this.checkout('checkout', { 'x-api-key': this.ready.publishableKey, 'x-session-id': session() }, null);
      else await this.signIn();
    }
  }

  close(): void {
    this.agent.destroy();
  }

  private async browse(): Promise<void> {
    const headers = { 'x-api-key': this.ready.publishableKey, 'x-session-id': session() };
    await this.call('browse', 'GET', '/api/v1/catalogue/products?limit=20', headers, 200);
    await this.call('browse', 'GET', `/api/v1/catalogue/products/${pick(this.listed)}`, headers, 200);
    await this.call(
      'browse',
      'GET',
      `/api/v1/catalogue/products?search=${pick(['coffee', 'latte', 'tea', 'chips', 'tee'])}`,
      headers,
      200,
    );
  }

  private async cart(): Promise<void> {
    const headers = { 'x-api-key': this.ready.publishableKey, 'x-session-id': session() };
    const added = await this.call('cart', 'POST', '/api/v1/cart/items', headers, 201, {
      item_id: pick(this.addable),
      quantity: 1,
    });
    await this.call('cart', 'GET', '/api/v1/cart', headers, 200);
    const line = added?.json?.data?.id as string | undefined;
    if (!line) return;
    await this.call('cart', 'PATCH', `/api/v1/cart/items/${line}`, headers, 200, { quantity: 2 });
    await this.call('cart', 'DELETE', `/api/v1/cart/items/${line}`, headers, 200);
  }

  /** Add, read the cart, check out by card; the order is remembered for its webhook. */
  private async checkout(kind: Kind, headers: Record<string, string>, customerId: string | null): Promise<void> {
    if (
      !(await this.call(kind, 'POST', '/api/v1/cart/items', headers, 201, { item_id: this.ready.buyId, quantity: 1 }))
    )
      return;
    const cart = await this.call(kind, 'GET', '/api/v1/cart', headers, 200);
    if (!cart) return;
    const t0 = performance.now();
    const c = await this.call(
      kind,
      'POST',
      '/api/v1/checkout',
      { ...headers, 'idempotency-key': randomBase62(24) },
      201,
      {
        cart_id: cart.json.data.id,
        customer: { name: 'Soak Shopper', email: 'soak@example.com' },
        payment_method: 'card',
      },
    );
    if (!c) return;
    this.minute.checkoutMs.push(performance.now() - t0);
    this.orders.set(c.json.data.order_id, customerId);
  }

  /** The storefront's sign-in, a checkout as that customer, their orders, sign-out; then the same contact through
   * Link (the account API), whose sessions are its own (a Link token is not a storefront bearer). */
  private async signIn(): Promise<void> {
    const contact = `soak.${process.pid}.${++this.seq}@example.com`;
    const storefront = { 'x-api-key': this.ready.publishableKey, 'x-session-id': session() };
    const otp = { contact, contact_type: 'email' };
    if (await this.call('sign-in', 'POST', '/api/v1/auth/request-otp', storefront, 200, otp)) {
      const v = await this.call('sign-in', 'POST', '/api/v1/auth/verify-otp', storefront, 200, {
        ...otp,
        otp_code: '123456',
      });
      if (v) {
        const signedIn = { ...storefront, authorization: `Bearer ${v.json.data.session_token}` };
        await this.checkout('sign-in', signedIn, v.json.data.customer.id);
        await this.call('sign-in', 'GET', '/api/v1/orders', signedIn, 200);
        await this.call('sign-in', 'POST', '/api/v1/auth/logout', signedIn, 200);
      }
    }
    const sandbox = { 'x-api-key': this.ready.publishableKey };
    if (!(await this.call('sign-in', 'POST', '/v1/link/auth/request-otp', sandbox, 200, otp))) return;
    const l = await this.call('sign-in', 'POST', '/v1/link/auth/verify-otp', sandbox, 200, {
      ...otp,
      otp_code: '123456',
    });
    if (!l) return;
    const bearer = { authorization: `Bearer ${l.json.data.session_token}` };
    await this.call('sign-in', 'GET', '/v1/link/profile', bearer, 200);
    await this.call('sign-in', 'GET', '/v1/link/orders', bearer, 200);
    await this.call('sign-in', 'POST', '/v1/link/auth/logout', bearer, 200);
  }
}

const session = () => `sess_${randomBase62(32)}`;
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];

const send = (
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> => sendJson(agent, url, method, headers, body, REQUEST_TIMEOUT_MS);

/** The local webhook receiver: checks each delivery's signature and keeps the customer each order's event names. */
class Receiver {
  /** order.created events arrived: order id → the event's customer_id. */
  arrived = new Map<string, string | null>();
  deliveries = 0;
  duplicates = 0;
  problems = new Map<string, number>();
  secret = '';
  private server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      this.take(Buffer.concat(chunks).toString('utf8'), String(req.headers['x-service-signature'] ?? ''));
    });
  });

  private problem(what: string): void {
    this.problems.set(what, (this.problems.get(what) ?? 0) + 1);
  }

  private take(raw: string, signature: string): void {
    this.deliveries++;
    const expected = Buffer.from(createHmac('sha256', this.secret).update(raw).digest('hex'));
    const offered = Buffer.from(signature);
    if (expected.length !== offered.length || !timingSafeEqual(expected, offered))
      return this.problem('webhook: X-Service-Signature mismatch');
    let event: { type: string; data: { id: string; customer_id: string | null } };
    try {
      event = JSON.parse(raw);
    } catch {
      return this.problem('webhook: the body is not JSON');
    }
    if (event.type !== 'order.created') return this.problem(`webhook: unexpected ${event.type}`);
    // The contract allows the same event twice (a retry after a lost answer): counted, not an error.
    if (this.arrived.has(event.data.id)) this.duplicates++;
    this.arrived.set(event.data.id, event.data.customer_id);
  }

  /** Once every checkout has answered and the deliveries have drained: each order's event arrived, with its
   * customer, and no event came for an order this run did not place. */
  reconcile(orders: Map<string, string | null>): void {
    for (const [id, customer] of orders) {
      if (!this.arrived.has(id)) this.problem('webhook: order.created never arrived');
      else if (this.arrived.get(id) !== customer) this.problem('webhook: order.created names another customer');
    }
    for (const id of this.arrived.keys())
      if (!orders.has(id)) this.problem('webhook: order.created for an order this run did not place');
  }

  listen(): Promise<string> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(this.server.address() as { port: number }).port}/soak`),
      ),
    );
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A child process (this script with `flags`) and its first `ready` message. */
async function child<T>(flags: string[], execArgv: string[] = []): Promise<{ proc: ChildProcess; ready: T }> {
  const proc = fork(fileURLToPath(import.meta.url), flags, {
    execArgv: [...process.execArgv, ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<T>((resolve, reject) => {
    proc.once('message', (m: { op: string; ready: T }) => resolve(m.ready));
    proc.once('exit', (code) => reject(new Error(`${flags.join(' ')} exited with ${code}`)));
  });
  return { proc, ready };
}

async function stopChild(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  if (proc.connected) proc.disconnect();
  else proc.kill('SIGTERM');
  await exited;
}

function sampleOf(proc: ChildProcess, snapshot?: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { op: string; sample?: Sample }) => {
      if (m.op !== 'sample') return;
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      resolve(m.sample!);
    };
    const onExit = (code: number | null) => reject(new Error(`the server exited (${code})`));
    proc.on('message', onMessage);
    proc.once('exit', onExit);
    proc.send({ op: 'sample', snapshot });
  });
}

/** Least-squares slope of ys over xs (NaN under two points). */
function slope(xs: number[], ys: number[]): number {
  const n = xs.length;
  if (n < 2) return NaN;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return num / den;
}

const int = (n: number) => Math.round(n).toLocaleString('en-GB');
const mb = (bytes: number) => (bytes / MB).toFixed(1);

async function main(): Promise<void> {
  if (opts.store) return serveStore();
  if (opts.serve) return serve(opts['store-uri'], !opts['worker-process']);
  if (opts.work) return work(opts['store-uri']!);
  const minutes = Number(opts.minutes);
  const connections = Number(opts.connections);
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error('--minutes: a whole number of minutes, 1 or more');
  if (!Number.isInteger(connections) || connections < 1) throw new Error('--connections: a whole number, 1 or more');
  const inProcess = opts['store-in-process'];
  if (inProcess && opts['worker-process']) throw new Error('--store-in-process and --worker-process: one or the other');

  const receiver = new Receiver();
  const hookUrl = await receiver.listen();
  const profArgs = opts['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', opts['cpu-prof']] : [];
  const store = inProcess ? undefined : await child<{ uri: string }>(['--store'], profArgs);
  let server: { proc: ChildProcess; ready: Ready } | undefined;
  let worker: { proc: ChildProcess } | undefined;
  let load: Load | undefined;
  const samples: Sample[] = [];
  try {
    const separate = opts['worker-process'] ? ['--worker-process'] : [];
    const storeArgs = store ? ['--store-uri', store.ready.uri] : [];
    server = await child<Ready>(['--serve', ...storeArgs, ...separate], ['--expose-gc', ...profArgs]);
    if (opts['worker-process']) worker = await child<object>(['--work', ...storeArgs], profArgs);
    const ready = server.ready;
    const hook = await send(
      new Agent(),
      `${ready.url}/api/v1/webhooks`,
      'POST',
      { 'x-api-key': ready.secretKey },
      { url: hookUrl, events: ['order.created'], description: 'soak' },
    );
    if (hook.status !== 201)
      throw new Error(`registering the webhook endpoint: ${hook.status} ${JSON.stringify(hook.json)}`);
    receiver.secret = hook.json.data.secret;
    load = new Load(ready, connections);
    await load.prepare();
    console.log(
      `soak: ${minutes} min, ${connections} connections, server pid ${server.proc.pid}, ${store ? `store pid ${store.proc.pid}` : 'store in the server'}` +
        `${worker ? `, worker pid ${worker.proc.pid}` : ' (jobs in the server)'}; visits browse 4 : cart 2 : checkout 3 : sign-in 1`,
    );

    // Before the load, after the seed: a baseline, not part of the judgement.
    const idle = await sampleOf(server.proc);
    console.log(
      `idle: RSS ${mb(idle.rss)} MB, heap ${mb(idle.heapUsed)} MB, external ${mb(idle.external)} MB; store ${int(idle.store.objects)} documents, ${mb(idle.store.dataSize)} MB`,
    );
    load.minute = new Minute();
    const cpuOf = (pid: number) => [...threadCpu(pid).values()].reduce((a, b) => a + b, 0);
    const workerCpu = () => (worker ? cpuOf(worker.proc.pid!) : 0);
    const storeCpu = () => (store ? cpuOf(store.proc.pid!) : 0);
    let cpu = { server: cpuOf(server.proc.pid!), store: storeCpu(), worker: workerCpu(), at: performance.now() };
    const shoppers = Array.from({ length: connections }, () => load!.shopper());
    for (let m = 1; m <= minutes; m++) {
      await new Promise((r) => setTimeout(r, 60_000));
      const seen = load.minute;
      load.minute = new Minute();
      const snapshotDir = opts['heap-snapshots'];
      const s = await sampleOf(
        server.proc,
        snapshotDir && (m === 2 || m === minutes) ? join(snapshotDir, `soak-minute-${m}.heapsnapshot`) : undefined,
      );
      samples.push(s);
      const storeRss = store ? memory(store.proc.pid!).rss : 0;
      const now = { server: cpuOf(server.proc.pid!), store: storeCpu(), worker: workerCpu(), at: performance.now() };
      const share = (k: 'server' | 'store' | 'worker') => (((now[k] - cpu[k]) / (now.at - cpu.at)) * 100).toFixed(0);
      const cpuLine = `CPU server ${share('server')} %${store ? `, store ${share('store')} %` : ' (store included)'}${worker ? `, worker ${share('worker')} %` : ''}`;
      cpu = now;
      const checkoutP99 = pct(
        seen.checkoutMs.sort((a, b) => a - b),
        99,
      );
      console.log(
        `min ${String(m).padStart(2)} | ${KINDS.map((k) => `${k} ${int(seen.requests[k])}`).join(', ')} | errors ${seen.errors} | checkout p99 ${checkoutP99.toFixed(0)} ms | ` +
          `RSS ${mb(s.rss)} MB, heap ${mb(s.heapUsed)} MB, external ${mb(s.external)} MB | ` +
          `loop delay p50 ${s.eld.p50.toFixed(1)} / p99 ${s.eld.p99.toFixed(1)} / max ${s.eld.max.toFixed(1)} ms | ` +
          `webhooks ${int(receiver.arrived.size)}/${int(load.orders.size)} | ${cpuLine} | store ${int(s.store.objects)} docs, ${mb(s.store.dataSize)} MB data${store ? `, RSS ${mb(storeRss)} MB` : ''}`,
      );
    }
    load.stop();
    await Promise.all(shoppers);

    const owed = () => [...load!.orders.keys()].filter((id) => !receiver.arrived.has(id)).length;
    const backlog = owed();
    const drainStart = Date.now();
    let lastCount = receiver.deliveries;
    let lastProgress = drainStart;
    while (owed() > 0 && Date.now() - lastProgress < WEBHOOK_QUIET_MS && Date.now() - drainStart < WEBHOOK_DRAIN_MS) {
      await new Promise((r) => setTimeout(r, 500));
      if (receiver.deliveries !== lastCount) [lastCount, lastProgress] = [receiver.deliveries, Date.now()];
    }
    console.log(
      `webhooks owed when the load stopped: ${int(backlog)}; ${int(backlog - owed())} of them came in the next ${((Date.now() - drainStart) / 1000).toFixed(0)} s`,
    );
    receiver.reconcile(load.orders);
  } finally {
    load?.stop();
    load?.close();
    if (server) await stopChild(server.proc);
    if (worker) await stopChild(worker.proc);
    if (store) await stopChild(store.proc);
    await receiver.close();
  }

  // The summary.
  const totals = load!.totals;
  const errors = [...load!.errors, ...receiver.problems];
  const errorCount = errors.reduce((n, [, c]) => n + c, 0);
  console.log(
    `\nrequests: ${int(KINDS.reduce((n, k) => n + totals[k], 0))} (${KINDS.map((k) => `${k} ${int(totals[k])}`).join(', ')}); errors: ${errorCount}`,
  );
  for (const [what, n] of errors.sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${what}`);
  console.log(
    `webhooks: ${int(receiver.deliveries)} deliveries; order.created of ${int(receiver.arrived.size)} orders of ${int(load!.orders.size)} placed; ${receiver.duplicates} delivered again`,
  );
  const first = samples[0];
  const last = samples[samples.length - 1];
  /** RSS and heap slopes in MB per 10 minutes over the samples of minutes `from` to the end. */
  const slopes = (from: number) => {
    const xs = samples.slice(from - 1).map((_, i) => from + i);
    const of = (pick: (s: Sample) => number) =>
      slope(
        xs,
        samples.slice(from - 1).map((s) => pick(s) / MB),
      ) * 10;
    return { rss: of((s) => s.rss), heap: of((s) => s.heapUsed) };
  };
  const all = slopes(2);
  console.log(
    `server memory: RSS minute 1 ${mb(first.rss)} MB, minute ${samples.length} ${mb(last.rss)} MB; heap ${mb(first.heapUsed)} → ${mb(last.heapUsed)} MB` +
      (samples.length >= 3
        ? `; slope over minutes 2..${samples.length}: RSS ${all.rss.toFixed(1)}, heap ${all.heap.toFixed(1)} MB per 10 min`
        : ''),
  );
  let flat = true;
  if (samples.length < WARMUP_MINUTES + MIN_JUDGED_MINUTES) {
    console.log(
      `verdict on memory: too short to judge (${WARMUP_MINUTES} minutes of warm-up, then at least ${MIN_JUDGED_MINUTES}: --minutes ${WARMUP_MINUTES + MIN_JUDGED_MINUTES} or more)`,
    );
  } else {
    const after = slopes(WARMUP_MINUTES + 1);
    // With the store in the server's process its RSS holds the data too: the heap alone is judged then.
    flat = (inProcess || after.rss < RSS_FLAT_MB) && after.heap < HEAP_FLAT_MB;
    console.log(
      `verdict on memory: ${flat ? 'flat' : 'GROWING'}; over minutes ${WARMUP_MINUTES + 1}..${samples.length} RSS ${after.rss.toFixed(1)} MB per 10 min ` +
        `${inProcess ? "(the store's data included: not judged)" : `(flat under ${RSS_FLAT_MB})`}, heap ${after.heap.toFixed(1)} MB per 10 min (flat under ${HEAP_FLAT_MB})`,
    );
  }
  process.exitCode = errorCount > 0 || !flat ? 1 : 0;
}

await main();
