// The command engine: databases in memory, durability through DbStorage, sessions/transactions, cursors,
// and the dispatch from a decoded wire message to a command handler and back to reply bytes.
import * as BSON from 'bson';
import { Binary, Long, ObjectId, Timestamp } from 'bson';
import { keyOf, num, type Doc } from './bson-values.js';
import { makeRecord } from './collection.js';
import { Collection } from './collection.js';
import * as admin from './commands/admin.js';
import type { CommandContext, CommandHandler } from './commands/context.js';
import * as read from './commands/read.js';
import * as write from './commands/write.js';
import { CursorRegistry } from './cursors.js';
import { Database, OpLog, toJournal, undo } from './database.js';
import { CommandError, ErrorCodes } from './errors.js';
import type { FsyncMode } from './journal.js';
import { encode } from './raw-bson.js';
import { DbStorage, listStoredDatabases, lockDataDir } from './storage.js';
import { SessionTable, TxnLock, type Session } from './transactions.js';
import type { CommittedView } from './query-engine.js';
import type { IndexSpec } from './indexes.js';
import { OP_MSG_HEADER, OP_QUERY, OP_REPLY_HEADER, frameOpMsg, frameOpReply, type Message } from './wire.js';

export interface EngineOptions {
  dataDir: string;
  fsync: FsyncMode;
  /** How often expired TTL documents are removed (MongoDB: 60 s). */
  ttlIntervalMs?: number;
  /** A transaction open longer than this is aborted (MongoDB's transactionLifetimeLimitSeconds). */
  transactionLifetimeMs?: number;
  /** How long a transaction's first statement waits for another transaction to finish. */
  transactionLockWaitMs?: number;
  /** Journal size that triggers compaction into a new snapshot. */
  compactBytes?: number;
}

const SESSION_TIMEOUT_MINUTES = 30;
const MAX_WIRE_VERSION = 21; // MongoDB 7.0
const SET_NAME = 'rs0';

/** Commands that never wait behind an open transaction. */
const LOCK_FREE = new Set([
  'hello', 'ismaster', 'ping', 'buildinfo', 'endsessions', 'getparameter', 'whatsmyuri', 'connectionstatus',
  'hostinfo', 'getcmdlineopts', 'getlog', 'serverstatus', 'killcursors', 'committransaction', 'aborttransaction',
  'listdatabases', 'getfreemonitoringstatus', 'atlasversion', 'replsetgetstatus',
]);
const RETRYABLE = new Set(['insert', 'update', 'delete', 'findandmodify']);
/** Commands that read without writing: outside a transaction they do not wait for one, they read around it. */
const READS = new Set(['find', 'getmore', 'count', 'distinct', 'aggregate', 'listcollections', 'listindexes']);

function hasOut(body: Doc): boolean {
  const p = body.pipeline;
  return Array.isArray(p) && p.some((s) => s && typeof s === 'object' && ('$out' in s || '$merge' in s));
}

const COMMANDS: Record<string, CommandHandler> = {
  insert: write.insert,
  update: write.update,
  delete: write.del,
  findandmodify: write.findAndModify,
  find: read.find,
  getmore: read.getMore,
  killcursors: read.killCursors,
  count: read.count,
  distinct: read.distinct,
  aggregate: read.aggregate,
  create: admin.create,
  drop: admin.drop,
  listcollections: admin.listCollections,
  createindexes: admin.createIndexes,
  listindexes: admin.listIndexes,
  dropindexes: admin.dropIndexes,
  deleteindexes: admin.dropIndexes,
  dropdatabase: admin.dropDatabase,
  listdatabases: admin.listDatabases,
  collstats: admin.collStats,
  dbstats: admin.dbStats,
};

function sessionKey(lsid: unknown): string | null {
  const id = (lsid as { id?: unknown } | undefined)?.id;
  if (id instanceof Binary) return Buffer.from(id.buffer).toString('hex');
  return id === undefined ? null : keyOf(id);
}

function txnNumberOf(v: unknown): bigint | null {
  if (v === undefined || v === null) return null;
  if (v instanceof Long) {
    const n = v.toNumber();
    return Number.isSafeInteger(n) ? BigInt(n) : v.toBigInt();
  }
  return BigInt(num(v));
}

export class Engine {
  readonly databases = new Map<string, Database>();
  readonly cursors = new CursorRegistry();
  readonly sessions = new SessionTable();
  private readonly lock = new TxnLock();
  private unlock: (() => void) | null = null;
  private timers: NodeJS.Timeout[] = [];
  private readonly electionId = new ObjectId('7fffffff0000000000000001');
  private readonly startedAt = new Date();
  address = '127.0.0.1:27017';
  private closed = false;

  constructor(private readonly opts: EngineOptions) {}

  /** Takes the DATA_DIR lock and loads every database (snapshot + journal replay). */
  open(): void {
    this.unlock = lockDataDir(this.opts.dataDir);
    try {
      for (const name of listStoredDatabases(this.opts.dataDir)) this.loadDatabase(name);
    } catch (err) {
      this.unlock();
      this.unlock = null;
      throw err;
    }
    const ttl = setInterval(() => this.sweepTtl(), this.opts.ttlIntervalMs ?? 1000);
    const housekeeping = setInterval(() => this.housekeeping(), 1000);
    ttl.unref();
    housekeeping.unref();
    this.timers.push(ttl, housekeeping);
  }

  private loadDatabase(name: string): Database {
    const storage = new DbStorage(this.opts.dataDir, name, this.opts.fsync);
    const db = new Database(name, storage);
    const loaded = storage.load();
    for (const img of loaded.collections) {
      const coll = db.getOrCreate(img.name, null, img.options);
      for (const raw of img.docs) coll.insert(makeRecord(raw), null);
      for (const spec of img.indexes) coll.createIndex(spec as unknown as IndexSpec);
    }
    for (const record of loaded.journal) for (const op of record) this.replay(db, op);
    this.databases.set(name, db);
    if (storage.journalBytes > (this.opts.compactBytes ?? 64 * 1024 * 1024)) storage.compact(db.images());
    return db;
  }

  private replay(db: Database, op: Doc): void {
    const c = op.c as string;
    switch (op.o) {
      case 'i':
      case 'u': {
        const coll = db.getOrCreate(c, null);
        const rec = makeRecord(op.raw as Buffer);
        const prev = coll.docs.get(rec.key);
        if (prev) coll.replace(prev, rec, null);
        else coll.insert(rec, null);
        break;
      }
      case 'd': {
        const coll = db.get(c);
        const rec = coll?.docs.get(keyOf(BSON.deserialize(BSON.serialize({ v: op.id })).v));
        if (rec) coll!.remove(rec, null);
        break;
      }
      case 'cc':
        db.getOrCreate(c, null, (op.opts as Doc) ?? {});
        break;
      case 'dc':
        db.drop(c, null);
        break;
      case 'ci': {
        const spec = BSON.deserialize(BSON.serialize(op.spec as Doc)) as unknown as IndexSpec;
        const coll = db.getOrCreate(c, null);
        if (!coll.indexes.has(spec.name)) coll.createIndex(spec);
        break;
      }
      case 'di':
        db.get(c)?.dropIndex(op.n as string);
        break;
    }
  }

  db(name: string): Database {
    let db = this.databases.get(name);
    if (!db) {
      if (!name || /[/\\. "$\0]/.test(name)) throw new CommandError(ErrorCodes.InvalidOptions, `Invalid database name: '${name}'`);
      db = new Database(name, new DbStorage(this.opts.dataDir, name, this.opts.fsync));
      this.databases.set(name, db);
    }
    return db;
  }

  /** Journals a command's (or a committed transaction's) changes. Runs before the reply is sent. */
  private persist(log: OpLog): void {
    if (log.ops.length === 0) return;
    for (const [db, ops] of toJournal(log.ops, (n) => this.databases.get(n))) db.storage?.append(ops);
  }

  // ---------------------------------------------------------------------------------------------- dispatch

  async handle(msg: Message, connectionId: number): Promise<Buffer | null> {
    const reply = await this.run(msg, connectionId);
    if (msg.moreToCome) return null;
    // One allocation: the reply document is encoded behind room for the message header.
    if (msg.opCode === OP_QUERY) return frameOpReply(msg.requestId, encode(reply, OP_REPLY_HEADER));
    return frameOpMsg(msg.requestId, encode(reply, OP_MSG_HEADER));
  }

  private async run(msg: Message, connectionId: number): Promise<Doc> {
    const body = msg.body;
    const name = Object.keys(body)[0] ?? '';
    const cmd = name.toLowerCase();
    try {
      if (this.closed) throw new CommandError(ErrorCodes.InternalError, 'server is shutting down');
      if (cmd === 'hello' || cmd === 'ismaster') return this.hello(cmd === 'hello', connectionId);
      const simple = this.simpleCommand(cmd, body);
      if (simple) return simple;
      const dbName = typeof body.$db === 'string' ? body.$db : (msg.fullCollectionName ?? 'admin').split('.')[0];
      const key = sessionKey(body.lsid);
      const session = key ? this.sessions.get(key) : null;
      const txnNumber = txnNumberOf(body.txnNumber);
      const inTxn = body.autocommit === false && session !== null && txnNumber !== null;

      if (cmd === 'committransaction' || cmd === 'aborttransaction') {
        return this.finishTransaction(cmd === 'committransaction', session, txnNumber);
      }
      if (cmd === 'endsessions') return this.endSessions(body);

      let committed: CommittedView | null = null;
      if (inTxn) await this.enterTransaction(session!, txnNumber!, body.startTransaction === true, connectionId);
      else if (READS.has(cmd) && !(cmd === 'aggregate' && hasOut(body))) committed = this.committedView(key);
      else if (!LOCK_FREE.has(cmd)) {
        const wait = this.lock.waitUntilFree(key);
        if (wait) await wait;
      }

      const handler = COMMANDS[cmd];
      if (!handler) {
        throw new CommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
      }

      const retryable = !inTxn && session && txnNumber !== null && RETRYABLE.has(cmd);
      if (retryable && session.retry) {
        if (session.retry.txnNumber === txnNumber) return session.retry.reply;
        if (session.retry.txnNumber > txnNumber) {
          throw new CommandError(ErrorCodes.TransactionTooOld, `Retryable write with txnNumber ${txnNumber} is prohibited on session because a newer retryable write with txnNumber ${session.retry.txnNumber} has already started on this session.`);
        }
      }

      const log = inTxn ? session!.txn!.log : new OpLog();
      const ctx: CommandContext = {
        engine: this,
        db: this.db(dbName),
        body,
        sequences: msg.sequences,
        log,
        session,
        inTxn,
        connectionId,
        committed,
      };
      let reply: Doc;
      try {
        reply = handler(ctx);
      } catch (err) {
        // As in MongoDB, a statement that fails inside a transaction aborts the whole transaction.
        if (inTxn) this.abort(session!);
        throw err;
      } finally {
        // Whatever a failed command changed before failing stays (as in MongoDB) and must be journalled too.
        if (!inTxn) this.persist(log);
      }
      if (inTxn && reply.writeErrors) this.abort(session!);
      if (retryable) session.retry = { txnNumber: txnNumber!, reply };
      return reply;
    } catch (err) {
      if (err instanceof CommandError) return err.toReply();
      return new CommandError(ErrorCodes.InternalError, (err as Error).message ?? String(err)).toReply();
    }
  }

  private simpleCommand(cmd: string, body: Doc): Doc | null {
    switch (cmd) {
      case 'ping':
        return { ok: 1 };
      case 'buildinfo':
        return {
          version: '7.0.0',
          gitVersion: 'embedded',
          versionArray: [7, 0, 0, 0],
          bits: 64,
          maxBsonObjectSize: 16 * 1024 * 1024,
          storageEngines: ['embedded'],
          ok: 1,
        };
      case 'getparameter':
        return { featureCompatibilityVersion: { version: '7.0' }, ok: 1 };
      case 'whatsmyuri':
        return { you: '127.0.0.1:0', ok: 1 };
      case 'connectionstatus':
        return { authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 };
      case 'hostinfo':
        return { system: { hostname: this.address, currentTime: new Date() }, os: { type: process.platform }, ok: 1 };
      case 'getcmdlineopts':
        return { argv: ['embedded'], parsed: {}, ok: 1 };
      case 'getlog':
        return { totalLinesWritten: 0, log: [], ok: 1 };
      case 'serverstatus':
        return { host: this.address, version: '7.0.0', process: 'embedded', uptime: (Date.now() - this.startedAt.getTime()) / 1000, localTime: new Date(), ok: 1 };
      case 'replsetgetstatus':
        return { set: SET_NAME, myState: 1, members: [{ _id: 0, name: this.address, health: 1, state: 1, stateStr: 'PRIMARY' }], ok: 1 };
      default:
        void body;
        return null;
    }
  }

  private hello(modern: boolean, connectionId: number): Doc {
    const reply: Doc = {
      helloOk: true,
      [modern ? 'isWritablePrimary' : 'ismaster']: true,
      setName: SET_NAME,
      setVersion: 1,
      electionId: this.electionId,
      hosts: [this.address],
      primary: this.address,
      me: this.address,
      secondary: false,
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
      localTime: new Date(),
      logicalSessionTimeoutMinutes: SESSION_TIMEOUT_MINUTES,
      connectionId,
      minWireVersion: 0,
      maxWireVersion: MAX_WIRE_VERSION,
      readOnly: false,
      lastWrite: { opTime: { ts: new Timestamp({ t: Math.floor(Date.now() / 1000), i: 1 }), t: Long.fromNumber(1) }, lastWriteDate: new Date() },
      ok: 1,
    };
    return reply;
  }

  // ------------------------------------------------------------------------------------------ transactions

  private async enterTransaction(session: Session, txnNumber: bigint, start: boolean, connectionId: number): Promise<void> {
    const txn = session.txn;
    if (start) {
      if (txn && txn.number === txnNumber) {
        throw new CommandError(ErrorCodes.NoSuchTransaction, `Given transaction number ${txnNumber} does not match any in-progress transactions.`);
      }
      if (txn) this.abort(session);
      if (txnNumber <= session.committed || txnNumber <= session.aborted) {
        throw new CommandError(ErrorCodes.TransactionTooOld, `Cannot start transaction ${txnNumber} on session because a newer transaction has already started.`);
      }
      const ok = await this.lock.acquire(session.key, this.opts.transactionLockWaitMs ?? 2000);
      if (!ok) {
        throw new CommandError(ErrorCodes.WriteConflict, 'Write conflict: another transaction is in progress. Please retry your operation or multi-document transaction.', { labels: ['TransientTransactionError'] });
      }
      session.txn = { number: txnNumber, log: new OpLog(), startedAt: Date.now(), conn: connectionId };
      return;
    }
    if (!txn || txn.number !== txnNumber) {
      throw new CommandError(ErrorCodes.NoSuchTransaction, `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, { labels: ['TransientTransactionError'] });
    }
    txn.conn = connectionId;
  }

  /** For a read by `key` while another session's transaction is open: the committed versions of the
   * documents that transaction has changed so far. Null when there is nothing to hide. */
  private committedView(key: string | null): CommittedView | null {
    const owner = this.lock.owner;
    if (owner === null || owner === key) return null;
    const txn = this.sessions.peek(owner)?.txn;
    if (!txn || txn.log.ops.length === 0) return null;
    const view: CommittedView = new Map();
    for (const op of txn.log.ops) {
      if (op.t !== 'insert' && op.t !== 'update' && op.t !== 'delete') continue;
      let m = view.get(op.coll);
      if (!m) view.set(op.coll, (m = new Map()));
      const k = op.t === 'update' ? op.before.key : op.rec.key;
      if (m.has(k)) continue;
      m.set(k, op.t === 'insert' ? null : op.t === 'update' ? op.before : op.rec);
    }
    return view;
  }

  private finishTransaction(commit: boolean, session: Session | null, txnNumber: bigint | null): Doc {
    if (!session || txnNumber === null) throw new CommandError(ErrorCodes.InvalidOptions, `${commit ? 'commitTransaction' : 'abortTransaction'} must be run within a session`);
    const txn = session.txn;
    if (!txn || txn.number !== txnNumber) {
      if (commit && session.committed === txnNumber) return { ok: 1 }; // retried commit
      throw new CommandError(ErrorCodes.NoSuchTransaction, `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, { labels: ['TransientTransactionError'] });
    }
    if (!commit) {
      this.abort(session);
      return { ok: 1 };
    }
    try {
      this.persist(txn.log);
    } finally {
      session.txn = null;
      session.committed = txnNumber;
      this.lock.release(session.key);
    }
    return { ok: 1 };
  }

  private abort(session: Session): void {
    const txn = session.txn;
    if (!txn) return;
    undo(txn.log.ops);
    session.txn = null;
    session.aborted = txn.number;
    this.lock.release(session.key);
  }

  private endSessions(body: Doc): Doc {
    const list = (body.endSessions as unknown[]) ?? [];
    for (const lsid of list) {
      const key = sessionKey(lsid);
      const s = key ? this.sessions.peek(key) : undefined;
      if (!s) continue;
      this.abort(s);
      this.sessions.delete(s.key);
    }
    return { ok: 1 };
  }

  /** A client that goes away takes its open transactions with it. */
  connectionClosed(connectionId: number): void {
    for (const s of this.sessions.all()) if (s.txn && s.txn.conn === connectionId) this.abort(s);
  }

  // ---------------------------------------------------------------------------------------- housekeeping

  /** Removes documents whose TTL-indexed date is older than expireAfterSeconds. */
  sweepTtl(now = Date.now()): number {
    if (this.lock.owner !== null) return 0;
    let removed = 0;
    for (const db of this.databases.values()) {
      const log = new OpLog();
      for (const coll of db.collections.values()) removed += this.sweepCollection(coll, now, log);
      this.persist(log);
    }
    return removed;
  }

  private sweepCollection(coll: Collection, now: number, log: OpLog): number {
    let removed = 0;
    for (const idx of coll.indexes.values()) {
      const secs = idx.spec.expireAfterSeconds;
      if (secs === undefined) continue;
      const cutoff = new Date(now - secs * 1000);
      const expired = new Set<string>();
      for (const e of idx.scan([idx.dirs[0] > 0 ? new Date(-8.64e15) : cutoff], [idx.dirs[0] > 0 ? cutoff : new Date(-8.64e15)])) {
        expired.add(e.id as string);
      }
      for (const id of expired) {
        const rec = coll.docs.get(id);
        if (rec) {
          coll.remove(rec, log);
          removed++;
        }
      }
    }
    return removed;
  }

  private housekeeping(): void {
    const now = Date.now();
    this.cursors.sweep(now);
    this.sessions.sweep(SESSION_TIMEOUT_MINUTES * 60_000, now);
    const limit = this.opts.transactionLifetimeMs ?? 60_000;
    for (const s of this.sessions.all()) if (s.txn && now - s.txn.startedAt > limit) this.abort(s);
    if (this.lock.owner === null) {
      const threshold = this.opts.compactBytes ?? 64 * 1024 * 1024;
      for (const db of this.databases.values()) {
        const st = db.storage;
        if (st && st.journalBytes > threshold && st.journalBytes > st.snapshotBytes) st.compact(db.images());
      }
    }
  }

  /** Compacts every database into a fresh snapshot now (also done on close). */
  compactAll(): void {
    for (const db of this.databases.values()) db.storage?.compact(db.images());
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    for (const s of this.sessions.all()) this.abort(s);
    this.lock.clear();
    this.cursors.clear();
    try {
      this.compactAll();
    } finally {
      for (const db of this.databases.values()) db.storage?.close();
      this.unlock?.();
      this.unlock = null;
    }
  }
}

