// The command engine: databases in memory, durability through DbStorage, sessions/transactions, cursors,
// and the dispatch from a decoded wire message to a command handler and back to reply bytes.
import * as BSON from 'bson';
import { Binary, Long, ObjectId } from 'bson';
import { isPlainObject, keyOf, num, type Doc } from './bson-values.js';
import { changeCounting, type ChangeCounterSpec, type ChangeCounting } from './change-counters.js';
import { ClusterClock } from './cluster-time.js';
import { makeRecord, Collection } from './collection.js';
import * as admin from './commands/admin.js';
import type { CommandContext, CommandHandler } from './commands/context.js';
import * as read from './commands/read.js';
import * as write from './commands/write.js';
import { CursorRegistry } from './cursors.js';
import { Database, OpLog, toJournal, undo } from './database.js';
import { computedLabels } from './error-labels.js';
import { CommandError, ErrorCodes, evaluationError } from './errors.js';
import { FailPoints, type CommandSite } from './fail-points.js';
import type { FsyncMode } from './journal.js';
import {
  Blocked,
  Conflict,
  DirectWriter,
  TxnState,
  TxnWriter,
  Versions,
  applyWrites,
  viewOf,
  wakeNext,
  writeConflictError,
} from './mvcc.js';
import { checkCollation, checkWriteConcern, writeConcernError } from './options.js';
import { encode } from './raw-bson.js';
import { scanStatsCommand, scanStatsOn, setCurrentCommand } from './scan-stats.js';
import { DbStorage, listStoredDatabases, lockDataDir } from './storage.js';
import { SessionTable, type Session } from './transactions.js';
import type { IndexSpec } from './indexes.js';
import { OP_MSG_HEADER, OP_QUERY, OP_REPLY_HEADER, frameOpMsg, frameOpReply, type Message } from './wire.js';

export interface EngineOptions {
  dataDir: string;
  fsync: FsyncMode;
  /** How often expired TTL documents are removed (MongoDB: 60 s). */
  ttlIntervalMs?: number;
  /** A transaction open longer than this is aborted (MongoDB's transactionLifetimeLimitSeconds). */
  transactionLifetimeMs?: number;
  /** How long a transaction's first statement may wait, in all, for documents other transactions hold. */
  transactionLockWaitMs?: number;
  /** How many transactions' first statements may queue for one document; later ones get a WriteConflict at once.
   * Each waiting statement holds one of its client's pooled connections (the driver's default pool has 100). */
  maxLockWaiters?: number;
  /** Journal size that triggers compaction into a new snapshot. */
  compactBytes?: number;
  /** Collections whose visible changes are counted in a buffer the caller shares (change-counters.ts). */
  changeCounters?: ChangeCounterSpec;
  /**
   * Behave as MongoDB where this server is otherwise friendlier: a transaction's first statement that meets a
   * document another transaction holds gets WriteConflict at once instead of waiting for it, and a transaction
   * outlives its client's connection (it ends by commit, abort, endSessions or the lifetime limit).
   */
  strict?: boolean;
  /** mongod's enableTestCommands: `configureFailPoint` and `waitForFailPoint` exist (fail-points.ts). A transaction
   * then outlives its client's connection too, as with `strict`. */
  enableTestCommands?: boolean;
}

/** What `Engine.handle` answers when a fail point closes the connection instead of replying. */
export const CLOSE_CONNECTION = Symbol('close connection');

const SESSION_TIMEOUT_MINUTES = 30;
const MAX_WIRE_VERSION = 25; // MongoDB 8.0 (MongoClient.bulkWrite needs it)
const SET_NAME = 'rs0';

const RETRYABLE = new Set(['insert', 'update', 'delete', 'findandmodify', 'bulkwrite']);
/** Commands that change collections or indexes: they wait until no transaction holds a pending write. */
const DDL = new Set(['create', 'drop', 'createindexes', 'dropindexes', 'deleteindexes', 'dropdatabase', 'collmod']);
/** What MongoDB lets a transaction run; anything else is OperationNotSupportedInTransaction (count included). */
const IN_TXN = new Set([
  'find',
  'getmore',
  'killcursors',
  'insert',
  'update',
  'delete',
  'findandmodify',
  'aggregate',
  'distinct',
  'bulkwrite',
  'create',
  'createindexes',
]);
/** Commands that take a writeConcern (and answer a writeConcernError when it cannot be met). */
const WRITE_CONCERN = new Set([
  'insert',
  'update',
  'delete',
  'findandmodify',
  'bulkwrite',
  'create',
  'drop',
  'createindexes',
  'dropindexes',
  'deleteindexes',
  'dropdatabase',
  'collmod',
  'aggregate',
  'committransaction',
  'aborttransaction',
]);
/** Commands mongod waits for a write concern after (so a failCommand writeConcernError applies to them): those that
 * take one, an aggregate only with $out or $merge, and getMore (it inherits its cursor's). */
function waitsForWriteConcern(cmd: string, body: Doc): boolean {
  if (cmd === 'aggregate') return hasOut(body);
  return cmd === 'getmore' || WRITE_CONCERN.has(cmd);
}

/** A command's namespace as mongod names it: `db.collection` when the command names a collection, else `db`. */
function namespaceOf(cmd: string, body: Doc, dbName: string): string {
  const target = cmd === 'getmore' ? body.collection : body[Object.keys(body)[0]];
  return typeof target === 'string' ? `${dbName}.${target}` : dbName;
}

/** What mongod answers to a command a transaction may not run. */
function notInTransaction(name: string): CommandError {
  return new CommandError(
    ErrorCodes.OperationNotSupportedInTransaction,
    `Cannot run '${name}' in a multi-document transaction.`,
  );
}

function dbNameOf(msg: Message): string {
  return typeof msg.body.$db === 'string' ? msg.body.$db : (msg.fullCollectionName ?? 'admin').split('.')[0];
}

/** failCommand's blockConnection: mongod's stall is interruptible, so a maxTimeMS shorter than it ends the command
 * with MaxTimeMSExpired (the reply); null once the stall is over. */
async function stall(body: Doc, ms: number): Promise<Doc | null> {
  const limit = body.maxTimeMS === undefined ? 0 : num(body.maxTimeMS);
  const expires = limit > 0 && limit < ms;
  await new Promise((r) => setTimeout(r, expires ? limit : ms));
  return expires ? new CommandError(ErrorCodes.MaxTimeMSExpired, 'operation exceeded time limit').toReply() : null;
}

const DEFAULT_LOCK_WAIT_MS = 5000;
const DEFAULT_MAX_LOCK_WAITERS = 32;
const noView = () => null;

function hasOut(body: Doc): boolean {
  const p = body.pipeline;
  return Array.isArray(p) && p.some((s) => s && typeof s === 'object' && ('$out' in s || '$merge' in s));
}

const COMMANDS: Record<string, CommandHandler> = {
  insert: write.insert,
  update: write.update,
  bulkwrite: write.bulkWrite,
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
  collmod: admin.collMod,
  listdatabases: admin.listDatabases,
  collstats: admin.collStats,
  dbstats: admin.dbStats,
  createsearchindexes: admin.searchIndexCommand,
  updatesearchindex: admin.searchIndexCommand,
  dropsearchindex: admin.searchIndexCommand,
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
  private readonly versions = new Versions();
  /** Connections with commands waiting for a lock, and those of them that closed meanwhile: a waiting command of
   * a closed connection is dropped, never run (the client may already have retried it elsewhere). */
  private readonly waiting = new Map<number, number>();
  private readonly abandoned = new Set<number>();
  /** client.application.name of each connection's handshake, for failCommand's appName. */
  private readonly appNames = new Map<number, string>();
  readonly failPoints = new FailPoints();
  /** The replica set's cluster time, on every reply. It starts a second ahead so that no time a previous run of this
   * data directory handed out in its last second is ahead of it (mongod keeps it in the oplog). */
  readonly clock = new ClusterClock(Date.now() + 1000);
  private unlock: (() => void) | null = null;
  private timers: NodeJS.Timeout[] = [];
  private readonly electionId = new ObjectId('7fffffff0000000000000001');
  private readonly startedAt = new Date();
  /** What serverStatus reports of transactions and write conflicts, named as mongod names them: a deployer reads the
   * same figures off MongoDB, and bench:checkout reads them to count a checkout's transaction retries. */
  private readonly stats = { totalStarted: 0, totalCommitted: 0, totalAborted: 0, writeConflicts: 0 };
  address = '127.0.0.1:27017';
  private closed = false;

  private readonly counting: ChangeCounting;

  constructor(private readonly opts: EngineOptions) {
    this.counting = changeCounting(opts.changeCounters);
  }

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
    const db = new Database(name, storage, this.counting);
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
      case 'cm': {
        const coll = db.get(c);
        if (coll) coll.options = (op.opts as Doc) ?? {};
        break;
      }
      case 'mi': {
        const spec = BSON.deserialize(BSON.serialize(op.spec as Doc)) as unknown as IndexSpec;
        const idx = db.get(c)?.indexes.get(spec.name);
        if (idx) Object.assign(idx.spec, spec);
        break;
      }
    }
  }

  db(name: string): Database {
    let db = this.databases.get(name);
    if (!db) {
      if (!name || /[/\\. "$\0]/.test(name))
        throw new CommandError(ErrorCodes.InvalidOptions, `Invalid database name: '${name}'`);
      db = new Database(name, new DbStorage(this.opts.dataDir, name, this.opts.fsync), this.counting);
      this.databases.set(name, db);
    }
    return db;
  }

  /** Journals a command's (or a committed transaction's) changes. Runs before the reply is sent. */
  private persist(log: OpLog): void {
    if (log.ops.length === 0) return;
    for (const [db, ops] of toJournal(log.ops, (n) => this.databases.get(n))) db.storage?.append(ops);
  }

  /** A plain command's changes: a commit timestamp (keeping replaced versions for open snapshots), then the journal. */
  private commitDirect(log: OpLog): void {
    if (log.ops.length === 0) return;
    this.versions.commit(log.ops);
    this.clock.tick();
    this.persist(log);
  }

  // ---------------------------------------------------------------------------------------------- dispatch

  async handle(msg: Message, connectionId: number): Promise<Buffer | null | typeof CLOSE_CONNECTION> {
    let reply: Doc | typeof CLOSE_CONNECTION;
    if (this.failPoints.active) {
      reply = await this.runFailing(msg, connectionId);
      if (reply === CLOSE_CONNECTION) return reply;
    } else {
      reply = await this.run(msg, connectionId);
      if (reply.ok === 0 || reply.writeConcernError) this.label(reply, msg.body, null);
    }
    if (msg.moreToCome) return null;
    const times = this.carriesTimes(msg.body) ? this.clock.tail : undefined;
    // One allocation: the reply document is encoded behind room for the message header.
    if (msg.opCode === OP_QUERY) return frameOpReply(msg.requestId, encode(reply, OP_REPLY_HEADER, times));
    return frameOpMsg(msg.requestId, encode(reply, OP_MSG_HEADER, times));
  }

  /**
   * Whether the reply gets `$clusterTime` and `operationTime`. mongod adds them to every reply; here a command sent
   * without a session gets none. A driver sends an lsid with every command but its handshake, whose reply has them,
   * so only the in-process direct line (src/store/direct.ts, which has no sessions) sends none, and for it decoding
   * the two fields would cost several µs a command for nothing.
   */
  private carriesTimes(body: Doc): boolean {
    return (
      body.lsid !== undefined || body.hello !== undefined || body.isMaster !== undefined || body.ismaster !== undefined
    );
  }

  /**
   * A command while failCommand is on (fail-points.ts): it may stall, lose its connection or fail before it runs,
   * and get a writeConcernError after. The labels the fail point gives replace the computed ones.
   */
  private async runFailing(msg: Message, connectionId: number): Promise<Doc | typeof CLOSE_CONNECTION> {
    const body = msg.body;
    const cmd = (Object.keys(body)[0] ?? '').toLowerCase();
    if (cmd === 'hello' || cmd === 'ismaster') this.noteClient(body, connectionId);
    const site: CommandSite = {
      cmd,
      ns: namespaceOf(cmd, body, dbNameOf(msg)),
      appName: this.appNames.get(connectionId) ?? '',
    };
    const hit = this.failPoints.intercept(site);
    let labels = hit?.labels ?? null;
    let reply = hit?.blockMs ? await stall(body, hit.blockMs) : null;
    if (!reply && hit?.close) return CLOSE_CONNECTION;
    if (!reply && hit?.error) reply = hit.error.toReply();
    if (!reply) {
      reply = await this.run(msg, connectionId);
      const wce = waitsForWriteConcern(cmd, body) ? this.failPoints.writeConcernError(site) : null;
      if (wce) {
        // A copy: the reply may be the one kept for a retried write, which must stay as the write answered.
        reply = { ...reply, writeConcernError: wce.error };
        labels = wce.labels ?? labels;
      }
    }
    if (reply.ok === 0 || reply.writeConcernError) this.label(reply, body, labels);
    return reply;
  }

  /**
   * The error labels of a failed reply or one with a write concern error, as mongod decides them from the codes and
   * the session fields (error-labels.ts), or those a fail point gave (`given`: they replace all, an empty list too).
   */
  private label(reply: Doc, body: Doc, given: string[] | null): void {
    const labels = given ?? computedLabels((Object.keys(body)[0] ?? '').toLowerCase(), body, reply);
    if (labels.length) reply.errorLabels = labels;
    else delete reply.errorLabels;
  }

  /** The handshake's client.application.name; as in mongod, a connection's first one stands. */
  private noteClient(body: Doc, connectionId: number): void {
    const name = ((body.client as Doc | undefined)?.application as Doc | undefined)?.name;
    if (typeof name === 'string' && !this.appNames.has(connectionId)) this.appNames.set(connectionId, name);
  }

  private async run(msg: Message, connectionId: number): Promise<Doc> {
    const body = msg.body;
    const name = Object.keys(body)[0] ?? '';
    const cmd = name.toLowerCase();
    try {
      if (this.closed) throw new CommandError(ErrorCodes.InternalError, 'server is shutting down');
      if (body.$clusterTime !== undefined) this.clock.gossip(body.$clusterTime);
      if (cmd === 'hello' || cmd === 'ismaster') {
        this.noteClient(body, connectionId);
        return this.hello(cmd === 'hello', connectionId);
      }
      const simple = this.simpleCommand(cmd, body);
      if (simple) return simple;
      if (body.readConcern !== undefined) this.clock.checkAfterClusterTime(body.readConcern);
      const dbName = dbNameOf(msg);
      const key = sessionKey(body.lsid);
      const session = key ? this.sessions.get(key) : null;
      const txnNumber = txnNumberOf(body.txnNumber);
      const inTxn = body.autocommit === false && session !== null && txnNumber !== null;
      // A command-level collation (find, count, distinct, aggregate, findAndModify, create) is checked here for all
      // of them; statements and index specs carry their own, checked where they are read.
      if (body.collation !== undefined) checkCollation(body.collation);
      const wc = body.writeConcern;
      if (wc !== undefined && WRITE_CONCERN.has(cmd)) {
        checkWriteConcern(wc);
        if (inTxn && cmd !== 'committransaction' && cmd !== 'aborttransaction') {
          throw new CommandError(ErrorCodes.InvalidOptions, 'Cannot set write concern after starting a transaction.');
        }
        const reply = await this.runCommand(cmd, name, msg, body, session, txnNumber, inTxn, dbName, connectionId);
        // The command ran (as on a one-member replica set); the write concern it asked for is reported unmet. On a
        // copy: the reply may be the one kept for a retried write.
        const wce = writeConcernError(wc);
        return wce ? { ...reply, writeConcernError: wce } : reply;
      }
      return await this.runCommand(cmd, name, msg, body, session, txnNumber, inTxn, dbName, connectionId);
    } catch (err) {
      return evaluationError(err).toReply();
    }
  }

  private async runCommand(
    cmd: string,
    name: string,
    msg: Message,
    body: Doc,
    session: Session | null,
    txnNumber: bigint | null,
    inTxn: boolean,
    dbName: string,
    connectionId: number,
  ): Promise<Doc> {
    try {
      if (cmd === 'committransaction' || cmd === 'aborttransaction') {
        return this.finishTransaction(cmd === 'committransaction', session, txnNumber);
      }
      if (cmd === 'endsessions') return this.endSessions(body);
      if (cmd === 'killallsessions') {
        if (inTxn) throw notInTransaction(name);
        return this.killAllSessions(body);
      }
      if (this.opts.enableTestCommands && (cmd === 'configurefailpoint' || cmd === 'waitforfailpoint')) {
        if (inTxn) throw notInTransaction(name);
        return cmd === 'configurefailpoint'
          ? this.failPoints.configure(body, dbName)
          : await this.failPoints.waitFor(body, dbName);
      }
      const handler = COMMANDS[cmd];
      if (!handler) {
        throw new CommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
      }
      if (inTxn && !IN_TXN.has(cmd)) {
        throw notInTransaction(name);
      }
      const txn = inTxn
        ? this.enterTransaction(session!, txnNumber!, body.startTransaction === true, connectionId)
        : null;
      // A transaction's create / createIndexes build collections only it sees until commit: nothing to wait for.
      if (!txn && (DDL.has(cmd) || (cmd === 'aggregate' && hasOut(body)))) await this.quiesce(null);

      const retryable = !inTxn && session && txnNumber !== null && RETRYABLE.has(cmd);
      if (retryable && session.retry) {
        if (session.retry.txnNumber === txnNumber) return session.retry.reply;
        if (session.retry.txnNumber > txnNumber) {
          throw new CommandError(
            ErrorCodes.TransactionTooOld,
            `Retryable write with txnNumber ${txnNumber} is prohibited on session because a newer retryable write with txnNumber ${session.retry.txnNumber} has already started on this session.`,
          );
        }
      }

      const reply = await this.execute(handler, msg, this.db(dbName), body, session, txn, connectionId);
      if (retryable) session.retry = { txnNumber: txnNumber!, reply };
      return reply;
    } catch (err) {
      const reply = evaluationError(err).toReply();
      if (reply.code === ErrorCodes.WriteConflict) this.stats.writeConflicts++;
      return reply;
    }
  }

  /** Runs one command; when a write meets a document an open transaction holds, waits and runs it again. */
  private async execute(
    handler: CommandHandler,
    msg: Message,
    db: Database,
    body: Doc,
    session: Session | null,
    txn: TxnState | null,
    connectionId: number,
  ): Promise<Doc> {
    let deadline = 0;
    let woken: Blocked | null = null;
    for (;;) {
      if (txn && txn.snap < 0) this.versions.begin(txn);
      const log = new OpLog();
      const ctx: CommandContext = {
        engine: this,
        db,
        body,
        sequences: msg.sequences,
        log,
        writer: txn ? new TxnWriter(txn) : new DirectWriter(log),
        view: txn ? (coll) => viewOf(txn, coll) : noView,
        session,
        inTxn: txn !== null,
        connectionId,
        collection: (name, d = db) => (txn ? d.lookup(name, txn) : d.get(name)),
        createCollection: (name, d = db, options) => d.getOrCreate(name, log, options, txn),
      };
      let blocked: Blocked | null = null;
      try {
        if (scanStatsOn()) setCurrentCommand(body);
        const reply = handler(ctx);
        if (!txn) this.commitDirect(log);
        else {
          this.persist(log); // normally empty: what a transaction creates is journalled when it commits (Database.publish)
          // As in MongoDB, a statement that fails inside a transaction aborts the whole transaction.
          if (reply.writeErrors || (typeof reply.nErrors === 'number' && reply.nErrors > 0)) this.abort(session!);
          else txn.statements++;
        }
        return reply;
      } catch (err) {
        if (!(err instanceof Blocked)) {
          if (!txn) {
            this.commitDirect(log); // whatever a failed command changed before failing stays (as in MongoDB)
            throw err;
          }
          this.persist(log);
          this.abort(session!);
          if (err instanceof Conflict) throw writeConflictError(err.message);
          throw err;
        }
        blocked = err;
        if (!txn) {
          undo(log.ops); // not one change of it has been seen; it runs again, whole, once the holder is done
        } else {
          this.persist(log);
          if (txn.statements > 0) {
            // It holds what it wrote and has read at its snapshot: waiting could deadlock, and the holder's
            // commit would be a conflict anyway. MongoDB answers the same.
            this.abort(session!);
            throw writeConflictError(
              'Write conflict: a document this transaction writes is being written by another transaction. Retry the transaction.',
            );
          }
          if (this.opts.strict) {
            // MongoDB never waits for a document another transaction holds, not even in a first statement.
            this.abort(session!);
            throw writeConflictError(new Conflict().message);
          }
          // The first statement holds nothing and read nothing yet: wait, then start over on a fresh snapshot
          // (unless the queue for that document is already long: then it is a conflict, as in MongoDB).
          const queued = err.coll && err.key !== undefined ? (err.coll.lockWaiters.get(err.key)?.length ?? 0) : 0;
          if (queued >= (this.opts.maxLockWaiters ?? DEFAULT_MAX_LOCK_WAITERS)) {
            this.abort(session!);
            throw writeConflictError(
              'Write conflict: too many transactions are waiting for a document this transaction writes. Retry the transaction.',
            );
          }
          txn.clear();
          this.versions.retire(txn);
          deadline ||= Date.now() + (this.opts.transactionLockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
        }
      } finally {
        if (scanStatsOn()) setCurrentCommand(null);
        // A command woken from a lock queue that did not take the lock passes the turn on.
        if (woken?.coll && woken.key !== undefined && !woken.coll.locks.has(woken.key)) wakeNext(woken.coll, woken.key);
      }
      // One that was woken and lost the lock to a newcomer keeps its place at the head of the queue.
      const front = woken !== null;
      woken = null;
      this.waiting.set(connectionId, (this.waiting.get(connectionId) ?? 0) + 1);
      let ok: boolean;
      try {
        ok = await this.waitFor(blocked, txn ? Math.max(0, deadline - Date.now()) : null, front);
      } finally {
        const left = (this.waiting.get(connectionId) ?? 1) - 1;
        if (left > 0) this.waiting.set(connectionId, left);
        else this.waiting.delete(connectionId);
      }
      const gone = (txn !== null && session!.txn !== txn) || this.abandoned.delete(connectionId) || this.closed;
      if (gone || !ok) {
        // Woken but not running after all: the next in the queue gets the turn.
        if (ok && blocked.coll && blocked.key !== undefined && !blocked.coll.locks.has(blocked.key))
          wakeNext(blocked.coll, blocked.key);
        if (gone)
          throw txn && session!.txn !== txn
            ? this.txnGone(txn)
            : new CommandError(ErrorCodes.InternalError, 'the client went away');
        this.abort(session!);
        throw writeConflictError(
          'Write conflict: a document this transaction writes was held by another transaction for too long. Retry the transaction.',
        );
      }
      woken = blocked;
    }
  }

  /** Waits until what `b` met is free: the document's lock queue (first come, first served) or the holder's end.
   * False when `timeoutMs` passed first. */
  private waitFor(b: Blocked, timeoutMs: number | null, front: boolean): Promise<boolean> {
    const { coll, key, owner } = b;
    if (coll && key !== undefined) {
      if (coll.locks.get(key) !== owner) return Promise.resolve(true); // released meanwhile
      return new Promise((resolve) => {
        let timer: NodeJS.Timeout | null = null;
        const wake = () => {
          if (timer) clearTimeout(timer);
          resolve(true);
        };
        let q = coll.lockWaiters.get(key);
        if (!q) coll.lockWaiters.set(key, (q = []));
        if (front) q.unshift(wake);
        else q.push(wake);
        if (timeoutMs !== null) {
          timer = setTimeout(() => {
            const list = coll.lockWaiters.get(key);
            const i = list ? list.indexOf(wake) : -1;
            if (i !== -1) {
              list!.splice(i, 1);
              if (list!.length === 0) coll.lockWaiters.delete(key);
            }
            resolve(false);
          }, timeoutMs);
        }
      });
    }
    const ended = owner.ended$();
    if (timeoutMs === null) return ended.then(() => true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      void ended.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** Collection and index changes wait until no transaction (other than `self`) holds a pending write. */
  private async quiesce(self: TxnState | null): Promise<void> {
    for (;;) {
      let holder: TxnState | null = null;
      for (const s of this.sessions.all()) {
        if (s.txn && s.txn !== self && s.txn.holdsLocks) {
          holder = s.txn;
          break;
        }
      }
      if (!holder) return;
      await holder.ended$();
    }
  }

  private txnGone(txn: TxnState): CommandError {
    return new CommandError(
      ErrorCodes.NoSuchTransaction,
      `Transaction with { txnNumber: ${txn.number} } has been aborted.`,
      { labels: ['TransientTransactionError'] },
    );
  }

  private simpleCommand(cmd: string, body: Doc): Doc | null {
    switch (cmd) {
      case 'ping':
        return { ok: 1 };
      case 'buildinfo':
        return {
          version: '8.0.0',
          gitVersion: 'embedded',
          versionArray: [8, 0, 0, 0],
          bits: 64,
          maxBsonObjectSize: 16 * 1024 * 1024,
          storageEngines: ['embedded'],
          ok: 1,
        };
      case 'getparameter':
        return { featureCompatibilityVersion: { version: '8.0' }, ok: 1 };
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
        return {
          host: this.address,
          version: '8.0.0',
          process: 'embedded',
          uptime: (Date.now() - this.startedAt.getTime()) / 1000,
          localTime: new Date(),
          transactions: {
            currentOpen: [...this.sessions.all()].filter((x) => x.txn).length,
            totalStarted: this.stats.totalStarted,
            totalCommitted: this.stats.totalCommitted,
            totalAborted: this.stats.totalAborted,
          },
          metrics: { operation: { writeConflicts: this.stats.writeConflicts } },
          ok: 1,
        };
      case 'scanstats':
        return scanStatsCommand(body, () => [...this.databases.values()].flatMap((d) => [...d.collections.values()]));
      case 'replsetgetstatus':
        return {
          set: SET_NAME,
          myState: 1,
          members: [{ _id: 0, name: this.address, health: 1, state: 1, stateStr: 'PRIMARY' }],
          ok: 1,
        };
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
      lastWrite: this.lastWrite(),
      ok: 1,
    };
    return reply;
  }

  /** hello's lastWrite: the latest write's optime (term 1: this primary was never replaced) and its date. */
  private lastWrite(): Doc {
    const ts = this.clock.operationTime;
    return { opTime: { ts, t: Long.fromNumber(1) }, lastWriteDate: new Date(ts.t * 1000) };
  }

  // ------------------------------------------------------------------------------------------ transactions

  /** The session's transaction for this statement; the first statement (startTransaction) opens it. Its
   * snapshot is taken when the first statement runs. */
  private enterTransaction(session: Session, txnNumber: bigint, start: boolean, connectionId: number): TxnState {
    const txn = session.txn;
    if (start) {
      if (txn && txn.number === txnNumber) {
        throw new CommandError(
          ErrorCodes.NoSuchTransaction,
          `Given transaction number ${txnNumber} does not match any in-progress transactions.`,
        );
      }
      if (txn) this.abort(session);
      if (txnNumber <= session.committed || txnNumber <= session.aborted) {
        throw new CommandError(
          ErrorCodes.TransactionTooOld,
          `Cannot start transaction ${txnNumber} on session because a newer transaction has already started.`,
        );
      }
      session.txn = new TxnState(txnNumber, Date.now(), connectionId);
      this.stats.totalStarted++;
      return session.txn;
    }
    if (!txn || txn.number !== txnNumber) {
      throw new CommandError(
        ErrorCodes.NoSuchTransaction,
        `Transaction with { txnNumber: ${txnNumber} } has been aborted.`,
        { labels: ['TransientTransactionError'] },
      );
    }
    txn.conn = connectionId;
    return txn;
  }

  private finishTransaction(commit: boolean, session: Session | null, txnNumber: bigint | null): Doc {
    if (!session || txnNumber === null)
      throw new CommandError(
        ErrorCodes.InvalidOptions,
        `${commit ? 'commitTransaction' : 'abortTransaction'} must be run within a session`,
      );
    const txn = session.txn;
    if (!txn || txn.number !== txnNumber) {
      if (commit && session.committed === txnNumber) return { ok: 1 }; // retried commit
      throw new CommandError(
        ErrorCodes.NoSuchTransaction,
        `Transaction with { txnNumber: ${txnNumber} } has been aborted.`,
        { labels: ['TransientTransactionError'] },
      );
    }
    if (!commit) {
      this.abort(session);
      return { ok: 1 };
    }
    // The write set goes into the stored collections in one synchronous step: nobody sees half of it.
    const log = new OpLog();
    try {
      for (const { db, name } of txn.created) db.publish(name, txn, log);
      applyWrites(txn, log);
    } catch (err) {
      undo(log.ops);
      this.abort(session);
      throw writeConflictError(`Write conflict at commit: ${(err as Error).message}`);
    }
    this.versions.commit(log.ops, txn);
    if (log.ops.length) this.clock.tick();
    try {
      this.persist(log);
    } finally {
      session.txn = null;
      session.committed = txnNumber;
      this.stats.totalCommitted++;
      this.versions.retire(txn);
      txn.finish();
    }
    return { ok: 1 };
  }

  private abort(session: Session): void {
    const txn = session.txn;
    if (!txn) return;
    session.txn = null;
    session.aborted = txn.number;
    this.stats.totalAborted++;
    this.versions.retire(txn);
    txn.finish();
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

  /**
   * killAllSessions, as mongod runs it: what the matching sessions are doing ends (their open transactions are
   * aborted, their cursors killed), while the sessions themselves stay, with their retryable-write history, for a
   * later command to use. Nobody is authenticated here, so every session is the unauthenticated user's: an empty list,
   * or the pattern { user: '', db: '' }, matches them all, and a pattern naming a user none.
   */
  private killAllSessions(body: Doc): Doc {
    const patterns = body.killAllSessions;
    if (!Array.isArray(patterns)) {
      throw new CommandError(
        ErrorCodes.TypeMismatch,
        "BSON field 'killAllSessions.killAllSessions' is the wrong type, expected type 'array'",
      );
    }
    let all = patterns.length === 0;
    for (const p of patterns) {
      if (!isPlainObject(p))
        throw new CommandError(
          ErrorCodes.TypeMismatch,
          "BSON field 'killAllSessions.killAllSessions' must hold objects { user, db }",
        );
      for (const f of ['user', 'db']) {
        if (p[f] === undefined)
          throw new CommandError(
            ErrorCodes.Location40414,
            `BSON field 'KillAllSessionsUser.${f}' is missing but a required field`,
          );
        if (typeof p[f] !== 'string')
          throw new CommandError(
            ErrorCodes.TypeMismatch,
            `BSON field 'KillAllSessionsUser.${f}' is the wrong type, expected type 'string'`,
          );
      }
      if (p.user === '' && p.db === '') all = true;
    }
    if (all) {
      for (const s of this.sessions.all()) this.abort(s);
      this.cursors.killSessionCursors();
    }
    return { ok: 1 };
  }

  /**
   * A client that goes away takes its open transactions with it, releasing what they hold at once. Not so on a
   * strict server or one with test commands: MongoDB keeps a transaction until commit, abort, endSessions or its
   * lifetime limit, whatever becomes of the connection, and a driver that drops its pool after a failure (one a fail
   * point injected, say) retries the commit on a new connection and must find the transaction there.
   */
  connectionClosed(connectionId: number): void {
    this.appNames.delete(connectionId);
    if (!this.opts.strict && !this.opts.enableTestCommands) {
      for (const s of this.sessions.all()) if (s.txn && s.txn.conn === connectionId) this.abort(s);
    }
    if (this.waiting.has(connectionId)) this.abandoned.add(connectionId);
  }

  // ---------------------------------------------------------------------------------------- housekeeping

  /** Removes documents whose TTL-indexed date is older than expireAfterSeconds. */
  sweepTtl(now = Date.now()): number {
    let removed = 0;
    for (const db of this.databases.values()) {
      const log = new OpLog();
      for (const coll of db.collections.values()) removed += this.sweepCollection(coll, now, log);
      this.commitDirect(log);
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
      for (const e of idx.scan(
        [idx.dirs[0] > 0 ? new Date(-8.64e15) : cutoff],
        [idx.dirs[0] > 0 ? cutoff : new Date(-8.64e15)],
      )) {
        expired.add(e.id as string);
      }
      for (const id of expired) {
        const rec = coll.docs.get(id);
        if (rec && !coll.locks.has(id)) {
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
    // The collections hold committed state only (open transactions keep their writes apart), so a snapshot of
    // them is consistent whenever it is taken.
    const threshold = this.opts.compactBytes ?? 64 * 1024 * 1024;
    for (const db of this.databases.values()) {
      const st = db.storage;
      if (st && st.journalBytes > threshold && st.journalBytes > st.snapshotBytes) st.compact(db.images());
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
    this.versions.clear();
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
