// Embedded MongoDB-compatible server: speaks the wire protocol on a TCP port so the official `mongodb`
// driver (and mongosh, Compass, Agenda) connect to it exactly as they would to a real deployment.
//
//   const srv = await startEmbeddedMongo({ dataDir: './data' });   // port 0 = ephemeral
//   const client = new MongoClient(srv.uri);
//   ...
//   await srv.close();                                             // compacts, releases the DATA_DIR lock
//
// It presents itself as the primary of a one-member replica set (`rs0`), so sessions, retryable writes and
// transactions work. Data lives in memory and is made durable by a per-database journal under dataDir
// (written before each reply) plus snapshots; see storage.ts. `fsync` picks when the journal is forced to
// disk: 'always' (every write), 'batch' (default; within ~20 ms) or 'never' (left to the OS). A kill -9 never
// loses an acknowledged write in any mode; 'always' also survives power loss.
//
// `thread: true` runs all of that on a worker thread (worker.ts) instead of the caller's thread: clients still
// connect over TCP on 127.0.0.1, but BSON decoding, queries, encoding and journal writes no longer compete with
// the caller's event loop (the HTTP server, in src/store/index.ts). Start-up errors (DATA_DIR lock held, port in
// use) reject the returned promise with the same message; an error of the thread after start goes to `onError`,
// or, without one, is rethrown on the caller's thread as an uncaught exception (what it would be in-thread).
import { Worker } from 'node:worker_threads';
import { Engine, type EngineOptions } from './engine.js';
import type { FsyncMode } from './journal.js';
import { WireServer } from './server.js';
import { claimDataDir } from './storage.js';

export interface EmbeddedMongoOptions {
  dataDir: string;
  port?: number;
  host?: string;
  fsync?: FsyncMode;
  /** TTL sweep interval in ms (default 1000). */
  ttlIntervalMs?: number;
  /** Extra engine tuning, mainly for tests. */
  engine?: Partial<Omit<EngineOptions, 'dataDir' | 'fsync' | 'strict' | 'enableTestCommands'>>;
  /** Behave as MongoDB where this server is otherwise friendlier (EngineOptions.strict): no lock waits in transactions. */
  strict?: boolean;
  /** mongod's enableTestCommands: configureFailPoint / waitForFailPoint (fail-points.ts). Refused when NODE_ENV=production. */
  enableTestCommands?: boolean;
  /** Also listen on this Unix domain socket path; the result's `localUri` connects through it. */
  socketPath?: string;
  /** Run the server on a worker thread (default false: on the caller's thread). */
  thread?: boolean;
  /** thread mode: called with an error of the server thread after start (default: rethrown, uncaught). */
  onError?: (err: Error) => void;
}

export interface EmbeddedMongo {
  uri: string;
  /** With `socketPath`: the URI through the Unix domain socket, for clients on this machine. */
  localUri?: string;
  port: number;
  /** `thread: true`: the worker thread serving it (a closed server's thread serves the process's next start). */
  threadId?: number;
  close(): Promise<void>;
}

export async function startEmbeddedMongo(opts: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  // Fail points let any client break the server's answers: a test tool that a production server never has.
  if (opts.enableTestCommands && process.env.NODE_ENV === 'production') {
    throw new Error('test commands (configureFailPoint) cannot be enabled when NODE_ENV=production');
  }
  // The test runner runs a file marked as using no store (`// test-store: none`) once, not again on the production
  // path; this keeps the mark honest: such a file, or a process it starts, that opens a store fails.
  if (process.env.TEST_STORE === 'none')
    throw new Error('this test file is marked `// test-store: none` (scripts/run-tests.mjs) but starts a store');
  if (opts.thread) return startInWorker(opts);
  const host = opts.host ?? '127.0.0.1';
  const engine = new Engine({
    ...opts.engine,
    dataDir: opts.dataDir,
    fsync: opts.fsync ?? 'batch',
    ttlIntervalMs: opts.ttlIntervalMs ?? opts.engine?.ttlIntervalMs,
    strict: opts.strict === true,
    enableTestCommands: opts.enableTestCommands === true,
  });
  engine.open();
  const server = new WireServer(engine);
  let port: number;
  try {
    port = await server.listen(opts.port ?? 0, host);
    if (opts.socketPath) await server.listenLocal(opts.socketPath);
  } catch (err) {
    await server.close(); // the TCP listener, when it was the socket that failed
    engine.close();
    throw err;
  }
  const hostPart = host.includes(':') ? `[${host}]` : host;
  engine.address = `${hostPart}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    uri: `mongodb://${hostPart}:${port}/?directConnection=true`,
    localUri: opts.socketPath ? `mongodb://${encodeURIComponent(opts.socketPath)}/?directConnection=true` : undefined,
    port,
    close() {
      closing ??= (async () => {
        await server.close();
        engine.close();
      })();
      return closing;
    },
  };
}

// ------------------------------------------------------------------------------------------- worker thread

/** An error as it crosses the thread boundary (structured clone drops `code` and custom fields). */
export interface SerialisedError {
  name: string;
  message: string;
  stack?: string;
  code?: unknown;
}

export function serialiseError(err: unknown): SerialisedError {
  if (err instanceof Error) {
    return { name: err.name, message: err.message, stack: err.stack, code: (err as NodeJS.ErrnoException).code };
  }
  return { name: 'Error', message: String(err) };
}

function reviveError(e: SerialisedError): Error {
  const err = new Error(e.message);
  err.name = e.name;
  if (e.stack) err.stack = e.stack;
  if (e.code !== undefined) (err as NodeJS.ErrnoException).code = e.code as string;
  return err;
}

/** The worker's bootstrap. Started from TypeScript sources (tsx), the worker registers tsx's loader itself:
 * worker threads do not inherit the module hooks of the thread that starts them. */
function workerBootstrap(): string {
  const entry = new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url).href;
  let tsx: string | null = null;
  if (entry.endsWith('.ts')) {
    try {
      tsx = import.meta.resolve('tsx/esm/api');
    } catch {
      tsx = null; // another TypeScript loader is in charge; let the import below fail loudly if there is none
    }
  }
  const load = `import(${JSON.stringify(entry)})`;
  return tsx ? `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return ${load}; })` : load;
}

type FromWorker =
  | { t: 'ready'; uri: string; localUri?: string; port: number }
  | { t: 'error'; error: SerialisedError }
  | { t: 'closed'; error?: SerialisedError };

/**
 * A thread whose server was closed, kept for this process's next start. A new thread loads the server's modules
 * and compiles its code again (docs/benchmarks.md), which a process that opens stores one after another (the test
 * harness starts a server per test file, often per test) would pay every time. At most one is kept, unreferenced,
 * so it never holds the process open.
 */
let spareThread: Worker | null = null;

/** The spare thread serving `opts`, or a new thread. */
function takeThread(opts: Omit<EmbeddedMongoOptions, 'thread' | 'onError'>): Worker {
  const spare = spareThread;
  if (!spare) return new Worker(workerBootstrap(), { eval: true, workerData: { opts } });
  spareThread = null;
  spare.off('error', forgetSpare);
  spare.off('exit', forgetSpare);
  spare.ref();
  spare.postMessage({ t: 'start', opts });
  return spare;
}

/** A spare that fails or ends is forgotten; the next start makes a new thread. */
function forgetSpare(this: Worker): void {
  if (spareThread === this) spareThread = null;
  void this.terminate();
}

/** Keeps a thread whose server closed cleanly (its listeners of that start already off) as the spare. */
function keepThread(worker: Worker): void {
  worker.unref();
  worker.on('error', forgetSpare);
  worker.on('exit', forgetSpare);
  spareThread = worker;
}

function startInWorker(opts: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  // The worker takes the lock file itself; this thread's claim makes a second open of the same DATA_DIR from
  // here fail as it would in-thread (the lock file alone names the process, not the thread).
  const release = claimDataDir(opts.dataDir);
  const { thread: _thread, onError, ...plain } = opts;
  let worker: Worker;
  try {
    worker = takeThread(plain);
  } catch (err) {
    release();
    throw err;
  }
  return new Promise<EmbeddedMongo>((resolve, reject) => {
    let state: 'starting' | 'running' | 'closing' | 'gone' = 'starting';
    let closeError: Error | null = null;
    let onClosed: ((err: Error | null) => void) | null = null;

    const fail = (err: Error) => {
      if (state === 'starting') {
        state = 'gone';
        reject(err);
      } else if (state === 'running') {
        state = 'gone';
        const wrapped = new Error(`embedded MongoDB server thread failed: ${err.message}`, { cause: err });
        if (onError) onError(wrapped);
        else
          process.nextTick(() => {
            throw wrapped;
          });
      } else if (state === 'closing') closeError ??= err;
    };

    const onMessage = (m: FromWorker) => {
      if (m.t === 'ready' && state === 'starting') {
        state = 'running';
        let closing: Promise<void> | null = null;
        resolve({
          uri: m.uri,
          localUri: m.localUri,
          port: m.port,
          threadId: worker.threadId,
          close() {
            closing ??= new Promise<void>((done, failClose) => {
              if (state === 'gone') return done();
              state = 'closing';
              onClosed = (err) => (err ? failClose(err) : done());
              worker.postMessage({ t: 'close' });
            });
            return closing;
          },
        });
      } else if (m.t === 'error') {
        fail(reviveError(m.error));
        void worker.terminate(); // nothing was started (or it was undone): end the thread now
      } else if (m.t === 'closed') {
        if (m.error) closeError ??= reviveError(m.error);
        // Everything is flushed, compacted and unlocked: the thread is kept for the next start, or ended.
        if (!closeError && state === 'closing' && !spareThread) {
          detach();
          keepThread(worker);
          release();
          state = 'gone';
          onClosed?.(null);
          return;
        }
        void worker.terminate();
      }
    };
    const onExit = (code: number) => {
      release();
      if (state === 'closing') {
        state = 'gone';
        onClosed?.(closeError);
        return;
      }
      if (state !== 'gone') fail(new Error(`embedded MongoDB server thread exited unexpectedly (exit code ${code})`));
      state = 'gone';
    };
    const attach = () => {
      worker.on('message', onMessage);
      worker.on('error', fail);
      worker.on('messageerror', fail);
      worker.on('exit', onExit);
    };
    const detach = () => {
      worker.off('message', onMessage);
      worker.off('error', fail);
      worker.off('messageerror', fail);
      worker.off('exit', onExit);
    };
    attach();
  });
}
