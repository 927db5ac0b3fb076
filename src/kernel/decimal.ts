// Exact decimal arithmetic for exchange rates (decimal.js). A rate is a decimal string and money is integer minor
// units; neither passes through binary floating point, where 15.4 is really 15.4000000000000003552713678800500929…
// and a product of two such numbers drifts by a minor unit often enough to show on an invoice.
//
// Lives in the kernel because both the rate providers (a configured table answering any base) and the FX rules
// (quotes, conversions) need the same cross-rate arithmetic, and providers come before modules.
import { Decimal } from 'decimal.js';

/**
 * Decimals with room for every exact product and quotient check here: a rate has at most 50 digits
 * (RATE_TEXT) and an amount at most 16, so no result of `times` is ever rounded. Use it, never the default
 * Decimal (20 significant digits), wherever a value must stay exact.
 */
export const ExactDecimal = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_HALF_UP });
export type ExactDecimal = InstanceType<typeof ExactDecimal>;

/** A rate as we write it: plain decimal notation, no sign, no exponent, at most 20 integer and 30 fraction digits. */
const RATE_TEXT = /^\d{1,20}(\.\d{1,30})?$/;

/** Significant digits of a cross rate: more than any published rate carries, few enough to read. */
export const CROSS_RATE_DIGITS = 10;

/** True for a string that is a positive decimal in plain notation: "15.4", "0.0812", "1550"; not "0", "-1", "1e3". */
export function isPositiveDecimalText(value: unknown): value is string {
  return typeof value === 'string' && RATE_TEXT.test(value) && new ExactDecimal(value).gt(0);
}

/** `value` in plain notation without trailing zeros: "15.40" → "15.4", "1550.0" → "1550". */
export function plainDecimal(value: Decimal.Value): string {
  return new ExactDecimal(value).toFixed();
}

/**
 * A finite positive number as the decimal it reads as: its shortest round-trip text, in plain notation: 15.4 →
 * "15.4", 1e-7 → "0.0000001". That is the value of the JSON text it was parsed from whenever that text had 15 or
 * fewer significant digits (every rates service publishes far fewer); no arithmetic touches the binary value, so
 * no float noise is added. RangeError for anything else.
 */
export function numberToDecimalText(n: number): string {
  if (!Number.isFinite(n) || n <= 0) throw new RangeError(`not a positive finite number: ${n}`);
  return new ExactDecimal(String(n)).toFixed();
}

const truncatingByPrecision = new Map<number, Decimal.Constructor>();
function truncating(precision: number): Decimal.Constructor {
  let D = truncatingByPrecision.get(precision);
  if (!D) truncatingByPrecision.set(precision, (D = ExactDecimal.clone({ precision, rounding: Decimal.ROUND_DOWN })));
  return D;
}

/**
 * a ÷ b rounded once, half to even, to `digits` significant digits (returned in plain notation).
 *
 * decimal.js divides to a fixed precision, and rounding that already-rounded quotient again could land on the
 * wrong side of a tie. So the quotient is truncated 20 digits beyond what is kept, and multiplied back: if it
 * is exact, half-even applies to the true value; if not, the true value lies strictly above the truncation and
 * is never itself a tie at `digits`, so rounding the truncation half-up gives the same result as rounding the
 * true value.
 */
function divideToSignificant(a: Decimal.Value, b: Decimal.Value, digits: number): string {
  const x = new ExactDecimal(a);
  const y = new ExactDecimal(b);
  if (!(y.gt(0) && x.gte(0))) throw new RangeError(`cannot divide ${x.toString()} by ${y.toString()}`);
  const q = truncating(digits + 20).div(x, y);
  const exact = new ExactDecimal(q).times(y).eq(x);
  return q.toSignificantDigits(digits, exact ? Decimal.ROUND_HALF_EVEN : Decimal.ROUND_HALF_UP).toFixed();
}

/** A table of rates from one base: units of each currency per one `base`, as decimal strings. */
export interface RatesFromBase {
  base: string;
  rates: Record<string, string>;
}

/** The table's rate for `code` ("1" for the base itself), or undefined when the table has none. */
export function tableRate(table: RatesFromBase, code: string): string | undefined {
  if (code === table.base) return '1';
  return Object.hasOwn(table.rates, code) ? table.rates[code] : undefined;
}

/**
 * Units of `to` per one `from`, through the table's base: rate(to) ÷ rate(from).
 *
 * - from === to: "1".
 * - from === base: the table's own rate for `to`, exactly (only normalised: "15.40" → "15.4").
 * - otherwise (to === base included, 1 ÷ rate(from)): one division rounded once to 10 significant digits, half
 *   to even (see divideToSignificant), so the result is the true cross rate correctly rounded.
 *
 * RangeError when the table has no rate for either currency or a rate is not a positive decimal string.
 */
export function crossRate(table: RatesFromBase, from: string, to: string): string {
  const fromRate = tableRate(table, from);
  const toRate = tableRate(table, to);
  for (const [code, rate] of [
    [from, fromRate],
    [to, toRate],
  ] as const) {
    if (rate === undefined) throw new RangeError(`the ${table.base} rate table has no rate for ${code}`);
    if (!isPositiveDecimalText(rate))
      throw new RangeError(
        `the ${table.base} rate for ${code} is not a positive decimal string: ${JSON.stringify(rate)}`,
      );
  }
  if (from === to) return '1';
  if (from === table.base) return plainDecimal(toRate!);
  return divideToSignificant(toRate!, fromRate!, CROSS_RATE_DIGITS);
}
