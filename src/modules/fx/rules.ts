// The arithmetic of paying in another currency: converting integer minor units between currencies with different
// exponents, fees, the amounts of a locked quote and its status. Pure: no I/O, decimal arithmetic only
// (src/kernel/decimal.ts, which also holds the cross rates: the providers need them too), so every result here is
// exact up to the one rounding each function names.
import { minorUnits } from '../../kernel/currencies.js';
import { CROSS_RATE_DIGITS, ExactDecimal, isPositiveDecimalText } from '../../kernel/decimal.js';
import type { FxQuoteDoc, FxQuoteStatus } from './model.js';

function assertMinorAmount(amountMinor: number, what: string): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of minor units, got ${amountMinor}`);
  }
}

function toSafeInteger(value: ExactDecimal, what: string): number {
  const n = value.toNumber();
  if (!Number.isSafeInteger(n))
    throw new RangeError(`${what} ${value.toFixed()} is beyond the integers this service can hold exactly`);
  return n;
}

/**
 * `amountMinor` minor units of `from` converted at `rate` (units of `to` per one `from`) into minor units of
 * `to`:
 *
 *   amountMinor ÷ 10^exponent(from) × rate × 10^exponent(to), rounded half-up to a whole minor unit of `to`
 *
 * computed exactly, then rounded once: a result exactly halfway between two minor units goes to the larger one.
 * 1000 GHS minor units (10.00 GHS) at 9.7 JPY per GHS → 97 JPY; 1000 at 0.0812 USD per GHS → 81 (0.81 USD, from
 * 0.812); 2500 USD minor at 0.30698 KWD per USD → 7675 (7.675 KWD, from 7.6745).
 *
 * RangeError when the amount is not a non-negative safe integer, a currency is unknown, the rate is not a
 * positive decimal string ("9.7", not 9.7 or "1e3"), or the result is beyond a safe integer.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rate: string): number {
  return convertUnits(amountMinor, minorUnits(from), minorUnits(to), rate);
}

/** `amount` units of 10^-fromExponent converted at `rate` into whole units of 10^-toExponent, half-up. */
function convertUnits(amount: number, fromExponent: number, toExponent: number, rate: string): number {
  assertMinorAmount(amount, 'amount');
  if (!isPositiveDecimalText(rate))
    throw new RangeError(`rate must be a positive decimal string such as "9.7", got ${JSON.stringify(rate)}`);
  const exact = new ExactDecimal(amount).times(rate).times(`1e${toExponent - fromExponent}`);
  return toSafeInteger(exact.toDecimalPlaces(0, ExactDecimal.ROUND_HALF_UP), 'the converted amount');
}

/**
 * A fee of `feeBps` basis points (100 bps = 1 %) on `amountMinor`, rounded half-up to a whole minor unit, and the
 * amount with the fee added. RangeError when either is not a non-negative safe integer.
 */
export function applyFeeBps(amountMinor: number, feeBps: number): { fee: number; total: number } {
  assertMinorAmount(amountMinor, 'amount');
  if (!Number.isSafeInteger(feeBps) || feeBps < 0)
    throw new RangeError(`feeBps must be a non-negative integer, got ${feeBps}`);
  // amountMinor × feeBps passes 2^53 from about 10^12 × 10^4, so the product stays decimal too.
  const fee = toSafeInteger(
    new ExactDecimal(amountMinor).times(feeBps).div(10_000).toDecimalPlaces(0, ExactDecimal.ROUND_HALF_UP),
    'the fee',
  );
  return { fee, total: toSafeInteger(new ExactDecimal(amountMinor).plus(fee), 'the total') };
}

/** At most this many fraction digits in a rate the API shows (the FxRate schema), and fewer integer digits than this. */
const RATE_MAX_FRACTION_DIGITS = 18;
const RATE_MAX_INTEGER_DIGITS = 12;

/**
 * A provider's rate as the API shows it and converts at: rounded half to even to 10 significant digits (a cross
 * rate from the provider already is), then to at most 18 fraction digits. "1550.123456789012345" → "1550.123457".
 * RangeError when the rate is not a positive decimal string or cannot be written so: it rounds to 0 or has more
 * than 12 integer digits.
 */
export function publishedRate(rate: string): string {
  if (!isPositiveDecimalText(rate))
    throw new RangeError(`rate must be a positive decimal string such as "9.7", got ${JSON.stringify(rate)}`);
  const shown = new ExactDecimal(rate)
    .toSignificantDigits(CROSS_RATE_DIGITS, ExactDecimal.ROUND_HALF_EVEN)
    .toDecimalPlaces(RATE_MAX_FRACTION_DIGITS, ExactDecimal.ROUND_HALF_EVEN);
  if (shown.isZero() || shown.gte(`1e${RATE_MAX_INTEGER_DIGITS}`)) {
    throw new RangeError(
      `the rate ${rate} cannot be written with at most ${RATE_MAX_INTEGER_DIGITS} integer and ${RATE_MAX_FRACTION_DIGITS} fraction digits`,
    );
  }
  return shown.toFixed();
}

/**
 * The exponent of the finest step an amount of `currency` takes in the store, where every amount is integer
 * hundredths of the major unit (src/kernel/money.ts): the currency's own minor unit, but no finer than the
 * hundredth the store can hold. JPY → 0 (whole yen), USD → 2, KWD → 2 (0.01 KWD = 10 fils, where ISO has 3).
 */
export function storeExponent(currency: string): number {
  return Math.min(minorUnits(currency), 2);
}

/** What a locked quote for an amount comes to, in store units (hundredths of `to`'s major unit). */
export interface QuoteAmounts {
  converted: number;
  fee: number;
  /** converted + fee: what checkout charges. */
  total: number;
}

/**
 * `amount` (store units: hundredths of `from`) converted at `rate` into `to`, with a fee of `feeBps` basis points
 * on the converted amount. The one bridge between the store's hundredths and currencies' own minor units:
 *
 *   converted = amount ÷ 100 × rate, computed exactly and rounded once, half up, to a whole step of `to`
 *               (10^-storeExponent(to): 1 JPY, 0.01 USD, 0.01 KWD), never rounded to a finer unit first;
 *   fee       = converted × feeBps ÷ 10 000, rounded half up to a whole step of `to`;
 *   total     = converted + fee.
 *
 * 10 295 (102.95 GHS) at 12 → 123 500 (1235.40 JPY, so 1235 JPY); 10 025 (100.25 GHS) at 0.0246 → 247 (2.46615
 * KWD, so 2.47 KWD).
 * `amount` is taken as it is, whatever `from`'s minor unit. RangeError as convertMinor and applyFeeBps, and for an
 * unknown currency.
 */
export function quoteAmounts(amount: number, from: string, to: string, rate: string, feeBps: number): QuoteAmounts {
  minorUnits(from);
  const exponent = storeExponent(to);
  const converted = convertUnits(amount, 2, exponent, rate);
  const { fee, total } = applyFeeBps(converted, feeBps);
  const toStore = (steps: number, what: string) =>
    toSafeInteger(new ExactDecimal(steps).times(`1e${2 - exponent}`), what);
  return {
    converted: toStore(converted, 'the converted amount'),
    fee: toStore(fee, 'the fee'),
    total: toStore(total, 'the total'),
  };
}

/**
 * A quote's status at `now`: `used` once an order took it (final, whatever the time), else `expired` from its
 * expires_at on, else `active`. Checkout accepts only an active quote.
 */
export function quoteStatus(quote: Pick<FxQuoteDoc, 'expires_at' | 'used_by_order_id'>, now: Date): FxQuoteStatus {
  if (quote.used_by_order_id) return 'used';
  return now.getTime() >= quote.expires_at.getTime() ? 'expired' : 'active';
}
