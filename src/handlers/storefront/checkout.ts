// Storefront tag "Checkout": checkout (cart → order + pending payment, src/checkout) and payment authorization
// (src/payments/authorization.ts).
import { placeOrder } from '../../checkout/place-order.js';
import { checkoutRuleViolation, type CheckoutBody } from '../../checkout/rules.js';
import type { Handler } from '../../http/app.js';
import { unauthorized, validationError } from '../../http/errors.js';
import { requireTenant } from '../../http/guards.js';
import { idempotencyKeyOf, withIdempotency } from '../../idempotency/index.js';
import { authorizePayment } from '../../payments/authorization.js';
import type { AuthType } from '../../payments/provider.js';

export const handlers: Record<string, Handler> = {
  async checkout(ctx) {
    const tenant = requireTenant(ctx);
    const body = ctx.body as CheckoutBody;
    const header = ctx.req.headers['idempotency-key'];
    const violation = checkoutRuleViolation(body, Array.isArray(header) ? header[0] : header);
    if (violation) throw validationError(violation);
    const sessionId = ctx.caller.sessionId;
    if (!sessionId) throw unauthorized('A storefront session is required');
    const caller = { tenant, sessionId, customerId: ctx.caller.customer?.id ?? null };
    return withIdempotency(
      ctx,
      idempotencyKeyOf(ctx, 'idempotency_key'),
      async () => ({ status: 201, data: await placeOrder(ctx.services, caller, body) }),
      { excludeFromHash: ['idempotency_key'] },
    );
  },

  async authorizePayment(ctx) {
    const tenant = requireTenant(ctx);
    const body = ctx.body as { reference: string; auth_type: AuthType; value: string };
    return { data: await authorizePayment(ctx.services, tenant, ctx.caller, body) };
  },
};
