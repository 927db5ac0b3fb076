// Typed, tenant-scoped access to the shipping area's collections.
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { ShippingSettingsDoc, ShippingZoneDoc } from './model.js';

export const shippingZones = (db: Db, t: TenantContext) =>
  tenantCollection<ShippingZoneDoc>(db, COLLECTION.shipping_zones, t);
export const shippingSettings = (db: Db, t: TenantContext) =>
  tenantCollection<ShippingSettingsDoc>(db, COLLECTION.shipping_settings, t);

/** The order zones are listed and compared in: oldest first, then by id. */
export const ZONE_ORDER = { created_at: 1, _id: 1 } as const;
