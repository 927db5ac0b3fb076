// Billing-period arithmetic for subscriptions. Period boundaries are always computed from the subscription's anchor
// (its start) and a period index, never by adding an interval to the previous boundary: a monthly plan started on
// Jan 31 renews on Feb 28 and then Mar 31, instead of drifting to the 28th for ever.

export type PlanInterval = 'day' | 'week' | 'month' | 'year';

export interface BillingSchedule {
  anchor: Date;
  interval: PlanInterval;
  /** Intervals per period (a plan of "every 2 weeks" is week × 2). */
  interval_count: number;
}

/** Failed renewal charges are retried this long after the renewal date, then the subscription is `past_due`. */
export const RENEWAL_RETRY_OFFSETS_MS = [1 * 24 * 3600 * 1000, 3 * 24 * 3600 * 1000] as const;

const DAY_MS = 24 * 3600 * 1000;

function addMonthsClamped(d: Date, months: number): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      targetYear,
      targetMonth,
      Math.min(d.getUTCDate(), lastDay),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
}

/** Start of period `index` (period 0 starts at the anchor). */
export function boundary(s: BillingSchedule, index: number): Date {
  const n = index * s.interval_count;
  switch (s.interval) {
    case 'day':
      return new Date(s.anchor.getTime() + n * DAY_MS);
    case 'week':
      return new Date(s.anchor.getTime() + n * 7 * DAY_MS);
    case 'month':
      return addMonthsClamped(s.anchor, n);
    case 'year':
      return addMonthsClamped(s.anchor, 12 * n);
  }
}

export function period(s: BillingSchedule, index: number): { start: Date; end: Date } {
  return { start: boundary(s, index), end: boundary(s, index + 1) };
}

/**
 * The first period index `i ≥ fromIndex` whose end is after `now`: where a resumed subscription picks its schedule
 * up again, leaving the periods that passed while it was paused uncharged.
 */
export function periodIndexContaining(s: BillingSchedule, fromIndex: number, now: Date): number {
  let i = fromIndex;
  while (boundary(s, i + 1).getTime() <= now.getTime()) i++;
  return i;
}

/** When the retry after `failedAttempts` failed charges is due, or null once the retries are exhausted. */
export function retryAt(renewalDate: Date, failedAttempts: number): Date | null {
  const offset = RENEWAL_RETRY_OFFSETS_MS[failedAttempts - 1];
  return offset === undefined ? null : new Date(renewalDate.getTime() + offset);
}
