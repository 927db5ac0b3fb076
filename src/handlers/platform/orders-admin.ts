// Orders Admin (platform, business key): list the business's orders (orders:read); move an order forward, cancel
// it, mark cash paid, refund (orders:write). The core's guard has already checked the key, its business and its
// scope.
import { formatMinor, toMinor } from '../../kernel/money.js';
import { tenantInMode, withModeHint } from '../../kernel/caller.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import { markOrderPaid, moveOrderStatus, refundOrder } from '../../flows/order-admin.js';
import { cancelOrder } from '../../flows/cancel-order.js';
import { refundIdFor } from '../../flows/refund.js';
import { newId } from '../../kernel/ids.js';
import { presentPlatformOrder, listOrders, orders } from '../../modules/orders/index.js';
import { validationError } from '../../kernel/errors.js';
import type { TenantContext } from '../../store/index.js';

/**
 * Runs an admin action on an order; an order that is not in the asked mode but is in the other one is a 404 that
 * says so (withModeHint), not a bare "not found".
 */
function onOrder<T>(
  ctx: Pick<OperationContext, 'services' | 'caller'>,
  tenant: TenantContext,
  orderId: string,
  run: () => Promise<T>,
): Promise<T> {
  const existsIn = async (t: TenantContext) =>
    (await orders(ctx.services.db, t).findOne({ _id: orderId }, { projection: { _id: 1 } })) !== null;
  return withModeHint(ctx.caller, tenant, { noun: 'order', id: orderId }, existsIn, run);
}

export const handlers = {
  async adminListOrders(ctx) {
    const q = ctx.query;
    const createdGte = q.created_gte === undefined ? undefined : new Date(q.created_gte);
    const createdLt = q.created_lt === undefined ? undefined : new Date(q.created_lt);
    if (createdGte && createdLt && createdLt <= createdGte)
      throw validationError('created_lt: must be after created_gte');
    // Validation applies the contract's defaults; the generated query type leaves them optional.
    const limit = q.limit ?? 20;
    const offset = q.offset ?? 0;
    const { page, total } = await listOrders(ctx.services.db, tenantInMode(ctx.caller, q.mode), {
      status: q.status,
      createdGte,
      createdLt,
      limit,
      offset,
    });
    return { data: { orders: page.map(presentPlatformOrder), pagination: { limit, offset, total } } };
  },

  async adminUpdateOrderStatus(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const order = await onOrder(ctx, tenant, ctx.params.order_id, () =>
      moveOrderStatus(ctx.services, tenant, ctx.params.order_id, ctx.body.status),
    );
    return { data: presentPlatformOrder(order) };
  },

  async adminCancelOrder(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const order = await onOrder(ctx, tenant, ctx.params.order_id, () =>
      cancelOrder(ctx.services, tenant, ctx.params.order_id, { actor: 'business', reason: ctx.body?.reason ?? null }),
    );
    return { data: presentPlatformOrder(order) };
  },

  async adminMarkOrderPaid(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const order = await onOrder(ctx, tenant, ctx.params.order_id, () =>
      markOrderPaid(ctx.services, tenant, ctx.params.order_id),
    );
    return { data: presentPlatformOrder(order) };
  },

  adminCreateRefund: {
    // With an Idempotency-Key the refund's id is derived from it (refund.ts): a retry after any failure finds the
    // same refund and finishes or answers it, so the provider never pays out twice and the retry is safe.
    repeatable: (ctx) => ctx.header('idempotency-key') !== undefined,
    async run(ctx) {
      const body = ctx.body ?? {};
      const tenant = tenantInMode(ctx.caller, ctx.query.mode);
      const orderId = ctx.params.order_id;
      const key = ctx.header('idempotency-key');
      const refundId = key === undefined ? newId('refund') : refundIdFor(tenant, `key:${orderId}:${key}`);
      const { refund, order } = await onOrder(ctx, tenant, orderId, () =>
        refundOrder(
          ctx.services,
          tenant,
          orderId,
          body.amount === undefined ? undefined : toMinor(body.amount),
          body.reason ?? null,
          { refundId, sameAmount: key !== undefined },
        ),
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
  },
} satisfies Handlers<'platform'>;
