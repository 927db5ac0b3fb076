// A database: its collections, the log of changes a command made (journalled before the reply, undone when a
// transaction aborts), and the translation of that log into journal records.
import type { Doc } from './bson-values.js';
import type { ChangeCounting } from './change-counters.js';
import { Collection, type WriteLog, type WriteOp } from './collection.js';
import { CommandError, ErrorCodes } from './errors.js';
import type { Index, IndexSpec } from './indexes.js';
import { Blocked, type TxnState } from './mvcc.js';
import { RawDoc } from './raw-bson.js';
import type { CollectionImage, DbStorage, JournalOp } from './storage.js';

export type LoggedOp =
  | WriteOp
  | { t: 'createColl'; db: Database; coll: Collection }
  | { t: 'dropColl'; db: Database; coll: Collection }
  | { t: 'createIndex'; coll: Collection; index: Index }
  | { t: 'dropIndex'; coll: Collection; index: Index }
  | { t: 'collMod'; coll: Collection; before: Doc }
  | { t: 'indexMod'; coll: Collection; index: Index; before: IndexSpec };

/** Collects the changes of one command (or one transaction). */
export class OpLog implements WriteLog {
  readonly ops: LoggedOp[] = [];
  record(op: LoggedOp): void {
    this.ops.push(op);
  }
}

/** A collection an open transaction created: it exists for that transaction alone until it commits. */
export interface PendingCollection {
  coll: Collection;
  owner: TxnState;
}

export function viewWriteError(coll: Collection): CommandError {
  return new CommandError(ErrorCodes.CommandNotSupportedOnView, `Namespace ${coll.ns} is a view, not a collection`);
}

export class Database {
  readonly collections = new Map<string, Collection>();
  readonly pending = new Map<string, PendingCollection>();

  constructor(
    readonly name: string,
    readonly storage: DbStorage | null,
    /** Which collections' changes are counted (change-counters.ts). */
    private readonly counting: ChangeCounting = () => null,
  ) {}

  /** A committed collection (or view). */
  get(name: string): Collection | undefined {
    return this.collections.get(name);
  }

  /** The collection `txn` sees: the committed one, or one it created itself. */
  lookup(name: string, txn: TxnState | null): Collection | undefined {
    const c = this.collections.get(name);
    if (c || !txn || this.pending.size === 0) return c;
    const p = this.pending.get(name);
    return p && p.owner === txn ? p.coll : undefined;
  }

  /** Collections spring into existence on first write, as in MongoDB. One created inside a transaction stays
   * that transaction's (see publish); anyone else who needs that name waits for the transaction to end. A view
   * cannot be written (CommandNotSupportedOnView). */
  getOrCreate(name: string, log: OpLog | null, options: Doc = {}, txn: TxnState | null = null): Collection {
    let c = this.collections.get(name);
    if (c) {
      if (c.isView) throw viewWriteError(c);
      return c;
    }
    if (this.pending.size) {
      const p = this.pending.get(name);
      if (p) {
        if (p.owner === txn) return p.coll;
        throw new Blocked(p.owner);
      }
    }
    validateCollectionName(name);
    c = new Collection(this.name, name, options);
    c.changed = this.counting(name);
    if (txn) {
      this.pending.set(name, { coll: c, owner: txn });
      txn.created.push({ db: this, name });
      return c;
    }
    this.collections.set(name, c);
    c.changed?.();
    log?.record({ t: 'createColl', db: this, coll: c });
    return c;
  }

  /** A committing transaction's collection becomes everyone's, with the indexes it built. */
  publish(name: string, txn: TxnState, log: OpLog): void {
    const p = this.pending.get(name);
    if (!p || p.owner !== txn) return;
    this.pending.delete(name);
    this.collections.set(name, p.coll);
    p.coll.changed?.();
    log.record({ t: 'createColl', db: this, coll: p.coll });
    for (const index of p.coll.indexes.values())
      if (index.name !== '_id_') log.record({ t: 'createIndex', coll: p.coll, index });
  }

  /** Forgets a collection `txn` created (abort). */
  unpublished(name: string, txn: TxnState): void {
    if (this.pending.get(name)?.owner === txn) this.pending.delete(name);
  }

  drop(name: string, log: OpLog | null): boolean {
    const c = this.collections.get(name);
    if (!c) return false;
    this.collections.delete(name);
    c.changed?.();
    log?.record({ t: 'dropColl', db: this, coll: c });
    return true;
  }

  images(): CollectionImage[] {
    return [...this.collections.values()].map((c) => ({
      name: c.name,
      options: c.options,
      indexes: [...c.indexes.values()].filter((i) => i.name !== '_id_').map((i) => i.spec as unknown as Doc),
      docs: [...c.docs.values()].map((r) => r.raw),
    }));
  }
}

export function validateCollectionName(name: string): void {
  if (!name || name.includes('\0') || name.startsWith('.') || name.includes('$')) {
    throw new CommandError(ErrorCodes.InvalidOptions as number, `Invalid collection name: ${name}`);
  }
}

/** Reverts logged changes, newest first (transaction abort). */
export function undo(ops: LoggedOp[]): void {
  for (let i = ops.length - 1; i >= 0; i--) {
    const op = ops[i];
    switch (op.t) {
      case 'insert':
        op.coll.remove(op.rec, null);
        break;
      case 'update':
        op.coll.replace(op.after, op.before, null);
        break;
      case 'delete':
        op.coll.insert(op.rec, null);
        break;
      case 'createColl':
        op.db.collections.delete(op.coll.name);
        op.coll.changed?.();
        break;
      case 'dropColl':
        op.db.collections.set(op.coll.name, op.coll);
        op.coll.changed?.();
        break;
      case 'createIndex':
        op.coll.dropIndex(op.index.name);
        break;
      case 'dropIndex':
        op.coll.indexes.set(op.index.name, op.index);
        break;
      case 'collMod':
        op.coll.options = op.before;
        break;
      case 'indexMod': {
        const spec = op.index.spec as unknown as Doc;
        for (const k of Object.keys(spec)) delete spec[k];
        Object.assign(spec, op.before);
        break;
      }
    }
  }
}

/** Groups logged changes into journal ops per database. */
export function toJournal(ops: LoggedOp[], resolve: (db: string) => Database | undefined): Map<Database, JournalOp[]> {
  const out = new Map<Database, JournalOp[]>();
  for (const op of ops) {
    const db = 'db' in op ? op.db : resolve(op.coll.db);
    if (!db) continue;
    let list = out.get(db);
    if (!list) out.set(db, (list = []));
    const c = op.coll.name;
    switch (op.t) {
      case 'insert':
        list.push({ o: 'i', c, d: new RawDoc(op.rec.raw) });
        break;
      case 'update':
        list.push({ o: 'u', c, d: new RawDoc(op.after.raw) });
        break;
      case 'delete':
        list.push({ o: 'd', c, id: op.rec.view._id });
        break;
      case 'createColl':
        list.push({ o: 'cc', c, opts: op.coll.options });
        break;
      case 'dropColl':
        list.push({ o: 'dc', c });
        break;
      case 'createIndex':
        list.push({ o: 'ci', c, spec: op.index.spec as unknown as Doc });
        break;
      case 'dropIndex':
        list.push({ o: 'di', c, n: op.index.name });
        break;
      case 'collMod':
        list.push({ o: 'cm', c, opts: op.coll.options });
        break;
      case 'indexMod':
        list.push({ o: 'mi', c, spec: op.index.spec as unknown as Doc });
        break;
    }
  }
  return out;
}

export type { IndexSpec };
