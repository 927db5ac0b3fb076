// Test target for the store suites: the embedded server on an ephemeral port with a temp DATA_DIR, or,
// when MONGODB_URI is set, that deployment with a unique throwaway database (dropped afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, MongoServerError, type Db, type Document, type UpdateFilter } from 'mongodb';
import * as assert from 'uvu/assert';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/store/embedded/index.js';
import { testDatabaseName } from '../../scripts/lib/test-store.mjs';

export interface Target {
  client: MongoClient;
  db: Db;
  uri: string;
  embedded: EmbeddedMongo | null;
  /** A second client on separate connections (for isolation and concurrency tests). */
  newClient(): Promise<MongoClient>;
  stop(): Promise<void>;
}

export function tempDir(prefix = 'store-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** `embedded`: this engine even when MONGODB_URI is set (tests of the embedded server itself, not of MongoDB's behaviour). */
export async function startTarget(
  opts: { ttlIntervalMs?: number; transactionLifetimeMs?: number; embedded?: boolean } = {},
): Promise<Target> {
  const external = opts.embedded ? undefined : process.env.MONGODB_URI;
  let embedded: EmbeddedMongo | null = null;
  let dir: string | null = null;
  let uri: string;
  if (external) uri = external;
  else {
    dir = tempDir();
    embedded = await startEmbeddedMongo({
      dataDir: dir,
      ttlIntervalMs: opts.ttlIntervalMs ?? 200,
      engine: opts.transactionLifetimeMs ? { transactionLifetimeMs: opts.transactionLifetimeMs } : undefined,
    });
    uri = embedded.uri;
  }
  const clients: MongoClient[] = [];
  const newClient = async () => {
    const c = new MongoClient(uri);
    await c.connect();
    clients.push(c);
    return c;
  };
  const client = await newClient();
  const dbName = external ? testDatabaseName() : 'conformance';
  const db = client.db(dbName);
  return {
    client,
    db,
    uri,
    embedded,
    newClient,
    async stop() {
      if (external) await db.dropDatabase().catch(() => undefined);
      for (const c of clients) await c.close();
      await embedded?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns true or `deadlineMs` passes (for background work such as TTL sweeps). */
export async function eventually(check: () => Promise<boolean>, deadlineMs: number, everyMs = 100): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Agenda 6 leaves a per-job lock-check timer (up to lockLifetime / 2) running after stop(); once a test
 * file is done, do not let it hold the process open. Exits with uvu's exit code. */
export function exitWhenDone(): void {
  // Several files in one process (scripts/lib/test-group.mjs, which sets UVU_DEFER): the group ends the process.
  if ((globalThis as { UVU_DEFER?: unknown }).UVU_DEFER) return;
  setTimeout(() => process.exit(process.exitCode ?? 0), 1000).unref();
}

/** Update documents the driver's static types are too narrow for (array operators on untyped fields). */
export const u = (x: Document) => x as UpdateFilter<any>;

/** Awaits `p`, which must fail with a server error of one of the codes; answers the error. */
export async function rejects(p: Promise<unknown>, code: number | number[]): Promise<MongoServerError> {
  const codes = Array.isArray(code) ? code : [code];
  try {
    await p;
  } catch (err) {
    assert.instance(err, MongoServerError);
    assert.ok(
      codes.includes((err as MongoServerError).code as number),
      `expected code ${codes.join(' or ')}, got ${(err as MongoServerError).code}: ${(err as Error).message}`,
    );
    return err as MongoServerError;
  }
  assert.unreachable(`expected error code ${codes.join(' or ')}, got success`);
  throw new Error('unreachable');
}
