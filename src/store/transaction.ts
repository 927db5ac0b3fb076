// Multi-document transactions and cross-collection write batches: the one helper every module uses to change
// several documents atomically (orders, payments, stock and their events), and a batch that carries writes to
// several collections in one round trip.
//
//   await inTransaction(services, async (session) => { ...reads and writes with { session }... });
//   await writeBatch(store, [insertInto(COLLECTION.orders, order), updateIn(COLLECTION.carts, filter, update, { tenant })], session);
//
// inTransaction runs `work` in the driver's withTransaction, which retries the whole callback on a
// TransientTransactionError (a write conflict with another transaction) and retries the commit on an unknown
// commit result; `work` must therefore be safe to run again (read what it needs inside, or from before). Put a
// write of a document every such transaction touches (an order counter) first, so a collision aborts the
// transaction before it has done any other work.
import { MongoClientBulkWriteError, MongoError, MongoServerError } from 'mongodb';
import type {
  AnyClientBulkWriteModel,
  ClientBulkWriteResult,
  ClientSession,
  Db,
  Document,
  Filter,
  MongoClient,
  UpdateFilter,
  UpdateOptions,
} from 'mongodb';
import { COLLECTION, type CollectionName } from './collections.js';
import { isDuplicateKeyError } from './errors.js';
import { CATALOGUE_COLLECTIONS, revisionUpdate } from './revisions.js';
import { guardUpdate, tenantDoc, tenantFilter, type TenantContext } from './tenancy.js';

export async function inTransaction<T>(
  services: { store: { client: MongoClient } },
  work: (session: ClientSession) => Promise<T>,
): Promise<T> {
  const session = services.store.client.startSession();
  try {
    let result: T | undefined;
    try {
      await session.withTransaction(async () => {
        result = await work(session);
      });
    } catch (err) {
      await settleCommit(session, err);
    }
    return result as T;
  } finally {
    await session.endSession();
  }
}

/** Pauses before each further commit of a transaction whose commit outcome is unknown. */
const COMMIT_RETRY_MS = [50, 250, 1000];

/**
 * withTransaction commits again after an unknown commit result, except when the error is MaxTimeMSExpired (the
 * driver reads that as the caller's own time limit, which we never set). Left there, the transaction stays open on
 * the server, holding what it wrote (an order counter, stock, an idempotency record) until its 60 s lifetime ends,
 * and the client cannot know whether its order exists. A commit is idempotent, so commit again a few times; return
 * when one succeeds, and throw the first error when none does (the caller answers 503 and a keyed retry reads the
 * outcome back).
 */
async function settleCommit(session: ClientSession, err: unknown): Promise<void> {
  if (!(err instanceof MongoError) || !err.hasErrorLabel('UnknownTransactionCommitResult')) throw err;
  for (const pause of COMMIT_RETRY_MS) {
    await new Promise((r) => setTimeout(r, pause));
    try {
      await session.commitTransaction();
      return;
    } catch (again) {
      if (!(again instanceof MongoError) || !again.hasErrorLabel('UnknownTransactionCommitResult')) throw err;
    }
  }
  throw err;
}

/**
 * Runs `work` in a transaction that first writes the counter document `lockId` (collection `counters`), so every
 * such transaction of one lock runs after the other: a count-then-insert inside it cannot be raced past a limit.
 * The counter document is created outside the transaction: two first callers upserting it inside theirs could
 * collide on a duplicate key, which no transaction retry resolves.
 */
export async function serialized<T>(
  services: { db: Db; store: { client: MongoClient } },
  lockId: string,
  work: (session: ClientSession) => Promise<T>,
): Promise<T> {
  const counters = services.db.collection<{ _id: string; seq: number }>(COLLECTION.counters);
  try {
    await counters.updateOne({ _id: lockId }, { $setOnInsert: { seq: 0 } }, { upsert: true });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
  return inTransaction(services, async (session) => {
    await counters.updateOne({ _id: lockId }, { $inc: { seq: 1 } }, { session });
    return work(session);
  });
}

/** One write of a batch: an insert, a single-document update, or a single-document delete. */
export type BatchWrite = (
  | { collection: CollectionName; insert: Document }
  | {
      collection: CollectionName;
      update: { filter: Filter<Document>; update: UpdateFilter<Document>; upsert?: boolean };
    }
  | { collection: CollectionName; delete: { filter: Filter<Document> } }
) & {
  /** The business whose catalogue revision the write changes (revisions.ts): stamped in the same batch. */
  revises?: string;
};

/** Tenant scoping of a batch write: as ScopedCollection would send it (see tenancy.ts). */
export interface BatchScope {
  tenant?: TenantContext;
  /**
   * False for a write to a catalogue collection that changes nothing a cache serves for pricing (a coupon's use
   * count: the claim itself is the guard of the limit), so it leaves caches alone. Default true.
   */
  revises?: boolean;
}

/** The business a batch write to `collection` must stamp a new catalogue revision on, if any. */
const revisedBy = (collection: CollectionName, scope: BatchScope) =>
  scope.tenant && scope.revises !== false && CATALOGUE_COLLECTIONS.has(collection)
    ? { revises: scope.tenant.business_id }
    : {};

/** An insert into `collection` (`COLLECTION.orders`); with `tenant`, the document is stamped with it. */
export const insertInto = <T extends Document>(
  collection: CollectionName,
  document: T,
  scope: BatchScope = {},
): BatchWrite => ({
  collection,
  insert: scope.tenant ? tenantDoc(scope.tenant, document) : document,
  ...revisedBy(collection, scope),
});

/** A single-document update of `collection`; with `tenant`, the filter is narrowed to it and the update guarded. */
export const updateIn = <T extends Document>(
  collection: CollectionName,
  filter: Filter<T>,
  update: UpdateFilter<T>,
  opts: Pick<UpdateOptions, 'upsert'> & BatchScope = {},
): BatchWrite => ({
  collection,
  update: {
    filter: (opts.tenant ? tenantFilter(opts.tenant, filter) : filter) as Filter<Document>,
    update: (opts.tenant ? guardUpdate(update) : update) as UpdateFilter<Document>,
    ...(opts.upsert ? { upsert: true } : {}),
  },
  ...revisedBy(collection, opts),
});

/** A single-document delete from `collection`; with `tenant`, the filter is narrowed to it. */
export const deleteFrom = <T extends Document>(
  collection: CollectionName,
  filter: Filter<T>,
  scope: BatchScope = {},
): BatchWrite => ({
  collection,
  delete: { filter: (scope.tenant ? tenantFilter(scope.tenant, filter) : filter) as Filter<Document> },
  ...revisedBy(collection, scope),
});

export interface BatchResult {
  /** Per write, in order: documents matched (updates), inserted (inserts) or deleted (deletes). */
  matched: number[];
  /** Unordered batches: the positions of the writes the server refused (a duplicate key), each with its error. */
  refused: Map<number, Error>;
}

export interface BatchOptions {
  /** False: every write is tried, and those refused are reported in `refused` instead of thrown. Default true. */
  ordered?: boolean;
}

/**
 * The driver reports a bulkWrite command that failed as a whole (a WriteConflict in a transaction, a network error)
 * as a MongoClientBulkWriteError whose `cause` is the server's error, without that error's labels: withTransaction
 * would then not see the TransientTransactionError that tells it to run the transaction again, and a checkout whose
 * batch met another's order counter would fail instead of running again. That cause is what is thrown.
 */
function commandError(err: unknown): unknown {
  const failedWhole =
    err instanceof MongoClientBulkWriteError && err.writeErrors.size === 0 && err.writeConcernErrors.length === 0;
  return failedWhole && err.cause instanceof MongoError ? err.cause : err;
}

/** Servers since MongoDB 8.0 (wire version 25, the embedded one too) take MongoClient.bulkWrite. */
const CLIENT_BULK_WRITE_WIRE_VERSION = 25;
const support = new WeakMap<MongoClient, boolean>();

/** Whether the deployment takes MongoClient.bulkWrite (asked once per client; openStore asks at start). */
export async function batchSupported(client: MongoClient, dbName: string): Promise<boolean> {
  let ok = support.get(client);
  if (ok === undefined) {
    const hello = await client.db(dbName).command({ hello: 1 });
    ok = Number(hello.maxWireVersion ?? 0) >= CLIENT_BULK_WRITE_WIRE_VERSION;
    support.set(client, ok);
  }
  return ok;
}

/**
 * Runs the writes in order, stopping at the first failure (which throws). On MongoDB 8.0+ they travel as one
 * `bulkWrite` command, one round trip whatever the number of collections; older servers get one command per
 * write. Pass the transaction's session to make them part of it.
 */
export async function writeBatch(
  store: { client: MongoClient; db: Db },
  writes: BatchWrite[],
  session?: ClientSession,
  options: BatchOptions = {},
): Promise<BatchResult> {
  const { client, db } = store;
  const ordered = options.ordered !== false;
  const refused = new Map<number, Error>();
  if (writes.length === 0) return { matched: [], refused };
  const revised = [...new Set(writes.flatMap((w) => (w.revises ? [w.revises] : [])))];
  if (revised.length) {
    // After the batch's own writes, so `matched` keeps their positions; in its transaction, when it has one.
    writes = [
      ...writes,
      ...revised.map((id) => updateIn<{ _id: string }>('businesses', { _id: id }, revisionUpdate())),
    ];
  }
  if (await batchSupported(client, db.databaseName)) {
    const models = writes.map((w): AnyClientBulkWriteModel<Document> => {
      const namespace = `${db.databaseName}.${w.collection}`;
      if ('insert' in w) return { namespace, name: 'insertOne', document: w.insert };
      if ('delete' in w) return { namespace, name: 'deleteOne', filter: w.delete.filter };
      return {
        namespace,
        name: 'updateOne',
        filter: w.update.filter,
        update: w.update.update,
        ...(w.update.upsert ? { upsert: true } : {}),
      };
    });
    let r: ClientBulkWriteResult;
    try {
      r = await client.bulkWrite(models, { ordered, verboseResults: true, ...(session ? { session } : {}) });
    } catch (err) {
      // Unordered: the writes the server refused come back with the others' results; anything else is thrown.
      if (ordered || !(err instanceof MongoClientBulkWriteError) || !err.partialResult || err.writeConcernErrors.length)
        throw commandError(err);
      r = err.partialResult;
      for (const [i, e] of err.writeErrors) refused.set(i, Object.assign(new Error(e.message), { code: e.code }));
    }
    return {
      matched: writes.slice(0, writes.length - revised.length).map((w, i) => {
        if (refused.has(i)) return 0;
        if ('insert' in w) return 1;
        if ('delete' in w) return r.deleteResults?.get(i)?.deletedCount ?? 0;
        const u = r.updateResults?.get(i);
        return u?.didUpsert ? 1 : (u?.matchedCount ?? 0);
      }),
      refused,
    };
  }
  const matched: number[] = [];
  const opts = session ? { session } : {};
  const own = writes.length - revised.length;
  for (const [i, w] of writes.entries()) {
    const coll = db.collection(w.collection);
    try {
      if ('insert' in w) {
        await coll.insertOne(w.insert, opts);
        matched.push(1);
      } else if ('delete' in w) {
        matched.push((await coll.deleteOne(w.delete.filter, opts)).deletedCount);
      } else {
        const r = await coll.updateOne(w.update.filter, w.update.update, {
          ...opts,
          ...(w.update.upsert ? { upsert: true } : {}),
        });
        matched.push(r.matchedCount + r.upsertedCount);
      }
    } catch (err) {
      if (ordered || !(err instanceof MongoServerError)) throw err;
      refused.set(i, err);
      matched.push(0);
    }
  }
  return { matched: matched.slice(0, own), refused };
}
