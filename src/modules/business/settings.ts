// A business's settings as the platform's Business Settings operations read and change them. One set per
// business, for both modes. `return_url_hosts`: the hosts return URLs may point to, checked by the return-URL rule
// (rules/return-url.ts) wherever a return URL is accepted or followed.
import type { Db } from 'mongodb';
import { notFound, validationError } from '../../kernel/errors.js';
import { normalizeReturnHosts, returnHostsViolation } from './rules/return-url.js';
import {
  applyUcpChange,
  resolveUcpSettings,
  type UcpSettings,
  type UcpSettingsChange,
  ucpSettingsViolation,
} from './rules/ucp-settings.js';
import type { BusinessDoc } from './model.js';
import { businesses, currentBusiness } from './store.js';

export interface BusinessSettings {
  return_url_hosts: string[];
  ucp: UcpSettings;
}

/** A change: `ucp` is merged field by field (nested `modes` and `links` too). */
export interface BusinessSettingsChange {
  return_url_hosts?: string[];
  ucp?: UcpSettingsChange;
}

/** The business's UCP settings, defaults filled in (what discovery, negotiation and UCP checkouts read). */
export const ucpSettings = (b: Pick<BusinessDoc, 'ucp'>): UcpSettings => resolveUcpSettings(b.ucp);

const presentBusinessSettings = (b: Pick<BusinessDoc, 'return_url_hosts' | 'ucp'>): BusinessSettings => ({
  return_url_hosts: b.return_url_hosts ?? [],
  ucp: ucpSettings(b),
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
  input: BusinessSettingsChange,
  now: Date,
  production: boolean,
): Promise<BusinessSettings> {
  const set: Partial<BusinessDoc> = { updated_at: now };
  if (input.return_url_hosts !== undefined) {
    const violation = returnHostsViolation('return_url_hosts', input.return_url_hosts);
    if (violation) throw validationError(violation);
    set.return_url_hosts = normalizeReturnHosts(input.return_url_hosts);
  }
  if (input.ucp !== undefined) set.ucp = await changedUcp(db, businessId, input.ucp, production);
  const updated = await businesses(db).findOneAndUpdate(
    { _id: businessId },
    { $set: set },
    { returnDocument: 'after', projection: { return_url_hosts: 1, ucp: 1 } },
  );
  if (!updated) throw notFound(`Business ${businessId} not found`);
  return presentBusinessSettings(updated);
}

/**
 * The business's UCP settings after `change`, complete (stored whole, so later readers need no merge). Two changes
 * racing on different UCP fields: the later one wins whole, as with return_url_hosts.
 */
async function changedUcp(
  db: Db,
  businessId: string,
  change: UcpSettingsChange,
  production: boolean,
): Promise<UcpSettings> {
  const violation = ucpSettingsViolation(change, production);
  if (violation) throw validationError(violation);
  const b = await currentBusiness(db, businessId);
  if (!b) throw notFound(`Business ${businessId} not found`);
  return applyUcpChange(ucpSettings(b), change);
}

/** The business's return hosts, for checking a return URL (empty: any host). */
export async function returnHostsOf(db: Db, businessId: string): Promise<readonly string[]> {
  return (await currentBusiness(db, businessId))?.return_url_hosts ?? [];
}
