// A second server process beside a test's harness, as behind a load balancer: the real src/main.ts in a child
// process on 127.0.0.1, with its own DATA_DIR and MONGODB_URI naming the harness's store (its embedded server over
// TCP, or the throwaway database on MONGODB_URI), no job worker, silent. Resolves once /healthz answers.
//
//   const b = await startChildServer({ storeUri, dataDir })   b.url, b.port, b.child, b.exited
//   await b.stop()                                              SIGTERM unless it is gone, and waits for the exit
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.js';
import { tsEntry } from '../../scripts/lib/ts-entry.mjs';

const root = join(import.meta.dirname, '..', '..');
const ANSWER_WITHIN_MS = 60_000;

export interface ChildServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves when the process has exited (killed, stopped or crashed). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Where the child reaches the harness's store. */
  storeUri: string;
  dataDir: string;
  /** Default: a free one (a restart passes the port it had). */
  port?: number;
  /** More environment for the child (settings under test). */
  env?: Record<string, string>;
}

/**
 * The port was free when chosen, but another test process may take it before the child binds it: then the child
 * says so and exits, and it starts again on another port (three attempts in all).
 */
export async function startChildServer(opts: ChildServerOptions): Promise<ChildServer> {
  let port = opts.port ?? (await freePort());
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(opts, port);
    } catch (err) {
      if (attempt >= 3 || !/already in use/.test((err as Error).message)) throw err;
      port = await freePort();
    }
  }
}

async function startOnce(opts: ChildServerOptions, port: number): Promise<ChildServer> {
  const child = spawn(process.execPath, tsEntry(join(root, 'src', 'main.ts')), {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: opts.dataDir,
      MONGODB_URI: opts.storeUri,
      WORKER: 'false',
      LOG_LEVEL: 'silent',
      LOG_FORMAT: 'json',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((gone = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + ANSWER_WITHIN_MS;
  for (;;) {
    if (gone) throw new Error(`the child server exited before answering: ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      async (r) => (await r.text(), r.ok),
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the child server did not answer within ${ANSWER_WITHIN_MS / 1000} s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
