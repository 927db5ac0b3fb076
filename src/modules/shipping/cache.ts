// A tenant's shipping configuration (its zones and its pickup settings), kept per process under the business's
// catalogue revision (src/store/revisions.ts): both collections are in CATALOGUE_COLLECTIONS, so every write to them,
// through whichever process, stamps a new revision on the business document, and a request that has read that
// document knows whether the kept copy is current without a round trip. Without a revision, or inside a
// transaction, reads go to the store. Entries live at most MAX_AGE_MS (a change made around the store layer is seen
// within that); kept documents are frozen, as they are shared by every request of the process.
import type { Db } from 'mongodb';
import { deepFreeze } from '../../kernel/freeze.js';
import type { TenantContext } from '../../store/index.js';
import type { BusinessDoc } from '../business/index.js';
import type { ShippingSettingsDoc, ShippingZoneDoc } from './model.js';
import { shippingSettings, shippingZones, ZONE_ORDER } from './store.js';

const MAX_AGE_MS = 60_000;
const MAX_TENANTS = 1_000;

/** A tenant's shipping configuration as pricing reads it. */
export interface ShippingSetup {
  /** Oldest first; empty when the business ships by no zone (then no shipping is charged). */
  zones: readonly ShippingZoneDoc[];
  /** The locations offering pickup; null: every location. */
  pickupLocationIds: readonly string[] | null;
}

interface Entry {
  revision: string;
  born: number;
  setup: Promise<ShippingSetup>;
}

const entries = new WeakMap<Db, Map<string, Entry>>();
const keyOf = (t: TenantContext) => `${t.business_id}:${t.livemode ? 'live' : 'test'}`;

async function readSetup(db: Db, tenant: TenantContext): Promise<ShippingSetup> {
  const [zones, settings] = await Promise.all([
    shippingZones(db, tenant).find({}, { sort: ZONE_ORDER }).toArray(),
    shippingSettings(db, tenant).findOne({}) as Promise<ShippingSettingsDoc | null>,
  ]);
  return { zones, pickupLocationIds: settings?.pickup_location_ids ?? null };
}

/**
 * The tenant's zones and pickup settings: from this process's copy when `business` (as the request read it) carries
 * the revision the copy was read under, else from the store (and kept under that revision).
 */
export function shippingSetup(
  db: Db,
  tenant: TenantContext,
  business: Pick<BusinessDoc, 'catalogue_rev'> | null | undefined,
): Promise<ShippingSetup> {
  const revision = business?.catalogue_rev;
  if (!revision) return readSetup(db, tenant);
  let byTenant = entries.get(db);
  if (!byTenant) entries.set(db, (byTenant = new Map()));
  const key = keyOf(tenant);
  const now = performance.now();
  const hit = byTenant.get(key);
  if (hit && hit.revision === revision && now - hit.born < MAX_AGE_MS) return hit.setup;
  if (hit) byTenant.delete(key);
  else if (byTenant.size >= MAX_TENANTS) byTenant.delete(byTenant.keys().next().value!);
  const entry: Entry = { revision, born: now, setup: readSetup(db, tenant).then(deepFreeze) };
  byTenant.set(key, entry);
  // A failed read is not kept: the next request tries again.
  entry.setup.catch(() => {
    if (byTenant.get(key) === entry) byTenant.delete(key);
  });
  return entry.setup;
}
