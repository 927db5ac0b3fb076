// The FX rate providers (src/providers/fx): the Frankfurter adapter against a fake Frankfurter started here
// (node:http on an ephemeral port) that answers like the real v1 API, rebasing ECB euro rates and leaving out
// symbols it does not have; its cache and stale-if-error on an injected clock; the configured table, its parser,
// and the factory.
import type { IncomingHttpHeaders } from 'node:http';
import { freePort } from '../../scripts/lib/free-port.js';
import { abortedInFlight, rejectsWith, startFakeUpstream, type FakeUpstream } from '../harness/fake-upstream.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ConfiguredRateProvider,
  createFxRateProvider,
  FrankfurterRateProvider,
  FxUnavailableError,
  parseRateTable,
} from '../../src/providers/fx/index.js';

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** What the fake answers next: like Frankfurter from its ECB table, a fixed status and raw body, or never. */
type Answer = 'ecb' | { status: number; body: string } | 'hang';

/** Units per one euro, as the ECB publishes them; no GHS, as in the real reference set. */
const ECB: Record<string, number> = { EUR: 1, USD: 1.0842, GBP: 0.8571, JPY: 162.51, CHF: 0.9412 };
const ECB_DATE = '2026-11-20';

/** Frankfurter v1's /latest: rebased to `base`, rounded, unknown symbols left out, 404 when nothing is left; and
 * /currencies, which still lists the kuna the euro replaced. */
function ecbAnswer(url: URL): { status: number; body: string } {
  if (url.pathname.endsWith('/currencies')) {
    const names: Record<string, string> = {
      EUR: 'Euro',
      USD: 'United States Dollar',
      GBP: 'British Pound',
      JPY: 'Japanese Yen',
      CHF: 'Swiss Franc',
      HRK: 'Croatian Kuna',
    };
    return { status: 200, body: JSON.stringify(names) };
  }
  const base = url.searchParams.get('base') ?? 'EUR';
  const symbols = url.searchParams.get('symbols')?.split(',');
  if (symbols?.length === 1 && symbols[0] === base) return { status: 422, body: '{"message":"bad currency pair"}' };
  const rates: Record<string, number> = {};
  if (ECB[base] !== undefined) {
    for (const s of symbols ?? Object.keys(ECB))
      if (s !== base && ECB[s] !== undefined) rates[s] = Number((ECB[s] / ECB[base]).toFixed(4));
  }
  if (Object.keys(rates).length === 0) return { status: 404, body: '{"message":"not found"}' };
  return { status: 200, body: JSON.stringify({ amount: 1.0, base, date: ECB_DATE, rates }) };
}

const fixed = (rates: string, base = 'USD', date = ECB_DATE) => ({
  status: 200,
  body: `{"amount":1.0,"base":"${base}","date":"${date}","rates":${rates}}`,
});

const HOUR = 60 * 60_000;

const test = suite('fx rates: frankfurter');
let upstream: FakeUpstream;
let root = '';
const seen: Seen[] = [];
let answer: Answer = 'ecb';
let clock = 0;

const frankfurter = (opts: { timeoutMs?: number; cacheMs?: number } = {}) =>
  new FrankfurterRateProvider({
    url: `${root}/v1/`,
    timeoutMs: opts.timeoutMs ?? 5000,
    cacheMs: opts.cacheMs,
    now: () => clock,
  });

const unavailable = (p: Promise<unknown>) => rejectsWith(p, FxUnavailableError);

test.before(async () => {
  upstream = await startFakeUpstream((req, _body, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    if (answer === 'hang') return;
    const { status, body } = answer === 'ecb' ? ecbAnswer(new URL(req.url ?? '/', 'http://fake')) : answer;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  root = upstream.url;
});

test.after(() => upstream.close());

test.before.each(() => {
  seen.length = 0;
  answer = 'ecb';
  clock = Date.UTC(2026, 10, 20, 15, 0);
});

test('GETs {url}/latest with the base and the sorted symbols, and maps the answer', async () => {
  answer = fixed('{"EUR":0.9224,"GBP":0.7861,"JPY":155.12}');
  const table = await frankfurter().latest('USD', ['JPY', 'EUR', 'GBP']);
  assert.equal(table, {
    base: 'USD',
    rates: { JPY: '155.12', EUR: '0.9224', GBP: '0.7861' },
    as_of: new Date('2026-11-20T00:00:00.000Z'),
  });
  assert.equal(Object.keys(table.rates), ['JPY', 'EUR', 'GBP']);
  assert.is(seen.length, 1);
  assert.is(seen[0].method, 'GET');
  assert.is(seen[0].path, '/v1/latest?base=USD&symbols=EUR,GBP,JPY');
  assert.match(String(seen[0].headers.accept), /application\/json/);
});

test('rates are the decimals the body wrote, without float noise or exponents', async () => {
  answer = fixed(
    '{"CHF":0.10,"GBP":1e-7,"GHS":15.4,"NGN":1234567.891,"KWD":0.30698,"JPY":155.120,"EUR":0.1234567890123}',
  );
  const { rates } = await frankfurter().latest('USD', ['CHF', 'GBP', 'GHS', 'NGN', 'KWD', 'JPY', 'EUR']);
  assert.equal(rates, {
    CHF: '0.1',
    GBP: '0.0000001',
    GHS: '15.4',
    NGN: '1234567.891',
    KWD: '0.30698',
    JPY: '155.12',
    EUR: '0.1234567890123',
  });
});

test('the base among the symbols is "1" and is not asked for; the base alone asks nothing', async () => {
  answer = fixed('{"EUR":0.92}');
  const table = await frankfurter().latest('USD', ['USD', 'EUR', 'EUR']);
  assert.equal(table.rates, { USD: '1', EUR: '0.92' });
  assert.is(seen[0].path, '/v1/latest?base=USD&symbols=EUR');
  seen.length = 0;
  const own = await frankfurter().latest('USD', ['USD']);
  assert.equal(own.rates, { USD: '1' });
  assert.is(seen.length, 0);
});

test('a base other than the euro is rebased by the service: cross rates come through it as answered', async () => {
  const table = await frankfurter().latest('GBP', ['USD', 'JPY', 'EUR']);
  assert.is(seen[0].path, '/v1/latest?base=GBP&symbols=EUR,JPY,USD');
  // 1.0842 / 0.8571, 162.51 / 0.8571 and 1 / 0.8571, rounded by the service to 4 decimals.
  assert.equal(table.rates, { USD: '1.265', JPY: '189.6045', EUR: '1.1667' });
  assert.equal(table.as_of, new Date('2026-11-20T00:00:00.000Z'));
});

test('a symbol the service leaves out is unavailable, named; so is a base it does not have (404)', async () => {
  const missing = await unavailable(frankfurter().latest('USD', ['EUR', 'GHS', 'NGN']));
  assert.match(missing.message, /no rate from USD for GHS, NGN/);
  const none = await unavailable(frankfurter().latest('USD', ['GHS']));
  assert.match(none.message, /answered 404: \{"message":"not found"\}/);
  const base = await unavailable(frankfurter().latest('GHS', ['USD']));
  assert.match(base.message, /404/);
});

test('5xx and 422 are unavailable, with the status and the start of the body', async () => {
  answer = { status: 500, body: 'upstream exploded ' + 'z'.repeat(500) };
  const e500 = await unavailable(frankfurter().latest('USD', ['EUR']));
  assert.match(e500.message, /answered 500: upstream exploded z/);
  assert.ok(e500.message.length < 300, e500.message);
  answer = { status: 422, body: '{"message":"bad currency pair"}' };
  assert.match((await unavailable(frankfurter().latest('USD', ['EUR']))).message, /422.*bad currency pair/);
});

test('a 2xx body that is not a Frankfurter answer is unavailable', async () => {
  const bodies = [
    '<html>proxy page</html>',
    '{"rates":',
    'null',
    '[]',
    '{"amount":1.0,"base":"USD","date":"2026-11-20"}',
    '{"amount":1.0,"base":"USD","date":"2026-11-20","rates":[0.92]}',
    '{"amount":1.0,"base":"EUR","date":"2026-11-20","rates":{"EUR":0.92}}',
    '{"amount":100.0,"base":"USD","date":"2026-11-20","rates":{"EUR":92.1}}',
    '{"amount":1.0,"base":"USD","date":"2026-02-30","rates":{"EUR":0.92}}',
    '{"amount":1.0,"base":"USD","date":"20 Nov 2026","rates":{"EUR":0.92}}',
    '{"amount":1.0,"base":"USD","rates":{"EUR":0.92}}',
    '{"amount":1.0,"base":"USD","date":"2026-11-20","rates":{"EUR":"0.92"}}',
    '{"amount":1.0,"base":"USD","date":"2026-11-20","rates":{"EUR":0}}',
    '{"amount":1.0,"base":"USD","date":"2026-11-20","rates":{"EUR":-0.92}}',
    '{"amount":1.0,"base":"USD","date":"2026-11-20","rates":{"EUR":null}}',
  ];
  for (const body of bodies) {
    answer = { status: 200, body };
    await unavailable(frankfurter().latest('USD', ['EUR']));
  }
  // Without `amount` the rates are still per one base.
  answer = { status: 200, body: '{"base":"USD","date":"2026-11-20","rates":{"EUR":0.92}}' };
  assert.equal((await frankfurter().latest('USD', ['EUR'])).rates, { EUR: '0.92' });
});

test('a service that never answers times out, unavailable', async () => {
  answer = 'hang';
  const err = await unavailable(frankfurter({ timeoutMs: 200 }).latest('USD', ['EUR']));
  assert.match(err.message, /did not answer within 200 ms/);
  assert.is(seen.length, 1);
});

test('a service that cannot be reached is unavailable', async () => {
  // A port that was free a moment ago: nothing listens there.
  const port = await freePort();
  const err = await unavailable(
    new FrankfurterRateProvider({ url: `http://127.0.0.1:${port}/v1`, timeoutMs: 5000 }).latest('USD', ['EUR']),
  );
  assert.match(err.message, /could not be reached/);
});

test("the caller's abort is passed through, not reported as the service being down", async () => {
  answer = 'hang';
  const err = await abortedInFlight(
    (signal) => frankfurter().latest('USD', ['EUR'], signal),
    () => seen.length > 0,
  );
  assert.not.instance(err, FxUnavailableError);
  assert.is(err.message, 'shopper left');
  const already = new AbortController();
  already.abort(new Error('gone before'));
  try {
    await frankfurter().latest('USD', ['EUR'], already.signal);
    assert.unreachable('should have been aborted');
  } catch (err) {
    assert.is((err as Error).message, 'gone before');
  }
});

test("malformed codes are the caller's bug: RangeError, nothing asked", async () => {
  for (const [base, symbols] of [
    ['usd', ['EUR']],
    ['USD', ['EU']],
    ['USD', ['EUR', 'GB P']],
  ] as const) {
    try {
      await frankfurter().latest(base, [...symbols]);
      assert.unreachable('should have thrown');
    } catch (err) {
      assert.instance(err, RangeError);
    }
  }
  assert.is(seen.length, 0);
});

test('callers asking at once share one request', async () => {
  const p = frankfurter();
  const [a, b] = await Promise.all([p.latest('USD', ['EUR', 'GBP']), p.latest('USD', ['GBP', 'EUR'])]);
  assert.is(seen.length, 1);
  assert.equal(a.rates, { EUR: '0.9223', GBP: '0.7905' });
  assert.equal(b.rates, { GBP: '0.7905', EUR: '0.9223' });
});

test('cache: a table answers for cacheMs without asking again, per base and set of symbols', async () => {
  const p = frankfurter({ cacheMs: 60_000 });
  const first = await p.latest('USD', ['EUR', 'GBP']);
  first.rates.EUR = '999'; // a caller's copy: the cached table stays as it was
  clock += 59_999;
  assert.equal((await p.latest('USD', ['GBP', 'EUR'])).rates, { GBP: '0.7905', EUR: '0.9223' });
  assert.equal((await p.latest('USD', ['EUR', 'USD', 'GBP'])).rates, { EUR: '0.9223', USD: '1', GBP: '0.7905' });
  assert.is(seen.length, 1);
  await p.latest('USD', ['EUR']);
  await p.latest('GBP', ['EUR', 'GBP', 'USD']);
  assert.is(seen.length, 3);
  clock += 1;
  await p.latest('USD', ['EUR', 'GBP']);
  assert.is(seen.length, 4);
  // The default is 10 minutes.
  const d = frankfurter();
  await d.latest('USD', ['JPY']);
  clock += 10 * 60_000 - 1;
  await d.latest('USD', ['JPY']);
  assert.is(seen.length, 5);
  clock += 1;
  await d.latest('USD', ['JPY']);
  assert.is(seen.length, 6);
});

test('stale-if-error: a table fetched under 24 h ago answers when the service fails, not after', async () => {
  const p = frankfurter({ cacheMs: 60_000 });
  const fetchedAt = clock;
  const fresh = await p.latest('USD', ['EUR', 'JPY']);
  clock = fetchedAt + 2 * HOUR;
  for (const failure of [
    { status: 500, body: 'down' },
    { status: 200, body: '<html>' },
    { status: 200, body: fixed('{"EUR":0.92}').body },
  ]) {
    answer = failure;
    assert.equal(await p.latest('USD', ['JPY', 'EUR']), {
      base: 'USD',
      rates: { JPY: fresh.rates.JPY, EUR: fresh.rates.EUR },
      as_of: fresh.as_of,
    });
  }
  answer = { status: 503, body: 'maintenance' };
  const asked = seen.length;
  clock = fetchedAt + 24 * HOUR - 1;
  assert.equal((await p.latest('USD', ['EUR', 'JPY'])).rates, fresh.rates);
  assert.is(seen.length, asked + 1, 'a stale answer still asks the service first');
  clock = fetchedAt + 24 * HOUR;
  assert.match((await unavailable(p.latest('USD', ['EUR', 'JPY']))).message, /503.*maintenance/);
  // Without an earlier table for these symbols there is nothing to fall back on.
  assert.match((await unavailable(p.latest('USD', ['EUR']))).message, /503/);
  // Once the service is back the table is fresh again, and the 24 hours count from then.
  answer = 'ecb';
  await p.latest('USD', ['EUR', 'JPY']);
  answer = { status: 500, body: 'down' };
  clock += 23 * HOUR;
  assert.equal((await p.latest('USD', ['EUR', 'JPY'])).rates, fresh.rates);
});

test('stale-if-error covers a timeout too', async () => {
  const p = frankfurter({ timeoutMs: 200 });
  const fresh = await p.latest('USD', ['GBP']);
  clock += HOUR;
  answer = 'hang';
  assert.equal(await p.latest('USD', ['GBP']), fresh);
  assert.is(seen.length, 2);
});

test('cacheMs 0 asks every time, yet still falls back on the last table when the service fails', async () => {
  const p = frankfurter({ cacheMs: 0 });
  const fresh = await p.latest('USD', ['EUR']);
  await p.latest('USD', ['EUR']);
  assert.is(seen.length, 2);
  answer = { status: 502, body: 'bad gateway' };
  assert.equal(await p.latest('USD', ['EUR']), fresh);
  assert.is(seen.length, 3);
});

test('currencies: GETs {url}/currencies, keeps the codes this service knows, sorted', async () => {
  assert.equal(await frankfurter().currencies(), ['CHF', 'EUR', 'GBP', 'JPY', 'USD']);
  assert.is(seen.length, 1);
  assert.is(seen[0].path, '/v1/currencies');
  for (const body of ['[]', '{"XYZ":"Nothing"}', '<html>', 'null']) {
    answer = { status: 200, body };
    await unavailable(frankfurter().currencies());
  }
  answer = { status: 500, body: 'down' };
  assert.match((await unavailable(frankfurter().currencies())).message, /answered 500: down/);
});

test('currencies: cached for cacheMs, shared by callers at once, stale for 24 h when the service fails', async () => {
  const p = frankfurter({ cacheMs: 60_000 });
  const [a, b] = await Promise.all([p.currencies(), p.currencies()]);
  assert.equal(a, b);
  assert.is(seen.length, 1);
  a.push('ZAR'); // a caller's copy
  clock += 59_999;
  assert.equal(await p.currencies(), ['CHF', 'EUR', 'GBP', 'JPY', 'USD']);
  assert.is(seen.length, 1);
  clock += 1;
  answer = { status: 503, body: 'maintenance' };
  assert.equal(await p.currencies(), ['CHF', 'EUR', 'GBP', 'JPY', 'USD']);
  assert.is(seen.length, 2, 'a stale answer still asks the service first');
  clock += 24 * HOUR;
  await unavailable(p.currencies());
});

test('the options are checked when the provider is made', () => {
  assert.throws(
    () => new FrankfurterRateProvider({ url: 'ftp://example.com/v1', timeoutMs: 1000 }),
    /not an http\(s\) URL/,
  );
  assert.throws(() => new FrankfurterRateProvider({ url: 'not a url', timeoutMs: 1000 }));
  assert.throws(() => new FrankfurterRateProvider({ url: root, timeoutMs: 0 }), /timeoutMs/);
  assert.throws(() => new FrankfurterRateProvider({ url: root, timeoutMs: 1000, cacheMs: -1 }), /cacheMs/);
  assert.is(frankfurter().description, `frankfurter (${root.slice('http://'.length)})`);
});

test('createFxRateProvider: Frankfurter when a URL is given, else FX_RATES, else the built-in table', async () => {
  const f = createFxRateProvider({
    frankfurterUrl: `${root}/v1`,
    table: '{"base":"USD","rates":{"EUR":"0.5"}}',
    now: () => clock,
  });
  assert.instance(f, FrankfurterRateProvider);
  assert.equal((await f.latest('USD', ['EUR'])).rates, { EUR: '0.9223' });
  assert.is(seen.length, 1);

  const configured = createFxRateProvider({ table: '{"base":"USD","rates":{"EUR":"0.5"}}', now: () => clock });
  assert.instance(configured, ConfiguredRateProvider);
  assert.equal(await configured.latest('EUR', ['USD']), { base: 'EUR', rates: { USD: '2' }, as_of: new Date(clock) });
  assert.throws(
    () => createFxRateProvider({ table: '{"base":"USD","rates":{"EUR":0.5}}' }),
    /rates\.EUR must be a positive decimal string/,
  );

  const builtIn = createFxRateProvider({ now: () => clock });
  assert.match(builtIn.description, /built-in indicative rates/);
  const all = await builtIn.latest('USD', ['EUR', 'GBP', 'GHS', 'NGN', 'KES', 'ZAR', 'XOF', 'JPY', 'KWD']);
  assert.equal(Object.keys(all.rates), ['EUR', 'GBP', 'GHS', 'NGN', 'KES', 'ZAR', 'XOF', 'JPY', 'KWD']);
  // XOF follows the euro's fixed parity (655.957 per EUR) as closely as two decimals of USD rates allow.
  assert.is((await builtIn.latest('EUR', ['XOF'])).rates.XOF, '655.9534884');
  assert.is(seen.length, 1);
});

// ---- configured table ----

const configured = suite('fx rates: configured table');
const TABLE = { base: 'USD', rates: { GHS: '15.40', EUR: '0.92', NGN: '1550' } };

configured('answers from the base as written, any other base through it', async () => {
  const p = new ConfiguredRateProvider(TABLE, { now: () => Date.UTC(2026, 10, 22, 10, 0) });
  const asOf = new Date('2026-11-22T10:00:00.000Z');
  assert.equal(await p.latest('USD', ['GHS', 'EUR']), {
    base: 'USD',
    rates: { GHS: '15.4', EUR: '0.92' },
    as_of: asOf,
  });
  assert.equal(await p.latest('GHS', ['USD', 'EUR', 'NGN', 'GHS']), {
    base: 'GHS',
    // 1 / 15.4, 0.92 / 15.4 and 1550 / 15.4 to 10 significant digits.
    rates: { USD: '0.06493506494', EUR: '0.05974025974', NGN: '100.6493506', GHS: '1' },
    as_of: asOf,
  });
  assert.equal((await p.latest('GHS', [])).rates, {});
  assert.is(p.description, 'configured table (USD base, 3 currencies)');
});

configured('currencies: the base and every currency of the table, sorted', async () => {
  assert.equal(await new ConfiguredRateProvider(TABLE).currencies(), ['EUR', 'GHS', 'NGN', 'USD']);
  assert.equal(await new ConfiguredRateProvider({ base: 'USD', rates: { USD: '1', JPY: '147' } }).currencies(), [
    'JPY',
    'USD',
  ]);
});

configured('as_of is when the table was configured, however much later it is read', async () => {
  let now = Date.UTC(2026, 0, 1);
  const p = new ConfiguredRateProvider(TABLE, { now: () => now });
  now += 48 * HOUR;
  assert.equal((await p.latest('USD', ['EUR'])).as_of, new Date(Date.UTC(2026, 0, 1)));
});

configured('a currency the table lacks is unavailable, named; malformed codes are a RangeError', async () => {
  const p = new ConfiguredRateProvider(TABLE);
  assert.match((await unavailable(p.latest('USD', ['EUR', 'KES', 'ZAR']))).message, /no rate for KES, ZAR/);
  assert.match((await unavailable(p.latest('JPY', ['USD']))).message, /no rate for JPY/);
  for (const [base, symbols] of [
    ['usd', ['EUR']],
    ['USD', ['toString']],
  ] as const) {
    try {
      await p.latest(base, [...symbols]);
      assert.unreachable('should have thrown');
    } catch (err) {
      assert.instance(err, RangeError);
    }
  }
});

configured('the table given to the constructor is checked like FX_RATES', () => {
  assert.throws(() => new ConfiguredRateProvider({ base: 'USD', rates: { GHS: '-1' } }), /rates\.GHS/);
  assert.throws(() => new ConfiguredRateProvider({ base: 'usd', rates: { GHS: '15.4' } }), /base/);
});

configured('parseRateTable: a valid table comes back as given', () => {
  assert.equal(parseRateTable('{"base":"USD","rates":{"GHS":"15.40","EUR":"0.92","NGN":"1550","USD":"1.00"}}'), {
    base: 'USD',
    rates: { GHS: '15.40', EUR: '0.92', NGN: '1550', USD: '1.00' },
  });
});

configured('parseRateTable: every problem is named', () => {
  const cases: [string, RegExp][] = [
    ['', /not JSON/],
    ['{"base":"USD",', /not JSON/],
    ['[]', /expected an object.*got an array/],
    ['"USD"', /expected an object.*got string/],
    ['null', /got null/],
    ['{"rates":{"GHS":"15.4"}}', /base must be an ISO 4217 currency code.*got undefined/],
    ['{"base":"usd","rates":{"GHS":"15.4"}}', /base must be .*"usd"/],
    ['{"base":"GHC","rates":{"GHS":"15.4"}}', /base must be .*"GHC"/],
    ['{"base":"USD"}', /rates must be an object/],
    ['{"base":"USD","rates":[]}', /rates must be an object/],
    ['{"base":"USD","rates":{}}', /rates is empty/],
    ['{"base":"USD","rates":{"GHS":15.4}}', /rates\.GHS must be a positive decimal string such as "15\.40", got 15\.4/],
    ['{"base":"USD","rates":{"GHS":"0"}}', /rates\.GHS must be a positive decimal string/],
    ['{"base":"USD","rates":{"GHS":"-15.4"}}', /rates\.GHS/],
    ['{"base":"USD","rates":{"GHS":"1e3"}}', /rates\.GHS/],
    ['{"base":"USD","rates":{"GHS":"15,40"}}', /rates\.GHS/],
    ['{"base":"USD","rates":{"GHC":"15.4"}}', /rates\.GHC: not an ISO 4217 currency code/],
    ['{"base":"USD","rates":{"USD":"2"}}', /rates\.USD is the base, so its rate is 1/],
    ['{"base":"USD","rates":{"GHS":"15.4"},"as_of":"2026-01-01"}', /unknown field "as_of"/],
  ];
  for (const [json, message] of cases) assert.throws(() => parseRateTable(json), message, json);
  // All problems at once, not only the first.
  assert.throws(
    () => parseRateTable('{"base":"usd","rates":{"GHS":15.4,"XYZ":"1"}}'),
    /base must be.*; rates\.GHS.*; rates\.XYZ/,
  );
});

test.run();
configured.run();
