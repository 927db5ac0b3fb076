// Address autocomplete over HTTP: the service configured with a Google Places API (New) key and pointed at a local
// upstream speaking that API's shapes (started here). Short input costs no upstream call; the session token goes
// through; details of an unknown place are 404; a failing upstream is 503; details are cached; and without a key
// the operations answer 500 INTERNAL, as the interface says.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { startFakeUpstream, type FakeUpstream } from '../harness/fake-upstream.js';

let h: Harness;
let bare: Harness;
let upstream: FakeUpstream;
const calls: { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: any }[] = [];
let failNext = 0;

const ACCRA = {
  id: 'ChIJ-accra-osu',
  formattedAddress: '12 Oxford St, Accra, Ghana',
  location: { latitude: 5.5558, longitude: -0.1825 },
  addressComponents: [
    { longText: '12', shortText: '12', types: ['street_number'] },
    { longText: 'Oxford Street', shortText: 'Oxford St', types: ['route'] },
    { longText: 'Accra', shortText: 'Accra', types: ['locality', 'political'] },
    {
      longText: 'Greater Accra Region',
      shortText: 'Greater Accra Region',
      types: ['administrative_area_level_1', 'political'],
    },
    { longText: 'Ghana', shortText: 'GH', types: ['country', 'political'] },
  ],
};

test.before(async () => {
  upstream = await startFakeUpstream((req, text, res) => {
    const url = new URL(req.url!, 'http://x');
    calls.push({ method: req.method!, path: req.url!, headers: req.headers, body: text ? JSON.parse(text) : null });
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (failNext > 0) {
      failNext--;
      return json(503, { error: { code: 503, message: 'Backend unavailable', status: 'UNAVAILABLE' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
      return json(200, {
        suggestions: [
          {
            placePrediction: {
              placeId: ACCRA.id,
              text: { text: '12 Oxford Street, Accra, Ghana' },
              structuredFormat: { mainText: { text: '12 Oxford Street' }, secondaryText: { text: 'Accra, Ghana' } },
            },
          },
        ],
      });
    }
    if (req.method === 'GET' && url.pathname === `/v1/places/${ACCRA.id}`) return json(200, ACCRA);
    return json(404, { error: { code: 404, message: 'Place not found', status: 'NOT_FOUND' } });
  });
  const base = upstream.url;
  h = await startHarness({
    seed: true,
    env: { RATE_LIMITS: 'off', GOOGLE_PLACES_API_KEY: 'AIza-test-key', GOOGLE_PLACES_URL: base },
  });
  bare = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
  await bare?.close();
  await upstream.close();
});

const post = (hh: Harness, path: string, body: unknown, headers: Record<string, string> = {}) =>
  hh.raw('POST', `/api/v1/places/${path}`, { body, headers });

test('autocomplete: predictions from the provider, the session token passed through', async () => {
  const before = calls.length;
  const r = await post(
    h,
    'autocomplete',
    { input: '12 Oxford', sessionToken: '4f1c2d3e-0000-4000-8000-123456789abc' },
    { 'accept-language': 'en-GB,en;q=0.8' },
  );
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data.predictions, [
    {
      place_id: ACCRA.id,
      description: '12 Oxford Street, Accra, Ghana',
      main_text: '12 Oxford Street',
      secondary_text: 'Accra, Ghana',
    },
  ]);
  const call = calls[before];
  assert.is(call.headers['x-goog-api-key'], 'AIza-test-key');
  assert.is(call.body.input, '12 Oxford');
  assert.is(call.body.sessionToken, '4f1c2d3e-0000-4000-8000-123456789abc');
  assert.is(call.body.languageCode, 'en-GB');
});

test('autocomplete: under 3 characters (after trimming) answers no predictions and calls nobody', async () => {
  const before = calls.length;
  for (const input of ['', 'ab', '  ab  ']) {
    const r = await post(h, 'autocomplete', { input });
    assert.is(r.status, 200);
    assert.equal(r.json.data.predictions, []);
  }
  assert.is(calls.length, before);
  assert.is((await post(h, 'autocomplete', { input: 'x'.repeat(257) })).status, 400);
  assert.is((await post(h, 'autocomplete', {})).status, 400);
});

test('details: the address in the contract shape, cached by place id; an unknown place is 404', async () => {
  const r = await post(h, 'details', { place_id: ACCRA.id, sessionToken: 'sess-token-1' });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data, {
    place_id: ACCRA.id,
    formatted_address: '12 Oxford St, Accra, Ghana',
    components: {
      street_address: '12 Oxford Street',
      city: 'Accra',
      region: 'Greater Accra Region',
      country: 'GH',
      postal_code: null,
    },
    location: { lat: 5.5558, lng: -0.1825 },
  });
  const detailCall = calls[calls.length - 1];
  assert.ok(detailCall.path.includes('sessionToken=sess-token-1'), detailCall.path);
  const before = calls.length;
  assert.is((await post(h, 'details', { place_id: ACCRA.id })).status, 200);
  assert.is(calls.length, before, 'served from the cache');
  const unknown = await post(h, 'details', { place_id: 'ChIJ-nowhere' });
  assert.is(unknown.status, 404);
  assert.is(unknown.json.error.code, 'NOT_FOUND');
});

test('a provider that fails is 503 SERVICE_UNAVAILABLE, retryable, and never shows the key', async () => {
  failNext = 1;
  const r = await post(h, 'autocomplete', { input: 'Osu, Accra' });
  assert.is(r.status, 503, JSON.stringify(r.json));
  assert.equal(
    { code: r.json.error.code, retryable: r.json.error.retryable },
    { code: 'SERVICE_UNAVAILABLE', retryable: true },
  );
  assert.not.ok(JSON.stringify(r.json).includes('AIza-test-key'));
  failNext = 1;
  assert.is((await post(h, 'details', { place_id: 'ChIJ-other' })).status, 503);
});

test('without a provider configured: 500 INTERNAL, except the short input that needs none', async () => {
  const r = await post(bare, 'autocomplete', { input: 'Oxford Street' });
  assert.is(r.status, 500);
  assert.is(r.json.error.code, 'INTERNAL');
  assert.match(r.json.error.message, /not configured/);
  assert.is((await post(bare, 'details', { place_id: ACCRA.id })).status, 500);
  assert.is((await post(bare, 'autocomplete', { input: 'Ox' })).status, 200);
});

test('every answer matched the contract', () => {
  assert.equal(h.responseViolations(), []);
  assert.equal(bare.responseViolations(), []);
});

test.run();
