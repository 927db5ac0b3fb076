// What the HTTP adapter does before the operation core sees a request: read the credentials out of headers and
// cookies, count the request against the interface's rate limits (X-RateLimit-* on every response, errors
// included), and keep the storefront session (sf_session cookie / X-Session-Id header, issued when the client has
// none). Deciding what the credentials allow is the core's guard (src/operations/guard.ts).
import type { IncomingMessage } from 'node:http';
import { parseCookie } from 'cookie';
import { randomBase62 } from '../../kernel/ids.js';
import { hashSecret } from '../../kernel/secrets.js';
import { rateLimited } from '../../kernel/errors.js';
import type { SurfaceName } from '../../contract/surfaces.js';
import type { Credentials, KeyPrincipal, UcpHttpRequest } from '../../kernel/caller.js';
import { readBody } from './body.js';
import { framesBody } from './body-timeout.js';
import { clientIp } from './client-ip.js';
import { RATE_LIMITS, type RateLimiter, type RateRule } from './rate-limit.js';

const SESSION_ID = /^sess_[A-Za-z0-9]{32}$/;
const newSessionId = () => `sess_${randomBase62(32)}`;

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function bearer(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization');
  const m = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m?.[1];
}

/** The request's cookies by name (the first of a repeated name wins). */
export function cookies(req: IncomingMessage): Record<string, string | undefined> {
  const raw = header(req, 'cookie');
  return raw ? parseCookie(raw) : {};
}

/**
 * The credentials a request presents: the key (a header, or the bearer on the platform) and the customer's bearer;
 * on the UCP surface the request as its signature covers it (`maxBody`: the body limit, should the check read it).
 */
export function credentialsOf(req: IncomingMessage, surface: SurfaceName, maxBody = 1024 * 1024): Credentials {
  const token = bearer(req);
  const creds: Credentials = { ip: clientIp(req) ?? 'unknown' };
  const ua = header(req, 'user-agent');
  if (ua !== undefined) creds.userAgent = ua;
  const business = header(req, 'x-business-id');
  if (business !== undefined) creds.businessId = business;
  // A UCP agent's identity; only operations under the UcpAgent scheme read it (the guard).
  const agent = header(req, 'ucp-agent');
  if (agent !== undefined) creds.ucpAgent = agent;
  if (surface === 'ucp') creds.ucpRequest = ucpRequestOf(req, maxBody);
  if (surface === 'platform') {
    if (token !== undefined) creds.apiKey = token;
  } else {
    const key = header(req, 'x-api-key') ?? header(req, 'x-public-key');
    if (key !== undefined) creds.apiKey = key;
    if (token !== undefined) creds.sessionToken = token;
  }
  return creds;
}

/**
 * A UCP request for its signature check. `@authority` is the Host the agent addressed (intermediaries must keep it);
 * the scheme, which only `@scheme` and `@target-uri` show, is https on TLS or behind a proxy that says so.
 */
function ucpRequestOf(req: IncomingMessage, maxBody: number): UcpHttpRequest {
  const hasBody = framesBody(req);
  return ucpHttpRequest(req, hasBody, () => (hasBody ? readBody(req, maxBody) : Promise.resolve(Buffer.alloc(0))));
}

/**
 * `req` as a UCP request for its signature check, its body given by `body` (the shopper MCP endpoint has read the
 * JSON-RPC message already: UCP signs an MCP request as any other POST).
 */
export function ucpHttpRequest(req: IncomingMessage, hasBody: boolean, body: () => Promise<Buffer>): UcpHttpRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  const tls = (req.socket as { encrypted?: boolean }).encrypted === true || headers['x-forwarded-proto'] === 'https';
  return {
    method: req.method ?? 'GET',
    url: `${tls ? 'https' : 'http'}://${headers.host || 'host.invalid'}${req.url ?? '/'}`,
    headers,
    hasBody,
    body,
  };
}

/**
 * The client's storefront session, if it sent a valid one: the header, else `fromQuery` (the WebSocket's
 * `session_id`, an explicit choice of a client that cannot send the header), else the cookie.
 */
export function presentedStorefrontSession(req: IncomingMessage, fromQuery?: string | null): string | undefined {
  const fromHeader = header(req, 'x-session-id');
  if (fromHeader !== undefined && SESSION_ID.test(fromHeader)) return fromHeader;
  if (fromQuery && SESSION_ID.test(fromQuery)) return fromQuery;
  const fromCookie = req.headers.cookie ? cookies(req).sf_session : undefined;
  return fromCookie !== undefined && SESSION_ID.test(fromCookie) ? fromCookie : undefined;
}

export { newSessionId };

const COOKIE_ATTRS = 'Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000';
const COOKIE_ATTRS_SECURE = `${COOKIE_ATTRS}; Secure`;

/** Adds the session to the answer; the cookie goes only to clients that came without one. */
export function issueStorefrontSession(
  headers: Record<string, string | string[]>,
  id: string,
  isNew: boolean,
  production: boolean,
): void {
  headers['x-session-id'] = id;
  if (isNew) headers['set-cookie'] = `sf_session=${id}; ${production ? COOKIE_ATTRS_SECURE : COOKIE_ATTRS}`;
}

export function applyLimit(
  limiter: RateLimiter,
  rules: readonly RateRule[],
  headers: Record<string, string | string[]>,
  t?: number,
): void {
  const decision = limiter.check(rules, t);
  headers['x-ratelimit-limit'] = String(decision.limit);
  headers['x-ratelimit-remaining'] = String(decision.remaining);
  headers['x-ratelimit-reset'] = String(decision.resetSeconds);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}

/**
 * The rules a request is counted under, with each bucket's rule object (and so its key string) made once per IP
 * or key rather than once per request.
 */
export class RuleCache {
  private readonly byIp = new Map<string, RateRule>();
  private readonly byKey = new WeakMap<KeyPrincipal, readonly RateRule[]>();
  /** Per key, per IP: the IP's share of the business budget. */
  private readonly shares = new WeakMap<KeyPrincipal, Map<string, RateRule>>();

  private share(key: KeyPrincipal, ip: string): RateRule {
    let byIp = this.shares.get(key);
    if (!byIp) this.shares.set(key, (byIp = new Map()));
    let rule = byIp.get(ip);
    if (!rule) {
      if (byIp.size >= 10_000) byIp.clear();
      const { limit, windowMs } = RATE_LIMITS.publishablePerBusinessPerIp;
      byIp.set(ip, (rule = { key: `bizip:${key.business_id}:${key.livemode}:${ip}`, limit, windowMs }));
    }
    return rule;
  }

  ip(ip: string): RateRule {
    let rule = this.byIp.get(ip);
    if (!rule) {
      if (this.byIp.size >= 10_000) this.byIp.clear();
      this.byIp.set(
        ip,
        (rule = {
          key: `ip:${ip}`,
          limit: RATE_LIMITS.publishablePerIp.limit,
          windowMs: RATE_LIMITS.publishablePerIp.windowMs,
        }),
      );
    }
    return rule;
  }

  forRequest(ip: string, key: KeyPrincipal | null | undefined, presented: string | undefined): readonly RateRule[] {
    if (key?.kind === 'publishable') {
      let business = this.byKey.get(key);
      if (!business) {
        const { limit, windowMs } = RATE_LIMITS.publishablePerBusiness;
        this.byKey.set(key, (business = [{ key: `biz:${key.business_id}:${key.livemode}`, limit, windowMs }]));
      }
      return [this.ip(ip), business[0], this.share(key, ip)];
    }
    if (key) {
      let own = this.byKey.get(key);
      if (!own) {
        const { limit, windowMs } = RATE_LIMITS.secretPerKey;
        this.byKey.set(key, (own = [{ key: `key:${key._id}`, limit, windowMs }]));
      }
      return own;
    }
    // Unknown or absent keys share the per-IP budget of publishable traffic; bad keys are bucketed by their hash
    // too, so one client cycling garbage keys cannot escape the IP limit.
    if (!presented) return [this.ip(ip)];
    return [this.ip(ip), { key: `badkey:${hashSecret(presented).slice(0, 16)}`, ...RATE_LIMITS.secretPerKey }];
  }
}
