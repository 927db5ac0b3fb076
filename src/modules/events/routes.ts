// The business's event stream, GET /v1/businesses/{business_id}/events/stream: Server-Sent Events, a transport
// around the operation core as the support WebSocket is.
//
//   request → credentials (the bearer key) → rate limits → core.invoke of streamEvents (guard: key, tenant, scope;
//   validation; types and Last-Event-ID) → 200 text/event-stream → this process's event reader (replay after
//   Last-Event-ID, then live) → one message per event, `: keep-alive` on a timer.
//
// The contract documents the operation, so the contract's router would take the path: the server routes GET on it
// here before the router (src/server.ts), and every other method to the router (405 with Allow, CORS preflight).
// Refusals answer before the stream starts, as JSON with the platform envelope, exactly as the router would.
// Nothing here holds state that matters: every event is in the store, and a client that reconnects with
// Last-Event-ID resumes there, on this process or any other.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { AppError, badRequest, isAppError, rateLimited, serviceUnavailable } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { KeyPrincipal } from '../../kernel/caller.js';
import type { OperationCore } from '../../operations/core.js';
import type { EventStreamGrant } from '../../handlers/platform/events.js';
import { eventPayload } from './record.js';
import { type EventSink, EventStreamReader, type StreamedEvent } from './stream.js';
import { JSON_TYPE } from '../../http/app.js';
import { requestIdOf, tagRequestId } from '../../http/kit/request-id.js';
import { applyLimit, credentialsOf, RuleCache } from '../../http/kit/credentials.js';
import { errorEnvelope } from '../../http/kit/envelope.js';
import { httpErrorHeaders, httpStatusOf } from '../../http/kit/error-status.js';
import type { RateLimiter } from '../../http/kit/rate-limit.js';

const OPERATION = 'streamEvents';
const ROUTE = /^\/v1\/businesses\/([^/]+)\/events\/stream$/;

/** How often a comment goes to every open stream, so proxies and clients can tell a quiet stream from a dead one. */
export const KEEP_ALIVE_MS = 15_000;
/** How often the reader looks for new events (an event reaches the streams within about this long). */
export const EVENT_POLL_MS = 500;
/** Open streams a key may hold in one process. */
export const MAX_STREAMS_PER_KEY = 10;
/** Bytes a live stream may have waiting for a client that does not read before it is cut off. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

const pathOf = (url: string | undefined) => {
  const u = url ?? '/';
  const q = u.indexOf('?');
  return q === -1 ? u : u.slice(0, q);
};

/** Whether the stream answers this request (GET on its path); other methods go to the contract's router. */
export function isEventStreamRequest(req: IncomingMessage): boolean {
  return req.method === 'GET' && ROUTE.test(pathOf(req.url));
}

export interface EventStreamsOptions {
  core: OperationCore;
  services: Services;
  limiter: RateLimiter;
  logger: Logger;
  keepAliveMs?: number;
  pollMs?: number;
}

export interface EventStreams {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Open streams. */
  readonly size: number;
  /** Ends every stream cleanly and stops reading; later requests are refused with 503. */
  close(): Promise<void>;
}

/** One SSE message per event, encoded once however many streams it goes to. */
const encoded = new WeakMap<StreamedEvent, string>();
function messageOf(e: StreamedEvent): string {
  let m = encoded.get(e);
  if (m === undefined) {
    // The data line is exactly the body a webhook endpoint is POSTed (JSON has no raw newlines in it).
    m = `id: ${e._id}\nevent: ${e.type}\ndata: ${JSON.stringify(eventPayload(e))}\n\n`;
    encoded.set(e, m);
  }
  return m;
}

/** Whether a request carries a body (HTTP/1.1 frames one only with Content-Length or Transfer-Encoding). */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return length !== undefined ? length !== '0' : req.headers['transfer-encoding'] !== undefined;
}

export function createEventStreams(opts: EventStreamsOptions): EventStreams {
  return new EventStreamServer(opts);
}

type OutHeaders = Record<string, string | string[]>;

/** What a stream's parts share: `live` once the replay is over, `gone` once the client's connection closed. */
interface StreamState {
  live: boolean;
  gone: boolean;
  /** Stops the reader's subscription, once it is open. */
  end?: () => void;
}

const shuttingDown = () => serviceUnavailable('The server is shutting down; reconnect with Last-Event-ID');

/** The stream's head, sent with its first bytes, so that a store that cannot be read before then still gets a 500. */
function begin(res: ServerResponse, headers: OutHeaders): void {
  if (res.headersSent) return;
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
}

/** Where the reader writes one stream's events: the response, held to MAX_BUFFERED_BYTES once live. */
function sinkOf(res: ServerResponse, headers: OutHeaders, state: StreamState): EventSink {
  return {
    write(e) {
      if (state.gone) return;
      begin(res, headers);
      res.write(messageOf(e));
      // A client that stopped reading: cut it off rather than hold its events here without end. It resumes
      // with Last-Event-ID. (A replay waits for the client between pages instead.)
      if (state.live && res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
    },
    drained() {
      if (state.gone || !res.writableNeedDrain) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    },
  };
}

/** This process's open streams, their keys' counts and the keep-alive timer, around one event reader. */
class EventStreamServer implements EventStreams {
  private readonly reader: EventStreamReader;
  private readonly rules = new RuleCache();
  private readonly open = new Set<ServerResponse>();
  private readonly perKey = new Map<string, number>();
  private readonly keepAliveMs: number;
  private timer: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(private readonly opts: EventStreamsOptions) {
    this.keepAliveMs = opts.keepAliveMs ?? KEEP_ALIVE_MS;
    this.reader = new EventStreamReader(opts.services.db, {
      pollMs: opts.pollMs ?? EVENT_POLL_MS,
      logger: opts.logger,
    });
  }

  get size(): number {
    return this.open.size;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = requestIdOf(req);
    tagRequestId(res, requestId);
    const headers: OutHeaders = { 'x-request-id': requestId };
    let grant: EventStreamGrant;
    try {
      grant = await this.admit(req, requestId, headers);
    } catch (thrown) {
      req.resume();
      this.refuse(req, res, thrown, requestId, headers);
      return;
    }
    await this.stream(req, res, grant, requestId, headers);
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const res of this.open) res.end();
    await this.reader.close();
  }

  /** Credentials, rate limits and the operation (guard, validation): the grant of the stream, or a throw. */
  private async admit(req: IncomingMessage, requestId: string, headers: OutHeaders): Promise<EventStreamGrant> {
    const { core, services, limiter } = this.opts;
    if (this.closing) throw shuttingDown();
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    let businessId: string;
    try {
      businessId = decodeURIComponent(ROUTE.exec(pathOf(url))![1]);
    } catch {
      throw badRequest('path.business_id: is not valid percent-encoding');
    }
    const creds = credentialsOf(req, 'platform');
    const presented = creds.apiKey;
    let key: KeyPrincipal | null | undefined = presented === undefined ? undefined : core.peekKey(presented);
    if (key === undefined && presented !== undefined) key = await core.resolveKey(presented);
    // Rate limits before any refusal, as the router does, so that hammering with bad keys is limited too.
    applyLimit(limiter, this.rules.forRequest(creds.ip!, key, presented), headers, services.clock.now().getTime());
    if (key !== undefined) creds.key = key;
    const result = await core.invoke(
      OPERATION,
      creds,
      { params: { business_id: businessId }, query: q === -1 ? '' : url.slice(q + 1), headers: req.headers },
      { requestId },
    );
    if (hasBody(req)) throw badRequest('GET /v1/businesses/{business_id}/events/stream takes no request body');
    const grant = result.data as EventStreamGrant;
    if ((this.perKey.get(grant.keyId) ?? 0) >= MAX_STREAMS_PER_KEY) {
      throw rateLimited(
        5,
        `This key already holds ${MAX_STREAMS_PER_KEY} open event streams on this server; close one first`,
      );
    }
    return grant;
  }

  /** An admitted stream: the replay after Last-Event-ID, then live events until either side closes. */
  private async stream(
    req: IncomingMessage,
    res: ServerResponse,
    grant: EventStreamGrant,
    requestId: string,
    headers: OutHeaders,
  ): Promise<void> {
    this.perKey.set(grant.keyId, (this.perKey.get(grant.keyId) ?? 0) + 1);
    const state: StreamState = { live: false, gone: false };
    res.once('close', () => {
      state.gone = true;
      state.end?.();
      this.open.delete(res);
      const n = (this.perKey.get(grant.keyId) ?? 1) - 1;
      if (n > 0) this.perKey.set(grant.keyId, n);
      else this.perKey.delete(grant.keyId);
    });
    let end: () => void;
    try {
      end = await this.reader.open(
        grant.tenant,
        { types: grant.types, after: grant.after },
        sinkOf(res, headers, state),
      );
      state.end = end;
    } catch (thrown) {
      // The server began shutting down while the stream was starting (the reader is closed): a retryable refusal.
      if (!res.headersSent) this.refuse(req, res, this.closing ? shuttingDown() : thrown, requestId, headers);
      else {
        this.opts.logger.warn(
          { err: thrown, requestId },
          'event stream: replay failed; ending the stream so the client resumes',
        );
        res.end();
      }
      return;
    }
    if (state.gone) {
      end();
      return;
    }
    state.live = true;
    begin(res, headers);
    this.open.add(res);
    this.keepAlive();
    if (this.closing) res.end();
  }

  private keepAlive(): void {
    if (this.timer || this.open.size === 0) return;
    this.timer = setInterval(() => {
      if (this.open.size === 0) {
        clearInterval(this.timer);
        this.timer = undefined;
        return;
      }
      for (const res of this.open) res.write(': keep-alive\n\n');
    }, this.keepAliveMs);
    this.timer.unref();
  }

  /** A refusal before the stream starts, as JSON with the platform envelope, exactly as the router would answer. */
  private refuse(
    req: IncomingMessage,
    res: ServerResponse,
    thrown: unknown,
    requestId: string,
    headers: OutHeaders,
  ): void {
    const { logger } = this.opts;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    let err: AppError;
    if (isAppError(thrown)) err = thrown;
    else {
      logger.error({ err: thrown, requestId, path: pathOf(req.url) }, 'event stream: unhandled error');
      err = new AppError('INTERNAL', `Internal error; request id ${requestId}`, { logged: true });
    }
    const status = httpStatusOf(err);
    if (status >= 500 && !err.logged) logger.error({ err, requestId, status }, `${status} ${err.code}: ${err.message}`);
    const body = Buffer.from(JSON.stringify(errorEnvelope('platform', err, status)), 'utf8');
    res.writeHead(status, {
      ...headers,
      ...httpErrorHeaders(err),
      'content-type': JSON_TYPE,
      'content-length': String(body.length),
    });
    res.end(body);
  }
}
