// Settles refunds a crash left pending (src/flows/refund.ts, step 5): every minute on the worker, refunds claimed more
// than a few minutes ago and never settled are asked of the provider again with the same idempotency key (so never
// paid out twice) and recorded, or released when the provider refused them.
import type { Agenda } from 'agenda';
import type { Services } from '../services.js';
import { settleStaleRefunds } from '../flows/refund.js';
import { defineJob } from './index.js';

export const SETTLE_STALE_REFUNDS = 'settle-stale-refunds';
const BATCH = 100;

export async function defineJobs(agenda: Agenda, services: Services): Promise<void> {
  defineJob(
    agenda,
    SETTLE_STALE_REFUNDS,
    async () => {
      // Each run takes a bounded batch; keep going while batches come back full (those left unknown wait a minute).
      for (;;) {
        const r = await settleStaleRefunds(services, BATCH);
        if (r.settled + r.released + r.left < BATCH || r.settled + r.released === 0) break;
      }
    },
    { concurrency: 1 },
  );
  if (services.config.worker) await agenda.every('1 minute', SETTLE_STALE_REFUNDS);
}
