// Money is integer minor units inside the service and a two-fraction-digit decimal string at the boundary
// ("12.50"). Parsing never goes through floating point, so "0.10" + "0.20" is exactly "0.30".

const MONEY = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

/** "12.5" | "12.50" | 12.5 → 1250. Throws RangeError on anything else (more than two decimals, NaN, exponents). */
export function toMinor(value: string | number): number {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const m = MONEY.exec(text);
  if (!m) throw new RangeError(`not a money amount: ${JSON.stringify(value)}`);
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && minor !== 0 ? -minor : minor;
}

function numberToText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a money amount: ${n}`);
  // Round to cents first so 0.1 + 0.2 style float noise from callers cannot leak in.
  return (Math.round(n * 100) / 100).toFixed(2);
}

/** 1250 → "12.50"; -5 → "-0.05". */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`minor units must be a safe integer, got ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Percentage of an amount in basis points (1250 bps = 12.5 %), rounded half away from zero to a minor unit. */
export function percentOf(minor: number, basisPoints: number): number {
  const exact = (minor * basisPoints) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export function isMoneyString(value: unknown): value is string {
  return typeof value === 'string' && /^-?\d{1,15}\.\d{2}$/.test(value);
}
