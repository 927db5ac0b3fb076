// listProducts' query parameters turned into a store query: the filter, the order and the cursor binding.
// Pure: ids that need a lookup first (category slug → id, products in stock) are resolved by the caller and
// passed in.
import type { ListProductsData } from '../../../../generated/sdk/storefront/types.gen.js';
import { toMinor } from '../../../kernel/money.js';
import { invalid } from './errors.js';
import type { SortKeys } from './cursor.js';
import { escapeRegex } from '../../../kernel/format.js';

/** listProducts' filters and order, as the contract types its query (paging is the caller's). */
export type ProductListParams = Omit<NonNullable<ListProductsData['query']>, 'limit' | 'page' | 'cursor'> & {
  /** Not a storefront parameter: products in any of these categories (the UCP catalogue search's filter). */
  category_ids?: readonly string[];
};

/** The parsed, normalised form of the parameters: what the cursor fingerprint is taken over. */
export interface ProductQuery {
  categoryId?: string;
  /** Any of these categories (sorted, distinct); an empty list matches nothing. */
  categoryIds?: string[];
  /** Set when `category_slug` named no category: the answer is an empty page. */
  matchesNothing: boolean;
  taxonomyId?: string;
  search?: string;
  tags?: string[];
  featured?: boolean;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
  properties?: Record<string, string[]>;
  sortBy: 'name' | 'price' | 'created_at' | 'featured';
  sortOrder: 'asc' | 'desc';
  locationId: string | null;
}

const PROPERTY_KEY = /^[a-z][a-z0-9_]{0,49}$/;

export function parseProperties(text: string): Record<string, string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('query.properties: must be a JSON object mapping attribute keys to comma-separated values');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalid('query.properties: must be a JSON object mapping attribute keys to comma-separated values');
  }
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!PROPERTY_KEY.test(key)) throw invalid(`query.properties: "${key}" is not an attribute key`);
    if (typeof value !== 'string') throw invalid(`query.properties.${key}: must be a string of comma-separated values`);
    const values = value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    if (values.length === 0) throw invalid(`query.properties.${key}: must list at least one value`);
    out[key] = [...new Set(values)];
  }
  return out;
}

/** Major units (a number from the query) → minor units; more than two decimals is rounded to the cent. */
function priceBound(value: number, name: string): number {
  try {
    return toMinor(value);
  } catch {
    throw invalid(`query.${name}: must be an amount in major units`);
  }
}

export function parseProductQuery(p: ProductListParams, resolvedCategoryId: string | null | undefined): ProductQuery {
  const q: ProductQuery = {
    matchesNothing: false,
    sortBy: p.sort_by ?? 'name',
    sortOrder: p.sort_order ?? 'asc',
    locationId: p.location_id ?? null,
  };
  if (p.category_id !== undefined) q.categoryId = p.category_id;
  if (p.category_slug !== undefined) {
    if (!resolvedCategoryId) q.matchesNothing = true;
    else if (q.categoryId !== undefined && q.categoryId !== resolvedCategoryId) q.matchesNothing = true;
    else q.categoryId = resolvedCategoryId;
  }
  if (p.category_ids !== undefined) {
    q.categoryIds = [...new Set(p.category_ids)].sort();
    if (q.categoryIds.length === 0) q.matchesNothing = true;
  }
  if (p.taxonomy_id !== undefined) q.taxonomyId = p.taxonomy_id;
  if (p.search !== undefined && p.search.trim()) q.search = p.search.trim().toLowerCase();
  if (p.tags !== undefined) {
    const tags = [
      ...new Set(
        p.tags
          .split(',')
          .map((t) => t.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (tags.length === 0) q.matchesNothing = true;
    else q.tags = tags.sort();
  }
  if (p.featured !== undefined) q.featured = p.featured;
  if (p.in_stock !== undefined) q.inStock = p.in_stock;
  if (p.min_price !== undefined) q.minPrice = priceBound(p.min_price, 'min_price');
  if (p.max_price !== undefined) q.maxPrice = priceBound(p.max_price, 'max_price');
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    throw invalid('query.min_price: must not be greater than max_price');
  }
  if (p.properties !== undefined) q.properties = parseProperties(p.properties);
  return q;
}

/** The field a price condition or sort reads: `default_price`, or a computed per-location price. */
export const EFFECTIVE_PRICE_FIELD = '_effective_price';

/** Whether the query needs each product's price at the location (an override may change it). */
export function needsLocationPrice(q: ProductQuery): boolean {
  return q.locationId !== null && (q.sortBy === 'price' || q.minPrice !== undefined || q.maxPrice !== undefined);
}

export function priceField(q: ProductQuery): string {
  return needsLocationPrice(q) ? EFFECTIVE_PRICE_FIELD : 'default_price';
}

export function productSort(q: ProductQuery): SortKeys {
  const dir = q.sortOrder === 'desc' ? -1 : 1;
  switch (q.sortBy) {
    case 'price':
      return [[priceField(q), dir]];
    case 'created_at':
      return [['created_at', dir]];
    case 'featured':
      return [
        ['is_featured', -1],
        ['name', dir],
      ];
    default:
      return [['name', dir]];
  }
}

/**
 * The filter over active, non-archived products, without the price range (which may read a computed per-location
 * field: see priceConditions). `stock` carries the ids of products with stock available when `inStock` is set
 * (the caller computes them from inventory levels).
 */
export function productFilter(q: ProductQuery, stock?: { inStockIds: string[] }): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  const f: Record<string, unknown> = { is_active: true, archived: false };
  if (q.categoryId !== undefined) f.category_id = q.categoryId;
  if (q.categoryIds !== undefined) and.push({ category_id: { $in: q.categoryIds } });
  if (q.featured !== undefined) f.is_featured = q.featured;
  if (q.taxonomyId !== undefined) f.taxonomy_ids = { $regex: `^${escapeRegex(q.taxonomyId)}(?:[-/.]|$)` };
  if (q.search !== undefined) f.search_text = { $regex: escapeRegex(q.search) };
  if (q.tags) f.tags = { $in: q.tags };
  if (q.properties) for (const [key, values] of Object.entries(q.properties)) f[`properties.${key}`] = { $in: values };
  if (q.locationId) and.push({ $or: [{ location_ids: { $size: 0 } }, { location_ids: q.locationId }] });
  if (q.inStock !== undefined && stock) {
    and.push(
      q.inStock
        ? { $or: [{ inventory_type: 'none' }, { _id: { $in: stock.inStockIds } }] }
        : { inventory_type: { $ne: 'none' }, _id: { $nin: stock.inStockIds } },
    );
  }
  if (and.length) f.$and = and;
  return f;
}

export function priceConditions(q: ProductQuery): Record<string, unknown> {
  const range: Record<string, number> = {};
  if (q.minPrice !== undefined) range.$gte = q.minPrice;
  if (q.maxPrice !== undefined) range.$lte = q.maxPrice;
  return Object.keys(range).length ? { [priceField(q)]: range } : {};
}

/** What binds a cursor: everything that changes which rows match or their order. */
export function cursorDefinition(q: ProductQuery): unknown {
  return { ...q };
}
