// Rates from Frankfurter (https://frankfurter.dev, open source, self-hostable): the European Central Bank's
// reference rates, `GET {url}/latest?base=USD&symbols=EUR,GHS` → `{ amount: 1, base, date: "2026-11-20",
// rates: { EUR: 0.92, … } }`. Frankfurter rebases the ECB's euro rates to any base itself. It leaves out a symbol
// it has no rate for (the ECB publishes about 30 currencies), answers 404 `{"message":"not found"}` when none of
// them is left, and 422 `{"message":…}` for a request it cannot read (an unknown base, base equal to a symbol).
// `GET {url}/currencies` → `{ "AUD": "Australian Dollar", … }` lists the currencies it has rates for.
//
// The ECB sets the rates around 14:10 CET and publishes them around 16:00 CET on each TARGET working day, and
// Frankfurter gives only their date. `as_of` is that date at 00:00 UTC: the time of the fix is not in the answer,
// and the start of the day never claims the rates are fresher than they are. Over a weekend it is Friday.
//
// The ECB changes its rates once a day, so a table is kept in memory per (base, symbols) for `cacheMs` (10 minutes
// by default) and requests in between never reach the service; callers asking at once share one request. When the
// service fails, a table fetched less than 24 hours ago answers instead (stale-if-error): indicative rates a few
// hours old beat a 503 on every price page. Ages count from when we fetched the table, not from its date. The list
// of currencies is kept the same way.
import { isKnownCurrency } from '../../kernel/currencies.js';
import { cutToChars } from '../../kernel/format.js';
import { exchange, UpstreamUnreachable } from '../upstream.js';
import { numberToDecimalText } from '../../kernel/decimal.js';
import { assertCurrencyCodes, FxUnavailableError, type FxRateProvider, type RateTable } from './rates.js';

export interface FrankfurterOptions {
  /** The API root with its version, e.g. `https://api.frankfurter.dev/v1` or `http://frankfurter:8080/v1`;
   * `/latest` is added. */
  url: string;
  /** Bounds the whole exchange with the service, the body included. */
  timeoutMs: number;
  /** How long a fetched table answers without asking the service again; 10 minutes by default, 0 asks every time. */
  cacheMs?: number;
  /** The clock of the cache; Date.now by default. */
  now?: () => number;
}

const DEFAULT_CACHE_MS = 10 * 60_000;
/** How old a cached table may be and still answer when the service fails. */
const STALE_IF_ERROR_MS = 24 * 60 * 60_000;
/** Distinct (base, symbols) tables kept; a shop asks for one or two, so this only bounds a misbehaving caller. */
const MAX_CACHED_TABLES = 500;
const MAX_ERROR_BODY_CHARS = 200;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What the service answered, kept per key as the header says: fresh for `cacheMs`; then asked again, one request
 * per key at a time, which runs to the end even when the caller that started it gives up; and answering for
 * STALE_IF_ERROR_MS more when asking again fails. At most `max` keys, the oldest fetched going first.
 */
class Kept<T> {
  private readonly entries = new Map<string, { value: T; fetchedAt: number }>();
  private readonly inflight = new Map<string, Promise<T>>();

  constructor(
    private readonly cacheMs: number,
    private readonly now: () => number,
    private readonly max: number,
  ) {}

  async get(key: string, fetch: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.fetchedAt < this.cacheMs) return cached.value;
    try {
      return await untilAborted(this.shared(key, fetch), signal);
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      // Read again: a request that finished meanwhile may have left a newer value.
      const stale = this.entries.get(key);
      if (err instanceof FxUnavailableError && stale && this.now() - stale.fetchedAt < STALE_IF_ERROR_MS)
        return stale.value;
      throw err;
    }
  }

  private shared(key: string, fetch: () => Promise<T>): Promise<T> {
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = fetch()
        .then((value) => {
          this.entries.delete(key);
          this.entries.set(key, { value, fetchedAt: this.now() });
          // Oldest first out: a Map iterates in insertion order.
          if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
          return value;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }
}

export class FrankfurterRateProvider implements FxRateProvider {
  readonly description: string;
  private readonly endpoint: string;
  private readonly currenciesEndpoint: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  /** Rates for the symbols other than the base, per `base:symbols`. */
  private readonly tables: Kept<RateTable>;
  private readonly currencyList: Kept<string[]>;

  constructor(opts: FrankfurterOptions) {
    // Parsed here so a misconfigured URL fails at start-up rather than on the first price page.
    const root = new URL(opts.url);
    if (root.protocol !== 'http:' && root.protocol !== 'https:')
      throw new Error(`Frankfurter: ${opts.url} is not an http(s) URL`);
    if (!(opts.timeoutMs > 0)) throw new Error('Frankfurter: timeoutMs must be positive');
    const cacheMs = opts.cacheMs ?? DEFAULT_CACHE_MS;
    if (!(cacheMs >= 0)) throw new Error('Frankfurter: cacheMs must not be negative');
    this.endpoint = `${opts.url.replace(/\/+$/, '')}/latest`;
    this.currenciesEndpoint = `${opts.url.replace(/\/+$/, '')}/currencies`;
    this.timeoutMs = opts.timeoutMs;
    this.now = opts.now ?? Date.now;
    this.tables = new Kept(cacheMs, this.now, MAX_CACHED_TABLES);
    this.currencyList = new Kept(cacheMs, this.now, 1);
    this.description = `frankfurter (${root.host})`;
  }

  async latest(base: string, symbols: string[], signal?: AbortSignal): Promise<RateTable> {
    if (signal?.aborted) throw signal.reason;
    assertCurrencyCodes(base, symbols);
    // Frankfurter refuses a symbol equal to the base (422), and the rate of a currency to itself needs no one.
    const others = [...new Set(symbols)].filter((s) => s !== base).sort();
    if (others.length === 0) return answer(base, symbols, { base, rates: {}, as_of: new Date(this.now()) });

    const table = await this.tables.get(`${base}:${others.join(',')}`, () => this.fetchLatest(base, others), signal);
    return answer(base, symbols, table);
  }

  /** Every currency the service lists that this service knows (ISO 4217, active), sorted. */
  async currencies(signal?: AbortSignal): Promise<string[]> {
    if (signal?.aborted) throw signal.reason;
    // A copy: the kept list is shared.
    return [...(await this.currencyList.get('', () => this.fetchCurrencies(), signal))];
  }

  private async fetchCurrencies(): Promise<string[]> {
    const { body, malformed } = await this.getJson(this.currenciesEndpoint);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw malformed('a body that is not an object');
    // Codes this service does not know (withdrawn, funds, metals) could not be converted anyway.
    const codes = Object.keys(body).filter(isKnownCurrency).sort();
    if (codes.length === 0) throw malformed('no currency code this service knows');
    return codes;
  }

  private async fetchLatest(base: string, others: string[]): Promise<RateTable> {
    // Codes are [A-Z]{3}, so nothing needs escaping; the commas stay literal as Frankfurter documents them.
    const { body, malformed } = await this.getJson(`${this.endpoint}?base=${base}&symbols=${others.join(',')}`);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw malformed('a body that is not an object');
    const {
      amount,
      base: answeredBase,
      date,
      rates,
    } = body as { amount?: unknown; base?: unknown; date?: unknown; rates?: unknown };
    if (answeredBase !== base) throw malformed(`base ${JSON.stringify(answeredBase)} where ${base} was asked`);
    // Rates are per `amount` units of the base; we never ask for another amount, so anything but 1 is not ours.
    if (amount !== undefined && amount !== 1) throw malformed(`amount ${JSON.stringify(amount)} where 1 was asked`);
    const asOf = typeof date === 'string' ? dateAtUtcMidnight(date) : undefined;
    if (!asOf) throw malformed(`date ${JSON.stringify(date)}, not a YYYY-MM-DD date`);
    if (typeof rates !== 'object' || rates === null || Array.isArray(rates)) throw malformed('no rates object');

    const out: Record<string, string> = {};
    const missing: string[] = [];
    for (const symbol of others) {
      const rate = Object.hasOwn(rates, symbol) ? (rates as Record<string, unknown>)[symbol] : undefined;
      if (rate === undefined) missing.push(symbol);
      else if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0)
        throw malformed(`rates.${symbol} ${JSON.stringify(rate)}, not a positive number`);
      else out[symbol] = numberToDecimalText(rate);
    }
    if (missing.length)
      throw new FxUnavailableError(`${this.description} has no rate from ${base} for ${missing.join(', ')}`);
    return { base, rates: out, as_of: asOf };
  }

  /** The parsed body of a 2xx answer to `url`; FxUnavailableError for anything else. `malformed` words the
   * error for a body that parses but does not say what it should. */
  private async getJson(url: string): Promise<{ body: unknown; malformed: (why: string) => FxUnavailableError }> {
    let status: number;
    let text: string;
    try {
      // Not the caller's signal: callers share this request (untilAborted lets each one leave on its own).
      ({ status, text } = await exchange(url, { headers: { accept: 'application/json' } }, this.timeoutMs));
    } catch (err) {
      if (err instanceof UpstreamUnreachable)
        throw new FxUnavailableError(`${this.description} ${err.message}`, { cause: err.cause });
      throw err;
    }
    if (status < 200 || status > 299)
      throw new FxUnavailableError(`${this.description} answered ${status}: ${cutToChars(text, MAX_ERROR_BODY_CHARS)}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (err) {
      throw new FxUnavailableError(
        `${this.description} answered ${status} with a body that is not JSON: ${cutToChars(text, MAX_ERROR_BODY_CHARS)}`,
        { cause: err },
      );
    }
    return {
      body,
      malformed: (why) =>
        new FxUnavailableError(
          `${this.description} answered ${status} with ${why}: ${cutToChars(text, MAX_ERROR_BODY_CHARS)}`,
        ),
    };
  }
}

/** A fresh table for the caller (the cached one is shared), in the order asked, with "1" for the base itself. */
function answer(base: string, symbols: string[], table: RateTable): RateTable {
  const rates: Record<string, string> = {};
  for (const s of symbols) rates[s] = s === base ? '1' : table.rates[s];
  return { base, rates, as_of: new Date(table.as_of.getTime()) };
}

function dateAtUtcMidnight(text: string): Date | undefined {
  const m = DATE.exec(text);
  if (!m) return undefined;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // Date.UTC rolls 2026-02-30 over to March; a date that does not read back the same is not a date.
  return at.toISOString().slice(0, 10) === text ? at : undefined;
}

/** `pending`, or the caller's abort reason as soon as `signal` aborts (the shared request itself carries on). */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return pending;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
