// The accounts that own businesses and keys: the person who created a business (the demo seeds one, `npm run
// business -- create` takes --owner-name/--owner-email) or a key (the account behind the key that issued it). The
// platform context and whoami show the calling key's owner. Businesses and keys made before owners were kept have
// none: a key without one falls back to its business's owner, and a business without one shows `account: null`.
import type { ClientSession, Db } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { isDuplicateKeyError } from '../../store/index.js';
import type { OwnerAccountDoc } from './model.js';
import { businesses, ownerAccounts } from './store.js';

export interface NewOwner {
  name: string;
  email?: string | null;
}

/** The account with this email (its stored name kept), or a new one; an owner without email is always new. */
export async function ownerAccountFor(
  db: Db,
  owner: NewOwner,
  now: Date,
  session?: ClientSession,
): Promise<OwnerAccountDoc> {
  const email = owner.email ? owner.email.trim().toLowerCase() : null;
  if (email) {
    const known = await ownerAccounts(db).findOne({ email }, { session });
    if (known) return known;
  }
  const doc: OwnerAccountDoc = { _id: newId('ownerAccount'), name: owner.name.trim(), email, created_at: now };
  try {
    await ownerAccounts(db).insertOne(doc, { session });
    return doc;
  } catch (err) {
    // Another creator with the same email got there first: theirs is the account.
    const winner = email && isDuplicateKeyError(err) ? await ownerAccounts(db).findOne({ email }, { session }) : null;
    if (winner) return winner;
    throw err;
  }
}

/** Gives a business without an owner this one (its keys without one follow it); false when it has one already. */
export async function adoptBusiness(db: Db, businessId: string, ownerId: string): Promise<boolean> {
  const r = await businesses(db).updateOne(
    { _id: businessId, owner_account_id: null },
    { $set: { owner_account_id: ownerId } },
  );
  return r.modifiedCount === 1;
}
