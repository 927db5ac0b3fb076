// The store a pass of the tests runs on (scripts/run-tests.mjs), and the databases the tests make there.
//
//   embedded   each test file's server starts the embedded store in its own process, as `npm start` does
//   process    the embedded server run on its own (scripts/db.ts, as `npm run db` runs it), reached through
//              MONGODB_URI: the path a production deployment takes, none of the in-process shortcuts
//   uri        MONGODB_URI as the user set it: their own MongoDB (Atlas, a replica set), checked before deploying
//
// On MONGODB_URI every test works in databases of its own, named by testDatabaseName(): TEST_DB_PREFIX (the runner
// sets one per run, `t_<6 hex>_`; `t_` when a file is run alone), the test process's id, the time and a counter.
// Each test drops its own; the runner then lists what is left under the run's prefix, drops it, and fails the pass.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsEntry } from './ts-entry.mjs';

const DEFAULT_PREFIX = 't_';
const STORE_START_MS = 60_000;

/** A prefix of its own for one run of the tests: what is left under it afterwards was left by that run. */
export function newRunPrefix() {
  return `${DEFAULT_PREFIX}${randomBytes(3).toString('hex')}_`;
}

/** The prefix of the databases tests make: the run's, else `t_`. */
export function testDatabasePrefix(env = process.env) {
  const prefix = env.TEST_DB_PREFIX || DEFAULT_PREFIX;
  if (!/^[A-Za-z0-9_]{1,20}$/.test(prefix))
    throw new Error(`TEST_DB_PREFIX: ${JSON.stringify(prefix)} must be 1 to 20 letters, digits or _`);
  return prefix;
}

let made = 0;

/** A database name no other test, process or run uses: the prefix, this process's id, the time, a counter. */
export function testDatabaseName() {
  return `${testDatabasePrefix()}${process.pid}_${Date.now().toString(36)}_${made++}`;
}

/** The test process whose id a test database's name carries (undefined when it is not one of `prefix`'s). */
export function processOfDatabase(name, prefix) {
  const m = new RegExp(`^${prefix}(\\d+)_`).exec(name);
  return m ? Number(m[1]) : undefined;
}

const URI = /^(mongodb(?:\+srv)?:\/\/)([^/?]*)(\/[^?]*)?(\?.*)?$/;

/**
 * `uri` naming the database `name` instead of its own. With credentials in a mongodb:// URI the path's database is
 * also where they are checked unless authSource says otherwise, so that database (admin without one) is kept as
 * authSource. A mongodb+srv:// URI takes authSource from its DNS record (admin on Atlas), never from the path.
 */
export function withDatabase(uri, name) {
  const m = URI.exec(uri);
  if (!m) throw new Error('MONGODB_URI: must be a mongodb:// or mongodb+srv:// connection string');
  const [, scheme, hosts, path = '', query = ''] = m;
  const options = query.slice(1).split('&').filter(Boolean);
  const has = (key) => options.some((o) => o.split('=')[0].toLowerCase() === key);
  if (scheme === 'mongodb://' && hosts.includes('@') && !has('authsource') && !has('authmechanism')) {
    options.push(`authSource=${encodeURIComponent(decodeURIComponent(path.slice(1)) || 'admin')}`);
  }
  return `${scheme}${hosts}/${encodeURIComponent(name)}${options.length ? `?${options.join('&')}` : ''}`;
}

/**
 * The embedded server in a process of its own, on a free port and a fresh data directory (deleted by stop()).
 * `flags` are more options of scripts/db.ts.
 */
export async function startStoreProcess(root, flags = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfc-test-store-'));
  // fsync never: the tests need no power-loss safety, and the disk is shared with every test file.
  const args = [
    ...tsEntry(join(root, 'scripts', 'db.ts')),
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--fsync',
    'never',
    ...flags,
  ];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const uri = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the store process did not start within ${STORE_START_MS / 1000} s: ${output}`)),
      STORE_START_MS,
    );
    const onData = (d) => {
      output += d;
      const found = /listening on (mongodb:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the store process exited (${signal ?? code}) before listening: ${output}`));
    });
  }).catch((err) => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  return {
    uri,
    /** Whether it has exited (it never should before stop()), and how. */
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The databases on `uri` this user may see. */
export async function listDatabases(uri) {
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true, authorizedDatabases: true });
    return databases.map((d) => d.name);
  } finally {
    await client.close();
  }
}

export async function dropDatabases(uri, names) {
  if (names.length === 0) return;
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    for (const name of names) await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}
