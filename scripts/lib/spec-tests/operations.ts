// Entity operations: each maps the format's arguments onto the official driver's method and turns what the driver
// returns into the document the format describes (BulkWriteResult, UpdateResult, ...). Cursors are drained.
import type {
  AbstractCursor,
  AnyBulkWriteOperation,
  ClientBulkWriteModel,
  ClientBulkWriteResult,
  ClientSession,
  Collection,
  Db,
  MongoClient,
} from 'mongodb';
import { concerns, readPreferenceOf, writeConcernOf, type Entity, type EntityKind } from './entities.js';
import { SkipTest, type Doc, type Operation } from './types.js';

export interface OpEnv {
  session(name: string): ClientSession;
  /** Runs the operations of a withTransaction callback. */
  runCallback(ops: Operation[]): Promise<void>;
}

type Args = Doc;
type OpFn<T> = (target: T, args: Args, env: OpEnv) => Promise<unknown>;

const drain = (cursor: AbstractCursor) => cursor.toArray();

// ------------------------------------------------------------------------------------------- collection

const COLLECTION: Record<string, OpFn<Collection>> = {
  aggregate: (c, { pipeline, ...o }) => drain(c.aggregate(pipeline as Doc[], o)),
  bulkWrite: async (c, { requests, ...o }) =>
    bulkWriteResult(await c.bulkWrite(requests as AnyBulkWriteOperation[], o)),
  count: (c, { filter, ...o }) => c.count(filter as Doc, o),
  countDocuments: (c, { filter, ...o }) => c.countDocuments(filter as Doc, o),
  createFindCursor: async (c, { filter, ...o }) => {
    const cursor = c.find(filter as Doc, o);
    await cursor.hasNext(); // runs `find` now, as the format requires, without consuming a document
    return cursor;
  },
  createIndex: (c, { keys, ...o }) => c.createIndex(keys as never, o),
  createSearchIndex: (c, { model }) => c.createSearchIndex(model as never),
  createSearchIndexes: (c, { models }) => c.createSearchIndexes(models as never),
  deleteMany: async (c, { filter, ...o }) => deleteResult(await c.deleteMany(filter as Doc, o)),
  deleteOne: async (c, { filter, ...o }) => deleteResult(await c.deleteOne(filter as Doc, o)),
  distinct: (c, { fieldName, filter, ...o }) => c.distinct(fieldName as string, filter as Doc, o),
  drop: (c, o) => c.drop(o),
  dropIndex: (c, { name, ...o }) => c.dropIndex(name as string, o),
  dropIndexes: (c, o) => c.dropIndexes(o),
  dropSearchIndex: (c, { name }) => c.dropSearchIndex(name as string),
  estimatedDocumentCount: (c, o) => c.estimatedDocumentCount(o),
  find: (c, { filter, ...o }) => drain(c.find(filter as Doc, o)),
  findOne: (c, { filter, ...o }) => c.findOne(filter as Doc, o),
  findOneAndDelete: (c, { filter, ...o }) => c.findOneAndDelete(filter as Doc, o),
  findOneAndReplace: (c, { filter, replacement, ...o }) =>
    c.findOneAndReplace(filter as Doc, replacement as Doc, returnDocument(o)),
  findOneAndUpdate: (c, { filter, update, ...o }) =>
    c.findOneAndUpdate(filter as Doc, update as Doc, returnDocument(o)),
  insertMany: async (c, { documents, ...o }) => {
    const r = await c.insertMany(documents as Doc[], o);
    return { insertedCount: r.insertedCount, insertedIds: r.insertedIds };
  },
  insertOne: async (c, { document, ...o }) => ({ insertedId: (await c.insertOne(document as Doc, o)).insertedId }),
  listIndexes: (c, o) => drain(c.listIndexes(o)),
  listIndexNames: async (c, o) => (await drain(c.listIndexes(o))).map((i) => i.name),
  listSearchIndexes: (c, { name, aggregationOptions }) =>
    drain(
      name === undefined
        ? c.listSearchIndexes(aggregationOptions as Doc)
        : c.listSearchIndexes(name as string, aggregationOptions as Doc),
    ),
  replaceOne: async (c, { filter, replacement, ...o }) =>
    updateResult(await c.replaceOne(filter as Doc, replacement as Doc, o)),
  updateMany: async (c, { filter, update, ...o }) => updateResult(await c.updateMany(filter as Doc, update as Doc, o)),
  updateOne: async (c, { filter, update, ...o }) => updateResult(await c.updateOne(filter as Doc, update as Doc, o)),
  updateSearchIndex: (c, { name, definition }) => c.updateSearchIndex(name as string, definition as Doc),
};

// --------------------------------------------------------------------------------------------- database

const DATABASE: Record<string, OpFn<Db>> = {
  aggregate: (db, { pipeline, ...o }) => drain(db.aggregate(pipeline as Doc[], o)),
  createCollection: async (db, { collection, ...o }) => {
    await db.createCollection(collection as string, o);
  },
  dropCollection: (db, { collection, ...o }) => db.dropCollection(collection as string, o),
  listCollectionNames: async (db, { filter, ...o }) =>
    (await drain(db.listCollections(filter as Doc, { ...o, nameOnly: true }))).map((c) => c.name),
  listCollections: (db, { filter, ...o }) => drain(db.listCollections(filter as Doc, o)),
  // The driver has no collMod helper; the operation is the collMod command it would send.
  modifyCollection: (db, { collection, session, ...o }) =>
    db.command({ collMod: collection, ...o }, { session: session as ClientSession }),
  runCommand: (db, { command, commandName: _, ...o }) => db.command(command as Doc, o),
  runCursorCommand: (db, { command, commandName: _, ...o }) => drain(db.runCursorCommand(command as Doc, o)),
  createCommandCursor: async (db, { command, commandName: _, ...o }) => {
    const cursor = db.runCursorCommand(command as Doc, o);
    await cursor.hasNext();
    return cursor;
  },
};

// ----------------------------------------------------------------------------------------------- client

const CLIENT: Record<string, OpFn<MongoClient>> = {
  clientBulkWrite: async (client, { models, ...o }) =>
    clientBulkWriteResult(await client.bulkWrite((models as Doc[]).map(clientModel), o)),
  listDatabases: async (client, { filter, ...o }) =>
    (
      await client
        .db('admin')
        .admin()
        .listDatabases({ ...o, filter: filter as Doc })
    ).databases,
  listDatabaseNames: async (client, { filter, ...o }) =>
    (
      await client
        .db('admin')
        .admin()
        .listDatabases({ ...o, filter: filter as Doc, nameOnly: true })
    ).databases.map((d) => d.name),
};

// ---------------------------------------------------------------------------------------------- session

const SESSION: Record<string, OpFn<ClientSession>> = {
  startTransaction: async (s, o) => s.startTransaction(concerns(o)),
  commitTransaction: (s) => s.commitTransaction(),
  abortTransaction: (s) => s.abortTransaction(),
  endSession: (s) => s.endSession(),
  withTransaction: async (s, { callback, ...o }, env) => {
    await s.withTransaction(() => env.runCallback(callback as Operation[]), concerns(o));
  },
};

// ----------------------------------------------------------------------------------------------- cursor

const CURSOR: Record<string, OpFn<AbstractCursor>> = {
  iterateUntilDocumentOrError: (cursor) => cursor.next(),
  iterateOnce: (cursor) => cursor.tryNext(),
  close: async (cursor) => {
    await cursor.close().catch(() => undefined); // the format says errors of close are not the test's business
  },
};

const TABLES: Partial<Record<EntityKind, Record<string, OpFn<never>>>> = {
  collection: COLLECTION,
  database: DATABASE,
  client: CLIENT,
  session: SESSION,
  cursor: CURSOR,
};

/** Whether the runner implements `name` on an entity of this kind. */
export function implemented(kind: EntityKind, name: string): boolean {
  return Boolean(TABLES[kind]?.[name]);
}

/** Results that are lists of documents, each matched as a root-level document. */
export const ROOT_LIST_RESULTS = new Set([
  'find',
  'aggregate',
  'listCollections',
  'listDatabases',
  'listIndexes',
  'listSearchIndexes',
  'runCursorCommand',
]);

export function runEntityOperation(entity: Entity, op: Operation, args: Args, env: OpEnv): Promise<unknown> {
  const fn = TABLES[entity.kind]?.[op.name] as OpFn<unknown> | undefined;
  if (!fn) throw new SkipTest(`operation ${entity.kind}.${op.name} not implemented by the runner`);
  return fn(targetOf(entity), args, env);
}

function targetOf(entity: Entity): unknown {
  switch (entity.kind) {
    case 'client':
      return entity.client;
    case 'database':
      return entity.db;
    case 'collection':
      return entity.collection;
    case 'session':
      return entity.session;
    case 'cursor':
      return entity.cursor;
    default:
      return entity.value;
  }
}

/** Resolves the session argument and turns readConcern / writeConcern / readPreference into the driver's forms. */
export function prepareArgs(raw: Doc, env: OpEnv): Args {
  const args: Args = { ...raw };
  if (typeof args.session === 'string') args.session = env.session(args.session);
  if (args.readPreference) args.readPreference = readPreferenceOf(args.readPreference);
  if (args.writeConcern) args.writeConcern = writeConcernOf(args.writeConcern);
  return args;
}

// ------------------------------------------------------------------------------------------ result shapes

function returnDocument(o: Args): Args {
  if (o.returnDocument === undefined) return o;
  const v = String(o.returnDocument).toLowerCase();
  if (v !== 'before' && v !== 'after')
    throw new Error(`returnDocument must be Before or After (got ${String(o.returnDocument)})`);
  return { ...o, returnDocument: v };
}

function deleteResult(r: { deletedCount: number }): Doc {
  return { deletedCount: r.deletedCount };
}

function updateResult(r: {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: unknown;
}): Doc {
  const out: Doc = { matchedCount: r.matchedCount, modifiedCount: r.modifiedCount, upsertedCount: r.upsertedCount };
  if (r.upsertedId !== null && r.upsertedId !== undefined) out.upsertedId = r.upsertedId;
  return out;
}

export function bulkWriteResult(r: {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
  upsertedIds: Doc;
  insertedIds: Doc;
}): Doc {
  return {
    insertedCount: r.insertedCount,
    matchedCount: r.matchedCount,
    modifiedCount: r.modifiedCount,
    deletedCount: r.deletedCount,
    upsertedCount: r.upsertedCount,
    upsertedIds: { ...r.upsertedIds },
    insertedIds: { ...r.insertedIds },
  };
}

/** `{ insertOne: { namespace, document } }` (the format) to `{ name: 'insertOne', namespace, document }` (the driver). */
function clientModel(m: Doc): ClientBulkWriteModel {
  const [name] = Object.keys(m);
  return { name, ...(m[name] as Doc) } as unknown as ClientBulkWriteModel;
}

export function clientBulkWriteResult(r: ClientBulkWriteResult | undefined): Doc | undefined {
  if (!r) return undefined;
  const out: Doc = {
    insertedCount: r.insertedCount,
    upsertedCount: r.upsertedCount,
    matchedCount: r.matchedCount,
    modifiedCount: r.modifiedCount,
    deletedCount: r.deletedCount,
  };
  if (r.insertResults) out.insertResults = mapToDoc(r.insertResults);
  if (r.updateResults) out.updateResults = mapToDoc(r.updateResults, (u) => updateResult(u as never));
  if (r.deleteResults) out.deleteResults = mapToDoc(r.deleteResults);
  return out;
}

export function mapToDoc<V>(m: ReadonlyMap<number, V>, convert: (v: V) => unknown = (v) => ({ ...(v as Doc) })): Doc {
  return Object.fromEntries([...m.entries()].map(([k, v]) => [String(k), convert(v)]));
}
