// Checksummed record files. Both the journal (append-only) and snapshots use the same framing:
//   [u32 payload length][u32 crc32(payload)][payload: one BSON document]
// A record whose length runs past the end of the file or whose checksum does not match marks a torn
// tail (the process died mid-write); everything from there on is cut off when the file is opened.
import {
  closeSync,
  fdatasync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  writeSync,
  existsSync,
} from 'node:fs';
import { crc32 } from 'node:zlib';

export type FsyncMode = 'always' | 'batch' | 'never';

export function frame(payload: Buffer): Buffer {
  const out = Buffer.allocUnsafe(8 + payload.length);
  payload.copy(out, 8);
  frameHeader(out, 0, payload.length);
  return out;
}

/** Writes at `at` the 8-byte header of the record whose `length` payload bytes follow it in `buf`. */
export function frameHeader(buf: Buffer, at: number, length: number): void {
  buf.writeUInt32LE(length, at);
  buf.writeUInt32LE(crc32(buf.subarray(at + 8, at + 8 + length)), at + 4);
}

export interface ReadResult {
  records: Buffer[];
  /** Byte offset where valid data ends. */
  validLength: number;
  /** True when bytes after validLength had to be discarded. */
  torn: boolean;
}

export function readRecords(path: string): ReadResult {
  if (!existsSync(path)) return { records: [], validLength: 0, torn: false };
  const buf = readFileSync(path);
  const records: Buffer[] = [];
  let off = 0;
  while (off + 8 <= buf.length) {
    const len = buf.readUInt32LE(off);
    const sum = buf.readUInt32LE(off + 4);
    if (off + 8 + len > buf.length) break;
    const payload = buf.subarray(off + 8, off + 8 + len);
    if (crc32(payload) !== sum || len < 5 || payload.readInt32LE(0) !== len) break;
    records.push(payload);
    off += 8 + len;
  }
  return { records, validLength: off, torn: off !== buf.length };
}

const BATCH_INTERVAL_MS = 20;

/** An append-only journal file. Appends are synchronous write(2) calls, so a record is in the kernel's
 * page cache (and survives a kill -9 of this process) before the reply that acknowledges it is sent;
 * `fsync` decides when it is also forced to disk (power-loss safety). */
export class JournalFile {
  private fd: number;
  size: number;
  private syncTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    readonly path: string,
    private readonly fsync: FsyncMode,
  ) {
    this.fd = openSync(path, 'a+');
    this.size = fstatSync(this.fd).size;
  }

  /** Cuts a torn tail found while reading. */
  truncate(length: number): void {
    ftruncateSync(this.fd, length);
    this.size = length;
  }

  append(payload: Buffer): void {
    const rec = frame(payload);
    let off = 0;
    while (off < rec.length) off += writeSync(this.fd, rec, off, rec.length - off);
    this.size += rec.length;
    if (this.fsync === 'always') fdatasyncSync(this.fd);
    else if (this.fsync === 'batch' && !this.syncTimer) {
      // The flush runs on libuv's thread pool so the event loop keeps serving requests meanwhile.
      this.syncTimer = setTimeout(() => {
        this.syncTimer = null;
        if (this.closed) return;
        fdatasync(this.fd, () => undefined); // an error here means the file was closed; close() synced it
      }, BATCH_INTERVAL_MS);
      this.syncTimer.unref();
    }
  }

  close(): void {
    this.closed = true;
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    try {
      fdatasyncSync(this.fd);
    } finally {
      closeSync(this.fd);
    }
  }
}
