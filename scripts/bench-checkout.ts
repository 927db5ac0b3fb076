// `npm run bench:checkout`: the buying path under load. Each virtual shopper (one per connection) loops: new
// storefront session → add a tracked product to the cart → read the cart (its id) → check out by card with an
// Idempotency-Key. Prints checkouts per second, p50/p99 latency of the add-to-cart request, the checkout request and
// the whole flow, and the CPU time each flow cost each process (and, in process, each of the server's threads) and
// the load generator, at 16 and 64 connections. Goal (issue 5): checkout p99 under 40 ms at 64 connections.
//
// This machine's speed drifts between runs, so each level also measures, in the same run and with the same load
// generator, a bare node:http server answering a fixed 1.3 kB JSON body, and prints the server's CPU per flow as a
// multiple of the bare server's CPU per request (all threads of each process). Goal (issue 20): at most 150×.
// Last, with flows run one at a time, it counts the store round trips of each step (and lists the commands of one
// flow with --list-commands).
//
//   npm run bench:checkout -- --duration 10 --connections 16,64 [--cpu-prof DIR]
//   npm run bench:checkout -- --list-commands      (only the store commands of one flow, step by step)
//   npm run bench:checkout -- --server-node-args "--max-semi-space-size=32"   (flags for the server process only)
//   (--cpu-prof and --server-node-args apply to the embedded store's server, the default topology below)
//
// Two topologies (issue 33):
//   --store embedded   (default) the embedded store on a worker thread of the server's process, as `npm start` runs;
//   --store process    the production path: the store in a process of its own (scripts/db.ts, as a replica set
//                      member would be), reached through MONGODB_URI, so no in-process shortcut applies (no direct
//                      line, no change counts); `--api N` API processes (default 1; more go behind the cluster
//                      front, scripts/lib/cluster.ts) and the job worker. A proxy in front of the store
//                      (scripts/lib/store-proxy.ts) counts the API processes' round trips from outside, and at the
//                      end holds each command back `--delay-ms` (default 0.5) to show what round trips cost in
//                      latency on a network: one flow at a time, without and with the delay.
//
//   npm run bench:checkout -- --store process [--api 3] [--delay-ms 0.5] [--delay-flows 40]
//   npm run bench:checkout -- --store process --connections 0 --delay-ms 2   (no load: the round trips and the delay)
//
// The server runs in a child process (this script with --serve), so the load generator does not share its event
// loop; --cpu-prof writes V8 CPU profiles of the server's threads to DIR. The server runs with RATE_LIMITS=off:
// one load generator on one IP for one business would otherwise measure the per-instance limiter (100 requests/s
// per IP, 1,000/min per business) instead of checkout. Stock is set high so every checkout can succeed, and
// every shopper buys the same product: all checkouts meet on one stock level and the business's order counter.
// The commands of the activity signals a cart write queues (written a moment later, for all sessions at once) are
// counted apart, as `background`: they are not in any request's path.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient, type Db, type Document } from 'mongodb';
import { randomBase62 } from '../src/kernel/ids.js';
import { startCluster } from './lib/cluster.js';
import { sendJson } from './lib/http.js';
import { cpuDelta, pct, threadCpu } from './lib/proc.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

interface Ready {
  url: string;
  key: string;
  product_id: string;
  /** With --count-commands: where the server tells which store commands it has sent. */
  counter?: string;
}

/** Every shopper buys this product of the demo catalogue, with stock enough for the whole run. */
async function stockUp(db: Db, businessId: string): Promise<string> {
  const tenant = { business_id: businessId, livemode: false };
  const product = await db.collection('products').findOne({ ...tenant, slug: 'house-blend-coffee-beans' });
  if (!product) throw new Error('the demo catalogue has no house-blend-coffee-beans');
  await db
    .collection('inventory_levels')
    .updateMany(
      { ...tenant, product_id: product._id },
      { $set: { quantity_on_hand: 1_000_000_000, quantity_reserved: 0 } },
    );
  return String(product._id);
}

/** A command as the listings name it: `find carts`, `bulkWrite orders+payments+events` (what it writes). */
function commandName(commandName: string, command: Document): string {
  if (commandName === 'bulkWrite' && Array.isArray(command.nsInfo)) {
    return `bulkWrite ${[...new Set(command.nsInfo.map((n: { ns: string }) => n.ns.slice(n.ns.indexOf('.') + 1)))].join('+')}`;
  }
  const target = command[commandName];
  return typeof target === 'string' ? `${commandName} ${target}` : commandName;
}

async function serve(countCommands: boolean): Promise<void> {
  const pino = (await import('pino')).default;
  const { loadConfig } = await import('../src/kernel/config.js');
  const { startServer } = await import('../src/server.js');
  const { ensureDemoBusiness } = await import('../src/seed/demo.js');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-checkout-'));
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WORKER: 'false',
    RATE_LIMITS: 'off',
  };
  const config = loadConfig(env);
  let demo: Awaited<ReturnType<typeof ensureDemoBusiness>>;
  const server = await startServer({
    config,
    logger: pino({ level: 'silent' }),
    // In the counting pass the store client reports every command it sends: the round trips a request makes.
    // Only there: the reporting has a cost of its own, kept out of the timed runs.
    monitorStoreCommands: countCommands,
    onStoreReady: async (services) => {
      demo = await ensureDemoBusiness(services);
    },
  });
  const ready: Ready = {
    url: server.url,
    key: demo!.publishable_key,
    product_id: await stockUp(server.services.db, demo!.business_id),
  };
  if (countCommands) {
    // The names of the commands sent since the last read, read by the load side between the steps of one flow.
    let names: string[] = [];
    server.services.store.client.on('commandStarted', (e) => names.push(commandName(e.commandName, e.command)));
    const { createServer } = await import('node:http');
    const counter = createServer((_req, res) => {
      res.end(JSON.stringify(names));
      names = [];
    });
    await new Promise<void>((r) => counter.listen(0, '127.0.0.1', () => r()));
    ready.counter = `http://127.0.0.1:${(counter.address() as { port: number }).port}`;
  }
  process.stdout.write(JSON.stringify(ready) + '\n');
  const stop = async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

/** A bare node:http server answering every request with the same 1.3 kB JSON body: the yardstick of a run. */
async function serveBare(): Promise<void> {
  const { createServer } = await import('node:http');
  const body = Buffer.from(
    JSON.stringify({
      data: {
        id: 'ord_'.padEnd(24, 'x'),
        items: Array.from({ length: 10 }, (_, i) => ({
          id: `li_${i}`.padEnd(24, 'y'),
          name: 'House blend coffee beans, 500 g',
          quantity: 1,
          unit_price: '12.50',
          total: '12.50',
        })),
        total: '100.00',
        currency: 'GHS',
        status: 'pending',
      },
    }),
  );
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${port}`, bytes: body.length }) + '\n');
  });
  process.on('SIGTERM', () => process.exit(0));
}

/** CPU ms of all threads of `pid` between two readings. */
const totalCpu = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [tid, ms]) => sum + ms - (before.get(tid) ?? 0), 0);

/** The bare server's CPU ms per request under `connections` shoppers' worth of GETs for `seconds`. */
async function bareCpuPerRequest(url: string, pid: number, connections: number, seconds: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let stop = false;
  let served = 0;
  let measuring = false;
  const client = async () => {
    while (!stop) {
      await call(agent, url, 'GET', '/', {});
      if (measuring) served++;
    }
  };
  const clients = Array.from({ length: connections }, client);
  await new Promise((r) => setTimeout(r, 1000));
  measuring = true;
  const cpu0 = threadCpu(pid);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const cpu1 = threadCpu(pid);
  stop = true;
  await Promise.all(clients);
  agent.destroy();
  return totalCpu(cpu0, cpu1) / Math.max(1, served);
}

/** What a benchmark runs against: the server(s) it sends flows to, and the processes whose CPU a flow costs. */
interface TransactionStats {
  started: number;
  committed: number;
  writeConflicts: number;
}

/** What a checkout's transactions cost between two serverStatus readings: transactions started per transaction
 * committed (1.00: none ran twice) and write conflicts per checkout. */
function retries(before: TransactionStats, after: TransactionStats, checkouts: number): string {
  const committed = Math.max(1, after.committed - before.committed);
  return `${((after.started - before.started) / committed).toFixed(2)} (${((after.writeConflicts - before.writeConflicts) / Math.max(1, checkouts)).toFixed(2)})`;
}

interface Topology {
  /** What runs where, for the report. */
  label: string;
  ready: Ready;
  /** The processes measured: 'server' (embedded), or the API processes ('api-1', …), 'store', 'worker', 'proxy'. */
  processes(): { name: string; pid: number; api: boolean }[];
  /** The names of the store commands the API side sent since the last call; undefined when not counted here. */
  commands?(): Promise<string[]>;
  /** Commands counted so far, in all and by name (the production path's proxy). */
  commandCount?(): Promise<{ commands: number; byName: Record<string, number> }>;
  /** The store's serverStatus figures of transactions and write conflicts (all processes' together). */
  transactionStats?(): Promise<TransactionStats>;
  /** Holds each store command back `ms` from now on; answers the mean delay the commands so far waited. */
  setDelay?(ms: number): Promise<number>;
  stop(): Promise<void>;
}

/** The server on the embedded store in its own process (this script with --serve). */
async function embeddedTopology(counting: boolean, nodeArgs: string[] = []): Promise<Topology> {
  const server = await child<Ready>(['--serve', ...(counting ? ['--count-commands'] : [])], nodeArgs);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    label: 'embedded store on a thread of the server process',
    ready: server.ready,
    processes: () => [{ name: 'server', pid: server.proc.pid!, api: true }],
    commands: counting
      ? async () => (await call(agent, server.ready.counter!, 'GET', '/', {})).json as string[]
      : undefined,
    async stop() {
      agent.destroy();
      await ended(server.proc);
    },
  };
}

/**
 * The production path on this machine: the store in its own process, `api` API processes on MONGODB_URI (behind the
 * cluster front when more than one), the job worker, and the proxy in front of the store that counts (and can
 * delay) the API processes' commands. The worker reaches the store directly: its jobs are no request's round trips.
 */
async function processTopology(api: number): Promise<Topology> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-checkout-cluster-'));
  let proxy: Awaited<ReturnType<typeof child<{ port: number; control: string }>>> | undefined;
  const cluster = await startCluster({
    api,
    dataDir,
    env: { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
    // As MongoDB answers: a transaction that meets a document another holds gets WriteConflict at once, and runs again.
    storeArgs: ['--strict'],
    apiStoreUri: async (storeUri) => {
      const { hostname, port } = new URL(storeUri);
      proxy = await child<{ port: number; control: string }>(
        ['--target', `${hostname}:${port}`],
        [],
        fileURLToPath(new URL('./lib/store-proxy.ts', import.meta.url)),
      );
      return `mongodb://127.0.0.1:${proxy.ready.port}/?directConnection=true`;
    },
  }).catch(async (err) => {
    if (proxy) await ended(proxy.proc);
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  const control = proxy!.ready.control;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const stop = async () => {
    agent.destroy();
    await cluster.stop();
    await ended(proxy!.proc);
    await rm(dataDir, { recursive: true, force: true });
  };
  stopping.add(stop);
  let demo: { business_id: string; publishable_key: string };
  let productId: string;
  try {
    // Written by the worker that seeded the demo business, in its own DATA_DIR (or the cluster's shared one).
    const workerDir = (cluster.workers[0] as { dataDir?: string }).dataDir ?? dataDir;
    demo = JSON.parse(await readFile(join(workerDir, 'demo-credentials.json'), 'utf8'));
    const client = await MongoClient.connect(cluster.storeUri);
    // The services' database: the URI names none, so the store's default.
    try {
      productId = await stockUp(client.db('storefront'), demo.business_id);
    } finally {
      await client.close();
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    label: `store in its own process (MONGODB_URI), ${api === 1 ? 'one API process' : `${api} API processes behind the cluster front`}`,
    ready: { url: api === 1 ? cluster.api[0].url : cluster.url, key: demo.publishable_key, product_id: productId },
    processes: () => [
      ...cluster.api.map((p) => ({ name: p.name, pid: p.pid!, api: true })),
      { name: 'store', pid: cluster.store.pid!, api: false },
      { name: 'worker', pid: cluster.workers[0].pid!, api: false },
      { name: 'proxy', pid: proxy!.proc.pid!, api: false },
    ],
    commands: async () => (await call(agent, control, 'GET', '/names', {})).json as string[],
    commandCount: async () => (await call(agent, control, 'GET', '/stats', {})).json,
    async transactionStats() {
      const client = await MongoClient.connect(cluster.storeUri);
      try {
        const status = await client.db('admin').command({ serverStatus: 1 });
        const t = status.transactions ?? {};
        return {
          started: Number(t.totalStarted ?? 0),
          committed: Number(t.totalCommitted ?? 0),
          writeConflicts: Number(status.metrics?.operation?.writeConflicts ?? 0),
        };
      } finally {
        await client.close();
      }
    },
    async setDelay(ms) {
      await call(agent, control, `POST`, `/delay?ms=${ms}`, {});
      return Number((await call(agent, control, 'GET', '/stats', {})).json.delayed);
    },
    async stop() {
      stopping.delete(stop);
      await stop();
    },
  };
}

/** The activity signals a cart write queues are written a moment later for every session at once: no request waits
 * for them, so they are counted apart. */
const isBackground = (name: string) => /\bactivity_/.test(name);
/** An API key is looked up once per KEY_CACHE_MS (5 s) per process, and its last use written once a minute: counted
 * apart too, as they fall on whichever request comes then. */
const isKeyLookup = (name: string) => /\bapi_keys\b/.test(name);

const STEPS = ['add', 'cart read', 'checkout'] as const;
type Step = (typeof STEPS)[number];

/** One flow: add, read, checkout; `after(step)` is awaited after each step (to count or time it). */
async function oneFlow(agent: Agent, ready: Ready, after: (step: Step) => Promise<void>): Promise<void> {
  const headers = { 'x-api-key': ready.key, 'x-session-id': `sess_${randomBase62(32)}` };
  await call(agent, ready.url, 'POST', '/api/v1/cart/items', headers, { item_id: ready.product_id, quantity: 1 });
  await after('add');
  const cart = await call(agent, ready.url, 'GET', '/api/v1/cart', headers);
  await after('cart read');
  const c = await call(
    agent,
    ready.url,
    'POST',
    '/api/v1/checkout',
    { ...headers, 'idempotency-key': randomBase62(24) },
    {
      cart_id: cart.json?.data?.id,
      customer: { name: 'Bench Shopper', email: 'bench@example.com' },
      payment_method: 'card',
    },
  );
  if (c.status !== 201) throw new Error(`checkout, one flow at a time: ${c.status} ${JSON.stringify(c.json)}`);
  await after('checkout');
}

/** Store round trips of each step of a flow, on average over `flows` flows run one at a time, and those in the
 * background (the activity signals). With `list`, prints the last flow's commands. */
async function roundTrips(
  topo: Topology,
  flows: number,
  list: boolean,
): Promise<Record<Step | 'background' | 'keys', number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const totals: Record<Step | 'background' | 'keys', number> = {
    add: 0,
    'cart read': 0,
    checkout: 0,
    background: 0,
    keys: 0,
  };
  const take = async (step: Step | 'before', last: boolean) => {
    // A moment for what a step left queued (the activity signals' write) to go, so it is not counted in the next.
    if (step === 'checkout') await new Promise((r) => setTimeout(r, 60));
    const sent = await topo.commands!();
    const own = sent.filter((n) => !isBackground(n) && !isKeyLookup(n));
    totals.background += sent.filter(isBackground).length;
    totals.keys += sent.filter(isKeyLookup).length;
    if (step !== 'before') totals[step] += own.length;
    if (last && list) console.log(`${step === 'before' ? 'between flows' : step}: ${sent.join(', ') || '(none)'}`);
  };
  // One flow first, not counted: it fills what a process keeps between requests (the catalogue's cached copy).
  await oneFlow(agent, topo.ready, async () => {});
  for (let i = 0; i < flows; i++) {
    const last = i === flows - 1;
    await take('before', last);
    await oneFlow(agent, topo.ready, (step) => take(step, last));
  }
  agent.destroy();
  return Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Math.round((v / flows) * 10) / 10])) as Record<
    Step | 'background' | 'keys',
    number
  >;
}

/**
 * Latency of each step, one flow at a time, without and with each store command held back `delayMs` by the proxy
 * (blocks of flows taking turns, so a drift of the machine touches both alike). Answers the p50s and the mean delay
 * the commands actually waited.
 */
async function delayedLatency(topo: Topology, delayMs: number, flows: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples = {
    0: { add: [] as number[], 'cart read': [] as number[], checkout: [] as number[] },
    1: { add: [] as number[], 'cart read': [] as number[], checkout: [] as number[] },
  };
  for (let block = 0; block < flows / 5; block++) {
    for (const delayed of [0, 1] as const) {
      await topo.setDelay!(delayed ? delayMs : 0);
      for (let i = 0; i < 5; i++) {
        let t = performance.now();
        await oneFlow(agent, topo.ready, async (step) => {
          const now = performance.now();
          samples[delayed][step].push(now - t);
          t = now;
        });
      }
    }
  }
  // The proxy holds commands only while there is a delay: its mean is over the delayed flows' commands.
  const waited = await topo.setDelay!(0);
  agent.destroy();
  const p50 = (xs: number[]) =>
    pct(
      [...xs].sort((a, b) => a - b),
      50,
    );
  return {
    waited,
    rows: STEPS.map((step) => ({ step, without: p50(samples[0][step]), with: p50(samples[1][step]) })),
  };
}

const call = (
  agent: Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) => sendJson(agent, base + path, method, headers, body);

async function load(topo: Topology, connections: number, seconds: number) {
  const { ready } = topo;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const add: number[] = [];
  const checkout: number[] = [];
  const flow: number[] = [];
  const failures = new Map<string, number>();
  let measuring = false;
  let stop = false;
  const shopper = async () => {
    while (!stop) {
      const headers = { 'x-api-key': ready.key, 'x-session-id': `sess_${randomBase62(32)}` };
      const t0 = performance.now();
      const a = await call(agent, ready.url, 'POST', '/api/v1/cart/items', headers, {
        item_id: ready.product_id,
        quantity: 1,
      });
      const t1 = performance.now();
      const cart = await call(agent, ready.url, 'GET', '/api/v1/cart', headers);
      const t2 = performance.now();
      const c = await call(
        agent,
        ready.url,
        'POST',
        '/api/v1/checkout',
        { ...headers, 'idempotency-key': randomBase62(24) },
        {
          cart_id: cart.json?.data?.id,
          customer: { name: 'Bench Shopper', email: 'bench@example.com' },
          payment_method: 'card',
        },
      );
      const t3 = performance.now();
      if (!measuring) continue;
      if (a.status !== 201 || cart.status !== 200 || c.status !== 201) {
        const k = `${a.status}/${cart.status}/${c.status} ${c.json?.error?.code ?? a.json?.error?.code ?? ''}`;
        failures.set(k, (failures.get(k) ?? 0) + 1);
        continue;
      }
      add.push(t1 - t0);
      checkout.push(t3 - t2);
      flow.push(t3 - t0);
    }
  };
  const workers = Array.from({ length: connections }, shopper);
  await new Promise((r) => setTimeout(r, 2000)); // warm-up
  measuring = true;
  const procs = topo.processes();
  const started = performance.now();
  const commands0 = await topo.commandCount?.();
  const txns0 = await topo.transactionStats?.();
  const cpu0 = procs.map((p) => threadCpu(p.pid));
  const own0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpu1 = procs.map((p) => threadCpu(p.pid));
  const own = process.cpuUsage(own0);
  const commands1 = await topo.commandCount?.();
  const txns1 = await topo.transactionStats?.();
  stop = true;
  await Promise.all(workers);
  agent.destroy();
  for (const a of [add, checkout, flow]) a.sort((x, y) => x - y);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const n = Math.max(1, checkout.length);
  const perFlow = procs.map((p, i) => ({ ...p, ms: totalCpu(cpu0[i], cpu1[i]) / n }));
  // One server in process: its main thread, its busiest other thread (the store) and the rest.
  const cpu =
    procs.length === 1
      ? cpuDelta(procs[0].pid, cpu0[0], cpu1[0])
          .map((v) => (v / n).toFixed(2))
          .join(' + ')
      : perFlow.map((p) => `${p.name} ${p.ms.toFixed(2)}`).join(', ');
  const apiMs = perFlow.filter((p) => p.api).reduce((a, p) => a + p.ms, 0);
  const storeMs = perFlow.filter((p) => p.name === 'store').reduce((a, p) => a + p.ms, 0);
  return {
    row: {
      connections,
      'checkouts/s': Math.round(checkout.length / elapsed),
      checkouts: checkout.length,
      'add p50': ms(pct(add, 50)),
      'add p99': ms(pct(add, 99)),
      'checkout p50': ms(pct(checkout, 50)),
      'checkout p99': ms(pct(checkout, 99)),
      'flow p50': ms(pct(flow, 50)),
      'flow p99': ms(pct(flow, 99)),
      [procs.length === 1 ? 'server CPU ms/flow (main + store + rest)' : 'CPU ms/flow by process']: cpu,
      'client CPU ms/flow': ((own.user + own.system) / 1000 / n).toFixed(2),
      // Under load, with the aborted transactions among them (a checkout that took its transaction's slow path).
      ...(commands0 && commands1
        ? {
            'store commands/flow (aborts)': `${((commands1.commands - commands0.commands) / n).toFixed(1)} (${(((commands1.byName.abortTransaction ?? 0) - (commands0.byName.abortTransaction ?? 0)) / n).toFixed(2)})`,
          }
        : {}),
      ...(txns0 && txns1
        ? { 'transactions per commit (write conflicts/flow)': retries(txns0, txns1, checkout.length) }
        : {}),
      failures: failures.size ? Object.fromEntries(failures) : 0,
    },
    apiMs,
    storeMs,
  };
}

/** Starts `script` (default: this one) with `flags` in a child process; resolves with the first line it prints (JSON). */
async function child<T>(
  flags: string[],
  nodeArgs: string[] = [],
  script = fileURLToPath(import.meta.url),
): Promise<{ proc: ChildProcess; ready: T }> {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...flags], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<T>((resolve, reject) => {
    let buf = '';
    proc.stdout!.on('data', (c: Buffer) => {
      buf += c.toString();
      const nl = buf.indexOf('\n');
      if (nl !== -1) resolve(JSON.parse(buf.slice(0, nl)) as T);
    });
    proc.once('exit', (code) => reject(new Error(`${flags.join(' ')} exited with ${code}`)));
  });
  return { proc, ready };
}

/** SIGTERM, and resolves once the process has exited. */
async function ended(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

/** What to stop when this script is interrupted: the production topology's processes are not its children alone. */
const stopping = new Set<() => Promise<void>>();

async function main(): Promise<void> {
  if (process.argv.includes('--serve')) return serve(process.argv.includes('--count-commands'));
  if (process.argv.includes('--bare')) return serveBare();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(
      signal,
      () => void Promise.allSettled([...stopping].map((stop) => stop())).then(() => process.exit(130)),
    );
  }
  const seconds = Number(arg('duration', '10'));
  // --connections 0: no load levels (only the round trips, and the latency with the delay).
  const levels = arg('connections', '16,64')
    .split(',')
    .map(Number)
    .filter((c) => c > 0);
  const store = arg('store', 'embedded');
  const api = Number(arg('api', '1'));
  const delayMs = Number(arg('delay-ms', '0.5'));
  const delayFlows = Number(arg('delay-flows', '40'));
  if (store !== 'embedded' && store !== 'process') throw new Error('--store: embedded or process');
  if (!Number.isInteger(api) || api < 1 || (api > 1 && store !== 'process'))
    throw new Error('--api: 1 or more API processes, with --store process');
  const topology = (counting: boolean, nodeArgs: string[] = []) =>
    store === 'process' ? processTopology(api) : embeddedTopology(counting, nodeArgs);

  if (process.argv.includes('--list-commands')) {
    const topo = await topology(true);
    try {
      console.log(topo.label);
      await roundTrips(topo, 5, true);
    } finally {
      await topo.stop();
    }
    return;
  }
  const prof = arg('cpu-prof', '');
  const profArgs = prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : [];
  // --server-node-args "--flag ...": V8/Node flags for the server process only (to measure a flag's effect).
  const serverArgs = arg('server-node-args', '').split(' ').filter(Boolean);
  if (store === 'process' && (prof || serverArgs.length))
    throw new Error('--cpu-prof, --server-node-args: with --store embedded only');
  const topo = await topology(false, [...profArgs, ...serverArgs]);
  const bare = await child<{ url: string; bytes: number }>(['--bare']);
  const rows = [];
  const ratios: string[] = [];
  let trips: Record<string, number> | undefined;
  let delayed: Awaited<ReturnType<typeof delayedLatency>> | undefined;
  try {
    for (const c of levels) {
      const { row, apiMs, storeMs } = await load(topo, c, seconds);
      const bareMs = await bareCpuPerRequest(bare.ready.url, bare.proc.pid!, c, Math.min(seconds, 5));
      rows.push(row);
      const bareText = `one request to a bare node:http server (${(bareMs * 1000).toFixed(0)} µs for ${bare.ready.bytes} bytes)`;
      ratios.push(
        store === 'embedded'
          ? `${c} connections: server CPU ${apiMs.toFixed(2)} ms per flow (all threads) = ${(apiMs / bareMs).toFixed(0)}× ${bareText}; goal ≤ 150×`
          : `${c} connections: API CPU ${apiMs.toFixed(2)} ms per flow (${api === 1 ? 'its process' : `${api} processes`}) = ${(apiMs / bareMs).toFixed(0)}×, ` +
              `the store's ${storeMs.toFixed(2)} ms = ${(storeMs / bareMs).toFixed(0)}×, together ${((apiMs + storeMs) / bareMs).toFixed(0)}× ${bareText}`,
      );
    }
    if (store === 'process') {
      // What the load left queued (its last activity signals) goes first.
      await new Promise((r) => setTimeout(r, 2000));
      await topo.commands!();
      trips = await roundTrips(topo, 20, false);
      if (delayMs > 0) delayed = await delayedLatency(topo, delayMs, delayFlows);
    }
  } finally {
    await topo.stop();
    await ended(bare.proc);
  }
  if (!trips) {
    // In process: the round trips of each step, in a server of its own that reports the store commands it sends.
    const counting = await embeddedTopology(true);
    try {
      trips = await roundTrips(counting, 20, false);
    } finally {
      await counting.stop();
    }
  }
  console.log(`add-to-cart + cart read + checkout (card), ${topo.label}, ${seconds} s per level after a 2 s warm-up`);
  if (rows.length) console.table(rows);
  for (const r of ratios) console.log(r);
  const { background, keys, ...steps } = trips;
  const total = Object.values(steps).reduce((a, b) => a + b, 0);
  console.log(
    `store round trips per flow (20 flows one at a time): ${Object.entries(steps)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; ${total.toFixed(1)} in all` +
      ` (besides: ${background} in the background, the activity signals, written for all sessions at once; ${keys} API key lookups, once per 5 s per process)`,
  );
  if (delayed) {
    console.log(
      `latency p50 one flow at a time, each store command held back ${delayMs} ms by the proxy (it waited ${delayed.waited.toFixed(2)} ms on average):`,
    );
    console.table(
      delayed.rows.map((r) => ({
        step: r.step,
        'p50 without': `${r.without.toFixed(1)} ms`,
        [`p50 with ${delayMs} ms`]: `${r.with.toFixed(1)} ms`,
        added: `${(r.with - r.without).toFixed(1)} ms`,
        'round trips waited (added ÷ delay)': ((r.with - r.without) / delayed!.waited).toFixed(1),
      })),
    );
  }
}

await main();
