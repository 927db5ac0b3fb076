// The catalogue's pricing inputs, cached per process under the business's catalogue revision (src/store/
// revisions.ts): products and variants by id, a product's variants, the automatic deals, deals by id, categories
// by id and the order of the business's locations. A request that prices has read the business document already;
// its `catalogue_rev` says which cached copy is current, so a hit costs no round trip and a change made through any
// process is seen by the next request everywhere. Only reads outside transactions use it.
//
// It also holds the listing: the business's products for sale with the fields product lists filter, order and
// show (product-list.ts pages through it in memory, so a list costs no round trip while the catalogue is unchanged;
// the revision it is checked against is read after the request arrived, so a list is as fresh as a store query).
//
// Bounds: an entry lives at most MAX_AGE_MS (a change made around the store layer, by hand in a shell, is seen
// within that), holds at most MAX_DOCS documents, and at most MAX_TENANTS tenants are kept. Cached documents are
// frozen: they are shared by every request of the process, and a caller that changed one would change them all.
import type { Db } from 'mongodb';
import { deepFreeze } from '../../kernel/freeze.js';
import type { TenantContext } from '../../store/index.js';
import { revisionUpdate, REVISION_FIELD } from '../../store/index.js';
import type { BusinessDoc } from '../business/index.js';
import { businesses } from '../business/index.js';
import type { CategoryDoc, DealDoc, LocationDoc, ProductDoc, ResolvedItem, VariantDoc } from './model.js';
import * as catalogue from './store.js';
import { LISTED_FIELDS } from './present.js';

const MAX_AGE_MS = 60_000;
const MAX_DOCS = 20_000;
const MAX_TENANTS = 1_000;

interface Entry {
  revision: string;
  born: number;
  docs: number;
  products: Map<string, ProductDoc | null>;
  variants: Map<string, VariantDoc | null>;
  variantsOf: Map<string, readonly VariantDoc[]>;
  deals: Map<string, DealDoc | null>;
  categories: Map<string, CategoryDoc | null>;
  automaticDeals?: readonly DealDoc[];
  locationOrder?: readonly string[];
  locations?: readonly LocationDoc[];
  /** Item references resolved (item-ref.ts): what each names for sale, null for nothing. */
  itemRefs: Map<string, ResolvedItem | null>;
  listing?: Promise<Listing | null>;
}

/**
 * The products for sale of one revision (LISTED_FIELDS only, by _id), their orders as lists sort them, and each
 * product as presented at a location with its JSON text, all computed on first use.
 */
export class Listing {
  private readonly orders = new Map<string, readonly ProductDoc[]>();
  private readonly presented = new Map<string, Map<string, { item: unknown; json: string }>>();

  constructor(readonly products: readonly ProductDoc[]) {}

  /** The products in the order `key` names, computed by `sort` the first time it is asked for. */
  ordered(key: string, sort: (products: readonly ProductDoc[]) => ProductDoc[]): readonly ProductDoc[] {
    let order = this.orders.get(key);
    if (!order) this.orders.set(key, (order = Object.freeze(sort(this.products))));
    return order;
  }

  /** `product` as `present` shows it at `locationId` (frozen, shared), with its JSON. */
  presentedAt<T>(
    product: ProductDoc,
    locationId: string | null,
    present: (p: ProductDoc) => T,
  ): { item: T; json: string } {
    const at = locationId ?? '';
    let byId = this.presented.get(at);
    if (!byId) this.presented.set(at, (byId = new Map()));
    let hit = byId.get(product._id);
    if (!hit) {
      const item = deepFreeze(present(product));
      byId.set(product._id, (hit = { item, json: JSON.stringify(item) }));
    }
    return hit as { item: T; json: string };
  }
}

/** Past this many products for sale a business's lists query the store instead of a listing. */
export const MAX_LISTED = 2_000;
/**
 * A revision's listing is built only once the revision has been current this long in the process: a catalogue
 * written to again and again (a bulk edit through the API) would otherwise have every list load every product once
 * per write, where a page query reads a page. Until then lists query the store, which is as fresh.
 */
export const LISTING_AFTER_MS = 250;

const entries = new WeakMap<Db, Map<string, Entry>>();
/** Businesses whose document was given its first revision by this process (older data has none). */
const stamped = new WeakMap<Db, Set<string>>();

const byId = <T extends { _id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r._id, r]));

/**
 * Reads of the catalogue for one request: from the process's cache when the business document carries a revision,
 * else straight from the store. Get one per request from catalogueView().
 */
export class CatalogueView {
  constructor(
    private readonly db: Db,
    private readonly tenant: TenantContext,
    private readonly entry: Entry | null,
  ) {}

  /** Whether reads come from the cache (false: every read goes to the store). */
  get cached(): boolean {
    return this.entry !== null;
  }

  private remember<K, V>(map: Map<K, V>, key: K, value: V): void {
    const e = this.entry!;
    if (e.docs >= MAX_DOCS) clearEntry(e);
    map.set(key, deepFreeze(value));
    e.docs++;
  }

  /** Fetches the ids `map` lacks with `load`, remembers them (absent ones as null), answers the ones that exist. */
  private async many<T extends { _id: string }>(
    map: Map<string, T | null> | undefined,
    ids: readonly string[],
    load: (ids: string[]) => Promise<T[]>,
  ): Promise<Map<string, T>> {
    const out = new Map<string, T>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const hit = map?.get(id);
      if (hit === undefined) missing.push(id);
      else if (hit !== null) out.set(id, hit);
    }
    if (missing.length) {
      const found = byId(await load(missing));
      for (const id of missing) {
        const doc = found.get(id) ?? null;
        if (map) this.remember(map, id, doc);
        if (doc) out.set(id, doc);
      }
    }
    return out;
  }

  products(ids: readonly string[]): Promise<Map<string, ProductDoc>> {
    return this.many(
      this.entry?.products,
      ids,
      (missing) =>
        catalogue
          .products(this.db, this.tenant)
          .find({ _id: { $in: missing } })
          .toArray() as Promise<ProductDoc[]>,
    );
  }

  variants(ids: readonly string[]): Promise<Map<string, VariantDoc>> {
    return this.many(
      this.entry?.variants,
      ids,
      (missing) =>
        catalogue
          .variants(this.db, this.tenant)
          .find({ _id: { $in: missing } })
          .toArray() as Promise<VariantDoc[]>,
    );
  }

  categories(ids: readonly string[]): Promise<Map<string, CategoryDoc>> {
    return this.many(
      this.entry?.categories,
      ids,
      (missing) =>
        catalogue
          .categories(this.db, this.tenant)
          .find({ _id: { $in: missing } })
          .toArray() as Promise<CategoryDoc[]>,
    );
  }

  deals(ids: readonly string[]): Promise<Map<string, DealDoc>> {
    return this.many(
      this.entry?.deals,
      ids,
      (missing) =>
        catalogue
          .deals(this.db, this.tenant)
          .find({ _id: { $in: missing } })
          .toArray() as Promise<DealDoc[]>,
    );
  }

  /** Every variant of the product, in stored order. */
  async variantsOf(productId: string): Promise<readonly VariantDoc[]> {
    const hit = this.entry?.variantsOf.get(productId);
    if (hit) return hit;
    const rows = (await catalogue
      .variants(this.db, this.tenant)
      .find({ product_id: productId })
      .toArray()) as VariantDoc[];
    if (this.entry) this.remember(this.entry.variantsOf, productId, rows);
    return rows;
  }

  /** The active deals without a code (applied without asking), in stored order. */
  async automaticDeals(): Promise<readonly DealDoc[]> {
    if (this.entry?.automaticDeals) return this.entry.automaticDeals;
    const rows = (await catalogue
      .deals(this.db, this.tenant)
      .find({ code: null, is_active: true })
      .toArray()) as DealDoc[];
    if (this.entry) {
      this.entry.automaticDeals = deepFreeze(rows);
      this.entry.docs += rows.length;
    }
    return rows;
  }

  /**
   * The business's products for sale, loaded once per revision and shared by the requests of the process; null
   * when reads are not cached, the revision is younger than LISTING_AFTER_MS here, or the business sells more than
   * MAX_LISTED products.
   */
  listing(now = Date.now()): Promise<Listing | null> {
    const e = this.entry;
    if (!e || (!e.listing && now - e.born < LISTING_AFTER_MS)) return Promise.resolve(null);
    if (!e.listing) {
      const loading = (e.listing = catalogue
        .products(this.db, this.tenant)
        .find(
          { is_active: true, archived: false },
          { projection: LISTED_FIELDS, sort: { _id: 1 }, limit: MAX_LISTED + 1 },
        )
        .toArray()
        .then((rows) => {
          if (rows.length > MAX_LISTED) return null;
          e.docs += rows.length;
          return new Listing(deepFreeze(rows as ProductDoc[]));
        }));
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (e.listing === loading) e.listing = undefined;
      });
    }
    return e.listing;
  }

  /** The business's location ids, oldest first: the order stock is taken from when a line names no location. */
  async locationOrder(): Promise<readonly string[]> {
    if (this.entry?.locationOrder) return this.entry.locationOrder;
    if (this.entry?.locations) return (this.entry.locationOrder = deepFreeze(this.entry.locations.map((l) => l._id)));
    const ids = await catalogue.locationOrder(this.db, this.tenant);
    if (this.entry) this.entry.locationOrder = deepFreeze(ids);
    return ids;
  }

  /** The business's locations, oldest first (the order of locationOrder()). */
  async locations(): Promise<readonly LocationDoc[]> {
    if (this.entry?.locations) return this.entry.locations;
    const rows = await catalogue
      .locations(this.db, this.tenant)
      .find({}, { sort: { created_at: 1, _id: 1 } })
      .toArray();
    if (this.entry) {
      this.entry.locations = deepFreeze(rows);
      this.entry.docs += rows.length;
    }
    return rows;
  }

  /**
   * Item references as item-ref.ts resolves them: the remembered ones from the cache, the others by `load`
   * (remembered, those naming nothing as null). Answers the references that name something for sale.
   */
  async itemRefs(
    refs: readonly string[],
    load: (missing: string[]) => Promise<Map<string, ResolvedItem>>,
  ): Promise<Map<string, ResolvedItem>> {
    const out = new Map<string, ResolvedItem>();
    const missing: string[] = [];
    for (const ref of refs) {
      const hit = this.entry?.itemRefs.get(ref);
      if (hit === undefined) missing.push(ref);
      else if (hit !== null) out.set(ref, hit);
    }
    if (missing.length === 0) return out;
    const found = await load(missing);
    for (const ref of missing) {
      const item = found.get(ref) ?? null;
      if (this.entry) this.remember(this.entry.itemRefs, ref, item);
      if (item) out.set(ref, this.entry ? this.entry.itemRefs.get(ref)! : item);
    }
    return out;
  }
}

function clearEntry(e: Entry): void {
  e.docs = 0;
  e.products.clear();
  e.variants.clear();
  e.variantsOf.clear();
  e.deals.clear();
  e.categories.clear();
  e.automaticDeals = undefined;
  e.locationOrder = undefined;
  e.locations = undefined;
  e.itemRefs.clear();
  e.listing = undefined;
}

const newEntry = (revision: string, born: number): Entry => ({
  revision,
  born,
  docs: 0,
  products: new Map(),
  variants: new Map(),
  variantsOf: new Map(),
  deals: new Map(),
  categories: new Map(),
  itemRefs: new Map(),
});

/**
 * The catalogue as of `business` (the business document this request read). Null or a document without a revision
 * (data from before revisions): uncached reads, and the document is given a revision so the next request can cache.
 */
export function catalogueView(
  db: Db,
  tenant: TenantContext,
  business: Pick<BusinessDoc, 'catalogue_rev'> | null,
  now = Date.now(),
): CatalogueView {
  const revision = business?.catalogue_rev;
  if (!revision) {
    if (business) giveRevision(db, tenant.business_id);
    return new CatalogueView(db, tenant, null);
  }
  let byTenant = entries.get(db);
  if (!byTenant) entries.set(db, (byTenant = new Map()));
  const key = `${tenant.business_id}:${tenant.livemode ? 'live' : 'test'}`;
  let entry = byTenant.get(key);
  // A request holding an older revision than the entry's replaces it too: it reads fresh, and the next request
  // with the current revision replaces it back. Whichever wins, an entry only holds reads made after its revision.
  if (!entry || entry.revision !== revision || now - entry.born > MAX_AGE_MS) {
    if (entry) byTenant.delete(key);
    else if (byTenant.size >= MAX_TENANTS) byTenant.delete(byTenant.keys().next().value!);
    byTenant.set(key, (entry = newEntry(revision, now)));
  }
  return new CatalogueView(db, tenant, entry);
}

/** Stamps a first revision on a business that has none, once per process (a lost race is as good as a win). */
function giveRevision(db: Db, businessId: string): void {
  let done = stamped.get(db);
  if (!done) stamped.set(db, (done = new Set()));
  if (done.has(businessId)) return;
  done.add(businessId);
  void businesses(db)
    .updateOne({ _id: businessId, [REVISION_FIELD]: { $exists: false } }, revisionUpdate())
    .catch(() => done.delete(businessId));
}
