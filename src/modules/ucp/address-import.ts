// Importing buyers' saved addresses into the UCP address book (address-book.ts), from a merchant's own customer
// records: each address keeps the merchant's id as the destination id agents see (`addr_1`), under the buyer's
// email. Re-importing updates an address in place by its id; an address a buyer had saved since with the same
// content gives way to the imported one (whose id the merchant's records use). Used by the flower-shop script
// (scripts/ucp-flower-shop.ts), which seeds the conformance business.
import type { Db } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import { addressContentKey, postalAddressOf } from './rules/addresses.js';
import type { UcpAddressDoc } from './sessions-model.js';

export interface ImportedAddress {
  /** The merchant's id of the address: the destination id agents see. */
  ref: string;
  email: string;
  /** UCP's member names (`street_address`, `address_locality`, …); other members are ignored. */
  address: Record<string, unknown>;
}

/** Saves `entries` (in their order: the first is offered first) and answers how many were written. */
export async function importSavedAddresses(
  db: Db,
  tenant: TenantContext,
  entries: readonly ImportedAddress[],
  now: Date,
): Promise<number> {
  const col = tenantCollection<UcpAddressDoc>(db, COLLECTION.ucp_addresses, tenant);
  for (const [i, e] of entries.entries()) {
    const email = e.email.trim().toLowerCase();
    const address = postalAddressOf(e.address);
    const content_key = addressContentKey(address);
    await col.deleteMany({ email, content_key, ref: { $ne: e.ref } });
    // Offered oldest first: the file's order is kept by spacing the creation times a millisecond apart.
    const created_at = new Date(now.getTime() + i);
    await col.updateOne(
      { ref: e.ref },
      {
        $set: { email, address, content_key, last_used_at: now },
        $setOnInsert: { _id: newId('address'), created_at },
      },
      { upsert: true },
    );
  }
  return entries.length;
}
