// Catalogue revisions: what lets a process cache the catalogue's pricing inputs and still never price from a
// stale copy, whichever process made the change. Every write to a collection in CATALOGUE_COLLECTIONS stamps a
// fresh random token on its business's document (`catalogue_rev`), in the write's transaction when it has one,
// after it otherwise. Every storefront request that prices reads the business document anyway (currency, tax),
// so a cache filled under the token it read is trusted exactly while that token is still the stored one: the
// check costs no round trip. Tokens are random, never counters, so a replaced business document cannot bring an
// old value back.
//
// The stamp is made by the store layer itself (tenancy.ts, transaction.ts), so no write path can forget it: a
// tenant collection in the set stamps after each write, a write batch touching one adds the stamp to the batch.
import type { ClientSession, Collection, Document } from 'mongodb';
import { randomBase62 } from '../kernel/ids.js';
import type { CollectionName } from './collections.js';

/** The collections whose documents are pricing and configuration inputs a process may cache. */
export const CATALOGUE_COLLECTIONS: ReadonlySet<CollectionName> = new Set<CollectionName>([
  'products',
  'variants',
  'categories',
  'collections',
  'bundles',
  'composites',
  'locations',
  'billing_plans',
  'deals',
  'shipping_zones',
  'shipping_settings',
]);

/** The field of the business document that holds the current token. */
export const REVISION_FIELD = 'catalogue_rev';

export const newRevision = () => randomBase62(16);

/** The update that stamps a new revision on a business document. */
export const revisionUpdate = () => ({ $set: { [REVISION_FIELD]: newRevision() } });

/** The businesses already stamped in a transaction (the driver makes a new object for every attempt). */
const stampedIn = new WeakMap<object, Set<string>>();

/**
 * Stamps a new revision on the business: after a write outside a transaction; inside one, once per transaction
 * attempt (an import's hundreds of writes stamp once; a retried attempt stamps again, its first one rolled back).
 */
export async function stampRevision(
  businesses: Collection<Document>,
  businessId: string,
  session?: ClientSession,
): Promise<void> {
  if (session?.inTransaction()) {
    // The driver's own transaction object (typed internal): new for every startTransaction, retries included.
    const attempt = (session as unknown as { transaction: object }).transaction;
    let done = stampedIn.get(attempt);
    if (!done) stampedIn.set(attempt, (done = new Set()));
    if (done.has(businessId)) return;
    done.add(businessId);
  }
  await businesses.updateOne(
    { _id: businessId as unknown as Document['_id'] },
    revisionUpdate(),
    session ? { session } : {},
  );
}
