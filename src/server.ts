// One process serving every surface: it opens the store (which MongoDB is the store's business), seeds the demo
// business on an empty store, builds the operation table and handler registry from the contract, listens, runs
// the Agenda worker, and shuts all of it down in order on close().
import { createServer, maxHeaderSize, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { createLogger, type Logger } from './kernel/log.js';
import { accessLog } from './http/access-log.js';
import { watchBodies } from './http/kit/body-timeout.js';
import { KeyResolver } from './modules/keys/index.js';
import { CatalogueCache } from './modules/catalogue/index.js';
import { flushQueuedSignals } from './modules/activity/index.js';
import { trustProxies } from './http/kit/client-ip.js';
import type { Config } from './kernel/config.js';
import { resolveStorefrontCustomer } from './modules/customers/index.js';
import { resolveLinkCustomer } from './modules/link/index.js';
import { negotiateAgent, renderForAgent, signUcpDelivery } from './modules/ucp/index.js';
import { loadHandlers } from './handlers/index.js';
import { registerJobs } from './jobs/index.js';
import { answerOnSocket, createApp, JSON_TYPE } from './http/app.js';
import { requestIdOf, tagRequestId } from './http/kit/request-id.js';
import { errorEnvelope } from './http/kit/envelope.js';
import { surfaceForPath } from './contract/surfaces.js';
import { AppError } from './kernel/errors.js';
import { GENERATED_DIR } from './contract/bundles.js';
import { DEMO_FILES_DIR } from './seed/demo.js';
import { loadOperationTable } from './operations/contract.js';
import { createOperationCore, newRequestId, type OperationCore } from './operations/core.js';
import { RateLimiter } from './http/kit/rate-limit.js';
import { createStaticRoutes } from './http/static-routes.js';
import { fileHostRoute } from './modules/uploads/routes.js';
import { createPageRoutes } from './pages/routes.js';
import { systemClock, type Clock } from './kernel/clock.js';
import { type Services } from './services.js';
import { openStore, type Store } from './store/index.js';
import { ensureDays } from './modules/scheduling/index.js';
import { createBlobStore } from './providers/blobs/index.js';
import { createSupportResponder } from './providers/support-responder/index.js';
import { createPlacesProvider } from './providers/places/index.js';
import { withPlatformRoutes } from './http/platform-routes.js';
import { createSites, type Sites } from './modules/deployments/routes.js';
import { businessOfSiteHost } from './modules/domains/index.js';
import { createFxRateProvider } from './providers/fx/index.js';
import { SupportFeedReader, ensureFeedCounter } from './modules/support/index.js';
import { createSupportSockets } from './modules/support/routes.js';
import { createMcpEndpoint, isMcpPath } from './mcp/endpoint.js';
import { createShopperMcpEndpoint, isShopperMcpPath } from './mcp/shopper/endpoint.js';
import { createEventStreams, type EventStreams, isEventStreamRequest } from './modules/events/routes.js';
import { bindTestClock } from './flows/test-clocks/binding.js';
import { registerAllClockSweeps } from './flows/test-clocks/index.js';

export interface RuntimeOptions {
  config: Config;
  logger?: Logger;
  clock?: Clock;
  /** Runs once the store is open, before anything is served (the demo seed). */
  onStoreReady?: (services: Services) => Promise<void>;
  /** Have the store client report every command it sends (`commandStarted` events): for counting round trips. */
  monitorStoreCommands?: boolean;
}

/** What every transport stands on: the store, the services and the operation core. No port is opened. */
export interface Runtime {
  services: Services;
  core: OperationCore;
  logger: Logger;
  /** Starts the Agenda worker when the configuration asks for it (the server does, once it listens). */
  startJobs(): Promise<void>;
  close(): Promise<void>;
}

export type StartOptions = RuntimeOptions;

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  /** The operation core every transport of this server calls through. */
  core: OperationCore;
  close(): Promise<void>;
}

/** How long close() lets in-flight requests finish before cutting their connections. */
const DRAIN_MS = 8_000;

/** Opens the store and builds the operation core from the contract and the handler modules. */
export async function openRuntime(opts: RuntimeOptions): Promise<Runtime> {
  const { config } = opts;
  const logger = opts.logger ?? createLogger(config);
  const clock = opts.clock ?? systemClock;

  const operations = loadOperationTable();
  // What a test clock's advance runs: each flow's sweep, registered once here (docs/test-clocks.md).
  registerAllClockSweeps();
  const handlers = loadHandlers(new Set(operations.keys()));
  // Made before the store opens: a bad FX_RATES table stops the start with nothing left open.
  const fx = createFxRateProvider({ ...config.fx, now: () => clock.now().getTime() });

  const store: Store = await openStore({
    uri: config.mongodbUri,
    dataDir: config.dataDir,
    port: config.storePort,
    embedded: config.embeddedStore,
    logger: { info: (m) => logger.info(m), warn: (m) => logger.warn(m) },
    monitorCommands: opts.monitorStoreCommands,
  });
  const services: Services = {
    store,
    db: store.db,
    config,
    logger,
    clock,
    catalogueCache: new CatalogueCache(config.catalogueCacheMs),
    blobs: createBlobStore(config, store.db),
    supportFeed: new SupportFeedReader(store.db, { pollMs: config.supportFeedPollMs, logger }),
    supportResponder: createSupportResponder(config.supportAi ?? {}),
    places: createPlacesProvider(config.places ?? {}, logger),
    fx,
    // Deliveries to agents are signed by the area that keeps the keys (the webhooks area does not import it).
    deliverySigners: { ucp: signUcpDelivery },
  };

  try {
    // A data directory from before the scheduling day documents gets them built from its bookings and holds.
    const rebuilt = await ensureDays(store.db, clock.now());
    if (rebuilt) logger.info(`Built ${rebuilt} scheduling day documents from the stored bookings and holds`);
    await ensureFeedCounter(store.db);
    await opts.onStoreReady?.(services);
  } catch (err) {
    await store.close();
    throw err;
  }

  const core = createOperationCore({
    services,
    operations,
    handlers,
    keys: new KeyResolver(store.db),
    resolveCustomer: (surface, token, tenant) =>
      surface === 'link'
        ? resolveLinkCustomer(store.db, token, clock.now())
        : resolveStorefrontCustomer(store.db, token, tenant, clock.now()),
    negotiateAgent: (req) => negotiateAgent(services, req),
    renderForAgent,
    bindClock: (caller, headers, surface) => bindTestClock(services, caller, headers, surface),
    logger,
  });
  return {
    services,
    core,
    logger,
    async startJobs() {
      if (!store.agenda) return;
      await registerJobs(store.agenda, services);
      if (config.worker) await store.agenda.start();
    },
    async close() {
      await services.supportFeed?.close();
      // Cart signals queued behind their answers (activity/record.ts) are written before the store closes.
      await flushQueuedSignals(services.db);
      await store.close();
      // An S3 client keeps pooled sockets open.
      services.blobs.destroy?.();
    },
  };
}

/**
 * The runtime and an HTTP server in front of it, listening on the configured port. The port is bound first: when
 * it is taken, start fails with PortInUseError before the store is opened or anything is seeded or written.
 */
export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const listening = await listen(opts.config);
  let runtime: Runtime;
  try {
    runtime = await openRuntime(opts);
  } catch (err) {
    await new Promise<void>((resolve) => listening.server.close(() => resolve()));
    throw err;
  }
  return serve(runtime, listening);
}

/** The configured port is in use by another process (EADDRINUSE), or not ours to bind (EACCES). */
export class PortInUseError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
    readonly code: string,
  ) {
    super(
      code === 'EADDRINUSE'
        ? `Port ${port} on ${host} is already in use (another server running?); stop it or start with PORT=<another port>.`
        : `Cannot listen on ${host}:${port} (${code}); start with PORT=<another port>.`,
    );
    this.name = 'PortInUseError';
  }
}

/**
 * A server bound to the configured port, tracking its connections and which of them are mid-request (so shutdown
 * can close idle keep-alive sockets at once and give busy ones time to finish). Until serve() hands it the app,
 * a request is answered 503 with Retry-After rather than left hanging.
 */
interface Listening {
  server: Server;
  sockets: Set<Socket>;
  busy: Set<Socket>;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

function listen(config: Config): Promise<Listening> {
  const { headersTimeoutMs } = config.http;
  const l: Listening = {
    // Headers that do not arrive in time are Node's to cut (answered 408 by answerUnreadable); the body's limits
    // are the body watch's (http/kit/body-timeout.ts), so Node's own limit on the whole request is off. Node looks at
    // its connections every connectionsCheckingInterval (30 s by default, too coarse for a 20 s limit): here every
    // quarter of the limit, at most every second.
    server: createServer(
      {
        headersTimeout: headersTimeoutMs,
        requestTimeout: 0,
        connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(headersTimeoutMs / 4))),
      },
      (req, res) => l.handle(req, res),
    ),
    sockets: new Set(),
    busy: new Set(),
    handle: (req, res) => {
      const err = new AppError('SERVICE_UNAVAILABLE', 'The service is starting; retry in a second');
      res.writeHead(503, { 'content-type': JSON_TYPE, 'retry-after': '1', connection: 'close' });
      res.end(JSON.stringify(errorEnvelope(surfaceForPath(req.url ?? '/')?.name, err)));
    },
  };
  l.server.keepAliveTimeout = 5_000;
  l.server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) =>
    answerUnreadable(err, socket, headersTimeoutMs),
  );
  l.server.on('connection', (s) => {
    l.sockets.add(s);
    s.on('close', () => l.sockets.delete(s));
  });
  return new Promise<Listening>((resolve, reject) => {
    l.server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE' || err.code === 'EACCES'
          ? Object.assign(new PortInUseError(config.host, config.port, err.code), { cause: err })
          : err,
      ),
    );
    l.server.listen(config.port, config.host, () => resolve(l));
  });
}

/**
 * A request Node could not parse never reaches the app: oversized headers (431), headers that did not arrive
 * within HTTP_HEADERS_TIMEOUT_MS (408), or a malformed request line or header (400). It still gets its surface's
 * envelope and a request id, instead of Node's bare status line. No rate-limit headers: the request was never
 * read, so no key or bucket is known.
 */
function answerUnreadable(
  err: NodeJS.ErrnoException & { rawPacket?: Buffer },
  socket: Duplex,
  headersTimeoutMs: number,
): void {
  // An answer already under way on this connection (a pipelined request behind it) must not be interleaved with.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const late = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = tooLarge ? 431 : late ? 408 : 400;
  const path = /^[A-Z]+ (\/\S*)/.exec(err.rawPacket?.toString('latin1') ?? '')?.[1] ?? '/';
  const error = tooLarge
    ? new AppError('BAD_REQUEST', `Request headers exceed ${maxHeaderSize} bytes`)
    : late
      ? new AppError(
          'BAD_REQUEST',
          `The request headers did not arrive within ${headersTimeoutMs / 1000} s; send the request again`,
          { retryable: true },
        )
      : new AppError('BAD_REQUEST', 'Malformed HTTP request');
  answerOnSocket(socket, status, errorEnvelope(surfaceForPath(path)?.name, error, status), {
    'x-request-id': newRequestId(),
    'x-content-type-options': 'nosniff',
  });
}

/** The connection closed before the answer was complete: the client went away (or was cut), nothing to report. */
function clientWentAway(res: ServerResponse): boolean {
  return !res.writableFinished && (res.destroyed || res.socket === null || res.socket.destroyed);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Set by close(): /readyz answers 503 from then on, and no connection is reused. */
interface Lifecycle {
  shuttingDown: boolean;
}

/** Puts the HTTP adapter in front of a runtime (on `listening`, or a new server on the configured port). */
export async function serve(runtime: Runtime, listening?: Listening): Promise<RunningServer> {
  const { services, core, logger } = runtime;
  const { clock, config } = services;
  // Which proxies' X-Forwarded-For names the client (TRUST_PROXY): one setting per process (client-ip.ts).
  trustProxies(config.trustProxy);
  const life: Lifecycle = { shuttingDown: false };

  // Windows follow the services clock, so tests that hold the clock still get deterministic windows.
  const limiter = new RateLimiter(() => clock.now().getTime(), config.rateLimits);
  if (!config.rateLimits) logger.warn('RATE_LIMITS=off: rate limits are not enforced (load benchmarks only)');
  const app = createContractApp(runtime, limiter, life);

  let l: Listening;
  try {
    l = listening ?? (await listen(config));
  } catch (err) {
    // The port is taken (or not ours to bind): nothing was served, so close what was opened for it.
    await runtime.close();
    throw err;
  }
  // The support WebSocket: upgrades go to it (any other path is refused there with the envelope).
  const supportSockets = createSupportSockets({ core, services, limiter, logger, production: config.production });
  l.server.on('upgrade', (req, socket, head) => supportSockets.upgrade(req, socket, head));
  const front = createFront(runtime, limiter, app);
  l.handle = requestHandler(l, config, logger, life, front.route);
  const port = (l.server.address() as { port: number }).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  await runtime.startJobs();

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    services,
    core,
    close() {
      // Sockets and event streams first: they end cleanly (a 1001 close frame, the end of the stream) before the
      // server cuts what is left.
      closing ??= shutDown(runtime, l, life, [supportSockets, front.eventStreams]);
      return closing;
    },
  };
}

/** The contract's router and, for what it does not route, the pages, the platform's routes and the static files. */
function createContractApp(runtime: Runtime, limiter: RateLimiter, life: Lifecycle): Handler {
  const { services, core, logger } = runtime;
  const { store, clock, config } = services;
  const statics = createStaticRoutes({
    generatedDir: GENERATED_DIR,
    filesDir: DEMO_FILES_DIR,
    ready: async () => !life.shuttingDown && (await store.db.command({ ping: 1 })).ok === 1,
    origins: { storefront: config.baseUrl, link: config.linkUrl, platform: config.apiUrl, ucp: config.apiUrl },
  });
  // The file host (confirmed uploads) behind the static routes, for paths under FILES_PATH.
  const files = fileHostRoute(services);
  return createApp({
    core,
    logger,
    limiter,
    now: () => clock.now().getTime(),
    production: config.production,
    maxBodyBytes: config.maxBodyBytes,
    corsOrigins: config.corsOrigins,
    fallback: createPageRoutes(
      { services, core },
      withPlatformRoutes(services, async (req, res, path) => (await statics(req, res, path)) || files(req, res, path)),
    ),
  });
}

/** What the transports in front of the contract's app route, and the event streams close() ends. */
interface Front {
  route: Handler;
  eventStreams: EventStreams;
}

function createFront(runtime: Runtime, limiter: RateLimiter, app: Handler): Front {
  const { services, core, logger } = runtime;
  // Deployed sites answer by Host before the API (a site's paths are its own); other hosts go to the API.
  const sites = createSites(services);
  // The agent endpoint is no operation of the contract: it is routed before the contract's router. So is the event
  // stream, which the contract documents but which streams instead of answering once.
  const mcp = createMcpEndpoint({ core, services, logger });
  // The UCP shopper-agent endpoint of each business and mode (`/ucp/{mode}/{business_id}/mcp`), beside its REST.
  const shopperMcp = createShopperMcpEndpoint({ core, services, logger, limiter });
  const eventStreams = createEventStreams({ core, services, limiter, logger });
  const api: Handler = (req, res) =>
    isMcpPath(req.url)
      ? mcp(req, res)
      : isShopperMcpPath(req.url)
        ? shopperMcp(req, res)
        : isEventStreamRequest(req)
          ? eventStreams.handle(req, res)
          : app(req, res);
  const route: Handler = (req, res) => {
    const host = sites.candidate(req);
    if (host === null) return api(req, res);
    if (isUcpProfileRequest(req)) return serveSiteUcpProfile(services, sites, api, logger, host, req, res);
    return serveSite(sites, api, logger, host, req, res);
  };
  return { route, eventStreams };
}

const isUcpProfileRequest = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.url === '/.well-known/ucp' || req.url?.startsWith('/.well-known/ucp?'));

/**
 * `/.well-known/ucp` on a business's own site (its production host or an attached custom domain) is its live UCP
 * profile, answered by the API's discovery operation as at `/ucp/live/{business_id}/.well-known/ucp`. Any other
 * host, and every other path of the site, is the site's as before.
 */
async function serveSiteUcpProfile(
  services: Services,
  sites: Sites,
  api: Handler,
  logger: Logger,
  host: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let business: string | null = null;
  try {
    business = await businessOfSiteHost(services, host);
  } catch (err) {
    logger.error({ err }, 'resolving a site host for its UCP profile failed');
  }
  if (business === null) return serveSite(sites, api, logger, host, req, res);
  req.url = `/ucp/live/${encodeURIComponent(business)}/.well-known/ucp`;
  return api(req, res);
}

/** A request whose Host may be a deployed site's: the site's answer, or the API's when the host is no site. */
async function serveSite(
  sites: Sites,
  api: Handler,
  logger: Logger,
  host: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  // The access line and any error carry a request id, as the API's do (the API sets its own when the host is no site).
  const requestId = requestIdOf(req);
  tagRequestId(res, requestId);
  res.setHeader('x-request-id', requestId);
  try {
    if (await sites.handle(host, req, res)) return;
  } catch (err) {
    // A client that hung up before the file was sent is no failure of the server: the access line says 499.
    if (clientWentAway(res)) return;
    logger.error({ err, requestId }, 'serving a site failed');
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal error\n');
    else res.destroy();
    return;
  }
  await api(req, res);
}

/** Every request's way in: the access log, the body watch and the busy-connection count around `route`. */
function requestHandler(
  l: Listening,
  config: Config,
  logger: Logger,
  life: Lifecycle,
  route: Handler,
): Listening['handle'] {
  const { busy } = l;
  const access = accessLog(logger);
  const watchBody = watchBodies({ idleMs: config.http.bodyIdleTimeoutMs, totalMs: config.http.requestTimeoutMs });
  // One listener per request, made once here (a closure per request showed in profiles): 'close' follows
  // 'finish', and also comes when the client goes away first.
  const done = function (this: ServerResponse) {
    access?.finished(this.req, this);
    const socket = this.req.socket;
    busy.delete(socket);
    // A keep-alive connection that finishes its request during shutdown is not reused: it stops reading before it
    // ends (a half-closed socket still read the client's next request and ran it, with no way left to answer), and
    // is destroyed once the answer is flushed.
    if (life.shuttingDown) {
      socket.pause();
      socket.destroySoon();
    }
  };
  return (req, res) => {
    busy.add(req.socket);
    access?.started(res);
    res.on('close', done);
    watchBody(req, res);
    if (life.shuttingDown) res.setHeader('connection', 'close');
    void route(req, res);
  };
}

/**
 * Stops serving: `streams` (sockets, event streams) end first, then idle connections are cut at once and busy ones
 * get DRAIN_MS to finish, then the runtime closes.
 */
async function shutDown(
  runtime: Runtime,
  l: Listening,
  life: Lifecycle,
  streams: { close(): Promise<void> }[],
): Promise<void> {
  const { server, sockets, busy } = l;
  life.shuttingDown = true;
  await Promise.all(streams.map((s) => s.close()));
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const s of sockets) if (!busy.has(s)) s.destroy();
  const drained = await Promise.race([
    stopped.then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), DRAIN_MS).unref()),
  ]);
  if (!drained) {
    runtime.logger.warn(`shutdown: cutting ${sockets.size} connection(s) still open after ${DRAIN_MS} ms`);
    for (const s of sockets) s.destroy();
    await stopped;
  }
  await runtime.close();
}
