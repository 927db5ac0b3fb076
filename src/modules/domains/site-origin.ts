// Where a business's storefront site can be reached, for links that point shoppers at it (the product pages UCP
// catalogue answers name). Only a live site counts: a project with a production deployment.
import type { Services } from '../../services.js';
import { siteOrigin } from '../../kernel/config.js';
import { projects, projectTenant } from '../projects/index.js';
import { domains } from './store.js';

/**
 * The origin of the business's site: its oldest project that has a production deployment, on that project's first
 * attached custom domain (https, the address the business chose) when it has one, else on the project's own
 * hostname under SITES_DOMAIN. Null when no project of the business is live.
 */
export async function businessSiteOrigin(
  services: Pick<Services, 'db' | 'config'>,
  businessId: string,
): Promise<string | null> {
  const tenant = projectTenant(businessId);
  const [project] = await projects(services.db, tenant)
    .find(
      { production_deployment_id: { $ne: null } },
      { sort: { created_at: 1, _id: 1 }, limit: 1, projection: { _id: 1, host_label: 1 } },
    )
    .toArray();
  if (!project) return null;
  const [domain] = await domains(services.db, tenant)
    .find(
      { project_id: project._id, status: 'attached' },
      { sort: { attached_at: 1, _id: 1 }, limit: 1, projection: { hostname: 1 } },
    )
    .toArray();
  return domain ? `https://${domain.hostname}` : siteOrigin(services.config.sites, project.host_label);
}
