// Pickup at the business's locations (the catalogue's): which of them offer it. Stored as one settings document
// per tenant; without one, or with `pickup_location_ids` null, every location does (what checkout has always
// accepted for `pickup` orders).
import type { Db } from 'mongodb';
import { validationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { TenantContext } from '../../store/index.js';
import { locations, type LocationDoc } from '../catalogue/index.js';
import type { ShippingSettingsDoc } from './model.js';
import { shippingSettings } from './store.js';

export interface PickupView {
  /** Every location offers pickup, including ones added later. */
  all: boolean;
  /** The tenant's locations, oldest first. */
  locations: LocationDoc[];
  /** The ones that offer pickup. */
  offering: ReadonlySet<string>;
}

/** Whether a location offers pickup under the settings' list (null: every location). */
export const offersPickup = (pickupLocationIds: readonly string[] | null, locationId: string) =>
  pickupLocationIds === null || pickupLocationIds.includes(locationId);

export async function pickupView(db: Db, tenant: TenantContext): Promise<PickupView> {
  const [rows, settings] = await Promise.all([
    locations(db, tenant)
      .find({}, { sort: { created_at: 1, _id: 1 } })
      .toArray(),
    shippingSettings(db, tenant).findOne({}) as Promise<ShippingSettingsDoc | null>,
  ]);
  const ids = settings?.pickup_location_ids ?? null;
  return {
    all: ids === null,
    locations: rows,
    offering: new Set(rows.filter((l) => offersPickup(ids, l._id)).map((l) => l._id)),
  };
}

/** Sets the locations that offer pickup (null: every one); each must be one of the tenant's (400 naming it). */
export async function setPickup(
  db: Db,
  tenant: TenantContext,
  locationIds: string[] | null,
  now: Date,
  field = 'body.location_ids',
): Promise<PickupView> {
  if (locationIds !== null) {
    const known = new Set(
      (
        await locations(db, tenant)
          .find({}, { projection: { _id: 1 } })
          .toArray()
      ).map((l) => l._id),
    );
    const i = locationIds.findIndex((id) => !known.has(id));
    if (i >= 0) throw validationError(`${field}[${i}]: no location ${locationIds[i]}`);
  }
  await shippingSettings(db, tenant).updateOne(
    {},
    { $set: { pickup_location_ids: locationIds, updated_at: now }, $setOnInsert: { _id: newId('shippingSettings') } },
    { upsert: true },
  );
  return pickupView(db, tenant);
}
