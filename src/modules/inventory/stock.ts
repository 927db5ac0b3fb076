// Stock levels and availability as the Inventory operations answer them, for the three inventory types:
//   none           not counted: always available, quantities null;
//   tracked        counted per product (variant_id null), per location;
//   variant_level  counted per variant; product-level quantities are null.
// Available = on hand − reserved by unpaid orders (never below 0). Locations: the business's locations where the
// product is sold, in the business's order, or only the one asked for.
import type { Db } from 'mongodb';
import type { InventoryLevelDoc, ProductDoc, VariantDoc } from '../catalogue/index.js';
import { notFound } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import * as catalogue from '../catalogue/index.js';
import { isSoldAt } from '../catalogue/index.js';

export interface LocationStock {
  location_id: string;
  quantity_on_hand: number | null;
  quantity_available: number | null;
}

export interface Availability {
  is_available: boolean;
  quantity_requested: number;
  quantity_available: number | null;
}

const free = (l: Pick<InventoryLevelDoc, 'quantity_on_hand' | 'quantity_reserved'> | undefined) =>
  l ? Math.max(0, l.quantity_on_hand - (l.quantity_reserved ?? 0)) : 0;

export class StockReader {
  private readonly db: Db;
  constructor(
    services: Services,
    private readonly tenant: TenantContext,
  ) {
    this.db = services.db;
  }

  private get products() {
    return catalogue.products(this.db, this.tenant);
  }
  private get variants() {
    return catalogue.variants(this.db, this.tenant);
  }
  private get locationsOf() {
    return catalogue.locations(this.db, this.tenant);
  }
  private get inventory() {
    return catalogue.inventoryLevels(this.db, this.tenant);
  }

  async product(id: string): Promise<ProductDoc> {
    const p = await this.products.findOne({ _id: id, archived: { $ne: true } });
    if (!p) throw notFound(`Product ${id} not found`);
    return p;
  }

  async variant(id: string): Promise<{ variant: VariantDoc; product: ProductDoc }> {
    const v = await this.variants.findOne({ _id: id });
    if (!v) throw notFound(`Variant ${id} not found`);
    const p = await this.products.findOne({ _id: v.product_id, archived: { $ne: true } });
    if (!p) throw notFound(`Variant ${id} not found`);
    return { variant: v, product: p };
  }

  /** The locations to report: the one asked for (404 when not the business's), else those selling the product. */
  async locations(product: ProductDoc, locationId: string | undefined): Promise<string[]> {
    if (locationId !== undefined) {
      const loc = await this.locationsOf.findOne({ _id: locationId }, { projection: { _id: 1 } });
      if (!loc) throw notFound(`Location ${locationId} not found`);
      return [locationId];
    }
    const all = await this.locationsOf.find({}, { sort: { created_at: 1, _id: 1 } }).toArray();
    return all.map((l) => l._id).filter((id) => isSoldAt(product, id));
  }

  /** Levels of one stock key (product-level: variant null) at the given locations, keyed by location. */
  async levels(
    productId: string,
    variantId: string | null,
    locationIds: string[],
  ): Promise<Map<string, InventoryLevelDoc>> {
    const rows = await this.inventory
      .find({ product_id: productId, variant_id: variantId, location_id: { $in: locationIds } })
      .toArray();
    return new Map(rows.map((r) => [r.location_id, r]));
  }

  /** Per-location stock of a product (variantId null) or of one variant. */
  async stock(product: ProductDoc, variantId: string | null, locationIds: string[]): Promise<LocationStock[]> {
    const counted =
      product.inventory_type === 'tracked' || (product.inventory_type === 'variant_level' && variantId !== null);
    if (!counted)
      return locationIds.map((location_id) => ({ location_id, quantity_on_hand: null, quantity_available: null }));
    const key = product.inventory_type === 'tracked' ? null : variantId;
    const byLoc = await this.levels(product._id, key, locationIds);
    return locationIds.map((location_id) => {
      const l = byLoc.get(location_id);
      return { location_id, quantity_on_hand: l ? Math.max(0, l.quantity_on_hand) : 0, quantity_available: free(l) };
    });
  }

  async productAvailability(product: ProductDoc, quantity: number, locationIds: string[]): Promise<Availability> {
    const base = { quantity_requested: quantity };
    if (product.inventory_type === 'none')
      return { ...base, is_available: product.is_active, quantity_available: null };
    if (product.inventory_type === 'tracked') {
      const total = (await this.stock(product, null, locationIds)).reduce((n, l) => n + (l.quantity_available ?? 0), 0);
      return { ...base, is_available: product.is_active && total >= quantity, quantity_available: total };
    }
    // Variant-level: available when some active variant has the quantity (summed over the locations asked).
    const variants = await this.variants
      .find({ product_id: product._id, is_active: true }, { projection: { _id: 1 } })
      .toArray();
    let some = false;
    for (const v of variants) {
      const total = (await this.stock(product, v._id, locationIds)).reduce(
        (n, l) => n + (l.quantity_available ?? 0),
        0,
      );
      if (total >= quantity) {
        some = true;
        break;
      }
    }
    return { ...base, is_available: product.is_active && some, quantity_available: null };
  }

  async variantAvailability(
    product: ProductDoc,
    variant: VariantDoc,
    quantity: number,
    locationIds: string[],
  ): Promise<Availability> {
    const sellable = product.is_active && variant.is_active;
    if (product.inventory_type === 'none')
      return { quantity_requested: quantity, is_available: sellable, quantity_available: null };
    const total = (await this.stock(product, variant._id, locationIds)).reduce(
      (n, l) => n + (l.quantity_available ?? 0),
      0,
    );
    return { quantity_requested: quantity, is_available: sellable && total >= quantity, quantity_available: total };
  }
}
