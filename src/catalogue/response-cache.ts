// A per-instance micro-cache for catalogue reads. Storefronts read the catalogue far more often than merchants
// change it, and every read otherwise costs store round trips; answers are kept for a short TTL
// (CATALOGUE_CACHE_MS, default 1 s; 0 disables). A catalogue write made through this instance (an import)
// drops its tenant's entries at once; another instance's writes show within the TTL. Entries are keyed by
// tenant and the full request URL, so tenants and modes never share an answer. Stock-sensitive checks
// (available-now, inventory), quotes and customer-specific answers are never cached.
import type { TenantContext } from '../store/index.js';

interface Entry {
  expires: number;
  data: unknown;
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  private tenantKey(t: TenantContext): string {
    return `${t.business_id}:${t.livemode ? 'live' : 'test'}`;
  }

  key(tenant: TenantContext, operationId: string, url: string): string {
    const tk = this.tenantKey(tenant);
    return `${tk}#${this.generations.get(tk) ?? 0}|${operationId}|${url}`;
  }

  get(key: string): unknown | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires <= performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.data;
  }

  set(key: string, data: unknown): void {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest tenth in one go.
      let n = Math.ceil(this.maxEntries / 10);
      for (const k of this.entries.keys()) {
        this.entries.delete(k);
        if (--n === 0) break;
      }
    }
    this.entries.set(key, { expires: performance.now() + this.ttlMs, data });
  }

  /** After a catalogue write: this tenant's cached answers are no longer served. */
  invalidate(tenant: TenantContext): void {
    const tk = this.tenantKey(tenant);
    this.generations.set(tk, (this.generations.get(tk) ?? 0) + 1);
  }
}
