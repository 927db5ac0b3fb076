// The HTTP adapter around the operation core (src/operations/core.ts):
//   request id → route (compiled matcher) → CORS → credentials → rate limits → core.invoke (guard, validation,
//   idempotency, handler) → the surface's envelope.
// Everything HTTP is here: parsing the body and the query, cookies, the storefront session cookie, rate-limit
// headers, status codes and envelopes from the error catalogue's HTTP table. Anything thrown becomes the
// surface's error envelope; an unexpected exception is logged by the core and answered 500 INTERNAL without its
// stack.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { surfaceForPath } from '../contract/surfaces.js';
import { AppError, badRequest, isAppError, methodNotAllowed, notFound, storeUnavailable } from '../kernel/errors.js';
import { isStoreUnavailable } from '../store/errors.js';
import type { OperationCore } from '../operations/core.js';
import type { OperationDef } from '../operations/contract.js';
import { isEmptyObject } from '../operations/validation.js';
import type { KeyPrincipal } from '../kernel/caller.js';
import type { OperationInput, OperationResult } from '../operations/types.js';
import {
  applyLimit,
  cookies,
  credentialsOf,
  issueStorefrontSession,
  newSessionId,
  presentedStorefrontSession,
  RuleCache,
} from './kit/credentials.js';
import { readBody } from './kit/body.js';
import { bodyTimedOut, framesBody } from './kit/body-timeout.js';
import { clientIp } from './kit/client-ip.js';
import { errorEnvelope, successEnvelope } from './kit/envelope.js';
import { attachedJson } from '../kernel/json.js';
import { httpErrorHeaders, httpStatusOf } from './kit/error-status.js';
import type { RateLimiter } from './kit/rate-limit.js';
import { requestIdOf, tagRequestId } from './kit/request-id.js';
import { type MatchResult, Router } from './router.js';

export interface AppOptions {
  core: OperationCore;
  logger: Logger;
  limiter: RateLimiter;
  /** The services clock, in ms: rate-limit windows follow it so tests holding the clock get fixed windows. */
  now: () => number;
  production: boolean;
  maxBodyBytes?: number;
  /** Requests outside the contract (health, docs, pages); return true when handled. */
  fallback?: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> | boolean;
  corsOrigins?: '*' | string[];
}

export const JSON_TYPE = 'application/json; charset=utf-8';
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

type OutHeaders = Record<string, string | string[] | number>;

/** Where this adapter keeps its encoding of a memoised answer (OperationResult.memo). */
const HTTP_MEMO = 'http';

/**
 * A JSON answer written straight to a socket that has no ServerResponse (a request Node could not parse, a
 * refused WebSocket upgrade), and the connection closed after it.
 */
export function answerOnSocket(
  socket: Duplex,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]>,
): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  const all: Record<string, string | string[]> = {
    ...headers,
    'content-type': JSON_TYPE,
    'content-length': String(bytes.length),
    connection: 'close',
  };
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
  for (const [name, value] of Object.entries(all))
    for (const v of Array.isArray(value) ? value : [value]) head += `${name}: ${v}\r\n`;
  socket.end(Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), bytes]));
}

/** Stands for the answer in an envelope encoded around an answer's attached JSON text (envelopeJson). */
const DATA_PLACEHOLDER = '\u0000answer\u0000';
const DATA_PLACEHOLDER_JSON = JSON.stringify(DATA_PLACEHOLDER);

/** Writes a complete response; `headers` is this request's own object and gets the entity headers added. */
function sendBytes(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  headers: OutHeaders,
): void {
  headers['content-type'] = contentType;
  headers['content-length'] = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  res.writeHead(status, headers);
  res.end(body);
}

function send(res: ServerResponse, status: number, body: unknown, headers: OutHeaders): void {
  // Encoded once here: handing the socket a Buffer spares it a second UTF-8 pass in writev.
  sendBytes(res, status, Buffer.from(JSON.stringify(body), 'utf8'), JSON_TYPE, headers);
}

/** The JSON body of a request that has one, read only once the core has admitted the caller. */
function jsonBodyLoader(req: IncomingMessage, limit: number) {
  return async (op: OperationDef): Promise<unknown> => {
    const raw = await readBody(req, limit);
    if (raw.length === 0) return undefined;
    const type = req.headers['content-type'];
    const takesJson = op.validator().hasJsonBody;
    if (takesJson && type && !JSON_MEDIA_TYPE.test(type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be application/json, not ${type}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest('Request body is not valid JSON');
    }
    if (!takesJson) {
      // `{}` is what many HTTP wrappers send with a POST that has no body; anything more (or a GET with a body)
      // is refused, naming what was sent.
      if (op.method !== 'GET' && isEmptyObject(parsed)) return undefined;
      const first =
        parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed)[0] : undefined;
      throw badRequest(
        `${op.method} ${op.template} takes no request body${first !== undefined ? ` (body.${first} was sent)` : ''}`,
      );
    }
    return parsed;
  };
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

/** The compiled matcher of every (method, path template) of the core's operations. */
export function routerFor(core: OperationCore): Router<OperationDef> {
  const router = new Router<OperationDef>();
  for (const def of core.operations.values()) router.add(def.method, def.template, def);
  return router;
}

/** The answer of a finished operation. */
function answer(
  res: ServerResponse,
  def: OperationDef,
  result: OperationResult,
  headers: Record<string, string | string[]>,
): void {
  if (res.headersSent) return;
  const status = result.status;
  // The answer's own headers are merged into a copy, so that an error while writing them falls back to the
  // request's headers alone.
  const out: OutHeaders = result.headers || result.replayed ? { ...headers, ...result.headers } : headers;
  if (result.replayed) out['idempotent-replayed'] = 'true';
  if (result.raw) sendBytes(res, status, result.raw.body, result.raw.contentType, out);
  else if (status === 204) {
    res.writeHead(204, out);
    res.end();
  } else sendBytes(res, status, encodedEnvelope(def, result), JSON_TYPE, out);
}

/** The envelope's JSON, around the answer's attached JSON text when it has one (kernel/json.ts). */
function envelopeJson(def: OperationDef, result: OperationResult): string {
  const attached = attachedJson(result.data);
  if (attached === undefined)
    return JSON.stringify(successEnvelope(def.surface, result.status, result.data ?? null, result.bare));
  // The envelope holds nothing but its own fields around the answer, so the placeholder string is unique in it.
  const around = JSON.stringify(successEnvelope(def.surface, result.status, DATA_PLACEHOLDER, result.bare));
  const at = around.indexOf(DATA_PLACEHOLDER_JSON);
  return around.slice(0, at) + attached + around.slice(at + DATA_PLACEHOLDER_JSON.length);
}

/** The answer's envelope as bytes; an answer served many times (memo) is encoded once and kept with it. */
function encodedEnvelope(def: OperationDef, result: OperationResult): Buffer {
  let bytes = result.memo?.get(HTTP_MEMO) as Buffer | undefined;
  if (!bytes) {
    bytes = Buffer.from(envelopeJson(def, result), 'utf8');
    result.memo?.set(HTTP_MEMO, bytes);
  }
  return bytes;
}

/** Anything thrown while answering a request, as the surface's error envelope (or a cut connection, once begun). */
function fail(
  logger: Logger,
  res: ServerResponse,
  req: IncomingMessage,
  path: string,
  thrown: unknown,
  requestId: string,
  headers: Record<string, string | string[]>,
  def?: OperationDef,
): void {
  if (res.headersSent) {
    // A body that stopped arriving was answered 408 by the body watch (body-timeout.ts): a client's fault, and
    // the reader's error is only how the watch stopped it.
    if (!bodyTimedOut(req)) logger.error({ err: thrown, requestId }, 'error after response started');
    res.destroy();
    return;
  }
  let err: AppError;
  if (isAppError(thrown)) err = thrown;
  // A route outside the operations (pages, hosted files, sites) whose store failed: a read may be sent again.
  else if (isStoreUnavailable(thrown))
    err = storeUnavailable({ repeatable: req.method === 'GET' || req.method === 'HEAD' });
  else {
    logger.error({ err: thrown, requestId, method: req.method, path }, 'unhandled error');
    err = new AppError('INTERNAL', `Internal error; request id ${requestId}`, { logged: true });
  }
  const surface = def?.surface ?? surfaceForPath(path)?.name;
  const status = httpStatusOf(err, surface);
  // Every 5xx is logged with its stack (an unexpected exception was logged where it was caught, with its own).
  if (status >= 500 && !err.logged)
    logger.error({ err, requestId, method: req.method, path, status }, `${status} ${err.code}: ${err.message}`);
  const extra = httpErrorHeaders(err);
  send(res, status, errorEnvelope(surface, err, status), extra ? { ...headers, ...extra } : headers);
}

/** A CORS preflight, answered 204 with what may be sent. */
function answerPreflight(req: IncomingMessage, res: ServerResponse, headers: Record<string, string | string[]>): void {
  headers['access-control-allow-methods'] = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
  headers['access-control-allow-headers'] =
    req.headers['access-control-request-headers'] ??
    'Content-Type, Authorization, X-API-Key, X-Session-Id, Idempotency-Key';
  headers['access-control-max-age'] = '600';
  res.writeHead(204, headers);
  res.end();
}

/** What the adapter needs to answer every request, fixed when it is made. */
interface AppContext {
  opts: AppOptions;
  router: Router<OperationDef>;
  rules: RuleCache;
  maxBody: number;
}

/**
 * A request no operation matches: the fallback's (pages, docs, health) when it takes it, else 404 or 405 with
 * Allow, thrown for fail() to answer.
 */
async function outsideContract(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  match: Exclude<MatchResult<OperationDef>, { kind: 'found' }>,
  headers: Record<string, string | string[]>,
): Promise<void> {
  const { opts } = ctx;
  // Pages, docs, spec files and health checks carry the request id too (they write their own headers, which
  // writeHead merges with this one).
  res.setHeader('x-request-id', headers['x-request-id']);
  if (opts.fallback && (await opts.fallback(req, res, path))) return;
  // Unknown paths under the storefront still count against the caller's IP and carry the headers.
  if (path.startsWith('/api/'))
    applyLimit(opts.limiter, [ctx.rules.ip(clientIp(req) ?? 'unknown')], headers, opts.now());
  throw match.kind === 'method-not-allowed'
    ? methodNotAllowed(match.allowed)
    : notFound(`No route for ${req.method} ${path}`);
}

/** The operation's input: path parameters, the query, the headers, and the body (read once admitted). */
function operationInput(
  ctx: AppContext,
  req: IncomingMessage,
  def: OperationDef,
  params: Record<string, string>,
  query: string,
): OperationInput {
  const input: OperationInput = { params, query, headers: req.headers };
  if (def.surface === 'link' && req.headers.cookie) input.cookies = cookies(req);
  if (def.rawBodyType) input.stream = req;
  // Without framing there is no body to read (most requests are GETs): the stream is left alone, no listener
  // is attached, and the call stays synchronous.
  else if (framesBody(req)) input.loadBody = jsonBodyLoader(req, ctx.maxBody);
  return input;
}

export function createApp(opts: AppOptions) {
  const { core, limiter, production } = opts;
  const corsOrigins = opts.corsOrigins ?? '*';
  const ctx: AppContext = {
    opts,
    router: routerFor(core),
    rules: new RuleCache(),
    maxBody: opts.maxBodyBytes ?? 1024 * 1024,
  };
  const { router, rules } = ctx;

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = requestIdOf(req);
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    // This request's response headers: rate limits and the session add theirs, the answer its entity headers.
    const headers: Record<string, string | string[]> = { 'x-request-id': requestId };
    tagRequestId(res, requestId);
    addCorsHeaders(req, corsOrigins, headers);
    let def: OperationDef | undefined;

    try {
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method'])
        return answerPreflight(req, res, headers);

      const match = router.match(req.method ?? 'GET', path);
      if (match.kind !== 'found') return await outsideContract(ctx, req, res, path, match, headers);

      def = match.route.value;
      const creds = credentialsOf(req, def.surface, ctx.maxBody);
      // The key decides the rate-limit bucket, so it is resolved here (from the cache when it can be) and handed
      // to the core rather than resolved twice.
      const presented = creds.apiKey;
      let key: KeyPrincipal | null | undefined = presented === undefined ? undefined : core.peekKey(presented);
      // A store failure here comes before anything ran: any call may be sent again (unlike one under a route).
      if (key === undefined && presented !== undefined)
        key = await core.resolveKey(presented).catch((err: unknown) => {
          throw isStoreUnavailable(err) ? storeUnavailable({ repeatable: true }) : err;
        });
      // Rate limits come before any refusal, so that hammering with bad keys is limited too.
      applyLimit(limiter, rules.forRequest(creds.ip!, key, presented), headers, opts.now());
      if (key !== undefined) creds.key = key;
      if (match.malformed !== undefined) throw badRequest(`path.${match.malformed}: is not valid percent-encoding`);

      let newSession: string | undefined;
      if (def.surface === 'storefront') {
        creds.storefrontSession = presentedStorefrontSession(req) ?? (newSession = newSessionId());
      }
      const input = operationInput(ctx, req, def, match.params, q === -1 ? '' : url.slice(q + 1));
      const outcome = core.invokeMaybeSync(def.operationId, creds, input, {
        requestId,
        admitted: creds.storefrontSession
          ? (caller) => issueStorefrontSession(headers, caller.sessionId!, newSession !== undefined, production)
          : undefined,
      });
      const result = outcome instanceof Promise ? await outcome : outcome;
      answer(res, def, result, headers);
    } catch (thrown) {
      fail(opts.logger, res, req, path, thrown, requestId, headers, def);
    }
  };
}
