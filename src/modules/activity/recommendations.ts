// Product recommendations for a storefront session, and the job's computation of what they read.
//
// The request (recommendationsFor) reads, in parallel, the related documents of the session's anchors (its cart and
// recently viewed products: at most 30, by _id), the tenant's popular document (kept in this process for
// POPULAR_CACHE_MS) and the viewed products; ranks the candidates (rules/recommend.ts, pure); then checks the best
// `limit + 10` for availability: the products by _id and their stock levels, read together (plus the variants of
// variant-level products that have stock), with a second round only when too many turned out unavailable. Two
// round trips to the store in all, and nothing it reads grows with the catalogue or the traffic.
//
// Available means what the catalogue's `in_stock` filter means without a location: stock not counted
// (inventory_type none), or on hand minus reserved above 0 somewhere, at product level for `tracked`, for an
// active variant for `variant_level`.
//
// The job (recomputeRelated, per tenant) streams the last 30 days of product_view and cart_add events (the
// activity TTL) through the type + created_at index and the last 180 days of orders through the created_at index,
// projected to the fields it needs, into rules/related.ts, then writes every related document whole and the
// popular document last, all stamped with one computed_at, and deletes the tenant's documents of earlier
// computations. Orders count whatever their payment state unless cancelled: an unpaid order still says which
// products a shopper put in one basket, and a cancelled one may be a mistake.
import type { Services } from '../../kernel/services.js';
import type { TenantContext } from '../../store/index.js';
import { businesses } from '../business/store.js';
import type { InventoryLevelDoc, ProductDoc } from '../catalogue/model.js';
import * as catalogue from '../catalogue/store.js';
import { orders } from '../orders/store.js';
import type { ActivitySessionDoc, PopularDoc, RelatedDoc } from './model.js';
import { popularKey, relatedDocs, relatedKey } from './related-store.js';
import {
  candidatesToCheck, pick, rankCandidates, readsFor, type AvailableProduct, type RecommendationReason, type Recommendation,
} from './rules/recommend.js';
import { RelatedSignals, type CatalogueEntry } from './rules/related.js';
import { ACTIVITY_TTL_SECONDS, activityEvents } from './store.js';

export type { RecommendationReason };

export interface RecommendInput {
  session: ActivitySessionDoc | null;
  cartProductIds: string[];
  limit: number;
}

const SIGNALS_MS = ACTIVITY_TTL_SECONDS * 1000;
const ORDERS_MS = 180 * 24 * 60 * 60 * 1000;
/** A tenant is recomputed at least this often even without new signals, so expired signals leave its lists. */
const RECOMPUTE_AFTER_MS = 24 * 60 * 60 * 1000;
const POPULAR_CACHE_MS = 30_000;
const READ_BATCH = 5000;
const WRITE_BATCH = 500;

type CandidateProduct = Pick<ProductDoc, '_id' | 'name' | 'category_id' | 'is_active' | 'archived' | 'inventory_type'>;
const CANDIDATE_FIELDS = { _id: 1, name: 1, category_id: 1, is_active: 1, archived: 1, inventory_type: 1 } as const;
type Popular = Pick<PopularDoc, 'overall' | 'by_category'>;

/** Popular documents read by this process, per Services (one per server) and tenant key. */
const popularCache = new WeakMap<Services, Map<string, { expires: number; popular: Popular | null }>>();

async function popularOf(services: Services, tenant: TenantContext): Promise<Popular | null> {
  const key = popularKey(tenant);
  let cache = popularCache.get(services);
  if (!cache) popularCache.set(services, (cache = new Map()));
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && hit.expires > now) return hit.popular;
  const doc = (await relatedDocs(services.db, tenant).findOne({ _id: key }, { projection: { _id: 0, overall: 1, by_category: 1 } })) as Popular | null;
  cache.set(key, { expires: now + POPULAR_CACHE_MS, popular: doc });
  return doc;
}

type StockLevel = Pick<InventoryLevelDoc, 'product_id' | 'variant_id' | 'quantity_on_hand' | 'quantity_reserved'>;
const LEVEL_FIELDS = { _id: 0, product_id: 1, variant_id: 1, quantity_on_hand: 1, quantity_reserved: 1 } as const;

/** Of `counted` (products whose stock is counted), those with stock available somewhere, from their `levels`. */
async function inStock(services: Services, tenant: TenantContext, counted: CandidateProduct[], levels: StockLevel[]): Promise<Set<string>> {
  const out = new Set<string>();
  const kind = new Map(counted.map((p) => [p._id, p.inventory_type]));
  const variantProduct = new Map<string, string>();
  for (const l of levels) {
    if ((l.quantity_on_hand ?? 0) - (l.quantity_reserved ?? 0) <= 0) continue;
    const k = kind.get(l.product_id);
    if (k === 'tracked' && !l.variant_id) out.add(l.product_id);
    else if (k === 'variant_level' && l.variant_id) variantProduct.set(l.variant_id, l.product_id);
  }
  if (variantProduct.size) {
    const active = await catalogue
      .variants(services.db, tenant)
      .find({ _id: { $in: [...variantProduct.keys()] }, is_active: true }, { projection: { _id: 1 } })
      .toArray();
    for (const v of active) out.add(variantProduct.get(v._id)!);
  }
  return out;
}

export async function recommendationsFor(services: Services, tenant: TenantContext, input: RecommendInput): Promise<Recommendation[]> {
  const { session, cartProductIds, limit } = input;
  const reads = readsFor(session, cartProductIds);
  const products = catalogue.products(services.db, tenant);
  const [related, popular, viewed] = await Promise.all([
    reads.relatedIds.length
      ? (relatedDocs(services.db, tenant)
          .find({ _id: { $in: reads.relatedIds.map((id) => relatedKey(tenant, id)) } }, { projection: { _id: 0, product_id: 1, co_view: 1, co_purchase: 1 } })
          .toArray() as Promise<Pick<RelatedDoc, 'product_id' | 'co_view' | 'co_purchase'>[]>)
      : [],
    popularOf(services, tenant),
    reads.productIds.length ? (products.find({ _id: { $in: reads.productIds } }, { projection: CANDIDATE_FIELDS }).toArray() as Promise<CandidateProduct[]>) : [],
  ]);
  const ranked = rankCandidates({
    session,
    cartProductIds,
    related,
    popular,
    viewedCategories: new Map(viewed.map((p) => [p._id, p.category_id ?? null])),
  });

  // Candidates are checked best first, so those checked are always a prefix of the ranking and the best available
  // among them are the best available of all.
  const known = new Map<string, CandidateProduct>(viewed.map((p) => [p._id, p]));
  const checked = new Set<string>();
  const available = new Map<string, AvailableProduct>();
  for (;;) {
    const ids = candidatesToCheck(ranked, limit, checked);
    if (ids.length === 0) break;
    for (const id of ids) checked.add(id);
    // The products and their stock levels in one round trip: levels are read for every candidate whose stock might
    // be counted (not known to be untracked), and only counted products' levels are then looked at.
    const unread = ids.filter((id) => !known.has(id));
    const maybeCounted = ids.filter((id) => known.get(id)?.inventory_type !== 'none');
    const [found, levels] = await Promise.all([
      unread.length ? (products.find({ _id: { $in: unread } }, { projection: CANDIDATE_FIELDS }).toArray() as Promise<CandidateProduct[]>) : [],
      maybeCounted.length ? catalogue.inventoryLevels(services.db, tenant).find({ product_id: { $in: maybeCounted } }, { projection: LEVEL_FIELDS }).toArray() : [],
    ]);
    for (const p of found) known.set(p._id, p);
    const sellable = ids.map((id) => known.get(id)).filter((p): p is CandidateProduct => !!p && p.is_active === true && p.archived !== true);
    const stocked = await inStock(services, tenant, sellable.filter((p) => p.inventory_type !== 'none'), levels);
    for (const p of sellable) if (p.inventory_type === 'none' || stocked.has(p._id)) available.set(p._id, { name: p.name });
    if (available.size >= limit) break;
  }
  return pick(ranked, available, limit);
}

/** Recompute one tenant's related + popular documents from the last 30 days of signals and 180 days of orders. */
export async function recomputeRelated(services: Services, tenant: TenantContext): Promise<{ products: number; sessions: number; orders: number }> {
  const db = services.db;
  const now = services.clock.now();
  const store = relatedDocs(db, tenant);
  const previous = await store.findOne({ _id: popularKey(tenant) }, { projection: { computed_at: 1 } });
  // Strictly after the previous computation, so its documents are told from this one's even on a clock that stood still.
  const stamp = previous && previous.computed_at.getTime() >= now.getTime() ? new Date(previous.computed_at.getTime() + 1) : now;

  const entries = new Map<string, CatalogueEntry>();
  const listed = catalogue.products(db, tenant).find({ archived: { $ne: true } }, { projection: { _id: 1, category_id: 1, is_active: 1 }, batchSize: READ_BATCH });
  for await (const p of listed) entries.set(p._id, { category_id: p.category_id ?? null, active: p.is_active === true });

  const signals = new RelatedSignals();
  const window = { $gte: new Date(now.getTime() - SIGNALS_MS), $lte: now };
  const events = activityEvents(db, tenant);
  const eventFields = { projection: { _id: 0, session_id: 1, product_id: 1 }, sort: { created_at: 1 }, batchSize: READ_BATCH } as const;
  for await (const e of events.find({ type: 'product_view', created_at: window }, eventFields)) if (e.product_id) signals.view(e.session_id, e.product_id);
  for await (const e of events.find({ type: 'cart_add', created_at: window }, eventFields)) if (e.product_id) signals.cartAdd(e.session_id, e.product_id);
  const placed = orders(db, tenant).find(
    { created_at: { $gte: new Date(now.getTime() - ORDERS_MS), $lte: now }, status: { $ne: 'cancelled' } },
    { projection: { _id: 0, 'items.product_id': 1, 'items.quantity': 1 }, sort: { created_at: -1 }, batchSize: READ_BATCH },
  );
  for await (const o of placed) signals.order(o.items ?? []);

  const result = signals.compute(entries);
  const replace = (doc: RelatedDoc | PopularDoc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } });
  for (let i = 0; i < result.related.length; i += WRITE_BATCH) {
    const batch = result.related.slice(i, i + WRITE_BATCH).map((r) => replace({ _id: relatedKey(tenant, r.product_id), ...tenant, ...r, computed_at: stamp }));
    await store.bulkWrite(batch, { ordered: false });
  }
  // The popular document last: it stamps the computation as done (recomputeAllRelated reads its computed_at).
  await store.bulkWrite([replace({ _id: popularKey(tenant), ...tenant, product_id: null, ...result.popular, computed_at: stamp })]);
  await store.deleteMany({ computed_at: { $lt: stamp } });
  popularCache.get(services)?.delete(popularKey(tenant));
  return { products: result.related.length, sessions: signals.sessionCount, orders: signals.orderCount };
}

/** Whether the tenant has signals since its last computation (or has not been computed for RECOMPUTE_AFTER_MS). */
async function hasNewSignals(services: Services, tenant: TenantContext, now: Date): Promise<boolean> {
  const popular = await relatedDocs(services.db, tenant).findOne({ _id: popularKey(tenant) }, { projection: { computed_at: 1 } });
  const last = popular?.computed_at.getTime();
  if (last !== undefined && now.getTime() - last >= RECOMPUTE_AFTER_MS) return true;
  const after = (windowMs: number) => new Date(Math.max(last ?? 0, now.getTime() - windowMs));
  const events = activityEvents(services.db, tenant);
  for (const type of ['product_view', 'cart_add'] as const) {
    if (await events.findOne({ type, created_at: { $gt: after(SIGNALS_MS) } }, { projection: { _id: 1 } })) return true;
  }
  return !!(await orders(services.db, tenant).findOne({ created_at: { $gt: after(ORDERS_MS) } }, { projection: { _id: 1 } }));
}

/** Every tenant with signals since its last computation. */
export async function recomputeAllRelated(services: Services): Promise<number> {
  const now = services.clock.now();
  // Ids first: a cursor left open through long computations could time out.
  const ids = (await businesses(services.db).find({}, { projection: { _id: 1 }, sort: { _id: 1 } }).toArray()).map((b) => b._id);
  let computed = 0;
  for (const business_id of ids) {
    for (const livemode of [false, true]) {
      const tenant = { business_id, livemode };
      if (!(await hasNewSignals(services, tenant, now))) continue;
      try {
        const r = await recomputeRelated(services, tenant);
        services.logger.info({ ...tenant, ...r }, 'recommendations recomputed');
        computed++;
      } catch (err) {
        services.logger.error({ err, ...tenant }, 'recomputing recommendations failed; the previous lists stay');
      }
    }
  }
  return computed;
}
