// `npm run bench:ucp`: what an AI agent's UCP checkout costs the server against a shopper's storefront checkout
// (issue 36's goal: a UCP checkout within 2× the server CPU of the storefront flow of `bench:checkout`). One server,
// the same business, product and load, four flows in closed loops (one per connection), in two like-for-like pairs:
//
//   placed, awaiting payment (the issue's goal: the storefront side is bench:checkout's flow)
//     storefront       new session → add the product to the cart → read the cart → card checkout with an
//                      Idempotency-Key: the order is placed, its stock reserved, the buyer sent to the hosted pay page;
//     ucp              create a checkout session (the product, a buyer, a shipping destination in the business's
//                      zone: two options, none chosen) → update it choosing the first option (the stock is held) →
//                      complete it with a card and no token, with an Idempotency-Key: the order is placed, the hold
//                      becomes its reservation, the session requires_escalation with continue_url = the same pay page;
//   placed and paid
//     storefront-paid  storefront, then the buyer opens the pay page and approves: the payment settles, the stock
//                      is committed, the order paid;
//     ucp-paid         ucp, completed with the sandbox `success_token` instead: placed and paid in the completion's
//                      one transaction, and the agent's signed order event delivered to its webhook.
//
// Earlier notes compared ucp-paid with storefront (a paid order and an event against an unpaid order); that ratio is
// printed too. Rounds alternate the flows, so a drift of the shared machine touches all alike. Prints each round
// (flows/s, p50/p99 of each step and of the flow, the server's CPU per flow as main + store thread + rest, read from
// /proc as bench:checkout reads it) and the medians side by side with the ratios, the date and the commit.
//
//   npm run bench:ucp -- [--duration 8] [--connections 16] [--rounds 3] [--warmup 2] [--first-warmup 8]
//                        [--only storefront,ucp,storefront-paid,ucp-paid]
//                        [--cpu-prof DIR] [--no-order-events]
//   npx tsx scripts/cpu-profile.ts DIR/CPU.*.cpuprofile      (summarises a profile; --only ucp keeps it to one flow)
//   npm run bench:ucp -- --list-commands [--only ucp]  (the store commands of each step, one flow at a time, and
//                                                        commands and aborted transactions per flow under load)
//
// The server runs in a child process (this script with --serve) on the embedded store in a temporary DATA_DIR, as
// bench:checkout's: rate limits off, logging silent, the job worker off, real clock, the demo business with the
// product's stock set high, plus a shipping zone for Ghana (the demo business's country) with two flat rates. The
// agent's profile is served from this process over loopback http (allowed outside production) with
// `Cache-Control: max-age=3600`, so the server fetches it once and then takes it from its cache, as in production;
// its order capability names a webhook here too (`--no-order-events`: a profile without one, so no event is sent).
// Exit code 1 when any flow failed.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Document, MongoClient } from 'mongodb';
import { randomBase62 } from '../src/kernel/ids.js';
import { sendJson, sendText } from './lib/http.js';
import { cpuDelta, pct, threadCpu } from './lib/proc.js';

const { values: opts } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    'first-warmup': { type: 'string', default: '8' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'no-order-events': { type: 'boolean', default: false },
    'list-commands': { type: 'boolean', default: false },
    'count-commands': { type: 'boolean', default: false },
  },
  strict: true,
});

interface Ready {
  url: string;
  key: string;
  business_id: string;
  product_id: string;
  /** With --count-commands: where the server tells the store commands it has sent since the last ask. */
  counter?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The server side (child process).

async function serve(): Promise<void> {
  const pino = (await import('pino')).default;
  const { loadConfig } = await import('../src/kernel/config.js');
  const { startServer } = await import('../src/server.js');
  const { ensureDemoBusiness } = await import('../src/seed/demo.js');
  const { createZone } = await import('../src/modules/shipping/index.js');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-ucp-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WORKER: 'false',
    RATE_LIMITS: 'off',
  });
  let demo: Awaited<ReturnType<typeof ensureDemoBusiness>>;
  const server = await startServer({
    config,
    logger: pino({ level: 'silent' }),
    // Only in the counting pass: reporting every command has a cost of its own, kept out of the timed rounds.
    monitorStoreCommands: opts['count-commands'],
    onStoreReady: async (services) => {
      demo = await ensureDemoBusiness(services);
    },
  });
  const tenant = { business_id: demo!.business_id, livemode: false };
  const db = server.services.db;
  // bench:checkout's product, with stock for the whole run: every flow of both kinds meets on one stock level.
  const product = await db.collection('products').findOne({ ...tenant, slug: 'house-blend-coffee-beans' });
  if (!product) throw new Error('the demo catalogue has no house-blend-coffee-beans');
  await db
    .collection('inventory_levels')
    .updateMany(
      { ...tenant, product_id: product._id },
      { $set: { quantity_on_hand: 1_000_000_000, quantity_reserved: 0 } },
    );
  // Two rates, so the agent has an option to choose (a single one would be selected by itself at create).
  await createZone(
    server.services,
    tenant,
    {
      name: 'Ghana',
      destinations: [{ country: 'GH' }],
      rates: [
        {
          name: 'Standard delivery',
          price: { type: 'flat', amount: '15.00' },
          min_delivery_days: 2,
          max_delivery_days: 4,
        },
        {
          name: 'Express delivery',
          price: { type: 'flat', amount: '40.00' },
          min_delivery_days: 1,
          max_delivery_days: 1,
        },
      ],
    },
    new Date(),
  );
  const ready: Ready = {
    url: server.url,
    key: demo!.publishable_key,
    business_id: demo!.business_id,
    product_id: String(product._id),
  };
  if (opts['count-commands']) ready.counter = await commandCounter(server.services.store.client);
  process.stdout.write(JSON.stringify(ready) + '\n');
  const stop = async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

/** A command as bench:checkout's listings name it: `find carts`, `bulkWrite orders+payments` (what it writes). */
function commandName(name: string, command: Document): string {
  if (name === 'bulkWrite' && Array.isArray(command.nsInfo)) {
    const written = new Set(command.nsInfo.map((n: { ns: string }) => n.ns.slice(n.ns.indexOf('.') + 1)));
    return `bulkWrite ${[...written].join('+')}`;
  }
  const target = command[name];
  return typeof target === 'string' ? `${name} ${target}` : name;
}

/** An HTTP endpoint answering the names of the store commands sent since its last answer. */
async function commandCounter(client: MongoClient): Promise<string> {
  let names: string[] = [];
  // `*`: sent inside a transaction.
  client.on('commandStarted', (e) =>
    names.push(commandName(e.commandName, e.command) + (e.command.autocommit === false ? '*' : '')),
  );
  const counter = createServer((_req, res) => {
    res.end(JSON.stringify(names));
    names = [];
  });
  await new Promise<void>((r) => counter.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(counter.address() as { port: number }).port}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The agent's side: its profile host (and order-event receiver), on loopback in this process.

const V = '2026-04-08';

/** A 2026-04-08 agent profile with checkout, its fulfillment extension and order (with `webhook` when given). */
function agentProfile(webhook: string | undefined): object {
  const cap = (short: string, extra: object = {}) => [
    {
      version: V,
      spec: `https://ucp.dev/${V}/specification/${short}`,
      schema: `https://ucp.dev/${V}/schemas/shopping/${short}.json`,
      ...extra,
    },
  ];
  return {
    ucp: {
      version: V,
      services: {
        'dev.ucp.shopping': [
          {
            version: V,
            spec: `https://ucp.dev/${V}/specification/overview`,
            transport: 'rest',
            schema: `https://ucp.dev/${V}/services/shopping/rest.openapi.json`,
          },
        ],
      },
      capabilities: {
        'dev.ucp.shopping.checkout': cap('checkout'),
        'dev.ucp.shopping.fulfillment': cap('fulfillment', { extends: 'dev.ucp.shopping.checkout' }),
        'dev.ucp.shopping.order': cap('order', webhook ? { config: { webhook_url: webhook } } : {}),
      },
      payment_handlers: {},
    },
  };
}

/** Serves the profile at /agent.json and takes order events at /orders; counts both. */
async function agentHost(withEvents: boolean) {
  const counts = { profile: 0, events: 0 };
  let body = '';
  const server = createServer((req, res) => {
    req.resume();
    if (req.method === 'GET' && req.url === '/agent.json') {
      counts.profile++;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=3600' }).end(body);
    } else if (req.method === 'POST' && req.url === '/orders') {
      counts.events++;
      res.writeHead(200).end();
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  body = JSON.stringify(agentProfile(withEvents ? `${origin}/orders` : undefined));
  return {
    profileUrl: `${origin}/agent.json`,
    counts,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The flows. Each answers its steps' durations, or throws a short description of what failed.

type Flow = (agent: Agent, ready: Ready, after?: (step: number) => Promise<void>) => Promise<number[]>;
const KINDS = {
  storefront: ['add', 'cart read', 'checkout'],
  ucp: ['create', 'update', 'complete'],
  'storefront-paid': ['add', 'cart read', 'checkout', 'pay page', 'approve'],
  'ucp-paid': ['create', 'update', 'complete'],
} as const;
type Kind = keyof typeof KINDS;

const fail = (step: string, r: { status: number; json: any }, detail = '') => {
  const code = r.json?.code ?? r.json?.error?.code ?? r.json?.status ?? '';
  throw new Error(`${step} ${r.status} ${code}${detail}`);
};

/** Times a flow's steps; `after` (to count a step's store commands) is awaited after each, outside the timing. */
function stepTimer(after?: (step: number) => Promise<void>) {
  const took: number[] = [];
  let t = performance.now();
  return {
    took,
    async done() {
      took.push(performance.now() - t);
      await after?.(took.length - 1);
      t = performance.now();
    },
  };
}

/** bench:checkout's flow; `paid`: then the buyer opens the hosted pay page and approves the payment. */
function storefrontFlow(paid: boolean): Flow {
  return async (agent, ready, after) => {
    const step = stepTimer(after);
    const headers = { 'x-api-key': ready.key, 'x-session-id': `sess_${randomBase62(32)}` };
    const a = await sendJson(agent, `${ready.url}/api/v1/cart/items`, 'POST', headers, {
      item_id: ready.product_id,
      quantity: 1,
    });
    if (a.status !== 201) fail('add', a);
    await step.done();
    const cart = await sendJson(agent, `${ready.url}/api/v1/cart`, 'GET', headers);
    if (cart.status !== 200) fail('cart read', cart);
    await step.done();
    const c = await sendJson(
      agent,
      `${ready.url}/api/v1/checkout`,
      'POST',
      { ...headers, 'idempotency-key': randomBase62(24) },
      {
        cart_id: cart.json?.data?.id,
        customer: { name: 'Bench Shopper', email: 'bench@example.com' },
        payment_method: 'card',
      },
    );
    const payUrl = c.json?.data?.redirect_url;
    if (c.status !== 201 || typeof payUrl !== 'string') fail('checkout', c);
    await step.done();
    if (!paid) return step.took;
    // The buyer's browser: the page (its form carries the token of the CSRF cookie it already has), then Approve.
    const page = `${ready.url}${new URL(payUrl).pathname}`;
    const csrf = randomBase62(32);
    const cookie = { cookie: `page_csrf=${csrf}` };
    const shown = await sendText(agent, page, 'GET', cookie);
    if (shown.status !== 200 || !shown.text.includes(csrf)) failText('pay page', shown);
    await step.done();
    const approved = await sendText(agent, `${page}/approve`, 'POST', cookie, `csrf_token=${csrf}`);
    if (approved.status !== 200 || !approved.text.includes('Payment approved')) failText('approve', approved);
    await step.done();
    return step.took;
  };
}

const failText = (step: string, r: { status: number; text: string }) => {
  throw new Error(`${step} ${r.status} ${/<h1>([^<]*)/.exec(r.text)?.[1] ?? ''}`);
};

/** Each flow's buyer is another person (as agents' buyers are), so each has an address book entry of their own. */
const buyer = () => ({ first_name: 'Ama', last_name: 'Mensah', email: `bench+${randomBase62(12)}@example.com` });
const DESTINATION = {
  first_name: 'Ama',
  last_name: 'Mensah',
  street_address: '12 Oxford Street',
  address_locality: 'Accra',
  address_region: 'Greater Accra',
  postal_code: 'GA-123-4567',
  address_country: 'GH',
};
/** The completion's payment: a card with the sandbox's success token (paid at once), or with none (the buyer pays on
 * the business's page: requires_escalation). */
const payment = (paid: boolean) => ({
  payment: {
    instruments: [
      {
        id: 'instr_1',
        handler_id: 'sandbox',
        type: 'card',
        selected: true,
        display: { brand: 'visa', last_digits: '4242' },
        ...(paid && { credential: { type: 'token', token: 'success_token' } }),
      },
    ],
  },
});

function ucpFlow(profileUrl: string, paid: boolean): Flow {
  return async (agent, ready, after) => {
    const step = stepTimer(after);
    const base = `${ready.url}/ucp/test/${ready.business_id}/checkout-sessions`;
    const headers = { 'ucp-agent': `profile="${profileUrl}"` };
    const who = buyer();
    const c = await sendJson(agent, base, 'POST', headers, {
      line_items: [{ item: { id: ready.product_id }, quantity: 1 }],
      buyer: who,
      fulfillment: { methods: [{ type: 'shipping', destinations: [DESTINATION] }] },
    });
    const option = c.json?.fulfillment?.methods?.[0]?.groups?.[0]?.options?.[0]?.id;
    if (c.status !== 201 || c.json?.status !== 'incomplete' || !option) fail('create', c, option ? '' : ', no option');
    await step.done();
    const u = await sendJson(agent, `${base}/${c.json.id}`, 'PUT', headers, {
      line_items: c.json.line_items.map((l: any) => ({ id: l.id, item: { id: l.item.id }, quantity: l.quantity })),
      buyer: who,
      fulfillment: {
        methods: [
          {
            id: c.json.fulfillment.methods[0].id,
            type: 'shipping',
            destinations: c.json.fulfillment.methods[0].destinations,
            groups: [{ id: c.json.fulfillment.methods[0].groups[0].id, selected_option_id: option }],
          },
        ],
      },
    });
    if (u.status !== 200 || u.json?.status !== 'ready_for_complete') fail('update', u);
    await step.done();
    const done = await sendJson(
      agent,
      `${base}/${c.json.id}/complete`,
      'POST',
      { ...headers, 'idempotency-key': randomBase62(24) },
      payment(paid),
    );
    const placed = paid
      ? done.json?.status === 'completed'
      : done.json?.status === 'requires_escalation' && typeof done.json?.continue_url === 'string';
    if (done.status !== 200 || !placed) fail('complete', done);
    await step.done();
    return step.took;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring.

interface Round {
  kind: Kind;
  flows: number;
  perSecond: number;
  /** Sorted durations of each step, then of the whole flow. */
  steps: number[][];
  flow: number[];
  /** Server CPU ms per flow: main thread, busiest other thread (the store), the rest. */
  cpu: [number, number, number];
  clientMs: number;
  failures: Map<string, number>;
}

/** `connections` closed loops of `flow` for `warmup` s unmeasured, then `seconds` s measured. */
async function round(
  kind: Kind,
  flow: Flow,
  ready: Ready,
  pid: number,
  connections: number,
  seconds: number,
  warmup: number,
  measured?: { start(): Promise<void>; end(): Promise<void> },
) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const steps: number[][] = KINDS[kind].map(() => []);
  const whole: number[] = [];
  const failures = new Map<string, number>();
  let measuring = false;
  let stop = false;
  const loop = async () => {
    while (!stop) {
      try {
        const took = await flow(agent, ready);
        if (!measuring) continue;
        took.forEach((ms, i) => steps[i].push(ms));
        whole.push(took.reduce((a, b) => a + b, 0));
      } catch (err) {
        if (!measuring) continue;
        const k = (err as Error).message;
        failures.set(k, (failures.get(k) ?? 0) + 1);
      }
    }
  };
  const loops = Array.from({ length: connections }, loop);
  await new Promise((r) => setTimeout(r, warmup * 1000));
  await measured?.start();
  measuring = true;
  const started = performance.now();
  const cpu0 = threadCpu(pid);
  const own0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  await measured?.end();
  const cpu1 = threadCpu(pid);
  const own = process.cpuUsage(own0);
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(loops);
  agent.destroy();
  const n = Math.max(1, whole.length);
  for (const s of [...steps, whole]) s.sort((a, b) => a - b);
  return {
    kind,
    flows: whole.length,
    perSecond: whole.length / elapsed,
    steps,
    flow: whole,
    cpu: cpuDelta(pid, cpu0, cpu1).map((ms) => ms / n) as Round['cpu'],
    clientMs: (own.user + own.system) / 1000 / n,
    failures,
  } satisfies Round;
}

const fixed2 = (v: number) => v.toFixed(2);
const serverMs = (r: Round) => r.cpu[0] + r.cpu[1] + r.cpu[2];
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2;
};
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');

function row(r: Round, i: number) {
  const steps = Object.fromEntries(
    KINDS[r.kind].map((name, j) => [`${name} p50/p99`, `${ms(pct(r.steps[j], 50))} / ${ms(pct(r.steps[j], 99))}`]),
  );
  return {
    round: i + 1,
    flow: r.kind,
    'flows/s': Math.round(r.perSecond),
    flows: r.flows,
    ...steps,
    'flow p50/p99 ms': `${ms(pct(r.flow, 50))} / ${ms(pct(r.flow, 99))}`,
    'server CPU ms/flow (main + store + rest)': `${serverMs(r).toFixed(2)} (${r.cpu.map(fixed2).join(' + ')})`,
    'client CPU ms/flow': r.clientMs.toFixed(2),
    failures: r.failures.size ? Object.fromEntries(r.failures) : 0,
  };
}

/** The commit measured: its short id, and whether the tree differs from it (the figures are then of the tree). */
function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** Starts this script with --serve and `flags` (and Node's `nodeArgs`); resolves with what it prints first. */
async function startServerProcess(nodeArgs: string[], flags: string[]): Promise<{ proc: ChildProcess; ready: Ready }> {
  const script = fileURLToPath(import.meta.url);
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, '--serve', ...flags], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    let buf = '';
    proc.stdout!.on('data', (c: Buffer) => {
      buf += c.toString();
      const nl = buf.indexOf('\n');
      if (nl !== -1) resolve(JSON.parse(buf.slice(0, nl)) as Ready);
    });
    proc.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { proc, ready };
}

async function ended(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

/** The ratios the run is judged by: each pair's UCP flow over its storefront flow (the goal: ≤ 2×). */
const PAIRS: { ucp: Kind; storefront: Kind; label: string; judged: boolean }[] = [
  { ucp: 'ucp', storefront: 'storefront', label: 'placed, awaiting payment (ucp / storefront)', judged: true },
  {
    ucp: 'ucp-paid',
    storefront: 'storefront-paid',
    label: 'placed and paid (ucp-paid / storefront-paid)',
    judged: true,
  },
  {
    ucp: 'ucp-paid',
    storefront: 'storefront',
    label: 'paid UCP order and its event against an unpaid storefront order (ucp-paid / storefront; earlier notes)',
    judged: false,
  },
];

function report(rounds: Round[], connections: number, seconds: number, host: { profile: number; events: number }) {
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  console.log(
    `UCP checkout (create + fulfillment update + complete) against the storefront checkout flow; ` +
      `${date}, commit ${commit()}, Node ${process.versions.node}, load average ${loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `${connections} connections, ${seconds} s per round after a ${opts.warmup} s warm-up (the first ` +
      `${opts['first-warmup']} s), flows alternating; ` +
      `the agent's profile fetched ${host.profile} time(s), ${host.events} order event(s) received`,
  );
  const of = (kind: Kind) => rounds.filter((r) => r.kind === kind);
  for (const kind of Object.keys(KINDS) as Kind[]) if (of(kind).length) console.table(of(kind).map(row));
  const cpu = (rs: Round[]) => median(rs.map(serverMs));
  const rate = (rs: Round[]) => median(rs.map((r) => r.perSecond));
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const rs = of(kind);
    if (!rs.length) continue;
    console.log(
      `${`${kind}:`.padEnd(17)}${cpu(rs).toFixed(2)} ms server CPU per flow, ${Math.round(rate(rs))} flows/s ` +
        `(median of ${rs.length})`,
    );
  }
  const verdicts: boolean[] = [];
  for (const pair of PAIRS) {
    const [u, sf] = [of(pair.ucp), of(pair.storefront)];
    if (!u.length || !sf.length) continue;
    const ratio = cpu(u) / cpu(sf);
    if (pair.judged) verdicts.push(ratio <= 2);
    const perRound = u.map((r, i) => (sf[i] ? (serverMs(r) / serverMs(sf[i])).toFixed(2) : '—')).join(', ');
    console.log(`${pair.label}: ${ratio.toFixed(2)}× (rounds: ${perRound})`);
  }
  if (verdicts.length)
    console.log(
      `goal: a UCP checkout ≤ 2× the storefront's, like for like — ${verdicts.every(Boolean) ? 'met' : 'NOT met'}`,
    );
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** What no step waits for: a cart write's activity signals (written for all sessions at once) and the API key's
 * lookup (once per 5 s per process); counted apart, as bench:checkout does. */
const isBackground = (name: string) => /\bactivity_|\bapi_keys\b/.test(name);

/**
 * The store commands of each step, flows run one at a time (after one uncounted flow that fills the caches: the
 * agent's profile, the catalogue), the last flow's listed; then commands and aborted transactions per flow under
 * `connections` closed loops (the server reports every command, so the CPU of these runs is not comparable).
 */
async function listCommands(ready: Ready, flows: Record<Kind, Flow>, kinds: Kind[], connections: number, pid: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sent = async () => (await sendJson(agent, ready.counter!, 'GET', {})).json as string[];
  for (const kind of kinds) {
    await flows[kind](agent, ready);
    const perStep = KINDS[kind].map(() => 0);
    let background = 0;
    let last: string[][] = [];
    const N = 10;
    for (let i = 0; i < N; i++) {
      await pause(100);
      await sent();
      last = [];
      await flows[kind](agent, ready, async (j) => {
        // A moment for what the step left queued (activity signals, the order event's delivery) to go.
        await pause(60);
        const names = await sent();
        last[j] = names;
        perStep[j] += names.filter((n) => !isBackground(n)).length;
        background += names.filter(isBackground).length;
      });
    }
    console.log(`${kind}, one flow at a time (${N} flows; * in a transaction):`);
    for (const [j, name] of KINDS[kind].entries())
      console.log(`  ${name}: ${(perStep[j] / N).toFixed(1)} — ${last[j].join(', ')}`);
    const total = perStep.reduce((a, b) => a + b, 0) / N;
    console.log(`  in all ${total.toFixed(1)} per flow (besides ${(background / N).toFixed(1)} in the background)`);
    let names: string[] = [];
    const r = await round(kind, flows[kind], ready, pid, connections, 3, 1, {
      start: async () => void (await sent()),
      end: async () => void (names = await sent()),
    });
    const count = (re: RegExp) => names.filter((n) => re.test(n)).length / Math.max(1, r.flows);
    console.log(
      `  under load (${connections} connections, ${r.flows} flows): ${count(/./).toFixed(1)} commands per flow, ` +
        `${fixed2(count(/^commitTransaction/))} commits and ${fixed2(count(/^abortTransaction/))} aborts per flow`,
    );
  }
  agent.destroy();
}

async function main(): Promise<void> {
  if (opts.serve) return serve();
  const connections = Number(opts.connections);
  const seconds = Number(opts.duration);
  const rounds = Number(opts.rounds);
  const only = opts.only?.split(',');
  if (only?.some((k) => !(k in KINDS))) throw new Error(`--only: any of ${Object.keys(KINDS).join(', ')}`);
  const kinds = (Object.keys(KINDS) as Kind[]).filter((k) => !only || only.includes(k));
  const prof = opts['cpu-prof'];
  const list = opts['list-commands'];
  const server = await startServerProcess(
    prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : [],
    list ? ['--count-commands'] : [],
  );
  const host = await agentHost(!opts['no-order-events']);
  const flows: Record<Kind, Flow> = {
    storefront: storefrontFlow(false),
    ucp: ucpFlow(host.profileUrl, false),
    'storefront-paid': storefrontFlow(true),
    'ucp-paid': ucpFlow(host.profileUrl, true),
  };
  const done: Round[] = [];
  try {
    if (list) return await listCommands(server.ready, flows, kinds, connections, server.proc.pid!);
    for (let i = 0; i < rounds; i++) {
      // The first round of each flow warms longer: the JIT, the agent's profile, the signing key, the caches.
      const warmup = Number(i === 0 ? opts['first-warmup'] : opts.warmup);
      for (const kind of kinds)
        done.push(await round(kind, flows[kind], server.ready, server.proc.pid!, connections, seconds, warmup));
    }
  } finally {
    await ended(server.proc);
    await host.close();
  }
  report(done, connections, seconds, host.counts);
  if (prof) console.log(`CPU profiles of the server's threads in ${prof}: npx tsx scripts/cpu-profile.ts FILE`);
  if (done.some((r) => r.failures.size)) process.exitCode = 1;
}

await main();
