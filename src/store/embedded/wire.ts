// MongoDB wire protocol framing: OP_QUERY (only the legacy handshake uses it), OP_MSG with kind-0 body and
// kind-1 document sequences, and the OP_REPLY / OP_MSG replies. Kind-1 documents are kept as raw byte
// slices next to their decoded form so inserts can store the client's bytes unchanged.
import * as BSON from 'bson';
import type { Doc } from './bson-values.js';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

const FLAG_CHECKSUM = 1;
export const FLAG_MORE_TO_COME = 2;

export interface Message {
  requestId: number;
  opCode: number;
  /** The command document (typed form: numbers not promoted). */
  body: Doc;
  /** Kind-1 sequences: identifier → documents, each with its raw bytes. */
  sequences: Map<string, Array<{ doc: Doc; raw: Buffer }>>;
  moreToCome: boolean;
  /** For OP_QUERY: the collection the command was addressed to (e.g. admin.$cmd). */
  fullCollectionName?: string;
}

const DECODE = { promoteValues: false } as const;

function cstring(buf: Buffer, off: number): [string, number] {
  const end = buf.indexOf(0, off);
  return [buf.toString('utf8', off, end), end + 1];
}

/** Parses one complete message (buf holds exactly messageLength bytes). */
export function parseMessage(buf: Buffer): Message {
  const requestId = buf.readInt32LE(4);
  const opCode = buf.readInt32LE(12);
  if (opCode === OP_MSG) {
    const flags = buf.readUInt32LE(16);
    const end = flags & FLAG_CHECKSUM ? buf.length - 4 : buf.length;
    let off = 20;
    let body: Doc | undefined;
    const sequences = new Map<string, Array<{ doc: Doc; raw: Buffer }>>();
    while (off < end) {
      const kind = buf[off++];
      if (kind === 0) {
        const len = buf.readInt32LE(off);
        body = BSON.deserialize(buf.subarray(off, off + len), DECODE) as Doc;
        off += len;
      } else if (kind === 1) {
        const size = buf.readInt32LE(off);
        const stop = off + size;
        let [id, p] = cstring(buf, off + 4);
        const docs: Array<{ doc: Doc; raw: Buffer }> = [];
        while (p < stop) {
          const len = buf.readInt32LE(p);
          const raw = buf.subarray(p, p + len);
          docs.push({ doc: BSON.deserialize(raw, DECODE) as Doc, raw });
          p += len;
        }
        sequences.set(id, docs);
        off = stop;
        void id;
        id = '';
      } else {
        throw new Error(`unsupported OP_MSG section kind ${kind}`);
      }
    }
    if (!body) throw new Error('OP_MSG without a body section');
    return { requestId, opCode, body, sequences, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
  }
  if (opCode === OP_QUERY) {
    const [fullCollectionName, p] = cstring(buf, 20);
    const q = p + 8; // numberToSkip, numberToReturn
    const len = buf.readInt32LE(q);
    let body = BSON.deserialize(buf.subarray(q, q + len), DECODE) as Doc;
    if (body.$query && typeof body.$query === 'object') body = body.$query as Doc;
    return { requestId, opCode, body, sequences: new Map(), moreToCome: false, fullCollectionName };
  }
  throw new Error(`unsupported opCode ${opCode}`);
}

let nextRequestId = 1;

/** Header bytes in front of the reply document: OP_MSG (16 + flags + section kind), OP_REPLY (16 + 20). */
export const OP_MSG_HEADER = 21;
export const OP_REPLY_HEADER = 36;

/** Fills the header room left in front of an encoded reply document (see raw-bson encode's `reserve`). */
export function frameOpMsg(responseTo: number, out: Buffer): Buffer {
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(0, 16);
  out[20] = 0;
  return out;
}

export function frameOpReply(responseTo: number, out: Buffer): Buffer {
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_REPLY, 12);
  out.writeInt32LE(8, 16); // AwaitCapable
  out.writeBigInt64LE(0n, 20);
  out.writeInt32LE(0, 28);
  out.writeInt32LE(1, 32);
  return out;
}

export function encodeOpMsg(responseTo: number, body: Buffer): Buffer {
  const out = Buffer.allocUnsafe(OP_MSG_HEADER + body.length);
  body.copy(out, OP_MSG_HEADER);
  return frameOpMsg(responseTo, out);
}
const PING = Buffer.from('ping\0', 'latin1');
const OK_REPLY = Buffer.from(BSON.serialize({ ok: 1 }));

/** A bare `ping` (OP_MSG, body only, a reply wanted) answered without decoding it: the driver's
 * connection checks and health probes send these. `ok`: the encoded reply document. Null for anything else. */
export function pingReply(frame: Buffer, ok: () => Buffer = () => OK_REPLY): Buffer | null {
  // header(16) flags(4) kind(1) docLength(4) type(1) name
  if (frame.length < 31 || frame.readInt32LE(12) !== OP_MSG || frame[20] !== 0) return null;
  if (frame.readUInt32LE(16) & (FLAG_CHECKSUM | FLAG_MORE_TO_COME)) return null;
  if (frame.compare(PING, 0, PING.length, 26, 26 + PING.length) !== 0) return null;
  // Exactly one body section: the document runs to the end of the message.
  if (21 + frame.readInt32LE(21) !== frame.length) return null;
  return encodeOpMsg(frame.readInt32LE(4), ok());
}

/** Accumulates socket chunks and yields complete messages. */
export class MessageReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const out: Buffer[] = [];
    while (this.buffered >= 4) {
      let head = this.chunks[0];
      if (head.length < 4) {
        head = Buffer.concat(this.chunks);
        this.chunks = [head];
      }
      const len = head.readInt32LE(0);
      if (len < 16 || len > 64 * 1024 * 1024) throw new Error(`invalid message length ${len}`);
      if (this.buffered < len) break;
      if (head.length < len) {
        head = Buffer.concat(this.chunks);
        this.chunks = [head];
      }
      out.push(head.subarray(0, len));
      if (head.length === len) this.chunks.shift();
      else this.chunks[0] = head.subarray(len);
      this.buffered -= len;
    }
    return out;
  }
}
