// The guards every contract operation passes before validation and its handler, driven by the operation's own
// security requirements in the spec:
//   1. credentials: the API key (X-API-Key / deprecated X-Public-Key on the storefront and Link, Bearer on the
//      platform) and the customer's bearer session;
//   2. rate limits (the interface's Limits table), with X-RateLimit-* headers on every response, errors included;
//   3. authorisation: the key's kind fits the operation, the business it acts for (X-Business-Id, or the path's
//      business_id on the platform), the scope the operation needs;
//   4. the storefront session (sf_session cookie / X-Session-Id header), issued when the client has none.
import type { IncomingMessage } from 'node:http';
import type { ApiKeyDoc, ApiKeyKind } from '../domain/business/model.js';
import { randomBase62 } from '../domain/ids.js';
import { hashSecret, parseKey } from '../domain/secrets.js';
import type { KeyResolver } from '../business/keys.js';
import type { Guard, RequestContext } from './app.js';
import { AppError, forbidden, rateLimited, unauthorized } from './errors.js';
import { RATE_LIMITS, type RateLimiter, type RateRule } from './rate-limit.js';

/** Scheme names of the contract's securitySchemes and the key kind each admits. */
const KEY_SCHEMES: Record<string, ApiKeyKind> = {
  PublishableKey: 'publishable',
  SecretKey: 'secret',
  SecretKeyBearer: 'secret',
  BusinessKey: 'business',
};

export interface CustomerSessionInfo {
  customerId: string;
  sessionId: string;
  expiresAt: Date;
}

/** Resolves a bearer token to a customer session for the calling tenant (storefront) or account (Link). */
export type CustomerResolver = (token: string, ctx: RequestContext) => Promise<CustomerSessionInfo | null>;

export interface GuardDeps {
  keys: KeyResolver;
  limiter: RateLimiter;
  resolveCustomer: CustomerResolver;
  production: boolean;
}

const SESSION_ID = /^sess_[A-Za-z0-9]{32}$/;
const newSessionId = () => `sess_${randomBase62(32)}`;

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function bearer(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization');
  const m = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m?.[1];
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  const raw = header(req, 'cookie');
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

type Needs = ReturnType<typeof computeRequirements>;
const needsByEntry = new WeakMap<object, Needs>();

/** What the operation's security requirements ask for (worked out once per operation). */
function requirements(ctx: RequestContext): Needs {
  let needs = needsByEntry.get(ctx.entry);
  if (!needs) needsByEntry.set(ctx.entry, (needs = computeRequirements(ctx.entry.security)));
  return needs;
}

function computeRequirements(reqs: Record<string, string[]>[]) {
  const schemes = new Set(reqs.flatMap((r) => Object.keys(r)));
  const kinds = new Set([...schemes].filter((s) => s in KEY_SCHEMES).map((s) => KEY_SCHEMES[s]));
  const isPublic = reqs.length === 0 || reqs.some((r) => Object.keys(r).length === 0);
  return {
    kinds,
    isPublic,
    keyRequired: !isPublic && reqs.every((r) => Object.keys(r).some((s) => s in KEY_SCHEMES)),
    customerRequired: !isPublic && reqs.every((r) => 'CustomerSession' in r),
  };
}

export function createGuards(deps: GuardDeps): Guard[] {
  const rules = new RuleCache();

  // Synchronous unless the key or the customer's session has to be looked up in the store: a cached key on a
  // public or key-only call costs no promise at all.
  const credentials: Guard = (ctx) => {
    const { req, surface } = ctx;
    const needs = requirements(ctx);
    const now = ctx.services.clock.now();
    ctx.caller.ip = req.socket.remoteAddress ?? 'unknown';

    // The key: a header on the storefront and Link, the bearer credential on the platform.
    const token = bearer(req);
    const presented =
      surface === 'platform' ? token : (header(req, 'x-api-key') ?? header(req, 'x-public-key'));
    if (!presented) return admit(ctx, now, needs, token, undefined, null);
    const known = deps.keys.peek(presented, now);
    if (known !== undefined) return admit(ctx, now, needs, token, presented, known);
    return deps.keys.resolve(presented, now).then((key) => admit(ctx, now, needs, token, presented, key));
  };

  function admit(
    ctx: RequestContext,
    now: Date,
    needs: Needs,
    token: string | undefined,
    presented: string | undefined,
    key: ApiKeyDoc | null,
  ): Promise<void> | undefined {
    const { surface } = ctx;
    // Rate limits come before any refusal, so that hammering with bad keys is limited too.
    applyLimit(deps.limiter, rules.forRequest(ctx.caller.ip!, key, presented), ctx.responseHeaders, now.getTime());

    if (presented && !key && needs.keyRequired) {
      throw unauthorized(parseKey(presented) ? 'Invalid or revoked API key' : 'Malformed API key');
    }
    if (!presented && needs.keyRequired) {
      throw unauthorized(surface === 'platform' ? 'Missing bearer key: send Authorization: Bearer <key>' : 'Missing API key: send X-API-Key');
    }
    if (key) {
      if (needs.kinds.size > 0 && !needs.kinds.has(key.kind)) {
        if (needs.keyRequired || key.kind === 'business') throw forbidden(wrongKindMessage(key.kind, needs.kinds));
      } else {
        ctx.caller.key = { id: key._id, kind: key.kind, scopes: key.scopes };
        ctx.caller.tenant = { business_id: tenantBusiness(ctx, key), livemode: key.livemode };
        const scope = ctx.entry.requiredScope;
        if (scope && key.kind === 'business' && !key.scopes.includes(scope)) {
          throw forbidden(`This key lacks the scope ${scope}`);
        }
      }
    }

    // The customer's bearer session (storefront and Link; on the platform the bearer is the key).
    if (surface !== 'platform' && token && !parseKey(token)) {
      return deps.resolveCustomer(token, ctx).then((session) => {
        if (session) ctx.caller.customer = { id: session.customerId, sessionId: session.sessionId, expiresAt: session.expiresAt };
        finish(ctx, needs, token);
      });
    }
    finish(ctx, needs, token);
    return undefined;
  }

  function finish(ctx: RequestContext, needs: Needs, token: string | undefined): void {
    if (needs.customerRequired && !ctx.caller.customer) {
      throw unauthorized(token ? 'Invalid or expired session token' : 'This operation needs a signed-in customer: send Authorization: Bearer <session_token>');
    }
    if (ctx.surface === 'storefront') storefrontSession(ctx, deps.production);
  }

  return [credentials];
}

function applyLimit(limiter: RateLimiter, rules: readonly RateRule[], headers: Record<string, string | string[]>, t?: number): void {
  const decision = limiter.check(rules, t);
  headers['x-ratelimit-limit'] = String(decision.limit);
  headers['x-ratelimit-remaining'] = String(decision.remaining);
  headers['x-ratelimit-reset'] = String(decision.resetSeconds);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}

/** Unknown paths under the storefront still count against the caller's IP and carry the headers. */
export function limitUnmatched(limiter: RateLimiter) {
  const rules = new RuleCache();
  return (req: IncomingMessage, headers: Record<string, string | string[]>, path: string) => {
    if (!path.startsWith('/api/')) return;
    applyLimit(limiter, [rules.ip(req.socket.remoteAddress ?? 'unknown')], headers);
  };
}

/**
 * The rules a request is counted under, with each bucket's rule object (and so its key string) made once per IP
 * or key rather than once per request.
 */
class RuleCache {
  private readonly byIp = new Map<string, RateRule>();
  private readonly byKey = new WeakMap<ApiKeyDoc, readonly RateRule[]>();

  ip(ip: string): RateRule {
    let rule = this.byIp.get(ip);
    if (!rule) {
      if (this.byIp.size >= 10_000) this.byIp.clear();
      this.byIp.set(ip, (rule = { key: `ip:${ip}`, limit: RATE_LIMITS.publishablePerIp.limit, windowMs: RATE_LIMITS.publishablePerIp.windowMs }));
    }
    return rule;
  }

  forRequest(ip: string, key: ApiKeyDoc | null, presented: string | undefined): readonly RateRule[] {
    if (key?.kind === 'publishable') {
      let business = this.byKey.get(key);
      if (!business) {
        const { limit, windowMs } = RATE_LIMITS.publishablePerBusiness;
        this.byKey.set(key, (business = [{ key: `biz:${key.business_id}:${key.livemode}`, limit, windowMs }]));
      }
      return [this.ip(ip), business[0]];
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

function wrongKindMessage(kind: ApiKeyKind, accepted: Set<ApiKeyKind>): string {
  if (kind === 'publishable' && accepted.has('secret')) return 'This operation needs a secret key (sk_…); publishable keys may not call it';
  if (kind === 'business') return 'Business keys (dk_live_…) are for the platform API';
  return `This operation does not accept ${kind} keys`;
}

/** The business a key acts for: X-Business-Id or the platform path's business_id must be one the key serves. */
function tenantBusiness(ctx: RequestContext, key: ApiKeyDoc): string {
  const fromPath = ctx.surface === 'platform' ? (ctx.params.business_id as string | undefined) : undefined;
  const wanted = fromPath ?? header(ctx.req, 'x-business-id');
  if (!wanted) return key.business_id;
  if (!key.business_ids.includes(wanted)) throw forbidden(`This key does not act for business ${wanted}`);
  return wanted;
}

/** Reuses the client's storefront session or issues one (cookie for browsers, header for everyone else). */
function storefrontSession(ctx: RequestContext, production: boolean): void {
  // The header wins over the cookie when both are valid.
  let existing = header(ctx.req, 'x-session-id');
  if (existing === undefined || !SESSION_ID.test(existing)) {
    existing = cookie(ctx.req, 'sf_session');
    if (existing !== undefined && !SESSION_ID.test(existing)) existing = undefined;
  }
  const id = existing ?? newSessionId();
  ctx.caller.sessionId = id;
  ctx.responseHeaders['x-session-id'] = id;
  // The cookie goes to clients that came without a session; header-only clients (apps, servers) keep the header.
  if (!existing) ctx.responseHeaders['set-cookie'] = `sf_session=${id}; ${production ? COOKIE_ATTRS_SECURE : COOKIE_ATTRS}`;
}

const COOKIE_ATTRS = 'Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000';
const COOKIE_ATTRS_SECURE = `${COOKIE_ATTRS}; Secure`;

/** For handlers that need a key of the business (e.g. webhooks), when the guard admitted a public call. */
export function requireTenant(ctx: RequestContext) {
  if (!ctx.caller.tenant) throw new AppError('UNAUTHORIZED', 'Missing API key: send X-API-Key');
  return ctx.caller.tenant;
}
