// Which hostnames this server answers for, across businesses: an attached custom domain serves its project, and
// the TLS terminator may have a certificate issued for exactly those and for the platform's own site hostnames
// (`<label>.<SITES_DOMAIN>`). Site serving keeps a host's answer for a moment (src/modules/deployments/routes.ts); a change made
// here (attach, detach) tells this process's copies at once through hostnameChanged(), and other processes see it
// when their copy runs out.
import type { Db } from 'mongodb';
import type { Config } from '../../kernel/config.js';
import type { Services } from '../../services.js';
import { COLLECTION, sharedCollection } from '../../store/index.js';
import { allDomains } from './store.js';

/** The host names of this service's own surfaces (BASE_URL, API_URL, …): never a site or a custom domain. */
export function surfaceHostnames(config: Config): string[] {
  return [config.baseUrl, config.apiUrl, config.linkUrl, config.uploadUrl, config.cdnUrl, config.payUrl].map((u) =>
    new URL(u).hostname.toLowerCase(),
  );
}

/** Per store: this process's holders of answers by hostname, each forgetting the hostname it is told of. */
const forgetters = new WeakMap<Db, Set<(hostname: string) => void>>();

/** `forget` is called with every hostname whose serving changes through this process (until the returned stop). */
export function onHostnameChanged(db: Db, forget: (hostname: string) => void): () => void {
  let set = forgetters.get(db);
  if (!set) forgetters.set(db, (set = new Set()));
  set.add(forget);
  return () => set.delete(forget);
}

/** The hostname starts or stops serving: this process's kept answers for it are dropped. */
export function hostnameChanged(db: Db, hostname: string): void {
  for (const forget of forgetters.get(db) ?? []) forget(normal(hostname));
}

/** Host names compare without case and without the root's trailing dot. */
const normal = (hostname: string) => hostname.toLowerCase().replace(/\.$/, '');

/** The project an attached custom domain serves, or null. One indexed read (domains.hostname is unique). */
export async function projectForDomain(
  services: Pick<Services, 'db'>,
  hostname: string,
): Promise<{ business_id: string; project_id: string } | null> {
  const d = await allDomains(services.db).findOne(
    { hostname: normal(hostname), status: 'attached' },
    { projection: { _id: 0, business_id: 1, project_id: 1 } },
  );
  return d ? { business_id: d.business_id, project_id: d.project_id } : null;
}

/**
 * Whether a certificate may be issued for the hostname: an attached custom domain, or a project's production or a
 * deployment's own hostname under SITES_DOMAIN (their host_label indexes are unique across businesses).
 */
export async function certificateAllowed(
  services: Pick<Services, 'db' | 'config'>,
  hostname: string,
): Promise<boolean> {
  const host = normal(hostname);
  const suffix = `.${services.config.sites.domain}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    if (!label || label.includes('.')) return false;
    const byLabel = { host_label: label };
    const [project, deployment] = await Promise.all([
      sharedCollection(services.db, COLLECTION.projects).findOne(byLabel, { projection: { _id: 1 } }),
      sharedCollection(services.db, COLLECTION.deployments).findOne(byLabel, { projection: { _id: 1 } }),
    ]);
    return !!(project || deployment);
  }
  return (await projectForDomain(services, host)) !== null;
}

/**
 * The business whose production site a hostname serves: an attached custom domain, or a project's own
 * `<label>.<SITES_DOMAIN>` (a single deployment's hostname is a preview, no business's address); else null. Where
 * the business's live UCP profile is answered on its own site.
 */
export async function businessOfSiteHost(
  services: Pick<Services, 'db' | 'config'>,
  hostname: string,
): Promise<string | null> {
  const host = normal(hostname);
  const suffix = `.${services.config.sites.domain}`;
  if (!host.endsWith(suffix)) return (await projectForDomain(services, host))?.business_id ?? null;
  const label = host.slice(0, -suffix.length);
  if (!label || label.includes('.')) return null;
  const project = await sharedCollection<{ business_id: string }>(services.db, COLLECTION.projects).findOne(
    { host_label: label },
    { projection: { _id: 0, business_id: 1 } },
  );
  return project?.business_id ?? null;
}
