// What an advance may ask for: a time later than the clock's, and at most two calendar years later.
import { MAX_ADVANCE_YEARS } from '../model.js';

/** The latest time an advance from `from` may reach (the same instant two calendar years on, in UTC). */
export function latestAdvance(from: Date): Date {
  const d = new Date(from.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + MAX_ADVANCE_YEARS);
  return d;
}

/** Why `to` is no time to advance a clock frozen at `from` to (a message naming the field), or null when it is. */
export function advanceRefusal(from: Date, to: Date): string | null {
  if (to.getTime() <= from.getTime())
    return `frozen_time: must be later than the clock's frozen_time (${from.toISOString()})`;
  const latest = latestAdvance(from);
  if (to.getTime() > latest.getTime())
    return `frozen_time: one advance goes at most ${MAX_ADVANCE_YEARS} years ahead (to ${latest.toISOString()}); advance in several calls`;
  return null;
}
