// What every signed-in Link operation needs from its caller: the account and session behind the bearer token, the
// `svc_session` refresh cookie, and the mode. Idempotency is the operation core's: Link keys are kept per account
// (the caller's customer is the account), or per what a public route names (see the handlers).
import { unauthorized } from '../../kernel/errors.js';
import type { Caller } from '../../kernel/caller.js';
import type { Config } from '../../kernel/config.js';
import type { Services } from '../../services.js';
import { getAccount, type LinkAccountDoc } from './accounts.js';
import { findSession, type LinkSessionDoc } from './link-sessions.js';

export interface LinkCaller {
  account: LinkAccountDoc;
  session: LinkSessionDoc;
}

export async function linkCaller(services: Services, caller: Caller): Promise<LinkCaller> {
  const who = caller.customer;
  if (!who) throw unauthorized('This operation needs a signed-in customer: send Authorization: Bearer <session_token>');
  const [session, account] = await Promise.all([
    findSession(services.db, who.sessionId),
    getAccount(services.db, who.id),
  ]);
  if (!session || !account || session.revoked_at) throw unauthorized('Invalid or expired session token');
  return { account, session };
}

const COOKIE = 'svc_session';
const MAX_AGE_S = 30 * 24 * 60 * 60;

function cookieAttrs(config: Pick<Config, 'production' | 'linkUrl'>, maxAge: number): string {
  const { production, linkUrl } = config;
  const attrs = [`Path=/v1/link`, `Max-Age=${maxAge}`, 'HttpOnly'];
  const host = new URL(linkUrl).hostname;
  // The parent domain, so checkouts on sibling subdomains share the cookie; IPs and single labels have none.
  const parts = host.split('.');
  if (parts.length > 2 && !/^\d+$/.test(parts[parts.length - 1])) attrs.unshift(`Domain=${parts.slice(1).join('.')}`);
  else if (parts.length === 2) attrs.unshift(`Domain=${host}`);
  attrs.push(...(production ? ['Secure', 'SameSite=None'] : ['SameSite=Lax']));
  return attrs.join('; ');
}

type CookieConfig = Pick<Config, 'production' | 'linkUrl'>;

export const setSessionCookie = (config: CookieConfig, refreshToken: string) =>
  `${COOKIE}=${refreshToken}; ${cookieAttrs(config, MAX_AGE_S)}`;
export const clearSessionCookie = (config: CookieConfig) => `${COOKIE}=; ${cookieAttrs(config, 0)}`;

/** The refresh token of the `svc_session` cookie, when the call carried one. */
export const sessionCookie = (cookies: Readonly<Record<string, string | undefined>>): string | undefined =>
  cookies[COOKIE] || undefined;

/**
 * A `pk_test_` key selects the sandbox; no key or a live key is live mode. The guard lets public routes through
 * with a key it could not resolve, but here a key names the merchant and mode, so a bad one is refused.
 */
export function livemodeOf(caller: Caller): boolean {
  if (caller.unresolvedKey) throw unauthorized('Invalid or revoked API key');
  return caller.tenant?.livemode ?? true;
}
