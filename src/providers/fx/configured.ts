// Rates from a table the operator configures (FX_RATES), the default provider: no network, so the FX endpoints
// work offline and in tests, and a shop whose currencies no public rates service covers can still quote. The
// table gives units of each currency per one `base`; any other base in the table is answered through it with
// crossRate, so one table serves every shop's currency.
import { isKnownCurrency } from '../../kernel/currencies.js';
import { crossRate, isPositiveDecimalText, plainDecimal, tableRate, type RatesFromBase } from '../../kernel/decimal.js';
import { assertCurrencyCodes, FxUnavailableError, type FxRateProvider, type RateTable } from './rates.js';

/** `{ base, rates }` validated: every problem is collected and named, so one start-up shows them all. */
function validateRateTable(value: unknown): RatesFromBase {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(
      `FX rate table: expected an object {"base":"USD","rates":{"GHS":"15.40"}}, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`,
    );
  }
  const problems: string[] = [];
  const { base, rates } = value as { base?: unknown; rates?: unknown };
  for (const key of Object.keys(value))
    if (key !== 'base' && key !== 'rates')
      problems.push(`unknown field ${JSON.stringify(key)} (expected base and rates)`);
  if (typeof base !== 'string' || !isKnownCurrency(base))
    problems.push(`base must be an ISO 4217 currency code such as "USD", got ${JSON.stringify(base)}`);
  if (typeof rates !== 'object' || rates === null || Array.isArray(rates)) {
    problems.push(`rates must be an object of currency code to decimal string, got ${JSON.stringify(rates)}`);
  } else {
    const entries = Object.entries(rates);
    if (entries.length === 0) problems.push('rates is empty');
    for (const [code, rate] of entries) {
      if (!isKnownCurrency(code)) problems.push(`rates.${code}: not an ISO 4217 currency code`);
      // A number has already been through a float by the time JSON.parse hands it over: refuse it rather than
      // guess which decimal was meant.
      else if (!isPositiveDecimalText(rate))
        problems.push(`rates.${code} must be a positive decimal string such as "15.40", got ${JSON.stringify(rate)}`);
      else if (code === base && plainDecimal(rate) !== '1')
        problems.push(`rates.${code} is the base, so its rate is 1, got ${JSON.stringify(rate)}`);
    }
  }
  if (problems.length) throw new Error(`FX rate table: ${problems.join('; ')}`);
  return { base: base as string, rates: { ...(rates as Record<string, string>) } };
}

/**
 * The table in FX_RATES, e.g. `{"base":"USD","rates":{"GHS":"15.40","EUR":"0.92","NGN":"1550"}}`: units of each
 * currency per one base, as decimal strings. Throws an Error naming every problem (not JSON, unknown currency
 * codes, rates that are numbers or not positive, unknown fields).
 */
export function parseRateTable(json: string): RatesFromBase {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (err) {
    throw new Error(`FX rate table is not JSON: ${(err as Error).message}`, { cause: err });
  }
  return validateRateTable(value);
}

export interface ConfiguredRateOptions {
  /** The clock that stamps `as_of` (the time the table was configured); Date.now by default. */
  now?: () => number;
  /** Replaces the default description, e.g. to say the table is the built-in one. */
  description?: string;
}

export class ConfiguredRateProvider implements FxRateProvider {
  readonly description: string;
  private readonly table: RatesFromBase;
  private readonly asOf: number;

  constructor(table: RatesFromBase, opts: ConfiguredRateOptions = {}) {
    this.table = validateRateTable(table);
    this.asOf = (opts.now ?? Date.now)();
    const count = Object.keys(this.table.rates).filter((c) => c !== this.table.base).length;
    this.description = opts.description ?? `configured table (${this.table.base} base, ${count} currencies)`;
  }

  async latest(base: string, symbols: string[], signal?: AbortSignal): Promise<RateTable> {
    if (signal?.aborted) throw signal.reason;
    assertCurrencyCodes(base, symbols);
    const missing = [...new Set([base, ...symbols])].filter((c) => tableRate(this.table, c) === undefined);
    if (missing.length) throw new FxUnavailableError(`${this.description} has no rate for ${missing.join(', ')}`);
    const rates: Record<string, string> = {};
    for (const symbol of symbols) rates[symbol] = crossRate(this.table, base, symbol);
    return { base, rates, as_of: new Date(this.asOf) };
  }

  async currencies(signal?: AbortSignal): Promise<string[]> {
    if (signal?.aborted) throw signal.reason;
    return [...new Set([this.table.base, ...Object.keys(this.table.rates)])].sort();
  }
}
