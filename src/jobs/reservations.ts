// Releases stock held by unpaid card and mobile-money orders whose hold has lapsed (checkout also sweeps on read,
// so a lapsed hold never blocks a sale; this job releases holds nobody reads, so stock pages show them freed).
import type { Agenda } from 'agenda';
import { ordersAcrossTenants } from '../modules/orders/index.js';
import { sweepExpiredReservations } from '../flows/expire-holds.js';
import { sweepLapsedUcpHolds } from '../flows/ucp/holds.js';
import type { Services } from '../services.js';
import { defineJob } from './index.js';

export const RELEASE_EXPIRED_RESERVATIONS = 'release-expired-reservations';

export async function defineJobs(agenda: Agenda, services: Services): Promise<void> {
  defineJob(agenda, RELEASE_EXPIRED_RESERVATIONS, async () => {
    const now = services.clock.now();
    // Across tenants on purpose: which tenants have lapsed holds; each is then swept within its tenant.
    const tenants = await ordersAcrossTenants(services.db)
      .aggregate<{ _id: { business_id: string; livemode: boolean } }>([
        // Orders on a test clock are released only by that clock's advance (src/flows/expire-holds.ts).
        { $match: { reservation_expires_at: { $lte: now }, test_clock_id: null } },
        { $group: { _id: { business_id: '$business_id', livemode: '$livemode' } } },
      ])
      .toArray();
    for (const t of tenants) {
      // Each sweep handles a bounded batch; repeat until the tenant has nothing left to release.
      while ((await sweepExpiredReservations(services, t._id)) > 0);
    }
    // UCP checkout sessions whose stock hold lapsed, across tenants (ended within each one's tenant).
    while ((await sweepLapsedUcpHolds(services)) > 0);
  });
  if (services.config.worker) await agenda.every('1 minute', RELEASE_EXPIRED_RESERVATIONS);
}
