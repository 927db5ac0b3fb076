// Stock is the sandbox's, shared by real time and every clock: an order placed on a test clock holds (and, once
// paid, takes) units of it. Deleting the clock deletes its orders, so before they go their stock is given back as
// cancelling them would: holds released, and units sold put back on hand unless fulfilment had started. Otherwise a
// deleted clock's unpaid orders would keep their units reserved for ever, with no order left to release them.
import { release, restock } from '../../modules/inventory/index.js';
import { orders, type OrderDoc, type OrderStatus } from '../../modules/orders/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { inTransaction } from '../../store/transaction.js';

/** As in close-order.ts: cancelling from these puts committed units back on hand. */
const BEFORE_FULFILMENT: OrderStatus[] = ['pending', 'confirmed'];

/** Gives back the stock the clock's orders hold or took; answers how many orders gave some back. */
export async function returnClockStock(services: Services, tenant: TenantContext, clockId: string): Promise<number> {
  const holding = await orders(services.db, tenant)
    .find({
      test_clock_id: clockId,
      $or: [{ 'reservations.0': { $exists: true } }, { 'committed_stock.0': { $exists: true } }],
    })
    .toArray();
  let returned = 0;
  for (const order of holding) if (await returnOrderStock(services, tenant, order)) returned++;
  return returned;
}

async function returnOrderStock(services: Services, tenant: TenantContext, order: OrderDoc): Promise<boolean> {
  const now = services.clock.now();
  const restocking = BEFORE_FULFILMENT.includes(order.status) ? (order.committed_stock ?? []) : [];
  if (order.reservations.length === 0 && restocking.length === 0) return false;
  return inTransaction(services, async (session) => {
    // Conditional on the stock as read: a settlement or cancel that moved it meanwhile has handled it already.
    const cleared = await orders(services.db, tenant).updateOne(
      { _id: order._id, updated_at: order.updated_at },
      { $set: { reservations: [], reservation_expires_at: null, committed_stock: [], updated_at: now } },
      { session },
    );
    if (cleared.modifiedCount !== 1) return false;
    if (order.reservations.length) await release(services.db, tenant, order.reservations, session, now);
    if (restocking.length) await restock(services.db, tenant, restocking, session, now);
    return true;
  });
}
