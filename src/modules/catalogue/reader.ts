// Tenant-scoped reads the catalogue operations share. Every collection is reached through the catalogue's
// tenant-scoped accessors (store.ts), so no query
// here can see another business or the other mode. Lookups that a list needs for many rows are batched.
import type { Db } from 'mongodb';
import { notFound } from '../../kernel/errors.js';
import type { TenantContext } from '../../store/index.js';
import type { BusinessDoc } from '../business/index.js';
import { currentBusiness } from '../business/index.js';
import type { CollectionDoc, LocationDoc, ProductDoc, VariantDoc } from './model.js';
import * as catalogue from './store.js';
import type { CatalogueView, Listing } from './cache.js';

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
  constructor(
    readonly db: Db,
    readonly tenant: TenantContext,
    /** The process's cached catalogue under the business's revision (cache.ts): products and variants come from it. */
    private readonly view: CatalogueView | null = null,
  ) {}

  get products() {
    return catalogue.products(this.db, this.tenant);
  }
  get variants() {
    return catalogue.variants(this.db, this.tenant);
  }
  get categories() {
    return catalogue.categories(this.db, this.tenant);
  }
  get collections() {
    return catalogue.productCollections(this.db, this.tenant);
  }
  get bundles() {
    return catalogue.bundles(this.db, this.tenant);
  }
  get composites() {
    return catalogue.composites(this.db, this.tenant);
  }
  get locations() {
    return catalogue.locations(this.db, this.tenant);
  }
  get inventory() {
    return catalogue.inventoryLevels(this.db, this.tenant);
  }
  get plans() {
    return catalogue.billingPlans(this.db, this.tenant);
  }
  get deals() {
    return catalogue.deals(this.db, this.tenant);
  }
  get quotes() {
    return catalogue.priceQuotes(this.db, this.tenant);
  }

  /** The business itself (not a tenant collection: one document for both modes); shared with concurrent readers, frozen. */
  business(): Promise<Readonly<BusinessDoc> | null> {
    return currentBusiness(this.db, this.tenant.business_id);
  }

  /** The location named by `location_id`, null when none was given; 404 when it is not one of the business's. */
  async location(locationId: string | undefined | null): Promise<LocationDoc | null> {
    if (locationId === undefined || locationId === null) return null;
    const loc = await this.locations.findOne({ _id: locationId });
    if (!loc) throw notFound(`Location ${locationId} not found`);
    return loc as LocationDoc;
  }

  /** The business's products for sale held by the process (cache.ts), or null: then lists query the store. */
  listing(): Promise<Listing | null> {
    return this.view ? this.view.listing() : Promise.resolve(null);
  }

  /** The id of the location named by `location_id`, as location() checks it, from the cached catalogue when there is one. */
  async locationId(locationId: string | undefined | null): Promise<string | null> {
    if (locationId === undefined || locationId === null) return null;
    if (!this.view) return (await this.location(locationId))!._id;
    if (!(await this.view.locationOrder()).includes(locationId)) throw notFound(`Location ${locationId} not found`);
    return locationId;
  }

  /** A product that is not archived (inactive ones included); 404 otherwise. */
  async product(productId: string): Promise<ProductDoc> {
    const p = await this.products.findOne({ _id: productId, archived: false });
    if (!p) throw notFound(`Product ${productId} not found`);
    return p as ProductDoc;
  }

  /** A product for sale (active and not archived), or null. */
  async productForSale(productId: string): Promise<ProductDoc | null> {
    if (this.view) {
      const p = (await this.view.products([productId])).get(productId);
      return p && p.is_active && !p.archived ? p : null;
    }
    return (await this.products.findOne({ _id: productId, ...ACTIVE })) as ProductDoc | null;
  }

  async variantsOf(productId: string): Promise<VariantDoc[]> {
    // A copy of the cached list: callers sort it.
    if (this.view) return [...(await this.view.variantsOf(productId))];
    return (await this.variants.find({ product_id: productId }).toArray()) as VariantDoc[];
  }

  async variantsById(ids: readonly string[]): Promise<Map<string, VariantDoc>> {
    if (ids.length === 0) return new Map();
    if (this.view) return this.view.variants(ids);
    const rows = (await this.variants.find({ _id: { $in: [...new Set(ids)] } }).toArray()) as VariantDoc[];
    return new Map(rows.map((v) => [v._id, v]));
  }

  async productsById(ids: readonly string[], projection?: Record<string, 0 | 1>): Promise<Map<string, ProductDoc>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.products
      .find({ _id: { $in: [...new Set(ids)] } }, projection ? { projection } : {})
      .toArray()) as ProductDoc[];
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
      for (const g of p.add_ons ?? [])
        for (const o of g.options) if (wanted.has(o.id)) out.set(o.id, { product_id: p._id, price: o.price });
    }
    return out;
  }
}
