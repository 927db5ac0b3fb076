// When a failed automatic delivery is tried again. The interface lists 1 m, 5 m, 15 m, 1 h, 6 h and 24 h "within
// 24 hours": read as offsets from the series' first attempt (counted from each previous attempt they would add up
// to 31 h), so the last retry lands at the 24-hour mark. A little random jitter keeps endpoints that failed
// together from retrying in step; it never pushes an attempt past the 24-hour window.
const MINUTE = 60_000;
export const RETRY_OFFSETS_MS = [1, 5, 15, 60, 360, 1440].map((m) => m * MINUTE);
export const RETRY_WINDOW_MS = RETRY_OFFSETS_MS[RETRY_OFFSETS_MS.length - 1];
/** Jitter is at most 5 % of the offset and never more than a minute. */
export const MAX_JITTER_FRACTION = 0.05;
export const MAX_JITTER_MS = MINUTE;
/** Attempts in all: the first plus one per retry offset. */
export const MAX_ATTEMPTS = RETRY_OFFSETS_MS.length + 1;

export function jitterCap(offsetMs: number): number {
  return Math.min(offsetMs * MAX_JITTER_FRACTION, MAX_JITTER_MS);
}

/**
 * When attempt `attempt + 1` is due, for a series whose first attempt was due at `seriesStart`, or null when no
 * retry is left. Never earlier than `notBefore` (an attempt that ran late does not make the next one overdue).
 * `random` is in [0, 1).
 */
export function nextAttemptAt(
  attempt: number,
  seriesStart: Date,
  notBefore: Date = seriesStart,
  random: number = Math.random(),
): Date | null {
  const offset = RETRY_OFFSETS_MS[attempt - 1];
  if (offset === undefined) return null;
  const jittered = Math.min(RETRY_WINDOW_MS, offset + Math.floor(random * jitterCap(offset)));
  return new Date(Math.max(seriesStart.getTime() + jittered, notBefore.getTime()));
}
