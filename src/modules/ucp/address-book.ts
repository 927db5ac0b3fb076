// The UCP address book: a buyer's saved shipping addresses at one business and mode, found by email. A known
// buyer's addresses are offered as destinations when a shipping method arrives without any; a new address is
// remembered under a generated id; an address equal in content to a saved one keeps the saved one's id, so an
// agent sending the same address twice sees one destination.
import type { Db } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { COLLECTION, isDuplicateKeyError, tenantCollection, type TenantContext } from '../../store/index.js';
import type { UcpAddressDoc, UcpPostalAddress } from './sessions-model.js';
import { addressContentKey, ADDRESS_FIELDS } from './rules/addresses.js';

const addresses = (db: Db, t: TenantContext) => tenantCollection<UcpAddressDoc>(db, COLLECTION.ucp_addresses, t);

/** A saved address as a destination: its id and its members. */
export type SavedDestination = UcpPostalAddress & { id: string };

const asDestination = (a: UcpAddressDoc): SavedDestination => ({ id: a.ref, ...a.address });

/** The buyer's saved addresses, oldest first (imported ones keep their order). */
export async function savedAddresses(db: Db, tenant: TenantContext, email: string): Promise<SavedDestination[]> {
  const docs = await addresses(db, tenant)
    .find({ email: email.trim().toLowerCase() }, { sort: { created_at: 1, _id: 1 } })
    .toArray();
  return docs.map(asDestination);
}

/**
 * Remembers `address` for the buyer: answers the id of a saved address equal in content, else saves it under
 * `preferredRef` (the agent's id, when no other address of the tenant has it) or a new `addr_…` id.
 */
export async function rememberAddress(
  db: Db,
  tenant: TenantContext,
  email: string,
  address: UcpPostalAddress,
  now: Date,
  preferredRef?: string,
): Promise<string> {
  const owner = email.trim().toLowerCase();
  const content_key = addressContentKey(address);
  const col = addresses(db, tenant);
  const kept: UcpPostalAddress = {};
  for (const f of ADDRESS_FIELDS) if (address[f] !== undefined) kept[f] = address[f];
  const refs = preferredRef ? [preferredRef, newId('address')] : [newId('address')];
  // One round trip: the saved address equal in content, touched, or this one saved.
  for (const ref of [...refs, newId('address')]) {
    try {
      const doc = await col.findOneAndUpdate(
        { email: owner, content_key },
        {
          $set: { last_used_at: now },
          $setOnInsert: { _id: newId('address'), ref, address: kept, created_at: now },
        },
        { upsert: true, returnDocument: 'after' },
      );
      if (doc) return doc.ref;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      // Saved at the same moment by another request (same content: the next try finds it), or the ref belongs to
      // another address (the next try saves it under a generated one).
    }
  }
  throw new Error('no address id could be saved');
}
