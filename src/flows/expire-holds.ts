// Lapsed holds: an unpaid card or mobile-money order keeps its stock until `reservation_expires_at`; after that
// the payment fails with reason `expired` (payment.failed, order.updated) and the stock is released, through
// settlePayment so the change is one transaction like any other settlement. Cash orders have no expiry: they
// hold stock until paid or cancelled.
//
// Run on demand (sweep on read): inventory reads and a checkout that finds too little stock sweep their tenant
// first, so a lapsed hold never blocks a sale. A scheduler can call sweepExpiredReservations for every tenant too.
// The same sweep ends the tenant's UCP checkout sessions whose stock hold lapsed (src/flows/ucp/holds.ts).
import { AppError } from '../kernel/errors.js';
import { settlePayment } from './settle-payment.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { orders } from '../modules/orders/index.js';
import { sweepLapsedUcpHolds } from './ucp/holds.js';

export const RESERVATION_HOLD_MS = 30 * 60 * 1000;

/** Releases up to `limit` lapsed holds of the tenant; answers how many orders were released. */
export async function sweepExpiredReservations(
  services: Services,
  tenant: TenantContext,
  limit = 100,
): Promise<number> {
  const now = services.clock.now();
  const lapsed = await orders(services.db, tenant)
    .find(
      { reservation_expires_at: { $lte: now } },
      {
        projection: { _id: 1, payment_id: 1, payment_status: 1 },
        limit,
      },
    )
    .toArray();
  let released = 0;
  for (const o of lapsed) {
    if (!o.payment_id || (o.payment_status !== 'pending' && o.payment_status !== 'processing')) continue;
    try {
      await settlePayment(services, tenant, o.payment_id, 'failed', 'expired');
      released += 1;
    } catch (err) {
      // Settled or cancelled by someone else in between: nothing left to release.
      if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
    }
  }
  return released + (await sweepLapsedUcpHolds(services, limit, tenant));
}
