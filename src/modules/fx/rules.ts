// The arithmetic of paying in another currency: cross rates, converting integer minor units between currencies
// with different exponents, and fees. Pure: no I/O, decimal arithmetic only (src/kernel/decimal.ts), so every
// result here is exact up to the one rounding each function names.
import { minorUnits } from '../../kernel/currencies.js';
import { ExactDecimal, isPositiveDecimalText } from '../../kernel/decimal.js';

/** Cross rates through a table's base are kernel arithmetic (providers need them too); the rule is written there. */
export { crossRate } from '../../kernel/decimal.js';

function assertMinorAmount(amountMinor: number, what: string): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of minor units, got ${amountMinor}`);
  }
}

function toSafeInteger(value: ExactDecimal, what: string): number {
  const n = value.toNumber();
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} ${value.toFixed()} is beyond the integers this service can hold exactly`);
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
  assertMinorAmount(amountMinor, 'amount');
  const fromExponent = minorUnits(from);
  const toExponent = minorUnits(to);
  if (!isPositiveDecimalText(rate)) throw new RangeError(`rate must be a positive decimal string such as "9.7", got ${JSON.stringify(rate)}`);
  const exact = new ExactDecimal(amountMinor).times(rate).times(`1e${toExponent - fromExponent}`);
  return toSafeInteger(exact.toDecimalPlaces(0, ExactDecimal.ROUND_HALF_UP), 'the converted amount');
}

/**
 * A fee of `feeBps` basis points (100 bps = 1 %) on `amountMinor`, rounded half-up to a whole minor unit, and the
 * amount with the fee added. RangeError when either is not a non-negative safe integer.
 */
export function applyFeeBps(amountMinor: number, feeBps: number): { fee: number; total: number } {
  assertMinorAmount(amountMinor, 'amount');
  if (!Number.isSafeInteger(feeBps) || feeBps < 0) throw new RangeError(`feeBps must be a non-negative integer, got ${feeBps}`);
  // amountMinor × feeBps passes 2^53 from about 10^12 × 10^4, so the product stays decimal too.
  const fee = toSafeInteger(new ExactDecimal(amountMinor).times(feeBps).div(10_000).toDecimalPlaces(0, ExactDecimal.ROUND_HALF_UP), 'the fee');
  return { fee, total: toSafeInteger(new ExactDecimal(amountMinor).plus(fee), 'the total') };
}
