// Tenant-scoped reads the catalogue operations share. Every collection is reached through scoped(), so no query
// here can see another business or the other mode. Lookups that a list needs for many rows are batched.
import type { Db } from 'mongodb';
import { notFound } from '../../kernel/errors.js';
import { scoped, type TenantContext } from '../../store/index.js';
import type { BusinessDoc } from '../business/model.js';
import type {
  BillingPlanDoc, BundleDoc, CategoryDoc, CollectionDoc, CompositeDoc, DealDoc, InventoryLevelDoc, LocationDoc,
  PriceQuoteDoc, ProductDoc, VariantDoc,
} from './model.js';

/** Products that are for sale: active and not archived. */
export const ACTIVE = { is_active: true, archived: false } as const;

/** Products sold at a location: those restricted to it and those not restricted at all. */
export const soldAt = (locationId: string) => ({ $or: [{ location_ids: { $size: 0 } }, { location_ids: locationId }] });

export function isSoldAt(p: Pick<ProductDoc, 'location_ids'>, locationId: string | null): boolean {
  return !locationId || !p.location_ids?.length || p.location_ids.includes(locationId);
}

/** A collection is live inside [starts_at, ends_at). */
export function isLive(c: Pick<CollectionDoc, 'starts_at' | 'ends_at'>, now: Date): boolean {
  const t = now.getTime();
  return (!c.starts_at || c.starts_at.getTime() <= t) && (!c.ends_at || c.ends_at.getTime() > t);
}

export class CatalogueReader {
  private readonly s: ReturnType<typeof scoped>;

  constructor(
    readonly db: Db,
    readonly tenant: TenantContext,
  ) {
    this.s = scoped(db, tenant);
  }

  get products() {
    return this.s.collection<ProductDoc>('products');
  }
  get variants() {
    return this.s.collection<VariantDoc>('variants');
  }
  get categories() {
    return this.s.collection<CategoryDoc>('categories');
  }
  get collections() {
    return this.s.collection<CollectionDoc>('collections');
  }
  get bundles() {
    return this.s.collection<BundleDoc>('bundles');
  }
  get composites() {
    return this.s.collection<CompositeDoc>('composites');
  }
  get locations() {
    return this.s.collection<LocationDoc>('locations');
  }
  get inventory() {
    return this.s.collection<InventoryLevelDoc>('inventory_levels');
  }
  get plans() {
    return this.s.collection<BillingPlanDoc>('billing_plans');
  }
  get deals() {
    return this.s.collection<DealDoc>('deals');
  }
  get quotes() {
    return this.s.collection<PriceQuoteDoc>('price_quotes');
  }

  /** The business itself (not a tenant collection: one document for both modes). */
  business(): Promise<BusinessDoc | null> {
    return this.db.collection<BusinessDoc>('businesses').findOne({ _id: this.tenant.business_id });
  }

  /** The location named by `location_id`, null when none was given; 404 when it is not one of the business's. */
  async location(locationId: string | undefined | null): Promise<LocationDoc | null> {
    if (locationId === undefined || locationId === null) return null;
    const loc = await this.locations.findOne({ _id: locationId });
    if (!loc) throw notFound(`Location ${locationId} not found`);
    return loc as LocationDoc;
  }

  /** A product that is not archived (inactive ones included); 404 otherwise. */
  async product(productId: string): Promise<ProductDoc> {
    const p = await this.products.findOne({ _id: productId, archived: false });
    if (!p) throw notFound(`Product ${productId} not found`);
    return p as ProductDoc;
  }

  async variantsOf(productId: string): Promise<VariantDoc[]> {
    return (await this.variants.find({ product_id: productId }).toArray()) as VariantDoc[];
  }

  async variantsById(ids: readonly string[]): Promise<Map<string, VariantDoc>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.variants.find({ _id: { $in: [...new Set(ids)] } }).toArray()) as VariantDoc[];
    return new Map(rows.map((v) => [v._id, v]));
  }

  async productsById(ids: readonly string[], projection?: Record<string, 0 | 1>): Promise<Map<string, ProductDoc>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.products.find({ _id: { $in: [...new Set(ids)] } }, projection ? { projection } : {}).toArray()) as ProductDoc[];
    return new Map(rows.map((p) => [p._id, p]));
  }

  /** For add-on option ids: the product whose groups hold each and its price (ids held by no product are absent). */
  async addOnOptions(optionIds: readonly string[]): Promise<Map<string, { product_id: string; price: number }>> {
    const out = new Map<string, { product_id: string; price: number }>();
    if (optionIds.length === 0) return out;
    const wanted = new Set(optionIds);
    const rows = (await this.products
      .find({ 'add_ons.options.id': { $in: [...wanted] } }, { projection: { _id: 1, add_ons: 1 } })
      .toArray()) as ProductDoc[];
    for (const p of rows) {
      for (const g of p.add_ons ?? []) for (const o of g.options) if (wanted.has(o.id)) out.set(o.id, { product_id: p._id, price: o.price });
    }
    return out;
  }
}
