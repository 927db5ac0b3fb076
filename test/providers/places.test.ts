// The places provider: the Google Places API (New) adapter against a fake upstream started here (node:http on an
// ephemeral port) speaking Autocomplete (New) and Place Details (New) — what it sends, how answers map, how each kind
// of failure comes out — and the details cache in front of it, driven by an injected clock.
import type { IncomingHttpHeaders } from 'node:http';
import { freePort } from '../../scripts/lib/free-port.js';
import { abortedInFlight, rejectsWith, startFakeUpstream, type FakeUpstream } from '../harness/fake-upstream.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CachedPlacesProvider,
  createPlacesProvider,
  DETAILS_TTL_MS,
  GooglePlacesProvider,
  NOT_FOUND_TTL_MS,
  PlacesUnavailableError,
  type PlaceDetails,
  type PlacesProvider,
} from '../../src/providers/places/index.js';

interface Seen {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the fake upstream answers next: a status and a raw body, or `hang` (headers never sent). */
type Answer = { status: number; body: string } | 'hang';

const KEY = 'AIzaTestKey-0123456789abcdef';
const SESSION = '3f2c7a9e-5b1d-4c8e-9a6f-2d4b8e1c7f05';

let upstream: FakeUpstream;
let base = '';
const seen: Seen[] = [];
let answer: Answer = { status: 200, body: '{}' };

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });
const google = (opts: { timeoutMs?: number; apiKey?: string } = {}) =>
  new GooglePlacesProvider({ apiKey: opts.apiKey ?? KEY, baseUrl: `${base}/`, timeoutMs: opts.timeoutMs ?? 5000 });

const prediction = (placeId: string, text: string, main?: string, secondary?: string) => ({
  placePrediction: {
    place: `places/${placeId}`,
    placeId,
    text: { text, matches: [{ endOffset: 9 }] },
    ...(main === undefined
      ? {}
      : {
          structuredFormat: {
            mainText: { text: main, matches: [{ endOffset: 9 }] },
            ...(secondary === undefined ? {} : { secondaryText: { text: secondary } }),
          },
        }),
    types: ['street_address', 'geocode'],
  },
});

const component = (longText: string, shortText: string, ...types: string[]) => ({
  longText,
  shortText,
  types,
  languageCode: 'en',
});

const downingStreet = {
  id: 'ChIJRxzRQcUEdkgRGVaKyzmkgvg',
  formattedAddress: '10 Downing St, London SW1A 2AA, UK',
  addressComponents: [
    component('10', '10', 'street_number'),
    component('Downing Street', 'Downing St', 'route'),
    component('London', 'London', 'postal_town'),
    component('Greater London', 'Greater London', 'administrative_area_level_2', 'political'),
    component('England', 'England', 'administrative_area_level_1', 'political'),
    component('United Kingdom', 'GB', 'country', 'political'),
    component('SW1A 2AA', 'SW1A 2AA', 'postal_code'),
  ],
  location: { latitude: 51.5033635, longitude: -0.1276248 },
};

const oxfordStreetAccra = {
  id: 'ChIJx7Qm2Nw5fA8',
  formattedAddress: 'Oxford St, Accra, Ghana',
  addressComponents: [
    component('Oxford Street', 'Oxford St', 'route'),
    component('Osu', 'Osu', 'sublocality_level_1', 'sublocality', 'political'),
    component('Accra', 'Accra', 'locality', 'political'),
    component('Accra Metropolitan', 'Accra Metropolitan', 'administrative_area_level_2', 'political'),
    component('Greater Accra Region', 'Greater Accra Region', 'administrative_area_level_1', 'political'),
    component('Ghana', 'GH', 'country', 'political'),
  ],
  location: { latitude: 5.5566, longitude: -0.1829 },
};

const googleplex = {
  id: 'ChIJF4Yf2Ry7j4AR__1AkytDyAE',
  formattedAddress: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
  addressComponents: [
    component('1600', '1600', 'street_number'),
    component('Amphitheatre Parkway', 'Amphitheatre Pkwy', 'route'),
    component('Mountain View', 'Mountain View', 'locality', 'political'),
    component('Santa Clara County', 'Santa Clara County', 'administrative_area_level_2', 'political'),
    component('California', 'CA', 'administrative_area_level_1', 'political'),
    component('United States', 'US', 'country', 'political'),
    component('94043', '94043', 'postal_code'),
  ],
  location: { latitude: 37.4220094, longitude: -122.0847516 },
};

const failure = (p: Promise<unknown>) => rejectsWith(p, PlacesUnavailableError);

const test = suite('places: google places api (new)');

test.before(async () => {
  upstream = await startFakeUpstream((req, body, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    if (answer === 'hang') return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  base = upstream.url;
});

test.after(() => upstream.close());

test.before.each(() => {
  seen.length = 0;
  answer = { status: 200, body: '{}' };
});

test('autocomplete POSTs the input, session token, language and regions with the key and a field mask', async () => {
  answer = json(200, {
    suggestions: [
      prediction('ChIJx7Qm2Nw5fA8', '12 Oxford Street, Osu, Accra, Ghana', '12 Oxford Street', 'Osu, Accra, Ghana'),
      { queryPrediction: { text: { text: 'oxford street shops' } } },
      prediction('ChIJa1Bc3De5fG7', 'Oxford Street, Kumasi, Ghana', 'Oxford Street'),
      prediction('ChIJ0000000000', 'Oxford, UK'),
    ],
  });
  const predictions = await google().autocomplete('12 Oxford St', {
    sessionToken: SESSION,
    language: 'en-GB',
    regionCodes: ['GH', 'gb'],
  });
  assert.equal(predictions, [
    {
      place_id: 'ChIJx7Qm2Nw5fA8',
      description: '12 Oxford Street, Osu, Accra, Ghana',
      main_text: '12 Oxford Street',
      secondary_text: 'Osu, Accra, Ghana',
    },
    {
      place_id: 'ChIJa1Bc3De5fG7',
      description: 'Oxford Street, Kumasi, Ghana',
      main_text: 'Oxford Street',
      secondary_text: '',
    },
    { place_id: 'ChIJ0000000000', description: 'Oxford, UK', main_text: 'Oxford, UK', secondary_text: '' },
  ]);
  assert.is(seen.length, 1);
  const [req] = seen;
  assert.is(req.method, 'POST');
  assert.is(req.url, '/v1/places:autocomplete');
  assert.is(req.headers['x-goog-api-key'], KEY);
  assert.match(String(req.headers['content-type']), /^application\/json/);
  const mask = String(req.headers['x-goog-fieldmask']).split(',');
  for (const field of [
    'suggestions.placePrediction.placeId',
    'suggestions.placePrediction.text',
    'suggestions.placePrediction.structuredFormat',
  ]) {
    assert.ok(mask.includes(field), mask.join(','));
  }
  assert.equal(JSON.parse(req.body), {
    input: '12 Oxford St',
    sessionToken: SESSION,
    languageCode: 'en-GB',
    includedRegionCodes: ['gh', 'gb'],
  });
});

test('autocomplete without options sends only the input; no match ({}) is no predictions', async () => {
  assert.equal(await google().autocomplete('zzzz qqqq'), []);
  assert.equal(JSON.parse(seen[0].body), { input: 'zzzz qqqq' });
  answer = json(200, { suggestions: [] });
  assert.equal(await google().autocomplete('zzzz qqqq', { regionCodes: [] }), []);
  assert.equal(JSON.parse(seen[1].body), { input: 'zzzz qqqq' });
});

test('autocomplete answers at most 5 predictions, best first', async () => {
  answer = json(200, {
    suggestions: Array.from({ length: 7 }, (_, i) => prediction(`id${i}`, `Street ${i}`, `Street ${i}`, 'Accra')),
  });
  const predictions = await google().autocomplete('Street');
  assert.equal(
    predictions.map((p) => p.place_id),
    ['id0', 'id1', 'id2', 'id3', 'id4'],
  );
});

test('a session token Google would refuse (over 36 characters, or not URL-safe base64) is left out', async () => {
  for (const token of ['x'.repeat(37), 'abc def', 'a+b/c=']) {
    seen.length = 0;
    await google().autocomplete('12 Oxford St', { sessionToken: token });
    assert.equal(JSON.parse(seen[0].body), { input: '12 Oxford St' }, token);
    answer = json(200, downingStreet);
    await google().details('ChIJRxzRQcUEdkgRGVaKyzmkgvg', { sessionToken: token });
    assert.is(seen[1].url, '/v1/places/ChIJRxzRQcUEdkgRGVaKyzmkgvg', token);
    answer = json(200, {});
  }
});

test('details GETs the place with the key, an Essentials-only field mask and the session token; a GB address maps', async () => {
  answer = json(200, downingStreet);
  const place = await google().details('ChIJRxzRQcUEdkgRGVaKyzmkgvg', { sessionToken: SESSION, language: 'en-GB' });
  assert.equal(place, {
    place_id: 'ChIJRxzRQcUEdkgRGVaKyzmkgvg',
    formatted_address: '10 Downing St, London SW1A 2AA, UK',
    components: {
      street_address: '10 Downing Street',
      city: 'London',
      region: 'England',
      country: 'GB',
      postal_code: 'SW1A 2AA',
    },
    location: { lat: 51.5033635, lng: -0.1276248 },
  });
  assert.is(seen.length, 1);
  const [req] = seen;
  assert.is(req.method, 'GET');
  const url = new URL(req.url, base);
  assert.is(url.pathname, '/v1/places/ChIJRxzRQcUEdkgRGVaKyzmkgvg');
  assert.is(url.searchParams.get('sessionToken'), SESSION);
  assert.is(url.searchParams.get('languageCode'), 'en-GB');
  assert.not.ok(req.url.includes(KEY), 'the key stays out of the URL');
  assert.is(req.headers['x-goog-api-key'], KEY);
  assert.equal(String(req.headers['x-goog-fieldmask']).split(',').sort(), [
    'addressComponents',
    'formattedAddress',
    'id',
    'location',
  ]);
  assert.is(req.body, '');
});

test('details: a Ghanaian street without number or postcode, and a US address', async () => {
  answer = json(200, oxfordStreetAccra);
  assert.equal(await google().details('ChIJx7Qm2Nw5fA8'), {
    place_id: 'ChIJx7Qm2Nw5fA8',
    formatted_address: 'Oxford St, Accra, Ghana',
    components: {
      street_address: 'Oxford Street',
      city: 'Accra',
      region: 'Greater Accra Region',
      country: 'GH',
      postal_code: null,
    },
    location: { lat: 5.5566, lng: -0.1829 },
  });
  assert.is(seen[0].url, '/v1/places/ChIJx7Qm2Nw5fA8');

  answer = json(200, googleplex);
  assert.equal((await google().details('ChIJF4Yf2Ry7j4AR__1AkytDyAE'))?.components, {
    street_address: '1600 Amphitheatre Parkway',
    city: 'Mountain View',
    region: 'California',
    country: 'US',
    postal_code: '94043',
  });
});

test('details: city falls back to the district; a place without a country is no address (null)', async () => {
  answer = json(200, {
    ...oxfordStreetAccra,
    addressComponents: oxfordStreetAccra.addressComponents.filter((c) => !c.types.includes('locality')),
  });
  assert.is((await google().details('ChIJx7Qm2Nw5fA8'))?.components.city, 'Accra Metropolitan');

  answer = json(200, {
    id: 'ChIJocean',
    formattedAddress: 'Atlantic Ocean',
    location: { latitude: 0, longitude: -30 },
  });
  assert.is(await google().details('ChIJocean'), null);
});

test('details of an unknown id (404) or a malformed one (400 INVALID_ARGUMENT) is null; the id is path-encoded', async () => {
  answer = json(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
  assert.is(await google().details('ChIJunknown'), null);
  answer = json(400, { error: { code: 400, message: 'Not a valid Place ID: a/b?c', status: 'INVALID_ARGUMENT' } });
  assert.is(await google().details('a/b?c'), null);
  assert.is(seen[1].url, '/v1/places/a%2Fb%3Fc');
  // An empty id never leaves: `/v1/places/` is another method.
  assert.is(await google().details(''), null);
  assert.is(seen.length, 2);
});

test('a 400 about the key, or a 400 that is not Google’s, is the provider failing, not an unknown place', async () => {
  answer = json(400, {
    error: {
      code: 400,
      message: 'API key not valid. Please pass a valid API key.',
      status: 'INVALID_ARGUMENT',
      details: [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' },
      ],
    },
  });
  assert.match((await failure(google().details('ChIJRxzRQcUEdkgRGVaKyzmkgvg'))).message, /400.*API key not valid/);
  answer = { status: 400, body: '<html>Bad Request</html>' };
  assert.match((await failure(google().details('ChIJRxzRQcUEdkgRGVaKyzmkgvg'))).message, /400/);
});

test('500 and 429 fail with the status and the first 200 characters of the body, on both calls', async () => {
  answer = { status: 500, body: 'upstream exploded ' + 'z'.repeat(500) };
  for (const call of [() => google().autocomplete('12 Oxford St'), () => google().details('ChIJx7Qm2Nw5fA8')]) {
    const err = await failure(call());
    assert.match(err.message, /500/);
    assert.ok(err.message.includes('upstream exploded ' + 'z'.repeat(182)), err.message);
    assert.not.ok(err.message.includes('z'.repeat(183)), err.message);
  }
  answer = json(429, {
    error: { code: 429, message: 'Quota exceeded for quota metric', status: 'RESOURCE_EXHAUSTED' },
  });
  assert.match((await failure(google().autocomplete('12 Oxford St'))).message, /429.*RESOURCE_EXHAUSTED/);
  assert.match((await failure(google().details('ChIJx7Qm2Nw5fA8'))).message, /429.*RESOURCE_EXHAUSTED/);
});

test('a 2xx body that is not JSON, or not the endpoint’s shape, fails', async () => {
  for (const body of [
    '<html>proxy page</html>',
    'null',
    '[]',
    '{"suggestions":{}}',
    '{"suggestions":[{"placePrediction":{"text":{"text":"x"}}}]}',
    '{"suggestions":[{"placePrediction":{"placeId":"p1"}}]}',
  ]) {
    answer = { status: 200, body };
    await failure(google().autocomplete('12 Oxford St'));
  }
  const place = (change: Record<string, unknown>) => JSON.stringify({ ...downingStreet, ...change });
  for (const body of [
    '{',
    '"place"',
    place({ formattedAddress: undefined }),
    place({ location: undefined }),
    place({ location: { latitude: 91, longitude: 0 } }),
    place({ location: { latitude: '51.5', longitude: 0 } }),
    place({ addressComponents: {} }),
    place({ addressComponents: [{ longText: 'x' }] }),
  ]) {
    answer = { status: 200, body };
    const err = await failure(google().details('ChIJRxzRQcUEdkgRGVaKyzmkgvg'));
    assert.match(err.message, /200/, body);
  }
});

test('the key never appears in an error message, even when the upstream echoes it', async () => {
  answer = json(403, {
    error: { code: 403, message: `Requests from key ${KEY} are blocked.`, status: 'PERMISSION_DENIED' },
  });
  for (const call of [() => google().autocomplete('12 Oxford St'), () => google().details('ChIJx7Qm2Nw5fA8')]) {
    const err = await failure(call());
    assert.match(err.message, /403.*PERMISSION_DENIED/);
    assert.not.ok(err.message.includes(KEY), err.message);
    assert.ok(err.message.includes('[api key]'), err.message);
  }
  answer = { status: 200, body: `not json ${KEY}` };
  assert.not.ok((await failure(google().autocomplete('12 Oxford St'))).message.includes(KEY));
});

test('an upstream that never answers times out', async () => {
  answer = 'hang';
  const err = await failure(google({ timeoutMs: 200 }).autocomplete('12 Oxford St'));
  assert.match(err.message, /200 ms/);
  assert.match((await failure(google({ timeoutMs: 200 }).details('ChIJx7Qm2Nw5fA8'))).message, /200 ms/);
  assert.is(seen.length, 2);
});

test('an upstream that cannot be reached fails', async () => {
  // A port that was free a moment ago: nothing listens there.
  const port = await freePort();
  const provider = new GooglePlacesProvider({ apiKey: KEY, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 5000 });
  const err = await failure(provider.details('ChIJx7Qm2Nw5fA8'));
  assert.match(err.message, /could not be reached/);
  assert.not.ok(err.message.includes(KEY), err.message);
});

test("the caller's abort is passed through, not reported as the provider being down", async () => {
  answer = 'hang';
  const err = await abortedInFlight(
    (signal) => google().autocomplete('12 Oxford St', {}, signal),
    () => seen.length > 0,
  );
  assert.not.instance(err, PlacesUnavailableError);
  assert.is(err.message, 'shopper left');
});

test('createPlacesProvider: off without a key, else Google behind the details cache', async () => {
  assert.is(createPlacesProvider({}), null);
  assert.is(createPlacesProvider({ googleApiKey: '' }), null);
  let now = 1_000_000;
  const provider = createPlacesProvider({ googleApiKey: KEY, googleBaseUrl: base, now: () => now });
  assert.ok(provider);
  assert.instance(provider, CachedPlacesProvider);
  assert.is(provider.description, `google-places (${base.slice('http://'.length)}), details cached`);
  answer = json(200, downingStreet);
  const first = await provider.details('ChIJRxzRQcUEdkgRGVaKyzmkgvg', { sessionToken: SESSION });
  assert.equal(await provider.details('ChIJRxzRQcUEdkgRGVaKyzmkgvg'), first);
  assert.is(seen.length, 1);
  now += DETAILS_TTL_MS;
  await provider.details('ChIJRxzRQcUEdkgRGVaKyzmkgvg');
  assert.is(seen.length, 2);
  answer = json(200, {});
  await provider.autocomplete('10 Downing');
  await provider.autocomplete('10 Downing');
  assert.is(seen.length, 4);
});

test.run();

// The cache in front of a counting stand-in for the provider.

class Counting implements PlacesProvider {
  readonly description = 'counting';
  calls: { placeId: string; sessionToken?: string; language?: string }[] = [];
  autocompletes = 0;
  /** What details answers next: a place, null, or an error to throw. */
  next: PlaceDetails | null | Error = null;

  async autocomplete() {
    this.autocompletes++;
    return [{ place_id: 'p1', description: 'd', main_text: 'm', secondary_text: 's' }];
  }

  async details(placeId: string, opts: { sessionToken?: string; language?: string } = {}) {
    this.calls.push({ placeId, ...opts });
    if (this.next instanceof Error) throw this.next;
    return this.next && { ...this.next, place_id: placeId };
  }
}

const accra: PlaceDetails = {
  place_id: 'ChIJx7Qm2Nw5fA8',
  formatted_address: 'Oxford St, Accra, Ghana',
  components: {
    street_address: 'Oxford Street',
    city: 'Accra',
    region: 'Greater Accra Region',
    country: 'GH',
    postal_code: null,
  },
  location: { lat: 5.5566, lng: -0.1829 },
};

const cache = suite('places: details cache');
let clock = 0;
let inner: Counting;
let cached: CachedPlacesProvider;

cache.before.each(() => {
  clock = 1_000_000;
  inner = new Counting();
  cached = new CachedPlacesProvider(inner, { now: () => clock });
});

cache(
  'a second details call is answered from memory, whatever its session token; another language is asked again',
  async () => {
    inner.next = accra;
    assert.equal(await cached.details('ChIJx7Qm2Nw5fA8', { sessionToken: 'a', language: 'en' }), accra);
    assert.equal(await cached.details('ChIJx7Qm2Nw5fA8', { sessionToken: 'b', language: 'en' }), accra);
    assert.is(inner.calls.length, 1);
    assert.equal(inner.calls[0], { placeId: 'ChIJx7Qm2Nw5fA8', sessionToken: 'a', language: 'en' });
    await cached.details('ChIJx7Qm2Nw5fA8', { language: 'fr' });
    await cached.details('ChIJx7Qm2Nw5fA8');
    assert.is(inner.calls.length, 3);
  },
);

cache('an entry expires after the TTL (24 h by default)', async () => {
  inner.next = accra;
  await cached.details('ChIJx7Qm2Nw5fA8');
  clock += DETAILS_TTL_MS - 1;
  await cached.details('ChIJx7Qm2Nw5fA8');
  assert.is(inner.calls.length, 1);
  clock += 1;
  await cached.details('ChIJx7Qm2Nw5fA8');
  assert.is(inner.calls.length, 2);
  assert.is(DETAILS_TTL_MS, 24 * 60 * 60 * 1000);
});

cache('an unknown id is remembered for 5 minutes only', async () => {
  assert.is(await cached.details('ChIJgone'), null);
  clock += NOT_FOUND_TTL_MS - 1;
  assert.is(await cached.details('ChIJgone'), null);
  assert.is(inner.calls.length, 1);
  clock += 1;
  inner.next = accra;
  assert.equal((await cached.details('ChIJgone'))?.formatted_address, accra.formatted_address);
  assert.is(inner.calls.length, 2);
  assert.is(NOT_FOUND_TTL_MS, 5 * 60 * 1000);
});

cache('errors are not remembered', async () => {
  inner.next = new PlacesUnavailableError('google-places answered 503');
  await failure(cached.details('ChIJx7Qm2Nw5fA8'));
  await failure(cached.details('ChIJx7Qm2Nw5fA8'));
  assert.is(inner.calls.length, 2);
  inner.next = accra;
  assert.equal(await cached.details('ChIJx7Qm2Nw5fA8'), accra);
  assert.is(inner.calls.length, 3);
});

cache('autocomplete is never cached', async () => {
  await cached.autocomplete('12 Oxford St', { sessionToken: 'a' });
  await cached.autocomplete('12 Oxford St', { sessionToken: 'a' });
  assert.is(inner.autocompletes, 2);
});

cache('bounded: past maxEntries the oldest entry goes', async () => {
  cached = new CachedPlacesProvider(inner, { now: () => clock, maxEntries: 2 });
  inner.next = accra;
  await cached.details('one');
  await cached.details('two');
  await cached.details('three');
  assert.is(inner.calls.length, 3);
  await cached.details('three');
  await cached.details('two');
  assert.is(inner.calls.length, 3);
  await cached.details('one');
  assert.is(inner.calls.length, 4);
});

cache('a caller editing its answer does not edit the cached one', async () => {
  inner.next = accra;
  const first = await cached.details('ChIJx7Qm2Nw5fA8');
  assert.ok(first);
  first.components.city = 'Kumasi';
  assert.is((await cached.details('ChIJx7Qm2Nw5fA8'))?.components.city, 'Accra');
});

cache.run();
