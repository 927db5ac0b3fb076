// The slot rules: the one pure module that slots, slot check, availability, the cart, checkout and reschedule all
// ask, so they can never disagree. No I/O, no clock (the caller passes `now`), no process time zone.
//
//   daySlots(cal, date, q)            → { date, duration_minutes, slots: SlotResult[] }   every grid slot of a date
//   checkSlot(cal, start, q)          → CheckResult                                       one exact start
//   availability(cal, from, to, q)    → { date, available, slot_count }[]                 a day map (inclusive)
//   terms(service, variant, minutes?) → Terms                                             effective duration etc.
//   localDatesOf(from, until, zone)   → local dates a blocked interval touches (in UTC: a claim's day documents)
// Dates are 'YYYY-MM-DD' (a malformed one, or an unknown zone, throws RangeError: validate first, see zone.ts);
// availability of an empty range (end before start) is []. Cost: one pass over the occupancy (kept only where it
// meets the dates asked about), a sort per staff member / resource (none when the caller passes the occupancy in
// blocks_from order), then per grid slot a binary search per staff member tried; no Temporal call per slot.
//
// A slot of `date` (a local date of the location's zone):
//   - Opening hours of the date: the location's dated exceptions of that date when there are any (no interval =
//     closed), else its weekly intervals of that weekday. Intervals of one date that touch or overlap are merged.
//   - Starts lie on the local wall-clock grid `slot_interval_minutes` from each interval's opening time; each start
//     is turned into an instant ('compatible': see zone.ts). A start in a spring gap is skipped. A slot is offered
//     when its whole [start, start + duration) lies inside the interval in real elapsed time (the interval's ends
//     are instants too), so an autumn night open 01:00–03:00 holds three real hours, a spring night one.
//     In an autumn overlap the grid's 01:30 is the earlier 01:30; the later one is not a start.
//   - It occupies (blocks) [start − buffer_before, end + buffer_after) for its staff member and resources.
//
// Whether a slot can be booked, refusals in this order of precedence (`RefusalReason`):
//   in_past          start < now
//   min_notice       start < now + min_notice_minutes
//   max_advance      local date of start > local date of now + max_advance_days
//   closed           the date has no opening interval (closed exception, or no weekly hours that weekday)
//   outside_hours    open that date, but the start is not a grid start or the slot does not fit its interval
//   no_staff         the service needs staff and no qualified active member (or not the one asked for) works
//                    then — their hours at this location cover [start, end) — and is free over the blocked interval;
//                    also when a staff member is asked for who is not qualified (or the service needs nobody)
//   no_resource      a resource the service needs at this location has fewer free units than it needs
//   fully_booked     no participant room left
//   insufficient_capacity  some room, less than the participants asked for
//
// Capacity: `capacity` participants per slot at the service's location; booked = the peak of concurrent
// participants of the bookings and holds of the same service and location whose [starts_at, ends_at) overlaps the
// slot. `remaining_capacity` = capacity − booked (≥ 0), and 0 for a start that is not a slot at all (closed,
// outside_hours); `is_available` also needs the time rules, staff and resources.
//
// Sessions (group bookings): the bookings of one service at one location with the same [starts_at, ends_at) are
// one session. Joining a session does not need another staff member or more resource units: its staff member
// leads it (they are "free" for it, and are preferred when no staff member is asked for), and it holds each
// resource once. So a class of capacity 8 with one teacher and one room takes 8 participants; with capacity 1 a
// second booking of the same slot is `fully_booked` (not `no_staff`). Occupancies of other sessions (any service)
// block staff and resources over their blocked intervals.
//
// Staff assignment: `staffId` given → only that member (qualified: in service.staff_ids and active); otherwise the
// first eligible member, leaders of the slot's session first, then in the order of service.staff_ids. A staff
// member works at a location only where they have a schedule for it (weekly hours + dated exceptions, like the
// location's). A service with no staff_ids needs nobody (staff_id null).
// Resources needed at a location: the service's resource bindings whose resource is at that location; a bound
// resource missing from the calendar counts as having no units.
import type {
  Occupancy,
  ResourceDoc,
  ServiceLocationDoc,
  ServiceRecordDoc,
  StaffDoc,
  WeeklyInterval,
  DatedException,
} from '../model.js';

export type { Occupancy };
import { addDays, localDateOf, parseClock, parseLocalDate, wallMsToInstant } from './zone.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * What the rules need about one service at one location: the service, its location entry, its qualified staff
 * (filtered again here: in service.staff_ids, active; any order), the resources it binds, and the occupancy of this
 * service there plus that of those staff members and resources at any service, over the range asked about, each
 * booking or hold once. Time a staff member is busy with another service or place may come as one occupancy per
 * merged block, naming only that member (participants 0, no resources): for another service only the member's
 * blocked time counts. The booking or hold being changed must be left out by the caller.
 */
export interface Calendar {
  service: ServiceRecordDoc;
  location: ServiceLocationDoc;
  staff: StaffDoc[];
  resources: ResourceDoc[];
  occupancy: Occupancy[];
}

export interface VariantTerms {
  duration_minutes?: number | null;
  buffer_minutes?: number | null;
  capacity?: number | null;
}

export interface SlotQuery {
  variant?: VariantTerms | null;
  /** Participants asked for (≥ 1). */
  participants: number;
  /** Ask for this staff member. */
  staffId?: string | null;
  now: Date;
}

export type RefusalReason =
  | 'in_past'
  | 'min_notice'
  | 'max_advance'
  | 'closed'
  | 'outside_hours'
  | 'no_staff'
  | 'no_resource'
  | 'fully_booked'
  | 'insufficient_capacity';

export interface Terms {
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  capacity: number;
}

export interface SlotResult {
  start: Date;
  end: Date;
  is_available: boolean;
  remaining_capacity: number;
  /** Null when available. */
  reason: RefusalReason | null;
  /** The staff member a booking of this slot would get: null when none is needed, none is free, or an earlier
   * rule (in_past … outside_hours) refused the slot. */
  staff_id: string | null;
}

export interface DaySlots {
  date: string;
  duration_minutes: number;
  slots: SlotResult[];
}

export interface CheckResult extends SlotResult {
  duration_minutes: number;
  blocks_from: Date;
  blocks_until: Date;
  /** The resource units a booking of this slot holds (the service's bindings at this location). */
  resources: { resource_id: string; quantity: number }[];
}

export interface AvailabilityDay {
  date: string;
  available: boolean;
  /** Slots of the date that can be booked for the participants asked for. */
  slot_count: number;
}

/** Duration and buffer-after and capacity: the variant's when set, else the service's; an explicit duration wins. */
export function terms(
  service: ServiceRecordDoc,
  variant?: VariantTerms | null,
  durationMinutes?: number | null,
): Terms {
  return {
    duration_minutes: durationMinutes ?? variant?.duration_minutes ?? service.duration_minutes,
    buffer_before_minutes: service.buffer_before_minutes ?? 0,
    buffer_after_minutes: variant?.buffer_minutes ?? service.buffer_after_minutes ?? 0,
    capacity: variant?.capacity ?? service.capacity,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Opening hours of a date, in minutes after local midnight.

type Minutes = [number, number];

interface Hours {
  weekly: Minutes[][]; // by weekday
  exceptions: Map<string, Minutes[]>; // date → intervals (empty: closed)
}

function toMinutes(intervals: { start_time: string; end_time: string }[]): Minutes[] {
  const out: Minutes[] = [];
  for (const i of intervals) {
    const s = parseClock(i.start_time);
    const e = parseClock(i.end_time);
    // Malformed or empty intervals open nothing (the import validates them; this keeps a bad document harmless).
    if (s !== null && e !== null && e > s && s < 1440) out.push([s, e]);
  }
  return out;
}

function mergeMinutes(list: Minutes[]): Minutes[] {
  const sorted = [...list].sort((a, b) => a[0] - b[0]);
  const out: Minutes[] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function buildHours(sources: { weekly_hours: WeeklyInterval[]; exceptions: DatedException[] }[]): Hours {
  const weekly: Minutes[][] = [[], [], [], [], [], [], []];
  const exceptions = new Map<string, Minutes[]>();
  for (const src of sources) {
    for (const w of src.weekly_hours) {
      if (Number.isInteger(w.day_of_week) && w.day_of_week >= 0 && w.day_of_week <= 6)
        weekly[w.day_of_week].push(...toMinutes([w]));
    }
    // Every exception of a date counts; together they replace the weekly hours (none open: closed).
    for (const x of src.exceptions)
      exceptions.set(x.date, [...(exceptions.get(x.date) ?? []), ...toMinutes(x.intervals)]);
  }
  return {
    weekly: weekly.map(mergeMinutes),
    exceptions: new Map([...exceptions].map(([d, l]) => [d, mergeMinutes(l)])),
  };
}

function hoursOn(h: Hours, date: string, dateMs: number): Minutes[] {
  return h.exceptions.get(date) ?? h.weekly[new Date(dateMs).getUTCDay()];
}

// ---------------------------------------------------------------------------------------------------------------
// Occupancy indexes: each list sorted by `from`, with its longest interval, so the overlaps of [a, b) are found by
// a binary search for `from ≥ a − longest` and a scan while `from < b`.

interface Span {
  from: number;
  until: number;
  occ: Occupancy;
  /** starts_at and ends_at in ms: with the service and location they name the occupancy's session. */
  starts: number;
  ends: number;
}

/** The session a candidate slot would join: this service at this location, this exact start and end. */
interface Session {
  service_id: string;
  location_id: string;
  start: number;
  end: number;
}

const inSession = (s: Span, m: Session) =>
  s.starts === m.start && s.ends === m.end && s.occ.service_id === m.service_id && s.occ.location_id === m.location_id;

interface SpanIndex {
  spans: Span[];
  longest: number;
}

/**
 * Spans sorted by `from`. Large lists sort as packed numbers in a Float64Array ((from − min) · n + i, exact below
 * 2^53), several times faster than a comparator sort of objects: availability over a month of 10,000 bookings
 * sorts them on every call.
 */
function sortByFrom(spans: Span[]): Span[] {
  const n = spans.length;
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) if (spans[i].from < spans[i - 1].from) sorted = false;
  if (sorted) return spans; // the store can hand them over in blocks_from order
  if (n < 256) return spans.sort((a, b) => a.from - b.from);
  let min = Infinity;
  let max = -Infinity;
  for (const s of spans) {
    if (s.from < min) min = s.from;
    if (s.from > max) max = s.from;
  }
  if (!Number.isSafeInteger((max - min + 1) * n)) return spans.sort((a, b) => a.from - b.from);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = (spans[i].from - min) * n + i;
  keys.sort();
  const out = new Array<Span>(n);
  for (let i = 0; i < n; i++) out[i] = spans[keys[i] % n];
  return out;
}

function index(list: Span[]): SpanIndex {
  const spans = sortByFrom(list);
  let longest = 0;
  for (const s of spans) if (s.until - s.from > longest) longest = s.until - s.from;
  return { spans, longest };
}

/** The first span that can overlap [a, …): the first whose `from` is at least a − longest. */
function firstCandidate(ix: SpanIndex, a: number): number {
  const spans = ix.spans;
  const floor = a - ix.longest;
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid].from < floor) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function overlapping(ix: SpanIndex | undefined, a: number, b: number, out: Span[] = []): Span[] {
  if (!ix || ix.spans.length === 0) return out;
  const spans = ix.spans;
  for (let i = firstCandidate(ix, a); i < spans.length && spans[i].from < b; i++)
    if (spans[i].until > a) out.push(spans[i]);
  return out;
}

/**
 * The largest total weight of intervals (each overlapping [a, b)) in force at one moment of [a, b). The total only
 * rises where an interval starts, so for a few intervals it is enough to add up at each start (no allocation);
 * more are swept in order.
 */
function peak(items: { from: number; until: number; weight: number }[], a: number, b: number): number {
  if (items.length === 0) return 0;
  if (items.length === 1) return items[0].weight;
  if (items.length <= 24) {
    let max = 0;
    for (const x of items) {
      const t = x.from > a ? x.from : a;
      let sum = 0;
      for (const y of items) if (y.from <= t && y.until > t) sum += y.weight;
      if (sum > max) max = sum;
    }
    return max;
  }
  const events: [number, number][] = [];
  for (const it of items) {
    events.push([Math.max(it.from, a), it.weight]);
    events.push([Math.min(it.until, b), -it.weight]);
  }
  // Ends before starts at the same moment: [9,10) and [10,11) never overlap.
  events.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  let cur = 0;
  let max = 0;
  for (const [, w] of events) {
    cur += w;
    if (cur > max) max = cur;
  }
  return max;
}

// ---------------------------------------------------------------------------------------------------------------
// The prepared calendar of one call.

interface StaffEntry {
  id: string;
  hours: Hours | null; // null: no schedule at this location, never works here
  days: Map<string, [number, number][]>; // date → working instants, computed lazily
  lastDate: string;
  lastHours: [number, number][];
  ix: SpanIndex; // their occupancy, by blocked interval
}

interface NeededResource {
  resource_id: string;
  quantity: number;
  capacity: number;
}

interface Prepared {
  cal: Calendar;
  zone: string;
  terms: Terms;
  q: SlotQuery;
  hours: Hours;
  needsStaff: boolean;
  staff: StaffEntry[]; // the candidates in assignment order (none when the one asked for is not qualified)
  needed: NeededResource[];
  // Every index is by the blocked interval (which contains [starts_at, ends_at)).
  serviceIx: SpanIndex; // same service + location
  resourceIx: Map<string, SpanIndex>;
  today: string;
  lastBookableDate: string;
  dayCache: Map<string, DayPlan>;
}

/**
 * Indexes the calendar for one call. Only occupancy whose blocked interval meets [windowFrom, windowUntil) — the
 * union of the blocked intervals the call can ask about — is kept.
 */
function prepare(
  cal: Calendar,
  q: SlotQuery,
  window: (t: Terms) => [number, number],
  durationMinutes?: number | null,
): Prepared {
  const { service, location } = cal;
  const zone = location.timezone;
  const t = terms(service, q.variant, durationMinutes);
  const order = new Map(service.staff_ids.map((id, i) => [id, i] as const));
  const qualified = cal.staff
    .filter((s) => s.is_active && order.has(s._id))
    .sort((a, b) => order.get(a._id)! - order.get(b._id)!);
  const asked = q.staffId ? qualified.filter((s) => s._id === q.staffId) : qualified;
  const staff: StaffEntry[] = asked.map((s) => {
    const schedules = s.schedules.filter((x) => x.location_id === location.location_id);
    return {
      id: s._id,
      hours: schedules.length ? buildHours(schedules) : null,
      days: new Map(),
      lastDate: '',
      lastHours: [],
      ix: { spans: [], longest: 0 },
    };
  });
  const byId = new Map(cal.resources.map((r) => [r._id, r] as const));
  const needed: NeededResource[] = [];
  for (const b of service.resources) {
    const r = byId.get(b.resource_id);
    if (r && r.location_id !== location.location_id) continue; // bound at another location
    needed.push({ resource_id: b.resource_id, quantity: b.quantity, capacity: r ? r.capacity : 0 });
  }

  // Each span is filed while reading the occupancy in its own order; each list is then sorted (nothing to do when
  // the caller reads the occupancy in blocks_from order).
  const [windowFrom, windowUntil] = window(t);
  const serviceSpans: Span[] = [];
  const staffSpans = new Map<string, Span[]>(staff.map((s) => [s.id, []]));
  const resourceSpans = new Map<string, Span[]>(needed.map((r) => [r.resource_id, []]));
  const serviceId = service._id;
  const locationId = location.location_id;
  for (const o of cal.occupancy) {
    const from = o.blocks_from.getTime();
    const until = o.blocks_until.getTime();
    if (from >= windowUntil || until <= windowFrom) continue;
    const sp: Span = { from, until, occ: o, starts: o.starts_at.getTime(), ends: o.ends_at.getTime() };
    if (o.service_id === serviceId && o.location_id === locationId) serviceSpans.push(sp);
    if (o.staff_id !== null) staffSpans.get(o.staff_id)?.push(sp);
    for (let i = 0; i < o.resources.length; i++) {
      const list = resourceSpans.get(o.resources[i].resource_id);
      if (list !== undefined && list[list.length - 1] !== sp) list.push(sp);
    }
  }
  for (const s of staff) s.ix = index(staffSpans.get(s.id)!);
  const today = localDateOf(q.now, zone);
  return {
    cal,
    zone,
    terms: t,
    q,
    hours: buildHours([location]),
    needsStaff: service.staff_ids.length > 0 || Boolean(q.staffId),
    staff,
    needed,
    serviceIx: index(serviceSpans),
    resourceIx: new Map([...resourceSpans].map(([k, v]) => [k, index(v)])),
    today,
    lastBookableDate: addDays(today, Math.max(0, service.max_advance_days)),
    dayCache: new Map(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One date: its open intervals as instants and its grid starts.

interface Interval {
  open: number; // instant
  close: number; // instant
  starts: number[]; // grid starts (instants) whose slot fits, ascending
}

interface DayPlan {
  date: string;
  closed: boolean;
  intervals: Interval[];
}

function dateMsOf(date: string): number {
  const ms = parseLocalDate(date);
  if (ms === null) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return ms;
}

function toInstants(zone: string, dateMs: number, list: Minutes[]): [number, number][] {
  return list.map(([s, e]) => [wallMsToInstant(zone, dateMs, s).at, wallMsToInstant(zone, dateMs, e).at]);
}

function planDay(p: Prepared, date: string): DayPlan {
  const cached = p.dayCache.get(date);
  if (cached) return cached;
  const dateMs = dateMsOf(date);
  const minutes = hoursOn(p.hours, date, dateMs);
  const step = Math.max(1, p.cal.service.slot_interval_minutes);
  const duration = p.terms.duration_minutes * MINUTE;
  const intervals: Interval[] = [];
  for (const [s, e] of minutes) {
    const open = wallMsToInstant(p.zone, dateMs, s).at;
    const close = wallMsToInstant(p.zone, dateMs, e).at;
    const starts: number[] = [];
    for (let m = s; m < e; m += step) {
      const w = wallMsToInstant(p.zone, dateMs, m);
      if (w.inGap) continue; // a start that does not exist is skipped, not moved
      if (w.at < open || w.at + duration > close) continue; // must fit in real elapsed time
      starts.push(w.at);
    }
    intervals.push({ open, close, starts });
  }
  const plan = { date, closed: minutes.length === 0, intervals };
  p.dayCache.set(date, plan);
  return plan;
}

function staffHoursOn(p: Prepared, s: StaffEntry, date: string): [number, number][] {
  if (s.lastDate === date) return s.lastHours;
  let list = s.days.get(date);
  if (!list) {
    const dateMs = dateMsOf(date);
    list = s.hours ? toInstants(p.zone, dateMs, hoursOn(s.hours, date, dateMs)) : [];
    s.days.set(date, list);
  }
  s.lastDate = date;
  s.lastHours = list;
  return list;
}

// ---------------------------------------------------------------------------------------------------------------
// Evaluating one start that is a grid slot of `date`.

interface Evaluation {
  reason: RefusalReason | null;
  remaining: number;
  staff_id: string | null;
}

function evaluate(p: Prepared, date: string, start: number, onGrid: boolean): Evaluation {
  const end = start + p.terms.duration_minutes * MINUTE;
  const from = start - p.terms.buffer_before_minutes * MINUTE;
  const until = end + p.terms.buffer_after_minutes * MINUTE;
  const now = p.q.now.getTime();

  // Occupancy of this service here overlapping [start, end): the participants already in the slot (peak).
  const inSlot: Span[] = [];
  for (const s of overlapping(p.serviceIx, start, end)) if (s.starts < end && s.ends > start) inSlot.push(s);
  let booked = 0;
  if (inSlot.length === 1) booked = inSlot[0].occ.participant_count;
  else if (inSlot.length > 1) booked = participantsPeak(inSlot, start, end);
  const remaining = onGrid ? Math.max(0, p.terms.capacity - booked) : 0;

  let reason: RefusalReason | null = null;
  if (start < now) reason = 'in_past';
  else if (start < now + p.cal.service.min_notice_minutes * MINUTE) reason = 'min_notice';
  else if (date > p.lastBookableDate) reason = 'max_advance';
  else if (planDay(p, date).closed) reason = 'closed';
  else if (!onGrid) reason = 'outside_hours';
  if (reason !== null) return { reason, remaining, staff_id: null };

  const mine: Session = { service_id: p.cal.service._id, location_id: p.cal.location.location_id, start, end };
  let staffId: string | null = null;
  if (p.needsStaff) {
    // Leaders of the slot's own session first (joining them), then everyone, each in the service's order.
    let leaders: string[] | null = null;
    for (const s of inSlot) if (s.occ.staff_id && inSession(s, mine)) (leaders ??= []).push(s.occ.staff_id);
    for (let i = 0; leaders && staffId === null && i < p.staff.length; i++) {
      const c = p.staff[i];
      if (leaders.includes(c.id) && worksThen(p, c, date, start, end) && freeThen(c, from, until, mine)) staffId = c.id;
    }
    for (let i = 0; staffId === null && i < p.staff.length; i++) {
      const c = p.staff[i];
      if (worksThen(p, c, date, start, end) && freeThen(c, from, until, mine)) staffId = c.id;
    }
    if (staffId === null) return { reason: 'no_staff', remaining, staff_id: null };
  }
  if (!resourcesFree(p, from, until, mine, inSlot)) reason = 'no_resource';
  else if (remaining === 0) reason = 'fully_booked';
  else if (remaining < p.q.participants) reason = 'insufficient_capacity';
  return { reason, remaining, staff_id: staffId };
}

/** peak() over [starts, ends) and participant counts, without building the items for the usual few spans. */
function participantsPeak(spans: Span[], a: number, b: number): number {
  if (spans.length > 24)
    return peak(
      spans.map((s) => ({ from: s.starts, until: s.ends, weight: s.occ.participant_count })),
      a,
      b,
    );
  let max = 0;
  for (const x of spans) {
    const t = x.starts > a ? x.starts : a;
    let sum = 0;
    for (const y of spans) if (y.starts <= t && y.ends > t) sum += y.occ.participant_count;
    if (sum > max) max = sum;
  }
  return max;
}

function worksThen(p: Prepared, s: StaffEntry, date: string, start: number, end: number): boolean {
  // The appointment lies inside the location's opening interval of `date`, hence inside that date: the staff
  // member's intervals of the same date are the only ones that can cover it.
  const hours = staffHoursOn(p, s, date);
  for (let i = 0; i < hours.length; i++) if (hours[i][0] <= start && end <= hours[i][1]) return true;
  return false;
}

function freeThen(s: StaffEntry, from: number, until: number, mine: Session): boolean {
  const spans = s.ix.spans;
  if (spans.length === 0) return true;
  for (let i = firstCandidate(s.ix, from); i < spans.length && spans[i].from < until; i++) {
    if (spans[i].until > from && !inSession(spans[i], mine)) return false;
  }
  return true;
}

function resourcesFree(p: Prepared, from: number, until: number, mine: Session, inSlot: Span[]): boolean {
  for (const r of p.needed) {
    // Joining a session that already holds the resource needs no more units of it.
    if (
      inSlot.some(
        (s) =>
          inSession(s, mine) &&
          s.occ.resources.some((x) => x.resource_id === r.resource_id && x.quantity >= r.quantity),
      )
    )
      continue;
    // Units in use: each other session holds its largest quantity once, over the union of its blocked intervals.
    const bySession = new Map<string, { from: number; until: number; weight: number }>();
    for (const s of overlapping(p.resourceIx.get(r.resource_id), from, until)) {
      const q = s.occ.resources.reduce((n, x) => (x.resource_id === r.resource_id ? n + x.quantity : n), 0);
      const key = `${s.occ.service_id}|${s.occ.location_id}|${s.starts}|${s.ends}`;
      const cur = bySession.get(key);
      if (cur) {
        cur.from = Math.min(cur.from, s.from);
        cur.until = Math.max(cur.until, s.until);
        cur.weight = Math.max(cur.weight, q);
      } else bySession.set(key, { from: s.from, until: s.until, weight: q });
    }
    if (r.capacity - peak([...bySession.values()], from, until) < r.quantity) return false;
  }
  return true;
}

function result(p: Prepared, start: number, e: Evaluation): SlotResult {
  return {
    start: new Date(start),
    end: new Date(start + p.terms.duration_minutes * MINUTE),
    is_available: e.reason === null,
    remaining_capacity: e.remaining,
    reason: e.reason,
    staff_id: e.staff_id,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The API.

/** Every blocked interval of a slot of dates first..last lies in [first's start − buffer before, last's end + buffer after]. */
function daysWindow(cal: Calendar, first: string, last: string, t: Terms): [number, number] {
  const zone = cal.location.timezone;
  const from = wallMsToInstant(zone, dateMsOf(first), 0).at;
  const until = wallMsToInstant(zone, dateMsOf(last) + DAY, 0).at;
  return [from - t.buffer_before_minutes * MINUTE, until + t.buffer_after_minutes * MINUTE];
}

/** Every grid slot of a local date, ascending, each with whether it can be booked for `q` (none on a closed date). */
export function daySlots(cal: Calendar, date: string, q: SlotQuery): DaySlots {
  const p = prepare(cal, q, (t) => daysWindow(cal, date, date, t));
  return { date, duration_minutes: p.terms.duration_minutes, slots: slotsOf(p, date) };
}

function slotsOf(p: Prepared, date: string): SlotResult[] {
  const plan = planDay(p, date);
  const out: SlotResult[] = [];
  for (const i of plan.intervals)
    for (const start of i.starts) out.push(result(p, start, evaluate(p, date, start, true)));
  // Merged intervals do not overlap, so their starts are already ascending; sort anyway in case a gap shift crossed.
  out.sort((a, b) => a.start.getTime() - b.start.getTime());
  return out;
}

/**
 * One exact start (any instant): whether it can be booked, why not, and what a booking of it would hold.
 * `durationMinutes` overrides the service's and the variant's duration.
 */
export function checkSlot(cal: Calendar, start: Date, q: SlotQuery & { durationMinutes?: number | null }): CheckResult {
  const at = start.getTime();
  const p = prepare(
    cal,
    q,
    (t) => [at - t.buffer_before_minutes * MINUTE, at + (t.duration_minutes + t.buffer_after_minutes) * MINUTE],
    q.durationMinutes,
  );
  const date = localDateOf(at, p.zone);
  const plan = planDay(p, date);
  const onGrid = plan.intervals.some((i) => i.starts.includes(at));
  const e = evaluate(p, date, at, onGrid);
  const end = at + p.terms.duration_minutes * MINUTE;
  return {
    ...result(p, at, e),
    duration_minutes: p.terms.duration_minutes,
    blocks_from: new Date(at - p.terms.buffer_before_minutes * MINUTE),
    blocks_until: new Date(end + p.terms.buffer_after_minutes * MINUTE),
    resources: p.needed.map((r) => ({ resource_id: r.resource_id, quantity: r.quantity })),
  };
}

/** Each local date of [startDate, endDate] with how many of its slots can be booked for `q`. */
export function availability(cal: Calendar, startDate: string, endDate: string, q: SlotQuery): AvailabilityDay[] {
  const p = prepare(cal, q, (t) => daysWindow(cal, startDate, endDate, t));
  const out: AvailabilityDay[] = [];
  const first = dateMsOf(startDate);
  const last = dateMsOf(endDate);
  for (let ms = first; ms <= last; ms += DAY) {
    const date = addDays(startDate, Math.round((ms - first) / DAY));
    let count = 0;
    // Dates before today or past the booking window have nothing bookable; skip the work.
    if (date >= p.today && date <= p.lastBookableDate) {
      for (const i of planDay(p, date).intervals)
        for (const start of i.starts) if (evaluate(p, date, start, true).reason === null) count++;
    }
    out.push({ date, available: count > 0, slot_count: count });
  }
  return out;
}

/** The local dates of `zone` that [from, until) touches (with UTC: the day documents a claim writes). */
export function localDatesOf(from: Date, until: Date, zone: string): string[] {
  const first = localDateOf(from, zone);
  const last = localDateOf(Math.max(from.getTime(), until.getTime() - 1), zone);
  const out = [first];
  while (out[out.length - 1] < last) out.push(addDays(out[out.length - 1], 1));
  return out;
}
