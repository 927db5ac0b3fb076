// Builds the places provider from configuration, or nothing: without a Google API key there is no address
// autocomplete (the places endpoints answer 500 INTERNAL). There is deliberately no offline stand-in.
//
// Off is a setting, not a failure: it is said once when the provider is made, and each refusal is the contract's
// documented 500 without a log line of its own (the access log has the request).
import { AppError } from '../../kernel/errors.js';
import { CachedPlacesProvider } from './cache.js';
import { GooglePlacesProvider } from './google.js';
import type { PlacesProvider } from './places.js';

export type { PlaceDetails, PlacesProvider } from './places.js';
export { PlacesUnavailableError } from './places.js';
export { GooglePlacesProvider } from './google.js';
export { CachedPlacesProvider, DETAILS_TTL_MS, NOT_FOUND_TTL_MS } from './cache.js';

/** A shopper waits on every keystroke's answer; past this the field is better left to plain typing. */
const DEFAULT_TIMEOUT_MS = 5000;

export function createPlacesProvider(
  opts: { googleApiKey?: string; googleBaseUrl?: string; timeoutMs?: number; now?: () => number },
  log?: { info(message: string): void },
): PlacesProvider | null {
  if (!opts.googleApiKey) {
    log?.info(
      'Address autocomplete is off (GOOGLE_PLACES_API_KEY is not set): the places operations answer 500 INTERNAL',
    );
    return null;
  }
  const google = new GooglePlacesProvider({
    apiKey: opts.googleApiKey,
    baseUrl: opts.googleBaseUrl || undefined,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  return new CachedPlacesProvider(google, { now: opts.now });
}

/** The answer of a places operation without a provider: the interface's 500, not logged as a failure (see above). */
export function placesNotConfigured(): AppError {
  return new AppError(
    'INTERNAL',
    'Address autocomplete is not configured in this environment (GOOGLE_PLACES_API_KEY)',
    { logged: true },
  );
}
