// Ordering schedules: weekly wall-clock windows in a time zone. Whether a window is open at an instant depends
// on the local day and time in the rule's zone, which Intl computes (DST included); formatters are cached per
// zone because building one costs far more than using it.
import type { ScheduleRuleDoc } from '../model.js';

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function formatter(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return null;
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Day of week (0 = Sunday) and minutes since local midnight at `at` in `timeZone` (UTC when the zone is unknown). */
export function localTime(at: Date, timeZone: string): { day: number; minutes: number } {
  const f = formatter(timeZone) ?? formatter('UTC')!;
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of f.formatToParts(at)) {
    if (part.type === 'weekday') day = WEEKDAY[part.value] ?? 0;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { day, minutes: hour * 60 + minute };
}

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Rules that apply at a location: its own and those of every location (null). Without a location, all of them. */
export function rulesFor(rules: readonly ScheduleRuleDoc[], locationId: string | null): ScheduleRuleDoc[] {
  return locationId ? rules.filter((r) => r.location_id === null || r.location_id === locationId) : [...rules];
}

/** Listing order: every-location rules first, then by location, day and start time. */
export function orderRules(rules: readonly ScheduleRuleDoc[]): ScheduleRuleDoc[] {
  return [...rules].sort(
    (a, b) =>
      (a.location_id === null ? 0 : 1) - (b.location_id === null ? 0 : 1) ||
      (a.location_id ?? '').localeCompare(b.location_id ?? '') ||
      a.day_of_week - b.day_of_week ||
      minutesOf(a.start_time) - minutesOf(b.start_time),
  );
}

/**
 * Whether any of the rules covers `at` (start inclusive, end exclusive). No rules means unrestricted: open.
 * A rule without a zone is read in `fallbackZone` (the location's, else the business's).
 */
export function isScheduleOpen(rules: readonly ScheduleRuleDoc[], at: Date, fallbackZone: string): boolean {
  if (rules.length === 0) return true;
  return rules.some((rule) => {
    const local = localTime(at, rule.timezone || fallbackZone);
    return (
      local.day === rule.day_of_week &&
      local.minutes >= minutesOf(rule.start_time) &&
      local.minutes < minutesOf(rule.end_time)
    );
  });
}
