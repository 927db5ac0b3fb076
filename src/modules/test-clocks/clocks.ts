// A business's test clocks: create (at most 100), read, and the state changes of an advance (begin, claim by one
// runner, each step, the end). The advance's loop itself runs the flows' sweeps, so it lives in
// src/flows/test-clocks/advance.ts; this file only keeps the clock document's state consistent: every change is
// guarded by the status it expects and bumps `revision`.
import { conflict, notFound, validationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { serialized } from '../../store/transaction.js';
import {
  ADVANCE_LEASE_MS,
  CLOCK_TTL_MS,
  MAX_CLOCKS_PER_BUSINESS,
  type TestClockDoc,
  type TestClockProgress,
} from './model.js';
import { advanceRefusal } from './rules/advance.js';
import { testClocks, testClocksAcrossTenants } from './store.js';

type Deps = Pick<Services, 'db' | 'clock'>;

/** Clocks are sandbox documents: whatever mode the caller's tenant says, the clock's is test. */
const sandbox = (tenant: TenantContext): TenantContext => ({ business_id: tenant.business_id, livemode: false });

const emptyProgress = (): TestClockProgress => ({ steps: 0, objects: {}, last_error: null });

export async function createTestClock(
  services: Services,
  tenant: TenantContext,
  input: { frozen_time: Date; name?: string | null },
): Promise<TestClockDoc> {
  const t = sandbox(tenant);
  // Real time: the clock's own time says nothing about when it was made or when it goes.
  const now = services.clock.now();
  // Serialized per business, so concurrent creates cannot both take the last of the 100 places.
  return serialized(services, `test_clocks:${t.business_id}`, async (session) => {
    const coll = testClocks(services.db, t);
    const held = await coll.countDocuments({}, { session });
    if (held >= MAX_CLOCKS_PER_BUSINESS)
      throw conflict(
        `A business holds at most ${MAX_CLOCKS_PER_BUSINESS} test clocks; this one has ${held}: delete one first`,
      );
    const doc: TestClockDoc = {
      _id: newId('testClock'),
      business_id: t.business_id,
      livemode: false,
      name: input.name ?? null,
      frozen_time: input.frozen_time,
      status: 'ready',
      advancing_to: null,
      progress: emptyProgress(),
      lease_until: null,
      created_at: now,
      updated_at: now,
      expires_at: new Date(now.getTime() + CLOCK_TTL_MS),
      revision: 1,
    };
    await coll.insertOne(doc, { session });
    return doc;
  });
}

/** The clock, unless unknown or another business's (404 alike). */
export async function loadTestClock(services: Deps, tenant: TenantContext, id: string): Promise<TestClockDoc> {
  const c = await findTestClock(services, tenant, id);
  if (!c) throw notFound(`Test clock ${id} not found`);
  return c;
}

/** The clock, or null (the per-call binding answers its own refusal). */
export function findTestClock(services: Pick<Services, 'db'>, tenant: TenantContext, id: string) {
  return testClocks(services.db, sandbox(tenant)).findOne({ _id: id });
}

/** The business's clocks, newest first. */
export function listTestClocks(services: Deps, tenant: TenantContext): Promise<TestClockDoc[]> {
  return testClocks(services.db, sandbox(tenant))
    .find({}, { sort: { created_at: -1, _id: -1 } })
    .toArray();
}

/**
 * Starts an advance to `to`: the clock becomes `advancing` (progress reset); a runner then claims it. Refused
 * while another advance is under way (409), and for a time not later than the clock's or too far ahead (400).
 */
export async function beginAdvance(services: Deps, tenant: TenantContext, id: string, to: Date): Promise<TestClockDoc> {
  const c = await loadTestClock(services, tenant, id);
  if (c.status === 'advancing') throw advancingAlready(c);
  const refusal = advanceRefusal(c.frozen_time, to);
  if (refusal) throw validationError(refusal);
  const begun = await testClocks(services.db, sandbox(tenant)).findOneAndUpdate(
    { _id: id, revision: c.revision },
    {
      $set: {
        status: 'advancing',
        advancing_to: to,
        progress: emptyProgress(),
        lease_until: null,
        updated_at: services.clock.now(),
      },
      $inc: { revision: 1 },
    },
    { returnDocument: 'after' },
  );
  // Changed in between (another advance began, or it was deleted): answer as a fresh call would.
  if (!begun) return beginAdvance(services, tenant, id, to);
  return begun;
}

const advancingAlready = (c: TestClockDoc) =>
  conflict(
    `Test clock ${c._id} is already advancing to ${c.advancing_to?.toISOString()}; wait until its status is ready`,
  );

/**
 * Takes the advance for one runner: null when the clock is not advancing, or another runner holds it (its lease
 * has not run out).
 */
export function claimAdvance(services: Deps, tenant: TenantContext, id: string): Promise<TestClockDoc | null> {
  const now = services.clock.now();
  return testClocks(services.db, sandbox(tenant)).findOneAndUpdate(
    { _id: id, status: 'advancing', $or: [{ lease_until: null }, { lease_until: { $lte: now } }] },
    { $set: { lease_until: new Date(now.getTime() + ADVANCE_LEASE_MS) }, $inc: { revision: 1 } },
    { returnDocument: 'after' },
  );
}

/**
 * Records a step of the advance the runner holds (`held`: the document as the runner last wrote it): the clock's
 * time and progress, and a renewed lease. False when the advance is no longer this runner's (the clock was
 * deleted): the runner stops.
 */
export async function recordStep(
  services: Deps,
  held: TestClockDoc,
  at: Date,
  progress: TestClockProgress,
): Promise<TestClockDoc | null> {
  const now = services.clock.now();
  return testClocks(services.db, held).findOneAndUpdate(
    { _id: held._id, revision: held.revision },
    {
      $set: { frozen_time: at, progress, lease_until: new Date(now.getTime() + ADVANCE_LEASE_MS), updated_at: now },
      $inc: { revision: 1 },
    },
    { returnDocument: 'after' },
  );
}

/** Ends the advance the runner holds: ready at its target, or internal_failure where it stopped, saying why. */
export async function endAdvance(
  services: Deps,
  held: TestClockDoc,
  outcome: { at: Date; progress: TestClockProgress; failed: boolean },
): Promise<void> {
  await testClocks(services.db, held).updateOne(
    { _id: held._id, revision: held.revision },
    {
      $set: {
        status: outcome.failed ? 'internal_failure' : 'ready',
        frozen_time: outcome.at,
        advancing_to: null,
        progress: outcome.progress,
        lease_until: null,
        updated_at: services.clock.now(),
      },
      $inc: { revision: 1 },
    },
  );
}

/** Removes the clock document itself (its objects are the delete flow's). Null when it was not there. */
export function removeTestClock(services: Pick<Services, 'db'>, tenant: TenantContext, id: string) {
  return testClocks(services.db, sandbox(tenant)).findOneAndDelete({ _id: id });
}

/** Clocks of every business past their expiry (real time), oldest first, at most `limit`. */
export function expiredTestClocks(services: Deps, limit: number) {
  return testClocksAcrossTenants(services.db)
    .find({ expires_at: { $lte: services.clock.now() } }, { sort: { expires_at: 1 }, limit })
    .project<Pick<TestClockDoc, '_id' | 'business_id' | 'livemode'>>({ _id: 1, business_id: 1, livemode: 1 })
    .toArray();
}

/** Advances under way whose runner's lease ran out (its process stopped): the jobs take them over. */
export function strandedAdvances(services: Deps, limit: number) {
  const now = services.clock.now();
  return testClocksAcrossTenants(services.db)
    .find(
      {
        status: 'advancing',
        $or: [
          { lease_until: { $lte: now } },
          // Begun, but no runner ever claimed it (the process stopped between the answer and the kick).
          { lease_until: null, updated_at: { $lte: new Date(now.getTime() - ADVANCE_LEASE_MS) } },
        ],
      },
      { limit },
    )
    .project<Pick<TestClockDoc, '_id' | 'business_id' | 'livemode'>>({ _id: 1, business_id: 1, livemode: 1 })
    .toArray();
}
