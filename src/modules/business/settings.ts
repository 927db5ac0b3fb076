// A business's settings as the platform's Business Settings operations read and change them. One set per
// business, for both modes. `return_url_hosts`: the hosts return URLs may point to, checked by the return-URL rule
// (rules/return-url.ts) wherever a return URL is accepted or followed.
import type { Db } from 'mongodb';
import { notFound, validationError } from '../../kernel/errors.js';
import { normalizeReturnHosts, returnHostsViolation } from './rules/return-url.js';
import type { BusinessDoc } from './model.js';
import { businesses, currentBusiness } from './store.js';

export interface BusinessSettings {
  return_url_hosts: string[];
}

export const presentBusinessSettings = (b: Pick<BusinessDoc, 'return_url_hosts'>): BusinessSettings => ({
  return_url_hosts: b.return_url_hosts ?? [],
});

export async function getBusinessSettings(db: Db, businessId: string): Promise<BusinessSettings> {
  const b = await currentBusiness(db, businessId);
  if (!b) throw notFound(`Business ${businessId} not found`);
  return presentBusinessSettings(b);
}

/** Changes the settings given (each checked first: a bad one changes nothing) and answers them all as they now are. */
export async function updateBusinessSettings(
  db: Db,
  businessId: string,
  input: Partial<BusinessSettings>,
  now: Date,
): Promise<BusinessSettings> {
  const set: Partial<BusinessDoc> = { updated_at: now };
  if (input.return_url_hosts !== undefined) {
    const violation = returnHostsViolation('return_url_hosts', input.return_url_hosts);
    if (violation) throw validationError(violation);
    set.return_url_hosts = normalizeReturnHosts(input.return_url_hosts);
  }
  const updated = await businesses(db).findOneAndUpdate(
    { _id: businessId },
    { $set: set },
    { returnDocument: 'after', projection: { return_url_hosts: 1 } },
  );
  if (!updated) throw notFound(`Business ${businessId} not found`);
  return presentBusinessSettings(updated);
}

/** The business's return hosts, for checking a return URL (empty: any host). */
export async function returnHostsOf(db: Db, businessId: string): Promise<readonly string[]> {
  return (await currentBusiness(db, businessId))?.return_url_hosts ?? [];
}
