// Sandbox test clocks, as stored (collection `test_clocks`, docs/test-clocks.md): a clock of one business's sandbox,
// frozen at a time of the business's choosing. Calls bound to it (the Cimplify-Test-Clock header, or a signed-in
// customer attached to it) read that time, and the objects they create carry its id; only advancing the clock moves
// them on. Clocks are sandbox documents only (livemode false). `created_at` and `expires_at` are real time: a clock
// and its objects are deleted 30 days after it was created, whatever time the clock itself shows.
import type { Tenanted } from '../../store/index.js';

export type TestClockStatus = 'ready' | 'advancing' | 'internal_failure';

/** What the current (or last) advance did: its steps, the objects each sweep moved, and why it failed. */
export interface TestClockProgress {
  steps: number;
  /** Objects moved per sweep name ('subscriptions', 'webhooks', …). */
  objects: Record<string, number>;
  last_error: string | null;
}

export interface TestClockDoc extends Tenanted {
  _id: string; // clock_
  name: string | null;
  frozen_time: Date;
  status: TestClockStatus;
  /** The time an advance under way is going to; null when none is. */
  advancing_to: Date | null;
  progress: TestClockProgress;
  /**
   * Real time until which one runner holds the advance (the in-process kick or the Agenda job, whichever claimed it);
   * renewed at every step. A lease past its time belongs to a runner that died: the next runner takes it over.
   */
  lease_until: Date | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  /** Counts every change, so a runner's write never overwrites a change it did not see. */
  revision: number;
}

/** Clocks one business may hold at once (the contract's limit). */
export const MAX_CLOCKS_PER_BUSINESS = 100;

/** A clock and its objects are deleted this long (real time) after it was created: 30 days. */
export const CLOCK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Due times one advance may step through before it stops with internal_failure. */
export const MAX_ADVANCE_STEPS = 1000;

/** How far ahead of its frozen time one advance may take a clock, in calendar years. */
export const MAX_ADVANCE_YEARS = 2;

/** How long a runner's hold on an advance lasts without a step (real time). */
export const ADVANCE_LEASE_MS = 60_000;
