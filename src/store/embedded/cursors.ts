// Open cursors. A cursor holds the already-selected result (records or computed documents) and hands it
// out in batches across getMore; ids are int64 because the driver rejects anything else.
import * as BSON from 'bson';
import { Long } from 'bson';
import type { Doc } from './bson-values.js';
import type { DocRecord } from './collection.js';
import { RawDoc } from './raw-bson.js';

export type ResultItem = DocRecord | Doc;
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
const IDLE_MS = 10 * 60 * 1000;

interface Cursor {
  id: bigint;
  ns: string;
  items: ResultItem[];
  pos: number;
  project: ((r: ResultItem) => RawDoc | Doc) | null;
  lastUsed: number;
  /** The session the cursor was opened in (its key), if any: killing the session kills the cursor. */
  session: string | null;
}

function isRecord(x: ResultItem): x is DocRecord {
  return (x as DocRecord).raw instanceof Buffer && typeof (x as DocRecord).key === 'string';
}

/** Turns a result item into what goes on the wire: stored bytes as-is, computed documents serialised. */
export function toWire(item: ResultItem): RawDoc | Doc {
  return isRecord(item) ? new RawDoc(item.raw) : item;
}

function sizeOf(x: RawDoc | Doc): number {
  return x instanceof RawDoc ? x.bytes.length : BSON.calculateObjectSize(x);
}

export class CursorRegistry {
  private cursors = new Map<bigint, Cursor>();
  private next = BigInt(Date.now()) * 1000n;

  /** Takes the first batch; registers a cursor only when results remain. */
  open(
    ns: string,
    items: ResultItem[],
    batchSize: number | undefined,
    project: Cursor['project'],
    session: string | null,
    single = false,
  ): Doc {
    const c: Cursor = { id: 0n, ns, items, pos: 0, project, lastUsed: Date.now(), session };
    const firstBatch = this.take(c, batchSize ?? 101);
    if (c.pos < items.length && !single) {
      c.id = ++this.next;
      this.cursors.set(c.id, c);
    }
    return { cursor: { firstBatch, id: Long.fromBigInt(c.id), ns }, ok: 1 };
  }

  getMore(
    id: bigint,
    batchSize: number | undefined,
  ): { ns: string; nextBatch: Array<RawDoc | Doc>; id: bigint } | null {
    const c = this.cursors.get(id);
    if (!c) return null;
    c.lastUsed = Date.now();
    const nextBatch = this.take(c, batchSize ?? Infinity);
    if (c.pos >= c.items.length) {
      this.cursors.delete(id);
      return { ns: c.ns, nextBatch, id: 0n };
    }
    return { ns: c.ns, nextBatch, id };
  }

  kill(id: bigint): boolean {
    return this.cursors.delete(id);
  }

  /** Kills the cursors opened in a session (killAllSessions); those opened without one stay. */
  killSessionCursors(): void {
    for (const [id, c] of this.cursors) if (c.session !== null) this.cursors.delete(id);
  }

  private take(c: Cursor, batchSize: number): Array<RawDoc | Doc> {
    const out: Array<RawDoc | Doc> = [];
    let bytes = 0;
    const n = batchSize > 0 ? batchSize : Infinity;
    while (c.pos < c.items.length && out.length < n) {
      const item = c.items[c.pos];
      const w = c.project ? c.project(item) : toWire(item);
      bytes += sizeOf(w);
      if (bytes > MAX_BATCH_BYTES && out.length > 0) break;
      out.push(w);
      c.pos++;
    }
    return out;
  }

  /** Drops cursors nobody has asked for in ten minutes (MongoDB's default cursor timeout). */
  sweep(now = Date.now()): void {
    for (const [id, c] of this.cursors) if (now - c.lastUsed > IDLE_MS) this.cursors.delete(id);
  }

  clear(): void {
    this.cursors.clear();
  }
}
