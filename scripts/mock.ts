// `npm run mock`: a stateless mock of every HTTP surface behind one port (default 4010), for frontend teams. Each
// surface gets its own Prism process on an internal port (Prism serves one document per process), serving the
// contract's documented examples; in front of them runs the server's own HTTP adapter and operation core
// (scripts/lib/mock-front.ts), so routing, credentials, validation, the error envelopes, rate-limit and session
// headers and the sandbox conventions decidable from the request are the server's, and only valid requests reach
// Prism. The front also serves the hosted pay and checkout pages the answers link to (scripts/lib/mock-pages.ts)
// and the API reference at /docs.
//
//   npm run mock                       port 4010 (or $PORT)
//   npm run mock -- --port 5000
//
// Also imported by the tests: startMock to call every operation of the mock, and startConformanceProxy to run a
// test suite through Prism's validation proxy in front of the real server (every response that breaks the
// contract carries an `sl-violations` header, which the tests collect and fail on; that front is a plain
// pass-through).
import { spawn, type ChildProcess } from 'node:child_process';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { SURFACES, surfaceForPath } from '../src/contract/surfaces.js';
import { freePort } from './lib/free-port.js';
import { createMockFront } from './lib/mock-front.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Violation {
  method: string;
  url: string;
  status: number;
  /** Prism's decoded `sl-violations` entries (errors and warnings alike). */
  violations: unknown[];
}

export interface RunningMock {
  url: string;
  port: number;
  /** In proxy mode: every response that broke the contract so far. */
  violations: Violation[];
  close(): Promise<void>;
}

function startPrism(file: string, port: number, upstream?: string): Promise<ChildProcess> {
  const args = upstream
    ? [
        'proxy',
        file,
        upstream,
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--errors',
        'false',
        '--validate-request',
        'false',
      ]
    : ['mock', file, '--host', '127.0.0.1', '--port', String(port), '--errors', 'false'];
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'prism'), args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const onData = (d: Buffer) => {
      log += d.toString();
      if (/Prism is listening/.test(log)) {
        child.stdout?.off('data', onData);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d) => (log += d.toString()));
    child.once('exit', (code) => reject(new Error(`prism exited (${code}) for ${file}:\n${log.slice(-2000)}`)));
  });
}

/**
 * A free port is only free until somebody takes it: another test file starting its own servers can bind it between
 * our probe and Prism's listen. Prism then exits with EADDRINUSE, and we try again on a new port.
 */
async function startPrismOnFreePort(file: string, upstream?: string): Promise<{ port: number; child: ChildProcess }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { port, child: await startPrism(file, port, upstream) };
    } catch (err) {
      if (attempt >= 5 || !/EADDRINUSE/.test(String((err as Error).message))) throw err;
    }
  }
}

export interface MockOptions {
  port?: number;
  host?: string;
  /** Enforce the interface's rate limits, as the server does (default true). */
  rateLimits?: boolean;
  /** pino level of the front's log (default $LOG_LEVEL, else `warn`: 5xx answers and unexpected errors). */
  logLevel?: string;
}

export function startMock(opts: MockOptions = {}): Promise<RunningMock> {
  return startFront(opts);
}

/** Prism's validation proxy in front of `upstream` (the real server), one port for every surface. */
export function startConformanceProxy(upstream: string): Promise<RunningMock> {
  return startFront({ upstream });
}

/** Forwards every request to the Prism proxy of its surface, collecting the violations Prism reports. */
function proxyFront(portOf: ReadonlyMap<string, number>, violations: Violation[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const surface = surfaceForPath(req.url ?? '/');
    if (!surface) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: false,
          error: { code: 'NOT_FOUND', message: `No surface serves ${req.url}`, retryable: false },
        }),
      );
      return;
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: portOf.get(surface.name), method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const reported = up.headers['sl-violations'];
        if (reported) {
          let parsed: unknown[];
          try {
            parsed = JSON.parse(String(reported));
          } catch {
            parsed = [String(reported)];
          }
          violations.push({
            method: req.method ?? '',
            url: req.url ?? '',
            status: up.statusCode ?? 0,
            violations: parsed,
          });
        }
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: false,
          error: { code: 'SERVICE_UNAVAILABLE', message: err.message, retryable: true },
        }),
      );
    });
    req.pipe(upstream);
  };
}

async function startFront(opts: MockOptions & { upstream?: string }): Promise<RunningMock> {
  const started = await Promise.allSettled(
    SURFACES.map(async (s) => {
      const file = join(root, 'generated', 'openapi', `${s.name}.deref.json`);
      const { port, child } = await startPrismOnFreePort(file, opts.upstream);
      return { surface: s.name, port, child };
    }),
  );
  const backends = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    // One surface could not start: stop the others, so the caller's process is not kept alive by orphans.
    for (const b of backends) b.child.kill();
    throw failure.reason;
  }
  const portOf = new Map(backends.map((b) => [b.surface, b.port]));
  const violations: Violation[] = [];

  const front: Server = createServer(
    opts.upstream
      ? proxyFront(portOf, violations)
      : createMockFront({
          prismPorts: portOf,
          rateLimits: opts.rateLimits,
          logger: pino({ level: opts.logLevel ?? process.env.LOG_LEVEL ?? 'warn' }),
        }),
  );
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => front.listen(opts.port ?? 0, host, resolve));
  const port = (front.address() as { port: number }).port;

  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    port,
    violations,
    async close() {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await Promise.all(
        backends.map(
          (b) =>
            new Promise<void>((resolve) => {
              if (b.child.exitCode !== null) return resolve();
              b.child.once('exit', () => resolve());
              b.child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--port');
  const port = Number(i > 0 ? process.argv[i + 1] : (process.env.PORT ?? 4010));
  // RATE_LIMITS=off as for the server (load benchmarks): the headers still report the limits.
  const mock = await startMock({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    rateLimits: process.env.RATE_LIMITS !== 'off',
  });
  // bench-http waits for this line.
  console.log(
    `Prism mock of every surface on ${mock.url} (documented examples behind the server's validation; docs/frontend.md)`,
  );
  console.log(`  API reference            ${mock.url}/docs`);
  for (const s of SURFACES) console.log(`  ${s.title.padEnd(22)} ${s.prefixes.map((p) => mock.url + p).join('  ')}`);
  const stop = async () => {
    await mock.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
