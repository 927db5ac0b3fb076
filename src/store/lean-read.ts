// A single-document read sent as one `find` command. The driver's findOne builds a cursor (options resolved, a
// cursor object, its session bookkeeping and close) to bring back one batch of at most one document; the same
// command through Db.command skips that machinery. Used by the hot single-document reads (the business document,
// a session's cart, tenant findOne) where it costs a measurable share of a request's CPU.
//
// Only the options these reads use are taken (projection, sort, session); anything else goes through the driver's
// own findOne, so the answer is always the same document findOne would give.
import { BSON, MongoError, MongoNetworkError, type ClientSession, type Collection, type Document, type Filter, type FindOptions, type WithId } from 'mongodb';

const LEAN_OPTIONS = new Set(['projection', 'sort', 'session']);

function leanable(options: FindOptions | undefined): boolean {
  if (!options) return true;
  for (const k in options) if ((options as Record<string, unknown>)[k] !== undefined && !LEAN_OPTIONS.has(k)) return false;
  // The driver accepts sorts as arrays and strings too; only the document form passes through unchanged.
  return options.sort === undefined || (typeof options.sort === 'object' && !Array.isArray(options.sort));
}

/** What the driver's findOne would retry once (a network blip, a failover): the lean path hands it back to it. */
const retryable = (err: unknown) =>
  err instanceof MongoNetworkError || (err instanceof MongoError && (err.hasErrorLabel('RetryableReadError') || err.hasErrorLabel('RetryableWriteError')));

export function findOneLean<T extends Document>(coll: Collection<T>, filter: Filter<T>, options?: FindOptions): Promise<WithId<T> | null> {
  if (!leanable(options)) return coll.findOne(filter, options);
  const command: Document = { find: coll.collectionName, filter, limit: 1, singleBatch: true };
  if (options?.projection) command.projection = options.projection;
  if (options?.sort) command.sort = options.sort;
  const session: ClientSession | undefined = options?.session;
  return coll.db.command(command, session ? { session } : undefined).then(
    (reply) => (reply.cursor?.firstBatch?.[0] as WithId<T> | undefined) ?? null,
    (err: unknown) => {
      if (!session?.inTransaction() && retryable(err)) return coll.findOne(filter, options);
      throw err;
    },
  );
}

/**
 * A document as a read returns it after it was written as given: through BSON and back with the driver's default
 * options (undefined fields become null, and so on), so a cache holding it answers exactly what a read would.
 */
export function asRead<T extends Document>(doc: T): T {
  return BSON.deserialize(BSON.serialize(doc)) as T;
}
