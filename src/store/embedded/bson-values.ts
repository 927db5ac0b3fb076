// Value semantics shared by the query planner, indexes, sorting and update operators: MongoDB's cross-type
// ordering, a hashable equality key, and conversions between the two document forms the engine keeps:
//  - "typed" form: bson decoded with promoteValues:false (Int32/Double/Long objects) so updates and storage
//    keep exact number types;
//  - "view" form: numbers promoted to JS numbers, which is what mingo and the comparisons below work on.
import { Binary, Decimal128, Double, Int32, Long, ObjectId } from 'bson';

export type Doc = Record<string, unknown>;

/** Sentinels that sort below / above every value whatever the index direction (used for scan bounds). */
export const LOW: unique symbol = Symbol('low');
export const HIGH: unique symbol = Symbol('high');

function bsonType(v: object): string | undefined {
  return (v as { _bsontype?: string })._bsontype;
}

/** MongoDB's canonical type order: MinKey < null < numbers < strings < objects < arrays < binData < ObjectId
 * < bool < Date < Timestamp < regex < MaxKey. */
export function typeOrder(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    case 'object':
      break;
    default:
      return 5;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  if (v instanceof Uint8Array) return 7;
  switch (bsonType(v as object)) {
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MinKey':
      return 1;
    case 'MaxKey':
      return 13;
    default:
      return 5;
  }
}

export function isNumber(v: unknown): boolean {
  return typeOrder(v) === 3;
}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Int32 || v instanceof Double) return v.valueOf();
  if (v instanceof Long) return v.toNumber();
  if (v instanceof Decimal128) return Number(v.toString());
  return Number.NaN;
}

function cmpPrim(a: number | string, b: number | string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function bytesOf(v: unknown): Uint8Array {
  if (v instanceof Uint8Array) return v;
  return (v as Binary).buffer;
}

/** Total order over BSON values in MongoDB's sort order (for view-form values). */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === LOW || b === HIGH) return -1;
  if (a === HIGH || b === LOW) return 1;
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case 1:
    case 2:
    case 13:
      return 0;
    case 3: {
      const x = toNumber(a);
      const y = toNumber(b);
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
      if (Number.isNaN(y)) return 1;
      if (x === y && typeof a === 'object' && typeof b === 'object' && a instanceof Long && b instanceof Long) {
        return a.compare(b);
      }
      return cmpPrim(x, y);
    }
    case 4:
      return cmpPrim(String(a), String(b));
    case 5:
      return compareObjects(a as Doc, b as Doc);
    case 6: {
      const x = a as unknown[];
      const y = b as unknown[];
      const n = Math.min(x.length, y.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(x[i], y[i]);
        if (c) return c;
      }
      return cmpPrim(x.length, y.length);
    }
    case 7: {
      const x = bytesOf(a);
      const y = bytesOf(b);
      if (x.length !== y.length) return cmpPrim(x.length, y.length);
      return Buffer.compare(
        Buffer.from(x.buffer, x.byteOffset, x.length),
        Buffer.from(y.buffer, y.byteOffset, y.length),
      );
    }
    case 8:
      return compareObjectIds(a as ObjectId, b as ObjectId);
    case 9:
      return cmpPrim(Number(a), Number(b));
    case 10:
      return cmpPrim((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (a as Long).compare(b as Long);
    case 12:
      return cmpPrim(String(a), String(b));
    default:
      return 0;
  }
}

function compareObjects(a: Doc, b: Doc): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const va = a[ka[i]];
    const vb = b[kb[i]];
    const t = cmpPrim(typeOrder(va), typeOrder(vb));
    if (t) return t;
    const k = cmpPrim(ka[i], kb[i]);
    if (k) return k;
    const c = compareValues(va, vb);
    if (c) return c;
  }
  return cmpPrim(ka.length, kb.length);
}

/** bson 7 keeps an ObjectId as four 24-bit big-endian integers; comparing those avoids building the
 * 12-byte buffer that `.id` allocates on every access. */
interface OidInts {
  i0?: number;
  i1?: number;
  i2?: number;
  i3?: number;
}

function compareObjectIds(a: ObjectId, b: ObjectId): number {
  const x = a as unknown as OidInts;
  const y = b as unknown as OidInts;
  if (typeof x.i0 === 'number' && typeof y.i0 === 'number') {
    if (x.i0 !== y.i0) return x.i0 < y.i0 ? -1 : 1;
    if (x.i1 !== y.i1) return x.i1! < y.i1! ? -1 : 1;
    if (x.i2 !== y.i2) return x.i2! < y.i2! ? -1 : 1;
    if (x.i3 !== y.i3) return x.i3! < y.i3! ? -1 : 1;
    return 0;
  }
  return Buffer.compare(a.id, b.id);
}

function objectIdKey(o: ObjectId): string {
  const x = o as unknown as OidInts;
  if (typeof x.i0 === 'number') return 'o' + x.i0 + ':' + x.i1 + ':' + x.i2 + ':' + x.i3;
  return 'o' + o.toHexString();
}

/** A string that is equal for two values exactly when MongoDB considers them equal (1 == 1.0 == Long(1)). */
export function keyOf(v: unknown): string {
  if (v === undefined || v === null) return 'N';
  switch (typeof v) {
    case 'string':
      return 's' + v;
    case 'number':
      return 'n' + (v === 0 ? 0 : v);
    case 'boolean':
      return v ? 'b1' : 'b0';
    case 'bigint':
      return 'n' + v.toString();
    default:
      break;
  }
  if (Array.isArray(v)) return '[' + JSON.stringify(v.map(keyOf)) + ']';
  if (v instanceof Date) return 'd' + v.getTime();
  if (v instanceof RegExp) return 'r/' + v.source + '/' + v.flags;
  if (v instanceof Uint8Array) return 'x0:' + Buffer.from(v).toString('base64');
  const o = v as Doc;
  switch (bsonType(o)) {
    case 'ObjectId':
      return objectIdKey(o as unknown as ObjectId);
    case 'Int32':
    case 'Double':
      return keyOf(toNumber(o));
    case 'Long': {
      const n = (o as unknown as Long).toNumber();
      return Number.isSafeInteger(n) ? keyOf(n) : 'n' + (o as unknown as Long).toString();
    }
    case 'Decimal128': {
      const n = Number((o as unknown as Decimal128).toString());
      return Number.isNaN(n) ? 'nNaN' : keyOf(n);
    }
    case 'Binary': {
      const b = o as unknown as Binary;
      return 'x' + b.sub_type + ':' + Buffer.from(b.buffer).toString('base64');
    }
    case 'Timestamp':
      return 't' + (o as unknown as Long).toString();
    case 'BSONRegExp':
      return 'r/' + (o as { pattern?: string }).pattern + '/' + (o as { options?: string }).options;
    case 'MinKey':
      return 'm-';
    case 'MaxKey':
      return 'm+';
    case 'BSONSymbol':
      return 's' + String(o.value);
    default:
      return '{' + JSON.stringify(Object.keys(o).map((k) => [k, keyOf(o[k])])) + '}';
  }
}
/** Typed form → view form (numbers become JS numbers; int64 outside 2^53 stays a Long). Copies containers. */
export function promote(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(promote);
  const t = bsonType(v);
  if (t === 'Int32' || t === 'Double') return (v as Int32).valueOf();
  if (t === 'Long') {
    const n = (v as Long).toNumber();
    return Number.isSafeInteger(n) ? n : v;
  }
  if (t !== undefined || v instanceof Date || v instanceof RegExp || v instanceof Uint8Array) return v;
  const out: Doc = {};
  for (const k of Object.keys(v)) out[k] = promote((v as Doc)[k]);
  return out;
}

/** Reads a numeric command argument that may arrive typed (Int32/Long/Double). */
export function num(v: unknown, fallback = 0): number {
  if (v === undefined || v === null) return fallback;
  const n = toNumber(v);
  return Number.isNaN(n) ? fallback : n;
}

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** What plainPathValue answers when an array or another non-document object stands on the path. */
export const OFF_PLAIN_PATH: unique symbol = Symbol('offPlainPath');

/**
 * The one value a dotted path reaches through plain documents: `undefined` when it is missing (the path runs into a
 * scalar or null), OFF_PLAIN_PATH when an array (MongoDB's multikey paths) or another object stands on the way. For
 * fast paths that handle single values and leave everything else to the general one (pathValues, mingo).
 */
export function plainPathValue(doc: Doc, parts: readonly string[]): unknown {
  let v: unknown = doc;
  for (const part of parts) {
    if (v === null || typeof v !== 'object') return undefined;
    if (!isPlainObject(v)) return OFF_PLAIN_PATH;
    v = v[part];
  }
  return v;
}

/** All values a dotted path reaches, descending into arrays like MongoDB's multikey indexes do. Arrays at
 * the end of the path contribute their elements (and, with `arrays`, themselves too: equality to a whole
 * array matches either); a missing path contributes `undefined` once. */
export function pathValues(doc: unknown, parts: string[], i = 0, out: unknown[] = [], arrays = false): unknown[] {
  if (i === parts.length) {
    if (Array.isArray(doc)) {
      if (arrays) out.push(doc);
      if (doc.length === 0) out.push(undefined);
      else for (const e of doc) out.push(e);
    } else out.push(doc);
    return out;
  }
  if (Array.isArray(doc)) {
    const idx = /^\d+$/.test(parts[i]) ? Number(parts[i]) : -1;
    if (idx >= 0) return pathValues(doc[idx], parts, i + 1, out, arrays);
    if (doc.length === 0) out.push(undefined);
    for (const e of doc) {
      if (isPlainObject(e)) pathValues(e, parts, i, out, arrays);
    }
    return out;
  }
  if (doc === null || typeof doc !== 'object') {
    out.push(undefined);
    return out;
  }
  return pathValues((doc as Doc)[parts[i]], parts, i + 1, out, arrays);
}
