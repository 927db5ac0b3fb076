// Typed access to recorded lifecycle events.
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { EventDoc } from './model.js';

export const events = (db: Db, t: TenantContext) => tenantCollection<EventDoc>(db, COLLECTION.events, t);
/** Events of every tenant: the webhook dispatcher sweeps undispatched events across tenants. */
export const eventsAcrossTenants = <T extends EventDoc = EventDoc>(db: Db) =>
  sharedCollection<T>(db, COLLECTION.events);
