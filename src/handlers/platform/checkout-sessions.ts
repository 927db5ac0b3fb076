// Checkout Sessions (platform, secret key as bearer): create a hosted checkout page for a cart.
import type { Handler } from '../../http/app.js';
import { requireTenant } from '../../http/guards.js';
import { idempotencyKeyOf, withIdempotency } from '../../idempotency/index.js';
import { createCheckoutSession as create, presentCheckoutSession } from '../../orders/checkout-sessions.js';

const createCheckoutSession: Handler = async (ctx) =>
  withIdempotency(ctx, idempotencyKeyOf(ctx), async () => {
    const doc = await create(ctx.services, requireTenant(ctx), ctx.body as { cart_id: string; success_url: string; cancel_url: string });
    return { status: 201, data: presentCheckoutSession(ctx.services, doc) };
  });

export const handlers: Record<string, Handler> = { createCheckoutSession };
