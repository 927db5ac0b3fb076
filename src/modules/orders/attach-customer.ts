// Attaching a customer to a guest order (after the guest signs in, or by the merchant's server with a secret
// key). Attaching it to the person who already owns it (this customer, or another id of the same person, e.g. the
// order was linked through Link: src/modules/orders/access.ts) is a no-op; an order of someone else is 409.
import type { OrderDoc } from './model.js';
import { conflict, notFound } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { customers } from '../customers/index.js';
import { orders as tenantOrders } from './store.js';
import { ownerIdsAt } from './access.js';
import { recordOrderEvents } from './event-data.js';
import { inTransaction } from '../../store/transaction.js';

export async function attachCustomer(
  services: Services,
  tenant: TenantContext,
  orderId: string,
  customerId: string,
): Promise<OrderDoc> {
  const customer = await customers(services.db, tenant).findOne({ _id: customerId }, { projection: { _id: 1 } });
  if (!customer) throw notFound(`Customer ${customerId} not found`);
  return inTransaction(services, async (session) => {
    const orders = tenantOrders(services.db, tenant);
    const order = await orders.findOne({ _id: orderId }, { session });
    if (!order) throw notFound(`Order ${orderId} not found`);
    if (order.customer_id === customerId) return order;
    if (
      order.customer_id !== null &&
      (await ownerIdsAt(services.db, tenant, customerId, session)).includes(order.customer_id)
    )
      return order;
    if (order.customer_id !== null) throw conflict(`Order ${orderId} already belongs to another customer`);
    const now = services.clock.now();
    await orders.updateOne(
      { _id: orderId, customer_id: null },
      { $set: { customer_id: customerId, updated_at: now } },
      { session },
    );
    const updated: OrderDoc = { ...order, customer_id: customerId, updated_at: now };
    await recordOrderEvents(services, tenant, updated, ['order.updated'], session);
    return updated;
  });
}
