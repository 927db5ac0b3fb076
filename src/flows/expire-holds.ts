// Lapsed holds: an unpaid card or mobile-money order keeps its stock until `reservation_expires_at`; after that
// the payment fails with reason `expired` (payment.failed, order.updated) and the stock is released, through
// settlePayment so the change is one transaction like any other settlement. Cash orders have no expiry: they
// hold stock until paid or cancelled.
//
// Run on demand (sweep on read): inventory reads and a checkout that finds too little stock sweep their tenant
// first, so a lapsed hold never blocks a sale. A scheduler can call sweepExpiredReservations for every tenant too.
// The same sweep ends the tenant's UCP checkout sessions whose stock hold lapsed (src/flows/ucp/holds.ts).
//
// Test clocks: real time releases only holds of orders on no clock; an order placed on a clock keeps its hold until
// that clock advances past it (reservationsClockSweep), and a call bound to a clock sweeps only that clock's holds.
import { AppError } from '../kernel/errors.js';
import { settlePayment } from './settle-payment.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { orders } from '../modules/orders/index.js';
import { sweepLapsedUcpHolds } from './ucp/holds.js';
import { clockFilter, registerClockSweep, type ClockScope, type ClockSweep } from './test-clocks/sweeps.js';

export const RESERVATION_HOLD_MS = 30 * 60 * 1000;

/** The unpaid orders whose hold can lapse, on the clock the sweep runs on (see clockFilter). */
const held = (services: Services, scope?: ClockScope) => ({
  ...clockFilter(services, scope),
  payment_status: { $in: ['pending' as const, 'processing' as const] },
});

/**
 * Releases up to `limit` lapsed holds of the tenant; answers how many orders were released. On a test clock
 * (`scope`, or services bound to one) only that clock's orders.
 */
export async function sweepExpiredReservations(
  services: Services,
  tenant: TenantContext,
  limit = 100,
  scope?: ClockScope,
): Promise<number> {
  const now = services.clock.now();
  const lapsed = await orders(services.db, tenant)
    .find(
      { ...held(services, scope), reservation_expires_at: { $lte: now } },
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
  // UCP sessions are never on a clock: a clock's time (maybe far ahead) must not end them.
  const onClock = Boolean(scope ?? services.testClock);
  return released + (onClock ? 0 : await sweepLapsedUcpHolds(services, limit, tenant));
}

/** A test clock's lapsing holds: its unpaid orders' reservation_expires_at, released as the clock reaches them. */
const reservationsClockSweep: ClockSweep = {
  name: 'reservations',
  async nextDue(services, scope) {
    const next = await orders(services.db, scope.tenant).findOne(
      { ...held(services, scope), reservation_expires_at: { $ne: null } },
      { sort: { reservation_expires_at: 1 }, projection: { reservation_expires_at: 1 } },
    );
    return next?.reservation_expires_at ?? null;
  },
  async run(services, scope) {
    let released = 0;
    // Bounded batches until the clock has nothing left lapsed at the step's time.
    for (;;) {
      const n = await sweepExpiredReservations(services, scope.tenant, 100, scope);
      if (n === 0) return released;
      released += n;
    }
  },
};

/** Composition's registration (src/flows/test-clocks/index.ts): a clock's advance lets its orders' holds lapse. */
export function registerReservationClockSweep(): void {
  registerClockSweep(reservationsClockSweep);
}
