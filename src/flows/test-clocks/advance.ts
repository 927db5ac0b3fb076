// A test clock's advance (docs/test-clocks.md): from the clock's frozen time to the time asked for, step from one
// due time to the next that a registered sweep names, set the clock to it, and run every sweep with services whose
// clock reads that time and whose objects are the clock's own. Renewals, lapsed holds, retries therefore run
// through the same code as in real time, in time order, however far the clock goes.
//
// One runner at a time: the advance is kicked in this process at once (so it ends within seconds) and queued as
// the Agenda job `advance-test-clock` too (so a restart finishes it); whichever claims the clock's lease runs it,
// the other finds it held and stops. Bounded: 2 years ahead (checked when it begins) and 1,000 steps, after which
// the clock stops with status internal_failure at the step it reached, saying why.
import { clockBound } from '../../kernel/clock.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import {
  beginAdvance,
  claimAdvance,
  endAdvance,
  MAX_ADVANCE_STEPS,
  recordStep,
  type TestClockDoc,
  type TestClockProgress,
} from '../../modules/test-clocks/index.js';
import { clockSweeps, type ClockScope } from './sweeps.js';

export const ADVANCE_TEST_CLOCK_JOB = 'advance-test-clock';

export interface AdvanceJobData {
  business_id: string;
  clock_id: string;
}

/** Begins the advance, queues its job and starts it in this process; answers the clock as it begins (advancing). */
export async function startAdvance(
  services: Services,
  tenant: TenantContext,
  clockId: string,
  to: Date,
): Promise<TestClockDoc> {
  const begun = await beginAdvance(services, tenant, clockId, to);
  const data: AdvanceJobData = { business_id: begun.business_id, clock_id: begun._id };
  await services.store.agenda?.now(ADVANCE_TEST_CLOCK_JOB, data);
  kickAdvance(services, data);
  return begun;
}

/** Runs the advance in this process without waiting for it (it records its own failure on the clock). */
export function kickAdvance(services: Services, data: AdvanceJobData): void {
  runAdvance(services, data).catch((err: unknown) =>
    services.logger.warn({ err, clock_id: data.clock_id }, 'test clock advance failed to run'),
  );
}

/** The advance of one clock, when nobody else holds it: the loop of the design, then ready (or internal_failure). */
export async function runAdvance(services: Services, data: AdvanceJobData): Promise<void> {
  const tenant: TenantContext = { business_id: data.business_id, livemode: false };
  let held = await claimAdvance(services, tenant, data.clock_id);
  if (!held) return;
  const target = held.advancing_to!;
  const scope: ClockScope = { tenant, clockId: held._id };
  const progress: TestClockProgress = { steps: 0, objects: {}, last_error: null };
  let at = held.frozen_time;
  try {
    for (;;) {
      const due = await nextDue(services, scope, at);
      if (!due || due.getTime() > target.getTime()) break;
      if (progress.steps >= MAX_ADVANCE_STEPS) {
        const reason = `stopped after ${MAX_ADVANCE_STEPS} steps at ${at.toISOString()}: advance again from there`;
        return await endAdvance(services, held, { at, progress: { ...progress, last_error: reason }, failed: true });
      }
      // A sweep may name a time already passed (due at once): the clock never goes back.
      if (due.getTime() > at.getTime()) at = due;
      progress.steps += 1;
      await runStep(services, scope, at, progress);
      held = await recordStep(services, held, at, progress);
      if (!held) return; // deleted while advancing: nothing left to finish
    }
    await endAdvance(services, held, { at: target, progress, failed: false });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    services.logger.error({ err, clock_id: data.clock_id }, 'test clock advance failed');
    if (held) await endAdvance(services, held, { at, progress: { ...progress, last_error: reason }, failed: true });
  }
}

/** The earliest time a sweep has something of the clock due, seen from the clock's time `at`. */
async function nextDue(services: Services, scope: ClockScope, at: Date): Promise<Date | null> {
  const bound = clockBound(services, scope.clockId, at);
  let earliest: Date | null = null;
  for (const sweep of clockSweeps()) {
    const due = await sweep.nextDue(bound, scope);
    if (due && (!earliest || due.getTime() < earliest.getTime())) earliest = due;
  }
  return earliest;
}

/** One step: every sweep, in registration order, at the clock's time `at`; counts what each moved. */
async function runStep(services: Services, scope: ClockScope, at: Date, progress: TestClockProgress): Promise<void> {
  const bound = clockBound(services, scope.clockId, at);
  for (const sweep of clockSweeps()) {
    let moved: number;
    try {
      moved = await sweep.run(bound, scope);
    } catch (err) {
      throw new Error(`${sweep.name} at ${at.toISOString()}: ${err instanceof Error ? err.message : String(err)}`, {
        cause: err,
      });
    }
    if (moved) progress.objects[sweep.name] = (progress.objects[sweep.name] ?? 0) + moved;
  }
}
