// Deployments a dead process left building or deploying (no heartbeat for 6 beats, SITE_DEPLOY_HEARTBEAT_MS) are
// run again: the pipeline starts over, each step being safe to repeat, at most MAX_ATTEMPTS runs in all.
import type { Services } from '../../services.js';
import { sharedCollection, COLLECTION } from '../../store/index.js';
import type { DeploymentDoc } from '../../modules/deployments/index.js';
import { DEPLOYMENT_RUN_JOB } from './deployments.js';

/** Missed heartbeats after which a run counts as dead. */
export const STALE_BEATS = 6;

/** Re-enqueues the stale ones; answers how many. */
export async function recoverDeployments(services: Services, now = new Date()): Promise<number> {
  const agenda = services.store.agenda;
  if (!agenda) return 0;
  const stale = await sharedCollection<DeploymentDoc>(services.db, COLLECTION.deployments)
    .find(
      {
        status: { $in: ['building', 'deploying'] },
        $or: [
          { heartbeat_at: null },
          { heartbeat_at: { $lt: new Date(now.getTime() - STALE_BEATS * services.config.sites.heartbeatMs) } },
        ],
      },
      { projection: { _id: 1, business_id: 1 }, limit: 100 },
    )
    .toArray();
  for (const d of stale) await agenda.now(DEPLOYMENT_RUN_JOB, { business_id: d.business_id, deployment_id: d._id });
  return stale.length;
}
