// The production topology on one machine, as a library (scripts/cluster.ts runs it; test/cluster drives it): the
// embedded store on its own (scripts/db.ts), job workers (WORKER=true; the first one seeds the demo business) and
// N API processes (WORKER=false), all src/main.ts on that store, behind a round-robin front on one port. The store
// is all they share: each process has a DATA_DIR of its own (<dataDir>/<name>), uploads, site builds and git packs
// go to GridFS in the store (BLOB_STORE=gridfs), and the secrets every process must agree on are settings made once
// for the cluster (GIT_CREDENTIAL_SECRET, ENV_ENCRYPTION_KEY, kept in <dataDir>/cluster-settings.json), as a
// deployment's configuration would give them. Each process logs to <dataDir>/logs/<name>.log.
//
//   const c = await startCluster({ api: 3, workers: 2, dataDir, env: { RATE_LIMITS: 'off' } })
//   c.url  c.storeUri  c.api[i].url  c.api[i].dataDir  c.workers[i]  c.store
//   await c.api[0].stop()     SIGTERM and wait for the exit (the process drains its requests first)
//   await c.api[0].start()    again, on the port it had, ready when it resolves
//   await c.api[0].kill()     SIGKILL and wait
//   await c.stop()            the front, then the API processes, the workers and the store, in turn
//
// The front is what a load balancer does for these processes, no more: it passes each request (and each
// WebSocket upgrade) to the next API process in turn and routes around one that cannot take it. A process that
// refuses a connection is taken out of the rotation until its /readyz answers again, because a restarted process
// binds its port before it is ready and answers 503 until then (src/server.ts). A request that fails with
// ECONNRESET before any byte of an answer goes to the next process when it was sent on a reused keep-alive socket
// (the process closed that idle socket as it shut down, so it should not have read the request: Node documents this
// case as safe to retry), or when it is safe to repeat anyway (its method, or an Idempotency-Key): a fresh connection
// is reset too when a process stops, if it was still in the listener's queue or not read yet, but then the front
// cannot tell that from a process that died mid-request. Anything else that fails is a 502. Request bodies are read
// whole before they are passed on, so a retry can send them again. (A stopping process reads nothing more on a
// keep-alive socket after its last answer, src/server.ts, so a request reset there was never run.)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import {
  Agent,
  createServer,
  get,
  request,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.js';
import { tsEntry } from './ts-entry.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const READY_WITHIN_MS = 60_000;

export interface ClusterOptions {
  /** API processes (WORKER=false). */
  api: number;
  /** Job worker processes (WORKER=true), default 1. */
  workers?: number;
  /** The cluster's folder: the store's data under store/, each process's own DATA_DIR under <name>/, logs under logs/. */
  dataDir: string;
  /** More environment for the worker and API processes (RATE_LIMITS, LOG_LEVEL, …; BLOB_STORE and the secrets too). */
  env?: Record<string, string>;
  /** The front's port (default: a free one). */
  port?: number;
  /** Told when a process exits that was not stopped or killed through its handle. */
  onExit?: (name: string, how: string) => void;
  /** The store URI the API processes use, given the store's own (a proxy in front of it: the benchmarks count and
   * delay the API's round trips so); default the store's. */
  apiStoreUri?: (storeUri: string) => string | Promise<string>;
  /** More flags for the store (`npm run db`): `--strict` answers a transaction's clash as MongoDB does. */
  storeArgs?: string[];
}

export interface ClusterProcess {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** Its own DATA_DIR (for the store, its data folder). */
  readonly dataDir: string;
  /** The running process's id (undefined while stopped). */
  readonly pid: number | undefined;
  /** Starts it again on its port (on another one only if that was taken meanwhile); resolves once it is ready. */
  start(): Promise<void>;
  /** SIGTERM, and resolves when it has exited. */
  stop(): Promise<void>;
  /** SIGKILL, and resolves when it has exited. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** The front. */
  url: string;
  port: number;
  storeUri: string;
  dataDir: string;
  logDir: string;
  store: ClusterProcess;
  workers: ClusterProcess[];
  api: ClusterProcess[];
  stop(): Promise<void>;
}

interface Spec {
  name: string;
  dataDir: string;
  script: string;
  args: (port: number) => string[];
  env: (port: number) => Record<string, string>;
  /** Resolves true once the process at `port` is ready. */
  ready: (port: number) => Promise<boolean>;
}

class Proc implements ClusterProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private expectedExit = false;
  /** The last lines the process wrote, for the error when it fails to start. */
  private tail = '';
  /** Runs before each start (the front takes a starting API process out of its rotation). */
  beforeStart?: () => void;

  constructor(
    private readonly spec: Spec,
    public port: number,
    private readonly logDir: string,
    private readonly onExit?: (name: string, how: string) => void,
  ) {}

  get name() {
    return this.spec.name;
  }
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  get dataDir() {
    return this.spec.dataDir;
  }
  get pid() {
    return this.child?.pid;
  }
  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.running) throw new Error(`${this.name} is running`);
    this.beforeStart?.();
    // The port was free when chosen (or was this process's), but another process may take it before the child
    // binds it: the child says so and exits, and starts again on another port (three attempts in all).
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.startOnce();
      } catch (err) {
        if (attempt >= 3 || !/already in use|EADDRINUSE/.test((err as Error).message)) throw err;
        this.port = await freePort();
      }
    }
  }

  private async startOnce(): Promise<void> {
    const log = createWriteStream(join(this.logDir, `${this.name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [...tsEntry(join(root, this.spec.script)), ...this.spec.args(this.port)], {
      cwd: root,
      env: { ...process.env, ...this.spec.env(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.expectedExit = false;
    this.tail = '';
    // The log ends with the later of the two streams (output may still arrive after the exit).
    let open = 2;
    for (const out of [child.stdout!, child.stderr!]) {
      out.on('data', (d: Buffer) => (this.tail = (this.tail + d.toString()).slice(-2000)));
      out.pipe(log, { end: false });
      out.once('end', () => --open === 0 && log.end());
    }
    let gone = false;
    this.exited = new Promise<void>((res) =>
      child.once('exit', (code, signal) => {
        gone = true;
        if (!this.expectedExit) this.onExit?.(this.name, String(signal ?? code));
        res();
      }),
    );
    const deadline = Date.now() + READY_WITHIN_MS;
    for (;;) {
      const ready = await this.spec.ready(this.port).catch(() => false);
      // Gone even if the port answers: then another process holds it.
      if (gone)
        throw new Error(
          `${this.name} exited before it was ready (log ${join(this.logDir, `${this.name}.log`)}): ${this.tail}`,
        );
      if (ready) return;
      if (Date.now() > deadline) {
        await this.kill();
        throw new Error(
          `${this.name} was not ready within ${READY_WITHIN_MS / 1000} s (log ${join(this.logDir, `${this.name}.log`)}): ${this.tail}`,
        );
      }
      await sleep(100);
    }
  }

  stop(): Promise<void> {
    return this.signal('SIGTERM');
  }

  kill(): Promise<void> {
    return this.signal('SIGKILL');
  }

  private async signal(sig: NodeJS.Signals): Promise<void> {
    this.expectedExit = true;
    if (this.running) this.child!.kill(sig);
    await this.exited;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** GET <port><path> answers 200 (its own connection, so a probe never rides on a socket of the front's pool). */
const answersOk = (port: number, path: string) =>
  new Promise<boolean>((res) => {
    const req = get({ host: '127.0.0.1', port, path, agent: false }, (r) => {
      r.resume();
      res(r.statusCode === 200);
    });
    req.once('error', () => res(false));
    req.setTimeout(2000, () => req.destroy());
  });

const accepts = (port: number) =>
  new Promise<boolean>((res) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.end(), res(true))).once('error', () => res(false));
  });

/** Starts the front, then the store, the first worker, and the other workers with the API processes. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const apiCount = opts.api;
  const workerCount = opts.workers ?? 1;
  if (!Number.isInteger(apiCount) || apiCount < 1) throw new Error('startCluster: at least one API process');
  if (!Number.isInteger(workerCount) || workerCount < 1) throw new Error('startCluster: at least one worker');
  const dataDir = resolve(opts.dataDir);
  const logDir = join(dataDir, 'logs');
  await mkdir(logDir, { recursive: true });

  const api: Proc[] = [];
  const front = await startFront(api, opts.port ?? 0);
  const url = `http://127.0.0.1:${front.port}`;
  const started: Proc[] = [];
  try {
    const store = new Proc(
      {
        name: 'store',
        dataDir: join(dataDir, 'store'),
        script: 'scripts/db.ts',
        args: (port) => ['--port', String(port), '--data-dir', join(dataDir, 'store'), ...(opts.storeArgs ?? [])],
        env: () => ({}),
        ready: accepts,
      },
      await freePort(),
      logDir,
      opts.onExit,
    );
    started.push(store);
    await store.start();
    const storeUri = `mongodb://127.0.0.1:${store.port}/?directConnection=true`;
    const apiUri = opts.apiStoreUri ? await opts.apiStoreUri(storeUri) : storeUri;
    const settings = await sharedSettings(dataDir);
    const service = (name: string, worker: boolean) =>
      new Proc(
        {
          name,
          dataDir: join(dataDir, name),
          script: 'src/main.ts',
          args: () => [],
          env: (port) => ({
            MONGODB_URI: worker ? storeUri : apiUri,
            DATA_DIR: join(dataDir, name),
            HOST: '127.0.0.1',
            BASE_URL: url,
            LOG_FORMAT: 'json',
            ...settings,
            ...opts.env,
            PORT: String(port),
            WORKER: String(worker),
          }),
          ready: (port) => answersOk(port, '/readyz'),
        },
        0,
        logDir,
        opts.onExit,
      );
    const workers = Array.from({ length: workerCount }, (_, i) =>
      service(workerCount === 1 ? 'worker' : `worker-${i + 1}`, true),
    );
    for (let i = 1; i <= apiCount; i++) api.push(service(`api-${i}`, false));
    for (const p of [...workers, ...api]) p.port = await freePort();
    // The first worker seeds the demo business; the others find it seeded. Its keys land in its own DATA_DIR; a copy
    // goes to the cluster's folder, where the tests and benchmarks read them.
    started.push(workers[0]);
    await workers[0].start();
    await copyFile(join(workers[0].dataDir, 'demo-credentials.json'), join(dataDir, 'demo-credentials.json')).catch(
      (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? undefined : Promise.reject(err)),
    );
    started.push(...workers.slice(1), ...api);
    await Promise.all([...workers.slice(1), ...api].map((p) => p.start()));
    front.admit(api);

    let stopping: Promise<void> | undefined;
    return {
      url,
      port: front.port,
      storeUri,
      dataDir,
      logDir,
      store,
      workers,
      api,
      stop: () => (stopping ??= stopAll(front, api, workers, store)),
    };
  } catch (err) {
    await front.close();
    for (const p of started.reverse()) await p.kill();
    throw err;
  }
}

/**
 * What a deployment's configuration gives every process alike: the blob store, and the secrets they must agree on,
 * made once for the cluster's folder and kept in it (<dataDir>/cluster-settings.json, 0600), so a cluster started
 * again on it still opens what it sealed before.
 */
async function sharedSettings(dataDir: string): Promise<Record<string, string>> {
  const file = join(dataDir, 'cluster-settings.json');
  const kept = await readFile(file, 'utf8').then(
    (t) => JSON.parse(t) as Record<string, string>,
    () => null,
  );
  if (kept) return kept;
  const made = {
    BLOB_STORE: 'gridfs',
    GIT_CREDENTIAL_SECRET: randomBytes(32).toString('base64'),
    ENV_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  await writeFile(file, JSON.stringify(made, null, 2) + '\n', { mode: 0o600 });
  return made;
}

async function stopAll(front: Front, api: Proc[], workers: Proc[], store: Proc): Promise<void> {
  await front.close();
  // API processes first (they drain their requests), then the workers, then the store.
  await Promise.all(api.map((p) => p.stop()));
  await Promise.all(workers.map((p) => p.stop()));
  await store.stop();
}

interface Front {
  port: number;
  /** Puts the API processes into the rotation; one that starts again stays out of it until it is ready. */
  admit(procs: Proc[]): void;
  close(): Promise<void>;
}

// Hop-by-hop headers belong to each connection, not to the request or answer passed on.
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
const endToEnd = (headers: IncomingMessage['headers']): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP.has(k)));

/** Safe to send twice: by its method, or by the key with which the service replays it instead of doing it again. */
const repeatable = (req: IncomingMessage) =>
  ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'].includes(req.method!) || req.headers['idempotency-key'] !== undefined;

async function startFront(members: Proc[], port: number): Promise<Front> {
  const up: boolean[] = [];
  const probing = new Set<number>();
  let closed = false;
  let next = 0;
  const agent = new Agent({ keepAlive: true });

  /** The next API process in the rotation, or undefined when none is up. */
  const pick = (): number | undefined => {
    for (let k = 0; k < members.length; k++) {
      const i = next++ % members.length;
      if (up[i]) return i;
    }
    return undefined;
  };
  /** Out of the rotation until its /readyz answers 200. */
  const down = (i: number) => {
    up[i] = false;
    if (probing.has(i)) return;
    probing.add(i);
    void (async () => {
      while (!closed && !(await answersOk(members[i].port, '/readyz'))) await sleep(100);
      probing.delete(i);
      up[i] = true;
    })();
  };

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tries: number) => {
    const i = pick();
    if (i === undefined) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('No API process is up\n');
      return;
    }
    const headers = { ...endToEnd(req.headers), 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    // The body was read whole (a chunked one too): it goes on with its length.
    if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    const upstream = request(
      { agent, host: '127.0.0.1', port: members[i].port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.on('error', () => res.destroy());
        answer.pipe(res);
      },
    );
    upstream.once('error', (err: NodeJS.ErrnoException) => {
      if (res.headersSent) return void res.destroy();
      const refused = err.code === 'ECONNREFUSED';
      if (refused) down(i);
      const reset = err.code === 'ECONNRESET' && (upstream.reusedSocket || repeatable(req));
      if ((refused || reset) && tries > 1) forward(req, res, body, tries - 1);
      else
        res
          .writeHead(502, { 'content-type': 'text/plain' })
          .end(`No API process answered (${err.code ?? err.message})\n`);
    });
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    // Every process may be tried once, and once more for each stale keep-alive socket met on the way.
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 2 * members.length));
  });
  // Upgraded connections are no longer the HTTP server's to close.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    socket.on('error', () => socket.destroy());
    const attempt = (tries: number) => {
      const i = pick();
      if (i === undefined) return void socket.destroy();
      const upstream = connect(members[i].port, '127.0.0.1', () => {
        const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
        const lines = [
          `${req.method} ${req.url} HTTP/1.1`,
          ...Object.entries(headers).flatMap(([k, v]) =>
            Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`],
          ),
        ];
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        socket.pipe(upstream).pipe(socket);
        upstream.on('error', () => socket.destroy());
        socket.once('close', () => upstream.destroy());
      });
      upstream.once('error', (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ECONNREFUSED') return void socket.destroy();
        down(i);
        if (tries > 1) attempt(tries - 1);
        else socket.destroy();
      });
    };
    attempt(members.length);
  });
  await new Promise<void>((res, rej) => server.once('error', rej).listen(port, '127.0.0.1', () => res()));

  return {
    port: (server.address() as { port: number }).port,
    admit(procs) {
      procs.forEach((p, i) => {
        up[i] = true;
        // A starting process answers 503 until it is ready: the rotation waits for its /readyz.
        p.beforeStart = () => down(i);
      });
    },
    async close() {
      closed = true;
      await new Promise<void>((res) => {
        server.close(() => res());
        server.closeAllConnections();
        for (const s of upgraded) s.destroy();
      });
      agent.destroy();
    },
  };
}
