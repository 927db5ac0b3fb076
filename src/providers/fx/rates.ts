// Exchange rates behind one interface: the FX endpoints (indicative rates, locked quotes) read rates only through
// this. Two adapters (index.ts picks one): a configured table (configured.ts, the default, which needs no network)
// and the Frankfurter rates service (frankfurter.ts: ECB reference rates, public or self-hosted).
//
// Contract every adapter keeps:
//   - latest(base, symbols) answers a rate for every symbol asked, or throws: never a partial table. A symbol equal
//     to `base` is "1".
//   - rates are positive decimal strings in plain notation ("15.4", "0.0000812"), never numbers: what the provider
//     said, not a float's approximation of it.
//   - a provider that cannot give a rate (down, timed out, answered nonsense, has no rate for a symbol) throws
//     FxUnavailableError, which the API answers 503 SERVICE_UNAVAILABLE, retryable. The caller's own abort is
//     passed through as the signal's reason instead.
//   - base and symbols are ISO 4217 codes (`^[A-Z]{3}$`); anything else is the caller's bug, a RangeError.
//   - currencies() lists every currency latest() can rate (as base and as symbol), sorted: the currencies a
//     business accepts, since businesses keep no list of their own. It fails like latest().

export interface RateTable {
  base: string;
  /** units of each currency per one base, decimal strings */
  rates: Record<string, string>;
  /** When the rates were set: the publication date of a rates service, the configuration time of a table. */
  as_of: Date;
}

export interface FxRateProvider {
  /** For logs: `frankfurter (<host>)`, `configured table (USD base, 3 currencies)`. */
  readonly description: string;
  latest(base: string, symbols: string[], signal?: AbortSignal): Promise<RateTable>;
  /** The ISO 4217 codes this provider has rates for, sorted. */
  currencies(signal?: AbortSignal): Promise<string[]>;
}

/** No rate could be had for a request: the provider is down, timed out, answered nonsense, or lacks a currency. */
export class FxUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FxUnavailableError';
  }
}

const CODE = /^[A-Z]{3}$/;

/** RangeError unless `base` and every symbol look like ISO 4217 codes. */
export function assertCurrencyCodes(base: string, symbols: string[]): void {
  const bad = [base, ...symbols].filter((c) => typeof c !== 'string' || !CODE.test(c));
  if (bad.length) throw new RangeError(`not ISO 4217 currency codes: ${bad.map((c) => JSON.stringify(c)).join(', ')}`);
}
