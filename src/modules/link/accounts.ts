// Link accounts (collection `link_accounts`): the customer's account across businesses, not tenant-scoped but
// separated by mode (sandbox accounts never meet live ones). Sign-in contacts are the verified ones, kept as
// `<type>:<value>` in `verified_contacts`; the profile's email and phone may be unverified and never sign in.
import type { Db } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { isDuplicateKeyError } from '../../store/errors.js';
import { linkAccounts as accounts } from './store.js';
import type { ContactType, LinkAccountDoc } from './model.js';
export type { ContactType, LinkAccountDoc } from './model.js';

export const contactKey = (type: ContactType, contact: string) => `${type}:${normalizeContact(type, contact)}`;
export const normalizeContact = (type: ContactType, contact: string) =>
  type === 'email' ? contact.trim().toLowerCase() : contact.trim();

export function findAccountByContact(db: Db, livemode: boolean, type: ContactType, contact: string) {
  return accounts(db).findOne({ livemode, verified_contacts: contactKey(type, contact) });
}

export function getAccount(db: Db, accountId: string) {
  return accounts(db).findOne({ _id: accountId });
}

/** The account holding the verified contact, created on its first sign-in (race-safe through the unique index). */
export async function accountForVerifiedContact(
  db: Db,
  livemode: boolean,
  type: ContactType,
  contact: string,
  now: Date,
): Promise<{ account: LinkAccountDoc; created: boolean }> {
  const existing = await findAccountByContact(db, livemode, type, contact);
  if (existing) return { account: existing, created: false };
  const value = normalizeContact(type, contact);
  const account: LinkAccountDoc = {
    _id: newId('account'),
    customer_id: newId('customer'),
    livemode,
    profile: { name: null, email: type === 'email' ? value : null, phone: type === 'phone' ? value : null },
    verified_contacts: [contactKey(type, contact)],
    enrolled_at: null,
    preferences: {
      preferred_order_type: null,
      default_address_id: null,
      default_mobile_money_id: null,
      notify_on_order: true,
    },
    created_at: now,
    updated_at: now,
  };
  try {
    await accounts(db).insertOne(account);
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    const winner = await findAccountByContact(db, livemode, type, contact);
    if (!winner) throw err;
    return { account: winner, created: false };
  }
  // Someone else's profile may hold this contact unverified; the verified holder takes it.
  await accounts(db).updateMany(
    { _id: { $ne: account._id }, livemode, [`profile.${type}`]: value },
    { $set: { [`profile.${type}`]: null, updated_at: now } },
  );
  return { account, created: true };
}

export function presentCustomer(account: LinkAccountDoc) {
  return {
    id: account.customer_id,
    name: account.profile.name,
    email: account.profile.email,
    phone: account.profile.phone,
  };
}

export function presentPreferences(account: LinkAccountDoc) {
  const p = account.preferences;
  return {
    preferred_order_type: p.preferred_order_type,
    default_address_id: p.default_address_id,
    notify_on_order: p.notify_on_order,
  };
}
