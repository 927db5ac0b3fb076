// The sandbox conventions (../shared/SANDBOX.md) that the Prism mock can decide from the request alone, applied by
// its front (scripts/lib/mock-front.ts) after the server's own guard and validation, with the server's own rules:
//
//   sign-in (storefront and Link)   the contact's and the code's form as verifyOtp checks them; the code 123456
//                                   with a _test_ key signs in, any other code is 401 INVALID_OTP (the mock sends
//                                   no codes, so there is no other code to accept)
//   request a code                  the contact's form (400 naming `contact`)
//   checkout                        the checkout body's rules (400 naming the field), then the payment provider the
//                                   server would use for the key's mode: sandbox mobile money to a number ending in
//                                   0000 is 503 SERVICE_UNAVAILABLE (retryable); card answers the card example with a
//                                   redirect_url to the mock's own pay page; mobile money and cash answer the example
//                                   without one; live keys get the server's 503 for card and mobile money
//   payment authorization (otp)     sandbox: 123456 answers the `approved` example, any other value `failed`
//   hosted checkout session         the return-URL rule (400 naming the field); the answer echoes the request and
//                                   its `url` is the mock's own checkout page
//   orders without bearer or token  404 NOT_FOUND, as the server answers a guest without the bill token
//   UCP checkout create             the created checkout (201); the 200 it also documents is the outcome of an agent
//                                   sharing no checkout version, which the mock's agents always do
//
// What needs stored state (a cart's contents, a payment's phone number ending in 1111, a wallet's number on Link
// verify, a session's validity) cannot be decided here; `Prefer: code=…, example=…` picks those answers.
// A convention returns the documented example to serve (Prism's Prefer) and edits to make to it, or throws the
// error the server would answer.
import type { CheckoutRequest } from '../../generated/sdk/storefront/types.gen.js';
import { checkoutProviderError, walletOf } from '../../src/flows/place-order/place-order.js';
import { checkoutRuleViolation } from '../../src/flows/place-order/rules.js';
import { requireTenant } from '../../src/kernel/caller.js';
import { validationError } from '../../src/kernel/errors.js';
import { checkOtpAttempt, invalidOtp, normalizeContact, type ContactType } from '../../src/modules/customers/otp.js';
import { checkoutSessionUrlViolation } from '../../src/modules/checkout-sessions/checkout-sessions.js';
import { livemodeOf } from '../../src/modules/link/context.js';
import type { PaymentDoc } from '../../src/modules/orders/model.js';
import { orderNotFound } from '../../src/modules/orders/access.js';
import type { OperationDef } from '../../src/operations/contract.js';
import type { OperationContext } from '../../src/operations/types.js';
import { paymentProviderFor, type AuthType } from '../../src/providers/payments/index.js';

export interface Plan {
  /** Which documented answer Prism serves (its `Prefer` header), e.g. `example=failed`. */
  prefer?: string;
  /** Changes to the JSON body of that answer. */
  edit?: (body: any) => void;
}

export interface ConventionEnv {
  def: OperationDef;
  /** The mock's public origin as the client reached it (`http://127.0.0.1:4010`). */
  origin: string;
}

type Convention = (ctx: OperationContext, env: ConventionEnv) => Plan | void | Promise<Plan | void>;

/** The named example of a documented answer, as the contract gives it. */
function documentedExample(def: OperationDef, status: string, name: string): any {
  return def.operation.responses?.[status]?.content?.['application/json']?.examples?.[name]?.value;
}

const contactType = (body: { contact_type?: ContactType }): ContactType => body.contact_type ?? 'phone';

/** Storefront request-otp: the handler normalises the contact before it sends anything. */
const storefrontRequestOtp: Convention = (ctx) => {
  requireTenant(ctx.caller);
  normalizeContact(ctx.body.contact, contactType(ctx.body));
};

/** Storefront verify-otp: the key's mode decides whether 123456 is the sandbox code. */
const storefrontVerifyOtp: Convention = (ctx) => {
  const tenant = requireTenant(ctx.caller);
  const { sandboxCode } = checkOtpAttempt({
    contact: ctx.body.contact,
    contactType: contactType(ctx.body),
    code: ctx.body.otp_code,
    livemode: tenant.livemode,
  });
  if (!sandboxCode) throw invalidOtp();
};

/** Guest order routes: without a signed-in customer, the bill token (query `token`) is the only way in. */
const orderNeedsBearerOrToken: Convention = (ctx) => {
  requireTenant(ctx.caller);
  if (!ctx.caller.customer && !ctx.query.token) throw orderNotFound(ctx.params.order_id);
};

export const conventions: Record<string, Convention> = {
  requestOtp: storefrontRequestOtp,
  requestOtpLegacy: storefrontRequestOtp,
  verifyOtp: storefrontVerifyOtp,
  verifyOtpLegacy: storefrontVerifyOtp,

  linkRequestOtp(ctx) {
    livemodeOf(ctx.caller);
    normalizeContact(ctx.body.contact, contactType(ctx.body));
  },
  linkVerifyOtp(ctx) {
    const livemode = livemodeOf(ctx.caller);
    const { sandboxCode } = checkOtpAttempt({
      contact: ctx.body.contact,
      contactType: contactType(ctx.body),
      code: ctx.body.otp_code ?? '',
      livemode,
    });
    if (!sandboxCode) throw invalidOtp();
  },

  async checkout(ctx, { def, origin }) {
    const tenant = requireTenant(ctx.caller);
    const body = ctx.body as CheckoutRequest;
    // The mock runs as the server does outside production mode (return URLs may be http).
    const violation = checkoutRuleViolation(body, ctx.header('idempotency-key'), false);
    if (violation) throw validationError(violation);
    // The server now prices the session's cart (stored state); then it asks the provider, as here.
    const example = body.payment_method === 'card' ? 'card' : 'mobile_money';
    const shown = documentedExample(def, '201', example)?.data;
    const payUrl = `${origin}/pay`;
    let created;
    try {
      created = await paymentProviderFor(tenant, { payUrl }).createPayment({
        payment_id: shown?.payment_reference ?? 'pay_4Hs8Kd2Mn6Pq',
        order_id: shown?.order_id ?? 'ord_5Nq8Wz2Lk7Rt',
        method: body.payment_method,
        amount: 0,
        currency: shown?.currency ?? 'GHS',
        mobile_money: walletOf(body),
        customer: { name: body.customer.name, email: body.customer.email ?? null, phone: body.customer.phone ?? null },
      });
    } catch (err) {
      // The server's own answer (src/flows/place-order).
      throw checkoutProviderError(err);
    }
    let redirect = created.redirect_url;
    if (redirect) {
      // The mock keeps no payment, so the pay page learns where to return from the link itself.
      const back = new URLSearchParams();
      if (body.metadata?.success_url) back.set('success_url', body.metadata.success_url);
      if (body.metadata?.cancel_url) back.set('cancel_url', body.metadata.cancel_url);
      if (back.size > 0) redirect += `?${back}`;
    }
    return {
      prefer: `example=${example}`,
      edit(answer) {
        answer.data.payment_status = created.status;
        answer.data.redirect_url = redirect;
      },
    };
  },

  async authorizePayment(ctx) {
    const tenant = requireTenant(ctx.caller);
    const { auth_type, value } = ctx.body as { auth_type: AuthType; value: string };
    // Only sandbox wallet codes are decidable: which payment the reference names (card, cash, a number ending in
    // 1111) is stored state, and live payments never reach a provider here.
    if (tenant.livemode || auth_type !== 'otp') return;
    const wallet = { method: 'mobile_money', phone_number: null } as unknown as PaymentDoc;
    const outcome = await paymentProviderFor(tenant, { payUrl: '' }).authorize(wallet, auth_type, value);
    return { prefer: `example=${outcome.status}` };
  },

  createCheckoutSession(ctx, { origin }) {
    requireTenant(ctx.caller);
    const body = ctx.body as { cart_id: string; success_url: string; cancel_url: string };
    const violation = checkoutSessionUrlViolation(body, false);
    if (violation) throw validationError(violation);
    // The server now reads the cart (stored state). The answer echoes the request, as the server's does, and its
    // page is the mock's, carrying the return URLs.
    return {
      edit(answer) {
        const back = new URLSearchParams({ success_url: body.success_url, cancel_url: body.cancel_url });
        Object.assign(answer.data, {
          cart_id: body.cart_id,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `${origin}/checkout/${answer.data.id}?${back}`,
        });
      },
    };
  },

  createUcpCheckout: () => ({ prefer: 'code=201' }),

  getOrder: orderNeedsBearerOrToken,
  getOrderPaymentStatus: orderNeedsBearerOrToken,
  cancelOrder: orderNeedsBearerOrToken,
  verifyOrderPayment: orderNeedsBearerOrToken,
  attachOrderCustomer(ctx) {
    requireTenant(ctx.caller);
    // The bill token is required here even for a signed-in customer.
    if (!ctx.query.token) throw orderNotFound(ctx.params.order_id);
  },
};
