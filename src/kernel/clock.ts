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
