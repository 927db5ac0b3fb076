// Concurrent transactions with snapshot isolation, the way MongoDB's storage engine behaves to a client:
//
//   - A transaction reads a snapshot: the committed state as of its first statement, plus its own writes.
//     Commits made later by others stay invisible to it (their replaced versions are kept in
//     Collection.history while a snapshot older than them is open).
//   - A transaction's writes go to its own write set (`overlay`), invisible to everyone else, and lock the
//     documents written until commit or abort. Commit applies the write set to the stored collections and
//     journals it as one record, inside one synchronous step of the engine thread, so it is atomic.
//   - Write conflicts, as in MongoDB: writing a document that another open transaction has written, or that
//     was committed after this transaction's snapshot, fails with WriteConflict (code 112, labelled
//     TransientTransactionError, which the driver's withTransaction retries). One refinement: while a
//     transaction has not yet run a statement it holds nothing and has read nothing, so its first statement
//     waits for the holder instead and then runs on a fresh snapshot; a queue of transactions that all start
//     with the same hot document (an order counter, a stock level) then runs one after another without
//     aborts or retries.
//   - Plain (non-transactional) writes apply to the committed state at once; one that meets a document or a
//     unique key held by an open transaction waits for it to end and runs again (MongoDB blocks likewise).
//     Plain reads never wait: they read the committed state.
//
// Unique secondary keys follow the same rules: a key claimed by another transaction's pending write is a
// conflict (or a wait), a key the snapshot already holds is a duplicate (E11000).
import { keyOf } from './bson-values.js';
import type { Collection, DocRecord, HistoryEntry, WriteLog, WriteOp } from './collection.js';
import type { Database } from './database.js';
import { CommandError, ErrorCodes } from './errors.js';
import type { Index } from './indexes.js';
import type { RecordView } from './query-engine.js';

/** Document key → the version a reader must see instead of the stored one (null: absent for it). */
export type View = RecordView;

/** A write met a document (`coll`/`key`) or a unique key that `owner` holds. The engine waits for it or
 * answers WriteConflict. Thrown through the command handlers to the engine, which always catches it; not an
 * Error, so throwing it captures no stack (it is thrown once per waiting command, on a hot path). */
export class Blocked {
  constructor(
    readonly owner: TxnState,
    readonly coll?: Collection,
    readonly key?: string,
  ) {}
}

/** Wakes the first command waiting for the lock of a document, if any (called when the lock is free). */
export function wakeNext(coll: Collection, key: string): void {
  const q = coll.lockWaiters.get(key);
  if (!q) return;
  const w = q.shift();
  if (q.length === 0) coll.lockWaiters.delete(key);
  w?.();
}

/** The transaction cannot go on (a write conflict): the engine aborts it and answers WriteConflict. Like
 * Blocked, always caught by the engine. */
export class Conflict {
  constructor(
    readonly message = 'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
  ) {}
}

export function writeConflictError(message: string): CommandError {
  return new CommandError(ErrorCodes.WriteConflict, message, { labels: ['TransientTransactionError'] });
}

interface TxnWrite {
  coll: Collection;
  key: string;
  after: DocRecord | null;
}

let nextTxnId = 1;

/** The server side of one open transaction. */
export class TxnState {
  readonly id = nextTxnId++;
  /** Commit timestamp the snapshot is taken at; -1 until the first statement runs. */
  snap = -1;
  /** Statements that ran to completion. */
  statements = 0;
  /** Writes in statement order (commit replays them in this order, so unique keys move as they did). */
  readonly writes: TxnWrite[] = [];
  readonly overlay = new Map<Collection, View>();
  /** Collections this transaction created: its own until commit publishes them (Database.pending). */
  readonly created: Array<{ db: Database; name: string }> = [];
  private readonly held: Array<[Collection, string]> = [];
  private readonly claims: Array<[Collection, string]> = [];
  private waiters: Array<() => void> = [];
  ended = false;

  constructor(
    readonly number: bigint,
    readonly startedAt: number,
    /** Connection that last ran a statement of this transaction. */
    public conn: number,
  ) {}

  get holdsLocks(): boolean {
    return this.held.length > 0;
  }

  /** Resolves once the transaction has committed or aborted. */
  ended$(): Promise<void> {
    if (this.ended) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  lock(coll: Collection, key: string): void {
    if (coll.locks.get(key) === this) return;
    coll.locks.set(key, this);
    this.held.push([coll, key]);
  }

  claim(coll: Collection, pk: string, key: string): void {
    coll.pendingUnique.set(pk, { owner: this, key });
    this.claims.push([coll, pk]);
  }

  /** Drops the write set, locks and claims (abort, or a first statement that must wait and start over). */
  clear(): void {
    for (const [coll, key] of this.held) {
      if (coll.locks.get(key) !== this) continue;
      coll.locks.delete(key);
      wakeNext(coll, key);
    }
    for (const [coll, pk] of this.claims) if (coll.pendingUnique.get(pk)?.owner === this) coll.pendingUnique.delete(pk);
    for (const { db, name } of this.created) db.unpublished(name, this);
    this.held.length = 0;
    this.claims.length = 0;
    this.writes.length = 0;
    this.overlay.clear();
    this.created.length = 0;
  }

  /** Ends the transaction: releases everything and wakes whoever waits for it. */
  finish(): void {
    this.clear();
    this.ended = true;
    const w = this.waiters;
    this.waiters = [];
    for (const r of w) r();
  }
}

/** The engine's clock of commits, the open snapshots and the history they need. */
export class Versions {
  /** Timestamp of the latest commit. */
  ts = 0;
  private readonly open = new Set<TxnState>();
  private readonly queue: Array<{ ts: number; coll: Collection; key: string }> = [];
  private head = 0;

  get openSnapshots(): number {
    return this.open.size;
  }

  begin(txn: TxnState): void {
    txn.snap = this.ts;
    this.open.add(txn);
  }

  retire(txn: TxnState): void {
    if (!this.open.delete(txn)) return;
    txn.snap = -1;
    this.prune();
  }

  /** Takes a commit timestamp for `ops` (already applied to the stored collections) and keeps the versions
   * they replaced for every open snapshot older than it. `committer` is the transaction committing, if any. */
  commit(ops: readonly { t: string }[], committer?: TxnState): number {
    const ts = ++this.ts;
    if (this.open.size === 0 || (this.open.size === 1 && committer && this.open.has(committer))) return ts;
    for (const o of ops) {
      if (o.t !== 'insert' && o.t !== 'update' && o.t !== 'delete') continue;
      const op = o as WriteOp;
      const key = op.t === 'update' ? op.before.key : op.rec.key;
      let list = op.coll.history.get(key);
      if (list && list[list.length - 1].ts === ts) continue; // this commit's first change of it is what counts
      const rec = op.t === 'insert' ? null : op.t === 'update' ? op.before : op.rec;
      if (!list) op.coll.history.set(key, (list = []));
      list.push({ ts, rec });
      this.queue.push({ ts, coll: op.coll, key });
    }
    return ts;
  }

  /** Forgets history no open snapshot can see any more. */
  private prune(): void {
    let oldest = Infinity;
    for (const t of this.open) if (t.snap < oldest) oldest = t.snap;
    while (this.head < this.queue.length && this.queue[this.head].ts <= oldest) {
      const { coll, key } = this.queue[this.head++];
      const list = coll.history.get(key);
      if (list) {
        list.shift();
        if (list.length === 0) coll.history.delete(key);
      }
    }
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
  }

  clear(): void {
    for (const t of this.open) t.snap = -1;
    this.open.clear();
    for (const { coll } of this.queue.slice(this.head)) coll.history.clear();
    this.queue.length = 0;
    this.head = 0;
  }
}

/** The version of a document a snapshot at `snap` sees when a later commit changed it; undefined when none did. */
export function versionAt(coll: Collection, key: string, snap: number): DocRecord | null | undefined {
  const list = coll.history.get(key);
  return list ? firstAfter(list, snap)?.rec : undefined;
}

function changedSince(coll: Collection, key: string, snap: number): boolean {
  const list = coll.history.get(key);
  return !!list && list[list.length - 1].ts > snap;
}

/** What `txn` sees of `coll` instead of the stored documents: versions at its snapshot, then its own writes.
 * Null when it sees the stored collection as it is. */
export function viewOf(txn: TxnState, coll: Collection): View | null {
  let view: View | null = null;
  if (coll.history.size) {
    for (const [key, list] of coll.history) {
      const h = firstAfter(list, txn.snap);
      if (h) (view ??= new Map()).set(key, h.rec);
    }
  }
  const own = txn.overlay.get(coll);
  if (own) for (const [key, rec] of own) (view ??= new Map()).set(key, rec);
  return view;
}

function firstAfter(list: HistoryEntry[], snap: number): HistoryEntry | undefined {
  for (const h of list) if (h.ts > snap) return h;
  return undefined;
}

function uniqueIndexes(coll: Collection): Index[] {
  const out: Index[] = [];
  for (const idx of coll.indexes.values()) if (idx.spec.unique && idx.name !== '_id_') out.push(idx);
  return out;
}

function hasKey(idx: Index, rec: DocRecord | null | undefined, tupleKey: string): boolean {
  if (!rec) return false;
  const tuples = idx.keysFor(rec.view);
  return !!tuples && tuples.some((t) => keyOf(t) === tupleKey);
}

const claimKey = (idx: Index, tupleKey: string) => idx.name + '\u0000' + tupleKey;

/** How a command's document writes are carried out: the stored collections for plain commands, the write
 * set for transactions. `before` is always the version the command itself read. */
export interface Writer {
  insert(coll: Collection, rec: DocRecord): void;
  replace(coll: Collection, before: DocRecord, after: DocRecord): void;
  remove(coll: Collection, rec: DocRecord): void;
}

/** Plain commands: straight to the stored collections, unless an open transaction holds what they touch. */
export class DirectWriter implements Writer {
  constructor(private readonly log: WriteLog) {}

  private check(coll: Collection, key: string, after: DocRecord | null): void {
    if (coll.locks.size === 0 && coll.pendingUnique.size === 0) return;
    const owner = coll.locks.get(key);
    if (owner) throw new Blocked(owner as TxnState, coll, key);
    if (!after) return;
    for (const idx of uniqueIndexes(coll)) {
      const tuples = idx.keysFor(after.view);
      if (!tuples) continue;
      for (const t of tuples) {
        const k = keyOf(t);
        const pending = coll.pendingUnique.get(claimKey(idx, k));
        if (pending && pending.key !== key) throw new Blocked(pending.owner as TxnState);
        const holder = idx.uniqueOwner(k);
        const lock = holder !== undefined && holder !== key ? coll.locks.get(holder) : undefined;
        if (lock) throw new Blocked(lock as TxnState, coll, holder);
      }
    }
  }

  insert(coll: Collection, rec: DocRecord): void {
    this.check(coll, rec.key, rec);
    coll.insert(rec, this.log);
  }

  replace(coll: Collection, before: DocRecord, after: DocRecord): void {
    this.check(coll, before.key, after);
    coll.replace(before, after, this.log);
  }

  remove(coll: Collection, rec: DocRecord): void {
    this.check(coll, rec.key, null);
    coll.remove(rec, this.log);
  }
}

/** A transaction's statements: into its write set, after the conflict checks. */
export class TxnWriter implements Writer {
  constructor(private readonly txn: TxnState) {}

  /** The version of a document this transaction sees (null: none). */
  private visible(coll: Collection, key: string): DocRecord | null {
    const own = this.txn.overlay.get(coll);
    if (own?.has(key)) return own.get(key)!;
    const old = versionAt(coll, key, this.txn.snap);
    return old === undefined ? (coll.docs.get(key) ?? null) : old;
  }

  insert(coll: Collection, rec: DocRecord): void {
    this.write(coll, rec.key, rec, true);
  }

  replace(coll: Collection, before: DocRecord, after: DocRecord): void {
    if (after.key !== before.key) {
      throw new CommandError(
        ErrorCodes.ImmutableField,
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    this.write(coll, before.key, after, false);
  }

  remove(coll: Collection, rec: DocRecord): void {
    this.write(coll, rec.key, null, false);
  }

  private write(coll: Collection, key: string, after: DocRecord | null, inserting: boolean): void {
    const txn = this.txn;
    const owner = coll.locks.get(key);
    if (owner && owner !== txn) throw new Blocked(owner as TxnState, coll, key);
    if (owner !== txn && changedSince(coll, key, txn.snap)) throw new Conflict();
    if (inserting && this.visible(coll, key)) throw coll.idIndex.duplicateError([after!.view._id]);
    let own = txn.overlay.get(coll);
    const previous = own?.get(key);
    if (after) this.checkUnique(coll, key, after);
    if (previous) this.unclaim(coll, key, previous);
    if (after)
      for (const idx of uniqueIndexes(coll))
        for (const t of idx.keysFor(after.view) ?? []) txn.claim(coll, claimKey(idx, keyOf(t)), key);
    if (!own) txn.overlay.set(coll, (own = new Map()));
    own.set(key, after);
    txn.lock(coll, key);
    txn.writes.push({ coll, key, after });
  }

  private unclaim(coll: Collection, key: string, rec: DocRecord): void {
    for (const idx of uniqueIndexes(coll)) {
      for (const t of idx.keysFor(rec.view) ?? []) {
        const pk = claimKey(idx, keyOf(t));
        const c = coll.pendingUnique.get(pk);
        if (c && c.owner === this.txn && c.key === key) coll.pendingUnique.delete(pk);
      }
    }
  }

  /** E11000 when the snapshot (with this transaction's writes) already holds one of `after`'s unique keys;
   * a conflict when another transaction claims it or a commit after the snapshot moved it. */
  private checkUnique(coll: Collection, key: string, after: DocRecord): void {
    const txn = this.txn;
    const own = txn.overlay.get(coll);
    for (const idx of uniqueIndexes(coll)) {
      const tuples = idx.keysFor(after.view);
      if (!tuples) continue;
      for (const t of tuples) {
        const k = keyOf(t);
        const pending = coll.pendingUnique.get(claimKey(idx, k));
        if (pending && pending.key !== key) {
          if (pending.owner !== txn) throw new Blocked(pending.owner as TxnState);
          throw idx.duplicateError(t);
        }
        const holder = idx.uniqueOwner(k);
        if (holder !== undefined && holder !== key) {
          if (own?.has(holder)) {
            if (hasKey(idx, own.get(holder), k)) throw idx.duplicateError(t);
          } else {
            const lock = coll.locks.get(holder);
            if (lock && lock !== txn) throw new Blocked(lock as TxnState, coll, holder);
            const old = versionAt(coll, holder, txn.snap);
            if (old === undefined || hasKey(idx, old, k)) throw idx.duplicateError(t);
            throw new Conflict();
          }
        }
        // A document that held the key at the snapshot but gave it up in a later commit.
        for (const [other, list] of coll.history) {
          if (other === key || own?.has(other)) continue;
          const h = firstAfter(list, txn.snap);
          if (h && hasKey(idx, h.rec, k)) throw new Conflict();
        }
      }
    }
  }
}

/** Applies a committing transaction's writes to the stored collections, in statement order. */
export function applyWrites(txn: TxnState, log: WriteLog): void {
  for (const w of txn.writes) {
    const cur = w.coll.docs.get(w.key);
    if (w.after === null) {
      if (cur) w.coll.remove(cur, log);
    } else if (cur) w.coll.replace(cur, w.after, log);
    else w.coll.insert(w.after, log);
  }
}
