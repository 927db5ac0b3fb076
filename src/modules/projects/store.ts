// Typed access to projects. Projects are per business and always livemode (business keys are live keys).
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { ProjectDoc } from './model.js';

export const projects = (db: Db, t: TenantContext) => tenantCollection<ProjectDoc>(db, COLLECTION.projects, t);

/** The tenant projects live in: the business, live mode. */
export const projectTenant = (businessId: string): TenantContext => ({ business_id: businessId, livemode: true });
