// Storefront authentication: sign-in by one-time code, status, logout and profile, plus the deprecated aliases of
// an alternate form of the interface (same rules, same answers). The OTP rules live in src/modules/customers/otp.ts.
import { unauthorized } from '../../kernel/errors.js';
import { requireTenant } from '../../kernel/caller.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers, OpOf } from '../../operations/typing.js';
import { CART_TTL_MS, mergeCartsOnSignIn, carts } from '../../modules/cart/index.js';
import {
  findCustomerByContact,
  getCustomer,
  presentCustomer,
  updateCustomerProfile,
  requestOtp as sendOtp,
  revokeCustomerSession,
  signInWithOtp,
  storefrontOtpScope,
} from '../../modules/customers/index.js';

const requestOtp = async (ctx: OperationContext<OpOf<'storefront', 'requestOtp'>>) => {
  const tenant = requireTenant(ctx.caller);
  const body = ctx.body;
  const contactType = body.contact_type ?? 'phone';
  const sent = await sendOtp(ctx.services, {
    scope: storefrontOtpScope(tenant.business_id),
    contact: body.contact,
    contactType,
    livemode: tenant.livemode,
  });
  const existing = await findCustomerByContact(ctx.services, tenant, contactType, sent.contact);
  return {
    data: { message: `Code sent to ${sent.maskedContact}`, expires_in: sent.expiresIn, is_new_account: !existing },
  };
};

const verifyOtp = async (ctx: OperationContext<OpOf<'storefront', 'verifyOtp'>>) => {
  const tenant = requireTenant(ctx.caller);
  const body = ctx.body;
  const signedIn = await signInWithOtp(ctx.services, tenant, {
    contact: body.contact,
    contactType: body.contact_type ?? 'phone',
    code: body.otp_code,
    storefrontSessionId: ctx.caller.sessionId ?? null,
  });
  if (ctx.caller.sessionId) await mergeCartsOnSignIn(ctx.services, tenant, ctx.caller.sessionId, signedIn.customer._id);
  return {
    data: {
      message: signedIn.created ? 'Account created' : 'Signed in',
      account_id: signedIn.accountId,
      session_token: signedIn.session.sessionToken,
      refresh_token: signedIn.session.refreshToken,
      customer: presentCustomer(signedIn.customer),
    },
  };
};

/** The signed-in customer's document; a session whose customer is gone counts as signed out. */
async function signedInCustomer(ctx: OperationContext<any>) {
  const tenant = requireTenant(ctx.caller);
  const who = ctx.caller.customer;
  const doc = who ? await getCustomer(ctx.services, tenant, who.id) : null;
  return doc && who ? { tenant, doc, session: who } : null;
}

const getAuthStatus = async (ctx: OperationContext<OpOf<'storefront', 'getAuthStatus'>>) => {
  const tenant = requireTenant(ctx.caller);
  const signedIn = await signedInCustomer(ctx);
  if (signedIn) {
    return {
      data: {
        is_authenticated: true,
        customer: presentCustomer(signedIn.doc),
        session_expires_at: signedIn.session.expiresAt.toISOString(),
      },
    };
  }
  // A guest's session lives as long as its cart would if left idle.
  const now = ctx.services.clock.now();
  const cart = ctx.caller.sessionId
    ? await carts(ctx.services.db, tenant).findOne({ session_id: ctx.caller.sessionId, status: 'active' })
    : null;
  const expires = cart?.expires_at ?? new Date(now.getTime() + CART_TTL_MS);
  return { data: { is_authenticated: false, session_expires_at: expires.toISOString() } };
};

const getAuthUser = async (ctx: OperationContext<OpOf<'storefront', 'getAuthUser'>>) => {
  const signedIn = await signedInCustomer(ctx);
  if (!signedIn) throw unauthorized('Invalid or expired session token');
  return { data: presentCustomer(signedIn.doc) };
};

const logoutCustomer = async (ctx: OperationContext<OpOf<'storefront', 'logoutCustomer'>>) => {
  const who = ctx.caller.customer;
  if (!who) throw unauthorized('Invalid or expired session token');
  await revokeCustomerSession(ctx.services.db, who.sessionId, ctx.services.clock.now());
  return { data: { message: 'Signed out', action: 'discard_token' as const } };
};

const updateProfile = async (ctx: OperationContext<OpOf<'storefront', 'updateProfile'>>) => {
  const signedIn = await signedInCustomer(ctx);
  if (!signedIn) throw unauthorized('Invalid or expired session token');
  await updateCustomerProfile(ctx.services, signedIn.tenant, signedIn.doc._id, ctx.body);
  return { data: { success: true, message: 'Profile updated' } };
};

export const handlers = {
  getAuthStatus,
  requestOtp,
  verifyOtp,
  logoutCustomer,
  updateProfile,
  requestOtpLegacy: requestOtp,
  verifyOtpLegacy: verifyOtp,
  getAuthUser,
  updateProfileLegacy: updateProfile,
} satisfies Handlers<'storefront'>;
