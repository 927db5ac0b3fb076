// Orders Admin, fulfilment (platform, business key): read an order's fulfilment (orders:read), record a fulfilment
// event (orders:write; src/flows/fulfil-order.ts). The core's guard has already checked the key, its business and
// its scope.
import { tenantInMode, withModeHint } from '../../kernel/caller.js';
import { notFound } from '../../kernel/errors.js';
import type { Handlers } from '../../operations/typing.js';
import type { OperationContext } from '../../operations/types.js';
import { fulfilOrder, type Fulfilled } from '../../flows/fulfil-order.js';
import {
  orders,
  presentFulfillment,
  presentOrderFulfillment,
  presentPlatformOrder,
} from '../../modules/orders/index.js';
import type { TenantContext } from '../../store/index.js';

/** An order found only in the other mode is a 404 that says so (withModeHint), as for the other admin actions. */
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

const answerOf = ({ fulfillment, order }: Fulfilled) => ({
  status: 201 as const,
  data: { fulfillment: presentFulfillment(fulfillment), order: presentPlatformOrder(order) },
});

export const handlers = {
  async adminListOrderFulfillments(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const orderId = ctx.params.order_id;
    const order = await onOrder(ctx, tenant, orderId, async () => {
      const found = await orders(ctx.services.db, tenant).findOne({ _id: orderId });
      if (!found) throw notFound(`Order ${orderId} not found`);
      return found;
    });
    return { data: presentOrderFulfillment(order) };
  },

  adminCreateOrderFulfillment: {
    // The event, the order's new status, its webhook events and the key's record commit together: a retry after a
    // lost answer replays it, and never records the shipment twice.
    idempotency: { completesRecord: true },
    async run(ctx) {
      const tenant = tenantInMode(ctx.caller, ctx.query.mode);
      const orderId = ctx.params.order_id;
      const record = ctx.idempotency;
      const completion = record && ((done: Fulfilled) => record.completion(answerOf(done)));
      const done = await onOrder(ctx, tenant, orderId, () =>
        fulfilOrder(ctx.services, tenant, orderId, ctx.body, { completion }),
      );
      return answerOf(done);
    },
  },
} satisfies Handlers<'platform'>;
