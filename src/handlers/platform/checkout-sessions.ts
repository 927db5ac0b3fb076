// Checkout Sessions (platform, secret key as bearer): create a hosted checkout page for a cart.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { createCheckoutSession, presentCheckoutSession } from '../../modules/checkout-sessions/index.js';

export const handlers = {
  async createCheckoutSession(ctx) {
    const doc = await createCheckoutSession(ctx.services, requireTenant(ctx.caller), ctx.body);
    return { status: 201, data: presentCheckoutSession(ctx.services, doc) };
  },
} satisfies Handlers<'platform'>;
