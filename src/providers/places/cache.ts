// Place details kept in memory in front of any places provider: shoppers pick the same handful of addresses again
// and again (the shop's own street, the popular estates), and every details call is billed. A hit does not reach
// the provider, so that autocomplete session is never closed there; with details fields from the Essentials tier
// (google.ts) the session's first 12 keystrokes are billed either way, so skipping the details call only saves.
//
// Autocomplete passes straight through: its billing is per session, and a cached answer would break the session.
// An unknown id is remembered briefly (a client retrying a bad id costs one call per NOT_FOUND_TTL_MS, while an id
// that starts to resolve is not locked out for a day); failures are never remembered.
import type { AutocompleteOptions, DetailsOptions, PlaceDetails, PlacePrediction, PlacesProvider } from './places.js';

/** Addresses change rarely; a day keeps the popular ones warm. */
export const DETAILS_TTL_MS = 24 * 60 * 60 * 1000;
export const NOT_FOUND_TTL_MS = 5 * 60 * 1000;
/** A few MB at most: an entry is a short address and a few strings. */
const MAX_CACHED_PLACES = 10_000;

export interface CachedPlacesOptions {
  /** Default DETAILS_TTL_MS. */
  ttlMs?: number;
  /** Default NOT_FOUND_TTL_MS. */
  notFoundTtlMs?: number;
  /** Default MAX_CACHED_PLACES; past it the oldest entry goes. */
  maxEntries?: number;
  /** Milliseconds; tests drive expiry with it. */
  now?: () => number;
}

interface Entry {
  value: PlaceDetails | null;
  expiresAt: number;
}

export class CachedPlacesProvider implements PlacesProvider {
  readonly description: string;
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly notFoundTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly inner: PlacesProvider,
    opts: CachedPlacesOptions = {},
  ) {
    this.ttlMs = opts.ttlMs ?? DETAILS_TTL_MS;
    this.notFoundTtlMs = opts.notFoundTtlMs ?? NOT_FOUND_TTL_MS;
    this.maxEntries = Math.max(1, opts.maxEntries ?? MAX_CACHED_PLACES);
    this.now = opts.now ?? Date.now;
    this.description = `${inner.description}, details cached`;
  }

  autocomplete(input: string, opts?: AutocompleteOptions, signal?: AbortSignal): Promise<PlacePrediction[]> {
    return this.inner.autocomplete(input, opts, signal);
  }

  async details(placeId: string, opts?: DetailsOptions, signal?: AbortSignal): Promise<PlaceDetails | null> {
    // The language changes the texts (city, region and street names), the session token does not.
    const key = `${opts?.language ?? ''}\u0000${placeId}`;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return structuredClone(hit.value);

    const value = await this.inner.details(placeId, opts, signal);
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + (value ? this.ttlMs : this.notFoundTtlMs) });
    // Map iteration is insertion order, so the first key is the oldest.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    // A copy, so a caller that edits its answer does not edit everyone's.
    return structuredClone(value);
  }
}
