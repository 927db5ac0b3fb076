// One test of a unified-format file, as "Executing a Test" lays it out: requirements, initial data, entities,
// operations, then (listeners off, fail points off) the expected events and the collections' outcome, and
// finally sessions ended, transactions terminated and clients closed whatever happened.
import type { AbstractCursor, Db, MongoClient } from 'mongodb';
import { createEntity, Entities, type Entity } from './entities.js';
import { driverDeviation } from './driver-deviations.js';
import { checkError, describeError } from './errors.js';
import { checkEvents } from './events.js';
import { match, matchRootList, show, type MatchContext } from './match.js';
import { prepareArgs, ROOT_LIST_RESULTS, runEntityOperation, type OpEnv } from './operations.js';
import { unmet, type ServerInfo } from './requirements.js';
import { runSpecial, type TestState } from './runner-ops.js';
import { unsupported, type Capabilities } from './scan.js';
import { Failure, SkipTest, type CollectionData, type Operation, type TestCase, type TestFile } from './types.js';

export interface RunnerEnv {
  internal: MongoClient;
  /** Connection string the test's client entities start from. */
  baseUri: string;
  server: ServerInfo;
  caps: Capabilities & { killAllSessions: boolean };
  timeoutMs: number;
}

export type Outcome =
  | { status: 'passed'; allowances?: string[] }
  | { status: 'failed'; difference: string; allowances?: string[] }
  | { status: 'skipped'; reason: string };

export async function runTest(file: TestFile, test: TestCase, env: RunnerEnv): Promise<Outcome> {
  if (test.skipReason) return { status: 'skipped', reason: `skipReason in the test file: ${test.skipReason}` };
  const reason =
    unmet(test.runOnRequirements, env.server) ??
    driverDeviation(file.path, test.description) ??
    unsupported(file, test, env.caps);
  if (reason) return { status: 'skipped', reason };
  const state: TestState = {
    entities: new Entities(),
    internal: env.internal,
    baseUri: env.baseUri,
    failPoints: new Set(),
  };
  const allowances = new Set<string>();
  let outcome: Outcome;
  try {
    await withTimeout(
      execute(file, test, state, (r) => allowances.add(r)),
      env.timeoutMs,
    );
    outcome = { status: 'passed' };
  } catch (err) {
    outcome = classify(err);
  }
  if (outcome.status !== 'skipped' && allowances.size) outcome.allowances = [...allowances];
  await cleanup(state, env, test).catch((err) => {
    if (outcome.status === 'passed') outcome = { status: 'failed', difference: `cleanup: ${describeError(err)}` };
  });
  return outcome;
}

function classify(err: unknown): Outcome {
  if (err instanceof SkipTest) return { status: 'skipped', reason: err.reason };
  if (err instanceof Failure) return { status: 'failed', difference: err.message };
  return { status: 'failed', difference: describeError(err) };
}

async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Failure(`timed out after ${ms} ms`)), ms);
  });
  work.catch(() => undefined); // when the timeout wins, the abandoned work's later rejection is not news
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function execute(
  file: TestFile,
  test: TestCase,
  state: TestState,
  allow: (reason: string) => void,
): Promise<void> {
  await loadInitialData(file.initialData ?? [], state.internal).catch((err) => {
    throw new Failure(`initialData: ${describeError(err)}`);
  });
  for (const def of file.createEntities ?? []) await createEntity(def, state.entities, state.baseUri);
  for (const op of test.operations) await runOperation(op, state, false);
  stopListening(state);
  await disableFailPoints(state);
  const ctx = matchContext(state.entities);
  const eventsDiff = checkEvents(test.expectEvents ?? [], state.entities, ctx, allow);
  if (eventsDiff) throw new Failure(eventsDiff);
  for (const data of test.outcome ?? []) await checkOutcome(data, state.internal, ctx);
}

// ------------------------------------------------------------------------------------------- operations

async function runOperation(op: Operation, state: TestState, inCallback: boolean): Promise<void> {
  if (op.object === 'testRunner') return runSpecial(op.name, op.arguments ?? {}, state);
  const entity = state.entities.get(op.object);
  const env: OpEnv = {
    session: (name) => state.entities.of(name, 'session').session,
    runCallback: async (ops) => {
      for (const inner of ops) await runOperation(inner, state, true);
    },
  };
  let result: unknown;
  let error: unknown;
  let threw = false;
  try {
    result = await runEntityOperation(entity, op, prepareArgs(op.arguments ?? {}, env), env);
  } catch (err) {
    if (err instanceof SkipTest || err instanceof Failure) throw err;
    [error, threw] = [err, true];
  }
  checkOperation(op, result, error, threw, state);
  // A callback's errors go on to withTransaction, expected or not, as the format requires.
  if (threw && inCallback) throw error;
  if (op.saveResultAsEntity) save(op.saveResultAsEntity, result, state.entities);
}

function checkOperation(op: Operation, result: unknown, error: unknown, threw: boolean, state: TestState): void {
  if (op.ignoreResultAndError) return;
  const label = `${op.object}.${op.name}`;
  const ctx = matchContext(state.entities);
  if (op.expectError) {
    if (!threw) throw new Failure(`${label}: expected an error, got ${show(result)}`);
    const d = checkError(op.expectError, error, ctx);
    if (d) throw new Failure(`${label}: ${d}`);
    return;
  }
  if (threw) throw new Failure(`${label}: unexpected error ${describeError(error)}`);
  if (!('expectResult' in op)) return;
  const d = ROOT_LIST_RESULTS.has(op.name)
    ? matchRootList(op.expectResult, result, ctx)
    : match(op.expectResult, result, ctx);
  if (d) throw new Failure(`${label} result: ${d}`);
}

function save(name: string, result: unknown, entities: Entities): void {
  const isCursor =
    result !== null && typeof result === 'object' && typeof (result as AbstractCursor).tryNext === 'function';
  entities.add(
    name,
    isCursor ? { kind: 'cursor', cursor: result as AbstractCursor } : { kind: 'value', value: result },
  );
}

function matchContext(entities: Entities): MatchContext {
  return {
    entity: (name) => entities.of(name, 'value').value,
    sessionLsid: (name) => entities.of(name, 'session').lsid,
  };
}

// ------------------------------------------------------------------------------------------------- data

const MAJORITY = { writeConcern: { w: 'majority' as const } };

async function loadInitialData(data: CollectionData[], internal: MongoClient): Promise<void> {
  for (const d of data) {
    const db = internal.db(d.databaseName);
    for (const name of [d.collectionName, `enxcol_.${d.collectionName}.esc`, `enxcol_.${d.collectionName}.ecoc`])
      await dropIfExists(db, name);
    const documents = d.documents ?? [];
    if (d.createOptions || documents.length === 0)
      await db.createCollection(d.collectionName, { ...d.createOptions, ...MAJORITY });
    if (documents.length > 0) await db.collection(d.collectionName).insertMany(documents, MAJORITY);
  }
}

async function dropIfExists(db: Db, name: string): Promise<void> {
  await db.dropCollection(name, MAJORITY).catch((err: { code?: number }) => {
    if (err.code !== 26) throw err; // NamespaceNotFound
  });
}

async function checkOutcome(data: CollectionData, internal: MongoClient, ctx: MatchContext): Promise<void> {
  const actual = await internal
    .db(data.databaseName)
    .collection(data.collectionName)
    .find({}, { sort: { _id: 1 }, readPreference: 'primary', readConcern: { level: 'local' } })
    .toArray();
  // Outcome documents match exactly: no extra fields at any level (key order aside).
  const d = match(data.documents ?? [], actual, ctx, false);
  if (d) throw new Failure(`outcome ${data.databaseName}.${data.collectionName}: ${d}`);
}

// ---------------------------------------------------------------------------------------------- cleanup

function stopListening(state: TestState): void {
  for (const e of state.entities.all()) if (e.kind === 'client') e.listening = false;
}

async function disableFailPoints(state: TestState): Promise<void> {
  for (const name of state.failPoints) {
    await state.internal.db('admin').command({ configureFailPoint: name, mode: 'off' });
    state.failPoints.delete(name);
  }
}

async function cleanup(state: TestState, env: RunnerEnv, test: TestCase): Promise<void> {
  stopListening(state);
  await disableFailPoints(state);
  const entities = state.entities.all();
  for (const e of entities) {
    if (e.kind === 'session') await e.session.endSession().catch(() => undefined);
    if (e.kind === 'cursor') await e.cursor.close().catch(() => undefined);
  }
  if (!env.caps.killAllSessions) await endObservedSessions(entities, env.internal);
  else if (startsTransaction(test.operations)) await terminateTransactions(env.internal);
  for (const e of entities) if (e.kind === 'client') await e.client.close();
}

/** Without killAllSessions, the sessions the test's clients used are ended by id: a driver keeps no session that a
 * network error made dirty, so its transaction would otherwise stay open on the server into the next test. */
async function endObservedSessions(entities: Entity[], internal: MongoClient): Promise<void> {
  const lsids = entities.flatMap((e) => (e.kind === 'client' ? [...e.lsids.values()] : []));
  if (lsids.length) await internal.db('admin').command({ endSessions: lsids });
}

function startsTransaction(ops: Operation[]): boolean {
  return ops.some((op) => op.name === 'startTransaction' || op.name === 'withTransaction');
}

export async function terminateTransactions(internal: MongoClient): Promise<void> {
  await internal
    .db('admin')
    .command({ killAllSessions: [] })
    .catch((err: { code?: number }) => {
      if (err.code !== 11601 && err.code !== 13) throw err; // Interrupted, Unauthorized: the format allows both
    });
}
