// Lean forms of the hot commands: a single-document read, a small read, an insert, a single-document update. The driver's findOne builds a
// cursor (options resolved, a cursor object, its session bookkeeping and close) to bring back one batch of at most
// one document; the same `find` command sent alone skips that machinery. Outside transactions, with the embedded
// server in this process, the commands go over the direct line (direct.ts), skipping the driver's command path too;
// otherwise through Db.command. Used by the reads and writes every storefront step makes (the business document, a
// session's cart, tenant findOne, insertOne, updateOne and findOneAndUpdate, the stock check, the idempotency record).
//
// Only the options these calls use are taken (projection, sort, session); anything else goes through the driver's
// own method, so the answer is always what the driver's would be.
//
// Failures the driver would retry are retried here too, or the direct line would pass to the app what the driver
// never does (a `{ times: 1 }` ShutdownInProgress on an insert): a read that meets a network error or a retryable
// code (a failover, a shutdown) is handed to the driver, whose own retry waits for a server that can serve it; a
// write is a retryable write on the line (direct.ts write: sent again once after a lost reply, applied once), and
// one the server refused with RetryableWriteError (it did not run) is handed to the driver's method the same way.
import {
  BSON,
  MongoError,
  MongoNetworkError,
  MongoServerError,
  MongoWriteConcernError,
  ObjectId,
  type ClientSession,
  type Collection,
  type Document,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOptions,
  type InsertOneOptions,
  type InsertOneResult,
  type OptionalUnlessRequiredId,
  type UpdateFilter,
  type UpdateOptions,
  type UpdateResult,
  type WithId,
} from 'mongodb';
import { directFor, SERIALIZE, type DirectChannel } from './direct.js';

/** Whether `options` holds nothing but the keys in `allowed` (undefined values aside). */
function only(options: object | undefined, allowed: readonly string[]): boolean {
  if (!options) return true;
  for (const [k, v] of Object.entries(options)) if (v !== undefined && !allowed.includes(k)) return false;
  return true;
}

/** The driver accepts sorts as arrays and strings too; only the document form passes through unchanged. */
const plainSort = (sort: unknown) =>
  sort === undefined || (typeof sort === 'object' && sort !== null && !Array.isArray(sort));

function leanable(options: FindOptions | undefined): boolean {
  return only(options, ['projection', 'sort', 'session']) && plainSort(options?.sort);
}

/** Throws a write command's first write error (or its write concern error) as the driver's methods throw it. */
function throwWriteError(reply: Document): void {
  const writeError = reply.writeErrors?.[0];
  if (writeError) throw new MongoServerError(writeError);
  if (reply.writeConcernError)
    throw new MongoWriteConcernError(reply as ConstructorParameters<typeof MongoWriteConcernError>[0]);
}

/**
 * The codes the driver retries a read on (retryable reads: a failover, a shutdown, the network, a time limit);
 * mongod labels none of them on a read's reply, the driver decides by the code.
 */
const RETRYABLE_READ_CODES = new Set([6, 7, 89, 91, 134, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);

/** What the driver's findOne would retry once (a network blip, a failover): the lean path hands it back to it. */
export const retryable = (err: unknown) =>
  err instanceof MongoNetworkError ||
  (err instanceof MongoError &&
    (err.hasErrorLabel('RetryableReadError') || err.hasErrorLabel('RetryableWriteError'))) ||
  (err instanceof MongoServerError && typeof err.code === 'number' && RETRYABLE_READ_CODES.has(err.code));

/**
 * A write command over the direct line (direct.ts write); null when the server refused it before running it for a
 * reason the driver retries (a failover): the caller then hands the write to the driver's method.
 */
function writeDirect(direct: DirectChannel, dbName: string, command: Document): Promise<Document | null> {
  return direct.write(dbName, command).catch((err: unknown) => {
    if (err instanceof MongoServerError && err.hasErrorLabel('RetryableWriteError')) return null;
    throw err;
  });
}

/** Runs a command outside any transaction: over the direct line when there is one, else through the driver. */
export function run(
  coll: Collection<Document>,
  command: Document,
  session: ClientSession | undefined,
): Promise<Document> {
  const direct = session ? undefined : directFor(coll.db.client);
  if (direct) return direct.command(coll.dbName, command);
  return coll.db.command(command, session ? { session } : undefined);
}

function findCommand(coll: Collection<Document>, filter: Filter<Document>, options: FindOptions | undefined): Document {
  const command: Document = { find: coll.collectionName, filter };
  if (options?.projection) command.projection = options.projection;
  if (options?.sort) command.sort = options.sort;
  return command;
}

export function findOneLean<T extends Document>(
  coll: Collection<T>,
  filter: Filter<T>,
  options?: FindOptions,
): Promise<WithId<T> | null> {
  if (!leanable(options)) return coll.findOne(filter, options);
  const c = coll as unknown as Collection<Document>;
  const command = findCommand(c, filter as Filter<Document>, options);
  command.limit = 1;
  command.singleBatch = true;
  const session: ClientSession | undefined = options?.session;
  return run(c, command, session).then(
    (reply) => (reply.cursor?.firstBatch?.[0] as WithId<T> | undefined) ?? null,
    (err: unknown) => {
      if (!session?.inTransaction() && retryable(err)) return coll.findOne(filter, options);
      throw err;
    },
  );
}

/**
 * Every document matching `filter`, as `find(filter, options).toArray()` gives them, for reads known to match few
 * (a product's stock levels): one `find`, and `getMore` only when the first batch did not hold them all.
 */
export async function findLean<T extends Document>(
  coll: Collection<T>,
  filter: Filter<T>,
  options?: FindOptions,
): Promise<WithId<T>[]> {
  const session: ClientSession | undefined = options?.session;
  if (!leanable(options) || session) return coll.find(filter, options).toArray() as Promise<WithId<T>[]>;
  const c = coll as unknown as Collection<Document>;
  try {
    const first = await run(c, findCommand(c, filter as Filter<Document>, options), undefined);
    const docs = first.cursor.firstBatch as WithId<T>[];
    let id = first.cursor.id;
    while (id && !(typeof id === 'number' ? id === 0 : id.isZero?.())) {
      const more = await run(c, { getMore: id, collection: coll.collectionName }, undefined);
      docs.push(...(more.cursor.nextBatch as WithId<T>[]));
      id = more.cursor.id;
    }
    return docs;
  } catch (err) {
    if (retryable(err)) return coll.find(filter, options).toArray() as Promise<WithId<T>[]>;
    throw err;
  }
}

/**
 * insertOne outside a transaction as one `insert` command: the same document (an _id added when it has none, as
 * the driver adds one) and the same result and errors as the driver's insertOne (a duplicate key is a
 * MongoServerError with code 11000). Options other than an absent session go through the driver.
 */
export async function insertOneLean<T extends Document>(
  coll: Collection<T>,
  doc: OptionalUnlessRequiredId<T>,
  options?: InsertOneOptions,
): Promise<InsertOneResult<T>> {
  const direct = directFor(coll.db.client);
  if (!direct || !only(options, [])) return coll.insertOne(doc, options);
  const d = doc as Document;
  if (d._id === undefined) d._id = new ObjectId();
  const reply = await writeDirect(direct, coll.dbName, { insert: coll.collectionName, documents: [d], ordered: true });
  if (!reply) return coll.insertOne(doc, options);
  throwWriteError(reply);
  return { acknowledged: true, insertedId: d._id };
}

/** As the driver decides an update is an update (operators, or a pipeline of stages) and not a replacement. */
function hasAtomicOperators(update: Document | Document[]): boolean {
  if (Array.isArray(update)) return update.some((stage) => hasAtomicOperators(stage));
  const first = Object.keys(update)[0];
  return first !== undefined && first.startsWith('$');
}

/**
 * updateOne outside a transaction as one `update` command, with the driver's result (matched, modified, upserted)
 * and errors. Only `upsert` is taken; other options, and updates the driver would refuse, go through the driver.
 */
export async function updateOneLean<T extends Document>(
  coll: Collection<T>,
  filter: Filter<T>,
  update: UpdateFilter<T> | Document[],
  options?: UpdateOptions,
): Promise<UpdateResult<T>> {
  const direct = directFor(coll.db.client);
  if (!direct || !only(options, ['upsert']) || !hasAtomicOperators(update as Document))
    return coll.updateOne(filter, update, options);
  const statement: Document = { q: filter, u: update, multi: false };
  if (typeof options?.upsert === 'boolean') statement.upsert = options.upsert;
  const reply = await writeDirect(direct, coll.dbName, {
    update: coll.collectionName,
    updates: [statement],
    ordered: true,
  });
  if (!reply) return coll.updateOne(filter, update, options);
  throwWriteError(reply);
  const upserted = Array.isArray(reply.upserted) ? reply.upserted : [];
  return {
    acknowledged: true,
    modifiedCount: reply.nModified ?? reply.n,
    upsertedId: upserted.length ? upserted[0]._id : null,
    upsertedCount: upserted.length,
    matchedCount: upserted.length ? 0 : reply.n,
  } as UpdateResult<T>;
}

/**
 * Several single-document updates of one collection outside a transaction as one `update` command (unordered: each
 * statement stands alone), for writers that coalesce their updates; through the driver's bulkWrite when there is no
 * direct line. Answers how many documents matched in all; a statement the server refused throws, as the driver's
 * bulkWrite does.
 */
export async function updateEachLean<T extends Document>(
  coll: Collection<T>,
  statements: readonly { filter: Filter<T>; update: UpdateFilter<T> }[],
): Promise<number> {
  if (statements.length === 0) return 0;
  const direct = directFor(coll.db.client);
  const reply =
    direct && statements.every((s) => hasAtomicOperators(s.update as Document))
      ? await writeDirect(direct, coll.dbName, {
          update: coll.collectionName,
          updates: statements.map((s) => ({ q: s.filter, u: s.update, multi: false })),
          ordered: false,
        })
      : null;
  if (!reply) {
    const r = await coll.bulkWrite(
      statements.map((s) => ({ updateOne: { filter: s.filter, update: s.update } })),
      { ordered: false },
    );
    return r.matchedCount;
  }
  throwWriteError(reply);
  return reply.n;
}

/**
 * findOneAndUpdate outside a transaction as one `findAndModify` command: the document before or after
 * (`returnDocument`), or null, as the driver answers it. Only returnDocument, upsert, projection and a document
 * sort are taken; anything else goes through the driver.
 */
export async function findOneAndUpdateLean<T extends Document>(
  coll: Collection<T>,
  filter: Filter<T>,
  update: UpdateFilter<T> | Document[],
  options?: FindOneAndUpdateOptions,
): Promise<WithId<T> | null> {
  const direct = directFor(coll.db.client);
  const sort = options?.sort;
  if (
    !direct ||
    !only(options, ['returnDocument', 'upsert', 'projection', 'sort']) ||
    !plainSort(sort) ||
    !hasAtomicOperators(update as Document)
  ) {
    return coll.findOneAndUpdate(filter, update, options ?? {});
  }
  const command: Document = {
    findAndModify: coll.collectionName,
    query: filter,
    remove: false,
    new: options?.returnDocument === 'after',
    upsert: options?.upsert ?? false,
    update,
  };
  if (sort) command.sort = sort;
  if (options?.projection) command.fields = options.projection;
  const reply = await writeDirect(direct, coll.dbName, command);
  if (!reply) return coll.findOneAndUpdate(filter, update, options ?? {});
  throwWriteError(reply);
  return (reply.value as WithId<T> | undefined) ?? null;
}

/**
 * A document as a read returns it after it was written as given: what a trip through BSON and back with the driver's
 * default options makes of it (undefined becomes null, functions are dropped, dates and BSON values are new objects,
 * class instances plain ones), so a cache holding it answers exactly what a read would. Plain objects, arrays, dates
 * and primitives are copied by hand, at a fraction of the round trip's CPU (a cached UCP session was 4 % of the HTTP
 * thread); anything else takes the round trip itself.
 */
export function asRead<T extends Document>(doc: T): T {
  return readCopy(doc) as T;
}

function readCopy(v: unknown): unknown {
  switch (typeof v) {
    case 'string':
      return wellFormed(v) ? v : viaBson(v);
    case 'number':
    case 'boolean':
      return v;
    case 'undefined':
      return null;
    case 'object':
      if (v === null) return null;
      if (Array.isArray(v)) {
        const out = new Array(v.length);
        for (let i = 0; i < v.length; i++) {
          if (typeof v[i] === 'function') return viaBson(v);
          out[i] = readCopy(v[i]);
        }
        return out;
      }
      if (v instanceof Date) return Number.isNaN(v.getTime()) ? viaBson(v) : new Date(v.getTime());
      if (isPlain(v)) {
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(v)) {
          const x = (v as Record<string, unknown>)[key];
          if (typeof x === 'function') continue;
          if (key === '__proto__') return viaBson(v);
          out[key] = readCopy(x);
        }
        return out;
      }
      return viaBson(v);
    default:
      return viaBson(v);
  }
}

/** No lone surrogates (BSON's UTF-8 would replace them). Node 20 has the method; the compiler's lib does not. */
const wellFormed = (s: string) => (s as string & { isWellFormed(): boolean }).isWellFormed();

/** A plain object BSON writes key by key (not a BSON value, a buffer, a map or an object with toBSON). */
function isPlain(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return (proto === Object.prototype || proto === null) && !('_bsontype' in v) && !('toBSON' in v);
}

function viaBson(v: unknown): unknown {
  return BSON.deserialize(BSON.serialize({ v }, SERIALIZE)).v;
}
