// Builds the places provider from configuration, or nothing: without a Google API key there is no address
// autocomplete (the places endpoints answer 500 INTERNAL). There is deliberately no offline stand-in.
import { CachedPlacesProvider } from './cache.js';
import { GooglePlacesProvider } from './google.js';
import type { PlacesProvider } from './places.js';

export type { AutocompleteOptions, DetailsOptions, PlaceDetails, PlacePrediction, PlacesProvider } from './places.js';
export { PlacesUnavailableError } from './places.js';
export { GooglePlacesProvider, type GooglePlacesOptions } from './google.js';
export { CachedPlacesProvider, DETAILS_TTL_MS, NOT_FOUND_TTL_MS, type CachedPlacesOptions } from './cache.js';

/** A shopper waits on every keystroke's answer; past this the field is better left to plain typing. */
const DEFAULT_TIMEOUT_MS = 5000;

export function createPlacesProvider(opts: { googleApiKey?: string; googleBaseUrl?: string; timeoutMs?: number; now?: () => number }): PlacesProvider | null {
  if (!opts.googleApiKey) return null;
  const google = new GooglePlacesProvider({
    apiKey: opts.googleApiKey,
    baseUrl: opts.googleBaseUrl || undefined,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  return new CachedPlacesProvider(google, { now: opts.now });
}
