// Deployments: the pipeline of each queued deployment, and the recovery of those a dead process left running; and,
// when a worker starts, the builds and managed repositories its DATA_DIR holds from before the blob store moved in.
import type { Agenda, Job } from 'agenda';
import { DEPLOYMENT_RUN_JOB } from '../flows/deploy/deployments.js';
import { runDeployment } from '../flows/deploy/pipeline.js';
import { adoptLocalData } from '../flows/deploy/adopt.js';
import { recoverDeployments, STALE_BEATS } from '../flows/deploy/recover.js';
import type { Services } from '../services.js';
import { defineJob } from './index.js';

const RECOVER_JOB = 'deployment-recover';

export async function defineJobs(agenda: Agenda, services: Services): Promise<void> {
  defineJob(agenda, DEPLOYMENT_RUN_JOB, async (job: Job<{ business_id: string; deployment_id: string }>) => {
    const { business_id, deployment_id } = job.attrs.data;
    await runDeployment(services, { business_id, livemode: true }, deployment_id);
  });
  defineJob(agenda, RECOVER_JOB, async () => {
    const n = await recoverDeployments(services);
    if (n) services.logger.warn({ deployments: n }, 'deployments left running by a stopped process were started again');
  });
  if (services.config.worker) {
    // Every 6 beats (the first run at start): a run silent that long belonged to a process that is gone.
    await agenda.every(STALE_BEATS * services.config.sites.heartbeatMs, RECOVER_JOB);
    // In the background: a start is not held up by it, and whatever is asked for meanwhile is moved on demand.
    void adoptLocalData(services).then(
      (moved) => {
        if (moved.builds || moved.repositories)
          services.logger.info(moved, 'moved builds and git repositories from DATA_DIR into the blob store');
      },
      (err: unknown) =>
        services.logger.error(
          { err },
          'moving builds and git repositories from DATA_DIR into the blob store failed; each is moved when first used',
        ),
    );
  }
}
