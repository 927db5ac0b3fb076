// Link Auth: one-time-code sign-in (the OTP core is shared with the storefront, scope `link`), session refresh
// with rotating refresh tokens, sign-out, and sign-out for embedded elements. The public routes keep their
// Idempotency-Keys per contact (request-otp) or per refresh token (elements logout), not per caller.
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import { unauthorized } from '../../kernel/errors.js';
import { requestOtp, verifyOtp } from '../../modules/customers/index.js';
import {
  accountForVerifiedContact,
  findAccountByContact,
  getAccount,
  presentAuthSession,
  clearSessionCookie,
  linkCaller,
  livemodeOf,
  sessionCookie,
  setSessionCookie,
  refreshLinkSession,
  revokeByRefreshToken,
  revokeSession,
  startLinkSession,
} from '../../modules/link/index.js';
import { hashSecret } from '../../kernel/secrets.js';

/** The refresh token: body `session_token` wins over the cookie. */
function presentedRefreshToken(
  ctx: OperationContext<{
    params: unknown;
    query: unknown;
    body: { session_token?: string } | undefined;
    response: unknown;
  }>,
): string | undefined {
  return ctx.body?.session_token ?? sessionCookie(ctx.cookies);
}

const SIGNED_OUT = { success: true as const, message: 'Signed out', action: 'discard_token' as const };

export const handlers = {
  linkRequestOtp: {
    idempotency: {
      principal: (ctx) => `otp:${hashSecret(`${ctx.body.contact_type ?? 'phone'}:${ctx.body.contact}`).slice(0, 32)}`,
    },
    async run(ctx) {
      const body = ctx.body;
      const livemode = livemodeOf(ctx.caller);
      const contactType = body.contact_type ?? 'phone';
      const sent = await requestOtp(ctx.services, { scope: 'link', contact: body.contact, contactType, livemode });
      const existing = await findAccountByContact(ctx.services.db, livemode, contactType, sent.contact);
      return {
        data: {
          success: true,
          message: `Code sent to ${sent.maskedContact}`,
          expires_in: sent.expiresIn,
          is_new_account: !existing,
        },
      };
    },
  },

  async linkVerifyOtp(ctx) {
    const body = ctx.body;
    const livemode = livemodeOf(ctx.caller);
    const contactType = body.contact_type ?? 'phone';
    const verified = await verifyOtp(ctx.services, {
      scope: 'link',
      contact: body.contact,
      contactType,
      livemode,
      code: body.otp_code ?? '',
    });
    const now = ctx.services.clock.now();
    const { account, created } = await accountForVerifiedContact(
      ctx.services.db,
      livemode,
      contactType,
      verified.contact,
      now,
    );
    const tokens = await startLinkSession(
      ctx.services.db,
      {
        accountId: account._id,
        livemode,
        businessId: ctx.caller.tenant?.business_id ?? null,
        contact: `${contactType}:${verified.contact}`,
        userAgent: ctx.caller.userAgent ?? null,
        ip: ctx.caller.ip ?? null,
      },
      now,
    );
    return {
      data: presentAuthSession(account, tokens, created ? 'Account created; signed in' : 'Signed in'),
      headers: { 'set-cookie': setSessionCookie(ctx.services.config, tokens.refreshToken) },
    };
  },

  async linkRefreshSession(ctx) {
    const token = presentedRefreshToken(ctx);
    if (!token) throw unauthorized('No refresh token: send the svc_session cookie or body session_token');
    const outcome = await refreshLinkSession(ctx.services.db, token, ctx.services.clock.now());
    if (outcome.kind === 'reused')
      throw unauthorized('This refresh token was already used; the session is revoked, sign in again');
    if (outcome.kind === 'invalid') throw unauthorized('Invalid or expired refresh token');
    const account = await getAccount(ctx.services.db, outcome.tokens.session.account_id);
    if (!account) throw unauthorized('Invalid or expired refresh token');
    return {
      data: presentAuthSession(account, outcome.tokens, 'Session refreshed'),
      headers: { 'set-cookie': setSessionCookie(ctx.services.config, outcome.tokens.refreshToken) },
    };
  },

  async linkLogout(ctx) {
    const { account, session } = await linkCaller(ctx.services, ctx.caller);
    await revokeSession(ctx.services.db, account._id, session._id, ctx.services.clock.now());
    return { data: SIGNED_OUT, headers: { 'set-cookie': clearSessionCookie(ctx.services.config) } };
  },

  linkElementsLogout: {
    idempotency: {
      principal: (ctx) => {
        const token = presentedRefreshToken(ctx);
        return token ? `rt:${hashSecret(token).slice(0, 32)}` : 'none';
      },
    },
    async run(ctx) {
      const token = presentedRefreshToken(ctx);
      if (token) await revokeByRefreshToken(ctx.services.db, token, ctx.services.clock.now());
      // The cookie is cleared on replays too (the answer's headers are replayed): the client is signing out.
      return { data: SIGNED_OUT, headers: { 'set-cookie': clearSessionCookie(ctx.services.config) } };
    },
  },
} satisfies Handlers<'link'>;
