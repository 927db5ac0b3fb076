// What a test clock's advance runs (docs/test-clocks.md): every flow with timed work (renewals, lapsed holds,
// webhook retries, …) registers a sweep at composition, and the advance engine steps the clock from one due time to
// the next, running each sweep with services whose clock reads that time, restricted to the clock's own objects.
// Real-time jobs run the same flows with their due queries restricted to objects on no clock.
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';

/** The objects one clock's advance may touch: its business's sandbox, and only those carrying its id. */
export interface ClockScope {
  tenant: TenantContext;
  clockId: string;
}

export interface ClockSweep {
  /** Its name in the clock's progress ('subscriptions', 'reservations', 'webhooks', …). */
  name: string;
  /** The earliest time something of the clock falls due for this sweep, or null when nothing does. */
  nextDue(services: Services, scope: ClockScope): Promise<Date | null>;
  /** Runs everything of the clock due at services.clock.now(); answers how many objects it moved. */
  run(services: Services, scope: ClockScope): Promise<number>;
}

const sweeps: ClockSweep[] = [];

/** Adds a sweep (composition calls each flow's registration once; a second one of the same name replaces it). */
export function registerClockSweep(sweep: ClockSweep): void {
  const at = sweeps.findIndex((s) => s.name === sweep.name);
  if (at === -1) sweeps.push(sweep);
  else sweeps[at] = sweep;
}

/** The registered sweeps, in registration order (the order each step runs them). */
export function clockSweeps(): readonly ClockSweep[] {
  return sweeps;
}

/**
 * What a timed sweep's due query adds so real time and test clocks never touch each other's objects: on a clock
 * (its scope, or services bound to it) only that clock's objects; on real time only objects on no clock (`null`
 * also matches documents without the field).
 */
export function clockFilter(services: Pick<Services, 'testClock'>, scope?: ClockScope): { test_clock_id?: string } {
  // Typed filters have no null for an optional field; null is what matches "on no clock" (missing) here.
  return { test_clock_id: (scope?.clockId ?? services.testClock?.id ?? null) as string };
}
