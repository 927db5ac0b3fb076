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

/** Serialises an object whose values may include RawDoc (at any depth inside plain objects and arrays). */
export function encode(obj: Record<string, unknown> | unknown[]): Buffer {
  if (!containsRaw(obj)) return Buffer.from(BSON.serialize(Array.isArray(obj) ? { ...obj } : obj));
  const parts: Buffer[] = [];
  let size = 5;
  const keys = Array.isArray(obj) ? obj.map((_, i) => String(i)) : Object.keys(obj);
  for (const k of keys) {
    const v = (obj as Record<string, unknown>)[k];
    if (v === undefined) continue;
    let part: Buffer;
    if (v instanceof RawDoc || containsRaw(v)) {
      const body = v instanceof RawDoc ? v.bytes : encode(v as Record<string, unknown>);
      const name = Buffer.from(k + '\0', 'utf8');
      part = Buffer.allocUnsafe(1 + name.length + body.length);
      part[0] = Array.isArray(v) ? TYPE_ARRAY : TYPE_DOC;
      name.copy(part, 1);
      body.copy(part, 1 + name.length);
    } else {
      const one = BSON.serialize({ [k]: v });
      part = Buffer.from(one.buffer, one.byteOffset + 4, one.length - 5);
    }
    parts.push(part);
    size += part.length;
  }
  const out = Buffer.allocUnsafe(size);
  out.writeInt32LE(size, 0);
  let off = 4;
  for (const p of parts) off += p.copy(out, off);
  out[off] = 0;
  return out;
}
