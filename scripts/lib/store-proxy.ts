// A TCP proxy in front of a MongoDB server (the embedded one run by scripts/db.ts, or a real one) that counts the
// commands passing through it and can hold each one back for a while before passing it on: what a store across a
// network costs in round trips, made visible on one machine. The benchmarks (bench:checkout, bench:http) put it
// between the API processes and the store: it counts each request's round trips from outside the process, and with
// a delay it shows what those round trips cost in latency.
//
//   const proxy = await startStoreProxy({ target: { host: '127.0.0.1', port: 27017 } })
//   proxy.uri                        mongodb://127.0.0.1:<port>/?directConnection=true
//   proxy.setDelay(0.5)              every command from now on waits 0.5 ms (at least: see below) before it goes on
//   proxy.stats()                    { commands, byName, delayed: mean ms actually waited }
//
// Run on its own (the benchmarks start it so, to keep its CPU out of theirs):
//
//   tsx scripts/lib/store-proxy.ts --target 127.0.0.1:27017 [--port 0] [--delay-ms 0]
//
// it prints one JSON line, {"port", "control"}, and answers on the control port: GET /stats, GET /names (the names
// of the commands since the last /names, and empties the list), POST /delay?ms=0.5.
//
// Counted: every command a client sends but the connection's handshake and the driver's monitoring (hello,
// isMaster, ping, saslStart/saslContinue, endSessions), which are no round trip of a request. Replies pass through
// untouched. A delay holds a connection's messages in order; on a loaded machine a command may wait somewhat longer
// than asked: `stats().delayed` is what the commands actually waited, on average.
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { BSON } from 'mongodb';

export interface StoreProxyOptions {
  target: { host: string; port: number };
  /** Where the proxy listens (default: an ephemeral port on 127.0.0.1). */
  port?: number;
  /** Milliseconds each command waits before it is passed on (default 0). */
  delayMs?: number;
}

export interface StoreProxyStats {
  /** Commands counted since start. */
  commands: number;
  /** The same by command name (`find`, `commitTransaction`, …). */
  byName: Record<string, number>;
  /** Mean milliseconds a command was held back (0 without a delay). */
  delayed: number;
}

export interface StoreProxy {
  port: number;
  uri: string;
  setDelay(ms: number): void;
  stats(): StoreProxyStats;
  /** `command collection` of each command counted since the last call (for listing a request's round trips). */
  takeNames(): string[];
  close(): Promise<void>;
}

/** Commands that belong to a connection's life, not to any request. */
const NOT_COUNTED = new Set([
  'hello',
  'ismaster',
  'isMaster',
  'ping',
  'saslStart',
  'saslContinue',
  'endSessions',
  'buildInfo',
  'buildinfo',
]);
const OP_MSG = 2013;
/** Names kept between two takeNames calls (a load run is counted, not listed). */
const MAX_NAMES = 10_000;
const OP_QUERY = 2004;

/** The command document of one client message (OP_MSG's kind-0 section, OP_QUERY's query) and, for OP_MSG, the
 * start of each kind-1 section (a document sequence) by its identifier. */
function sectionsOf(msg: Buffer): { body: Buffer; sequences: Map<string, number> } | undefined {
  const opCode = msg.readInt32LE(12);
  if (opCode === OP_QUERY) {
    // flags, cstring collection name, numberToSkip, numberToReturn, then the query document.
    const at = msg.indexOf(0, 20) + 1 + 8;
    return { body: msg.subarray(at, at + msg.readInt32LE(at)), sequences: new Map() };
  }
  if (opCode !== OP_MSG) return undefined;
  // flagBits; with checksumPresent (bit 0) the last 4 bytes are a CRC.
  const end = msg.readUInt32LE(16) & 1 ? msg.length - 4 : msg.length;
  let body: Buffer | undefined;
  const sequences = new Map<string, number>();
  for (let at = 20; at < end; ) {
    const size = msg.readInt32LE(at + 1);
    if (msg[at] === 0) body = msg.subarray(at + 1, at + 1 + size);
    else sequences.set(msg.toString('utf8', at + 5, msg.indexOf(0, at + 5)), at);
    at += 1 + size;
  }
  return body ? { body, sequences } : undefined;
}

/** A command's name (its document's first key) and its target collection when that is a string. */
function commandOf(body: Buffer): { name: string; target: string | undefined } {
  const type = body[4];
  const nameEnd = body.indexOf(0, 5);
  const name = body.toString('utf8', 5, nameEnd);
  const target =
    type === 0x02 ? body.toString('utf8', nameEnd + 5, nameEnd + 5 + body.readInt32LE(nameEnd + 1) - 1) : undefined;
  return { name, target };
}

/** The collections a bulkWrite across collections writes: its `nsInfo`, in the command or as a document sequence. */
function bulkNamespaces(msg: Buffer, parts: { body: Buffer; sequences: Map<string, number> }): string[] {
  try {
    let infos = (BSON.deserialize(parts.body).nsInfo ?? []) as { ns: string }[];
    const at = parts.sequences.get('nsInfo');
    if (at !== undefined) {
      infos = [];
      const end = at + 1 + msg.readInt32LE(at + 1);
      for (let d = msg.indexOf(0, at + 5) + 1; d < end; d += msg.readInt32LE(d))
        infos.push(BSON.deserialize(msg.subarray(d, d + msg.readInt32LE(d))) as { ns: string });
    }
    return infos.map((n) => n.ns.slice(n.ns.indexOf('.') + 1));
  } catch {
    return [];
  }
}

export async function startStoreProxy(opts: StoreProxyOptions): Promise<StoreProxy> {
  let delayMs = opts.delayMs ?? 0;
  let commands = 0;
  const byName = new Map<string, number>();
  let heldCount = 0;
  let heldMs = 0;
  let names: string[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const upstream = connect(opts.target.port, opts.target.host);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.on('data', (chunk) => client.write(chunk));

    // Client → store: whole messages, each counted, and held back `delayMs` when there is a delay (in order).
    let pending: Buffer = Buffer.alloc(0);
    const queue: { msg: Buffer; due: number; at: number }[] = [];
    let timer: NodeJS.Timeout | undefined;
    const release = () => {
      timer = undefined;
      const now = performance.now();
      while (queue.length && queue[0].due <= now) {
        const { msg, at } = queue.shift()!;
        heldCount++;
        heldMs += now - at;
        upstream.write(msg);
      }
      if (queue.length) schedule(queue[0].due - now);
    };
    // Node's timers fire on whole milliseconds at best: the last fraction of a millisecond is waited out by
    // turns of the event loop, which keeps this process busy only while a command is being held.
    const schedule = (ms: number) => {
      if (ms >= 1) timer = setTimeout(release, Math.floor(ms));
      else timer = setImmediate(release) as unknown as NodeJS.Timeout;
    };
    client.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= 4) {
        const len = pending.readInt32LE(0);
        if (pending.length < len) break;
        const msg = pending.subarray(0, len);
        pending = pending.subarray(len);
        const parts = sectionsOf(msg);
        const cmd = parts && commandOf(parts.body);
        if (cmd && !NOT_COUNTED.has(cmd.name)) {
          commands++;
          byName.set(cmd.name, (byName.get(cmd.name) ?? 0) + 1);
          const target = cmd.name === 'bulkWrite' ? [...new Set(bulkNamespaces(msg, parts!))].join('+') : cmd.target;
          if (names.length < MAX_NAMES) names.push(target ? `${cmd.name} ${target}` : cmd.name);
        }
        if (delayMs <= 0 && queue.length === 0) {
          upstream.write(msg);
          continue;
        }
        const now = performance.now();
        queue.push({ msg, due: now + delayMs, at: now });
        if (!timer) schedule(delayMs);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return {
    port,
    uri: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    setDelay(ms) {
      delayMs = ms;
    },
    stats: () => ({ commands, byName: Object.fromEntries(byName), delayed: heldCount ? heldMs / heldCount : 0 }),
    takeNames() {
      const out = names;
      names = [];
      return out;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The proxy as a process of its own, told what to do over a small HTTP control port. */
async function main(): Promise<void> {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const [host, port] = arg('target', '127.0.0.1:27017').split(':');
  const proxy = await startStoreProxy({
    target: { host, port: Number(port) },
    port: Number(arg('port', '0')),
    delayMs: Number(arg('delay-ms', '0')),
  });
  const control = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname === '/delay') {
      proxy.setDelay(Number(url.searchParams.get('ms') ?? 0));
      return res.end('{}');
    }
    if (url.pathname === '/names') return res.end(JSON.stringify(proxy.takeNames()));
    res.end(JSON.stringify(proxy.stats()));
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', () => resolve()));
  process.stdout.write(
    JSON.stringify({ port: proxy.port, control: `http://127.0.0.1:${(control.address() as { port: number }).port}` }) +
      '\n',
  );
  const stop = async () => {
    await proxy.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
