// Typed access to custom domains: a business's own through tenantCollection, and the one read that crosses
// businesses on purpose (which project serves a hostname, for site serving and the TLS ask).
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { DomainDoc } from './model.js';

export const domains = (db: Db, t: TenantContext) => tenantCollection<DomainDoc>(db, COLLECTION.domains, t);
export const allDomains = (db: Db) => sharedCollection<DomainDoc>(db, COLLECTION.domains);
