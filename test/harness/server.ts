// Starts the whole service in this process for a test: 127.0.0.1, an ephemeral port, a fresh temp DATA_DIR
// with the embedded store (or MONGODB_URI with a throwaway database, store-mode.ts), a controllable clock, optionally the demo
// business. close() stops the server and store and deletes the data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../src/kernel/config.js';
import type { DemoCredentials } from '../../src/seed/demo.js';
import { startServer } from '../../src/server.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { type Services } from '../../src/services.js';
import { freePort } from '../../scripts/lib/free-port.js';
import { dropTestDatabase, testStoreUri } from './store-mode.js';

export interface TestServer {
  url: string;
  port: number;
  services: Services;
  clock: ManualClock;
  demo?: DemoCredentials;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Seed the demo business (SANDBOX.md) before listening. */
  seed?: boolean;
  /** Extra environment, as the server would read it (e.g. NODE_ENV=production). */
  env?: Record<string, string>;
  /** Start time of the controllable clock (default: testClockStart(), the real time unless TEST_CLOCK_START says). */
  now?: Date;
  /** Run the Agenda worker (default false: tests that need jobs turn it on). */
  worker?: boolean;
  /** Have the server's store client emit command events (services.store.client.on('commandStarted', ...)). */
  monitorStoreCommands?: boolean;
  /** The server's logger (default: pino at LOG_LEVEL, silent unless TEST_LOG_LEVEL says otherwise). */
  logger?: pino.Logger;
}

/**
 * Where a test's clock starts when the test does not fix it: the instant in TEST_CLOCK_START (ISO 8601 with a zone,
 * e.g. `2026-12-04T11:00:00Z`) if set, else the real time. Running the suite with it set to each day of a week
 * (scripts/test-week.mjs) shows that no test depends on the day or hour it runs; tests that reason about dates
 * take "now" from the service clock (srv.clock), never from the wall clock. Keep it in the future or near the real
 * time: the embedded store's TTL sweeper runs on the real clock, so documents dated well in the past vanish.
 */
export function testClockStart(): Date {
  const text = process.env.TEST_CLOCK_START;
  if (!text) return new Date();
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) || Number.isNaN(at.getTime())) {
    throw new Error(
      `TEST_CLOCK_START: ${JSON.stringify(text)} is not an ISO 8601 instant with a zone (e.g. 2026-12-04T11:00:00Z)`,
    );
  }
  return at;
}

/**
 * The real time, as the start of a test's clock: for the few tests in which another process (a child server, a
 * script such as `npm run business`, Agenda's scheduler) works beside this one on the real clock, where a clock
 * shifted by TEST_CLOCK_START would make the two disagree about "now" (a deal starting tomorrow for the other process,
 * a job due in a day). Those tests do not reason about dates, so they are the same on every day of the week.
 */
export function realClockStart(): Date {
  return new Date();
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  // The port is chosen before the server binds it, so another test process can take it in between (its own servers,
  // or the local port of an outgoing connection): then start again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(opts);
    } catch (err) {
      if (attempt >= 5 || (err as { code?: string }).code !== 'EADDRINUSE') throw err;
    }
  }
}

async function startOnce(opts: TestServerOptions): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sfc-test-'));
  // On MONGODB_URI a throwaway database of this server's, dropped by close(); a test that names the store itself
  // (env.MONGODB_URI: a restart's lastingStore(), another server's store) keeps it.
  const mongodbUri = opts.env && 'MONGODB_URI' in opts.env ? undefined : testStoreUri();
  // A concrete port up front, so the public URLs the service derives from it (pay page, redirects) are real.
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WORKER: opts.worker ? 'true' : 'false',
    // Tests write fixtures straight into the store and read them back at once; the cache has its own test.
    CATALOGUE_CACHE_MS: '0',
    ...(mongodbUri ? { MONGODB_URI: mongodbUri } : {}),
    ...opts.env,
  });
  const clock = new ManualClock(opts.now ?? testClockStart());
  let demo: DemoCredentials | undefined;
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      config,
      clock,
      logger: opts.logger ?? pino({ level: config.logLevel }),
      monitorStoreCommands: opts.monitorStoreCommands,
      onStoreReady: opts.seed
        ? async (services) => {
            const { ensureDemoBusiness } = await import('../../src/seed/demo.js');
            demo = await ensureDemoBusiness(services);
          }
        : undefined,
    });
  } catch (err) {
    // A start that failed after the store was opened (a port taken meanwhile) has made the database already.
    if (mongodbUri) await dropTestDatabase(mongodbUri).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  if (demo) demo = { ...demo, base_url: server.url };
  return {
    url: server.url,
    port: server.port,
    services: server.services,
    clock,
    demo,
    async close() {
      await server.close();
      // Dropped once the server has stopped: a write still in flight (a request's follow-up, a background job)
      // would otherwise make the database again after the drop.
      if (mongodbUri) await dropTestDatabase(mongodbUri).catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
