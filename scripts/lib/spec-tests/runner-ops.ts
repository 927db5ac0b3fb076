// The format's special operations (`object: testRunner`): fail points, assertions on sessions, collections and
// indexes, and createEntities. Fail points are recorded so that the test's end turns them off.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClientSession, MongoClient } from 'mongodb';
import { createEntity, type Entities } from './entities.js';
import { show } from './match.js';
import { Failure, SkipTest, type Doc } from './types.js';

export interface TestState {
  entities: Entities;
  /** The runner's own client: setup, outcome and the collection/index assertions. */
  internal: MongoClient;
  baseUri: string;
  /** Names of the fail points this test turned on. */
  failPoints: Set<string>;
}

type Special = (args: Doc, state: TestState) => Promise<void>;

const TXN_STATES: Record<string, string> = {
  NO_TRANSACTION: 'none',
  STARTING_TRANSACTION: 'starting',
  TRANSACTION_IN_PROGRESS: 'in_progress',
  TRANSACTION_COMMITTED: 'committed',
  TRANSACTION_COMMITTED_EMPTY: 'committed',
  TRANSACTION_ABORTED: 'aborted',
};

const session = (args: Doc, state: TestState): ClientSession =>
  state.entities.of(args.session as string, 'session').session;

function expect(ok: boolean, message: string): void {
  if (!ok) throw new Failure(message);
}

async function configureFailPoint(client: MongoClient, failPoint: Doc, state: TestState): Promise<void> {
  await client.db('admin').command(failPoint);
  state.failPoints.add(failPoint.configureFailPoint as string);
}

async function collectionExists(state: TestState, args: Doc): Promise<boolean> {
  const found = await state.internal
    .db(args.databaseName as string)
    .listCollections({ name: args.collectionName as string }, { nameOnly: true })
    .toArray();
  return found.length > 0;
}

async function indexExists(state: TestState, args: Doc): Promise<boolean> {
  const coll = state.internal.db(args.databaseName as string).collection(args.collectionName as string);
  const indexes = await coll
    .listIndexes()
    .toArray()
    .catch((err: { code?: number }) => {
      if (err.code === 26) return []; // NamespaceNotFound: no collection, so no index
      throw err;
    });
  return indexes.some((i) => i.name === args.indexName);
}

function lastTwoLsids(args: Doc, state: TestState): [string, string] {
  const started = state.entities
    .of(args.client as string, 'client')
    .events.filter((e) => e.type === 'commandStartedEvent');
  expect(started.length >= 2, `fewer than two commands observed on ${String(args.client)}`);
  const [a, b] = started.slice(-2).map((e) => e.command?.lsid);
  expect(a !== undefined && b !== undefined, 'one of the last two commands has no lsid');
  return [show(a), show(b)];
}

const SPECIAL: Record<string, Special> = {
  failPoint: (args, state) =>
    configureFailPoint(state.entities.of(args.client as string, 'client').client, args.failPoint as Doc, state),
  targetedFailPoint: async (args, state) => {
    // Only a session pinned to a mongos has a server to target; on a replica set the format says to error.
    expect(
      session(args, state).isPinned,
      `targetedFailPoint: session ${String(args.session)} is not pinned to a mongos`,
    );
    const owner = state.entities.of(args.session as string, 'session').client.client;
    await configureFailPoint(owner, args.failPoint as Doc, state);
  },
  assertSessionTransactionState: async (args, state) => {
    // The driver keeps the state on its (internal) transaction object.
    const raw = (session(args, state) as unknown as { transaction: { state: string } }).transaction.state;
    const actual = TXN_STATES[raw] ?? raw;
    expect(
      actual === args.state,
      `session ${String(args.session)} transaction state: expected ${String(args.state)}, got ${actual}`,
    );
  },
  assertSessionPinned: async (args, state) =>
    expect(session(args, state).isPinned, `session ${String(args.session)} is not pinned`),
  assertSessionUnpinned: async (args, state) =>
    expect(!session(args, state).isPinned, `session ${String(args.session)} is pinned`),
  assertSessionDirty: async (args, state) =>
    expect(dirty(session(args, state)), `session ${String(args.session)} is not dirty`),
  assertSessionNotDirty: async (args, state) =>
    expect(!dirty(session(args, state)), `session ${String(args.session)} is dirty`),
  assertSameLsidOnLastTwoCommands: async (args, state) => {
    const [a, b] = lastTwoLsids(args, state);
    expect(a === b, `the last two commands have different lsids: ${a} and ${b}`);
  },
  assertDifferentLsidOnLastTwoCommands: async (args, state) => {
    const [a, b] = lastTwoLsids(args, state);
    expect(a !== b, `the last two commands have the same lsid ${a}`);
  },
  assertCollectionExists: async (args, state) =>
    expect(
      await collectionExists(state, args),
      `collection ${String(args.databaseName)}.${String(args.collectionName)} does not exist`,
    ),
  assertCollectionNotExists: async (args, state) =>
    expect(
      !(await collectionExists(state, args)),
      `collection ${String(args.databaseName)}.${String(args.collectionName)} exists`,
    ),
  assertIndexExists: async (args, state) =>
    expect(await indexExists(state, args), `index ${String(args.indexName)} does not exist`),
  assertIndexNotExists: async (args, state) =>
    expect(!(await indexExists(state, args)), `index ${String(args.indexName)} exists`),
  assertNumberConnectionsCheckedOut: async (args, state) => {
    const n = state.entities.of(args.client as string, 'client').checkedOut;
    expect(n === args.connections, `connections checked out: expected ${String(args.connections)}, got ${n}`);
  },
  createEntities: async (args, state) => {
    for (const def of args.entities as Doc[]) await createEntity(def, state.entities, state.baseUri);
  },
  wait: async (args) => {
    await sleep(args.ms as number);
  },
};

function dirty(s: ClientSession): boolean {
  return Boolean((s as unknown as { serverSession?: { isDirty?: boolean } }).serverSession?.isDirty);
}

export function specialImplemented(name: string): boolean {
  return name in SPECIAL;
}

export function runSpecial(name: string, args: Doc, state: TestState): Promise<void> {
  const fn = SPECIAL[name];
  if (!fn) throw new SkipTest(`test runner operation ${name} not implemented by the runner`);
  return fn(args, state);
}
