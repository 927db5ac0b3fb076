// Custom domains of a project: add (with the contract's refusals), list, verify by a DNS TXT lookup, attach (which
// makes the site serve the hostname) and detach (which deletes the domain, so it stops serving). Site serving
// keeps a hostname's answer for a moment (src/modules/deployments/routes.ts, RESOLVE_CACHE_MS): attach and detach drop this
// process's copy at once (hostnameChanged), other processes' copies run out within that moment.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { ClientSession } from 'mongodb';
import type { Config } from '../../kernel/config.js';
import { conflict, notFound, serviceUnavailable, validationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Services } from '../../services.js';
import { createDnsResolver, DnsUnavailableError } from '../../providers/dns/resolver.js';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { serialized } from '../../store/transaction.js';
import { loadProject } from '../projects/index.js';
import { hostnameChanged, surfaceHostnames } from './hosts.js';
import { MAX_DOMAINS_PER_PROJECT, unexpired, type DomainDoc } from './model.js';
import { isPlatformHostname, verificationName, verificationOutcome } from './rules/records.js';
import { allDomains, domains } from './store.js';

/** The platform's own hostnames (each with everything under it): the sites domain, the CNAME target, every surface. */
function platformHostnames(config: Config): string[] {
  const hosts = [config.sites.domain, config.domains.cnameTarget, ...surfaceHostnames(config)];
  return [
    ...new Set(hosts.filter((h): h is string => !!h && !isIP(h.replace(/^\[|\]$/g, ''))).map((h) => h.toLowerCase())),
  ];
}

/** The domain, unless unknown, another business's, or pending past its TTL (404 alike). */
export async function loadDomain(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  id: string,
): Promise<DomainDoc> {
  const d = await domains(services.db, tenant).findOne({ _id: id, ...unexpired(services.clock.now()) });
  if (!d) throw notFound(`Domain ${id} not found`);
  return d;
}

/** The project's domains, oldest first (pending ones past their TTL are gone). */
export async function listDomains(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  projectId: string,
): Promise<DomainDoc[]> {
  await loadProject(services, tenant, projectId);
  return domains(services.db, tenant)
    .find({ project_id: projectId, ...unexpired(services.clock.now()) }, { sort: { created_at: 1, _id: 1 } })
    .toArray();
}

/** The verified or attached domain holding the hostname, of whatever business (at most one: unique index). */
const holderOf = (services: Pick<Services, 'db'>, hostname: string, session?: ClientSession) =>
  allDomains(services.db).findOne(
    { hostname, verified_at: { $type: 'date' } },
    { session, projection: { business_id: 1, project_id: 1 } },
  );

export async function addDomain(
  services: Services,
  tenant: TenantContext,
  projectId: string,
  hostname: string,
): Promise<DomainDoc> {
  if (isPlatformHostname(hostname, platformHostnames(services.config))) {
    throw validationError(`hostname: ${hostname} is one of the platform's own hostnames`);
  }
  await loadProject(services, tenant, projectId);
  const now = services.clock.now();
  // Serialized per project, so concurrent adds cannot both take the last of the 50 places.
  return serialized(services, `domains:${projectId}`, async (session) => {
    const coll = domains(services.db, tenant);
    const live = unexpired(now);
    const held = await coll.countDocuments({ project_id: projectId, ...live }, { session });
    if (held >= MAX_DOMAINS_PER_PROJECT)
      throw conflict(`A project holds at most ${MAX_DOMAINS_PER_PROJECT} domains; this one has ${held}`);
    // A verified hostname is taken, whoever holds it (which project is not said unless it is this one); one only
    // pending elsewhere is not: whoever proves it first holds it.
    const holder = await holderOf(services, hostname, session);
    if (holder)
      throw hostnameTaken(hostname, holder.business_id === tenant.business_id && holder.project_id === projectId);
    if (await coll.findOne({ project_id: projectId, hostname, ...live }, { session, projection: { _id: 1 } }))
      throw hostnameTaken(hostname, true);
    const doc: DomainDoc = {
      _id: newId('domain'),
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      project_id: projectId,
      hostname,
      status: 'pending_verification',
      verification: {
        name: verificationName(hostname),
        value: `sfv-${randomBytes(16).toString('hex')}`,
        last_checked_at: null,
        last_error: null,
      },
      verified_at: null,
      attached_at: null,
      created_at: now,
      updated_at: now,
    };
    await coll.insertOne(doc, { session });
    return doc;
  });
}

const hostnameTaken = (hostname: string, here: boolean) =>
  conflict(`hostname: ${hostname} is already added to ${here ? 'this project' : 'a project'}`);

const verifiedElsewhere = (d: DomainDoc) =>
  conflict(
    `hostname: ${d.hostname} was verified first by another project, which holds it now; detach this domain (${d._id})`,
  );

/**
 * Looks the TXT record up now: found, the domain is verified; not, `last_error` says what the servers answered.
 * A domain past pending is answered as it is, without a lookup.
 */
export async function verifyDomain(services: Services, tenant: TenantContext, id: string): Promise<DomainDoc> {
  const d = await loadDomain(services, tenant, id);
  if (d.status !== 'pending_verification') return d;
  // Another claim of the hostname won: no DNS answer can change that.
  if (await holderOf(services, d.hostname)) throw verifiedElsewhere(d);
  let seen;
  try {
    seen = await createDnsResolver({
      servers: services.config.domains.dnsServers,
      timeoutMs: services.config.domains.dnsTimeoutMs,
    }).txt(d.verification.name);
  } catch (err) {
    if (err instanceof DnsUnavailableError)
      throw serviceUnavailable(`The DNS lookup could not be made: ${err.message}; retry later`);
    throw err;
  }
  const outcome = verificationOutcome(d.verification.name, d.verification.value, seen);
  const now = services.clock.now();
  const set = outcome.verified
    ? {
        status: 'verified' as const,
        verified_at: now,
        'verification.last_checked_at': now,
        'verification.last_error': null,
        updated_at: now,
      }
    : { 'verification.last_checked_at': now, 'verification.last_error': outcome.error, updated_at: now };
  let updated;
  try {
    updated = await domains(services.db, tenant).findOneAndUpdate(
      { _id: id, status: 'pending_verification', ...unexpired(now) },
      { $set: set },
      { returnDocument: 'after' },
    );
  } catch (err) {
    // Another claim verified it while we asked DNS: the unique index among verified hostnames has the last word.
    if (isDuplicateKeyError(err)) throw verifiedElsewhere(d);
    throw err;
  }
  // Detached or expired (404), or verified by a concurrent call while we asked DNS: answer what is there now.
  return updated ?? loadDomain(services, tenant, id);
}

/** verified → attached; attached answers as it is; pending is 409. */
export async function attachDomain(services: Services, tenant: TenantContext, id: string): Promise<DomainDoc> {
  const now = services.clock.now();
  const coll = domains(services.db, tenant);
  const attached = await coll.findOneAndUpdate(
    { _id: id, status: 'verified' },
    { $set: { status: 'attached', attached_at: now, updated_at: now } },
    { returnDocument: 'after' },
  );
  if (attached) {
    hostnameChanged(services.db, attached.hostname);
    return attached;
  }
  const d = await loadDomain(services, tenant, id);
  if (d.status === 'pending_verification') {
    throw conflict(
      `Domain ${d.hostname} is not verified yet: create the TXT record ${d.verification.name} and call verify first`,
    );
  }
  return d;
}

/** Deletes the domain in any status; a second call finds nothing (404). */
export async function detachDomain(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  id: string,
): Promise<DomainDoc> {
  const d = await domains(services.db, tenant).findOneAndDelete({ _id: id, ...unexpired(services.clock.now()) });
  if (!d) throw notFound(`Domain ${id} not found`);
  hostnameChanged(services.db, d.hostname);
  return d;
}
