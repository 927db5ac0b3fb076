// `npm run bench:checkout`: the buying path under load on the embedded store. Each virtual shopper (one per
// connection) loops: new storefront session → add a tracked product to the cart → read the cart (its id) → check
// out by card with an Idempotency-Key. Prints checkouts per second, p50/p99 latency of the add-to-cart request,
// the checkout request and the whole flow, and the CPU time each flow cost the server (its main thread, the
// embedded store's worker thread, the rest) and the load generator, at 16 and 64 connections. Goal (issue 5):
// checkout p99 under 40 ms at 64 connections.
//
// This machine's speed drifts between runs, so each level also measures, in the same run and with the same load
// generator, a bare node:http server answering a fixed 1.3 kB JSON body, and prints the server's CPU per flow as a
// multiple of the bare server's CPU per request (all threads of each process). Goal (issue 20): at most 150×.
// Last, a server of its own whose driver reports every command counts the store round trips of each step over 20
// flows run one at a time.
//
//   npm run bench:checkout -- --duration 10 --connections 16,64 [--cpu-prof DIR]
//   npm run bench:checkout -- --list-commands      (only the store commands of one flow, step by step)
//   npm run bench:checkout -- --server-node-args "--max-semi-space-size=32"   (flags for the server process only)
//
// The server runs in a child process (this script with --serve), so the load generator does not share its event
// loop; --cpu-prof writes V8 CPU profiles of the server's threads to DIR. The server runs with RATE_LIMITS=off:
// one load generator on one IP for one business would otherwise measure the per-instance limiter (100 requests/s
// per IP, 1,000/min per business) instead of checkout. Stock is set high so every checkout can succeed, and
// every shopper buys the same product: all checkouts meet on one stock level and the business's order counter.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBase62 } from '../src/kernel/ids.js';
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
  /** With --count-commands: where the server tells how many store commands it has sent. */
  counter?: string;
}

async function serve(countCommands: boolean): Promise<void> {
  const pino = (await import('pino')).default;
  const { loadConfig } = await import('../src/kernel/config.js');
  const { startServer } = await import('../src/server.js');
  const { ensureDemoBusiness } = await import('../src/seed/demo.js');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-checkout-'));
  const env: Record<string, string> = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WORKER: 'false', RATE_LIMITS: 'off' };
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
  const db = server.services.db;
  const tenant = { business_id: demo!.business_id, livemode: false };
  const product = await db.collection('products').findOne({ ...tenant, slug: 'house-blend-coffee-beans' });
  await db.collection('inventory_levels').updateMany({ ...tenant, product_id: product!._id }, { $set: { quantity_on_hand: 1_000_000_000, quantity_reserved: 0 } });
  const ready: Ready = { url: server.url, key: demo!.publishable_key, product_id: String(product!._id) };
  if (countCommands) {
    // Commands sent so far, read by the load side between the steps of one flow at a time.
    // `GET /` answers the count; `GET /names` the names of the commands since the last such read.
    let commands = 0;
    let names: string[] = [];
    server.services.store.client.on('commandStarted', (e) => {
      commands++;
      const target = e.command[e.commandName];
      names.push(typeof target === 'string' ? `${e.commandName} ${target}` : e.commandName);
    });
    const { createServer } = await import('node:http');
    const counter = createServer((req, res) => {
      if (req.url !== '/names') return res.end(String(commands));
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
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** A bare node:http server answering every request with the same 1.3 kB JSON body: the yardstick of a run. */
async function serveBare(): Promise<void> {
  const { createServer } = await import('node:http');
  const body = Buffer.from(JSON.stringify({ data: { id: 'ord_'.padEnd(24, 'x'), items: Array.from({ length: 10 }, (_, i) => ({ id: `li_${i}`.padEnd(24, 'y'), name: 'House blend coffee beans, 500 g', quantity: 1, unit_price: '12.50', total: '12.50' })), total: '100.00', currency: 'GHS', status: 'pending' } }));
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
const totalCpu = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [tid, ms]) => sum + ms - (before.get(tid) ?? 0), 0);

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

/** Store round trips of each step of a flow, on average over `flows` flows run one at a time. */
async function roundTrips(ready: Ready, flows: number, list: boolean): Promise<Record<string, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const count = async () => Number((await call(agent, ready.counter!, 'GET', '/', {})).json);
  /** With --list-commands, the last flow's commands, step by step. */
  const names = async (step: string) => {
    const sent = (await call(agent, ready.counter!, 'GET', '/names', {})).json as string[];
    if (list) console.log(`${step}: ${sent.join(', ')}`);
  };
  const totals = { add: 0, 'cart read': 0, checkout: 0 };
  for (let i = 0; i < flows; i++) {
    const headers = { 'x-api-key': ready.key, 'x-session-id': `sess_${randomBase62(32)}` };
    const last = i === flows - 1;
    if (last) await names('before');
    const c0 = await count();
    await call(agent, ready.url, 'POST', '/api/v1/cart/items', headers, { item_id: ready.product_id, quantity: 1 });
    const c1 = await count();
    if (last) await names('add');
    const cart = await call(agent, ready.url, 'GET', '/api/v1/cart', headers);
    const c2 = await count();
    if (last) await names('cart read');
    const c = await call(agent, ready.url, 'POST', '/api/v1/checkout', { ...headers, 'idempotency-key': randomBase62(24) }, {
      cart_id: cart.json?.data?.id,
      customer: { name: 'Bench Shopper', email: 'bench@example.com' },
      payment_method: 'card',
    });
    if (c.status !== 201) throw new Error(`checkout in the counting pass: ${c.status} ${JSON.stringify(c.json)}`);
    const c3 = await count();
    if (last) await names('checkout');
    totals.add += c1 - c0;
    totals['cart read'] += c2 - c1;
    totals.checkout += c3 - c2;
  }
  agent.destroy();
  return Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Math.round((v / flows) * 10) / 10]));
}

const call = (agent: Agent, base: string, method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  sendJson(agent, base + path, method, headers, body);

/** CPU ms per flow of the server's main thread, of its busiest other thread and of the rest together. */
function cpuSplit(pid: number, before: Map<number, number>, after: Map<number, number>, flows: number): string {
  if (after.size === 0) return 'n/a';
  return cpuDelta(pid, before, after).map((ms) => (ms / flows).toFixed(2)).join(' + ');
}

async function load(ready: Ready, serverPid: number, connections: number, seconds: number) {
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
      const a = await call(agent, ready.url, 'POST', '/api/v1/cart/items', headers, { item_id: ready.product_id, quantity: 1 });
      const t1 = performance.now();
      const cart = await call(agent, ready.url, 'GET', '/api/v1/cart', headers);
      const t2 = performance.now();
      const c = await call(agent, ready.url, 'POST', '/api/v1/checkout', { ...headers, 'idempotency-key': randomBase62(24) }, {
        cart_id: cart.json?.data?.id,
        customer: { name: 'Bench Shopper', email: 'bench@example.com' },
        payment_method: 'card',
      });
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
  const started = performance.now();
  const cpu0 = threadCpu(serverPid);
  const own0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpu1 = threadCpu(serverPid);
  const own = process.cpuUsage(own0);
  stop = true;
  await Promise.all(workers);
  agent.destroy();
  for (const a of [add, checkout, flow]) a.sort((x, y) => x - y);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const n = Math.max(1, checkout.length);
  const cpu = cpuSplit(serverPid, cpu0, cpu1, n);
  const flowCpuMs = totalCpu(cpu0, cpu1) / n;
  return {
    connections,
    'checkouts/s': Math.round(checkout.length / elapsed),
    checkouts: checkout.length,
    'add p50': ms(pct(add, 50)),
    'add p99': ms(pct(add, 99)),
    'checkout p50': ms(pct(checkout, 50)),
    'checkout p99': ms(pct(checkout, 99)),
    'flow p50': ms(pct(flow, 50)),
    'flow p99': ms(pct(flow, 99)),
    'server CPU ms/flow (main + store + rest)': cpu,
    'client CPU ms/flow': ((own.user + own.system) / 1000 / n).toFixed(2),
    failures: failures.size ? Object.fromEntries(failures) : 0,
    flowCpuMs,
  };
}

/** Starts this script with `flags` in a child process; resolves with the first line it prints (JSON). */
async function child<T>(flags: string[], nodeArgs: string[] = []): Promise<{ proc: ReturnType<typeof spawn>; ready: T }> {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', fileURLToPath(import.meta.url), ...flags], { stdio: ['ignore', 'pipe', 'inherit'] });
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

async function main(): Promise<void> {
  if (process.argv.includes('--serve')) return serve(process.argv.includes('--count-commands'));
  if (process.argv.includes('--bare')) return serveBare();
  const seconds = Number(arg('duration', '10'));
  const levels = arg('connections', '16,64').split(',').map(Number);
  const listOnly = process.argv.includes('--list-commands');
  if (listOnly) {
    const counting = await child<Ready>(['--serve', '--count-commands']);
    try {
      await roundTrips(counting.ready, 5, true);
    } finally {
      counting.proc.kill('SIGTERM');
    }
    return;
  }
  const prof = arg('cpu-prof', '');
  const profArgs = prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : [];
  // --server-node-args "--flag ...": V8/Node flags for the server process only (to measure a flag's effect).
  const serverArgs = arg('server-node-args', '').split(' ').filter(Boolean);
  const server = await child<Ready>(['--serve'], [...profArgs, ...serverArgs]);
  const bare = await child<{ url: string; bytes: number }>(['--bare']);
  const rows = [];
  const ratios: string[] = [];
  try {
    for (const c of levels) {
      const { flowCpuMs, ...row } = await load(server.ready, server.proc.pid!, c, seconds);
      const bareMs = await bareCpuPerRequest(bare.ready.url, bare.proc.pid!, c, Math.min(seconds, 5));
      rows.push(row);
      ratios.push(
        `${c} connections: server CPU ${flowCpuMs.toFixed(2)} ms per flow (all threads) = ${(flowCpuMs / bareMs).toFixed(0)}× one request to a bare node:http server (${(bareMs * 1000).toFixed(0)} µs for ${bare.ready.bytes} bytes; goal ≤ 150×)`,
      );
    }
  } finally {
    for (const p of [server.proc, bare.proc]) {
      const exited = new Promise((r) => p.once('exit', r));
      p.kill('SIGTERM');
      await exited;
    }
  }
  // The round trips of each step, in a server of its own that reports the store commands it sends.
  const counting = await child<Ready>(['--serve', '--count-commands']);
  let trips: Record<string, number>;
  try {
    trips = await roundTrips(counting.ready, 20, false);
  } finally {
    const exited = new Promise((r) => counting.proc.once('exit', r));
    counting.proc.kill('SIGTERM');
    await exited;
  }
  console.log(`add-to-cart + cart read + checkout (card), embedded store, ${seconds} s per level after a 2 s warm-up`);
  console.table(rows);
  for (const r of ratios) console.log(r);
  const total = Object.values(trips).reduce((a, b) => a + b, 0);
  console.log(`store round trips per flow (20 flows one at a time): ${Object.entries(trips).map(([k, v]) => `${k} ${v}`).join(', ')}; ${total.toFixed(1)} in all`);
}

await main();
