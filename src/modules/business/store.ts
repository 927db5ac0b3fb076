// Typed access to businesses, their API keys and the accounts that own them: none is per tenant (a business is one
// document for both modes; a key is found by its hash before its tenant is known; an account may own several
// businesses).
import type { Db } from 'mongodb';
import { changeCount, COLLECTION, findOneLean, sharedCollection, SharedReads } from '../../store/index.js';
import type { BusinessDoc, OwnerAccountDoc } from './model.js';

export const businesses = (db: Db) => sharedCollection<BusinessDoc>(db, COLLECTION.businesses);
export const ownerAccounts = (db: Db) => sharedCollection<OwnerAccountDoc>(db, COLLECTION.owner_accounts);

const sharedReads = new WeakMap<Db, SharedReads<BusinessDoc | null>>();

/**
 * The business document, read after this call began and shared with the callers that asked at the same moment
 * (src/store/shared-read.ts): what a read of one's own gives, at a fraction of the round trips under load; with
 * the embedded store in this process, no round trip at all while no business document has changed. Frozen.
 * Outside transactions only.
 */
export function currentBusiness(db: Db, businessId: string): Promise<Readonly<BusinessDoc> | null> {
  return businessReads(db).read(businessId);
}

/**
 * The shared reads behind currentBusiness, by business id, for a caller that reads the business document together
 * with other documents in one round trip (a visit's cart, src/modules/cart/carts.ts): it asks `known` first and
 * hands what it read to `learned`.
 */
export function businessReads(db: Db): SharedReads<BusinessDoc | null> {
  let reads = sharedReads.get(db);
  if (!reads) {
    const read = (id: string) => findOneLean(businesses(db), { _id: id });
    sharedReads.set(db, (reads = new SharedReads(read, { version: () => changeCount(db, COLLECTION.businesses) })));
  }
  return reads;
}
