// The shopper-agent endpoint `{api_url}/ucp/{mode}/{business_id}/mcp`: UCP's MCP binding for one business in one
// mode, beside the operator endpoint `/mcp` (../endpoint.ts) and on the same SDK machinery, in both revisions that
// one serves: MCP 2025-11-25 in sessions (kept in MongoDB, ../mcp-sessions.ts, bound to this endpoint's business
// and mode) and MCP 2026-07-28 stateless (modern.ts, loaded on first use). There is no API key: the agent names its
// profile on every tool call (`arguments.meta["ucp-agent"].profile`) and is negotiated with by the operation core's
// guard exactly as over REST (call-tool.ts).
//
// This front layer refuses, in order (errors.ts gives every refusal UCP's `data: {code, content}`):
//   Origin not allowlisted, or (dev mode) a Host that is not this server → 403 -32600
//   any method but POST, DELETE (and OPTIONS, the browser's preflight) → 405 -32600
//   rate limit, per client address, shared with the REST surface (100 a second) → 429 -32000 with Retry-After
//   the business does not sell to agents in this mode (or does not exist) → 404 -32000 not_found
//   Content-Type, Accept, body size, JSON, one message → 415, 406, 413 (-32600), 400 -32700, 400 -32600
//   2025-11-25 only: after initialize, MCP-Protocol-Version (400 -32005) and the session (400 / 404 -32004)
//   then the SDK: initialize, ping, tools/list, tools/call (unknown methods -32601), and inside tools/call the
//   tool's refusals with the HTTP status REST gives each (call-tool.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { GENERATED_DIR } from '../../contract/bundles.js';
import type { Credentials } from '../../kernel/caller.js';
import { isAppError, notFound } from '../../kernel/errors.js';
import { currentBusiness, ucpSettings } from '../../modules/business/index.js';
import type { OperationCore } from '../../operations/core.js';
import type { Services } from '../../services.js';
import { readBody } from '../../http/kit/body.js';
import { bodyTimedOut } from '../../http/kit/body-timeout.js';
import { clientIp } from '../../http/kit/client-ip.js';
import { applyLimit, header, RuleCache, ucpHttpRequest } from '../../http/kit/credentials.js';
import type { RateLimiter } from '../../http/kit/rate-limit.js';
import { requestIdOf, tagRequestId } from '../../http/kit/request-id.js';
import { checkMedia, checkMethod, reachesModern, send } from '../endpoint.js';
import { PROTOCOL_VERSION, refuse, RpcError } from '../error-codes.js';
import { McpSessions, type McpSessionDoc } from '../mcp-sessions.js';
import { checkParams, checkVersion, idOf, readMessage, type RequestId } from '../messages.js';
import { hostAllowed, originAllowed, originPolicy, type OriginPolicy } from '../origin.js';
import type { ShopperContext } from './call-tool.js';
import { fromTransportRefusal, internalError, ShopperError, shopperErrorOf } from './errors.js';
import type { ShopperModernPath } from './modern.js';
import { createShopperEngine, type ShopperEngine } from './protocol.js';
import { buildShopperCatalogue, type ShopperCatalogue } from './tools.js';

const PATH = /^\/ucp\/([^/?#]+)\/([^/?#]+)\/mcp(?:\?.*)?$/;

/** The endpoint's business and mode when a request path is a shopper endpoint's (routed before the contract's). */
function targetOf(url: string | undefined): { mode: string; businessId: string } | undefined {
  const m = url === undefined ? null : PATH.exec(url);
  if (!m) return undefined;
  try {
    return { mode: decodeURIComponent(m[1]), businessId: decodeURIComponent(m[2]) };
  } catch {
    return undefined;
  }
}

export const isShopperMcpPath = (url: string | undefined): boolean => targetOf(url) !== undefined;

export interface ShopperEndpointOptions {
  core: OperationCore;
  services: Services;
  logger: Logger;
  /** The HTTP adapter's limiter: an agent's address has one budget over REST and MCP. */
  limiter: RateLimiter;
}

const EXPOSE = 'MCP-Session-Id, Retry-After, X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';
const ALLOW_HEADERS =
  'Content-Type, Accept, MCP-Session-Id, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID, X-Request-Id, ' +
  'UCP-Agent, Idempotency-Key, Content-Digest, Signature-Input, Signature';
/** The methods of this endpoint's Server whose params the front layer checks (messages.ts says why). */
const CHECKED_METHODS = new Set(['initialize', 'ping', 'tools/list', 'tools/call']);

/** Sessions of this endpoint are bound to it, as the operator's are to a key. */
const sessionOwner = (mode: string, businessId: string) => ({
  id: `ucp:${mode}:${businessId}`,
  business_id: businessId,
  livemode: mode === 'live',
});

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(GENERATED_DIR, '..', 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

export function createShopperMcpEndpoint(
  opts: ShopperEndpointOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const front = new ShopperFront(opts);
  return (req, res) => front.handle(req, res);
}

type Answer = { status: number; body: string | undefined } | 'sent';

/** The endpoint's state (sessions, engine, catalogue, rate rules) and the steps of one exchange. */
class ShopperFront {
  private readonly policy: OriginPolicy;
  private readonly sessions: McpSessions;
  private readonly catalogue: ShopperCatalogue;
  private readonly engine: ShopperEngine;
  private readonly version = packageVersion();
  private readonly rules = new RuleCache();
  private modern: Promise<ShopperModernPath> | undefined;

  constructor(private readonly opts: ShopperEndpointOptions) {
    const { config } = opts.services;
    this.policy = originPolicy({
      allowed: config.mcpAllowedOrigins,
      production: config.production,
      serverUrls: [config.apiUrl, config.baseUrl],
    });
    this.sessions = new McpSessions(opts.services.db);
    this.catalogue = buildShopperCatalogue(opts.core.operations);
    this.engine = createShopperEngine(this.version, this.catalogue);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = requestIdOf(req);
    tagRequestId(res, requestId);
    const out: Record<string, string> = { 'x-request-id': requestId, 'cache-control': 'no-store' };
    let id: RequestId | null = null;
    try {
      const target = targetOf(req.url)!;
      const origin = this.checkOrigin(req, out);
      const method = req.method ?? 'GET';
      if (method === 'OPTIONS' && origin !== undefined) {
        send(res, 204, undefined, { ...out, ...PREFLIGHT });
        return;
      }
      checkMethod(method);
      applyLimit(this.opts.limiter, [this.rules.ip(clientIp(req) ?? 'unknown')], out);
      await this.checkOpen(target.mode, target.businessId);
      if (method === 'DELETE') {
        checkVersion(req.headers['mcp-protocol-version']);
        await this.sessions.end(await this.sessionOf(req, target.mode, target.businessId));
        send(res, 204, undefined, out);
        return;
      }
      checkMedia(req);
      const bytes = await this.readBytes(req);
      const raw = parseJson(bytes);
      id = idOf(raw);
      const cx = this.context(req, target.mode, target.businessId, requestId);
      // The POST as an agent signs it (RFC 9421, as on REST: UCP's MCP transport): its tool call is checked with it.
      cx.creds.ucpRequest = ucpHttpRequest(req, true, () => Promise.resolve(bytes));
      const answer = await this.post(req, res, raw, cx, out);
      if (answer !== 'sent') send(res, answer.status, answer.body, out);
    } catch (thrown) {
      this.fail(req, res, thrown, requestId, out, id);
    }
  }

  private fail(
    req: IncomingMessage,
    res: ServerResponse,
    thrown: unknown,
    requestId: string,
    out: Record<string, string>,
    id: RequestId | null,
  ): void {
    // The body watch has already answered 408 and closed the connection.
    if (bodyTimedOut(req)) return;
    let err: ShopperError;
    if (thrown instanceof ShopperError) err = thrown;
    else if (thrown instanceof RpcError) err = fromTransportRefusal(thrown);
    else if (isAppError(thrown)) err = shopperErrorOf(thrown);
    else {
      this.opts.logger.error({ err: thrown, requestId }, 'ucp mcp: unhandled error');
      err = internalError(requestId);
    }
    if (!req.readableEnded) req.resume();
    send(res, err.httpStatus, JSON.stringify(err.body(id)), { ...out, ...err.headers });
  }

  /** Origin, sent by browsers, must be allowlisted; in dev mode the Host must name this server (../origin.ts). */
  private checkOrigin(req: IncomingMessage, out: Record<string, string>): string | undefined {
    const origin = header(req, 'origin');
    if (origin !== undefined) {
      if (!originAllowed(origin, this.policy))
        throw refuse.invalidRequest(`Invalid Request: Origin ${origin} is not allowed on this endpoint`, 403);
      out['access-control-allow-origin'] = origin;
      out['access-control-expose-headers'] = EXPOSE;
      out.vary = 'Origin';
    }
    if (!hostAllowed(header(req, 'host'), this.policy))
      throw refuse.invalidRequest(
        `Invalid Request: Host ${header(req, 'host') ?? '(none)'} does not name this server`,
        403,
      );
    return origin;
  }

  /** The business exists and sells to agents in this mode (its UCP settings), as negotiation and discovery say. */
  private async checkOpen(mode: string, businessId: string): Promise<void> {
    const business = await currentBusiness(this.opts.services.db, businessId);
    if (!business) throw notFound(`Business ${businessId} not found`);
    if (mode !== 'live' && mode !== 'test') throw notFound(`No UCP mode ${mode}: use live or test`);
    const settings = ucpSettings(business);
    if (!settings.enabled || !settings.modes[mode])
      throw notFound(`Business ${businessId} does not take UCP agents in ${mode} mode`);
  }

  private readBytes(req: IncomingMessage): Promise<Buffer> {
    const max = this.opts.services.config.maxBodyBytes;
    return readBody(req, max).catch((err: unknown) => {
      throw isAppError(err) && err.code === 'PAYLOAD_TOO_LARGE'
        ? refuse.invalidRequest(`Invalid Request: the body exceeds ${max} bytes`, 413)
        : err;
    });
  }

  private context(req: IncomingMessage, mode: string, businessId: string, requestId: string): ShopperContext {
    const creds: Credentials = { ip: clientIp(req) ?? 'unknown' };
    const ua = header(req, 'user-agent');
    if (ua !== undefined) creds.userAgent = ua;
    const { core, logger } = this.opts;
    return { core, logger, catalogue: this.catalogue, businessId, mode, creds, requestId, session: undefined };
  }

  private async sessionOf(req: IncomingMessage, mode: string, businessId: string): Promise<McpSessionDoc> {
    const id = header(req, 'mcp-session-id');
    if (id === undefined || id === '') throw refuse.sessionMissing();
    const now = this.opts.services.clock.now();
    const session = await this.sessions.find(id, sessionOwner(mode, businessId).id, now);
    if (!session) throw refuse.sessionUnknown();
    await this.sessions.touch(session, now);
    return session;
  }

  private async post(
    req: IncomingMessage,
    res: ServerResponse,
    raw: unknown,
    cx: ShopperContext,
    out: Record<string, string>,
  ): Promise<Answer> {
    const modern = reachesModern(req, raw) ? await this.modernPath() : undefined;
    if (modern?.claims(req, raw)) {
      await modern.serve(req, res, raw, cx, out);
      return 'sent';
    }
    const message = readMessage(raw);
    const initialize = message.kind === 'request' && message.method === 'initialize';
    if (!initialize) {
      checkVersion(req.headers['mcp-protocol-version']);
      cx.session = await this.sessionOf(req, cx.mode, cx.businessId);
    }
    // A notification or a client's answer: accepted, and nothing more (this server asks the client nothing).
    if (message.kind !== 'request') return { status: 202, body: undefined };
    if (CHECKED_METHODS.has(message.method)) checkParams(message.method, message.params);
    const answer = await this.engine.answer(message, initialize ? undefined : cx);
    if (initialize && 'result' in answer) out['mcp-session-id'] = await this.openSession(cx, message.params);
    if (cx.refusal) Object.assign(out, cx.refusal.headers);
    const failed = 'error' in answer && answer.error.code === -32603;
    return { status: cx.refusal?.httpStatus ?? (failed ? 500 : 200), body: JSON.stringify(answer) };
  }

  private modernPath(): Promise<ShopperModernPath> {
    this.modern ??= import('./modern.js').then((m) =>
      m.createShopperModernPath(this.version, this.catalogue, this.opts.logger),
    );
    return this.modern;
  }

  private openSession(cx: ShopperContext, params: Record<string, unknown> | undefined): Promise<string> {
    const info = params?.clientInfo as { name: string; version: string } | undefined;
    return this.sessions.open(
      sessionOwner(cx.mode, cx.businessId),
      PROTOCOL_VERSION,
      info ? { name: String(info.name), version: String(info.version) } : null,
      this.opts.services.clock.now(),
    );
  }
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refuse.parse();
  }
}

const PREFLIGHT = {
  'access-control-allow-methods': 'POST, DELETE',
  'access-control-allow-headers': ALLOW_HEADERS,
  'access-control-max-age': '600',
};
