// The stock check of cart writes. It reserves nothing (checkout does, atomically); it refuses a cart that
// already asks for more than could be sold now, so the shopper learns at add time rather than at payment.
import type { Db, Filter } from 'mongodb';
import type { InventoryLevelDoc, ProductDoc } from '../catalogue/index.js';
import { inventoryLevels } from '../catalogue/index.js';
import { conflict } from '../../kernel/errors.js';
import { COLLECTION, type TenantContext } from '../../store/index.js';
import type { VisitPart } from './carts.js';

/** Every stock level of a product (its own and its variants', at every location), as a part of readVisit: what
 * the stock check of an add needs, read in the round trip that reads the cart. */
export const stockLevelsPart = (tenant: TenantContext, productId: string): VisitPart => ({
  collection: COLLECTION.inventory_levels,
  filter: { product_id: productId },
  tenant,
});

/**
 * Units that can be sold: on_hand − reserved per level (never below zero), summed over the business's locations,
 * or at one location when the cart has one. Tracked products hold stock per product (variant_id null),
 * variant-level products per variant. Null when stock is not tracked. `read`: every level of the product as the
 * request already read them (stockLevelsPart), picked here as the store would pick them.
 */
export async function quantityAvailable(
  db: Db,
  tenant: TenantContext,
  product: Pick<ProductDoc, '_id' | 'inventory_type'>,
  variantId: string | null,
  locationId: string | null,
  read?: readonly InventoryLevelDoc[],
): Promise<number | null> {
  if (product.inventory_type === 'none') return null;
  const variant = product.inventory_type === 'tracked' ? null : variantId;
  let levels: readonly InventoryLevelDoc[];
  if (read) {
    // `variant_id: null` matches a missing field too, as the query below does.
    levels = read.filter(
      (l) =>
        l.product_id === product._id &&
        (l.variant_id ?? null) === variant &&
        (!locationId || l.location_id === locationId),
    );
  } else {
    const filter: Filter<InventoryLevelDoc> = { product_id: product._id, variant_id: variant };
    if (locationId) filter.location_id = locationId;
    levels = await inventoryLevels(db, tenant).findFew(filter);
  }
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
  read?: readonly InventoryLevelDoc[],
): Promise<void> {
  if (product.inventory_type === 'variant_level' && !variantId) return;
  const available = await quantityAvailable(db, tenant, product, variantId, locationId, read);
  if (available !== null && wanted > available) {
    throw conflict(`Not enough stock of ${product.name}: ${available} available, the cart would need ${wanted}`);
  }
}
