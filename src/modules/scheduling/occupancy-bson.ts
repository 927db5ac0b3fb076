// Reads the entries of day documents (ScheduleDayDoc: id, occupancy, expires_at) straight from the raw BSON the
// driver hands over with `raw: true`, skipping every other field without decoding it.
//
// Why: an availability map of a month reads some 7,000 entries for a service with 10 busy staff members, and
// decoding them with the driver (a Date object per date, a string per id, an object per entry and per document) was
// most of the request's time, in the decoding and in the garbage it leaves (docs/benchmarks.md). Here an entry costs
// a walk over its element headers, four Dates and one object: the ids repeat from one entry to the next (one service,
// a few staff members), so a reader reuses the string it made for the same bytes last time instead of decoding it
// again.
//
// Every BSON element type MongoDB stores is skipped by its size; a field read must have the type the model gives
// it (string, date, a number as int32, int64 or double, an array of { resource_id, quantity }), else it throws,
// naming the field.
import type { Occupancy } from './rules/index.js';

/** BSON element types (bsonspec.org). */
const T = {
  Double: 0x01,
  String: 0x02,
  Document: 0x03,
  Array: 0x04,
  Binary: 0x05,
  Undefined: 0x06,
  ObjectId: 0x07,
  Boolean: 0x08,
  Date: 0x09,
  Null: 0x0a,
  Regex: 0x0b,
  DbPointer: 0x0c,
  Code: 0x0d,
  Symbol: 0x0e,
  CodeWithScope: 0x0f,
  Int32: 0x10,
  Timestamp: 0x11,
  Int64: 0x12,
  Decimal128: 0x13,
  MinKey: 0xff,
  MaxKey: 0x7f,
} as const;

const NAMES = [
  'service_id',
  'location_id',
  'staff_id',
  'starts_at',
  'ends_at',
  'blocks_from',
  'blocks_until',
  'participant_count',
  'resources',
  'expires_at',
] as const;
const [SERVICE, LOCATION, STAFF, STARTS, ENDS, FROM, UNTIL, PARTICIPANTS, RESOURCES, EXPIRES] = NAMES.map((_, i) => i);
/** The names as bytes, by length: a name is told apart from the document's other fields by length, then bytes. */
const BY_LENGTH: { bytes: Uint8Array; slot: number }[][] = [];
NAMES.forEach((name, slot) => (BY_LENGTH[name.length] ??= []).push({ bytes: Buffer.from(name, 'latin1'), slot }));

const int32 = (b: Uint8Array, p: number) => b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
/** A BSON date (int64 ms since the epoch; before 1970 negative). */
const dateAt = (b: Uint8Array, p: number) => (int32(b, p) >>> 0) + int32(b, p + 4) * 4294967296;
/** The top-level fields of a day document read, by name. */
const TOP = {
  _id: Buffer.from('_id', 'latin1'),
  bookings: Buffer.from('bookings', 'latin1'),
  holds: Buffer.from('holds', 'latin1'),
  busy: Buffer.from('busy', 'latin1'),
};
const BLOCK = {
  from: Buffer.from('from', 'latin1'),
  until: Buffer.from('until', 'latin1'),
  blocks: Buffer.from('blocks', 'latin1'),
};

/** Whether the C string [start, end) of `b` is `name`. */
function named(b: Uint8Array, start: number, end: number, name: Uint8Array): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (b[start + i] !== name[i]) return false;
  return true;
}

/** The end (the NUL) of the C string that starts at `p` (past the buffer's end, `b[p]` is undefined: stops too). */
function cstringEnd(b: Uint8Array, p: number): number {
  while (b[p]) p++;
  if (p >= b.length) throw new Error('BSON: unterminated C string');
  return p;
}

function slotOf(b: Uint8Array, start: number, end: number): number {
  const candidates = BY_LENGTH[end - start];
  if (!candidates) return -1;
  outer: for (const c of candidates) {
    for (let i = 0; i < c.bytes.length; i++) if (b[start + i] !== c.bytes[i]) continue outer;
    return c.slot;
  }
  return -1;
}

/** Where the value of an element of `type` that starts at `p` ends. */
function skip(b: Uint8Array, type: number, p: number): number {
  switch (type) {
    case T.Double:
    case T.Date:
    case T.Int64:
    case T.Timestamp:
      return p + 8;
    case T.Int32:
      return p + 4;
    case T.Boolean:
      return p + 1;
    case T.Null:
    case T.Undefined:
    case T.MinKey:
    case T.MaxKey:
      return p;
    case T.ObjectId:
      return p + 12;
    case T.Decimal128:
      return p + 16;
    case T.String:
    case T.Code:
    case T.Symbol:
      return p + 4 + int32(b, p);
    case T.Document:
    case T.Array:
    case T.CodeWithScope:
      return p + int32(b, p);
    case T.Binary:
      return p + 5 + int32(b, p);
    case T.DbPointer:
      return p + 4 + int32(b, p) + 12;
    case T.Regex:
      return cstringEnd(b, cstringEnd(b, p) + 1) + 1;
    default:
      throw new Error(`BSON element type 0x${type.toString(16)} at byte ${p} is not one MongoDB stores`);
  }
}

const NO_RESOURCES = Object.freeze([]) as unknown as { resource_id: string; quantity: number }[];

const wrongType = (field: string, type: number) =>
  new Error(`Occupancy field ${field}: unexpected BSON type 0x${type.toString(16)}`);

function readNumber(b: Uint8Array, type: number, p: number, field: string): number {
  if (type === T.Int32) return int32(b, p);
  if (type === T.Int64) return (int32(b, p) >>> 0) + int32(b, p + 4) * 4294967296;
  if (type === T.Double) return new DataView(b.buffer, b.byteOffset + p, 8).getFloat64(0, true);
  throw wrongType(field, type);
}

/** Reads occupancies; one reader per result list, so its remembered strings are those of one query's documents. */
/** Visitors of a day document's parts: an entry's occupancy and expiry (ms, or null: a booking's never lapses), a
 * busy block's service, location and interval (ms). */
export type EntryVisitor = (o: Occupancy, expiresAt: number | null) => void;
export type BusyVisitor = (serviceId: string, locationId: string, from: number, until: number) => void;
export interface DayVisitors {
  bookings?: EntryVisitor;
  holds?: EntryVisitor;
  busy?: BusyVisitor;
}

const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export class OccupancyReader {
  private readonly last: { bytes: Uint8Array; start: number; end: number; value: string }[] = [];

  /** A string element's value, the one made last time for this field when the bytes are the same. */
  private string(b: Buffer, type: number, p: number, slot: number): string {
    if (type !== T.String) throw wrongType(NAMES[slot], type);
    const start = p + 4;
    const end = start + int32(b, p) - 1;
    const prev = this.last[slot];
    if (prev && prev.end - prev.start === end - start) {
      let same = true;
      for (let i = 0; same && i < end - start; i++) same = prev.bytes[prev.start + i] === b[start + i];
      if (same) return prev.value;
    }
    const value = b.toString('utf8', start, end);
    this.last[slot] = { bytes: b, start, end, value };
    return value;
  }

  private resources(b: Buffer, type: number, p: number): { resource_id: string; quantity: number }[] {
    if (type !== T.Array) throw wrongType('resources', type);
    const end = p + int32(b, p) - 1;
    // Most bookings hold no resource: one shared (frozen) empty list for all of them.
    if (end === p + 4) return NO_RESOURCES;
    const out: { resource_id: string; quantity: number }[] = [];
    let e = p + 4;
    while (e < end) {
      const et = b[e];
      e = cstringEnd(b, e + 1) + 1;
      if (et !== T.Document) throw wrongType('resources[]', et);
      const docEnd = e + int32(b, e) - 1;
      let f = e + 4;
      let resource_id: string | undefined;
      let quantity: number | undefined;
      while (f < docEnd) {
        const ft = b[f];
        const nameEnd = cstringEnd(b, f + 1);
        const name = b.toString('latin1', f + 1, nameEnd);
        f = nameEnd + 1;
        if (name === 'resource_id') {
          if (ft !== T.String) throw wrongType('resources[].resource_id', ft);
          resource_id = b.toString('utf8', f + 4, f + 4 + int32(b, f) - 1);
        } else if (name === 'quantity') quantity = readNumber(b, ft, f, 'resources[].quantity');
        f = skip(b, ft, f);
      }
      if (resource_id === undefined || quantity === undefined)
        throw new Error('Occupancy field resources[]: an entry without resource_id or quantity');
      out.push({ resource_id, quantity });
      e = docEnd + 1;
    }
    return out;
  }

  /** The `_id` of a raw document (a string). */
  id(bytes: Uint8Array): string {
    const b = asBuffer(bytes);
    const end = int32(b, 0) - 1;
    let p = 4;
    while (p < end) {
      const type = b[p];
      const nameEnd = cstringEnd(b, p + 1);
      const isId = named(b, p + 1, nameEnd, TOP._id);
      p = nameEnd + 1;
      if (isId) {
        if (type !== T.String) throw wrongType('_id', type);
        return b.toString('utf8', p + 4, p + 4 + int32(b, p) - 1);
      }
      p = skip(b, type, p);
    }
    throw new Error('Day document: no _id');
  }

  /** Calls each visitor given with the entries of `bookings` and `holds`, and the blocks of `busy`, of a raw day document. */
  readDay(bytes: Uint8Array, visit: DayVisitors): void {
    const b = asBuffer(bytes);
    const end = int32(b, 0) - 1;
    let p = 4;
    while (p < end) {
      const type = b[p];
      const nameStart = p + 1;
      const nameEnd = cstringEnd(b, nameStart);
      p = nameEnd + 1;
      const entries =
        visit.bookings && named(b, nameStart, nameEnd, TOP.bookings)
          ? visit.bookings
          : visit.holds && named(b, nameStart, nameEnd, TOP.holds)
            ? visit.holds
            : undefined;
      if (entries) this.each(b, type, p, 'entries', (at) => this.entry(b, at, entries));
      else if (visit.busy && named(b, nameStart, nameEnd, TOP.busy)) {
        const busy = visit.busy;
        this.each(b, type, p, 'busy', (at) => this.busyBlock(b, at, busy));
      }
      p = skip(b, type, p);
    }
  }

  /** Calls `visit` with the start of each document element of the array of `type` at `p`. */
  private each(b: Buffer, type: number, p: number, field: string, visit: (at: number) => void): void {
    if (type !== T.Array) throw wrongType(field, type);
    const arrayEnd = p + int32(b, p) - 1;
    let e = p + 4;
    while (e < arrayEnd) {
      const et = b[e];
      e = cstringEnd(b, e + 1) + 1;
      if (et !== T.Document) throw wrongType(`${field}[]`, et);
      visit(e);
      e += int32(b, e);
    }
  }

  /** One busy block group: { service_id, location_id, blocks: [{ from, until }] }. */
  private busyBlock(b: Buffer, start: number, visit: BusyVisitor): void {
    let service: string | undefined;
    let location: string | undefined;
    let blocksAt = -1;
    const end = start + int32(b, start) - 1;
    let p = start + 4;
    while (p < end) {
      const type = b[p];
      const nameEnd = cstringEnd(b, p + 1);
      const slot = slotOf(b, p + 1, nameEnd);
      const isBlocks = slot < 0 && named(b, p + 1, nameEnd, BLOCK.blocks);
      p = nameEnd + 1;
      if (slot === SERVICE) service = this.string(b, type, p, slot);
      else if (slot === LOCATION) location = this.string(b, type, p, slot);
      else if (isBlocks) {
        if (type !== T.Array) throw wrongType('busy[].blocks', type);
        blocksAt = p;
      }
      p = skip(b, type, p);
    }
    if (service === undefined || location === undefined || blocksAt < 0)
      throw new Error('Day document busy[]: a group without service_id, location_id or blocks');
    this.each(b, T.Array, blocksAt, 'busy[].blocks', (at) => {
      let from: number | undefined;
      let until: number | undefined;
      const blockEnd = at + int32(b, at) - 1;
      let q = at + 4;
      while (q < blockEnd) {
        const type = b[q];
        const nameEnd = cstringEnd(b, q + 1);
        const isFrom = named(b, q + 1, nameEnd, BLOCK.from);
        const isUntil = !isFrom && named(b, q + 1, nameEnd, BLOCK.until);
        q = nameEnd + 1;
        if (isFrom || isUntil) {
          if (type !== T.Date) throw wrongType(isFrom ? 'busy[].blocks[].from' : 'busy[].blocks[].until', type);
          if (isFrom) from = dateAt(b, q);
          else until = dateAt(b, q);
        }
        q = skip(b, type, q);
      }
      if (from === undefined || until === undefined)
        throw new Error('Day document busy[].blocks[]: a block without from or until');
      visit(service!, location!, from, until);
    });
  }

  /** The entry (a document) that starts at byte `start`. */
  private entry(b: Buffer, start: number, visit: EntryVisitor): void {
    let expires: number | null = null;
    let service: string | undefined;
    let location: string | undefined;
    let staff: string | null = null;
    let starts: Date | undefined;
    let ends: Date | undefined;
    let from: Date | undefined;
    let until: Date | undefined;
    let participants: number | undefined;
    let resources: { resource_id: string; quantity: number }[] | undefined;
    const end = start + int32(b, start) - 1;
    let p = start + 4;
    while (p < end) {
      const type = b[p];
      const nameEnd = cstringEnd(b, p + 1);
      const slot = slotOf(b, p + 1, nameEnd);
      p = nameEnd + 1;
      if (slot >= STARTS && slot <= UNTIL) {
        if (type !== T.Date) throw wrongType(NAMES[slot], type);
        const at = new Date(dateAt(b, p));
        if (slot === STARTS) starts = at;
        else if (slot === ENDS) ends = at;
        else if (slot === FROM) from = at;
        else until = at;
      } else if (slot === SERVICE) service = this.string(b, type, p, slot);
      else if (slot === LOCATION) location = this.string(b, type, p, slot);
      else if (slot === STAFF) staff = type === T.Null ? null : this.string(b, type, p, slot);
      else if (slot === PARTICIPANTS) participants = readNumber(b, type, p, NAMES[slot]);
      else if (slot === RESOURCES) resources = this.resources(b, type, p);
      else if (slot === EXPIRES) {
        if (type === T.Null) expires = null;
        else if (type === T.Date) expires = dateAt(b, p);
        else throw wrongType('expires_at', type);
      }
      p = skip(b, type, p);
    }
    const missing =
      service === undefined
        ? SERVICE
        : location === undefined
          ? LOCATION
          : starts === undefined
            ? STARTS
            : ends === undefined
              ? ENDS
              : from === undefined
                ? FROM
                : until === undefined
                  ? UNTIL
                  : participants === undefined
                    ? PARTICIPANTS
                    : resources === undefined
                      ? RESOURCES
                      : -1;
    if (missing >= 0) throw new Error(`Occupancy field ${NAMES[missing]}: missing`);
    visit(
      {
        service_id: service!,
        location_id: location!,
        staff_id: staff,
        starts_at: starts!,
        ends_at: ends!,
        blocks_from: from!,
        blocks_until: until!,
        participant_count: participants!,
        resources: resources!,
      },
      expires,
    );
  }
}
