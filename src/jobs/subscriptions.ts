// Renews subscriptions whose period has ended (and retries failed renewals, and ends cancelled periods): every
// minute on the worker. The sweep claims each subscription before charging it, so overlapping runs or several
// workers never charge one renewal twice (src/flows/renew-subscriptions.ts).
import type { Agenda } from 'agenda';
import type { Services } from '../services.js';
import { renewDueSubscriptions } from '../flows/renew-subscriptions.js';
import { defineJob } from './index.js';

export const RENEW_DUE_SUBSCRIPTIONS = 'renew-due-subscriptions';

export async function defineJobs(agenda: Agenda, services: Services): Promise<void> {
  defineJob(agenda, RENEW_DUE_SUBSCRIPTIONS, async () => {
    // Each run takes a bounded batch; keep going while batches come back full.
    for (;;) {
      const r = await renewDueSubscriptions(services);
      if (r.renewed + r.skipped + r.cancelled + r.failed + r.past_due < 100) break;
    }
  });
  if (services.config.worker) await agenda.every('1 minute', RENEW_DUE_SUBSCRIPTIONS);
}
