// Time as the service reads it: the system clock in production, a clock tests move by hand, so expiry, renewals
// and retries are checked without sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date | number = Date.now()) {
    this.t = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(to: Date | number): void {
    this.t = typeof to === 'number' ? to : to.getTime();
  }
}

/** A sandbox call bound to a test clock: its id, and the time the clock is frozen at. */
export interface TestClockBinding {
  id: string;
  /** The clock the binding replaced (the service's real one): claims, leases and TTLs stay on real time. */
  real?: Clock;
}

/** A clock frozen at `at` (a test clock's time for one call or one step of its advance). */
export const frozenClock = (at: Date): Clock => {
  const t = at.getTime();
  return { now: () => new Date(t) };
};

/**
 * What a document created under a clock-bound call carries: `{ test_clock_id }`, or nothing on real time. Real-time
 * sweeps skip documents that have it; only the clock's advance moves them.
 */
export const clockStamp = (services: { testClock?: TestClockBinding | null }): { test_clock_id?: string } =>
  services.testClock ? { test_clock_id: services.testClock.id } : {};

/** Services for a call or an advance step on a test clock: the clock's time, and its id for stamping. */
export function clockBound<S extends { clock: Clock; testClock?: TestClockBinding | null }>(
  services: S,
  clockId: string,
  at: Date,
): S {
  const real = services.testClock?.real ?? services.clock;
  return { ...services, clock: frozenClock(at), testClock: { id: clockId, real } };
}

/** The real time, also on a clock-bound call (when something really happened, worker claims and leases). */
export const realNow = (services: { clock: Clock; testClock?: TestClockBinding | null }): Date =>
  (services.testClock?.real ?? services.clock).now();
