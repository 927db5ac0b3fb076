// Orders Admin (platform, business key with orders:write): move an order forward, cancel it, mark cash paid,
// refund. The core's guard has already checked the key, its business and its scope.
import { formatMinor, toMinor } from '../../kernel/money.js';
import { requireTenant } from '../../kernel/caller.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import { markOrderPaid, moveOrderStatus, refundOrder } from '../../flows/order-admin.js';
import { cancelOrder } from '../../flows/cancel-order.js';
import { presentPlatformOrder } from '../../modules/orders/present.js';
import type { TenantContext } from '../../store/index.js';

/** Business keys are live keys; `mode=test` points them at the business's sandbox orders. */
function orderTenant(ctx: OperationContext<{ params: unknown; query: { mode?: 'live' | 'test' }; body: unknown; response: unknown }>): TenantContext {
  return { business_id: requireTenant(ctx.caller).business_id, livemode: ctx.query.mode !== 'test' };
}

export const handlers: Handlers<'platform'> = {
  async adminUpdateOrderStatus(ctx) {
    const order = await moveOrderStatus(ctx.services, orderTenant(ctx), ctx.params.order_id, ctx.body.status);
    return { data: presentPlatformOrder(order) };
  },

  async adminCancelOrder(ctx) {
    const order = await cancelOrder(ctx.services, orderTenant(ctx), ctx.params.order_id, { actor: 'business', reason: ctx.body?.reason ?? null });
    return { data: presentPlatformOrder(order) };
  },

  async adminMarkOrderPaid(ctx) {
    const order = await markOrderPaid(ctx.services, orderTenant(ctx), ctx.params.order_id);
    return { data: presentPlatformOrder(order) };
  },

  async adminCreateRefund(ctx) {
    const body = ctx.body ?? {};
    const { refund, order } = await refundOrder(
      ctx.services,
      orderTenant(ctx),
      ctx.params.order_id,
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
  },
};
