// The customer's actions on a subscription, with the status machine of the contract (SubscriptionStatus):
//
//   cancel   active/paused → cancel_at_period_end (cancelled when the period ends); a subscription whose period
//            has already ended (paused, past_due, or a renewal being retried) → cancelled at once;
//            cancelling again while pending changes nothing; cancelled → 409
//   pause    active, not cancelling → paused (the current period runs out, no renewal); else 409
//   resume   paused, not cancelling → active on the original schedule; else 409
//   skip     active, not cancelling, no skip pending, no renewal being retried → the next renewal is skipped; else 409
//
// Every change is a conditional update on the state it was decided from, so two concurrent actions cannot both
// apply to one state (the loser re-reads and answers from the new state).
import { recordEvent } from '../events/index.js';
import { conflict, notFound } from '../../kernel/errors.js';
import { inTransaction } from '../../store/transaction.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { subscriptions } from './store.js';
import { nextDueAt, type SubscriptionDoc } from './model.js';
import { presentSubscription } from './present.js';
import { period, periodIndexContaining } from './rules/schedule.js';

export interface SubscriptionOwner {
  tenant: TenantContext;
  customerId: string;
}

export async function loadOwnSubscription(
  services: Services,
  owner: SubscriptionOwner,
  id: string,
): Promise<SubscriptionDoc> {
  const doc = await subscriptions(services.db, owner.tenant).findOne({ _id: id, customer_id: owner.customerId });
  // Another customer's subscription looks exactly like a missing one.
  if (!doc) throw notFound(`Subscription ${id} not found`);
  return doc;
}

export async function listOwnSubscriptions(
  services: Services,
  owner: SubscriptionOwner,
  limit = 100,
): Promise<SubscriptionDoc[]> {
  return subscriptions(services.db, owner.tenant)
    .find({ customer_id: owner.customerId }, { sort: { created_at: -1, _id: -1 }, limit })
    .toArray();
}

type Decision = { changes: Partial<SubscriptionDoc>; cancelledNow?: boolean } | 'unchanged';

/** Applies `decide` to the current state, conditionally on that state; retries once if it moved meanwhile. */
async function transition(
  services: Services,
  owner: SubscriptionOwner,
  id: string,
  decide: (s: SubscriptionDoc, now: Date) => Decision,
): Promise<SubscriptionDoc> {
  for (let attempt = 0; ; attempt++) {
    const current = await loadOwnSubscription(services, owner, id);
    const now = services.clock.now();
    const decision = decide(current, now);
    if (decision === 'unchanged') return current;
    const merged: SubscriptionDoc = { ...current, ...decision.changes, updated_at: now };
    const changes = { ...decision.changes, due_at: nextDueAt(merged), updated_at: now };
    const next: SubscriptionDoc = { ...merged, due_at: changes.due_at };
    const applied = await inTransaction(services, async (session) => {
      const r = await subscriptions(services.db, owner.tenant).updateOne(
        { _id: id, updated_at: current.updated_at, status: current.status, due_at: current.due_at },
        { $set: changes },
        { session },
      );
      if (r.modifiedCount !== 1) return false;
      if (decision.cancelledNow) {
        await recordEvent(
          services.db,
          owner.tenant,
          { type: 'subscription.cancelled', data: presentSubscription(next), now, test_clock_id: next.test_clock_id },
          session,
        );
      }
      return true;
    });
    if (applied) return next;
    if (attempt >= 2)
      throw conflict(`Subscription ${id} is changing (a renewal may be in progress); retry shortly`, true);
  }
}

const periodEnded = (s: SubscriptionDoc, now: Date) => s.current_period_end.getTime() <= now.getTime();

export function cancelSubscription(
  services: Services,
  owner: SubscriptionOwner,
  id: string,
  reason: string | null,
): Promise<SubscriptionDoc> {
  return transition(services, owner, id, (s, now) => {
    if (s.status === 'cancelled') throw conflict(`Subscription ${id} is already cancelled`);
    if (s.cancel_at_period_end) return 'unchanged';
    if (s.status === 'past_due' || periodEnded(s, now)) {
      return {
        changes: { status: 'cancelled', cancel_reason: reason, cancelled_at: now, skip_next: false },
        cancelledNow: true,
      };
    }
    return { changes: { cancel_at_period_end: true, cancel_reason: reason, skip_next: false } };
  });
}

export function pauseSubscription(services: Services, owner: SubscriptionOwner, id: string): Promise<SubscriptionDoc> {
  return transition(services, owner, id, (s, now) => {
    if (s.status !== 'active')
      throw conflict(`Subscription ${id} is ${s.status}; only an active subscription can be paused`);
    if (s.cancel_at_period_end)
      throw conflict(`Subscription ${id} is cancelling at the end of its period; it cannot be paused`);
    return { changes: { status: 'paused', paused_at: now, failed_attempts: 0, last_failure_reason: null } };
  });
}

export function resumeSubscription(services: Services, owner: SubscriptionOwner, id: string): Promise<SubscriptionDoc> {
  return transition(services, owner, id, (s, now) => {
    if (s.status !== 'paused')
      throw conflict(`Subscription ${id} is ${s.status}; only a paused subscription can be resumed`);
    if (s.cancel_at_period_end)
      throw conflict(`Subscription ${id} is cancelling at the end of its period; it cannot be resumed`);
    if (!periodEnded(s, now)) return { changes: { status: 'active', paused_at: null } };
    // The periods that passed while paused are not charged: pick the schedule up at the period containing now.
    const schedule = { anchor: s.anchor, interval: s.plan.interval, interval_count: s.plan.interval_count };
    const index = periodIndexContaining(schedule, s.period_index, now);
    const p = period(schedule, index);
    return {
      changes: {
        status: 'active',
        paused_at: null,
        period_index: index,
        current_period_start: p.start,
        current_period_end: p.end,
        skip_next: false,
      },
    };
  });
}

export function skipSubscription(services: Services, owner: SubscriptionOwner, id: string): Promise<SubscriptionDoc> {
  return transition(services, owner, id, (s) => {
    if (s.status !== 'active')
      throw conflict(`Subscription ${id} is ${s.status}; only an active subscription can skip a renewal`);
    if (s.cancel_at_period_end)
      throw conflict(`Subscription ${id} is cancelling at the end of its period; there is no renewal to skip`);
    if (s.skip_next)
      throw conflict(`The next renewal of subscription ${id} is already skipped; only the next cycle can be skipped`);
    if (s.failed_attempts > 0)
      throw conflict(`The renewal of subscription ${id} is being retried after a failed payment; it cannot be skipped`);
    return { changes: { skip_next: true } };
  });
}
