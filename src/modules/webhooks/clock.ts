// Webhook deliveries on a sandbox test clock (docs/test-clocks.md): what the clock's advance runs at each of its
// steps, through the same fan-out and attempt code as real time. Real-time workers fan a clock's events out and make
// their first attempts at once, but never its retries (delivery.ts); the advance finds them here, due on the
// clock's time: each retry of an endpoint that keeps failing is a step of the clock, 1 m, 5 m, 15 m, 1 h, 6 h and
// 24 h after the first attempt.
import { realNow } from '../../kernel/clock.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { events } from '../events/index.js';
import { claimableEvent, dispatchBatch, runDeliveryAttempt, unclaimed } from './delivery.js';
import type { DeliveryDoc } from './model.js';
import { webhookDeliveries } from './store.js';

/** Attempts made side by side within one step (the attempt job's concurrency). */
const PARALLEL_ATTEMPTS = 10;
/** Attempts one step makes at most; the rest, still due, make the next step at the same time. */
const STEP_LIMIT = 500;

/**
 * When the clock next has delivery work: its earliest queued attempt, or its earliest event not yet fanned out;
 * null when it has none. What another worker holds (a live claim or lease) is not counted: the step could not move it.
 */
export async function nextClockDelivery(services: Services, tenant: TenantContext, clockId: string) {
  const real = realNow(services);
  const [row] = await webhookDeliveries(services.db, tenant)
    .find({ test_clock_id: clockId, status: 'pending', ...unclaimed(real) }, { projection: { scheduled_for: 1 } })
    .sort({ scheduled_for: 1 })
    .limit(1)
    .toArray();
  const [event] = await events(services.db, tenant)
    .find({ ...claimableEvent(real), test_clock_id: clockId }, { projection: { created_at: 1 } })
    .sort({ created_at: 1 })
    .limit(1)
    .toArray();
  const times = [row?.scheduled_for, event?.created_at].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

/** Fans out the clock's events dated up to its time (services.clock), then makes its attempts due by then;
 * answers the attempts made. */
export async function runClockDeliveries(services: Services, tenant: TenantContext, clockId: string) {
  while ((await dispatchBatch(services, 100, { tenant, clockId })).events > 0);
  const due = (await webhookDeliveries(services.db, tenant)
    .find({
      test_clock_id: clockId,
      status: 'pending',
      scheduled_for: { $lte: services.clock.now() },
      ...unclaimed(realNow(services)),
    })
    .sort({ scheduled_for: 1 })
    .limit(STEP_LIMIT)
    .toArray()) as DeliveryDoc[];
  let made = 0;
  for (let i = 0; i < due.length; i += PARALLEL_ATTEMPTS) {
    const batch = due.slice(i, i + PARALLEL_ATTEMPTS);
    const done = await Promise.all(batch.map((row) => runDeliveryAttempt(services, row._id)));
    made += done.filter(Boolean).length;
  }
  return made;
}
