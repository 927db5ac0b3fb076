// One process serving every surface: it opens the store (MONGODB_URI, else the embedded server), seeds the demo
// business on an empty store, builds the operation table and handler registry from the contract, listens, runs
// the Agenda worker, and shuts all of it down in order on close().
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import { KeyResolver } from './business/keys.js';
import { CatalogueCache } from './catalogue/response-cache.js';
import type { Config } from './config.js';
import { resolveStorefrontCustomer } from './customers/sessions.js';
import { resolveLinkCustomer } from './link/sessions.js';
import { loadHandlers } from './handlers/index.js';
import { registerJobs } from './jobs/index.js';
import { createApp } from './http/app.js';
import { createGuards, limitUnmatched } from './http/guards.js';
import { loadOperationTable } from './http/operations.js';
import { RateLimiter } from './http/rate-limit.js';
import { createStaticRoutes } from './http/static-routes.js';
import { createPageRoutes } from './pages/routes.js';
import { systemClock, type Clock, type Services } from './services.js';
import { openStore, type Store } from './store/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface StartOptions {
  config: Config;
  logger?: Logger;
  clock?: Clock;
  /** Runs once the store is open, before listening (the demo seed). */
  onStoreReady?: (services: Services) => Promise<void>;
}

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  close(): Promise<void>;
}

/** How long close() lets in-flight requests finish before cutting their connections. */
const DRAIN_MS = 8_000;

export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const { config } = opts;
  const logger = opts.logger ?? pino({ level: config.logLevel });
  const clock = opts.clock ?? systemClock;

  const operations = loadOperationTable(join(root, 'generated'));
  const handlers = await loadHandlers(new Set(operations.byId.keys()));

  const store: Store = await openStore({
    uri: config.mongodbUri,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedMongoPort,
    logger: { info: (m) => logger.info(m), warn: (m) => logger.warn(m) },
  });
  const services: Services = { store, db: store.db, config, logger, clock, catalogueCache: new CatalogueCache(config.catalogueCacheMs) };

  try {
    await opts.onStoreReady?.(services);
  } catch (err) {
    await store.close();
    throw err;
  }

  const keys = new KeyResolver(store.db);
  // Windows follow the services clock, so tests that hold the clock still get deterministic windows.
  const limiter = new RateLimiter(() => clock.now().getTime(), config.rateLimits);
  if (!config.rateLimits) logger.warn('RATE_LIMITS=off: rate limits are not enforced (load benchmarks only)');
  const guards = createGuards({
    keys,
    limiter,
    production: config.production,
    resolveCustomer: (token, ctx) =>
      ctx.surface === 'link'
        ? resolveLinkCustomer(store.db, token, clock.now())
        : resolveStorefrontCustomer(store.db, token, ctx.caller.tenant, clock.now()),
  });
  const app = createApp({
    services,
    operations,
    handlers,
    guards,
    logger,
    maxBodyBytes: config.maxBodyBytes,
    corsOrigins: config.corsOrigins,
    unmatched: limitUnmatched(limiter),
    fallback: createPageRoutes(
      { services, operations, handlers },
      createStaticRoutes({
        generatedDir: join(root, 'generated'),
        ready: async () => (await store.db.command({ ping: 1 })).ok === 1,
      }),
    ),
  });

  // Track connections and which of them are mid-request, so shutdown can close idle keep-alive sockets at once
  // and give busy ones time to finish. One listener per request, made once here (a closure per request showed in
  // profiles): 'close' follows 'finish', and also comes when the client goes away first.
  const sockets = new Set<Socket>();
  const busy = new Set<Socket>();
  let shuttingDown = false;
  const done = function (this: ServerResponse) {
    const socket = this.req.socket;
    busy.delete(socket);
    // A keep-alive connection that finishes its request during shutdown is not reused.
    if (shuttingDown) socket.end();
  };
  const server: Server = createServer((req, res: ServerResponse) => {
    busy.add(req.socket);
    res.on('close', done);
    if (shuttingDown) res.setHeader('connection', 'close');
    void app(req, res);
  });
  server.keepAliveTimeout = 5_000;
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
  } catch (err) {
    // The port is taken (or not ours to bind): nothing was served, so close what was opened for it.
    await store.close();
    throw err;
  }
  const port = (server.address() as { port: number }).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  if (store.agenda) {
    await registerJobs(store.agenda, services);
    if (config.worker) await store.agenda.start();
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    services,
    close() {
      closing ??= (async () => {
        shuttingDown = true;
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const s of sockets) if (!busy.has(s)) s.destroy();
        const drained = await Promise.race([stopped.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), DRAIN_MS).unref())]);
        if (!drained) {
          logger.warn(`shutdown: cutting ${sockets.size} connection(s) still open after ${DRAIN_MS} ms`);
          for (const s of sockets) s.destroy();
          await stopped;
        }
        await store.close();
      })();
      return closing;
    },
  };
}
