// The places provider over Google Places API (New): Autocomplete (New) `POST {base}/v1/places:autocomplete` and
// Place Details (New) `GET {base}/v1/places/{id}`, the key in `X-Goog-Api-Key` (never in the URL, which ends up in
// proxies' logs and in fetch's error messages).
//
// Billing shapes the requests: Google bills Place Details by the most expensive field asked for, so the field mask
// names only what is mapped (id, formattedAddress, addressComponents and location are all Place Details
// Essentials); and a session token sent on the autocomplete calls and on the details call that ends them bills the
// keystrokes as one session instead of one request each.
import { cutToChars } from '../../kernel/format.js';
import { exchange, UpstreamUnreachable } from '../upstream.js';
import {
  PlacesUnavailableError,
  type AutocompleteOptions,
  type DetailsOptions,
  type PlaceDetails,
  type PlacePrediction,
  type PlacesProvider,
} from './places.js';

export interface GooglePlacesOptions {
  apiKey: string;
  /** Default https://places.googleapis.com; tests point it at a local fake. */
  baseUrl?: string;
  /** Bounds each exchange, the body included. */
  timeoutMs: number;
}

const DEFAULT_BASE_URL = 'https://places.googleapis.com';
const AUTOCOMPLETE_FIELDS = [
  'suggestions.placePrediction.placeId',
  'suggestions.placePrediction.text',
  'suggestions.placePrediction.structuredFormat',
].join(',');
const DETAILS_FIELDS = ['id', 'formattedAddress', 'addressComponents', 'location'].join(',');
/** PlacePredictions.maxItems; Google answers at most 5 too, but the interface promises it whatever upstream does. */
const MAX_PREDICTIONS = 5;
const MAX_ERROR_BODY_CHARS = 200;
/** Google refuses a whole request (400 INVALID_ARGUMENT) whose session token is not URL-safe base64 of at most 36
 * characters. Our API accepts up to 128 characters, so a token Google would refuse is left out: that request is
 * billed on its own, which beats failing the shopper's address entry. A UUID fits. */
const GOOGLE_SESSION_TOKEN = /^[A-Za-z0-9_-]{1,36}$/;

interface AddressComponent {
  longText: string;
  shortText: string;
  types: string[];
}

/** Thrown by the readers below for a 2xx body that is not what the endpoint answers. */
class WrongShape extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOf = (v: unknown): string | undefined => (isObject(v) && typeof v.text === 'string' ? v.text : undefined);

function readPredictions(body: unknown): PlacePrediction[] {
  if (!isObject(body)) throw new WrongShape('not a JSON object');
  // Proto3 JSON leaves an empty list out: no match is `{}`.
  if (body.suggestions === undefined) return [];
  if (!Array.isArray(body.suggestions)) throw new WrongShape('suggestions is not an array');
  const out: PlacePrediction[] = [];
  for (const suggestion of body.suggestions) {
    if (!isObject(suggestion)) throw new WrongShape('a suggestion is not an object');
    // Query predictions ("pizza near Osu") only come when asked for; they name no place, so they are skipped.
    const p = suggestion.placePrediction;
    if (p === undefined) continue;
    if (!isObject(p) || typeof p.placeId !== 'string' || p.placeId === '')
      throw new WrongShape('a placePrediction has no placeId');
    const description = textOf(p.text);
    if (description === undefined) throw new WrongShape('a placePrediction has no text.text');
    const structured = isObject(p.structuredFormat) ? p.structuredFormat : {};
    out.push({
      place_id: p.placeId,
      description,
      main_text: textOf(structured.mainText) ?? description,
      secondary_text: textOf(structured.secondaryText) ?? '',
    });
    if (out.length === MAX_PREDICTIONS) break;
  }
  return out;
}

function readComponents(v: unknown): AddressComponent[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new WrongShape('addressComponents is not an array');
  return v.map((c) => {
    if (!isObject(c) || !Array.isArray(c.types)) throw new WrongShape('an address component has no types');
    return {
      longText: typeof c.longText === 'string' ? c.longText : '',
      shortText: typeof c.shortText === 'string' ? c.shortText : '',
      types: c.types.filter((t): t is string => typeof t === 'string'),
    };
  });
}

const inRange = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/** The details of `placeId`, or null for a place that is no address (no country: an ocean, a continent). */
function readDetails(placeId: string, body: unknown): PlaceDetails | null {
  if (!isObject(body)) throw new WrongShape('not a JSON object');
  if (typeof body.formattedAddress !== 'string') throw new WrongShape('no formattedAddress');
  const location = body.location;
  if (!isObject(location) || !inRange(location.latitude, 90) || !inRange(location.longitude, 180)) {
    throw new WrongShape('no location with latitude and longitude');
  }
  const components = readComponents(body.addressComponents);
  const find = (type: string) => components.find((c) => c.types.includes(type));

  const country = find('country')?.shortText.toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(country)) return null;
  const number = find('street_number')?.longText ?? '';
  const route = find('route')?.longText ?? '';
  // Most of the countries we sell in write the number first; a house number without a street says nothing.
  const street = route && number ? `${number} ${route}` : route;
  // UK addresses often have no locality, only the post town; elsewhere the district is the nearest thing to one.
  const city = (find('locality') ?? find('postal_town') ?? find('administrative_area_level_2'))?.longText ?? '';

  return {
    // The id asked for, not `body.id`: the caller (and the cache) key the answer by it.
    place_id: placeId,
    formatted_address: body.formattedAddress,
    components: {
      street_address: street,
      city,
      region: find('administrative_area_level_1')?.longText ?? '',
      country,
      postal_code: find('postal_code')?.longText || null,
    },
    location: { lat: location.latitude, lng: location.longitude },
  };
}

/** Google's error body `{ error: { code, message, status, details } }`, or undefined when the body is not one. */
function googleError(text: string): { status?: string; reasons: string[] } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const error = isObject(body) ? body.error : undefined;
  if (!isObject(error)) return undefined;
  const details = Array.isArray(error.details) ? error.details : [];
  return {
    status: typeof error.status === 'string' ? error.status : undefined,
    reasons: details.flatMap((d) => (isObject(d) && typeof d.reason === 'string' ? [d.reason] : [])),
  };
}

export class GooglePlacesProvider implements PlacesProvider {
  readonly description: string;
  private readonly base: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;

  constructor(opts: GooglePlacesOptions) {
    // Checked here so a misconfiguration fails at start-up rather than on a shopper's first keystroke.
    if (!opts.apiKey) throw new Error('Google Places: an API key is required');
    const base = new URL(opts.baseUrl || DEFAULT_BASE_URL);
    if (base.protocol !== 'http:' && base.protocol !== 'https:')
      throw new Error(`Google Places: ${base.href} is not an http(s) URL`);
    if (!(opts.timeoutMs > 0)) throw new Error('Google Places: timeoutMs must be positive');
    this.base = base.href.replace(/\/+$/, '');
    this.apiKey = opts.apiKey;
    this.timeoutMs = opts.timeoutMs;
    this.description = `google-places (${base.host})`;
  }

  async autocomplete(input: string, opts: AutocompleteOptions = {}, signal?: AbortSignal): Promise<PlacePrediction[]> {
    const body: Record<string, unknown> = { input };
    const token = sessionToken(opts.sessionToken);
    if (token) body.sessionToken = token;
    if (opts.language) body.languageCode = opts.language;
    if (opts.regionCodes?.length) body.includedRegionCodes = opts.regionCodes.map((c) => c.toLowerCase());
    const res = await this.exchange(
      `${this.base}/v1/places:autocomplete`,
      'POST',
      AUTOCOMPLETE_FIELDS,
      JSON.stringify(body),
      signal,
    );
    if (res.status < 200 || res.status > 299) throw this.failure(`answered ${res.status}`, res.text);
    return this.read(res, readPredictions);
  }

  async details(placeId: string, opts: DetailsOptions = {}, signal?: AbortSignal): Promise<PlaceDetails | null> {
    // An empty id would ask for `/v1/places/`, another method altogether.
    if (!placeId) return null;
    const query = new URLSearchParams();
    const token = sessionToken(opts.sessionToken);
    if (token) query.set('sessionToken', token);
    if (opts.language) query.set('languageCode', opts.language);
    const qs = query.toString();
    const res = await this.exchange(
      `${this.base}/v1/places/${encodeURIComponent(placeId)}${qs ? `?${qs}` : ''}`,
      'GET',
      DETAILS_FIELDS,
      undefined,
      signal,
    );
    if (res.status === 404) return null;
    if (res.status === 400) {
      // A malformed id is 400 INVALID_ARGUMENT, but so is a key Google does not accept, which must not pass for an
      // unknown place (every address would then be "not found" instead of the provider being down).
      const error = googleError(res.text);
      if (error?.status === 'INVALID_ARGUMENT' && !error.reasons.some((r) => r.startsWith('API_KEY'))) return null;
    }
    if (res.status < 200 || res.status > 299) throw this.failure(`answered ${res.status}`, res.text);
    return this.read(res, (body) => readDetails(placeId, body));
  }

  private async exchange(
    url: string,
    method: 'GET' | 'POST',
    fieldMask: string,
    body: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-goog-api-key': this.apiKey,
      'x-goog-fieldmask': fieldMask,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await exchange(url, { method, headers, body }, this.timeoutMs, signal);
    } catch (err) {
      if (err instanceof UpstreamUnreachable) throw this.failure(err.message, undefined, err.cause);
      throw err;
    }
  }

  private read<T>(res: { status: number; text: string }, reader: (body: unknown) => T): T {
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch (err) {
      throw this.failure(`answered ${res.status} with a body that is not JSON`, res.text, err);
    }
    try {
      return reader(body);
    } catch (err) {
      if (err instanceof WrongShape)
        throw this.failure(`answered ${res.status} with an unexpected body (${err.message})`, res.text);
      throw err;
    }
  }

  /** The error for the API to answer 503 with. Upstream bodies can echo the request, so the key is blotted out of
   * the whole message, not only left out of what we write ourselves. */
  private failure(what: string, body: string | undefined, cause?: unknown): PlacesUnavailableError {
    const message = `${this.description} ${what}${body === undefined ? '' : `: ${cutToChars(body, MAX_ERROR_BODY_CHARS)}`}`;
    return new PlacesUnavailableError(
      message.split(this.apiKey).join('[api key]'),
      cause === undefined ? undefined : { cause },
    );
  }
}

function sessionToken(token: string | undefined): string | undefined {
  return token && GOOGLE_SESSION_TOKEN.test(token) ? token : undefined;
}
