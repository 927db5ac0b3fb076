// One collection: documents by _id key (insertion order is the natural order), plus its indexes. Mutations
// go through insert/replace/remove, which keep every index in step and report to a WriteLog so the engine
// can journal the change (and undo a command's partial change when it has to wait and run again).
//
// `docs` and the indexes always hold the committed state. What open transactions have written lives in their
// own write sets (mvcc.ts); the collection only records who holds which document (`locks`), which unique keys
// pending writes claim (`pendingUnique`) and, while transactions with older snapshots are open, the versions
// later commits replaced (`history`).
import * as BSON from 'bson';
import { ObjectId } from 'bson';
import { keyOf, type Doc } from './bson-values.js';
import { CommandError, ErrorCodes } from './errors.js';
import { Index, type IndexSpec } from './indexes.js';
import { compileValidator, type CollectionValidator } from './collection-validator.js';
import type { ChangeCount } from './change-counters.js';

export interface DocRecord {
  /** keyOf(_id): the identity of the document inside this collection. */
  key: string;
  /** Exact BSON bytes as stored and returned. */
  raw: Buffer;
  /** Decoded with numbers promoted, for matching, sorting and index keys. */
  view: Doc;
}

export type WriteOp =
  | { t: 'insert'; coll: Collection; rec: DocRecord }
  | { t: 'update'; coll: Collection; before: DocRecord; after: DocRecord }
  | { t: 'delete'; coll: Collection; rec: DocRecord };

export interface WriteLog {
  record(op: WriteOp): void;
}

export function makeRecord(raw: Buffer, view?: Doc): DocRecord {
  const v = view ?? (BSON.deserialize(raw) as Doc);
  return { key: keyOf(v._id), raw: ownBytes(raw), view: v };
}

/**
 * The bytes in a memory block of their own. Small buffers are slices of Node's shared 8 kB pool, and a stored
 * document lives long: one slice keeps its whole block alive after the short-lived replies around it are gone
 * (a soak measured several times the documents' size held in blocks; figures in docs/benchmarks.md).
 */
function ownBytes(raw: Buffer): Buffer {
  if (raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength) return raw;
  const own = Buffer.allocUnsafeSlow(raw.byteLength);
  raw.copy(own);
  return own;
}

/** Decodes a stored document keeping exact number types (for updates and projections). */
export function typedOf(rec: DocRecord): Doc {
  return BSON.deserialize(rec.raw, { promoteValues: false }) as Doc;
}

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** A committed change kept for older snapshots: at commit time `ts` the document stopped being `rec`
 * (null: it did not exist before that commit). */
export interface HistoryEntry {
  ts: number;
  rec: DocRecord | null;
}

/** The transaction-side owner of a lock or a pending unique key (mvcc.ts's TxnState). */
export interface LockOwner {
  readonly id: number;
}

export class Collection {
  readonly docs = new Map<string, DocRecord>();
  readonly indexes = new Map<string, Index>();
  readonly uuid = new BSON.UUID();
  /** Document key → the open transaction that has written it (until it commits or aborts). */
  readonly locks = new Map<string, LockOwner>();
  /** `index name NUL key` → the transaction and document whose pending version claims that unique key. */
  readonly pendingUnique = new Map<string, { owner: LockOwner; key: string }>();
  /** Document key → versions replaced by commits newer than the oldest open snapshot, oldest first. */
  readonly history = new Map<string, HistoryEntry[]>();
  /** Document key → commands waiting for its lock, first come first served (one is woken per release). */
  readonly lockWaiters = new Map<string, Array<() => void>>();
  /** What writes must satisfy (options.validator with its level and action); null: nothing is checked. */
  validator: CollectionValidator | null = null;
  /** Counts a change that became visible (change-counters.ts); null when nobody counts this collection's. */
  changed: ChangeCount | null = null;
  private opts: Doc = {};

  constructor(
    readonly db: string,
    readonly name: string,
    options: Doc = {},
  ) {
    this.options = options;
    if (!this.isView) this.indexes.set('_id_', new Index(ID_INDEX, this.ns));
  }

  /** Creation options as given (and as listCollections shows them); collMod replaces them. */
  get options(): Doc {
    return this.opts;
  }

  set options(options: Doc) {
    this.validator = compileValidator(options);
    this.opts = options;
  }

  /** A read-only view (create with viewOn/pipeline): it holds no documents; reads run its pipeline. */
  get isView(): boolean {
    return typeof this.opts.viewOn === 'string';
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get idIndex(): Index {
    return this.indexes.get('_id_')!;
  }

  /** Raises E11000 if `rec` collides on any unique index (the _id map included). */
  private checkUnique(rec: DocRecord, replacing?: DocRecord): void {
    if (!replacing && this.docs.has(rec.key)) throw this.idIndex.duplicateError([rec.view._id]);
    for (const idx of this.indexes.values()) if (idx.spec.unique) idx.checkUnique(rec.view, rec.key);
  }

  insert(rec: DocRecord, log: WriteLog | null): void {
    this.checkUnique(rec);
    this.docs.set(rec.key, rec);
    for (const idx of this.indexes.values()) idx.add(rec.view, rec.key);
    this.changed?.(undefined, rec.view);
    log?.record({ t: 'insert', coll: this, rec });
  }

  replace(before: DocRecord, after: DocRecord, log: WriteLog | null): void {
    if (after.key !== before.key) {
      throw new CommandError(
        ErrorCodes.ImmutableField,
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    // Checked before anything moves: the document's own current keys are its own, not duplicates.
    this.checkUnique(after, before);
    for (const idx of this.indexes.values()) idx.replace(before.view, after.view, after.key);
    this.docs.set(after.key, after);
    this.changed?.(before.view, after.view);
    log?.record({ t: 'update', coll: this, before, after });
  }

  remove(rec: DocRecord, log: WriteLog | null): void {
    if (!this.docs.delete(rec.key)) return;
    for (const idx of this.indexes.values()) idx.remove(rec.view, rec.key);
    this.changed?.(rec.view);
    log?.record({ t: 'delete', coll: this, rec });
  }

  /** Builds an index over the existing documents; fails without side effects on a duplicate. */
  createIndex(spec: IndexSpec): Index {
    const idx = new Index(spec, this.ns);
    for (const rec of this.docs.values()) {
      idx.checkUnique(rec.view, rec.key);
      idx.add(rec.view, rec.key);
    }
    this.indexes.set(spec.name, idx);
    return idx;
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
  }
}

/** Puts _id first (MongoDB stores it there) and generates an ObjectId when missing. */
export function withIdFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (keys[0] === '_id') return doc;
  const out: Doc = { _id: doc._id === undefined ? new ObjectId() : doc._id };
  for (const k of keys) if (k !== '_id') out[k] = doc[k];
  return out;
}

/** True when raw BSON bytes start with an `_id` element. */
export function rawStartsWithId(raw: Buffer): boolean {
  return raw.length > 9 && raw[5] === 0x5f && raw[6] === 0x69 && raw[7] === 0x64 && raw[8] === 0;
}
