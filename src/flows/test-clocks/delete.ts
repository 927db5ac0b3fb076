// Deleting a test clock deletes what was made on it: every sandbox document of the business, in every collection,
// that carries the clock's id (customers attached to it, their carts, orders, payments, subscriptions, bookings,
// events, webhook deliveries, …), then the clock. Clocks expire 30 days (real time) after they were created; the
// expiry sweep deletes them the same way.
import { notFound } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import {
  COLLECTION,
  COLLECTIONS,
  sharedCollection,
  type CollectionName,
  type TenantContext,
} from '../../store/index.js';
import { expiredTestClocks, loadTestClock, removeTestClock } from '../../modules/test-clocks/index.js';
import { returnClockStock } from './stock.js';

/**
 * The collections a clock's objects can be in: the tenant collections (an index leads with business_id), but the
 * clocks themselves (removed on their own). Others (blobs, git refs, Agenda's jobs, …) are never scanned for them.
 */
const STAMPED = (Object.keys(COLLECTIONS) as CollectionName[]).filter(
  (n) =>
    n !== COLLECTION.test_clocks &&
    (COLLECTIONS[n] as readonly { key: object }[]).some((d) => Object.keys(d.key)[0] === 'business_id'),
);

/** Deletes the clock and its objects; answers how many objects went with it. 404 for an unknown clock. */
export async function deleteTestClock(services: Services, tenant: TenantContext, id: string): Promise<number> {
  const sandbox: TenantContext = { business_id: tenant.business_id, livemode: false };
  await loadTestClock(services, sandbox, id);
  // The sandbox's stock outlives the clock: its orders give back what they hold before they go.
  await returnClockStock(services, sandbox, id);
  let objects = await deleteObjects(services, sandbox, id);
  // The clock goes before the last pass: an advance under way stops at its next step (its write finds no clock),
  // and the last pass takes what its current step made meanwhile.
  if (!(await removeTestClock(services, sandbox, id))) throw notFound(`Test clock ${id} not found`);
  objects += await deleteObjects(services, sandbox, id);
  return objects;
}

async function deleteObjects(services: Services, tenant: TenantContext, clockId: string): Promise<number> {
  const counts = await Promise.all(
    STAMPED.map(async (name) => {
      // Whatever the area: the filter is written out in full (tenant and clock).
      const r = await sharedCollection(services.db, name).deleteMany({
        business_id: tenant.business_id,
        livemode: false,
        test_clock_id: clockId,
      });
      return r.deletedCount;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Deletes clocks past their expiry, a batch at a time; answers how many went. */
export async function sweepExpiredTestClocks(services: Services): Promise<number> {
  let swept = 0;
  for (;;) {
    const batch = await expiredTestClocks(services, 20);
    for (const c of batch) {
      try {
        await deleteTestClock(services, c, c._id);
        swept++;
      } catch (err) {
        // Deleted by a call meanwhile (404), or a store fault: the next sweep sees what is left.
        services.logger.warn({ err, clock_id: c._id }, 'expired test clock not deleted');
        return swept;
      }
    }
    if (batch.length < 20) return swept;
  }
}
