// Who is calling an operation: what a transport presents (Credentials) and what the core's guard establishes
// from it (Caller). Transports only extract credentials; deciding what they allow is the core's job.
import { forbidden, isAppError, notFound, unauthorized } from './errors.js';

/** The business and mode (live or sandbox) a request acts in; every stored document carries both. */
export interface TenantContext {
  business_id: string;
  livemode: boolean;
}

/** The kinds of API key: publishable (storefront), secret (a business's server), business (the platform API). */
export type ApiKeyKind = 'publishable' | 'secret' | 'business';

/** A key as the guard sees it: a stored API key, or the stand-in an in-process transport acts under. */
export interface KeyPrincipal {
  _id: string;
  kind: ApiKeyKind;
  livemode: boolean;
  /** The business the key acts for by default. */
  business_id: string;
  /** Every business it may act for (X-Business-Id picks among them). */
  business_ids: string[];
  scopes: string[];
}

/** A signed-in customer's session (storefront) or account session (Link). */
export interface CustomerSession {
  /** Customer id (storefront) or account id (Link). */
  id: string;
  sessionId: string;
  expiresAt: Date;
}

/** What checking a UCP agent's request signature needs of the HTTP request (docs/ucp.md §Signatures and keys). */
export interface UcpHttpRequest {
  method: string;
  /** The URL as the agent addressed it: its Host header's authority, the path and query as sent. */
  url: string;
  /** Header fields by lower-case name (a repeated field's values joined by ", "). */
  headers: Record<string, string | undefined>;
  /** Whether the request frames a body (Content-Length above 0, or chunked). */
  hasBody: boolean;
  /** The raw body bytes, read once: the body parser gets the same bytes afterwards. */
  body: () => Promise<Buffer>;
}

export interface Credentials {
  /** The API key as presented: X-API-Key on the storefront and Link, the bearer credential on the platform. */
  apiKey?: string;
  /**
   * The key's record when the transport already looked it up (HTTP does, to pick the rate-limit bucket), or null
   * when the presented key is unknown. Undefined: the core resolves `apiKey` itself.
   */
  key?: KeyPrincipal | null;
  /** A customer's bearer session token (storefront and Link). */
  sessionToken?: string;
  /** A customer session an in-process transport has already established (the hosted checkout page). */
  customer?: CustomerSession;
  /** The business asked for (X-Business-Id); the platform's path business_id takes precedence. */
  businessId?: string;
  /** The storefront session (cart, support conversation, activity): the sf_session cookie or X-Session-Id. */
  storefrontSession?: string;
  /** The UCP-Agent header as sent (UCP surface): an RFC 8941 dictionary naming the agent's profile. */
  ucpAgent?: string;
  /** The agent's profile URL when the transport carries it bare (the shopper MCP endpoint's `meta`). */
  ucpProfile?: string;
  /** The UCP request as an RFC 9421 signature covers it (over MCP, the POST that carries the tool call). */
  ucpRequest?: UcpHttpRequest;
  ip?: string;
  userAgent?: string;
}

/**
 * A UCP agent (an AI shopping agent with no API key), as negotiation established it: the business and mode its URL
 * names, the profile it presented, the protocol version the request is processed under, the capabilities active
 * for it (the intersection with the business's, or all the business's for a lenient 2026-01-11 agent), and where
 * its order events go.
 */
export interface AgentCaller {
  business_id: string;
  livemode: boolean;
  profile_url: string;
  version: string;
  capabilities: Record<string, { version: string; extends?: string | readonly string[] }>;
  /** The agent's order capability `config.webhook_url`; null: no order events for it. */
  webhook_url: string | null;
  /** Read the lenient 2026-01-11 way (no intersection). */
  legacy: boolean;
}

export interface Caller {
  /** The key that authenticated the call (absent on public operations called without one); livemode is its mode. */
  key?: { id: string; kind: ApiKeyKind; scopes: string[]; livemode: boolean };
  /**
   * Business and mode the call acts for. For a business key the mode is always live: what it owns for the whole
   * business (projects and their hosting, keys, the asset library) is kept once, under live, whatever the key's
   * mode. The data split by mode (orders, bookings, support, events) is chosen per request with tenantInMode.
   */
  tenant?: TenantContext;
  /** A key was presented that did not resolve; public operations let such calls through. */
  unresolvedKey?: boolean;
  /** Storefront session id (cart, support conversation, activity). */
  sessionId?: string;
  /** Signed-in customer, from a bearer session token. */
  customer?: CustomerSession;
  /** A UCP agent, on operations that take the UCP-Agent header (its tenant is `tenant` too). */
  agent?: AgentCaller;
  ip?: string;
  userAgent?: string;
}

/** For code acting on a call that takes a key but also admits public calls (webhooks): the tenant, or 401. */
export function requireTenant(caller: Caller): TenantContext {
  if (!caller.tenant) throw unauthorized('Missing API key: send X-API-Key');
  return caller.tenant;
}

/**
 * The caller's business in the mode a platform request names (`mode`), else in `byDefault`, else in the key's own
 * mode: a `dk_live_` key acts on live data unless `mode=test`, a `dk_test_` key on the sandbox (SANDBOX.md). A test
 * key never reaches live data: `mode=live` with one is 403.
 */
export function tenantInMode(
  caller: Caller,
  mode: 'live' | 'test' | undefined,
  byDefault?: 'live' | 'test',
): TenantContext {
  const { business_id } = requireTenant(caller);
  const keyIsLive = caller.key?.livemode ?? true;
  const wanted = mode ?? byDefault ?? (keyIsLive ? 'live' : 'test');
  if (wanted === 'live' && !keyIsLive) {
    throw forbidden(
      'mode: a test-mode business key (dk_test_…) acts on sandbox data only; leave mode out, or use a dk_live_ key for live data',
    );
  }
  return { business_id, livemode: wanted === 'live' };
}

/**
 * Runs an action on one record of a mode-split area (`noun` `id` in `tenant`'s mode). When it is not found there
 * but `existsIn` finds it in the other mode, the 404 says which mode it is in and how to reach it, not a bare "not
 * found": a live business key on a sandbox booking is the first thing newcomers run into. A test key is never
 * told about live records.
 */
export async function withModeHint<T>(
  caller: Caller,
  tenant: TenantContext,
  record: { noun: string; id: string },
  existsIn: (tenant: TenantContext) => Promise<boolean>,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!isAppError(err) || err.code !== 'NOT_FOUND' || caller.key?.livemode === false) throw err;
    if (!(await existsIn({ ...tenant, livemode: !tenant.livemode }))) throw err;
    const { noun, id } = record;
    const Noun = noun[0].toUpperCase() + noun.slice(1);
    throw notFound(
      tenant.livemode
        ? `${Noun} ${id} is a sandbox (test mode) ${noun} and this request is in live mode; add mode=test to the query, or use the business's test-mode key (dk_test_…)`
        : `${Noun} ${id} is a live ${noun} and this request is in test mode (mode=test); leave mode out to act on live ${noun}s`,
    );
  }
}
