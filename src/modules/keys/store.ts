// The api_keys collection: the writes that issuing, resolving and managing keys make, each one filter so that
// concurrent requests and processes agree.
import type { ClientSession, Db } from 'mongodb';
import { COLLECTION, sharedCollection } from '../../store/index.js';
import type { ApiKeyDoc } from './model.js';
import { dueAtOrBefore } from './rules/last-used.js';

export const apiKeys = (db: Db) => sharedCollection<ApiKeyDoc>(db, COLLECTION.api_keys);

/** A business's own business keys that are not revoked (expired ones included), of one mode or (undefined) both. */
const heldBy = (businessId: string, livemode?: boolean) => ({
  business_id: businessId,
  ...(livemode === undefined ? {} : { livemode }),
  kind: 'business' as const,
  revoked_at: null,
});

/** Both modes: the bound is on the business's keys, whatever their mode. */
export function countHeldKeys(db: Db, businessId: string, session?: ClientSession): Promise<number> {
  return apiKeys(db).countDocuments(heldBy(businessId), { session });
}

/** Newest first. */
export function listHeldKeys(db: Db, businessId: string, livemode?: boolean): Promise<ApiKeyDoc[]> {
  return apiKeys(db)
    .find(heldBy(businessId, livemode), { sort: { created_at: -1, _id: -1 } })
    .toArray();
}

/** Sets revoked_at on the business's key; false when there was no such unrevoked key (of the mode, when given). */
export async function markRevoked(
  db: Db,
  businessId: string,
  keyId: string,
  now: Date,
  livemode?: boolean,
): Promise<boolean> {
  const r = await apiKeys(db).updateOne({ _id: keyId, ...heldBy(businessId, livemode) }, { $set: { revoked_at: now } });
  return r.modifiedCount === 1;
}

/** The key's stored attachment (read fresh: the resolver's cached copy may predate an attach). */
export async function attachedProjectId(db: Db, keyId: string): Promise<string | null> {
  const doc = await apiKeys(db).findOne({ _id: keyId }, { projection: { attached_project_id: 1 } });
  return doc?.attached_project_id ?? null;
}

export async function setAttachedProject(db: Db, keyId: string, projectId: string): Promise<void> {
  await apiKeys(db).updateOne({ _id: keyId }, { $set: { attached_project_id: projectId } });
}

/**
 * Records a use unless one at most a minute old is stored already, which the filter checks in the store: of
 * several processes due at once, one writes and the others match nothing.
 */
export async function recordUse(db: Db, keyId: string, now: Date): Promise<void> {
  await apiKeys(db).updateOne(
    { _id: keyId, last_used_at: { $not: { $gt: dueAtOrBefore(now) } } },
    { $set: { last_used_at: now } },
  );
}
