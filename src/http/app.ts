// The request pipeline shared by every surface:
//   request id → route (compiled matcher) → CORS → guards (keys, tenancy, rate limits: added by their modules)
//   → body (size limit, JSON parse) → validation (Ajv, from the contract) → handler by operationId → envelope.
// Anything thrown becomes the surface's error envelope; an unexpected exception is logged with the request id and
// answered 500 INTERNAL without leaking its stack.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { surfaceForPath, type SurfaceName } from '../contract/surfaces.js';
import { AppError, badRequest, methodNotAllowed, notFound } from './errors.js';
import { errorEnvelope, successEnvelope } from './envelope.js';
import type { OperationEntry, OperationTable } from './operations.js';
import type { Services } from '../services.js';
import type { Caller } from './caller.js';

export interface RequestContext {
  requestId: string;
  req: IncomingMessage;
  res: ServerResponse;
  entry: OperationEntry;
  surface: SurfaceName;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Response headers to add to whatever the outcome (rate-limit headers, session id). */
  responseHeaders: Record<string, string | string[]>;
  /** Set by the guards: who is calling (key, business and mode, storefront session, customer). */
  caller: Caller;
  services: Services;
}

export interface HandlerResult {
  status?: number;
  data?: unknown;
  /** Send `data` without the surface envelope (asset confirm). */
  bare?: boolean;
  headers?: Record<string, string | string[]>;
  /** A non-JSON body (HTML pages, files). */
  raw?: { body: string | Buffer; contentType: string };
}

export type Handler = (ctx: RequestContext) => Promise<HandlerResult | void> | HandlerResult | void;
/** Runs before validation of the body; may throw an AppError or set ctx.state / ctx.responseHeaders. */
export type Guard = (ctx: RequestContext) => Promise<void> | void;

export interface AppOptions {
  services: Services;
  operations: OperationTable;
  handlers: Record<string, Handler>;
  guards?: Guard[];
  logger: Logger;
  maxBodyBytes?: number;
  /** Requests outside the contract (health, docs, pages); return true when handled. */
  fallback?: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> | boolean;
  corsOrigins?: '*' | string[];
  /** Runs for requests no operation matches (per-IP limits and their headers on unknown storefront paths). */
  unmatched?: (req: IncomingMessage, responseHeaders: Record<string, string | string[]>, path: string) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
// Request ids only need to be unique, not secret: a random per-process prefix and a counter, with no syscall per
// request (randomBytes per request showed in profiles).
const REQUEST_PREFIX = 'req_' + randomBytes(6).toString('hex');
let requestCounter = 0;
const newRequestId = () => REQUEST_PREFIX + (++requestCounter).toString(36);

export const JSON_TYPE = 'application/json; charset=utf-8';
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const NO_RESULT: HandlerResult = Object.freeze({});

/** Writes a complete response; `headers` is this request's own object and gets the entity headers added. */
function sendBytes(res: ServerResponse, status: number, body: string | Buffer, contentType: string, headers: OutHeaders): void {
  headers['content-type'] = contentType;
  headers['content-length'] = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  res.writeHead(status, headers);
  res.end(body);
}

function send(res: ServerResponse, status: number, body: unknown, headers: OutHeaders): void {
  // Encoded once here: handing the socket a Buffer spares it a second UTF-8 pass in writev.
  sendBytes(res, status, Buffer.from(JSON.stringify(body), 'utf8'), JSON_TYPE, headers);
}

/**
 * Whether the request carries a body. HTTP/1.1 frames a request body only with Content-Length or
 * Transfer-Encoding (RFC 9112 §6.3); without either there is nothing to read, so the stream is left alone and
 * no listeners are attached (most requests are GETs).
 */
function mayHaveBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > limit) return reject(new AppError('PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes`));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new AppError('PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes`));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const EXPOSE_HEADERS =
  'X-Request-Id, X-Session-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, Idempotent-Replayed';

/** Adds the CORS headers of a cross-origin request (one with an Origin the configuration allows) to `headers`. */
function addCorsHeaders(req: IncomingMessage, allowed: '*' | string[], headers: OutHeaders): void {
  const origin = req.headers.origin;
  if (!origin) return;
  if (allowed === '*') {
    headers['access-control-allow-origin'] = '*';
    headers['access-control-expose-headers'] = EXPOSE_HEADERS;
  } else if (allowed.includes(origin)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-expose-headers'] = EXPOSE_HEADERS;
    headers.vary = 'Origin';
  }
}

type OutHeaders = Record<string, string | string[] | number>;

export function createApp(opts: AppOptions) {
  const maxBody = opts.maxBodyBytes ?? 1024 * 1024;
  const guards = opts.guards ?? [];
  const corsOrigins = opts.corsOrigins ?? '*';

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const incomingId = req.headers['x-request-id'];
    const requestId = typeof incomingId === 'string' && REQUEST_ID.test(incomingId) ? incomingId : newRequestId();
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    // This request's response headers: guards add theirs (rate limits, session), the answer its entity headers.
    const base: Record<string, string | string[]> = { 'x-request-id': requestId };
    addCorsHeaders(req, corsOrigins, base);
    let ctx: RequestContext | undefined;

    try {
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        base['access-control-allow-methods'] = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
        base['access-control-allow-headers'] =
          req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization, X-API-Key, X-Session-Id, Idempotency-Key';
        base['access-control-max-age'] = '600';
        res.writeHead(204, base);
        res.end();
        return;
      }

      const method = req.method ?? 'GET';
      const match = opts.operations.router.match(method, path);
      if (match.kind !== 'found') {
        if (opts.fallback && (await opts.fallback(req, res, path))) return;
        opts.unmatched?.(req, base, path);
        throw match.kind === 'method-not-allowed' ? methodNotAllowed(match.allowed) : notFound(`No route for ${req.method} ${path}`);
      }

      const entry = match.route.value;
      const validator = entry.validator();
      ctx = {
        requestId,
        req,
        res,
        entry,
        surface: entry.surface,
        // Raw until validated below; guards may read them (the platform's business_id).
        params: match.params,
        query: {},
        body: undefined,
        responseHeaders: base,
        caller: {},
        services: opts.services,
      };
      // Guards and handlers that finish synchronously (cached keys, cached answers) are not awaited: each await
      // is a trip through the microtask queue.
      for (let i = 0; i < guards.length; i++) {
        const pending = guards[i](ctx);
        if (pending !== undefined) await pending;
      }

      ctx.params = validator.validatePath(match.params);
      ctx.query = validator.validateQuery(q === -1 ? '' : url.slice(q + 1));
      validator.validateHeaders(req.headers);
      if (!entry.rawBodyType) {
        let parsed: unknown;
        if (mayHaveBody(req)) {
          const raw = await readBody(req, maxBody);
          if (raw.length > 0) {
            const type = req.headers['content-type'];
            if (validator.hasJsonBody && type && !JSON_MEDIA_TYPE.test(type)) {
              throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be application/json, not ${type}`);
            }
            try {
              parsed = JSON.parse(raw.toString('utf8'));
            } catch {
              throw badRequest('Request body is not valid JSON');
            }
            if (!validator.hasJsonBody) throw badRequest(`${entry.method} ${entry.template} takes no request body`);
          }
        }
        ctx.body = validator.validateBody(parsed);
      }

      const handler = opts.handlers[entry.operationId];
      if (!handler) throw new AppError('INTERNAL', `No handler is registered for ${entry.operationId}`);
      let outcome = handler(ctx);
      if (outcome !== undefined && typeof (outcome as Promise<unknown>).then === 'function') outcome = await outcome;
      const result: HandlerResult = (outcome as HandlerResult | void) ?? NO_RESULT;
      if (res.headersSent) return;
      const status = result.status ?? 200;
      // The answer's own headers are merged into a copy, so that an error while writing them falls back to the
      // request's headers alone.
      const headers: OutHeaders = result.headers ? { ...ctx.responseHeaders, ...result.headers } : ctx.responseHeaders;
      if (result.raw) {
        sendBytes(res, status, result.raw.body, result.raw.contentType, headers);
      } else if (status === 204) {
        res.writeHead(204, headers);
        res.end();
      } else {
        send(res, status, successEnvelope(entry.surface, status, result.data ?? null, result.bare), headers);
      }
    } catch (thrown) {
      if (res.headersSent) {
        opts.logger.error({ err: thrown, requestId }, 'error after response started');
        res.destroy();
        return;
      }
      let err: AppError;
      if (thrown instanceof AppError) err = thrown;
      else {
        opts.logger.error({ err: thrown, requestId, method: req.method, path }, 'unhandled error');
        err = new AppError('INTERNAL', `Internal error; request id ${requestId}`);
      }
      const surface = ctx?.surface ?? surfaceForPath(path)?.name;
      send(res, err.status, errorEnvelope(surface, err), { ...(ctx?.responseHeaders ?? base), ...err.headers });
    }
  };
}
