// The agent endpoint `/mcp`: MCP 2025-11-25 over streamable HTTP, a transport around the operation core like the
// HTTP adapter (src/http/app.ts) and the support WebSocket beside it.
//
// This front layer decides every refusal itself, with the interface's codes, before the SDK sees the request (the
// SDK's transport would answer -32001 for an unknown session and -32000 for its other refusals, and checks Origin
// only in a deprecated mode). In order:
//
//   Origin not allowlisted, or (dev mode) a Host that is not this server → 403 -32600
//   GET and any method but POST, DELETE (and OPTIONS, the browser's preflight) → 405 -32600
//   bearer key missing or not a live business key → 401 -32001 with WWW-Authenticate
//   rate limit, per key: 20 per second and 1,200 per minute → 429 -32008 with Retry-After
//   key without mcp:invoke → 403 -32002;  X-Business-Id naming another business → 403 -32009
//   Content-Type not JSON → 415, Accept without application/json and text/event-stream → 406, body too large → 413
//     (all -32600);  unparsable → 400 -32700;  a batch, or not one JSON-RPC message → 400 -32600
//   except on initialize: MCP-Protocol-Version missing or not accepted (messages.ts) → 400 -32005; MCP-Session-Id
//     missing → 400 -32004; unknown, ended, expired or another key's → 404 -32004
//   params the method cannot take → -32602 (messages.ts)
//   a notification or a client's response: 202, nothing more (a response to a request of the Server's own, which only
//     the conformance fixtures send, is fed back to it: protocol.ts)
//   then the SDK (protocol.ts): initialize, ping, tools/*, resources/* (unknown methods -32601), and inside
//     tools/call and resources/read the tool's and resource's own refusals (call-tool.ts, resources.ts).
//
// DELETE ends the session (204) after the same checks up to the session. The session itself lives in MongoDB
// (mcp-sessions.ts), opened here once the SDK has answered initialize, so any process serves any of its requests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { GENERATED_DIR } from '../contract/bundles.js';
import type { Credentials, KeyPrincipal } from '../kernel/caller.js';
import { isAppError } from '../kernel/errors.js';
import type { Services } from '../services.js';
import type { OperationCore } from '../operations/core.js';
import { readBody } from '../http/kit/body.js';
import { bodyTimedOut } from '../http/kit/body-timeout.js';
import { clientIp } from '../http/kit/client-ip.js';
import { applyLimit, header } from '../http/kit/credentials.js';
import { RateLimiter, type RateRule } from '../http/kit/rate-limit.js';
import { requestIdOf, tagRequestId } from '../http/kit/request-id.js';
import type { CallContext } from './call-tool.js';
import { modernRefusal, PROTOCOL_VERSION, refuse, RpcError, rpcErrorOf, unexpected } from './error-codes.js';
import { checkParams, checkVersion, idOf, readMessage, type RequestId } from './messages.js';
import { hostAllowed, originAllowed, originPolicy, type OriginPolicy } from './origin.js';
import { AnswerStream } from './event-stream.js';
import { createProtocolEngine, type ProtocolEngine } from './protocol.js';
import type { ModernOptions, ModernPath } from './modern.js';
import { readResourceDescriptions, resourceOperation } from './resources.js';
import { McpSessions, type McpSessionDoc } from './mcp-sessions.js';
import { buildToolCatalogue, type ToolCatalogue } from './tools.js';

const MCP_PATH = '/mcp';

/** The interface leaves the agent endpoint's rate limits open; these are this server's, per key. */
const MCP_RATE_LIMITS = {
  perSecond: { limit: 20, windowMs: 1000 },
  perMinute: { limit: 1200, windowMs: 60_000 },
} as const;

export interface McpEndpointOptions {
  core: OperationCore;
  services: Services;
  logger: Logger;
  /** Allowed browser origins; default: the configuration's (MCP_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
}

export type McpEndpoint = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const JSON_TYPE = 'application/json';
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const EXPOSE =
  'MCP-Session-Id, WWW-Authenticate, Retry-After, X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';
const ALLOW_HEADERS =
  'Authorization, Content-Type, Accept, MCP-Session-Id, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID, X-Business-Id, X-Request-Id';

/** Whether a request path is this endpoint's (the server routes it here before the contract's router). */
export function isMcpPath(url: string | undefined): boolean {
  if (!url) return false;
  const q = url.indexOf('?');
  return (q === -1 ? url : url.slice(0, q)) === MCP_PATH;
}

function serverVersion(): string {
  const pkg = JSON.parse(readFileSync(join(GENERATED_DIR, '..', 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

function bearer(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization');
  return auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | undefined,
  headers: Record<string, string>,
): void {
  if (res.headersSent) return;
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const bytes = Buffer.from(body, 'utf8');
  res.writeHead(status, { ...headers, 'content-type': JSON_TYPE, 'content-length': String(bytes.length) });
  res.end(bytes);
}

export function createMcpEndpoint(opts: McpEndpointOptions): McpEndpoint {
  const front = new McpFront(opts);
  return (req, res) => front.handle(req, res);
}

/** Checks Origin and Host (a browser's origin must be allowlisted; dev mode: the Host must name this server). */
function checkOrigin(req: IncomingMessage, policy: OriginPolicy, out: Record<string, string>): string | undefined {
  const origin = header(req, 'origin');
  if (origin !== undefined) {
    if (!originAllowed(origin, policy))
      throw refuse.invalidRequest(`Invalid Request: Origin ${origin} is not allowed on ${MCP_PATH}`, 403);
    out['access-control-allow-origin'] = origin;
    out['access-control-expose-headers'] = EXPOSE;
    out.vary = 'Origin';
  }
  if (!hostAllowed(header(req, 'host'), policy))
    throw refuse.invalidRequest(
      `Invalid Request: Host ${header(req, 'host') ?? '(none)'} does not name this server`,
      403,
    );
  return origin;
}

export function checkMethod(method: string): void {
  if (method !== 'POST' && method !== 'DELETE') {
    throw refuse.invalidRequest(
      `Method not allowed: POST carries messages and DELETE ends a session; this server sends no server-initiated messages, so ${method} has nothing to serve`,
      405,
      { allow: 'POST, DELETE' },
    );
  }
}

export function checkMedia(req: IncomingMessage): void {
  const type = header(req, 'content-type');
  if (!type || !JSON_MEDIA_TYPE.test(type))
    throw refuse.invalidRequest(
      `Invalid Request: Content-Type must be application/json${type ? `, not ${type}` : ''}`,
      415,
    );
  const accept = header(req, 'accept') ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
    throw refuse.invalidRequest('Invalid Request: Accept must list both application/json and text/event-stream', 406);
  }
}

/** The key may act here: it holds mcp:invoke, and X-Business-Id, when sent, names its own business. */
function checkKeyReach(req: IncomingMessage, key: KeyPrincipal): void {
  if (!key.scopes.includes('mcp:invoke')) throw refuse.scopeDenied('mcp:invoke', 403);
  const asked = header(req, 'x-business-id');
  if (asked !== undefined && asked !== key.business_id) throw refuse.crossBusiness(asked, key.business_id);
}

/** One exchange's answer: a status and the JSON body, if any; or `sent` when the 2026-07-28 path wrote it. */
type PostAnswer = { status: number; body: string | undefined } | 'sent';

/** What the front layer knows of the exchange so far, for the shape of a refusal. */
interface Exchange {
  id: RequestId | null;
  /** A 2026-07-28 request: told by the MCP-Protocol-Version header until the body is read, then by the body. */
  modern: boolean;
}

/**
 * Whether a POST reaches for the 2026-07-28 revision: its `_meta` claims a protocol version, or its header names
 * that revision. One that does not is 2025-11-25's whatever else it holds, so it keeps the interface's answers
 * (-32005, -32600) and never needs the SDK's 2.x package; one that does is classified by that package (modern.ts).
 */
export function reachesModern(req: IncomingMessage, body: unknown): boolean {
  const meta = (body as { params?: { _meta?: unknown } } | null)?.params?._meta;
  return (
    (meta !== null && typeof meta === 'object' && 'io.modelcontextprotocol/protocolVersion' in meta) ||
    modernHeader(req)
  );
}

/**
 * Whether the MCP-Protocol-Version header names the 2026-07-28 revision or a later one (dates compare as
 * strings). Every request of that revision sends it; before the body is read, it decides how a refusal is worded.
 */
function modernHeader(req: IncomingMessage): boolean {
  const version = header(req, 'mcp-protocol-version');
  return version !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= '2026-07-28';
}

/**
 * The endpoint's state (sessions, the protocol engine, the rate limiter) and the steps of one exchange, as
 * methods: handle → the refusals in the order the header comment lists → post (read, parse, session, answer).
 */
class McpFront {
  private readonly core: OperationCore;
  private readonly services: Services;
  private readonly logger: Logger;
  private readonly policy: OriginPolicy;
  private readonly sessions: McpSessions;
  private readonly catalogue: ToolCatalogue;
  private readonly protocol: ProtocolEngine;
  private readonly modernOptions: ModernOptions;
  /** The 2026-07-28 path, loaded with the SDK's 2.x package on the first request that reaches for it. */
  private modern: Promise<ModernPath> | undefined;
  private readonly limiter: RateLimiter;
  private readonly rulesByKey = new Map<string, RateRule[]>();

  constructor(opts: McpEndpointOptions) {
    const { core, services, logger } = opts;
    const { config, clock } = services;
    this.core = core;
    this.services = services;
    this.logger = logger;
    const allowed = opts.allowedOrigins ?? config.mcpAllowedOrigins;
    this.policy = originPolicy({ allowed, production: config.production, serverUrls: [config.apiUrl, config.baseUrl] });
    this.sessions = new McpSessions(services.db);
    this.catalogue = buildToolCatalogue(core.operations);
    const identity = {
      version: serverVersion(),
      catalogue: this.catalogue,
      resources: readResourceDescriptions(),
      logger,
      fixtures: config.mcpConformanceFixtures,
    };
    if (config.mcpConformanceFixtures)
      logger.warn("MCP_CONFORMANCE_FIXTURES=on: /mcp serves the conformance suite's fixtures (that test only)");
    this.protocol = createProtocolEngine(identity);
    this.modernOptions = identity;
    this.limiter = new RateLimiter(() => clock.now().getTime(), config.rateLimits);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = requestIdOf(req);
    // The access-log line and a 408 from the body watch carry the id this answer does.
    tagRequestId(res, requestId);
    const out: Record<string, string> = { 'x-request-id': requestId, 'cache-control': 'no-store' };
    const exchange: Exchange = { id: null, modern: modernHeader(req) };
    try {
      const origin = checkOrigin(req, this.policy, out);
      const method = req.method ?? 'GET';
      if (method === 'OPTIONS' && origin !== undefined) {
        send(res, 204, undefined, {
          ...out,
          'access-control-allow-methods': 'POST, DELETE',
          'access-control-allow-headers': ALLOW_HEADERS,
          'access-control-max-age': '600',
        });
        return;
      }
      checkMethod(method);
      const { key, token } = await this.resolveKey(req);
      this.limit(key, out, requestId);
      checkKeyReach(req, key);
      if (method === 'DELETE') {
        checkVersion(req.headers['mcp-protocol-version']);
        await this.sessions.end(await this.sessionOf(req, key));
        send(res, 204, undefined, out);
        return;
      }
      const answer = await this.post(req, res, key, token, requestId, out, exchange);
      if (answer !== 'sent') send(res, answer.status, answer.body, out);
    } catch (thrown) {
      this.fail(req, res, thrown, requestId, out, exchange);
    }
  }

  /** Answers a refusal (or an unexpected error, logged) as this endpoint's JSON-RPC error. */
  private fail(
    req: IncomingMessage,
    res: ServerResponse,
    thrown: unknown,
    requestId: string,
    out: Record<string, string>,
    exchange: Exchange,
  ): void {
    // The body watch has already answered 408 and closed the connection: nothing is left to say or to log.
    if (bodyTimedOut(req)) return;
    let err: RpcError;
    if (thrown instanceof RpcError) err = thrown;
    else {
      this.logger.error({ err: thrown, requestId }, 'mcp: unhandled error');
      err = unexpected(thrown, requestId);
    }
    // A body the refusal left unread is drained, so the connection can be reused.
    if (!req.readableEnded) req.resume();
    if (exchange.modern) {
      const answer = modernRefusal(err, exchange.id);
      send(res, answer.status, JSON.stringify(answer.body), { ...out, ...answer.headers });
      return;
    }
    send(res, err.httpStatus, JSON.stringify(err.body(exchange.id)), { ...out, ...err.headers });
  }

  private limit(key: KeyPrincipal, out: Record<string, string>, requestId: string): void {
    let rules = this.rulesByKey.get(key._id);
    if (!rules) {
      if (this.rulesByKey.size >= 10_000) this.rulesByKey.clear();
      rules = [
        { key: `mcp:s:${key._id}`, ...MCP_RATE_LIMITS.perSecond },
        { key: `mcp:m:${key._id}`, ...MCP_RATE_LIMITS.perMinute },
      ];
      this.rulesByKey.set(key._id, rules);
    }
    try {
      applyLimit(this.limiter, rules, out);
    } catch (err) {
      // The REST refusal (RATE_LIMITED) as this endpoint's -32008.
      throw isAppError(err) ? rpcErrorOf(err, requestId) : err;
    }
  }

  private async resolveKey(req: IncomingMessage): Promise<{ key: KeyPrincipal; token: string }> {
    const token = bearer(req);
    if (token === undefined)
      throw refuse.unauthorized(
        'Unauthorized: send Authorization: Bearer <business key (dk_live_… or dk_test_…)>',
        false,
      );
    let key = this.core.peekKey(token);
    if (key === undefined) key = await this.core.resolveKey(token);
    if (!key || key.kind !== 'business')
      throw refuse.unauthorized(
        'Unauthorized: the bearer is not a valid business key (malformed, unknown, expired or revoked)',
        true,
      );
    return { key, token };
  }

  private async sessionOf(req: IncomingMessage, key: KeyPrincipal): Promise<McpSessionDoc> {
    const id = header(req, 'mcp-session-id');
    if (id === undefined || id === '') throw refuse.sessionMissing();
    const now = this.services.clock.now();
    const session = await this.sessions.find(id, key._id, now);
    if (!session) throw refuse.sessionUnknown();
    await this.sessions.touch(session, now);
    return session;
  }

  /** The body as parsed JSON: the HTTP adapter's reader, whose PAYLOAD_TOO_LARGE is this endpoint's 413 -32600. */
  private async readJson(req: IncomingMessage): Promise<unknown> {
    const max = this.services.config.maxBodyBytes;
    // handle() drains whatever a refusal leaves unread.
    const bytes = await readBody(req, max).catch((err: unknown) => {
      throw isAppError(err) && err.code === 'PAYLOAD_TOO_LARGE'
        ? refuse.invalidRequest(`Invalid Request: the body exceeds ${max} bytes`, 413)
        : err;
    });
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      throw refuse.parse();
    }
  }

  /** What a tool call needs beyond initialize: a live session of this key, and the caller's credentials. */
  /** What a request acts with: the caller's credentials, and on the 2025-11-25 path a live session of this key. */
  private async callContext(
    req: IncomingMessage,
    key: KeyPrincipal,
    token: string,
    requestId: string,
    withSession: boolean,
  ): Promise<CallContext> {
    let session: McpSessionDoc | undefined;
    if (withSession) {
      checkVersion(req.headers['mcp-protocol-version']);
      session = await this.sessionOf(req, key);
    }
    const creds: Credentials = { apiKey: token, key, ip: clientIp(req) ?? 'unknown' };
    const ua = header(req, 'user-agent');
    if (ua !== undefined) creds.userAgent = ua;
    const { core, services, logger, sessions, catalogue } = this;
    return { core, services, logger, sessions, catalogue, key, creds, session, requestId };
  }

  private async post(
    req: IncomingMessage,
    res: ServerResponse,
    key: KeyPrincipal,
    token: string,
    requestId: string,
    out: Record<string, string>,
    exchange: Exchange,
  ): Promise<PostAnswer> {
    checkMedia(req);
    const raw = await this.readJson(req);
    exchange.id = idOf(raw);
    const modern = reachesModern(req, raw) ? await this.modernPath() : undefined;
    exchange.modern = modern?.claims(req, raw) ?? false;
    if (modern && exchange.modern) {
      this.checkModernScope(raw, key);
      await modern.serve(req, res, raw, await this.callContext(req, key, token, requestId, false), out);
      return 'sent';
    }
    return this.postLegacy(req, res, raw, key, token, requestId, out);
  }

  private modernPath(): Promise<ModernPath> {
    this.modern ??= import('./modern.js').then((m) => m.createModernPath(this.modernOptions));
    return this.modern;
  }

  /**
   * On the 2026-07-28 path a missing scope is the revision's step-up challenge (HTTP 403 insufficient_scope), which
   * only the HTTP layer can answer, so the tool's or the resource's scope is checked here, before the SDK runs it.
   */
  private checkModernScope(raw: unknown, key: KeyPrincipal): void {
    const message = raw as { method?: unknown; params?: { name?: unknown; uri?: unknown } };
    let scope: string | undefined;
    if (message.method === 'tools/call' && typeof message.params?.name === 'string')
      scope = this.catalogue.byName.get(message.params.name)?.scope;
    else if (message.method === 'resources/read' && typeof message.params?.uri === 'string') {
      const operationId = resourceOperation(message.params.uri);
      scope = operationId === undefined ? undefined : this.core.operations.get(operationId)?.requiredScope;
    }
    if (scope !== undefined && !key.scopes.includes(scope)) throw refuse.scopeDenied(scope, 403);
  }

  private async postLegacy(
    req: IncomingMessage,
    res: ServerResponse,
    raw: unknown,
    key: KeyPrincipal,
    token: string,
    requestId: string,
    out: Record<string, string>,
  ): Promise<PostAnswer> {
    const message = readMessage(raw);
    const initialize = message.kind === 'request' && message.method === 'initialize';
    const cx = initialize ? undefined : await this.callContext(req, key, token, requestId, true);
    if (message.kind === 'request')
      checkParams(message.method, message.params, this.services.config.mcpConformanceFixtures);

    // A notification is accepted and left there: this server keeps no subscriptions, and a cancellation could only
    // name a request that another HTTP exchange is answering to its end (the protocol lets a server ignore one). A
    // client's answer goes to the Server when it answers a request the Server sent in this session (only the
    // conformance fixtures send any, protocol.ts); any other is dropped.
    if (message.kind !== 'request') {
      if (message.kind === 'response' && cx) this.protocol.respond(raw as Parameters<ProtocolEngine['respond']>[0], cx);
      return { status: 202, body: undefined };
    }

    // What the Server says before the answer turns the answer into an event stream (event-stream.ts).
    const stream = new AnswerStream(res, out);
    try {
      const answer = await this.protocol.answer(message, cx, requestId, (related) => stream.write(related));
      if (stream.started) {
        stream.end(answer);
        return 'sent';
      }
      if (initialize && 'result' in answer) out['mcp-session-id'] = await this.openSession(key, message.params);
      return { status: 'error' in answer && answer.error.code === -32603 ? 500 : 200, body: JSON.stringify(answer) };
    } finally {
      stream.close();
    }
  }

  /** Opens the session an answered initialize starts; its id goes back in MCP-Session-Id. */
  private openSession(key: KeyPrincipal, params: Record<string, unknown> | undefined): Promise<string> {
    const info = params?.clientInfo as { name: string; version: string } | undefined;
    return this.sessions.open(
      { id: key._id, business_id: key.business_id, livemode: key.livemode },
      PROTOCOL_VERSION,
      info ? { name: String(info.name), version: String(info.version) } : null,
      this.services.clock.now(),
    );
  }
}
