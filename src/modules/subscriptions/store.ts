// Typed access to subscriptions.
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { SubscriptionDoc } from './model.js';

export const subscriptions = (db: Db, t: TenantContext) =>
  tenantCollection<SubscriptionDoc>(db, COLLECTION.subscriptions, t);
/** Subscriptions of every tenant: the renewal sweep claims due ones across tenants. */
export const subscriptionsAcrossTenants = (db: Db) => sharedCollection<SubscriptionDoc>(db, COLLECTION.subscriptions);
