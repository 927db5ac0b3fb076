// A project as the contract shows it (PlatformProject): with its repository link and newest deployment, read by
// the caller (loadProjectView) so a list reads them in two queries for the whole page.
import { siteOrigin, type Config } from '../../kernel/config.js';
import { presentDeployment } from '../deployments/index.js';
import type { DeploymentDoc } from '../deployments/index.js';
import { presentRepo } from '../repos/index.js';
import type { RepoDoc } from '../repos/index.js';
import type { ProjectDoc } from './model.js';

export interface ProjectView {
  project: ProjectDoc;
  repo: RepoDoc | null;
  last: DeploymentDoc | null;
}

export function presentProject(v: ProjectView, sites: Config['sites']) {
  const p = v.project;
  return {
    id: p._id,
    name: p.name,
    slug: p.slug,
    settings: { ...p.settings },
    repo: v.repo ? presentRepo(v.repo) : null,
    last_deployment: v.last ? presentDeployment(v.last, sites) : null,
    production_url: p.production_deployment_id ? siteOrigin(sites, p.host_label) : null,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}
