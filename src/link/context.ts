// What every signed-in Link handler needs from the request: the account and session behind the bearer token,
// the `svc_session` cookie, and idempotency keyed to the account (Link routes carry no business key).
import type { HandlerResult, RequestContext } from '../http/app.js';
import { unauthorized } from '../http/errors.js';
import { idempotencyKeyOf, withIdempotency } from '../idempotency/index.js';
import { getAccount, type LinkAccountDoc } from './accounts.js';
import { findSession, type LinkSessionDoc } from './sessions.js';

export interface LinkCaller {
  account: LinkAccountDoc;
  session: LinkSessionDoc;
}

export async function linkCaller(ctx: RequestContext): Promise<LinkCaller> {
  const who = ctx.caller.customer;
  if (!who) throw unauthorized('This operation needs a signed-in customer: send Authorization: Bearer <session_token>');
  const [session, account] = await Promise.all([findSession(ctx.services.db, who.sessionId), getAccount(ctx.services.db, who.id)]);
  if (!session || !account || session.revoked_at) throw unauthorized('Invalid or expired session token');
  return { account, session };
}

/**
 * Runs a mutating Link route under its Idempotency-Key. Keys are scoped to the account (or, on public routes,
 * to what the caller presented) through a pseudo-tenant, since the account spans businesses.
 */
export function linkIdempotent(ctx: RequestContext, livemode: boolean, scope: string, run: () => Promise<HandlerResult>) {
  const scoped: RequestContext = { ...ctx, caller: { ...ctx.caller, tenant: { business_id: `link:${scope}`, livemode } } };
  return withIdempotency(scoped, idempotencyKeyOf(ctx), run);
}

const COOKIE = 'svc_session';
const MAX_AGE_S = 30 * 24 * 60 * 60;

function cookieAttrs(ctx: RequestContext, maxAge: number): string {
  const { production, linkUrl } = ctx.services.config;
  const attrs = [`Path=/v1/link`, `Max-Age=${maxAge}`, 'HttpOnly'];
  const host = new URL(linkUrl).hostname;
  // The parent domain, so checkouts on sibling subdomains share the cookie; IPs and single labels have none.
  const parts = host.split('.');
  if (parts.length > 2 && !/^\d+$/.test(parts[parts.length - 1])) attrs.unshift(`Domain=${parts.slice(1).join('.')}`);
  else if (parts.length === 2) attrs.unshift(`Domain=${host}`);
  attrs.push(...(production ? ['Secure', 'SameSite=None'] : ['SameSite=Lax']));
  return attrs.join('; ');
}

export const setSessionCookie = (ctx: RequestContext, refreshToken: string) => `${COOKIE}=${refreshToken}; ${cookieAttrs(ctx, MAX_AGE_S)}`;
export const clearSessionCookie = (ctx: RequestContext) => `${COOKIE}=; ${cookieAttrs(ctx, 0)}`;

export function sessionCookie(ctx: RequestContext): string | undefined {
  const raw = ctx.req.headers.cookie;
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === COOKIE) return part.slice(i + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * A `pk_test_` key selects the sandbox; no key or a live key is live mode. The guards let public routes through
 * with a key they could not resolve, but here a key names the merchant and mode, so a bad one is refused.
 */
export function livemodeOf(ctx: RequestContext): boolean {
  if (ctx.req.headers['x-api-key'] && !ctx.caller.key) throw unauthorized('Invalid or revoked API key');
  return ctx.caller.tenant?.livemode ?? true;
}
