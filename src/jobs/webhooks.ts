// Webhook delivery on Agenda: the dispatcher fans recorded events out to endpoints every few seconds (worker mode),
// each queued attempt is its own job, so pending attempts survive restarts and run on any worker, and a sweep every
// minute gives a job back to any queued attempt a crash left without one (see src/modules/webhooks/delivery.ts).
import type { Agenda, Job } from 'agenda';
import type { Services } from '../services.js';
import {
  ATTEMPT_JOB,
  DISPATCH_JOB,
  SWEEP_JOB,
  dispatchBatch,
  runDeliveryAttempt,
  sweepOrphanedDeliveries,
  type AttemptJobData,
  ATTEMPT_TIMEOUT_MS,
} from '../modules/webhooks/index.js';
import { defineJob } from './index.js';

export async function defineJobs(agenda: Agenda, services: Services): Promise<void> {
  // One job per attempt: a finished one is deleted (the delivery row keeps the record). Kept, they piled up in
  // agendaJobs, and every worker's find-and-lock scanned them all, slower as they grew (docs/benchmarks.md: the
  // soak's throughput fell with them). The lock lifetime is a few attempt timeouts: a
  // worker that dies mid-attempt frees it within a minute, and Agenda lets go of a finished job's copy in memory at
  // half of it (its default of 10 minutes held some 2 kB per delivery for 5).
  defineJob(
    agenda,
    ATTEMPT_JOB,
    async (job: Job<AttemptJobData>) => {
      await runDeliveryAttempt(services, job.attrs.data.delivery_id);
    },
    { concurrency: 10, removeOnComplete: true, lockLifetime: ATTEMPT_TIMEOUT_MS * 6 },
  );
  defineJob(
    agenda,
    DISPATCH_JOB,
    async () => {
      // Batches until no event is left to claim, so a burst of events is not spread over many ticks.
      while ((await dispatchBatch(services)).events > 0);
    },
    { concurrency: 1 },
  );
  defineJob(
    agenda,
    SWEEP_JOB,
    async () => {
      await sweepOrphanedDeliveries(services);
    },
    { concurrency: 1 },
  );
  if (services.config.worker) {
    await agenda.every('5 seconds', DISPATCH_JOB);
    await agenda.every('1 minute', SWEEP_JOB);
  }
}
