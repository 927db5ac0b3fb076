// Postal addresses in UCP's member names: which members there are, and what makes two addresses "the same" (the
// address book reuses a saved id for an address equal in content: case, spacing and empty members do not count).
import type { UcpPostalAddress } from '../sessions-model.js';

export const ADDRESS_FIELDS = [
  'street_address',
  'extended_address',
  'address_locality',
  'address_region',
  'address_country',
  'postal_code',
  'first_name',
  'last_name',
  'phone_number',
] as const satisfies readonly (keyof UcpPostalAddress)[];

const norm = (v: unknown) =>
  typeof v === 'string' ? v.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase() : '';

/** The address's content as one string: equal for addresses that differ only in case, spacing or empty members. */
export function addressContentKey(address: UcpPostalAddress): string {
  return JSON.stringify(ADDRESS_FIELDS.map((f) => norm(address[f])));
}

/** The postal members of `value` that are non-empty strings (anything else the agent sent is not an address). */
export function postalAddressOf(value: Record<string, unknown>): UcpPostalAddress {
  const out: UcpPostalAddress = {};
  for (const f of ADDRESS_FIELDS) {
    const v = value[f];
    if (typeof v === 'string' && v.trim() !== '') out[f] = v.trim();
  }
  if (out.address_country) out.address_country = out.address_country.toUpperCase();
  return out;
}
