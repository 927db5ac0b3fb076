// On-disk layout under DATA_DIR:
//   mongod.lock                  pid of the process that owns the directory
//   <db>/snapshot.bson           framed records: a header {gen, colls:[{name, options, indexes}]}, then {c, d}
//   <db>/journal-<gen>.log       framed records {ops:[...]} appended after the snapshot of the same gen
// Compaction writes snapshot.tmp, fsyncs, renames it over snapshot.bson (atomic), then starts journal-<gen+1>
// and deletes the old journal: a crash at any point leaves either the old or the new pair intact.
import * as BSON from 'bson';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { Doc } from './bson-values.js';
import { JournalFile, frame, frameHeader, readRecords, type FsyncMode } from './journal.js';
import { RawDoc, encode } from './raw-bson.js';

export interface CollectionImage {
  name: string;
  options: Doc;
  indexes: Doc[];
  docs: Buffer[];
}

export type JournalOp =
  | { o: 'i' | 'u'; c: string; d: RawDoc }
  | { o: 'd'; c: string; id: unknown }
  | { o: 'cc' | 'cm'; c: string; opts: Doc }
  | { o: 'mi'; c: string; spec: Doc }
  | { o: 'dc'; c: string }
  | { o: 'ci'; c: string; spec: Doc }
  | { o: 'di'; c: string; n: string };

export interface LoadedDb {
  collections: CollectionImage[];
  journal: Doc[][];
  tornBytes: number;
}

/**
 * The `code` of the error a DATA_DIR already open (by another process, or in this one) is refused with: a code
 * rather than a class, as it crosses from the store's worker thread as a copy (index.ts).
 */
export const DATA_DIR_IN_USE = 'DATA_DIR_IN_USE';

const inUse = (message: string) => Object.assign(new Error(message), { code: DATA_DIR_IN_USE });

// DATA_DIRs open in this thread. A server started on a worker thread (index.ts) is claimed here by the thread
// that started it, so a second open of the same directory from that thread fails just as it does in-thread.
const heldDirs = new Set<string>();

/** Marks DATA_DIR as open in this thread; throws when it already is. Returns the release function. */
export function claimDataDir(dataDir: string): () => void {
  const path = resolve(dataDir, 'mongod.lock');
  if (heldDirs.has(path)) {
    throw inUse(`DATA_DIR ${dataDir} is already open in this process (lock file ${join(dataDir, 'mongod.lock')})`);
  }
  heldDirs.add(path);
  return () => {
    heldDirs.delete(path);
  };
}

/** Takes DATA_DIR's lock file, refusing when a live process (or this one) already holds it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'mongod.lock');
  const release = claimDataDir(dataDir);
  try {
    if (existsSync(path)) {
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw inUse(
          `DATA_DIR ${dataDir} is in use by another process (pid ${pid}, lock file ${path}). ` +
            'Stop that process or point DATA_DIR somewhere else.',
        );
      }
    }
    writeFileSync(path, String(process.pid));
  } catch (err) {
    release();
    throw err;
  }
  return () => {
    release();
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Database names become directory names; anything outside a safe alphabet is escaped. */
function dirName(db: string): string {
  return db.replace(/[^A-Za-z0-9_-]/g, (ch) => '%' + ch.charCodeAt(0).toString(16).padStart(2, '0'));
}

function dbName(dir: string): string {
  return dir.replace(/%([0-9a-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export function listStoredDatabases(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => dbName(e.name));
}

export class DbStorage {
  readonly dir: string;
  private gen = 0;
  private journal: JournalFile | null = null;
  snapshotBytes = 0;

  constructor(
    dataDir: string,
    db: string,
    private readonly fsync: FsyncMode,
  ) {
    this.dir = join(dataDir, dirName(db));
  }

  private journalPath(gen: number): string {
    return join(this.dir, `journal-${gen}.log`);
  }

  /** Reads the snapshot and the journal that follows it, cutting a torn journal tail. */
  load(): LoadedDb {
    const collections: CollectionImage[] = [];
    const snapPath = join(this.dir, 'snapshot.bson');
    const snap = readRecords(snapPath);
    if (snap.records.length) {
      const header = BSON.deserialize(snap.records[0]) as { gen: number; colls: Doc[] };
      this.gen = header.gen;
      const byName = new Map<string, CollectionImage>();
      for (const c of header.colls) {
        const img: CollectionImage = {
          name: c.name as string,
          options: (c.options as Doc) ?? {},
          indexes: (c.indexes as Doc[]) ?? [],
          docs: [],
        };
        collections.push(img);
        byName.set(img.name, img);
      }
      for (let i = 1; i < snap.records.length; i++) {
        const rec = snap.records[i];
        const doc = BSON.deserialize(rec, { promoteValues: false, raw: false }) as { c: string };
        byName.get(doc.c)?.docs.push(embeddedDoc(rec, 'd'));
      }
      this.snapshotBytes = snap.validLength;
    }
    if (!existsSync(this.dir)) return { collections, journal: [], tornBytes: 0 };
    const jPath = this.journalPath(this.gen);
    const j = readRecords(jPath);
    this.journal = new JournalFile(jPath, this.fsync);
    let tornBytes = 0;
    if (j.torn) {
      tornBytes = this.journal.size - j.validLength;
      this.journal.truncate(j.validLength);
    }
    // Journals of older generations are leftovers of an interrupted compaction.
    for (const f of readdirSync(this.dir)) {
      const m = /^journal-(\d+)\.log$/.exec(f);
      if (m && Number(m[1]) !== this.gen) rmSync(join(this.dir, f), { force: true });
    }
    const journal = j.records.map((r) =>
      (BSON.deserialize(r, { promoteValues: false }) as { ops: Doc[] }).ops.map((op, i) => rawifyOp(op, r, i)),
    );
    return { collections, journal, tornBytes };
  }

  get journalBytes(): number {
    return this.journal?.size ?? 0;
  }

  /** The directory and journal are created on the first write, so merely naming a database leaves no trace. */
  private ensureJournal(): JournalFile {
    if (!this.journal) {
      mkdirSync(this.dir, { recursive: true });
      this.journal = new JournalFile(this.journalPath(this.gen), this.fsync);
    }
    return this.journal;
  }

  append(ops: JournalOp[]): void {
    this.ensureJournal().append(encodeOps(ops));
  }

  /** Writes a fresh snapshot of `images` and starts an empty journal. */
  compact(images: Iterable<CollectionImage>): void {
    const list = [...images];
    if (!this.journal && list.length === 0) return;
    this.ensureJournal();
    const tmp = join(this.dir, 'snapshot.tmp');
    const out = new SnapshotWriter(openSync(tmp, 'w'));
    try {
      out.record(
        Buffer.from(
          BSON.serialize({
            gen: this.gen + 1,
            colls: list.map((c) => ({ name: c.name, options: c.options, indexes: c.indexes })),
          }),
        ),
      );
      for (const c of list) {
        const name = Buffer.from(c.name, 'utf8');
        for (const d of c.docs) out.document(name, d);
      }
      out.finish();
    } finally {
      out.close();
    }
    renameSync(tmp, join(this.dir, 'snapshot.bson'));
    syncDir(this.dir);
    const old = this.journal;
    const oldPath = this.journalPath(this.gen);
    this.gen += 1;
    this.journal = new JournalFile(this.journalPath(this.gen), this.fsync);
    old?.close();
    rmSync(oldPath, { force: true });
    this.snapshotBytes = out.bytes;
  }

  close(): void {
    this.journal?.close();
    this.journal = null;
  }

  destroy(): void {
    this.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A snapshot's records written through one large buffer: a snapshot holds every document, and a write (a system
 * call) and a fresh encoding per document made compaction cost about 9 µs of the store's thread per document (1.5 s
 * at 170k documents, in whichever request it fell). Each `{c, d}` record is laid out by hand around the document's
 * stored bytes, framed and checksummed in place.
 */
class SnapshotWriter {
  private static readonly CHUNK = 4 * 1024 * 1024;
  private readonly buf = Buffer.allocUnsafe(SnapshotWriter.CHUNK);
  private used = 0;
  bytes = 0;

  constructor(private readonly fd: number) {}

  /** A whole framed record around an encoded payload. */
  record(payload: Buffer): void {
    this.put(frame(payload));
  }

  /** The record `{c: <collection>, d: <document>}` of one stored document. */
  document(name: Buffer, doc: Buffer): void {
    const len = 4 + (1 + 2 + 4 + name.length + 1) + (1 + 2 + doc.length) + 1;
    if (8 + len > SnapshotWriter.CHUNK) {
      this.record(encode({ c: name.toString('utf8'), d: new RawDoc(doc) }));
      return;
    }
    if (this.used + 8 + len > this.buf.length) this.flush();
    const b = this.buf;
    const off = collectionAndDocument(b, b.writeInt32LE(len, this.used + 8), name, doc);
    b.writeUInt8(0, off);
    frameHeader(b, this.used, len);
    this.used += 8 + len;
    this.bytes += 8 + len;
  }

  finish(): void {
    this.flush();
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }

  private put(rec: Buffer): void {
    if (this.used + rec.length > this.buf.length) this.flush();
    if (rec.length > this.buf.length) this.writeAll(rec);
    else {
      rec.copy(this.buf, this.used);
      this.used += rec.length;
    }
    this.bytes += rec.length;
  }

  private flush(): void {
    if (this.used) this.writeAll(this.buf.subarray(0, this.used));
    this.used = 0;
  }

  private writeAll(data: Buffer): void {
    let off = 0;
    while (off < data.length) off += writeSync(this.fd, data, off, data.length - off);
  }
}

/** Writes the elements `c: <collection name>` and `d: <stored document>` at `off`; answers where they end. */
function collectionAndDocument(b: Buffer, off: number, name: Buffer, doc: Buffer): number {
  off = b.writeUInt8(0x02, off);
  off += b.write('c\0', off, 'latin1');
  off = b.writeInt32LE(name.length + 1, off);
  off += name.copy(b, off);
  off = b.writeUInt8(0, off);
  off = b.writeUInt8(0x03, off);
  off += b.write('d\0', off, 'latin1');
  return off + doc.copy(b, off);
}

/** {ops: [...]} with document-carrying ops written by hand (their bytes are copied, not re-encoded): this
 * runs for every acknowledged write. */
export function encodeOps(ops: JournalOp[]): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    let body: Buffer;
    if (op.o === 'i' || op.o === 'u') {
      const c = Buffer.from(op.c, 'utf8');
      const d = op.d.bytes;
      const len = 4 + (1 + 2 + 4 + 2) + (1 + 2 + 4 + c.length + 1) + (1 + 2 + d.length) + 1;
      body = Buffer.allocUnsafe(len);
      let off = body.writeInt32LE(len, 0);
      off = body.writeUInt8(0x02, off);
      off += body.write('o\0', off, 'latin1');
      off = body.writeInt32LE(2, off);
      off += body.write(op.o + '\0', off, 'latin1');
      off = collectionAndDocument(body, off, c, d);
      body.writeUInt8(0, off);
    } else body = Buffer.from(BSON.serialize(op));
    const key = Buffer.from(String(i) + '\0', 'latin1');
    parts.push(Buffer.from([0x03]), key, body);
  }
  const arrLen = 4 + parts.reduce((s, p) => s + p.length, 0) + 1;
  const total = 4 + 1 + 4 + arrLen + 1;
  const out = Buffer.allocUnsafe(total);
  let off = out.writeInt32LE(total, 0);
  off = out.writeUInt8(0x04, off);
  off += out.write('ops\0', off, 'latin1');
  off = out.writeInt32LE(arrLen, off);
  for (const p of parts) off += p.copy(out, off);
  off = out.writeUInt8(0, off);
  out.writeUInt8(0, off);
  return out;
}

function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // not supported on every platform; the rename itself is still atomic
  }
}

/** Finds the bytes of embedded document field `name` at the top level of a BSON record. */
function embeddedDoc(rec: Buffer, name: string): Buffer {
  let off = 4;
  while (off < rec.length - 1) {
    const type = rec[off];
    const nameEnd = rec.indexOf(0, off + 1);
    const key = rec.toString('utf8', off + 1, nameEnd);
    const v = nameEnd + 1;
    if (key === name && type === 0x03) return Buffer.from(rec.subarray(v, v + rec.readInt32LE(v)));
    off = v + elementSize(rec, type, v);
  }
  throw new Error(`record has no embedded document '${name}'`);
}

function elementSize(buf: Buffer, type: number, off: number): number {
  switch (type) {
    case 0x01:
    case 0x09:
    case 0x11:
    case 0x12:
      return 8;
    case 0x02:
    case 0x0d:
    case 0x0e:
      return 4 + buf.readInt32LE(off);
    case 0x03:
    case 0x04:
    case 0x0f:
      return buf.readInt32LE(off);
    case 0x05:
      return 5 + buf.readInt32LE(off);
    case 0x06:
    case 0x0a:
    case 0x7f:
    case 0xff:
      return 0;
    case 0x07:
      return 12;
    case 0x08:
      return 1;
    case 0x0b: {
      const a = buf.indexOf(0, off);
      return buf.indexOf(0, a + 1) + 1 - off;
    }
    case 0x0c:
      return 4 + buf.readInt32LE(off) + 12;
    case 0x10:
      return 4;
    case 0x13:
      return 16;
    default:
      throw new Error(`unknown BSON type ${type}`);
  }
}

/** Journal ops carry documents; re-encode them to bytes so replay stores exactly what was journalled. */
function rawifyOp(op: Doc, _rec: Buffer, _i: number): Doc {
  if ((op.o === 'i' || op.o === 'u') && op.d) return { ...op, raw: Buffer.from(BSON.serialize(op.d as Doc)) };
  return op;
}
