// Schedules and "can this be ordered here right now": product state, location, schedule windows (read in each
// rule's zone, else the location's, else the business's) and live stock at the location.
import type { ProductAvailableNow } from '../../../generated/sdk/storefront/types.gen.js';
import { isScheduleOpen, orderRules, rulesFor } from './rules/schedule.js';
import type { LocationDoc, ProductDoc } from './model.js';
import { isSoldAt, type CatalogueReader } from './reader.js';

export function productSchedule(p: ProductDoc, locationId: string | null) {
  return {
    product_id: p._id,
    rules: orderRules(rulesFor(p.schedules ?? [], locationId)).map((rule) => ({
      day_of_week: rule.day_of_week,
      start_time: rule.start_time,
      end_time: rule.end_time,
      location_id: rule.location_id ?? null,
      timezone: rule.timezone,
    })),
  };
}

/** Units available to sell at the location; null when stock is not tracked. */
export async function availableQuantity(r: CatalogueReader, p: ProductDoc, locationId: string): Promise<number | null> {
  if (p.inventory_type === 'none') return null;
  const free = (l: { quantity_on_hand?: number; quantity_reserved?: number }) =>
    Math.max(0, (l.quantity_on_hand ?? 0) - (l.quantity_reserved ?? 0));
  if (p.inventory_type === 'tracked') {
    const levels = await r.inventory.find({ product_id: p._id, location_id: locationId, variant_id: null }).toArray();
    return levels.reduce((n, l) => n + free(l), 0);
  }
  const active = await r.variants.find({ product_id: p._id, is_active: true }, { projection: { _id: 1 } }).toArray();
  if (active.length === 0) return 0;
  const levels = await r.inventory
    .find({ location_id: locationId, variant_id: { $in: active.map((v) => v._id) } })
    .toArray();
  return levels.reduce((n, l) => n + free(l), 0);
}

export async function availableNow(r: CatalogueReader, p: ProductDoc, location: LocationDoc, now: Date) {
  const business = await r.business();
  const zone = location.timezone || business?.timezone || 'UTC';
  const scheduleOpen = isScheduleOpen(rulesFor(p.schedules ?? [], location._id), now, zone);
  const quantity = await availableQuantity(r, p, location._id);
  const inStock = quantity === null || quantity > 0;
  const soldHere = isSoldAt(p, location._id);
  const reason: ProductAvailableNow['reason'] = !p.is_active
    ? 'inactive'
    : !soldHere
      ? 'not_sold_at_location'
      : !scheduleOpen
        ? 'outside_schedule'
        : !inStock
          ? 'out_of_stock'
          : null;
  return {
    product_id: p._id,
    location_id: location._id,
    is_available: reason === null,
    reason,
    schedule_open: scheduleOpen,
    in_stock: inStock,
    quantity_available: quantity,
  };
}
