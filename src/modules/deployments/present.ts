// A deployment as the contract shows it (PlatformDeployment): its URL exists from `deploying` on.
import { siteOrigin, type Config } from '../../kernel/config.js';
import type { DeploymentDoc } from './model.js';
import { SERVED } from './rules/status.js';

export function presentDeployment(d: DeploymentDoc, sites: Config['sites']) {
  return {
    id: d._id,
    project_id: d.project_id,
    git_sha: d.git_sha,
    branch: d.branch ?? null,
    env_scope: d.env_scope,
    status: d.status,
    url: SERVED.includes(d.status) ? siteOrigin(sites, d.host_label) : null,
    rollback_of: d.rollback_of,
    error: d.error,
    created_at: d.created_at.toISOString(),
    started_at: d.started_at?.toISOString() ?? null,
    finished_at: d.finished_at?.toISOString() ?? null,
    updated_at: d.updated_at.toISOString(),
  };
}
