// The store: the one place that connects to MongoDB, declares collections and indexes, and closes.
//
//   const store = await openStore({ dataDir: process.env.DATA_DIR ?? './data', uri: process.env.MONGODB_URI });
//   tenantCollection<OrderDoc>(store.db, COLLECTION.orders, tenant)   // one tenant's view (access.ts, tenancy.ts)
//   sharedCollection<BusinessDoc>(store.db, COLLECTION.businesses)     // not per tenant (access.ts)
//   store.agenda                                         // Agenda 6 on the same database (not started)
//   await store.close();                                 // stops Agenda, closes the client, the embedded server
//
// With `uri` (MONGODB_URI) it connects to that deployment (a replica set in production). Without it, it
// starts the embedded MongoDB-compatible server (src/store/embedded) on 127.0.0.1 with data under dataDir,
// listening on `port` (EMBEDDED_MONGO_PORT; default ephemeral), and connects to it with the same
// driver. Two things only the embedded server in this process gives, both behind the same calls: change counts
// read without a round trip (change-counts.ts), and the direct line (direct.ts) that the lean calls use for the
// hot commands outside transactions; the commands and their answers are the driver's either way.
//
// Public API:
//   openStore(opts: OpenStoreOptions): Promise<Store>
//   Store = { client, db, embedded?: { uri, port, close() }, agenda?: Agenda, ensureIndexes(), close() }
//   COLLECTIONS (collections.ts): collection name → index declarations; CollectionName; COLLECTION (name → name)
//   tenantCollection(db, name, tenant), sharedCollection(db, name) (access.ts): the only way to a collection
//   outside src/store; each module wraps them in typed accessors (src/modules/<area>/store.ts)
//   tenantFilter(ctx, filter), tenantDoc(ctx, doc), ScopedCollection (tenancy.ts); scoped(db, ctx) (access.ts)
//   findOneLean, findLean, insertOneLean, updateOneLean, findOneAndUpdateLean, asRead (lean-read.ts): the hot
//   commands in fewer steps (over the direct line when there is one; ScopedCollection uses them)
//   readTogether(db, parts) (read-together.ts): several small reads of any collections in one round trip
//   SharedReads (shared-read.ts), changeCount(db, collection, key?) (change-counts.ts): reads shared between
//   requests; localMatcher, localSort (local-query.ts): the store's rules on documents in memory
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda } from 'agenda';
import { MongoClient, type Db, type IndexDescription } from 'mongodb';
import { COLLECTIONS, type IndexDecl } from './collections.js';
import { startEmbeddedMongo, type EmbeddedMongo } from './embedded/index.js';
import type { ChangeCounterSpec } from './embedded/change-counters.js';
import { newChangeCounterSpec, useChangeCounts } from './change-counts.js';
import { DirectChannel, useDirect } from './direct.js';
import { batchSupported } from './transaction.js';

export { COLLECTION, COLLECTIONS, type CollectionName } from './collections.js';
export { scoped, sharedCollection, tenantCollection } from './access.js';
export { tenantFilter, ScopedCollection, type TenantContext, type Tenanted } from './tenancy.js';
export { startEmbeddedMongo, type EmbeddedMongo } from './embedded/index.js';
export { DATA_DIR_IN_USE } from './embedded/storage.js';
export { isDuplicateKeyError } from './errors.js';
export { asRead, findOneLean, insertOneLean, updateEachLean } from './lean-read.js';
export { readTogether, type ReadPart } from './read-together.js';
export { SharedReads } from './shared-read.js';
export { changeCount } from './change-counts.js';
export { localMatcher, localSort } from './local-query.js';
export { newRevision, revisionUpdate, REVISION_FIELD } from './revisions.js';

/** In DATA_DIR while a process serves it: `{ uri, pid }` of its embedded server. */
export const STORE_ADDRESS_FILE = 'store-address.json';

export interface StoreLogger {
  info(msg: string): void;
  warn?(msg: string): void;
}

export interface OpenStoreOptions {
  /** MONGODB_URI. Unset: start the embedded server. */
  uri?: string;
  /** DATA_DIR for the embedded server. */
  dataDir: string;
  /** Database name (default: the URI's database, else 'storefront'). */
  dbName?: string;
  /** EMBEDDED_MONGO_PORT: fixed port for the embedded server (default ephemeral). */
  port?: number;
  /** The embedded server's EMBEDDED_MONGO_STRICT and EMBEDDED_MONGO_TEST_COMMANDS (embedded/README.md); default off. */
  embedded?: { strict?: boolean; testCommands?: boolean };
  logger?: StoreLogger;
  /** Construct Agenda on the same database (default true). It is not started; call agenda.start(). */
  agenda?: boolean | { processEvery?: number; name?: string; maxConcurrency?: number; defaultLockLifetime?: number };
  /** Ensure the declared indexes at start (default true). */
  ensureIndexes?: boolean;
  /** The client reports every command it sends (`commandStarted`): for counting round trips (default false). */
  monitorCommands?: boolean;
}

export interface Store {
  client: MongoClient;
  db: Db;
  /** Which MongoDB this is, for the start-up banner: `MONGODB_URI (db)` or the embedded server's address. */
  description: string;
  embedded?: EmbeddedMongo;
  agenda?: Agenda;
  ensureIndexes(): Promise<void>;
  close(): Promise<void>;
}

function toIndexDescription(decl: IndexDecl): IndexDescription {
  const d: IndexDescription = { key: decl.key };
  if (decl.name) d.name = decl.name;
  if (decl.unique) d.unique = true;
  if (decl.sparse) d.sparse = true;
  if (decl.expireAfterSeconds !== undefined) d.expireAfterSeconds = decl.expireAfterSeconds;
  if (decl.partialFilterExpression) d.partialFilterExpression = decl.partialFilterExpression;
  return d;
}

/** Creates every declared collection's indexes (idempotent; createIndexes is a no-op for existing ones). */
export async function ensureIndexes(db: Db): Promise<void> {
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  await Promise.all(
    Object.entries(COLLECTIONS).map(async ([name, decls]) => {
      // A collection without secondary indexes is still created, so it exists (and is listed) from the start.
      if (!(decls as IndexDecl[]).length) {
        if (!existing.has(name))
          await db
            .createCollection(name)
            .catch((err) => ((err as { code?: number }).code === 48 ? undefined : Promise.reject(err)));
        return;
      }
      const collection = db.collection(name);
      const wanted = (decls as IndexDecl[]).map(toIndexDescription);
      try {
        await collection.createIndexes(wanted);
      } catch (err) {
        // An index declared with other options than a data directory's existing one (a TTL changed): the
        // declaration is the truth, so the old index is dropped and built again as declared.
        if (!INDEX_CONFLICTS.has((err as { code?: number }).code ?? 0)) throw err;
        await rebuildChangedIndexes(collection, wanted);
      }
    }),
  );
}

/** IndexOptionsConflict, IndexKeySpecsConflict. */
const INDEX_CONFLICTS = new Set([85, 86]);
const INDEX_NOT_FOUND = 27;
const INDEX_OPTIONS = ['unique', 'sparse', 'expireAfterSeconds', 'partialFilterExpression'] as const;

async function rebuildChangedIndexes(
  collection: ReturnType<Db['collection']>,
  wanted: IndexDescription[],
): Promise<void> {
  const existing = await collection.listIndexes().toArray();
  for (const want of wanted) {
    const have = existing.find((i) => JSON.stringify(i.key) === JSON.stringify(want.key));
    if (!have || have.name === '_id_') continue;
    const differs = INDEX_OPTIONS.some(
      (o) =>
        JSON.stringify(have[o] ?? null) !== JSON.stringify((want as unknown as Record<string, unknown>)[o] ?? null),
    );
    if (differs || (want.name !== undefined && want.name !== have.name)) {
      // Two processes starting at once both find the old index, and only one can drop it. IndexNotFound means the
      // other process dropped it, which is what this drop was for: the createIndexes below builds the declared
      // index, or joins the other process's build of it, or finds it built.
      await collection
        .dropIndex(have.name as string)
        .catch((err) => ((err as { code?: number }).code === INDEX_NOT_FOUND ? undefined : Promise.reject(err)));
    }
  }
  await collection.createIndexes(wanted);
}

/** The database named in a connection string's path, if any. */
function databaseInUri(uri: string): string | undefined {
  const m = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri);
  return m ? decodeURIComponent(m[1]) : undefined;
}

export async function openStore(opts: OpenStoreOptions): Promise<Store> {
  let embedded: EmbeddedMongo | undefined;
  let counters: ChangeCounterSpec | undefined;
  let localSocket: string | undefined;
  let uri = opts.uri;
  if (!uri) {
    // On a worker thread: the server's work (BSON, queries, journal) runs on another core than the HTTP server.
    // This process's own client goes through a Unix domain socket: a command costs about a quarter less CPU than
    // over loopback TCP (docs/benchmarks.md); other processes and tools use the TCP address.
    const socketPath = join(opts.dataDir, 'store.sock');
    localSocket = Buffer.byteLength(socketPath) < 100 ? socketPath : undefined;
    embedded = await startEmbeddedMongo({
      dataDir: opts.dataDir,
      port: opts.port ?? 0,
      thread: true,
      socketPath: localSocket,
      strict: opts.embedded?.strict,
      enableTestCommands: opts.embedded?.testCommands,
      engine: { changeCounters: (counters = newChangeCounterSpec()) },
    });
    uri = embedded.localUri ?? embedded.uri;
    opts.logger?.info(`embedded MongoDB listening on ${embedded.uri} (data in ${opts.dataDir})`);
    // DATA_DIR is one process's: tools (npm run business, npm run import) read where that process serves it.
    await writeFile(
      join(opts.dataDir, STORE_ADDRESS_FILE),
      JSON.stringify({ uri: embedded.uri, pid: process.pid }) + '\n',
    );
  }
  const client = new MongoClient(uri, opts.monitorCommands ? { monitorCommands: true } : {});
  try {
    await client.connect();
  } catch (err) {
    await embedded?.close();
    throw err;
  }
  const db = client.db(opts.dbName ?? databaseInUri(uri) ?? 'storefront');
  if (counters) useChangeCounts(db, counters);
  // The hot commands outside transactions skip the driver's command path (direct.ts).
  const direct = localSocket ? new DirectChannel(localSocket, opts.monitorCommands ? client : null) : undefined;
  if (direct) useDirect(client, direct);
  // Whether the deployment takes MongoClient.bulkWrite, asked now so no transaction pays for the question.
  await batchSupported(client, db.databaseName).catch(() => undefined);
  const store: Store = {
    client,
    db,
    description: embedded
      ? `embedded (${embedded.uri}, data in ${opts.dataDir})`
      : `MONGODB_URI (database ${db.databaseName})`,
    embedded,
    ensureIndexes: () => ensureIndexes(db),
    async close() {
      if (store.agenda) await store.agenda.stop().catch(() => undefined);
      direct?.close();
      await client.close();
      if (embedded) {
        await rm(join(opts.dataDir, STORE_ADDRESS_FILE), { force: true });
        await embedded.close();
      }
    },
  };
  try {
    if (opts.ensureIndexes !== false) await ensureIndexes(db);
    if (opts.agenda !== false) {
      const a = typeof opts.agenda === 'object' ? opts.agenda : {};
      store.agenda = new Agenda({
        backend: new MongoBackend({ mongo: db }),
        processEvery: a.processEvery ?? 1000,
        ...(a.name ? { name: a.name } : {}),
        ...(a.maxConcurrency ? { maxConcurrency: a.maxConcurrency } : {}),
        ...(a.defaultLockLifetime ? { defaultLockLifetime: a.defaultLockLifetime } : {}),
      });
    }
  } catch (err) {
    await store.close();
    throw err;
  }
  return store;
}
