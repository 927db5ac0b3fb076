// The ground of the failure tests (test/failures): the whole service over HTTP, as the harness starts it, on a store
// that has MongoDB's fail points (`configureFailPoint` with `failCommand`, src/store/embedded/README.md), and a
// way to set them that no fail point can touch.
//
//   embedded pass   the server's own embedded store, started with EMBEDDED_MONGO_TEST_COMMANDS=on
//   process pass    a store process of this file's own, started as the runner starts its store
//                   (`npm run db -- --strict --enable-test-commands`), reached through MONGODB_URI: the production
//                   path. Of its own because a server has one `failCommand` fail point: two files setting it on the
//                   runner's shared store at once would fail each other's commands (and a failover, every command).
//   MONGODB_URI (a user's own MongoDB): the tests report themselves skipped (failPointsOnly), as such a
//                   deployment has no test commands.
//
// Fail points are set over a connection of the test's own that sends bare commands (no handshake, no monitoring,
// no server selection), so even a fail point on every command, `hello` included, can be turned off again: the
// service's own driver, meanwhile, sees the store as during an election.
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BSON, type Document } from 'mongodb';
import * as assert from 'uvu/assert';
import { MessageReader } from '../../src/store/embedded/wire.js';
import { startStoreProcess, testDatabaseName, withDatabase } from '../../scripts/lib/test-store.mjs';
import { startHarness, type Harness, type HarnessOptions } from '../harness/harness.js';
import { externalStore, storeHasFailPoints } from '../harness/store-mode.js';

export { failPointsOnly } from '../harness/store-mode.js';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');

/** failCommand's mode, as mongod takes it. */
export type FailMode = 'alwaysOn' | 'off' | { times: number } | { skip: number };

/** failCommand's data (the fields the tests use; src/store/embedded/fail-points.ts has them all). */
export interface FailData {
  failCommands?: string[];
  failAllCommands?: boolean;
  errorCode?: number;
  errorLabels?: string[];
  closeConnection?: boolean;
  blockConnection?: boolean;
  blockTimeMS?: number;
  writeConcernError?: Document;
  namespace?: string;
}

/** NotWritablePrimary, ShutdownInProgress, PrimarySteppedDown, ...: what a replica set answers during an election. */
export const NOT_WRITABLE_PRIMARY = 10107;
export const SHUTDOWN_IN_PROGRESS = 91;
export const PRIMARY_STEPPED_DOWN = 189;

export interface FailureHarness extends Harness {
  /** Sets failCommand (mode 'off' clears it); answers how often it had been entered before. */
  failPoint(mode: FailMode, data?: FailData): Promise<number>;
  /** failCommand off. */
  off(): Promise<void>;
  /** Sets failCommand; answers a function that turns it off and tells how often it was met meanwhile. */
  fail(mode: FailMode, data: FailData): Promise<() => Promise<number>>;
  /** Waits until failCommand has been entered `times` times in all (count answered by failPoint, plus those wanted). */
  waitForFailPoint(times: number, maxTimeMS?: number): Promise<void>;
  /** `<database>.<collection>` of the service's store: failCommand's `namespace`. */
  ns(collection: string): string;
}

/** A connection to the store that sends bare OP_MSG commands, one at a time. */
class Control {
  private readonly reader = new MessageReader();
  private pending: { resolve(d: Document): void; reject(e: Error): void } | null = null;
  private nextId = 1;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk) => {
      for (const frame of this.reader.push(chunk)) {
        const p = this.pending;
        this.pending = null;
        p?.resolve(BSON.deserialize(frame.subarray(21)));
      }
    });
    socket.on('error', (err) => this.pending?.reject(err));
    socket.on('close', () => this.pending?.reject(new Error('the control connection to the store closed')));
  }

  static open(uri: string): Promise<Control> {
    const m = /^mongodb:\/\/([^/?,]+):(\d+)/.exec(uri);
    if (!m) throw new Error(`cannot set fail points through ${uri}`);
    return new Promise((resolve, reject) => {
      const socket = net.createConnection({ host: m[1], port: Number(m[2]) }, () => resolve(new Control(socket)));
      socket.once('error', reject);
    });
  }

  async command(body: Document): Promise<Document> {
    const doc = BSON.serialize({ ...body, $db: 'admin' });
    const frame = Buffer.alloc(21 + doc.length);
    frame.writeInt32LE(frame.length, 0);
    frame.writeInt32LE(this.nextId++, 4);
    frame.writeInt32LE(2013, 12); // OP_MSG, flags 0, one body section
    frame.set(doc, 21);
    const reply = await new Promise<Document>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(frame);
    });
    if (reply.ok !== 1) throw new Error(`${Object.keys(body)[0]}: ${reply.errmsg} (${reply.code})`);
    return reply;
  }

  close(): void {
    this.socket.destroy();
  }
}

/**
 * The harness on a store with fail points (see the top of this file), or null where the store has none (the
 * tests then skip: failPointsOnly).
 */
export async function startFailureHarness(opts: HarnessOptions = {}): Promise<FailureHarness | null> {
  if (!storeHasFailPoints) return null;
  const store = externalStore ? await startStoreProcess(root, ['--strict', '--enable-test-commands']) : null;
  let h: Harness;
  try {
    const env = store
      ? { MONGODB_URI: withDatabase(store.uri, testDatabaseName()), ...opts.env }
      : { EMBEDDED_MONGO_TEST_COMMANDS: 'on', ...opts.env };
    h = await startHarness({ ...opts, env });
  } catch (err) {
    await store?.stop();
    throw err;
  }
  const storeUri = store?.uri ?? h.srv.services.store.embedded?.uri;
  let control: Control;
  try {
    control = await Control.open(storeUri ?? '');
  } catch (err) {
    await h.close();
    await store?.stop();
    throw err;
  }
  const close = h.close;
  const failPoint = async (mode: FailMode, data?: FailData) =>
    (await control.command({ configureFailPoint: 'failCommand', mode, ...(data ? { data } : {}) })).count as number;
  return Object.assign(h, {
    failPoint,
    async off() {
      await failPoint('off');
    },
    async fail(mode: FailMode, data: FailData) {
      const before = await failPoint(mode, data);
      return async () => (await failPoint('off')) - before;
    },
    async waitForFailPoint(times: number, maxTimeMS = 10_000) {
      await control.command({ waitForFailPoint: 'failCommand', timesEntered: times, maxTimeMS });
    },
    ns: (collection: string) => `${h.db.databaseName}.${collection}`,
    async close() {
      await failPoint('off').catch(() => undefined);
      control.close();
      await close();
      await store?.stop();
    },
  });
}

/** The answer is a 503 saying the store failed, `retryable` as given (whether sending the request again is safe). */
export function assertStoreDown(r: { status: number; body?: any; json?: any }, retryable: boolean): void {
  const body = r.body ?? r.json;
  assert.is(r.status, 503, JSON.stringify(body));
  assert.is(body.error.code, 'SERVICE_UNAVAILABLE');
  assert.match(body.error.message, /^The store is unavailable/);
  assert.is(body.error.retryable, retryable, body.error.message);
}
