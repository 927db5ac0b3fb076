// Typed, tenant-scoped access to session activity: raw signals and each session's folded state.
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { ActivityEventDoc, ActivitySessionDoc } from './model.js';

export { ACTIVITY_TTL_SECONDS } from '../../store/collections.js';

export const activityEvents = (db: Db, t: TenantContext) =>
  tenantCollection<ActivityEventDoc>(db, COLLECTION.activity, t);
export const activitySessions = (db: Db, t: TenantContext) =>
  tenantCollection<ActivitySessionDoc>(db, COLLECTION.activity_sessions, t);
