// Link membership: enrolling an account, after which checkouts offer Link sign-in for its verified contacts. The
// "save my details" step after a guest checkout, which also attaches the order, is a flow (flows/link-order.ts).
import type { ClientSession, Db } from 'mongodb';
import { forbidden } from '../../kernel/errors.js';
import { contactKey, type ContactType, type LinkAccountDoc } from './accounts.js';
import { linkAccounts as accounts } from './store.js';

export async function isLinkCustomer(db: Db, livemode: boolean, type: ContactType, contact: string): Promise<boolean> {
  const doc = await accounts(db).findOne(
    { livemode, verified_contacts: contactKey(type, contact), enrolled_at: { $ne: null } },
    { projection: { _id: 1 } },
  );
  return doc !== null;
}

/** Enrolls the account; `created` is false when it already was (nothing changes then, the name included). */
export async function enroll(
  db: Db,
  account: LinkAccountDoc,
  input: { contact: string; contact_type: ContactType; name: string },
  now: Date,
  session?: ClientSession,
) {
  if (!account.verified_contacts.includes(contactKey(input.contact_type, input.contact))) {
    throw forbidden('contact: must be a verified sign-in contact of this account');
  }
  return enrollAccount(db, account, input.name, now, session);
}

/** Marks the account enrolled (and names it, when it has no name yet); `created` is false when it already was. */
export async function enrollAccount(
  db: Db,
  account: LinkAccountDoc,
  name: string | null,
  now: Date,
  session?: ClientSession,
) {
  const set: Record<string, unknown> = { enrolled_at: now, updated_at: now };
  if (name && !account.profile.name) set['profile.name'] = name;
  const res = await accounts(db).updateOne({ _id: account._id, enrolled_at: null }, { $set: set }, { session });
  return { account_id: account._id, customer_id: account.customer_id, created: res.modifiedCount === 1 };
}
