// Typed, tenant-scoped access to the catalogue's collections.
import type { ClientSession, Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type {
  BillingPlanDoc,
  BundleDoc,
  CategoryDoc,
  CollectionDoc,
  CompositeDoc,
  DealDoc,
  InventoryLevelDoc,
  LocationDoc,
  PriceQuoteDoc,
  ProductDoc,
  VariantDoc,
} from './model.js';

export const products = (db: Db, t: TenantContext) => tenantCollection<ProductDoc>(db, COLLECTION.products, t);
export const variants = (db: Db, t: TenantContext) => tenantCollection<VariantDoc>(db, COLLECTION.variants, t);
export const categories = (db: Db, t: TenantContext) => tenantCollection<CategoryDoc>(db, COLLECTION.categories, t);
/** The catalogue's product collections (collection `collections`). */
export const productCollections = (db: Db, t: TenantContext) =>
  tenantCollection<CollectionDoc>(db, COLLECTION.collections, t);
export const bundles = (db: Db, t: TenantContext) => tenantCollection<BundleDoc>(db, COLLECTION.bundles, t);
export const composites = (db: Db, t: TenantContext) => tenantCollection<CompositeDoc>(db, COLLECTION.composites, t);
export const locations = (db: Db, t: TenantContext) => tenantCollection<LocationDoc>(db, COLLECTION.locations, t);
export const inventoryLevels = (db: Db, t: TenantContext) =>
  tenantCollection<InventoryLevelDoc>(db, COLLECTION.inventory_levels, t);
export const billingPlans = (db: Db, t: TenantContext) =>
  tenantCollection<BillingPlanDoc>(db, COLLECTION.billing_plans, t);
export const deals = (db: Db, t: TenantContext) => tenantCollection<DealDoc>(db, COLLECTION.deals, t);
export const priceQuotes = (db: Db, t: TenantContext) =>
  tenantCollection<PriceQuoteDoc>(db, COLLECTION.price_quotes, t);

/** The business's location ids, oldest first: the order stock is looked for in when a line names no location. */
export async function locationOrder(db: Db, t: TenantContext, session?: ClientSession): Promise<string[]> {
  const rows = await locations(db, t)
    .find({}, { sort: { created_at: 1, _id: 1 }, projection: { _id: 1 }, ...(session ? { session } : {}) })
    .toArray();
  return rows.map((l) => String(l._id));
}
