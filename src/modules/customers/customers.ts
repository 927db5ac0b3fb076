// Storefront customers (collection `customers`, tenant-scoped): created on a contact's first successful OTP
// verification with that business, linked to the contact's account (Link) shared across businesses.
import type { UpdateProfileData } from '../../../generated/sdk/storefront/types.gen.js';
import { newId } from '../../kernel/ids.js';
import { conflict } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { customers } from './store.js';
import type { ContactType } from './otp.js';
import type { CustomerDoc } from './model.js';
export type { CustomerDoc } from './model.js';

export function findCustomerByContact(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  type: ContactType,
  contact: string,
) {
  return customers(services.db, tenant).findOne(type === 'phone' ? { phone: contact } : { email: contact });
}

export function getCustomer(services: Pick<Services, 'db'>, tenant: TenantContext, id: string) {
  return customers(services.db, tenant).findOne({ _id: id });
}

/** The business's customer holding the verified contact, created on first sign-in (race-safe through the unique index). */
export async function customerForVerifiedContact(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  type: ContactType,
  contact: string,
  accountId: string,
): Promise<{ customer: CustomerDoc; created: boolean }> {
  const existing = await findCustomerByContact(services, tenant, type, contact);
  const now = services.clock.now();
  if (existing && (!existing.account_id || existing.account_id === accountId)) {
    if (!existing.account_id)
      await customers(services.db, tenant).updateOne({ _id: existing._id }, { $set: { account_id: accountId } });
    return { customer: { ...existing, account_id: existing.account_id ?? accountId } as CustomerDoc, created: false };
  }
  if (existing) {
    // Another person's customer holds this contact without having signed in with it (a profile edit): the verified
    // holder takes it, as Link accounts do. Signing in as that customer would hand over their orders, which are
    // their account's (src/modules/orders/access.ts).
    await customers(services.db, tenant).updateOne(
      { _id: existing._id, [type]: contact },
      { $set: { [type]: null, updated_at: now } },
    );
  }
  const doc: CustomerDoc = {
    _id: newId('customer'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    name: null,
    email: type === 'email' ? contact : null,
    phone: type === 'phone' ? contact : null,
    account_id: accountId,
    created_at: now,
    updated_at: now,
  };
  try {
    await customers(services.db, tenant).insertOne(doc);
    return { customer: doc, created: true };
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    const winner = await findCustomerByContact(services, tenant, type, contact);
    if (!winner) throw err;
    return { customer: winner as CustomerDoc, created: false };
  }
}

/** A storefront profile change, as the contract types it. */
export type ProfileChange = UpdateProfileData['body'];

/** Saves the given fields; a contact another customer of the business holds is 409. */
export async function updateCustomerProfile(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  id: string,
  change: ProfileChange,
): Promise<void> {
  const set: Partial<CustomerDoc> = { updated_at: services.clock.now() };
  if (change.name !== undefined) set.name = change.name.trim();
  if (change.email !== undefined) set.email = change.email.trim().toLowerCase();
  if (change.phone !== undefined) set.phone = change.phone.trim();
  for (const field of ['email', 'phone'] as const) {
    if (set[field] === undefined) continue;
    const holder = await customers(services.db, tenant).findOne({ [field]: set[field], _id: { $ne: id } });
    if (holder) throw conflict(`${field}: already belongs to another customer of this business`);
  }
  try {
    await customers(services.db, tenant).updateOne({ _id: id }, { $set: set });
  } catch (err) {
    if (isDuplicateKeyError(err))
      throw conflict('email or phone: already belongs to another customer of this business');
    throw err;
  }
}

export function presentCustomer(doc: Pick<CustomerDoc, '_id' | 'name' | 'email' | 'phone'>) {
  return { id: doc._id, name: doc.name ?? null, email: doc.email ?? null, phone: doc.phone ?? null };
}
