// The support WebSocket: a transport around the operation core, like the HTTP adapter beside it.
//
//   upgrade request → credentials (headers, or the query for browsers) → rate limits → core.invoke of
//   connectSupportWebSocket (guard, validation, Origin, the conversation's owner) → 101 → subscribe to this
//   process's feed reader → `resync` → frames as the feed delivers them.
//   a client `send` frame → the same rate limits → core.invoke of sendSupportMessage → `ack` or `error`.
//
// The socket never holds state that matters: every message is stored before any socket hears of it, and a client
// that reconnects catches up from `resync` and the poll endpoint. Frames are described in the contract
// (SupportSocketServerFrame / SupportSocketClientFrame in the storefront document).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { AppError, badRequest, isAppError, notFound, serviceUnavailable } from '../../kernel/errors.js';
import type { Credentials, KeyPrincipal } from '../../kernel/caller.js';
import type { Services } from '../../services.js';
import type { OperationCore } from '../../operations/core.js';
import { findConversation } from '../../flows/support.js';
import type { SupportSocketGrant } from '../../handlers/storefront/support.js';
import type { FeedDoc } from './model.js';
import type { FeedSubscriber, SupportFeedReader } from './feed-reader.js';
import { presentConversation, presentMessage } from './present.js';
import { resolveStorefrontCustomer } from '../customers/index.js';
import {
  applyLimit,
  credentialsOf,
  header,
  issueStorefrontSession,
  newSessionId,
  presentedStorefrontSession,
  RuleCache,
} from '../../http/kit/credentials.js';
import { errorEnvelope } from '../../http/kit/envelope.js';
import { httpErrorBody, httpErrorHeaders, httpStatusOf } from '../../http/kit/error-status.js';
import type { RateLimiter } from '../../http/kit/rate-limit.js';
import { answerOnSocket } from '../../http/app.js';
import { requestIdOf } from '../../http/kit/request-id.js';

export const SUPPORT_SOCKET_PATH = '/api/v1/support/conversation/ws';
const CONNECT_OPERATION = 'connectSupportWebSocket';
const SEND_OPERATION = 'sendSupportMessage';

/** Frames from clients are at most this big (the `ws` default is 100 MiB). */
export const MAX_FRAME_BYTES = 16 * 1024;
/** Refused frames in a row (while rate limited) before the socket is closed with 4429. */
const LIMITED_STREAK = 20;

export const CLOSE = {
  shuttingDown: 1001,
  binary: 1003,
  sessionEnded: 4401,
  idle: 4408,
  rateLimited: 4429,
} as const;

/** RFC 6455: the key is 16 random bytes, base64. */
const WS_KEY = /^[A-Za-z0-9+/]{22}==$/;

export interface SupportSocketsOptions {
  core: OperationCore;
  services: Services;
  limiter: RateLimiter;
  logger: Logger;
  production: boolean;
}

export interface SupportSockets {
  /** The server's 'upgrade' listener. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open sockets. */
  readonly size: number;
  /** Closes every socket with 1001 and stops the pings; new upgrades are refused with 503. */
  close(): Promise<void>;
}

/** One open socket. */
class Connection implements FeedSubscriber {
  lastPong = Date.now();
  limitedStreak = 0;
  unsubscribe: (() => void) | undefined;
  /** Entries delivered before the first `resync` went out, sent right after it. */
  private queue: FeedDoc[] | undefined = [];

  constructor(
    readonly ws: WebSocket,
    readonly grant: SupportSocketGrant,
    readonly creds: Credentials,
    private readonly hub: Hub,
  ) {}

  deliver(entry: FeedDoc): void {
    if (this.queue) this.queue.push(entry);
    else for (const frame of framesOf(this.hub, entry)) this.send(frame);
  }

  resync(): void {
    void this.sendResync();
  }

  async sendResync(): Promise<void> {
    try {
      const thread = await findConversation(this.hub.services, this.grant.shopper);
      this.send(
        JSON.stringify({
          type: 'resync',
          conversation: thread ? presentConversation(thread, Boolean(this.hub.services.supportResponder)) : null,
          latest_message_at: thread?.last_message_at?.toISOString() ?? null,
          latest_message_id: thread?.last_message_id ?? null,
        }),
      );
    } catch (err) {
      this.hub.logger.warn({ err }, 'support socket: resync failed; closing so the client reconnects');
      this.ws.close(1011, 'Resync failed');
      return;
    }
    const queued = this.queue;
    this.queue = undefined;
    if (queued) for (const entry of queued) this.deliver(entry);
  }

  send(frame: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }
}

/**
 * What the sockets of one server share. The steps below are top-level functions that take it, rather than
 * closures inside createSupportSockets, so that each can be read, and found by tools, on its own.
 */
interface Hub {
  core: OperationCore;
  services: Services;
  config: Services['config'];
  clock: Services['clock'];
  feed: SupportFeedReader;
  limiter: RateLimiter;
  logger: Logger;
  production: boolean;
  wss: WebSocketServer;
  live: Set<Connection>;
  rules: RuleCache;
  /** The headers each admitted upgrade's 101 carries, kept until `ws` writes them. */
  answerHeaders: WeakMap<IncomingMessage, Record<string, string | string[]>>;
  /** Each feed entry's frames, encoded once however many sockets it goes to. */
  encoded: WeakMap<FeedDoc, string[]>;
  /** Set by close(): new upgrades are refused with 503. */
  closing: boolean;
}

/** A refusal as a plain HTTP answer on the socket that asked to upgrade, with the storefront envelope. */
function refuse(socket: Duplex, err: AppError, headers: Record<string, string | string[]>): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = httpStatusOf(err);
  answerOnSocket(socket, status, errorEnvelope('storefront', err, status), { ...headers, ...httpErrorHeaders(err) });
}

export function createSupportSockets(opts: SupportSocketsOptions): SupportSockets {
  const { core, services, limiter, logger } = opts;
  const feed = services.supportFeed;
  if (!feed) throw new Error('createSupportSockets: services.supportFeed is not set');
  const hub: Hub = {
    core,
    services,
    limiter,
    logger,
    feed,
    config: services.config,
    clock: services.clock,
    production: opts.production,
    wss: new WebSocketServer({
      noServer: true,
      maxPayload: MAX_FRAME_BYTES,
      perMessageDeflate: false,
      clientTracking: false,
    }),
    live: new Set(),
    rules: new RuleCache(),
    answerHeaders: new WeakMap(),
    encoded: new WeakMap(),
    closing: false,
  };
  hub.wss.on('headers', (lines, req) => addAnswerHeaders(hub, lines, req));
  const tick = setInterval(() => pingAll(hub), hub.config.supportPingMs);
  tick.unref();
  return {
    get size() {
      return hub.live.size;
    },
    upgrade: (req, socket, head) => upgrade(hub, req, socket, head),
    close: () => closeAll(hub, tick),
  };
}

/** The 101 carries the request id, the session and the rate-limit headers, as any storefront answer does. */
function addAnswerHeaders(hub: Hub, lines: string[], req: IncomingMessage): void {
  const extra = hub.answerHeaders.get(req);
  if (extra)
    for (const [name, value] of Object.entries(extra))
      for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}`);
}

/** The frames a feed entry becomes (a message, a conversation change, or both), encoded the first time asked. */
function framesOf(hub: Hub, entry: FeedDoc): string[] {
  let frames = hub.encoded.get(entry);
  if (!frames) {
    frames = [];
    if (entry.message)
      frames.push(JSON.stringify({ type: 'message', message: presentMessage(entry.message, hub.config.cdnUrl) }));
    if (entry.conversation_changed) {
      frames.push(
        JSON.stringify({
          type: 'conversation',
          conversation: presentConversation(entry.thread, Boolean(hub.services.supportResponder)),
        }),
      );
    }
    hub.encoded.set(entry, frames);
  }
  return frames;
}

/**
 * One timer for every socket: a ping each interval; no pong for the idle time closes with 4408. A signed-in
 * shopper's session is looked at again here, and a socket whose session ended is closed with 4401.
 */
function pingAll(hub: Hub): void {
  const { config, logger } = hub;
  const now = Date.now();
  for (const conn of hub.live) {
    // A socket already closing is on its way out (ping() would throw on it).
    if (conn.ws.readyState !== conn.ws.OPEN) continue;
    if (now - conn.lastPong >= config.supportIdleMs) {
      conn.ws.close(CLOSE.idle, `No pong for ${Math.round(config.supportIdleMs / 1000)} s`);
      // A peer that stopped answering pings will not answer the close handshake either.
      setTimeout(() => conn.ws.terminate(), 2_000).unref();
      continue;
    }
    try {
      conn.ws.ping();
    } catch (err) {
      logger.debug({ err }, 'support socket: ping failed');
      continue;
    }
    checkCustomerSession(hub, conn);
  }
}

/** Closes a signed-in shopper's socket with 4401 once their customer session has ended (or changed hands). */
function checkCustomerSession(hub: Hub, conn: Connection): void {
  const token = conn.creds.sessionToken;
  const { shopper, tenant } = conn.grant;
  if (!shopper.customerId || !token) return;
  resolveStorefrontCustomer(hub.services.db, token, tenant, hub.clock.now()).then(
    (still) => {
      if (!still || still.id !== shopper.customerId)
        conn.ws.close(CLOSE.sessionEnded, 'The customer session has ended');
    },
    (err: unknown) => hub.logger.warn({ err }, 'support socket: session check failed'),
  );
}

/** The server's 'upgrade' listener: admits the request, then hands the socket to `ws`, or answers the refusal. */
function upgrade(hub: Hub, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const requestId = requestIdOf(req);
  const headers: Record<string, string | string[]> = { 'x-request-id': requestId };
  socket.on('error', () => socket.destroy());
  admit(hub, req, headers, requestId).then(
    ({ grant, creds }) => {
      hub.answerHeaders.set(req, headers);
      hub.wss.handleUpgrade(req, socket, head, (ws) => attach(hub, ws, grant, creds));
    },
    (err: unknown) => {
      if (!isAppError(err)) hub.logger.error({ err, requestId }, 'support socket: upgrade failed');
      refuse(
        socket,
        isAppError(err) ? err : new AppError('INTERNAL', `Internal error; request id ${requestId}`),
        headers,
      );
    },
  );
}

/**
 * Decides whether an upgrade request may become a socket: the path, the credentials, the rate limits, then the
 * connect operation through the core. Fills `headers` with what the 101 (or the refusal) carries.
 */
async function admit(
  hub: Hub,
  req: IncomingMessage,
  headers: Record<string, string | string[]>,
  requestId: string,
): Promise<{ grant: SupportSocketGrant; creds: Credentials }> {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  if (path !== SUPPORT_SOCKET_PATH) throw notFound(`No WebSocket at ${path}`);
  if (hub.closing) throw serviceUnavailable('The server is shutting down; reconnect');
  const params = new URLSearchParams(query);
  const creds = upgradeCredentials(req, params);
  // The limits an HTTP request would get, their headers included. The key is awaited only when not cached, as
  // everywhere on the socket (see onFrame).
  const presented = creds.apiKey;
  let key: KeyPrincipal | null | undefined = presented === undefined ? undefined : hub.core.peekKey(presented);
  if (key === undefined && presented !== undefined) key = await hub.core.resolveKey(presented);
  applyLimit(hub.limiter, hub.rules.forRequest(creds.ip!, key, presented), headers, hub.clock.now().getTime());
  if (key !== undefined) creds.key = key;

  const wsKey = header(req, 'sec-websocket-key');
  if (wsKey !== undefined && !WS_KEY.test(wsKey))
    throw badRequest('headers.sec-websocket-key: must be 16 bytes in base64 (RFC 6455)');
  let session = presentedStorefrontSession(req, params.get('session_id'));
  const isNew = session === undefined;
  session ??= newSessionId();
  creds.storefrontSession = session;

  const result = await hub.core.invoke(
    CONNECT_OPERATION,
    creds,
    { query, headers: req.headers },
    {
      requestId,
      admitted: (caller) => issueStorefrontSession(headers, caller.sessionId!, isNew, hub.production),
    },
  );
  // Frames re-resolve the key (from the cache), so a key revoked meanwhile stops them.
  creds.key = undefined;
  return { grant: result.data as SupportSocketGrant, creds };
}

/**
 * The request's storefront credentials. Browsers cannot set headers on a WebSocket: the key and the customer's
 * token may come in the query.
 */
function upgradeCredentials(req: IncomingMessage, params: URLSearchParams): Credentials {
  const creds = credentialsOf(req, 'storefront');
  const queryKey = params.get('key');
  if (creds.apiKey === undefined && queryKey !== null) creds.apiKey = queryKey;
  const queryToken = params.get('access_token');
  if (creds.sessionToken === undefined && queryToken !== null) creds.sessionToken = queryToken;
  return creds;
}

/** Takes an accepted socket into the hub: listens to its frames and pongs, and follows its owner's feed. */
function attach(hub: Hub, ws: WebSocket, grant: SupportSocketGrant, creds: Credentials): void {
  const conn = new Connection(ws, grant, creds, hub);
  hub.live.add(conn);
  ws.on('pong', () => {
    conn.lastPong = Date.now();
  });
  ws.on('message', (data, isBinary) => {
    if (isBinary) ws.close(CLOSE.binary, 'Text frames only');
    else void onFrame(hub, conn, data);
  });
  // `ws` closes with 1009 by itself on a frame over maxPayload; the error only needs to be observed.
  ws.on('error', (err) => hub.logger.debug({ err }, 'support socket error'));
  ws.on('close', () => {
    hub.live.delete(conn);
    conn.unsubscribe?.();
  });
  hub.feed.subscribe(grant.tenant, grant.owner, conn).then(
    (unsubscribe) => {
      // The socket closed while the subscription was being set up: nothing is left to deliver to.
      if (!hub.live.has(conn)) return unsubscribe();
      conn.unsubscribe = unsubscribe;
      return conn.sendResync();
    },
    (err: unknown) => {
      hub.logger.warn({ err }, 'support socket: cannot follow the feed');
      ws.close(1011, 'Try again');
    },
  );
}

function frameError(conn: Connection, clientId: string | null, err: AppError): void {
  const frame: Record<string, unknown> = { type: 'error', client_id: clientId, error: httpErrorBody(err) };
  if (err.retryAfterSeconds !== undefined) frame.retry_after = err.retryAfterSeconds;
  conn.send(JSON.stringify(frame));
}

/** A client frame: a `send` is rate limited, sent through the core and answered with `ack`; anything else, `error`. */
async function onFrame(hub: Hub, conn: Connection, data: RawData): Promise<void> {
  let clientId: string | null = null;
  try {
    const { type, ...body } = parseFrame(data);
    // Read before the frame is checked further, so that the error frame names the client's message.
    if (typeof body.client_id === 'string') clientId = body.client_id;
    if (type !== 'send') throw badRequest(`Unknown frame type ${JSON.stringify(type)}; clients send \`send\` frames`);
    if (clientId === null) throw badRequest('client_id: required on a send frame');
    const { apiKey } = conn.creds;
    // No await when the key is cached: the limit is then checked, and a refusal answered, in the frame's own turn,
    // before the frames queued behind it; a burst gets its error frames before the close that ends it.
    const key = apiKey === undefined ? undefined : (hub.core.peekKey(apiKey) ?? (await hub.core.resolveKey(apiKey)));
    if (!limitFrame(hub, conn, key)) return;
    const result = await hub.core.invoke(SEND_OPERATION, conn.creds, { body });
    conn.send(JSON.stringify({ type: 'ack', client_id: clientId, duplicate: false, message: result.data }));
  } catch (err) {
    if (isAppError(err) && err.code === 'CONFLICT' && err.data !== undefined) {
      conn.send(JSON.stringify({ type: 'ack', client_id: clientId, duplicate: true, message: err.data }));
      return;
    }
    // The core logged anything unexpected and answers INTERNAL for it.
    frameError(conn, clientId, isAppError(err) ? err : new AppError('INTERNAL', 'Internal error'));
  }
}

/** A text frame as the JSON object it must be; a 400 otherwise. */
function parseFrame(data: RawData): Record<string, unknown> {
  let frame: unknown;
  try {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a Buffer: ws's default binaryType, never changed
    frame = JSON.parse(data.toString());
  } catch {
    throw badRequest('The frame is not JSON');
  }
  if (frame === null || typeof frame !== 'object' || Array.isArray(frame))
    throw badRequest('A frame is a JSON object with a `type`');
  return frame as Record<string, unknown>;
}

/**
 * Applies the socket's rate limits to one frame (throwing RATE_LIMITED). False when the socket has been refused
 * LIMITED_STREAK frames in a row and is closed with 4429 instead: a client that ignores the refusals is cut off.
 * Synchronous on purpose (see onFrame).
 */
function limitFrame(hub: Hub, conn: Connection, key: KeyPrincipal | null | undefined): boolean {
  const { creds } = conn;
  try {
    applyLimit(hub.limiter, hub.rules.forRequest(creds.ip!, key, creds.apiKey), {}, hub.clock.now().getTime());
  } catch (err) {
    if (isAppError(err) && err.code === 'RATE_LIMITED' && ++conn.limitedStreak >= LIMITED_STREAK) {
      conn.ws.close(CLOSE.rateLimited, 'Rate limited');
      return false;
    }
    throw err;
  }
  conn.limitedStreak = 0;
  return true;
}

/** Closes every socket with 1001 and stops the pings; upgrades from now on are refused with 503. */
async function closeAll(hub: Hub, tick: NodeJS.Timeout): Promise<void> {
  hub.closing = true;
  clearInterval(tick);
  const closed = [...hub.live].map(
    (conn) =>
      new Promise<void>((resolve) => {
        conn.ws.once('close', () => resolve());
        conn.ws.close(CLOSE.shuttingDown, 'Server shutting down');
      }),
  );
  // Peers get a moment to answer the close handshake; the server's own shutdown cuts the rest.
  await Promise.race([Promise.all(closed), new Promise((r) => setTimeout(r, 1_000).unref())]);
  for (const conn of hub.live) conn.ws.terminate();
}
