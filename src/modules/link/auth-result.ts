// The verify-otp / refresh answer: fresh credentials plus who they belong to.
import type { LinkAccountDoc } from './accounts.js';
import type { IssuedTokens } from './link-sessions.js';

export function presentAuthSession(account: LinkAccountDoc, tokens: IssuedTokens, message: string) {
  return {
    success: true as const,
    session_token: tokens.sessionToken,
    refresh_token: tokens.refreshToken,
    account_id: account._id,
    customer_id: account.customer_id,
    name: account.profile.name,
    email: account.profile.email,
    phone: account.profile.phone,
    message,
  };
}
