// Categories and collections: the flat category list with product counts, live (time-bound) collections, the
// attribute definitions that apply to each, and the deals that target them.
import { notFound } from '../../kernel/errors.js';
import { isDealRunning, orderDeals, validAtLocation } from './rules/deals.js';
import type { AttributeDefinitionDoc, CategoryDoc, CollectionDoc, DealDoc } from './model.js';
import { ACTIVE, isLive, soldAt, type CatalogueReader } from './reader.js';
import { activeProductIds } from './product-list.js';
import { presentCategory, presentCollection, presentCollectionDetail, presentDeal } from './present.js';

const MAX_CATEGORIES = 1000;

/** Active products per category (sold at the location when given), in one grouped query. */
async function productCounts(
  r: CatalogueReader,
  locationId: string | null,
  categoryId?: string,
): Promise<Map<string, number>> {
  const match: Record<string, unknown> = { ...ACTIVE, ...(locationId ? soldAt(locationId) : {}) };
  match.category_id = categoryId ?? { $ne: null };
  const rows = await r.products
    .aggregate<{ _id: string; n: number }>([{ $match: match }, { $group: { _id: '$category_id', n: { $sum: 1 } } }])
    .toArray();
  return new Map(rows.map((row) => [row._id, row.n]));
}

const byOrderThenName = (
  a: { sort_order?: number; name: string; _id: string },
  b: { sort_order?: number; name: string; _id: string },
) =>
  (a.sort_order ?? 0) - (b.sort_order ?? 0) ||
  a.name.localeCompare(b.name) ||
  (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

export async function listCategories(r: CatalogueReader, locationId: string | null) {
  const [categories, counts] = await Promise.all([
    r.categories.find({}, { projection: { attribute_definitions: 0 }, limit: MAX_CATEGORIES }).toArray() as Promise<
      CategoryDoc[]
    >,
    productCounts(r, locationId),
  ]);
  return categories.sort(byOrderThenName).map((c) => presentCategory(c, counts.get(c._id) ?? 0));
}

export async function category(r: CatalogueReader, categoryId: string): Promise<CategoryDoc> {
  const c = await r.categories.findOne({ _id: categoryId });
  if (!c) throw notFound(`Category ${categoryId} not found`);
  return c as CategoryDoc;
}

export async function getCategory(r: CatalogueReader, categoryId: string, locationId: string | null) {
  const c = await category(r, categoryId);
  const counts = await productCounts(r, locationId, c._id);
  return presentCategory(c, counts.get(c._id) ?? 0);
}

/**
 * A category's own attribute definitions plus its ancestors'. On a key defined at several levels the nearest
 * definition wins; definitions keep the order in which they first appear walking from the root down.
 */
export function inheritedAttributes(chain: readonly CategoryDoc[]): AttributeDefinitionDoc[] {
  const order: string[] = [];
  const byKey = new Map<string, AttributeDefinitionDoc>();
  for (const c of chain) {
    for (const def of c.attribute_definitions ?? []) {
      if (!byKey.has(def.key)) order.push(def.key);
      byKey.set(def.key, def);
    }
  }
  return order.map((k) => byKey.get(k)!);
}

/** The category and its ancestors, root first. Stops at a missing parent or a cycle. */
export async function ancestry(r: CatalogueReader, leaf: CategoryDoc): Promise<CategoryDoc[]> {
  const chain = [leaf];
  const seen = new Set([leaf._id]);
  let parentId = leaf.parent_id;
  while (parentId && !seen.has(parentId) && chain.length < 50) {
    const parent = (await r.categories.findOne({ _id: parentId })) as CategoryDoc | null;
    if (!parent) break;
    chain.unshift(parent);
    seen.add(parent._id);
    parentId = parent.parent_id;
  }
  return chain;
}

/** Live collections, display order, filtered by name and location. */
export async function listCollections(
  r: CatalogueReader,
  now: Date,
  opts: { search?: string; limit: number; locationId: string | null },
) {
  const filter: Record<string, unknown> = {};
  if (opts.locationId) Object.assign(filter, soldAt(opts.locationId));
  const all = (
    (await r.collections
      .find(filter, { projection: { attribute_definitions: 0, metadata: 0 } })
      .toArray()) as CollectionDoc[]
  )
    .filter((c) => isLive(c, now))
    .filter((c) => !opts.search || c.name.toLowerCase().includes(opts.search.toLowerCase()))
    .sort(byOrderThenName)
    .slice(0, opts.limit);
  const active = await activeProductIds(
    r,
    all.flatMap((c) => c.product_ids ?? []),
    opts.locationId,
  );
  return all.map((c) => presentCollection(c, countIn(c, active)));
}

const countIn = (c: CollectionDoc, active: Set<string>) =>
  new Set((c.product_ids ?? []).filter((id) => active.has(id))).size;

/** A live collection; 404 when unknown or outside its window. */
export async function liveCollection(r: CatalogueReader, collectionId: string, now: Date): Promise<CollectionDoc> {
  const c = (await r.collections.findOne({ _id: collectionId })) as CollectionDoc | null;
  if (!c || !isLive(c, now)) throw notFound(`Collection ${collectionId} not found`);
  return c;
}

export async function getCollection(r: CatalogueReader, collectionId: string, now: Date, locationId: string | null) {
  const c = await liveCollection(r, collectionId, now);
  const active = await activeProductIds(r, c.product_ids ?? [], locationId);
  return presentCollectionDetail(c, countIn(c, active));
}

/** Running deals targeting a category or a collection, ending soonest first. */
export async function runningDeals(
  r: CatalogueReader,
  target: { category_ids: string } | { collection_ids: string },
  now: Date,
  locationId: string | null,
) {
  const deals = (await r.deals.find({ ...target, is_active: true }).toArray()) as DealDoc[];
  return orderDeals(deals.filter((d) => isDealRunning(d, now) && validAtLocation(d, locationId)))
    .slice(0, 100)
    .map(presentDeal);
}
