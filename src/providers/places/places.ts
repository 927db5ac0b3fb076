// Address autocomplete behind one interface: `POST /api/v1/places/autocomplete` and `/places/details` talk to a
// provider only through this. Off unless configured (index.ts); the one adapter is Google Places API (New)
// (google.ts), wrapped in a details cache (cache.ts). There is no offline stand-in: without a provider the API
// answers 500 INTERNAL, because inventing addresses would be worse than offering none.
//
// Contract every adapter keeps:
//   - autocomplete() answers at most 5 predictions, best first; [] when nothing matches. It is never cached: the
//     provider bills a session of keystrokes ended by one details call, and that only works when every call
//     reaches it with its session token.
//   - details() answers null when the provider does not know the place id (the API answers 404 NOT_FOUND);
//     `components.country` is an ISO 3166-1 alpha-2 code in capitals.
//   - a provider that cannot be reached, times out, or answers an error or a body it cannot read throws
//     PlacesUnavailableError (503 SERVICE_UNAVAILABLE, retryable). The caller's own abort is rethrown as is.

// The records are the contract's (spec/storefront/components/schemas/Place*.yaml). Adapters add: secondary_text
// is '' when the provider gives none, street_address '' for a place without a street, and country is ISO 3166-1
// alpha-2 in capitals.
import type { PlaceDetails, PlacePrediction } from '../../../generated/sdk/storefront/types.gen.js';

export type { PlaceDetails, PlacePrediction };

export interface AutocompleteOptions {
  /** Groups the keystrokes of one address entry with the details call that ends it, for the provider's billing. */
  sessionToken?: string;
  /** BCP-47 */
  language?: string;
  /** ISO 3166-1 alpha-2, lower or upper */
  regionCodes?: string[];
}

export interface DetailsOptions {
  /** The token of the autocomplete calls that produced the place id; the details call closes that session. */
  sessionToken?: string;
  /** BCP-47 */
  language?: string;
}

export interface PlacesProvider {
  /** For logs: `google-places (<host>)`. */
  readonly description: string;
  autocomplete(input: string, opts?: AutocompleteOptions, signal?: AbortSignal): Promise<PlacePrediction[]>;
  /** null: the provider does not know this place id. */
  details(placeId: string, opts?: DetailsOptions, signal?: AbortSignal): Promise<PlaceDetails | null>;
}

/** Unreachable, timed out, or answered an error (the API answers 503 SERVICE_UNAVAILABLE for it). */
export class PlacesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesUnavailableError';
  }
}
