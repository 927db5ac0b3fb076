// What applyImport's steps share: the file's lists, what the store holds by natural key (read once, before any
// write), the id of everything the file names, and the queue of writes sent as one batch at the end (apply.ts).
import type { ClientSession, Db, Document } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import type {
  BillingPlanDoc,
  BundleDoc,
  CategoryDoc,
  CollectionDoc,
  CompositeDoc,
  DealDoc,
  InventoryLevelDoc,
  LocationDoc,
  ProductDoc,
  VariantDoc,
} from '../catalogue/index.js';
import type { ResourceDoc, ServiceRecordDoc, StaffDoc } from '../scheduling/index.js';
import type { CollectionName, ScopedCollection, TenantContext } from '../../store/index.js';
import { deleteFrom, updateIn, type BatchWrite } from '../../store/transaction.js';
import * as catalogue from '../catalogue/index.js';
import * as scheduling from '../scheduling/index.js';
import * as shipping from '../shipping/index.js';
import { zeroCounts, type CountKind, type FileLists } from './format.js';

export const byKey = <T, K>(items: T[], key: (t: T) => K | undefined | null): Map<K, T> => {
  const m = new Map<K, T>();
  for (const t of items) {
    const k = key(t);
    if (k !== undefined && k !== null) m.set(k, t);
  }
  return m;
};
/** The filter type of the import's writes: every catalogue document's _id is a string. */
type ById = { _id: string };
export const date = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);

/** The tenant's collections the import reads and writes. */
export function importStore(db: Db, tenant: TenantContext) {
  return {
    products: catalogue.products(db, tenant),
    variants: catalogue.variants(db, tenant),
    categories: catalogue.categories(db, tenant),
    collections: catalogue.productCollections(db, tenant),
    bundles: catalogue.bundles(db, tenant),
    composites: catalogue.composites(db, tenant),
    locations: catalogue.locations(db, tenant),
    levels: catalogue.inventoryLevels(db, tenant),
    plans: catalogue.billingPlans(db, tenant),
    deals: catalogue.deals(db, tenant),
    services: scheduling.serviceRecords(db, tenant),
    staff: scheduling.staff(db, tenant),
    resources: scheduling.resources(db, tenant),
    shippingZones: shipping.shippingZones(db, tenant),
  };
}
export type ImportStore = ReturnType<typeof importStore>;

/** Every product slug the file mentions: its own, and those its bundles, composites, collections and deals name. */
function referencedSlugs(file: FileLists): string[] {
  const slugs = new Set<string>(file.products.map((p) => p.slug));
  for (const p of file.products) {
    for (const c of p.bundle?.components ?? []) slugs.add(c.product);
    for (const g of p.composite?.groups ?? []) for (const c of g.components) if (c.product) slugs.add(c.product);
  }
  for (const c of file.collections) for (const s of c.products ?? []) slugs.add(s);
  for (const d of file.deals) for (const s of d.products ?? []) slugs.add(s);
  for (const z of file.shippingZones) for (const r of z.rates) for (const s of r.free_products ?? []) slugs.add(s);
  return [...slugs];
}

/** What the store holds that the import matches against, read before any write. */
export async function readStored(store: ImportStore, session: ClientSession, file: FileLists) {
  const opts = { session };
  const locations = (await store.locations.find({}, opts).toArray()) as LocationDoc[];
  const categories = (await store.categories.find({}, opts).toArray()) as CategoryDoc[];
  const collections = (await store.collections
    .find({ slug: { $in: file.collections.map((c) => c.slug) } }, opts)
    .toArray()) as CollectionDoc[];
  const plans = (await store.plans.find({}, opts).toArray()) as BillingPlanDoc[];
  const products = (await store.products
    .find({ slug: { $in: referencedSlugs(file) } }, opts)
    .toArray()) as ProductDoc[];
  const variants = (await store.variants
    .find({ product_id: { $in: products.map((p) => p._id) } }, opts)
    .toArray()) as VariantDoc[];
  // The parts below belong to the file's own products only.
  const ownIds = products.filter((p) => file.products.some((f) => f.slug === p.slug)).map((p) => p._id);
  const owned = { product_id: { $in: ownIds } };
  const bundles = (await store.bundles.find(owned, opts).toArray()) as BundleDoc[];
  const composites = (await store.composites.find(owned, opts).toArray()) as CompositeDoc[];
  const levels = (await store.levels.find(owned, opts).toArray()) as InventoryLevelDoc[];
  const deals = (await store.deals.find({ ref: { $in: file.deals.map((d) => d.ref) } }, opts).toArray()) as DealDoc[];
  return {
    locations,
    locationByRef: byKey(locations, (l) => l.ref),
    categories,
    categoryBySlug: byKey(categories, (c) => c.slug),
    collections,
    collectionBySlug: byKey(collections, (c) => c.slug),
    plans,
    planByRef: byKey(plans, (p) => p.ref),
    products,
    productBySlug: byKey(products, (p) => p.slug),
    variants,
    bundleByProduct: byKey(bundles, (b) => b.product_id),
    compositeByProduct: byKey(composites, (c) => c.product_id),
    levelByKey: byKey(levels, (l) => `${l.product_id}|${l.variant_id ?? ''}|${l.location_id}`),
    dealByRef: byKey(deals, (d) => d.ref),
    ...(await readScheduling(store, session, ownIds)),
  };
}
export type Stored = Awaited<ReturnType<typeof readStored>>;

/**
 * Every staff member and resource with a ref (services of this file may name stored ones), and the service records
 * of the file's products: their ids only.
 */
async function readScheduling(store: ImportStore, session: ClientSession, ownIds: string[]) {
  const refs = { session, projection: { _id: 1, ref: 1 } };
  const staff = (await store.staff.find({ ref: { $type: 'string' } }, refs).toArray()) as Pick<
    StaffDoc,
    '_id' | 'ref'
  >[];
  const resources = (await store.resources.find({ ref: { $type: 'string' } }, refs).toArray()) as Pick<
    ResourceDoc,
    '_id' | 'ref'
  >[];
  const services = (await store.services
    .find({ product_id: { $in: ownIds } }, { session, projection: { _id: 1, product_id: 1, is_active: 1 } })
    .toArray()) as Pick<ServiceRecordDoc, '_id' | 'product_id' | 'is_active'>[];
  return { staff, resources, serviceByProduct: byKey(services, (r) => r.product_id) };
}

/** Natural key → id of every entity the file names or the store holds, so references can point forward. */
export function assignIds(file: FileLists, stored: Stored, defaultTz: string) {
  const byRef = <T extends { _id: string; ref?: string | null }>(items: T[]) =>
    new Map<string, string>(items.flatMap((t) => (t.ref ? [[t.ref, t._id] as [string, string]] : [])));
  const location = byRef(stored.locations);
  for (const l of file.locations) location.set(l.ref, stored.locationByRef.get(l.ref)?._id ?? newId('location'));
  const category = new Map<string, string>(stored.categories.map((c) => [c.slug, c._id]));
  for (const c of file.categories) category.set(c.slug, stored.categoryBySlug.get(c.slug)?._id ?? newId('category'));
  const collection = new Map<string, string>(stored.collections.map((c) => [c.slug, c._id]));
  for (const c of file.collections)
    collection.set(c.slug, stored.collectionBySlug.get(c.slug)?._id ?? newId('collection'));
  const plan = byRef(stored.plans);
  for (const p of file.plans) plan.set(p.ref, stored.planByRef.get(p.ref)?._id ?? newId('billingPlan'));
  const product = new Map<string, string>(stored.products.map((p) => [p.slug, p._id]));
  for (const p of file.products) product.set(p.slug, stored.productBySlug.get(p.slug)?._id ?? newId('product'));
  const productName = new Map<string, string>(stored.products.map((p) => [p.slug, p.name]));
  for (const p of file.products) productName.set(p.slug, p.name);
  const tzOfLocation = new Map<string, string>(
    stored.locations.flatMap((l) => (l.ref ? [[l.ref, l.timezone] as [string, string]] : [])),
  );
  for (const l of file.locations) tzOfLocation.set(l.ref, l.timezone ?? defaultTz);
  const staff = new Map<string, string>(stored.staff.map((m) => [m.ref!, m._id]));
  const staffStored = new Set(staff.keys());
  for (const m of file.staff) staff.set(m.ref, staff.get(m.ref) ?? newId('staff'));
  const resource = new Map<string, string>(stored.resources.map((r) => [r.ref!, r._id]));
  const resourceStored = new Set(resource.keys());
  for (const r of file.resources) resource.set(r.ref, resource.get(r.ref) ?? newId('resource'));
  return {
    location,
    category,
    collection,
    plan,
    product,
    productName,
    tzOfLocation,
    staff,
    staffStored,
    resource,
    resourceStored,
  };
}
export type IdMaps = ReturnType<typeof assignIds>;

/** The result's `ids` for the entities whose ids assignIds chose (later steps add the parts they mint). */
export function recordIds(file: FileLists, id: IdMaps, ids: Record<string, string>): void {
  for (const [ref, value] of id.location) if (file.locations.some((l) => l.ref === ref)) ids[`location:${ref}`] = value;
  for (const c of file.categories) ids[`category:${c.slug}`] = id.category.get(c.slug)!;
  for (const c of file.collections) ids[`collection:${c.slug}`] = id.collection.get(c.slug)!;
  for (const p of file.plans) ids[`billing_plan:${p.ref}`] = id.plan.get(p.ref)!;
  for (const p of file.products) ids[`product:${p.slug}`] = id.product.get(p.slug)!;
  for (const m of file.staff) ids[`staff:${m.ref}`] = id.staff.get(m.ref)!;
  for (const r of file.resources) ids[`resource:${r.ref}`] = id.resource.get(r.ref)!;
}

/** What every step of applyImport reads and adds to. */
export interface ApplyContext {
  file: FileLists;
  store: ImportStore;
  stored: Stored;
  id: IdMaps;
  /** The result's natural key → id map. */
  ids: Record<string, string>;
  created: Record<CountKind, number>;
  updated: Record<CountKind, number>;
  /** Every write of the import, in order, sent together at the end. */
  writes: BatchWrite[];
  scope: { tenant: TenantContext };
  now: Date;
  currency: string;
  /** The file's time zone, else the business's. */
  defaultTz: string;
}

export function newContext(
  parts: Pick<ApplyContext, 'file' | 'store' | 'stored' | 'id' | 'now' | 'currency' | 'defaultTz'>,
  tenant: TenantContext,
): ApplyContext {
  return { ...parts, ids: {}, created: zeroCounts(), updated: zeroCounts(), writes: [], scope: { tenant } };
}

/** The id of a location by ref (references were checked, so it exists). */
export const loc = (ctx: ApplyContext, ref: string): string => ctx.id.location.get(ref)!;

/** Queues the upsert of one document by _id (tenant fields come from the scoped filter) and counts it. */
export function put<T extends Document>(
  ctx: ApplyContext,
  collection: ScopedCollection<T>,
  kind: CountKind | null,
  id: string,
  exists: boolean,
  fields: Partial<T>,
): void {
  // The accessor names the collection and types `fields`; the write itself goes into the batch, scoped alike.
  const update = { $set: { ...fields, updated_at: ctx.now }, $setOnInsert: { created_at: ctx.now } };
  const name = collection.raw.collectionName as CollectionName;
  ctx.writes.push(updateIn<ById>(name, { _id: id }, update, { ...ctx.scope, upsert: true }));
  if (kind) (exists ? ctx.updated : ctx.created)[kind]++;
}

/** Queues a $set on one stored document by _id. */
export function setOn(ctx: ApplyContext, collection: CollectionName, id: string, fields: Document): void {
  ctx.writes.push(updateIn<ById>(collection, { _id: id }, { $set: { ...fields, updated_at: ctx.now } }, ctx.scope));
}

/** Queues the deletion of one stored document by _id. */
export function remove(ctx: ApplyContext, collection: CollectionName, id: string): void {
  ctx.writes.push(deleteFrom<ById>(collection, { _id: id }, ctx.scope));
}
