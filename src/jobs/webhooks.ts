// Webhook delivery on Agenda: the dispatcher fans recorded events out to endpoints every few seconds (worker mode),
// and each queued attempt is its own job, so pending attempts survive restarts and run on any worker.
import type { Agenda, Job } from 'agenda';
import type { Services } from '../services.js';
import { ATTEMPT_JOB, DISPATCH_JOB, dispatchPendingEvents, runDeliveryAttempt, type AttemptJobData } from '../webhooks/delivery.js';

export async function defineJobs(agenda: Agenda, services: Services): Promise<void> {
  agenda.define(ATTEMPT_JOB, async (job: Job<AttemptJobData>) => {
    await runDeliveryAttempt(services, job.attrs.data.delivery_id);
  }, { concurrency: 10 });
  agenda.define(DISPATCH_JOB, async () => {
    // Batches until the backlog is empty, so a burst of events is not spread over many ticks.
    while ((await dispatchPendingEvents(services)) > 0);
  }, { concurrency: 1 });
  if (services.config.worker) await agenda.every('5 seconds', DISPATCH_JOB);
}
