// Storefront tag "Checkout": checkout (cart → order + pending payment, src/flows/place-order) and payment authorization
// (src/flows/authorize-payment.ts). Checkout's `idempotency_key` body field means the Idempotency-Key header.
import { placeOrder, type CheckoutResult } from '../../flows/place-order/place-order.js';
import { checkoutRuleViolation, hasReturnUrl } from '../../flows/place-order/rules.js';
import { returnHostsOf } from '../../modules/business/index.js';
import { unauthorized, validationError } from '../../kernel/errors.js';
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { authorizePayment } from '../../flows/authorize-payment.js';

export const handlers = {
  checkout: {
    // The order, its payment and the key's record commit together; the provider payment made before is voided
    // when that transaction fails (src/flows/place-order/place-order.ts).
    idempotency: { bodyField: 'idempotency_key', completesRecord: true },
    async run(ctx) {
      const tenant = requireTenant(ctx.caller);
      const body = ctx.body;
      const returnHosts = hasReturnUrl(body) ? await returnHostsOf(ctx.services.db, tenant.business_id) : [];
      const violation = checkoutRuleViolation(
        body,
        ctx.header('idempotency-key'),
        ctx.services.config.production,
        returnHosts,
      );
      if (violation) throw validationError(violation);
      const sessionId = ctx.caller.sessionId;
      if (!sessionId) throw unauthorized('A storefront session is required');
      const caller = { tenant, sessionId, customerId: ctx.caller.customer?.id ?? null };
      const record = ctx.idempotency;
      const completion = record && ((data: CheckoutResult) => record.completion({ status: 201, data }));
      return { status: 201, data: await placeOrder(ctx.services, caller, body, { completion }) };
    },
  },

  async authorizePayment(ctx) {
    return { data: await authorizePayment(ctx.services, requireTenant(ctx.caller), ctx.caller, ctx.body) };
  },
} satisfies Handlers<'storefront'>;
