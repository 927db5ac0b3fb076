// Recommendations' background work: every ACTIVITY_RELATED_MINUTES on the worker, each tenant with new signals
// gets its related and popular documents recomputed (src/modules/activity/recommendations.ts), so the storefront's
// recommendations request only reads them.
import type { Agenda } from 'agenda';
import type { Services } from '../services.js';
import { recomputeAllRelated } from '../modules/activity/index.js';
import { defineJob } from './index.js';

const ACTIVITY_RELATED_JOB = 'activity-related';

export async function defineJobs(agenda: Agenda, services: Services): Promise<void> {
  defineJob(agenda, ACTIVITY_RELATED_JOB, async () => {
    await recomputeAllRelated(services);
  });
  if (services.config.worker) await agenda.every(services.config.activity.relatedEvery, ACTIVITY_RELATED_JOB);
}
