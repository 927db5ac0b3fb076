// The stock check of cart writes. It reserves nothing (checkout does, atomically); it refuses a cart that
// already asks for more than could be sold now, so the shopper learns at add time rather than at payment.
import type { Db, Filter } from 'mongodb';
import type { InventoryLevelDoc, ProductDoc } from '../catalogue/model.js';
import { inventoryLevels } from '../catalogue/store.js';
import { conflict } from '../../kernel/errors.js';
import type { TenantContext } from '../../store/index.js';

/**
 * Units that can be sold: on_hand − reserved per level (never below zero), summed over the business's locations,
 * or at one location when the cart has one. Tracked products hold stock per product (variant_id null),
 * variant-level products per variant. Null when stock is not tracked.
 */
export async function quantityAvailable(
  db: Db,
  tenant: TenantContext,
  product: Pick<ProductDoc, '_id' | 'inventory_type'>,
  variantId: string | null,
  locationId: string | null,
): Promise<number | null> {
  if (product.inventory_type === 'none') return null;
  const filter: Filter<InventoryLevelDoc> =
    product.inventory_type === 'tracked' ? { product_id: product._id, variant_id: null } : { product_id: product._id, variant_id: variantId };
  if (locationId) filter.location_id = locationId;
  const levels = await inventoryLevels(db, tenant).findFew(filter);
  return levels.reduce((n, l) => n + Math.max(0, (l.quantity_on_hand ?? 0) - (l.quantity_reserved ?? 0)), 0);
}

/** 409 CONFLICT when `wanted` units of the product (or variant) exceed what is available. */
export async function assertInStock(
  db: Db,
  tenant: TenantContext,
  product: Pick<ProductDoc, '_id' | 'name' | 'inventory_type'>,
  variantId: string | null,
  locationId: string | null,
  wanted: number,
): Promise<void> {
  if (product.inventory_type === 'variant_level' && !variantId) return;
  const available = await quantityAvailable(db, tenant, product, variantId, locationId);
  if (available !== null && wanted > available) {
    throw conflict(`Not enough stock of ${product.name}: ${available} available, the cart would need ${wanted}`);
  }
}
