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
import { AppError, badRequest, isAppError, rateLimited, serviceUnavailable } from '../kernel/errors.js';
import type { Services } from '../kernel/services.js';
import type { KeyPrincipal } from '../kernel/caller.js';
import type { OperationCore } from '../operations/core.js';
import type { EventStreamGrant } from '../handlers/platform/events.js';
import { eventPayload } from '../modules/events/record.js';
import { EventStreamReader, type StreamedEvent } from '../modules/events/stream.js';
import { tagRequestId } from './access-log.js';
import { JSON_TYPE, requestIdOf } from './app.js';
import { applyLimit, credentialsOf, RuleCache } from './credentials.js';
import { errorEnvelope } from './envelope.js';
import { httpErrorHeaders, httpStatusOf } from './error-status.js';
import type { RateLimiter } from './rate-limit.js';

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
  const { core, services, limiter, logger } = opts;
  const keepAliveMs = opts.keepAliveMs ?? KEEP_ALIVE_MS;
  const reader = new EventStreamReader(services.db, { pollMs: opts.pollMs ?? EVENT_POLL_MS, logger });
  const rules = new RuleCache();
  const open = new Set<ServerResponse>();
  const perKey = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  function keepAlive(): void {
    if (timer || open.size === 0) return;
    timer = setInterval(() => {
      if (open.size === 0) {
        clearInterval(timer);
        timer = undefined;
        return;
      }
      for (const res of open) res.write(': keep-alive\n\n');
    }, keepAliveMs);
    timer.unref();
  }

  function refuse(
    req: IncomingMessage,
    res: ServerResponse,
    thrown: unknown,
    requestId: string,
    headers: Record<string, string | string[]>,
  ): void {
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

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = requestIdOf(req);
    tagRequestId(res, requestId);
    const headers: Record<string, string | string[]> = { 'x-request-id': requestId };
    let grant: EventStreamGrant;
    try {
      if (closing) throw serviceUnavailable('The server is shutting down; reconnect with Last-Event-ID');
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
      applyLimit(limiter, rules.forRequest(creds.ip!, key, presented), headers, services.clock.now().getTime());
      if (key !== undefined) creds.key = key;
      const result = await core.invoke(
        OPERATION,
        creds,
        { params: { business_id: businessId }, query: q === -1 ? '' : url.slice(q + 1), headers: req.headers },
        { requestId },
      );
      if (hasBody(req)) throw badRequest('GET /v1/businesses/{business_id}/events/stream takes no request body');
      grant = result.data as EventStreamGrant;
      if ((perKey.get(grant.keyId) ?? 0) >= MAX_STREAMS_PER_KEY) {
        throw rateLimited(
          5,
          `This key already holds ${MAX_STREAMS_PER_KEY} open event streams on this server; close one first`,
        );
      }
    } catch (thrown) {
      req.resume();
      refuse(req, res, thrown, requestId, headers);
      return;
    }

    perKey.set(grant.keyId, (perKey.get(grant.keyId) ?? 0) + 1);
    let end: (() => void) | undefined;
    let live = false;
    let gone = false;
    res.once('close', () => {
      gone = true;
      end?.();
      open.delete(res);
      const n = (perKey.get(grant.keyId) ?? 1) - 1;
      if (n > 0) perKey.set(grant.keyId, n);
      else perKey.delete(grant.keyId);
    });
    // Headers go out with the first bytes of the stream, so that a store that cannot be read before then still
    // gets a proper 500.
    const begin = () => {
      if (res.headersSent) return;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
    };
    try {
      end = await reader.open(
        grant.tenant,
        { types: grant.types, after: grant.after },
        {
          write(e) {
            if (gone) return;
            begin();
            res.write(messageOf(e));
            // A client that stopped reading: cut it off rather than hold its events here without end. It resumes
            // with Last-Event-ID. (A replay waits for the client between pages instead.)
            if (live && res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
          },
          drained() {
            if (gone || !res.writableNeedDrain) return Promise.resolve();
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
        },
      );
    } catch (thrown) {
      // The server began shutting down while the stream was starting (the reader is closed): a retryable refusal.
      if (!res.headersSent)
        refuse(
          req,
          res,
          closing ? serviceUnavailable('The server is shutting down; reconnect with Last-Event-ID') : thrown,
          requestId,
          headers,
        );
      else {
        logger.warn({ err: thrown, requestId }, 'event stream: replay failed; ending the stream so the client resumes');
        res.end();
      }
      return;
    }
    if (gone) {
      end();
      return;
    }
    live = true;
    begin();
    open.add(res);
    keepAlive();
    if (closing) res.end();
  }

  return {
    handle,
    get size() {
      return open.size;
    },
    async close() {
      closing = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const res of open) res.end();
      await reader.close();
    },
  };
}
