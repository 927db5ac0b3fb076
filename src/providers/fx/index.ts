// Picks the FX rate provider from configuration: Frankfurter when a URL for it is configured, else the table in
// FX_RATES, else the built-in table below. The default needs no network, so a fresh install and the tests quote
// without a rates service; it is never market data.
import { ConfiguredRateProvider, parseRateTable } from './configured.js';
import { FrankfurterRateProvider } from './frankfurter.js';
import type { FxRateProvider } from './rates.js';

export type { FxRateProvider } from './rates.js';
export { FxUnavailableError } from './rates.js';
export { ConfiguredRateProvider, parseRateTable } from './configured.js';
export { FrankfurterRateProvider } from './frankfurter.js';

const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * Indicative defaults for development, not market data: round figures near mid-2025 levels, in units per one
 * US dollar, so that converted prices look plausible in a demo. XOF follows EUR through the fixed 655.957 XOF per
 * EUR. Configure FX_RATES or a rates service for anything a customer pays.
 */
const DEFAULT_RATE_TABLE = {
  base: 'USD',
  rates: {
    EUR: '0.86',
    GBP: '0.74',
    GHS: '11.00',
    NGN: '1530',
    KES: '129.20',
    ZAR: '17.60',
    XOF: '564.12',
    JPY: '147.0',
    KWD: '0.306',
  },
} as const;

export function createFxRateProvider(opts: {
  /** FX_RATES: a JSON table, see parseRateTable. */
  table?: string;
  /** The Frankfurter API root with its version, e.g. `https://api.frankfurter.dev/v1`. */
  frankfurterUrl?: string;
  timeoutMs?: number;
  cacheMs?: number;
  now?: () => number;
}): FxRateProvider {
  if (opts.frankfurterUrl) {
    return new FrankfurterRateProvider({
      url: opts.frankfurterUrl,
      timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      cacheMs: opts.cacheMs,
      now: opts.now,
    });
  }
  if (opts.table) return new ConfiguredRateProvider(parseRateTable(opts.table), { now: opts.now });
  return new ConfiguredRateProvider(
    { base: DEFAULT_RATE_TABLE.base, rates: { ...DEFAULT_RATE_TABLE.rates } },
    { now: opts.now, description: 'built-in indicative rates (USD base, development only)' },
  );
}
