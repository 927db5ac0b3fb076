// Opaque keyset cursors for product lists. A page is read in a total order (the sort keys, then `_id`), and the
// cursor carries the last row's keys: the next page starts strictly after them, so rows inserted meanwhile never
// shift the pages (no duplicates, and no pre-existing row is skipped). The cursor is bound to the query it was
// issued for by a fingerprint of the filters and sort; presented with another query it is rejected.
import { createHash } from 'node:crypto';
import { invalid } from './errors.js';

export type KeyValue = string | number | boolean | Date | null;

/** Sort keys in order; `_id` ascending is always appended as the tie-breaker. */
export type SortKeys = ReadonlyArray<readonly [field: string, direction: 1 | -1]>;

export interface CursorPosition {
  /** Values of the sort keys of the last row returned, in SortKeys order. */
  keys: KeyValue[];
  id: string;
}

const VERSION = 1;

/** A short digest of whatever defines the query (filters, sort; not the page size). */
export function queryFingerprint(definition: unknown): string {
  return createHash('sha256').update(canonicalJson(definition)).digest('base64url').slice(0, 16);
}

function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

const encodeKey = (v: KeyValue): unknown => (v instanceof Date ? { d: v.getTime() } : v);
function decodeKey(v: unknown): KeyValue {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (v && typeof v === 'object' && typeof (v as { d?: unknown }).d === 'number')
    return new Date((v as { d: number }).d);
  throw new TypeError('bad key');
}

export function encodeCursor(fingerprint: string, position: CursorPosition): string {
  const payload = { v: VERSION, f: fingerprint, k: position.keys.map(encodeKey), i: position.id };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** The position in a cursor issued for this fingerprint and this many sort keys; anything else is `invalid`. */
export function decodeCursor(cursor: string, fingerprint: string, keyCount: number): CursorPosition {
  let payload: { v?: unknown; f?: unknown; k?: unknown; i?: unknown };
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new TypeError('alphabet');
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!payload || typeof payload !== 'object') throw new TypeError('shape');
  } catch {
    throw invalid('cursor: is malformed; pass back pagination.next_cursor unchanged');
  }
  if (
    payload.v !== VERSION ||
    typeof payload.i !== 'string' ||
    !Array.isArray(payload.k) ||
    payload.k.length !== keyCount
  ) {
    throw invalid('cursor: is malformed; pass back pagination.next_cursor unchanged');
  }
  if (payload.f !== fingerprint) {
    throw invalid('cursor: was issued for other filters or sort; repeat the first request without cursor');
  }
  try {
    return { keys: payload.k.map(decodeKey), id: payload.i };
  } catch {
    throw invalid('cursor: is malformed; pass back pagination.next_cursor unchanged');
  }
}

/**
 * The filter selecting rows strictly after `position` in the order (keys…, _id asc):
 * k1 > v1 OR (k1 = v1 AND k2 > v2) OR … OR (all keys equal AND _id > id), with < for descending keys.
 */
export function afterPosition(sort: SortKeys, position: CursorPosition): Record<string, unknown> {
  const branches: Record<string, unknown>[] = [];
  const equal: Record<string, unknown> = {};
  sort.forEach(([field, direction], i) => {
    branches.push({ ...equal, [field]: { [direction === 1 ? '$gt' : '$lt']: position.keys[i] } });
    equal[field] = position.keys[i];
  });
  branches.push({ ...equal, _id: { $gt: position.id } });
  return { $or: branches };
}

/** The Mongo sort document of the order. */
export function sortDocument(sort: SortKeys): Record<string, 1 | -1> {
  const out: Record<string, 1 | -1> = {};
  for (const [field, direction] of sort) out[field] = direction;
  out._id = 1;
  return out;
}
