// `npm run bench:support`: the support chat's real-time path under load (issue 15).
//   1. One process: `--sockets` WebSockets (default 1000) all following ONE conversation (one storefront session),
//      opened 100 at a time, each waited for until its `resync`. Then `--messages` messages one at a time, two of
//      every three from the shopper (POST /api/v1/support/conversation/messages) and the third an agent reply
//      through the platform API; for each socket, the delay from just before the POST to its `message` frame.
//      p50/p95/p99/max over every delivery (goal: p99 under 100 ms), deliveries received against expected, and the
//      server's RSS and heap (after a GC) before the sockets and with them open, and so the memory per connection.
//   2. Two processes on one store: process B serves against process A's embedded store (MONGODB_URI); sockets on B
//      (`--remote-sockets`, default 50), messages posted to A (`--remote-messages`, default 50), so each reaches B
//      only through the feed B polls every SUPPORT_FEED_POLL_MS (goal: p99 under 300 ms).
//
//   npm run bench:support -- [--sockets 1000] [--messages 20] [--remote-sockets 50] [--remote-messages 50]
//
// The servers run in child processes (this script with --serve) on a fresh embedded store in a temporary DATA_DIR,
// rate limits off, logging silent, real clock, the job worker off; SUPPORT_FEED_POLL_MS passes through. Between
// two messages the load side waits a random 0 to 2 poll intervals, so that posts land at every phase of a reader's
// poll rather than always just after one. Exit code 1 when any delivery is missing.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { startBenchServer } from './lib/bench-server.js';
import { freePort } from './lib/free-port.js';
import { pct } from './lib/proc.js';

const { values: opts } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    /** With --serve: the MONGODB_URI of another server's store (this child is then process B). */
    store: { type: 'string' },
    sockets: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '20' },
    'remote-sockets': { type: 'string', default: '50' },
    'remote-messages': { type: 'string', default: '50' },
  },
  strict: true,
});

const WS_PATH = '/api/v1/support/conversation/ws';
const MESSAGES_PATH = '/api/v1/support/conversation/messages';
/** Sockets opened at once. */
const BATCH = 100;
/** How long one message may take to reach every socket before it counts as missing. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** The servers' feed poll interval (the config's default unless set), for the pause between two messages. */
const POLL_MS = Number(process.env.SUPPORT_FEED_POLL_MS || 50);

interface Ready {
  url: string;
  /** Process A's: where another process reaches its embedded store. */
  storeUri?: string;
  publishableKey?: string;
  businessKey?: string;
  businessId?: string;
}

interface MemoryReport {
  rss: number;
  heapUsed: number;
  /** Feed subscribers in the server: its open sockets. */
  listening: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The server side (child process).

async function serve(): Promise<void> {
  const { createBusiness } = await import('../src/flows/create-business.js');

  const { server } = await startBenchServer('support', {
    PORT: String(await freePort()),
    ...(opts.store ? { MONGODB_URI: opts.store } : {}),
    ...(process.env.SUPPORT_FEED_POLL_MS ? { SUPPORT_FEED_POLL_MS: process.env.SUPPORT_FEED_POLL_MS } : {}),
  });
  const ready: Ready = { url: server.url };
  if (!opts.store) {
    const { business, credentials } = await createBusiness(
      { client: server.services.store.client, db: server.services.db, now: () => server.services.clock.now() },
      { name: 'Bench Support', timezone: 'Africa/Accra' },
    );
    // Live: business keys are live keys, and the platform's support operations read live conversations by default.
    Object.assign(ready, {
      storeUri: server.services.store.embedded!.uri,
      publishableKey: credentials.live_publishable_key,
      businessKey: credentials.business_key,
      businessId: business._id,
    });
  }
  process.on('message', (m: { op: string }) => {
    if (m.op !== 'memory') return;
    // After a full GC, so the heap figures are what the sockets hold rather than garbage not yet collected.
    (globalThis as { gc?: () => void }).gc?.();
    const u = process.memoryUsage();
    const report: MemoryReport = {
      rss: u.rss,
      heapUsed: u.heapUsed,
      listening: server.services.supportFeed?.listening ?? 0,
    };
    process.send!({ op: 'memory', memory: report });
  });
  process.send!({ op: 'ready', ready });
}

// ---------------------------------------------------------------------------------------------------------------
// The load side.

const mb = (n: number) => (n / 1048576).toFixed(1);
const ms = (n: number) => n.toFixed(1);
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newSessionId = () => `sess_${[...randomBytes(32)].map((b) => BASE62[b % 62]).join('')}`;

interface Server {
  child: ChildProcess;
  ready: Ready;
  memory(): Promise<MemoryReport>;
  stop(): Promise<void>;
}

async function startChild(args: string[]): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', ...args], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m: { ready: Ready }) => resolve(m.ready));
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  return {
    child,
    ready,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (m: { memory: MemoryReport }) => resolve(m.memory));
        child.send({ op: 'memory' });
      }),
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

/** Every socket's arrival time of every message frame, by message id. */
class Deliveries {
  private readonly arrivals = new Map<string, Map<number, number>>();
  private readonly waiters = new Map<string, { count: number; resolve: () => void }>();
  duplicates = 0;

  record(id: string, socket: number, at: number): void {
    let bySocket = this.arrivals.get(id);
    if (!bySocket) this.arrivals.set(id, (bySocket = new Map()));
    if (bySocket.has(socket)) {
      this.duplicates++;
      return;
    }
    bySocket.set(socket, at);
    const w = this.waiters.get(id);
    if (w && bySocket.size >= w.count) {
      this.waiters.delete(id);
      w.resolve();
    }
  }

  /** The arrival times of `id` once `count` sockets have it, or whatever came within the timeout. */
  async wait(id: string, count: number): Promise<Map<number, number>> {
    if ((this.arrivals.get(id)?.size ?? 0) < count) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
        this.waiters.set(id, { count, resolve: () => (clearTimeout(timer), resolve()) });
      });
      this.waiters.delete(id);
    }
    return this.arrivals.get(id) ?? new Map();
  }
}

/** Opens `n` sockets of one session, `BATCH` at a time, each resolved once its `resync` arrived. */
async function openSockets(
  url: string,
  key: string,
  sessionId: string,
  n: number,
  deliveries: Deliveries,
): Promise<WebSocket[]> {
  const target = `${url.replace(/^http/, 'ws')}${WS_PATH}?key=${encodeURIComponent(key)}&session_id=${sessionId}`;
  const open = (index: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(target, { perMessageDeflate: false });
      const timer = setTimeout(
        () => reject(new Error(`socket ${index}: no resync within ${DELIVERY_TIMEOUT_MS} ms`)),
        DELIVERY_TIMEOUT_MS,
      );
      let first = true;
      ws.on('message', (data) => {
        const at = performance.now();
        const frame = JSON.parse(data.toString()) as { type: string; message?: { id: string } };
        if (first) {
          first = false;
          clearTimeout(timer);
          if (frame.type === 'resync') resolve(ws);
          else reject(new Error(`socket ${index}: the first frame is ${frame.type}, not resync`));
        }
        if (frame.type === 'message') deliveries.record(frame.message!.id, index, at);
      });
      ws.once('unexpected-response', (_req, res) => reject(new Error(`socket ${index}: HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += BATCH)
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, n - i) }, (_, j) => open(i + j)))));
  return sockets;
}

async function closeSockets(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
        }),
    ),
  );
}

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<{ id: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { id: string } };
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data!;
}

/** The shopper (session `sessionId`) and the business, posting to the server at `url`. */
function conversationOf(url: string, a: Ready, sessionId: string) {
  const shopper = { 'x-api-key': a.publishableKey!, 'x-session-id': sessionId };
  return {
    async open(): Promise<string> {
      const res = await fetch(`${url}/api/v1/support/conversation`, { method: 'POST', headers: shopper });
      const json = (await res.json()) as { data: { conversation: { id: string } } };
      if (!res.ok) throw new Error(`POST /api/v1/support/conversation: ${res.status} ${JSON.stringify(json)}`);
      return json.data.conversation.id;
    },
    fromShopper: (content: string) =>
      post(`${url}${MESSAGES_PATH}`, shopper, { content, client_id: randomBytes(8).toString('hex') }),
    fromAgent: (thread: string, content: string) =>
      post(
        `${url}/v1/businesses/${a.businessId}/support/conversations/${thread}/messages?mode=live`,
        { authorization: `Bearer ${a.businessKey}` },
        { content },
      ),
  };
}

interface Run {
  delays: number[];
  expected: number;
  received: number;
  missing: string[];
}

/** Posts `count` messages through `conv` one at a time; each is awaited on all `sockets` sockets. */
async function sendAndMeasure(
  conv: ReturnType<typeof conversationOf>,
  thread: string,
  count: number,
  sockets: number,
  deliveries: Deliveries,
): Promise<Run> {
  const run: Run = { delays: [], expected: count * sockets, received: 0, missing: [] };
  for (let i = 0; i < count; i++) {
    await sleep(Math.random() * 2 * POLL_MS);
    const agent = i % 3 === 2;
    const t0 = performance.now();
    const { id } = await (agent
      ? conv.fromAgent(thread, `Agent reply ${i}`)
      : conv.fromShopper(`Shopper message ${i}`));
    const arrivals = await deliveries.wait(id, sockets);
    for (const at of arrivals.values()) run.delays.push(at - t0);
    run.received += arrivals.size;
    if (arrivals.size < sockets)
      run.missing.push(
        `${id} (${agent ? 'agent' : 'shopper'} message ${i}): ${sockets - arrivals.size} of ${sockets} sockets did not get it within ${DELIVERY_TIMEOUT_MS} ms`,
      );
  }
  run.delays.sort((a, b) => a - b);
  return run;
}

const summary = (what: string, run: Run, goalMs: number) => ({
  what,
  'p50 ms': ms(pct(run.delays, 50)),
  'p95 ms': ms(pct(run.delays, 95)),
  'p99 ms': ms(pct(run.delays, 99)),
  'max ms': ms(run.delays.at(-1) ?? NaN),
  deliveries: `${run.received} / ${run.expected}`,
  goal: `p99 < ${goalMs} ms: ${pct(run.delays, 99) < goalMs ? 'met' : 'MISSED'}`,
});

async function main(): Promise<boolean> {
  const n = Number(opts.sockets);
  const count = Number(opts.messages);
  const remoteSockets = Number(opts['remote-sockets']);
  const remoteCount = Number(opts['remote-messages']);
  const missing: string[] = [];
  const open: WebSocket[] = [];
  let a: Server | undefined;
  let b: Server | undefined;
  try {
    a = await startChild([]);
    const ready = a.ready;
    console.log(`Node ${process.version}; process A pid ${a.child.pid} at ${ready.url}, store ${ready.storeUri}.\n`);

    // 1. One process, N sockets on one conversation.
    const local = new Deliveries();
    const session = newSessionId();
    const conv = conversationOf(ready.url, ready, session);
    const thread = await conv.open();
    await conv.fromShopper('Warm-up, before any socket');
    const before = await a.memory();
    const t0 = performance.now();
    const sockets = await openSockets(ready.url, ready.publishableKey!, session, n, local);
    open.push(...sockets);
    const openMs = performance.now() - t0;
    const withSockets = await a.memory();
    console.log(
      `${n} sockets on one conversation opened (and resynced) in ${(openMs / 1000).toFixed(1)} s; the server counts ${withSockets.listening} subscribers.`,
    );
    const run = await sendAndMeasure(conv, thread, count, n, local);
    missing.push(...run.missing);
    console.table([summary(`fan-out, ${count} messages × ${n} sockets, one process`, run, 100)]);
    console.table([
      { when: 'before the sockets', 'RSS MB': mb(before.rss), 'heap MB': mb(before.heapUsed) },
      { when: `${n} sockets open`, 'RSS MB': mb(withSockets.rss), 'heap MB': mb(withSockets.heapUsed) },
      {
        when: 'per connection',
        'RSS MB': `${((withSockets.rss - before.rss) / n / 1024).toFixed(1)} KB`,
        'heap MB': `${((withSockets.heapUsed - before.heapUsed) / n / 1024).toFixed(1)} KB`,
      },
    ]);
    if (local.duplicates) missing.push(`${local.duplicates} message frames arrived twice on the same socket`);
    await closeSockets(sockets);
    open.length = 0;

    // 2. Two processes on A's store: sockets on B, messages posted to A.
    b = await startChild(['--store', ready.storeUri!]);
    console.log(`\nProcess B pid ${b.child.pid} at ${b.ready.url}, on A's store.`);
    const remote = new Deliveries();
    const remoteSession = newSessionId();
    const remoteConv = conversationOf(ready.url, ready, remoteSession);
    const remoteThread = await remoteConv.open();
    const onB = await openSockets(b.ready.url, ready.publishableKey!, remoteSession, remoteSockets, remote);
    open.push(...onB);
    const crossRun = await sendAndMeasure(remoteConv, remoteThread, remoteCount, remoteSockets, remote);
    missing.push(...crossRun.missing);
    if (remote.duplicates) missing.push(`${remote.duplicates} message frames arrived twice on the same socket of B`);
    console.table([
      summary(`cross-process, ${remoteCount} messages posted to A × ${remoteSockets} sockets on B`, crossRun, 300),
    ]);
    await closeSockets(onB);
    open.length = 0;
  } finally {
    await closeSockets(open);
    await b?.stop();
    await a?.stop();
  }
  if (missing.length) {
    console.log(`\nMISSING deliveries:\n  ${missing.join('\n  ')}`);
    return false;
  }
  console.log('\nEvery delivery arrived.');
  return true;
}

if (opts.serve) await serve();
else process.exitCode = (await main()) ? 0 : 1;
