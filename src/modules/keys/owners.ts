// Who owns a key: the account that created it, else its business's owner (keys made before owners were kept).
import type { Db } from 'mongodb';
import type { OwnerAccountDoc } from '../business/index.js';
import { businesses, ownerAccounts } from '../business/index.js';
import { apiKeys } from './store.js';

/** The id of the account that owns a key: the key's own, else its business's; null when neither has one. */
export async function keyOwnerId(db: Db, keyId: string): Promise<string | null> {
  const key = await apiKeys(db).findOne({ _id: keyId }, { projection: { owner_account_id: 1, business_id: 1 } });
  if (!key) return null;
  if (key.owner_account_id) return key.owner_account_id;
  const business = await businesses(db).findOne({ _id: key.business_id }, { projection: { owner_account_id: 1 } });
  return business?.owner_account_id ?? null;
}

/** The account that owns a key, or null (see keyOwnerId). */
export async function keyOwner(db: Db, keyId: string): Promise<OwnerAccountDoc | null> {
  const id = await keyOwnerId(db, keyId);
  return id ? ownerAccounts(db).findOne({ _id: id }) : null;
}
