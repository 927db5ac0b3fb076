// Product lists: listProducts (filters, sort, keyset cursor or page mode) and the offset-paginated lists of a
// category or a collection. listProducts pages through the process's listing when the reader has one (cache.ts:
// the products for sale under the current catalogue revision, matched and ordered by the store's own rules), else
// each page is one indexed query with a projection; stock and slug lookups, when a filter needs them, are one
// query each, whatever the page size.
import type { Document } from 'mongodb';
import { freezeWithJson } from '../../kernel/json.js';
import { localMatcher, localSort } from '../../store/index.js';
import type { Listing } from './cache.js';
import { validationError } from '../../kernel/errors.js';
import {
  afterPosition,
  decodeCursor,
  encodeCursor,
  queryFingerprint,
  sortDocument,
  type CursorPosition,
  type KeyValue,
} from './rules/cursor.js';
import {
  EFFECTIVE_PRICE_FIELD,
  cursorDefinition,
  needsLocationPrice,
  parseProductQuery,
  priceConditions,
  productFilter,
  productSort,
  type ProductListParams,
  type ProductQuery,
} from './rules/product-query.js';
import type { CollectionDoc, ProductDoc } from './model.js';
import { ACTIVE, soldAt, type CatalogueReader } from './reader.js';
import { listProjection, presentProduct, type ListedProduct } from './present.js';

export interface PageRequest {
  limit: number;
  /** Page mode when set (the client sent `page`). */
  page?: number;
  cursor?: string;
}

/** Ids of products with stock available (at the location, else anywhere): product-level stock, or an active variant's. */
export async function inStockProductIds(r: CatalogueReader, locationId: string | null): Promise<string[]> {
  const levels = await r.inventory
    .find(locationId ? { location_id: locationId } : {}, {
      projection: { _id: 0, product_id: 1, variant_id: 1, quantity_on_hand: 1, quantity_reserved: 1 },
    })
    .toArray();
  const products = new Set<string>();
  const variantIds = new Set<string>();
  for (const l of levels) {
    if ((l.quantity_on_hand ?? 0) - (l.quantity_reserved ?? 0) <= 0) continue;
    if (l.variant_id) variantIds.add(l.variant_id);
    else products.add(l.product_id);
  }
  if (variantIds.size) {
    const active = await r.variants
      .find({ _id: { $in: [...variantIds] }, is_active: true }, { projection: { product_id: 1 } })
      .toArray();
    for (const v of active) products.add(v.product_id);
  }
  return [...products].sort();
}

/**
 * The cursor fingerprint of a query, remembered: storefronts ask the same few lists over and over, and the digest
 * (canonical JSON, SHA-256) was a twentieth of an uncached list's CPU. Keyed by the parsed query's own JSON, which
 * is the same for the same parameters (parseProductQuery sets fields in one order).
 */
const fingerprints = new Map<string, string>();
function fingerprintOf(q: ProductQuery): string {
  const key = JSON.stringify(q);
  let f = fingerprints.get(key);
  if (f === undefined) {
    if (fingerprints.size >= 1_000) fingerprints.clear();
    fingerprints.set(key, (f = queryFingerprint(cursorDefinition(q))));
  }
  return f;
}

/** A location id is used inside a field path (`location_prices.<id>`): only ids of the plain id alphabet qualify. */
const SAFE_FIELD = /^[A-Za-z0-9_-]{1,128}$/;

export async function listProducts(r: CatalogueReader, params: ProductListParams, page: PageRequest) {
  const locationId = await r.locationId(params.location_id);
  if (page.page !== undefined && page.cursor !== undefined)
    throw validationError('query.cursor: cannot be combined with page');
  const slugCategory =
    params.category_slug !== undefined
      ? await r.categories.findOne({ slug: params.category_slug }, { projection: { _id: 1 } })
      : undefined;
  const q = parseProductQuery(
    params,
    slugCategory === undefined ? undefined : ((slugCategory?._id as string | undefined) ?? null),
  );
  const sort = productSort(q);
  const fingerprint = fingerprintOf(q);
  const position = page.cursor !== undefined ? decodeCursor(page.cursor, fingerprint, sort.length) : null;
  if (locationId && !SAFE_FIELD.test(locationId)) throw validationError('query.location_id: unusable location id');

  const empty = {
    items: [],
    pagination: { limit: page.limit, next_cursor: null, ...(page.page ? { page: page.page, total: 0 } : {}) },
  };
  if (q.matchesNothing) return empty;

  const stock = q.inStock !== undefined ? { inStockIds: await inStockProductIds(r, locationId) } : undefined;
  const matching: Record<string, unknown> = { ...productFilter(q, stock), ...priceConditions(q) };
  const pageFilter = position ? withCondition(matching, afterPosition(sort, position)) : matching;
  const skip = page.page ? (page.page - 1) * page.limit : 0;
  const projection = listProjection(locationId);

  let rows: Document[];
  let total: number | undefined;
  let fromListing: Listing | null = null;
  // Stock is not part of the catalogue revision, and a per-location price is a computed field: those lists always
  // query the store. The rest page through the process's listing when it has one.
  const listing = q.inStock === undefined && !needsLocationPrice(q) ? await r.listing() : null;
  if (listing) {
    fromListing = listing;
    ({ rows, total } = pageOfListing(
      listing,
      pageFilter,
      sortDocument(sort),
      skip,
      page.limit + 1,
      page.page !== undefined,
    ));
  } else if (needsLocationPrice(q)) {
    const base = productFilter(q, stock);
    const withPrice = [
      { $match: base },
      { $addFields: { [EFFECTIVE_PRICE_FIELD]: { $ifNull: [`$location_prices.${locationId}`, '$default_price'] } } },
    ];
    const narrowed = { ...priceConditions(q), ...(position ? afterPosition(sort, position) : {}) };
    rows = await r.products
      .aggregate([
        ...withPrice,
        { $match: narrowed },
        { $sort: sortDocument(sort) },
        ...(skip ? [{ $skip: skip }] : []),
        { $limit: page.limit + 1 },
        { $project: { ...projection, [EFFECTIVE_PRICE_FIELD]: 1 } },
      ])
      .toArray();
    if (page.page) {
      const counted = await r.products
        .aggregate([...withPrice, { $match: priceConditions(q) }, { $count: 'n' }])
        .toArray();
      total = (counted[0]?.n as number | undefined) ?? 0;
    }
  } else {
    [rows, total] = await Promise.all([
      r.products.find(pageFilter, { projection, sort: sortDocument(sort), skip, limit: page.limit + 1 }).toArray(),
      page.page ? r.products.countDocuments(matching) : Promise.resolve(undefined),
    ]);
  }

  const hasMore = rows.length > page.limit;
  const items = hasMore ? rows.slice(0, page.limit) : rows;
  const last = items[items.length - 1];
  const next = hasMore && last ? encodeCursor(fingerprint, positionOf(last, sort)) : null;
  const pagination = {
    limit: page.limit,
    next_cursor: next,
    ...(page.page ? { page: page.page, total: total ?? 0 } : {}),
  };
  if (!fromListing) return { items: items.map((p) => presentProduct(p as ListedProduct, locationId)), pagination };
  // From the listing: each product presented and encoded once per revision and location; the answer is frozen
  // with the JSON spliced from those texts attached (kernel/json.ts), which is exactly JSON.stringify of the answer.
  const listed = items.map((p) =>
    fromListing.presentedAt(p as ProductDoc, locationId, (d) => presentProduct(d as ListedProduct, locationId)),
  );
  const answer = { items: listed.map((x) => x.item), pagination };
  return freezeWithJson(
    answer,
    `{"items":[${listed.map((x) => x.json).join(',')}],"pagination":${JSON.stringify(pagination)}}`,
  );
}

/**
 * A page of the listing, as the store would answer the same find (filter, sort, skip, limit) and, when `counting`,
 * the count of every match (page mode, where the filter has no cursor condition).
 */
function pageOfListing(
  listing: Listing,
  filter: Document,
  sort: Record<string, 1 | -1>,
  skip: number,
  take: number,
  counting: boolean,
) {
  const ordered = listing.ordered(JSON.stringify(sort), (products) => localSort(products, sort));
  const matches = localMatcher(filter);
  const rows: Document[] = [];
  let seen = 0;
  for (const p of ordered) {
    if (matches && !matches(p)) continue;
    if (seen++ >= skip && rows.length < take) rows.push(p);
    else if (!counting && rows.length === take) break;
  }
  return { rows, total: counting ? seen : undefined };
}

function withCondition(filter: Record<string, unknown>, condition: Record<string, unknown>): Record<string, unknown> {
  const and = Array.isArray(filter.$and) ? (filter.$and as unknown[]) : [];
  return { ...filter, $and: [...and, condition] };
}

function positionOf(doc: Document, sort: ReturnType<typeof productSort>): CursorPosition {
  return { keys: sort.map(([field]) => (doc[field] ?? null) as KeyValue), id: doc._id as string };
}

/** Offset page of the active products directly in a category, by name. */
export async function listCategoryProducts(
  r: CatalogueReader,
  categoryId: string,
  locationId: string | null,
  limit: number,
  offset: number,
) {
  const filter: Record<string, unknown> = {
    ...ACTIVE,
    category_id: categoryId,
    ...(locationId ? soldAt(locationId) : {}),
  };
  const [rows, total] = await Promise.all([
    r.products
      .find(filter, { projection: listProjection(locationId), sort: { name: 1, _id: 1 }, skip: offset, limit })
      .toArray(),
    r.products.countDocuments(filter),
  ]);
  return offsetPage(rows as ListedProduct[], total, limit, offset, locationId);
}

/** Offset page of the active products of a collection, in the curated order. */
export async function listCollectionProducts(
  r: CatalogueReader,
  collection: CollectionDoc,
  locationId: string | null,
  limit: number,
  offset: number,
) {
  const ids = collection.product_ids ?? [];
  const filter: Record<string, unknown> = { _id: { $in: ids }, ...ACTIVE, ...(locationId ? soldAt(locationId) : {}) };
  const rows = (await r.products.find(filter, { projection: listProjection(locationId) }).toArray()) as ListedProduct[];
  const rank = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (rank.get(a._id) ?? 0) - (rank.get(b._id) ?? 0));
  return offsetPage(rows.slice(offset, offset + limit), rows.length, limit, offset, locationId);
}

function offsetPage(rows: ListedProduct[], total: number, limit: number, offset: number, locationId: string | null) {
  return {
    items: rows.map((p) => presentProduct(p, locationId)),
    pagination: { limit, offset, total, has_more: offset + rows.length < total },
  };
}

/** Active products among `ids` (sold at the location when given), for counting. */
export async function activeProductIds(
  r: CatalogueReader,
  ids: readonly string[],
  locationId: string | null,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await r.products
    .find(
      { _id: { $in: [...new Set(ids)] }, ...ACTIVE, ...(locationId ? soldAt(locationId) : {}) },
      { projection: { _id: 1 } },
    )
    .toArray();
  return new Set(rows.map((p) => (p as Pick<ProductDoc, '_id'>)._id));
}
