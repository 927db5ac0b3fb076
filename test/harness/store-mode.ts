// Which store the tests run on, the databases they make there, and the mark for a test that means something with
// the embedded store in its own process only.
//
//   externalStore                      MONGODB_URI is set: the store is in another process (the runner's process
//                                      pass, or a user's own MongoDB), reached only through the driver
//   testStoreUri()                     MONGODB_URI naming a throwaway database of this test's (undefined: embedded)
//   lastingStore()                     a DATA_DIR and database that outlive the servers started on them (restarts)
//   embeddedOnly(test, reason)('name', fn)   on MONGODB_URI the test is not run but reported as skipped, with why
//   failPointsOnly(test)('name', fn)    the same where the store has no fail points (a user's own MongoDB)
//
// The runner (scripts/run-tests.mjs) also sets TEST_STORE for the files of a pass on MONGODB_URI: `process` (its own
// embedded server, strict, with test commands) or `uri` (the user's MongoDB), and TEST_DB_PREFIX (the run's prefix).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { Callback, Test } from 'uvu';
import { testDatabaseName, withDatabase } from '../../scripts/lib/test-store.mjs';

export const externalStore = Boolean(process.env.MONGODB_URI);

/** MONGODB_URI with a database no other test uses (drop it when done), or undefined on the embedded store. */
export function testStoreUri(): string | undefined {
  return process.env.MONGODB_URI ? withDatabase(process.env.MONGODB_URI, testDatabaseName()) : undefined;
}

/** Drops the database `uri` names (a test's own, from testStoreUri). */
export async function dropTestDatabase(uri: string): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.db().dropDatabase();
  } finally {
    await client.close();
  }
}

export interface LastingStore {
  /** For the servers' env: DATA_DIR, and on MONGODB_URI the database (the harness then leaves it in place). */
  env: Record<string, string>;
  /** Deletes the data directory and drops the database. */
  remove(): Promise<void>;
}

/**
 * The store of a restart: servers started one after another with `env` find what the ones before wrote, in the
 * same DATA_DIR on the embedded store, in the same database on MONGODB_URI.
 */
export async function lastingStore(prefix = 'sfc-lasting-'): Promise<LastingStore> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const uri = testStoreUri();
  return {
    env: { DATA_DIR: dataDir, ...(uri ? { MONGODB_URI: uri } : {}) },
    async remove() {
      if (uri) await dropTestDatabase(uri);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `test`, or on MONGODB_URI a stand-in that runs none of the tests given to it: each is counted as skipped (uvu's
 * Skipped) and named with `reason` on a line the runner collects (`[skipped] …`), so a mode-only test is never a
 * silent pass. Keep these rare: a test that can assert what holds across processes should.
 */
export function embeddedOnly<T>(test: Test<T>, reason: string): (name: string, fn: Callback<T>) => void {
  if (!externalStore) return (name, fn) => test(name, fn);
  return (name) => {
    process.stdout.write(`[skipped] ${name}: embedded store only (${reason})\n`);
    test.skip(name);
  };
}

/**
 * Whether the store the tests run on has MongoDB's test commands (`configureFailPoint`): the embedded store does
 * (with EMBEDDED_MONGO_TEST_COMMANDS=on in the server's env), and so does the runner's store process (started with
 * --enable-test-commands); MONGODB_URI as a user set it (their Atlas or replica set) is taken not to.
 */
export const storeHasFailPoints = !externalStore || process.env.TEST_STORE === 'process';

/**
 * `test`, or where the store has no fail points (MONGODB_URI naming a user's own MongoDB) a stand-in that reports
 * each test skipped with why, as embeddedOnly does: tests that inject MongoDB's failures need `configureFailPoint`,
 * which a production deployment does not have.
 */
export function failPointsOnly<T>(test: Test<T>): (name: string, fn: Callback<T>) => void {
  if (storeHasFailPoints) return (name, fn) => test(name, fn);
  return (name) => {
    process.stdout.write(
      `[skipped] ${name}: needs fail points (configureFailPoint, a test command MONGODB_URI's deployment is not taken to have)\n`,
    );
    test.skip(name);
  };
}
