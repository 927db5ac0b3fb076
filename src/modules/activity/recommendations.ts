// Product recommendations for a storefront session, and the job's computation of what they read.
//
// The request (recommendationsFor) takes the anchors' facts (the related documents of the session's cart and
// recently viewed products, at most 15, and their categories) and the tenant's popular document, and hands them to
// rules/recommend.ts's recommend(), the whole rule, with the availability check it calls: the products by _id and
// their stock levels, read together (plus the variants of variant-level products that have stock), `limit + 10`
// candidates a round, a second round only when too many turned out unavailable. Nothing it reads grows with the
// catalogue or the traffic.
//
// A tenant without a popular document (the job has not computed it yet: a new business) or with an empty one ranks
// with the stand-in of rules/recommend.ts instead: its featured, then newest, active products (at most
// STAND_IN_SIZE of each, two reads through the is_active + archived + created_at index).
//
// What the job writes changes every few minutes at most, so this process keeps what it read: the popularity (the
// popular document or the stand-in) for POPULAR_CACHE_MS (answered stale while it is read again: it holds every
// category's best and, measured with npm run bench:activity, reading it costs more than the rest of the request;
// docs/benchmarks.md), the anchors' facts for ANCHOR_CACHE_MS. A computation in this process drops the tenant's
// entries at once; another process's shows within those times. Products and stock are read on every request.
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
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { businesses } from '../business/index.js';
import type { InventoryLevelDoc, ProductDoc } from '../catalogue/index.js';
import * as catalogue from '../catalogue/index.js';
import { orders } from '../orders/index.js';
import { tenantKey, type ActivitySessionDoc, type PopularDoc, type RelatedDoc } from './model.js';
import { popularKey, relatedDocs, relatedKey } from './related-store.js';
import {
  computedPopularity,
  readsFor,
  recommend,
  standInPopular,
  STAND_IN_SIZE,
  type AvailableProduct,
  type Popular,
  type Recommendation,
  type StandInProduct,
} from './rules/recommend.js';
import { RelatedSignals, type CatalogueEntry } from './rules/related.js';
import { ACTIVITY_TTL_SECONDS, activityEvents } from './store.js';

export interface RecommendInput {
  session: ActivitySessionDoc | null;
  cartProductIds: string[];
  limit: number;
}

const SIGNALS_MS = ACTIVITY_TTL_SECONDS * 1000;
const ORDERS_MS = 180 * 24 * 60 * 60 * 1000;
/** A tenant is recomputed at least this often even without new signals, so expired signals leave its lists. */
const RECOMPUTE_AFTER_MS = 24 * 60 * 60 * 1000;
const READ_BATCH = 5000;
const WRITE_BATCH = 500;

/** How long this process keeps the popular document and the anchors' facts it read (see the header). */
const POPULAR_CACHE_MS = 30_000;
const ANCHOR_CACHE_MS = 60_000;
/** Anchors kept per process, all tenants together: about 2 KB each at most (40 neighbours). */
const ANCHOR_CACHE_MAX = 5000;

type CandidateProduct = Pick<ProductDoc, '_id' | 'name' | 'is_active' | 'archived' | 'inventory_type'>;
const CANDIDATE_FIELDS = { _id: 1, name: 1, is_active: 1, archived: 1, inventory_type: 1 } as const;
type Lists = Pick<RelatedDoc, 'product_id' | 'co_view' | 'co_purchase'>;
/** What ranking needs of an anchor: its neighbours (null: it has none) and its category. */
interface AnchorFacts {
  lists: Lists | null;
  category: string | null;
}

/**
 * Values read from the store, each kept until `ttlMs` after it was read, at most `max` (the oldest read goes
 * first). Time is the process's, not the service clock: this bounds staleness, it is no rule of the product.
 */
class ReadCache<V> {
  private readonly entries = new Map<string, { expires: number; value: V }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  /** The value and whether it is still fresh; undefined when never read (or pushed out). */
  get(key: string): { value: V; fresh: boolean } | undefined {
    const e = this.entries.get(key);
    return e && { value: e.value, fresh: e.expires > Date.now() };
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  dropTenant(t: TenantContext): void {
    const prefix = tenantKey(t, '');
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

interface Caches {
  popular: ReadCache<Popular>;
  /** A popularity being read again, per tenant key, so a stale one is re-read once however many ask. */
  refreshing: Map<string, Promise<Popular>>;
  anchors: ReadCache<AnchorFacts>;
}

/** Per Services, so two servers in one process (tests) never share what they read. */
const caches = new WeakMap<Services, Caches>();
function cachesOf(services: Services): Caches {
  let c = caches.get(services);
  if (!c) {
    c = {
      popular: new ReadCache(POPULAR_CACHE_MS, 10_000),
      refreshing: new Map(),
      anchors: new ReadCache(ANCHOR_CACHE_MS, ANCHOR_CACHE_MAX),
    };
    caches.set(services, c);
  }
  return c;
}

const STAND_IN_FIELDS = { _id: 1, category_id: 1, is_featured: 1, created_at: 1 } as const;

/** The products standInPopular picks from: the featured and the newest active ones, STAND_IN_SIZE of each. */
async function standInProducts(services: Services, tenant: TenantContext): Promise<StandInProduct[]> {
  const products = catalogue.products(services.db, tenant);
  const newest = (filter: Record<string, unknown>) =>
    products
      .find(
        { is_active: true, archived: false, ...filter },
        { projection: STAND_IN_FIELDS, sort: { created_at: -1, _id: -1 }, limit: STAND_IN_SIZE },
      )
      .toArray() as Promise<StandInProduct[]>;
  const [featured, recent] = await Promise.all([newest({ is_featured: true }), newest({})]);
  return [...featured, ...recent].map((p) => ({
    ...p,
    category_id: p.category_id ?? null,
    is_featured: p.is_featured === true,
  }));
}

/** The tenant's popular document, or the stand-in when it has none yet (see the header). */
async function readPopular(services: Services, tenant: TenantContext): Promise<Popular> {
  const projection = { _id: 0, overall: 1, by_category: 1 };
  const computed = (await relatedDocs(services.db, tenant).findOne(
    { _id: popularKey(tenant) },
    { projection },
  )) as Popular | null;
  return computedPopularity(computed) ?? standInPopular(await standInProducts(services, tenant));
}

/**
 * The tenant's popularity. A stale one is answered while it is read again in the background: it is large (every
 * category's best), and reading it costs more than all the other reads of a request together.
 */
async function popularOf(services: Services, tenant: TenantContext): Promise<Popular> {
  const c = cachesOf(services);
  const key = popularKey(tenant);
  const hit = c.popular.get(key);
  if (hit?.fresh) return hit.value;
  let read = c.refreshing.get(key);
  if (!read) {
    read = readPopular(services, tenant)
      .then((doc) => {
        c.popular.set(key, doc);
        return doc;
      })
      .finally(() => c.refreshing.delete(key));
    c.refreshing.set(key, read);
  }
  if (hit) {
    read.catch((err) =>
      services.logger.warn({ err, ...tenant }, 'reading the popular products failed; the previous ones stay'),
    );
    return hit.value;
  }
  return read;
}

/** The anchors' neighbours and categories: from this process's cache, the rest in two parallel reads. */
async function anchorFacts(
  services: Services,
  tenant: TenantContext,
  ids: string[],
): Promise<Map<string, AnchorFacts>> {
  const c = cachesOf(services);
  const out = new Map<string, AnchorFacts>();
  const missing: string[] = [];
  for (const id of ids) {
    const hit = c.anchors.get(relatedKey(tenant, id));
    if (hit?.fresh) out.set(id, hit.value);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const [lists, categories] = await Promise.all([
    relatedDocs(services.db, tenant)
      .find(
        { _id: { $in: missing.map((id) => relatedKey(tenant, id)) } },
        { projection: { _id: 0, product_id: 1, co_view: 1, co_purchase: 1 } },
      )
      .toArray() as Promise<Lists[]>,
    catalogue
      .products(services.db, tenant)
      .find({ _id: { $in: missing } }, { projection: { _id: 1, category_id: 1 } })
      .toArray(),
  ]);
  const listsOf = new Map(lists.map((l) => [l.product_id, l]));
  const categoryOf = new Map(categories.map((p) => [p._id, p.category_id ?? null]));
  for (const id of missing) {
    const facts = { lists: listsOf.get(id) ?? null, category: categoryOf.get(id) ?? null };
    c.anchors.set(relatedKey(tenant, id), facts);
    out.set(id, facts);
  }
  return out;
}

type StockLevel = Pick<InventoryLevelDoc, 'product_id' | 'variant_id' | 'quantity_on_hand' | 'quantity_reserved'>;
const LEVEL_FIELDS = { _id: 0, product_id: 1, variant_id: 1, quantity_on_hand: 1, quantity_reserved: 1 } as const;

/** Of `counted` (products whose stock is counted), those with stock available somewhere, from their `levels`. */
async function inStock(
  services: Services,
  tenant: TenantContext,
  counted: CandidateProduct[],
  levels: StockLevel[],
): Promise<Set<string>> {
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

/** Of `ids`, the products available now (see the header), with their names. */
async function availableAmong(
  services: Services,
  tenant: TenantContext,
  ids: string[],
): Promise<Map<string, AvailableProduct>> {
  // Levels of every candidate are read along with the products; only those of products whose stock is counted count.
  const [found, levels] = await Promise.all([
    catalogue
      .products(services.db, tenant)
      .find({ _id: { $in: ids }, is_active: true, archived: { $ne: true } }, { projection: CANDIDATE_FIELDS })
      .toArray() as Promise<CandidateProduct[]>,
    catalogue
      .inventoryLevels(services.db, tenant)
      .find({ product_id: { $in: ids } }, { projection: LEVEL_FIELDS })
      .toArray(),
  ]);
  const stocked = await inStock(
    services,
    tenant,
    found.filter((p) => p.inventory_type !== 'none'),
    levels,
  );
  const available = new Map<string, AvailableProduct>();
  for (const p of found) if (p.inventory_type === 'none' || stocked.has(p._id)) available.set(p._id, { name: p.name });
  return available;
}

export async function recommendationsFor(
  services: Services,
  tenant: TenantContext,
  input: RecommendInput,
): Promise<Recommendation[]> {
  const { session, cartProductIds, limit } = input;
  const { anchorIds } = readsFor(session, cartProductIds);
  const [facts, popular] = await Promise.all([anchorFacts(services, tenant, anchorIds), popularOf(services, tenant)]);
  const rankInput = {
    session,
    cartProductIds,
    related: [...facts.values()].flatMap((f) => (f.lists ? [f.lists] : [])),
    popular,
    categories: new Map([...facts].map(([id, f]) => [id, f.category])),
  };
  return recommend(rankInput, (ids) => availableAmong(services, tenant, ids), limit);
}

/** Recompute one tenant's related + popular documents from the last 30 days of signals and 180 days of orders. */
export async function recomputeRelated(
  services: Services,
  tenant: TenantContext,
): Promise<{ products: number; sessions: number; orders: number }> {
  const db = services.db;
  const now = services.clock.now();
  const store = relatedDocs(db, tenant);
  const previous = await store.findOne({ _id: popularKey(tenant) }, { projection: { computed_at: 1 } });
  // Strictly after the previous computation, so its documents are told from this one's even on a clock that stood still.
  const stamp =
    previous && previous.computed_at.getTime() >= now.getTime() ? new Date(previous.computed_at.getTime() + 1) : now;

  const entries = new Map<string, CatalogueEntry>();
  const listed = catalogue
    .products(db, tenant)
    .find({ archived: { $ne: true } }, { projection: { _id: 1, category_id: 1, is_active: 1 }, batchSize: READ_BATCH });
  for await (const p of listed)
    entries.set(p._id, { category_id: p.category_id ?? null, active: p.is_active === true });

  const signals = new RelatedSignals();
  const window = { $gte: new Date(now.getTime() - SIGNALS_MS), $lte: now };
  const events = activityEvents(db, tenant);
  const eventFields = {
    projection: { _id: 0, session_id: 1, product_id: 1 },
    sort: { created_at: 1 },
    batchSize: READ_BATCH,
  } as const;
  for await (const e of events.find({ type: 'product_view', created_at: window }, eventFields))
    if (e.product_id) signals.view(e.session_id, e.product_id);
  for await (const e of events.find({ type: 'cart_add', created_at: window }, eventFields))
    if (e.product_id) signals.cartAdd(e.session_id, e.product_id);
  const placed = orders(db, tenant).find(
    { created_at: { $gte: new Date(now.getTime() - ORDERS_MS), $lte: now }, status: { $ne: 'cancelled' } },
    {
      projection: { _id: 0, 'items.product_id': 1, 'items.quantity': 1 },
      sort: { created_at: -1 },
      batchSize: READ_BATCH,
    },
  );
  for await (const o of placed) signals.order(o.items ?? []);

  const result = signals.compute(entries);
  const replace = (doc: RelatedDoc | PopularDoc) => ({
    replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true },
  });
  for (let i = 0; i < result.related.length; i += WRITE_BATCH) {
    const batch = result.related
      .slice(i, i + WRITE_BATCH)
      .map((r) => replace({ _id: relatedKey(tenant, r.product_id), ...tenant, ...r, computed_at: stamp }));
    await store.bulkWrite(batch, { ordered: false });
  }
  // The popular document last: it stamps the computation as done (recomputeAllRelated reads its computed_at).
  await store.bulkWrite([
    replace({ _id: popularKey(tenant), ...tenant, product_id: null, ...result.popular, computed_at: stamp }),
  ]);
  await store.deleteMany({ computed_at: { $lt: stamp } });
  const c = cachesOf(services);
  c.popular.dropTenant(tenant);
  c.anchors.dropTenant(tenant);
  return { products: result.related.length, sessions: signals.sessionCount, orders: signals.orderCount };
}

/** Whether the tenant has signals since its last computation (or has not been computed for RECOMPUTE_AFTER_MS). */
async function hasNewSignals(services: Services, tenant: TenantContext, now: Date): Promise<boolean> {
  const popular = await relatedDocs(services.db, tenant).findOne(
    { _id: popularKey(tenant) },
    { projection: { computed_at: 1 } },
  );
  const last = popular?.computed_at.getTime();
  if (last !== undefined && now.getTime() - last >= RECOMPUTE_AFTER_MS) return true;
  const after = (windowMs: number) => new Date(Math.max(last ?? 0, now.getTime() - windowMs));
  const events = activityEvents(services.db, tenant);
  for (const type of ['product_view', 'cart_add'] as const) {
    if (await events.findOne({ type, created_at: { $gt: after(SIGNALS_MS) } }, { projection: { _id: 1 } })) return true;
  }
  return !!(await orders(services.db, tenant).findOne(
    { created_at: { $gt: after(ORDERS_MS) } },
    { projection: { _id: 1 } },
  ));
}

/** Every tenant with signals since its last computation. */
export async function recomputeAllRelated(services: Services): Promise<number> {
  const now = services.clock.now();
  // Ids first: a cursor left open through long computations could time out.
  const ids = (
    await businesses(services.db)
      .find({}, { projection: { _id: 1 }, sort: { _id: 1 } })
      .toArray()
  ).map((b) => b._id);
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
