// Who is calling an operation: what a transport presents (Credentials) and what the core's guard establishes
// from it (Caller). Transports only extract credentials; deciding what they allow is the core's job.
import type { ApiKeyKind } from '../modules/business/model.js';
import { unauthorized } from './errors.js';
import type { TenantContext } from '../store/index.js';

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
  ip?: string;
  userAgent?: string;
}

export interface Caller {
  /** The key that authenticated the call (absent on public operations called without one). */
  key?: { id: string; kind: ApiKeyKind; scopes: string[] };
  /** Business and mode the call acts for. */
  tenant?: TenantContext;
  /** A key was presented that did not resolve; public operations let such calls through. */
  unresolvedKey?: boolean;
  /** Storefront session id (cart, support conversation, activity). */
  sessionId?: string;
  /** Signed-in customer, from a bearer session token. */
  customer?: CustomerSession;
  ip?: string;
  userAgent?: string;
}

/** For code acting on a call that takes a key but also admits public calls (webhooks): the tenant, or 401. */
export function requireTenant(caller: Caller): TenantContext {
  if (!caller.tenant) throw unauthorized('Missing API key: send X-API-Key');
  return caller.tenant;
}

/**
 * The caller's business in the mode a platform request names: live unless `mode=test`. Business keys are live
 * keys; `mode=test` points them at the business's sandbox data (orders, bookings).
 */
export function tenantInMode(caller: Caller, mode: 'live' | 'test' | undefined): TenantContext {
  return { business_id: requireTenant(caller).business_id, livemode: mode !== 'test' };
}
