// Orders (storefront): the signed-in customer's list, and read, payment status, cancel, attach-customer and
// verify-payment for the owner or the bill-token holder. Access rules live in src/orders/access.ts.
import type { Handler } from '../../http/app.js';
import { unauthorized } from '../../http/errors.js';
import { requireTenant } from '../../http/guards.js';
import { withIdempotency, idempotencyKeyOf } from '../../idempotency/index.js';
import type { OrderDoc, OrderStatus, PaymentDoc } from '../../domain/orders/model.js';
import { billTokenMatches, loadOrderForCaller, orderNotFound } from '../../orders/access.js';
import { attachCustomer } from '../../orders/attach-customer.js';
import { cancelOrder } from '../../orders/cancel.js';
import { presentOrder, presentPaymentStatus } from '../../orders/present.js';
import { verifyPayment } from '../../orders/verify.js';
import { scoped, tenantFilter } from '../../store/index.js';

const listOrders: Handler = async (ctx) => {
  const tenant = requireTenant(ctx);
  // The guard already insists on a customer session for this operation.
  const customerId = ctx.caller.customer!.id;
  const q = ctx.query as { status?: OrderStatus; location_id?: string; limit: number; offset: number };
  const filter: Record<string, unknown> = { customer_id: customerId };
  if (q.status) filter.status = q.status;
  if (q.location_id) filter.location_id = q.location_id;
  const docs = await scoped(ctx.services.db, tenant)
    .collection<OrderDoc>('orders')
    .find(filter, { sort: { created_at: -1, _id: -1 }, skip: q.offset ?? 0, limit: q.limit ?? 20 })
    .toArray();
  return { data: docs.map(presentOrder) };
};

const getOrder: Handler = async (ctx) => {
  const order = await loadOrderForCaller(ctx, ctx.params.order_id as string);
  return { data: presentOrder(order) };
};

async function paymentOf(ctx: Parameters<Handler>[0], order: OrderDoc): Promise<PaymentDoc | null> {
  if (!order.payment_id) return null;
  return ctx.services.db.collection<PaymentDoc>('payments').findOne(tenantFilter(requireTenant(ctx), { _id: order.payment_id }));
}

const getOrderPaymentStatus: Handler = async (ctx) => {
  const order = await loadOrderForCaller(ctx, ctx.params.order_id as string);
  return { data: presentPaymentStatus(order, await paymentOf(ctx, order)) };
};

const cancelOrderHandler: Handler = async (ctx) => {
  const tenant = requireTenant(ctx);
  const orderId = ctx.params.order_id as string;
  // Access first: a stranger must get 404 even when replaying someone's key.
  await loadOrderForCaller(ctx, orderId);
  // A guest's identity here is the bill token, not the storefront session (a guest client may not keep one), so
  // guest keys are scoped to the order the token opened; a signed-in customer's keys stay scoped to them.
  const scopedCtx = ctx.caller.customer ? ctx : { ...ctx, caller: { ...ctx.caller, sessionId: `order:${orderId}` } };
  return withIdempotency(scopedCtx, idempotencyKeyOf(ctx), async () => {
    const reason = (ctx.body as { reason?: string } | undefined)?.reason ?? null;
    const order = await cancelOrder(ctx.services, tenant, orderId, { actor: 'customer', reason });
    return { data: presentOrder(order) };
  });
};

const attachOrderCustomer: Handler = async (ctx) => {
  const tenant = requireTenant(ctx);
  const orderId = ctx.params.order_id as string;
  const { customer_id: customerId } = ctx.body as { customer_id: string };
  // The bill token is always required here, even for a signed-in customer.
  const order = await ctx.services.db.collection<OrderDoc>('orders').findOne(tenantFilter(tenant, { _id: orderId }));
  if (!order || !billTokenMatches(order, ctx.query.token)) throw orderNotFound(orderId);
  if (ctx.caller.key?.kind === 'publishable') {
    if (!ctx.caller.customer) throw unauthorized('Attaching a customer with a publishable key needs the signed-in customer: send Authorization: Bearer <session_token>');
    if (ctx.caller.customer.id !== customerId) throw orderNotFound(orderId);
  }
  const updated = await attachCustomer(ctx.services, tenant, orderId, customerId).catch((err: unknown) => {
    // An unknown customer must look exactly like an unknown order.
    if ((err as { code?: string }).code === 'NOT_FOUND') throw orderNotFound(orderId);
    throw err;
  });
  return { data: presentOrder(updated) };
};

const verifyOrderPayment: Handler = async (ctx) => {
  const tenant = requireTenant(ctx);
  const order = await loadOrderForCaller(ctx, ctx.params.order_id as string);
  const { order: after, payment } = await verifyPayment(ctx.services, tenant, order);
  return { data: presentPaymentStatus(after, payment) };
};

export const handlers: Record<string, Handler> = {
  listOrders,
  getOrder,
  getOrderPaymentStatus,
  cancelOrder: cancelOrderHandler,
  attachOrderCustomer,
  verifyOrderPayment,
};
