// Typed accessors: the one way code outside src/store reaches a collection. Each business area wraps them in its
// own typed accessors (src/modules/<area>/store.ts), naming the collection through COLLECTION:
//
//   export const orders = (db: Db, t: TenantContext) => tenantCollection<OrderDoc>(db, COLLECTION.orders, t);
//   export const businesses = (db: Db) => sharedCollection<BusinessDoc>(db, COLLECTION.businesses);
//
// tenantCollection answers a ScopedCollection (tenancy.ts): every filter, pipeline, insert and upsert carries the
// tenant's business_id and livemode. sharedCollection answers the driver's Collection, for what is not per tenant
// (businesses, API keys, Link accounts and sessions, OTP codes, the outbox, counters, Agenda's jobs) and for the
// few reads that deliberately cross tenants; those callers write their filters out in full.
import type { Collection, Db, Document } from 'mongodb';
import type { CollectionName } from './collections.js';
import { CATALOGUE_COLLECTIONS, stampRevision } from './revisions.js';
import { ScopedCollection, type TenantContext } from './tenancy.js';

export { type CollectionName } from './collections.js';
export { ScopedCollection, type TenantContext } from './tenancy.js';

/** The driver's collection objects, made once per database and name (they hold no per-operation state). */
const made = new WeakMap<Db, Map<CollectionName, Collection<Document>>>();

function collectionOf<T extends Document>(db: Db, name: CollectionName): Collection<T> {
  let byName = made.get(db);
  if (!byName) made.set(db, (byName = new Map()));
  let c = byName.get(name);
  if (!c) byName.set(name, (c = db.collection(name)));
  return c as unknown as Collection<T>;
}

/** One tenant's view of a tenant collection. A catalogue collection's writes stamp a new catalogue revision on the
 * business (revisions.ts), so caches of it in every process know they are stale. */
export function tenantCollection<T extends Document>(
  db: Db,
  name: CollectionName,
  tenant: TenantContext,
): ScopedCollection<T> {
  if (!CATALOGUE_COLLECTIONS.has(name)) return new ScopedCollection<T>(collectionOf<T>(db, name), tenant);
  const businesses = collectionOf<Document>(db, 'businesses');
  return new ScopedCollection<T>(collectionOf<T>(db, name), tenant, (session) =>
    stampRevision(businesses, tenant.business_id, session),
  );
}

/** A collection that is not per tenant, or a read that crosses tenants on purpose: filters are the caller's. */
export function sharedCollection<T extends Document>(db: Db, name: CollectionName): Collection<T> {
  return collectionOf<T>(db, name);
}

/** Every collection of one tenant: `scoped(db, tenant).collection('orders')` (tests and scripts; the app names its
 * collections through the areas' typed accessors). */
export function scoped(db: Db, tenant: TenantContext) {
  return {
    ctx: tenant,
    collection: <T extends Document = Document>(name: CollectionName) => tenantCollection<T>(db, name, tenant),
  };
}
