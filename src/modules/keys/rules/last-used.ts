// A key's last use is kept to the minute: writing it on every request would turn each read of the API into a
// write. A use is recorded only when the stored time is at least LAST_USED_EVERY_MS old, so a key costs at most
// one write a minute however many requests (and processes) use it.

export const LAST_USED_EVERY_MS = 60_000;

/** Recorded uses at or before this instant are old enough to be replaced by a use at `now`. */
export function dueAtOrBefore(now: Date): Date {
  return new Date(now.getTime() - LAST_USED_EVERY_MS);
}

/** Whether a use at `now` should be written over the recorded `lastUsedAt`. */
export function useIsDue(lastUsedAt: Date | null | undefined, now: Date): boolean {
  return !lastUsedAt || lastUsedAt.getTime() <= dueAtOrBefore(now).getTime();
}
