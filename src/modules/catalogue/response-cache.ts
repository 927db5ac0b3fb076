// A per-instance micro-cache for catalogue reads. Storefronts read the catalogue far more often than merchants
// change it, and every read otherwise costs store round trips; answers are kept for a short TTL
// (CATALOGUE_CACHE_MS, default 1 s; 0 disables). A catalogue write made through this instance (an import)
// drops its tenant's entries at once; another instance's writes show within the TTL. Entries are kept per tenant
// (business and mode) and then by operation and full request URL, so tenants and modes never share an answer.
// Stock-sensitive checks (available-now, inventory), quotes and customer-specific answers are never cached.
//
// Lookups cost no string building: a tenant's bucket is found by business id and mode, then one map per operation
// is keyed by the URL string itself. Concurrent misses of one key share a single computation (`pending`), so an
// expiring entry under load costs one store read, not one per waiting request.
import type { TenantContext } from '../../store/index.js';

interface Entry {
  expires: number;
  data: unknown;
}

/** One tenant's answers. `generation` moves on every invalidation, so a computation begun before one is not kept. */
interface Bucket {
  generation: number;
  byOperation: Map<string, Map<string, Entry>>;
  pending: Map<string, Map<string, Promise<unknown>>>;
}

/** Where one answer lives: taken once per request, then used to read, to share a computation and to store. */

// The cache is the catalogue's, kept on the services every request is given (src/services.ts).
declare module '../../services.js' {
  interface Services {
    catalogueCache: CatalogueCache;
  }
}

export interface CacheSlot {
  readonly bucket: Bucket;
  readonly generation: number;
  readonly operationId: string;
  readonly url: string;
}

export class CatalogueCache {
  /** business id → [test, live] buckets. */
  private readonly tenants = new Map<string, [Bucket | undefined, Bucket | undefined]>();
  private size = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  private bucket(t: TenantContext): Bucket {
    let pair = this.tenants.get(t.business_id);
    if (!pair) this.tenants.set(t.business_id, (pair = [undefined, undefined]));
    const i = t.livemode ? 1 : 0;
    return (pair[i] ??= { generation: 0, byOperation: new Map(), pending: new Map() });
  }

  slot(tenant: TenantContext, operationId: string, url: string): CacheSlot {
    const bucket = this.bucket(tenant);
    return { bucket, generation: bucket.generation, operationId, url };
  }

  get(slot: CacheSlot): unknown | undefined {
    const entries = slot.bucket.byOperation.get(slot.operationId);
    const e = entries?.get(slot.url);
    if (!e) return undefined;
    if (e.expires <= performance.now()) {
      entries!.delete(slot.url);
      this.size--;
      return undefined;
    }
    return e.data;
  }

  /** Keeps an answer, unless the tenant was invalidated since the slot was taken (the answer may predate the write). */
  set(slot: CacheSlot, data: unknown): void {
    if (!this.enabled || slot.bucket.generation !== slot.generation) return;
    let entries = slot.bucket.byOperation.get(slot.operationId);
    if (!entries) slot.bucket.byOperation.set(slot.operationId, (entries = new Map()));
    if (!entries.has(slot.url) && ++this.size > this.maxEntries) this.evict(Math.ceil(this.maxEntries / 10));
    entries.set(slot.url, { expires: performance.now() + this.ttlMs, data });
  }

  /** The computation of this slot's answer already under way, if any. */
  pending(slot: CacheSlot): Promise<unknown> | undefined {
    return slot.bucket.pending.get(slot.operationId)?.get(slot.url);
  }

  /** Registers the computation of this slot's answer until it settles, so concurrent misses wait for it. */
  share<T>(slot: CacheSlot, work: Promise<T>): Promise<T> {
    let byUrl = slot.bucket.pending.get(slot.operationId);
    if (!byUrl) slot.bucket.pending.set(slot.operationId, (byUrl = new Map()));
    byUrl.set(slot.url, work);
    const clear = () => {
      if (byUrl.get(slot.url) === work) byUrl.delete(slot.url);
    };
    work.then(clear, clear);
    return work;
  }

  /** After a catalogue write: this tenant's cached answers are no longer served. */
  invalidate(tenant: TenantContext): void {
    const bucket = this.bucket(tenant);
    bucket.generation++;
    for (const entries of bucket.byOperation.values()) this.size -= entries.size;
    bucket.byOperation = new Map();
    // Computations begun before the write are not shared with requests made after it.
    bucket.pending = new Map();
  }

  /** Drops `n` entries, oldest first within each tenant and operation (maps iterate in insertion order). */
  private evict(n: number): void {
    for (const pair of this.tenants.values()) {
      for (const bucket of pair) {
        if (!bucket) continue;
        for (const entries of bucket.byOperation.values()) {
          for (const url of entries.keys()) {
            entries.delete(url);
            this.size--;
            if (--n === 0) return;
          }
        }
      }
    }
  }
}
