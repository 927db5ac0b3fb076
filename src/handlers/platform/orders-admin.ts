// Orders Admin (platform, business key with orders:write): move an order forward, cancel it, mark cash paid,
// refund. The guards have already checked the key, its business and its scope.
import type { Handler, RequestContext } from '../../http/app.js';
import { requireTenant } from '../../http/guards.js';
import { idempotencyKeyOf, withIdempotency } from '../../idempotency/index.js';
import { formatMinor, toMinor } from '../../domain/money.js';
import type { OrderStatus } from '../../domain/orders/model.js';
import { markOrderPaid, moveOrderStatus, refundOrder } from '../../orders/admin.js';
import { cancelOrder } from '../../orders/cancel.js';
import { presentPlatformOrder } from '../../orders/present.js';
import type { TenantContext } from '../../store/index.js';

/** Business keys are live keys; `mode=test` points them at the business's sandbox orders. */
function orderTenant(ctx: RequestContext): TenantContext {
  return { business_id: requireTenant(ctx).business_id, livemode: ctx.query.mode !== 'test' };
}

const adminUpdateOrderStatus: Handler = async (ctx) => {
  const { status } = ctx.body as { status: OrderStatus };
  const order = await moveOrderStatus(ctx.services, orderTenant(ctx), ctx.params.order_id as string, status);
  return { data: presentPlatformOrder(order) };
};

const adminCancelOrder: Handler = async (ctx) =>
  withIdempotency(ctx, idempotencyKeyOf(ctx), async () => {
    const reason = (ctx.body as { reason?: string } | undefined)?.reason ?? null;
    const order = await cancelOrder(ctx.services, orderTenant(ctx), ctx.params.order_id as string, { actor: 'business', reason });
    return { data: presentPlatformOrder(order) };
  });

const adminMarkOrderPaid: Handler = async (ctx) =>
  withIdempotency(ctx, idempotencyKeyOf(ctx), async () => {
    const order = await markOrderPaid(ctx.services, orderTenant(ctx), ctx.params.order_id as string);
    return { data: presentPlatformOrder(order) };
  });

const adminCreateRefund: Handler = async (ctx) =>
  withIdempotency(ctx, idempotencyKeyOf(ctx), async () => {
    const body = (ctx.body ?? {}) as { amount?: string; reason?: string };
    const { refund, order } = await refundOrder(
      ctx.services,
      orderTenant(ctx),
      ctx.params.order_id as string,
      body.amount === undefined ? undefined : toMinor(body.amount),
      body.reason ?? null,
    );
    return {
      status: 201,
      data: {
        id: refund._id,
        order_id: refund.order_id,
        amount: formatMinor(refund.amount),
        currency: refund.currency,
        reason: refund.reason,
        status: refund.status,
        created_at: refund.created_at.toISOString(),
        order: presentPlatformOrder(order),
      },
    };
  });

export const handlers: Record<string, Handler> = {
  adminUpdateOrderStatus,
  adminCancelOrder,
  adminMarkOrderPaid,
  adminCreateRefund,
};
