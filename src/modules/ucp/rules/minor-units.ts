// Money at the UCP boundary (docs/ucp.md §Conventions, Money). Inside the service every amount is in hundredths of
// its currency's unit, whatever the currency (kernel/money.ts); UCP's amounts are integers in the currency's ISO 4217
// minor unit (kernel/currencies.ts minorUnits: USD 2 decimals, JPY 0, KWD 3). Pure.
//
// - Out (hundredths → ISO minor units): exact for two-decimal currencies (the same number) and for three-decimal
//   ones (× 10); for zero-decimal ones a hundredth-level amount is rounded to the nearest unit, halves away from
//   zero, as kernel/money.ts rounds percentages (a percentage discount on yen can leave fractions of a yen).
// - In (ISO minor units → hundredths, e.g. a catalogue price filter): exact for zero- and two-decimal currencies;
//   for three-decimal ones rounded the way the caller says (a lower bound up, an upper bound down, so that the
//   filter keeps exactly the prices that are inside the range the agent gave).
// - A totals list is converted part by part and its `total` is then the sum of the converted parts, so UCP's
//   invariant (the entries other than `total` add up to it) holds after rounding too.
import { isKnownCurrency, minorUnits } from '../../../kernel/currencies.js';

/** The service's own scale: hundredths of the unit. */
const INTERNAL_DECIMALS = 2;

const decimalsOf = (currency: string) => (isKnownCurrency(currency) ? minorUnits(currency) : INTERNAL_DECIMALS);

const roundHalfAway = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** An amount in hundredths as UCP writes it in `currency`. */
export function toUcpMinor(hundredths: number, currency: string): number {
  const shift = decimalsOf(currency) - INTERNAL_DECIMALS;
  if (shift === 0) return hundredths;
  const out = shift > 0 ? hundredths * 10 ** shift : roundHalfAway(hundredths / 10 ** -shift);
  // -0 is not a JSON amount anyone expects.
  return out === 0 ? 0 : out;
}

/** An amount UCP gave in `currency`'s minor units, in hundredths; `round` says which way a remainder goes. */
export function fromUcpMinor(units: number, currency: string, round: 'up' | 'down' = 'down'): number {
  const shift = decimalsOf(currency) - INTERNAL_DECIMALS;
  if (shift <= 0) return units * 10 ** -shift;
  const exact = units / 10 ** shift;
  return round === 'up' ? Math.ceil(exact) : Math.floor(exact);
}

/** A totals list in UCP's units: each entry converted, the `total` the sum of the others (when there are others). */
export function ucpTotals<T extends { type: string; amount: number }>(totals: readonly T[], currency: string): T[] {
  const converted = totals.map((t) => ({ ...t, amount: toUcpMinor(t.amount, currency) }));
  const parts = converted.filter((t) => t.type !== 'total');
  if (!parts.length) return converted;
  const sum = parts.reduce((n, t) => n + t.amount, 0);
  return converted.map((t) => (t.type === 'total' ? { ...t, amount: sum } : t));
}
