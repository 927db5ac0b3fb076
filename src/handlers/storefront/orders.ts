// Orders (storefront): the signed-in customer's list, and read, payment status, cancel, attach-customer and
// verify-payment for the owner or the bill-token holder. Access rules live in src/modules/orders/access.ts.
import { hashSecret } from '../../kernel/secrets.js';
import type { OrderDoc, PaymentDoc } from '../../modules/orders/index.js';
import { unauthorized } from '../../kernel/errors.js';
import { requireTenant } from '../../kernel/caller.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import {
  billTokenMatches,
  loadOrderForCaller,
  orderNotFound,
  ownedBy,
  ownerIdsAt,
  attachCustomer,
  presentOrder,
  presentPaymentStatus,
  orders,
  payments,
} from '../../modules/orders/index.js';
import { cancelOrder } from '../../flows/cancel-order.js';
import { verifyPayment } from '../../flows/verify-payment.js';

type OrderCtx = OperationContext<{
  params: { order_id: string };
  query: { token?: string };
  body: any;
  response: unknown;
}>;

const orderFor = (ctx: OrderCtx) => loadOrderForCaller(ctx.services, ctx.caller, ctx.params.order_id, ctx.query.token);

async function paymentOf(ctx: OrderCtx, order: OrderDoc): Promise<PaymentDoc | null> {
  if (!order.payment_id) return null;
  return payments(ctx.services.db, requireTenant(ctx.caller)).findOne({ _id: order.payment_id });
}

export const handlers = {
  async listOrders(ctx) {
    const tenant = requireTenant(ctx.caller);
    // The guard already insists on a customer session for this operation. The person's orders at this business,
    // those attached to them through Link included (src/modules/orders/access.ts).
    const owners = await ownerIdsAt(ctx.services.db, tenant, ctx.caller.customer!.id);
    const q = ctx.query;
    const filter: Record<string, unknown> = { ...ownedBy(owners) };
    if (q.status) filter.status = q.status;
    if (q.location_id) filter.location_id = q.location_id;
    const docs = await orders(ctx.services.db, tenant)
      .find(filter, { sort: { created_at: -1, _id: -1 }, skip: q.offset ?? 0, limit: q.limit ?? 20 })
      .toArray();
    return { data: docs.map(presentOrder) };
  },

  async getOrder(ctx) {
    return { data: presentOrder(await orderFor(ctx)) };
  },

  async getOrderPaymentStatus(ctx) {
    const order = await orderFor(ctx);
    return { data: presentPaymentStatus(order, await paymentOf(ctx, order)) };
  },

  cancelOrder: {
    // A guest's identity here is the bill token, not the storefront session (a guest client may not keep one):
    // their keys are kept per order and token, so a stranger replaying a key without the token gets their own
    // 404. A signed-in customer's keys stay theirs.
    idempotency: {
      principal: (ctx) =>
        ctx.caller.customer
          ? undefined
          : `order:${ctx.params.order_id}:${hashSecret(ctx.query.token ?? '').slice(0, 32)}`,
    },
    async run(ctx) {
      const orderId = ctx.params.order_id;
      await orderFor(ctx);
      const order = await cancelOrder(ctx.services, requireTenant(ctx.caller), orderId, {
        actor: 'customer',
        reason: ctx.body?.reason ?? null,
      });
      return { data: presentOrder(order) };
    },
  },

  async attachOrderCustomer(ctx) {
    const tenant = requireTenant(ctx.caller);
    const orderId = ctx.params.order_id;
    const customerId = ctx.body.customer_id;
    // The bill token is always required here, even for a signed-in customer.
    const order = await orders(ctx.services.db, tenant).findOne({ _id: orderId });
    if (!order || !billTokenMatches(order, ctx.query.token)) throw orderNotFound(orderId);
    if (ctx.caller.key?.kind === 'publishable') {
      if (!ctx.caller.customer)
        throw unauthorized(
          'Attaching a customer with a publishable key needs the signed-in customer: send Authorization: Bearer <session_token>',
        );
      if (ctx.caller.customer.id !== customerId) throw orderNotFound(orderId);
    }
    const updated = await attachCustomer(ctx.services, tenant, orderId, customerId).catch((err: unknown) => {
      // An unknown customer must look exactly like an unknown order.
      if ((err as { code?: string }).code === 'NOT_FOUND') throw orderNotFound(orderId);
      throw err;
    });
    return { data: presentOrder(updated) };
  },

  async verifyOrderPayment(ctx) {
    const order = await orderFor(ctx);
    const { order: after, payment } = await verifyPayment(ctx.services, requireTenant(ctx.caller), order);
    return { data: presentPaymentStatus(after, payment) };
  },
} satisfies Handlers<'storefront'>;
