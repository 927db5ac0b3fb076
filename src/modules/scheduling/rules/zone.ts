// Local dates and wall-clock times of an IANA zone, as plain arithmetic on epoch milliseconds, never through the
// process's own zone (no Date#getHours, no `new Date('YYYY-MM-DD')`).
//
// The zone's offset history comes from Temporal (temporal-polyfill) once per zone and UTC year: its transitions
// are cached, and every later conversion is a lookup plus arithmetic, so slot generation costs no Temporal call.
// The wall-clock → instant rule is Temporal's `disambiguation: 'compatible'` (zone.test.ts checks it against
// Temporal itself):
//   - gap (a local time that does not exist, 02:30 on a spring-forward night): moved forward by the gap's length
//     (02:30 → 03:30), reported as `inGap` so slot generation can skip it;
//   - overlap (a local time that exists twice, 01:30 on a fall-back night): the earlier of the two instants.
//
// API:
//   isTimeZone(zone)                         a zone Temporal knows
//   offsetAt(zone, epochMs)                  UTC offset in ms (local = utc + offset)
//   wallToInstant(zone, date, minutes)       { at, inGap, ambiguous }: `minutes` after local midnight of `date`
//                                            (1440 = the next day's 00:00)
//   localDateOf(instant, zone)               'YYYY-MM-DD' of the instant in the zone
//   localDateTimeOf(instant, zone)           { date, minutes } (minutes after local midnight, fractional none)
//   dayBounds(date, zone)                    [first instant of the date, first instant of the next date)
//   isLocalDate / parseLocalDate / addDays / daysBetween / weekdayOf   'YYYY-MM-DD' arithmetic (proleptic Gregorian)
//   parseClock('HH:MM' | '24:00')            minutes after midnight, or null when malformed
import { Temporal } from 'temporal-polyfill';

const MINUTE = 60_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------------------------
// Local dates ('YYYY-MM-DD') as UTC-midnight milliseconds: pure calendar arithmetic.

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of UTC midnight of y-m-d (month 1..12); setUTCFullYear keeps years below 100 literal. */
function utcMidnight(y: number, m: number, d: number): number {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getTime();
}

function formatUtcDate(ms: number): string {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  return `${String(y).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** UTC midnight of a valid 'YYYY-MM-DD' (a real calendar date), else null. */
export function parseLocalDate(date: string): number | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const ms = utcMidnight(y, mo, d);
  return formatUtcDate(ms) === date ? ms : null;
}

export const isLocalDate = (date: string): boolean => parseLocalDate(date) !== null;

function mustParse(date: string): number {
  const ms = parseLocalDate(date);
  if (ms === null) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return ms;
}

export const addDays = (date: string, days: number): string => formatUtcDate(mustParse(date) + days * DAY);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((mustParse(to) - mustParse(from)) / DAY);

/** 0 = Sunday … 6 = Saturday, the weekday of the calendar date itself (the same in every zone). */
export const weekdayOf = (date: string): number => new Date(mustParse(date)).getUTCDay();

/** "HH:MM" (00:00–23:59) or "24:00" → minutes after midnight; null when malformed. */
export function parseClock(hhmm: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return h * 60 + min;
}

// ---------------------------------------------------------------------------------------------------------------
// Offsets: per zone and UTC year, the offset at the start of a window around the year and the transitions in it.

interface YearOffsets {
  offset0: number;
  transitions: { at: number; offset: number }[];
}

const cache = new Map<string, YearOffsets>();
const CACHE_LIMIT = 5_000;

let last: { zone: string; year: number; info: YearOffsets } | null = null;

function yearOffsets(zone: string, year: number): YearOffsets {
  if (last && last.year === year && last.zone === zone) return last.info;
  const key = `${zone}|${year}`;
  let info = cache.get(key);
  if (info) {
    last = { zone, year, info };
    return info;
  }
  // Two days of margin either side, so a lookup near New Year never misses a transition.
  const from = utcMidnight(year, 1, 1) - 2 * DAY;
  const to = utcMidnight(year + 1, 1, 1) + 2 * DAY;
  let zdt = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone);
  info = { offset0: zdt.offsetNanoseconds / 1e6, transitions: [] };
  for (;;) {
    const next = zdt.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= to) break;
    info.transitions.push({ at: next.epochMilliseconds, offset: next.offsetNanoseconds / 1e6 });
    zdt = next;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, info);
  last = { zone, year, info };
  return info;
}

/** The zone's UTC offset at an instant, in ms (local wall-clock ms = epoch ms + offset). Throws RangeError for an unknown zone. */
export function offsetAt(zone: string, epochMs: number): number {
  const info = yearOffsets(zone, new Date(epochMs).getUTCFullYear());
  let offset = info.offset0;
  for (const t of info.transitions) {
    if (epochMs < t.at) break;
    offset = t.offset;
  }
  return offset;
}

export function isTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    offsetAt(zone, 0);
    return true;
  } catch {
    return false;
  }
}

export interface WallInstant {
  /** Epoch ms of the wall-clock time under 'compatible' disambiguation. */
  at: number;
  /** The wall-clock time does not exist (spring gap); `at` is it moved forward by the gap's length. */
  inGap: boolean;
  /** The wall-clock time exists twice (autumn overlap); `at` is the earlier. */
  ambiguous: boolean;
}

/** Local wall-clock ms (as if UTC) → instant: the algorithm of Temporal's GetPossibleEpochNanoseconds + 'compatible'. */
function localMsToInstant(zone: string, local: number): WallInstant {
  const before = offsetAt(zone, local - DAY);
  const after = offsetAt(zone, local + DAY);
  if (before === after) return { at: local - before, inGap: false, ambiguous: false };
  const c1 = local - before;
  const c2 = local - after;
  const ok1 = offsetAt(zone, c1) === before;
  const ok2 = offsetAt(zone, c2) === after;
  if (ok1 && ok2) return { at: Math.min(c1, c2), inGap: false, ambiguous: c1 !== c2 };
  if (ok1) return { at: c1, inGap: false, ambiguous: false };
  if (ok2) return { at: c2, inGap: false, ambiguous: false };
  // Gap: shift the wall-clock time forward by the gap (after − before) and read it with the later offset.
  return { at: local - before, inGap: true, ambiguous: false };
}

/** The instant of `minutes` after local midnight of `date` in `zone` (1440 = next day's 00:00). */
export function wallToInstant(zone: string, date: string, minutes: number): WallInstant {
  return localMsToInstant(zone, mustParse(date) + minutes * MINUTE);
}

/** Same as wallToInstant with the date already as UTC-midnight ms (the hot path of slot generation). */
export function wallMsToInstant(zone: string, dateMs: number, minutes: number): WallInstant {
  return localMsToInstant(zone, dateMs + minutes * MINUTE);
}

const ms = (instant: Date | number): number => (typeof instant === 'number' ? instant : instant.getTime());

export function localDateOf(instant: Date | number, zone: string): string {
  const t = ms(instant);
  return formatUtcDate(Math.floor((t + offsetAt(zone, t)) / DAY) * DAY);
}

/** The local date and minutes after local midnight (fractional when the instant is not on a whole minute). */
export function localDateTimeOf(instant: Date | number, zone: string): { date: string; minutes: number } {
  const t = ms(instant);
  const local = t + offsetAt(zone, t);
  const day = Math.floor(local / DAY) * DAY;
  return { date: formatUtcDate(day), minutes: (local - day) / MINUTE };
}

/** [first instant of `date`, first instant of the next date) in `zone`: 23, 24 or 25 real hours around DST. */
export function dayBounds(date: string, zone: string): [Date, Date] {
  const d = mustParse(date);
  return [new Date(localMsToInstant(zone, d).at), new Date(localMsToInstant(zone, d + DAY).at)];
}
