// Typed access to hosted checkout sessions.
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { CheckoutSessionDoc } from './model.js';

export const checkoutSessions = (db: Db, t: TenantContext) =>
  tenantCollection<CheckoutSessionDoc>(db, COLLECTION.checkout_sessions, t);
/** The hosted page finds a session by its unguessable id, unique across tenants; the document names its tenant. */
export const checkoutSessionsAcrossTenants = (db: Db) =>
  sharedCollection<CheckoutSessionDoc>(db, COLLECTION.checkout_sessions);
