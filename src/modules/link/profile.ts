// Profile updates: name, email and phone. The contact the session signed in with is fixed here (sign in with a
// new one instead), and a contact verified by another account cannot be claimed.
import type { LinkUpdateProfileData } from '../../../generated/sdk/link/types.gen.js';
import type { Db } from 'mongodb';
import { conflict, forbidden } from '../../kernel/errors.js';
import { contactKey, normalizeContact, type ContactType, type LinkAccountDoc } from './accounts.js';
import { linkAccounts } from './store.js';

/** A profile change, as the contract types it. */
export type ProfilePatch = NonNullable<LinkUpdateProfileData['body']>;

export async function updateProfile(
  db: Db,
  account: LinkAccountDoc,
  sessionContact: string,
  patch: ProfilePatch,
  now: Date,
) {
  const set: Record<string, unknown> = { updated_at: now };
  if (patch.name !== undefined) set['profile.name'] = patch.name;
  for (const type of ['email', 'phone'] as ContactType[]) {
    if (!(type in patch)) continue;
    const raw = patch[type];
    const value = raw == null ? null : normalizeContact(type, raw);
    if (sessionContact.startsWith(`${type}:`) && sessionContact !== (value && contactKey(type, value))) {
      throw forbidden(
        `The ${type} this session signed in with cannot be changed here; sign in with the new ${type} instead`,
      );
    }
    if (value) {
      const holder = await linkAccounts(db).findOne({
        livemode: account.livemode,
        verified_contacts: contactKey(type, value),
        _id: { $ne: account._id },
      });
      if (holder) throw conflict(`This ${type} belongs to another account`);
    }
    set[`profile.${type}`] = value;
  }
  const updated = await linkAccounts(db).findOneAndUpdate(
    { _id: account._id },
    { $set: set },
    { returnDocument: 'after' },
  );
  return updated ?? account;
}
