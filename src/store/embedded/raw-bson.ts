// Stored documents are kept as their exact BSON bytes. Replies and journal records embed those bytes
// directly instead of decoding and re-encoding every document, which keeps reads cheap and number types
// exact (int32 / int64 / double / decimal128 come back as they went in).
import * as BSON from 'bson';
import { isPlainObject } from './bson-values.js';

/** Marks an already-encoded BSON document inside an object that is about to be serialised. */
export class RawDoc {
  constructor(readonly bytes: Buffer) {}
}

function containsRaw(v: unknown): boolean {
  if (v instanceof RawDoc) return true;
  if (Array.isArray(v)) {
    for (const e of v) if (containsRaw(e)) return true;
    return false;
  }
  if (isPlainObject(v)) {
    for (const k in v) if (containsRaw(v[k])) return true;
  }
  return false;
}

const TYPE_DOC = 0x03;
const TYPE_ARRAY = 0x04;

/** One element of a document being encoded: a stored document embedded as-is, a nested container that
 * holds stored documents, or an element the bson library serialised. */
type Piece =
  | { kind: 'raw'; name: string; type: number; bytes: Buffer }
  | { kind: 'nested'; name: string; type: number; plan: Plan }
  | { kind: 'bson'; bytes: Buffer }
  | { kind: 'prim'; name: string; type: number; value: unknown; len: number };
interface Plan {
  pieces: Piece[];
  size: number;
}

const ARRAY_KEYS: string[] = [];
function arrayKey(i: number): string {
  return ARRAY_KEYS[i] ?? (ARRAY_KEYS[i] = String(i));
}

/** Sizes a container and serialises its ordinary elements (each once); stored documents are not copied. */
function plan(obj: Record<string, unknown> | unknown[]): Plan {
  const pieces: Piece[] = [];
  let size = 5;
  const isArr = Array.isArray(obj);
  const n = isArr ? obj.length : 0;
  const keys = isArr ? null : Object.keys(obj);
  const count = isArr ? n : keys!.length;
  for (let i = 0; i < count; i++) {
    const k = isArr ? arrayKey(i) : keys![i];
    const v = isArr ? (obj as unknown[])[i] : (obj as Record<string, unknown>)[k];
    if (v === undefined) continue;
    const nameLen = Buffer.byteLength(k, 'utf8') + 1;
    if (v instanceof RawDoc) {
      pieces.push({ kind: 'raw', name: k, type: TYPE_DOC, bytes: v.bytes });
      size += 1 + nameLen + v.bytes.length;
    } else if ((Array.isArray(v) || isPlainObject(v)) && containsRaw(v)) {
      const sub = plan(v as Record<string, unknown>);
      pieces.push({ kind: 'nested', name: k, type: Array.isArray(v) ? TYPE_ARRAY : TYPE_DOC, plan: sub });
      size += 1 + nameLen + sub.size;
    } else if (typeof v === 'string') {
      const len = Buffer.byteLength(v, 'utf8');
      pieces.push({ kind: 'prim', name: k, type: 0x02, value: v, len });
      size += 1 + nameLen + 4 + len + 1;
    } else if (
      typeof v === 'number' &&
      Number.isInteger(v) &&
      v >= -0x80000000 &&
      v <= 0x7fffffff &&
      !Object.is(v, -0)
    ) {
      pieces.push({ kind: 'prim', name: k, type: 0x10, value: v, len: 4 });
      size += 1 + nameLen + 4;
    } else if (typeof v === 'boolean') {
      pieces.push({ kind: 'prim', name: k, type: 0x08, value: v, len: 1 });
      size += 1 + nameLen + 1;
    } else if (v === null) {
      pieces.push({ kind: 'prim', name: k, type: 0x0a, value: v, len: 0 });
      size += 1 + nameLen;
    } else if (v instanceof BSON.Long) {
      pieces.push({ kind: 'prim', name: k, type: 0x12, value: v, len: 8 });
      size += 1 + nameLen + 8;
    } else {
      const one = BSON.serialize({ [k]: v });
      const bytes = Buffer.from(one.buffer, one.byteOffset + 4, one.length - 5);
      pieces.push({ kind: 'bson', bytes });
      size += bytes.length;
    }
  }
  return { pieces, size };
}

function write(p: Plan, out: Buffer, at: number): number {
  out.writeInt32LE(p.size, at);
  let off = at + 4;
  for (const piece of p.pieces) {
    if (piece.kind === 'bson') {
      off += piece.bytes.copy(out, off);
      continue;
    }
    out[off++] = piece.type;
    off += out.write(piece.name, off, 'utf8');
    out[off++] = 0;
    if (piece.kind === 'raw') off += piece.bytes.copy(out, off);
    else if (piece.kind === 'nested') off = write(piece.plan, out, off);
    else {
      const v = piece.value;
      switch (piece.type) {
        case 0x02:
          out.writeInt32LE(piece.len + 1, off);
          off += 4;
          off += out.write(v as string, off, 'utf8');
          out[off++] = 0;
          break;
        case 0x10:
          out.writeInt32LE(v as number, off);
          off += 4;
          break;
        case 0x08:
          out[off++] = v ? 1 : 0;
          break;
        case 0x12:
          out.writeInt32LE((v as BSON.Long).low, off);
          out.writeInt32LE((v as BSON.Long).high, off + 4);
          off += 8;
          break;
        default: // null: no value bytes
      }
    }
  }
  out[off++] = 0;
  return off;
}

/** Serialises an object whose values may include RawDoc (at any depth inside plain objects and arrays) in
 * one allocation. `reserve` bytes are left free in front (a wire message header, filled by the caller). `tail`:
 * elements already encoded, appended after the object's own (a reply's cluster time, cluster-time.ts). */
export function encode(obj: Record<string, unknown> | unknown[], reserve = 0, tail?: Buffer): Buffer {
  const extra = tail ? tail.length : 0;
  let out: Buffer;
  let size: number;
  if (!containsRaw(obj)) {
    // BSON stores an array as a document keyed by index: the spread makes that document.
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- on purpose (above)
    const doc = Array.isArray(obj) ? { ...obj } : obj;
    if (reserve === 0 && !tail) return Buffer.from(BSON.serialize(doc));
    size = BSON.calculateObjectSize(doc);
    out = Buffer.allocUnsafe(reserve + size + extra);
    BSON.serializeWithBufferAndIndex(doc, out, { index: reserve });
  } else {
    const p = plan(obj);
    size = p.size;
    out = Buffer.allocUnsafe(reserve + size + extra);
    write(p, out, reserve);
  }
  if (tail) {
    // The tail goes where the document ended: its terminating zero moves behind it, its length grows.
    tail.copy(out, reserve + size - 1);
    out[reserve + size - 1 + extra] = 0;
    out.writeInt32LE(size + extra, reserve);
  }
  return out;
}
