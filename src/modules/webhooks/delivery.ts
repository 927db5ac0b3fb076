// Delivering recorded events to subscribed endpoints through Agenda. The dispatcher turns each undispatched event
// into one queued attempt (a pending `webhook_deliveries` row plus an Agenda job) per subscribed endpoint; the job
// makes the attempt, logs it on its row, and on failure queues the next attempt on the retry schedule. Rows and
// jobs live in the store, so queued attempts survive a restart; a row is claimed before it is sent, so a job that
// runs twice sends once.
//
// Crash safety. Each step is written so that a process dying between any two writes loses nothing:
// - An event is claimed with a lease (`dispatch_claimed_at`), fanned out, and only then marked `dispatched_at`.
//   A dispatcher that dies mid-fan-out leaves the event undispatched; once the lease runs out another one takes it
//   over and fans it out again.
// - Rows of an event's series have ids derived from (endpoint, event, attempt), so fanning out again, or two
//   dispatchers racing, cannot queue an attempt twice: the second insert is a duplicate key and is skipped.
// - A row is written before its job. A row left without a runnable job (the process died in between, or the job
//   failed) is found by the sweep (`sweepOrphanedDeliveries`, a recurring job): pending rows due more than
//   ORPHAN_GRACE_MS ago, not under a live claim, with no job that will still run, get a new job.
// - A failed attempt queues its retry before it is logged as failed, so dying in between re-runs the attempt (its
//   claim goes stale) rather than dropping the retry; the same `evt_` id may arrive twice, as the contract allows.
//
// Test clocks (docs/test-clocks.md). An event recorded on a sandbox test clock (`test_clock_id`) is fanned out at
// once like any other, but its deliveries are the clock's: stamped with its id, dated on its time, their first
// attempt made at once (on the clock's time of the event), their retries given no job: only the clock's advance
// makes them (clock.ts), so real-time workers never do. Claims and leases stay on real time.
import type { Agenda } from 'agenda';
import type { ClientSession, Filter } from 'mongodb';
import { derivedId, newId } from '../../kernel/ids.js';
import { clockBound, clockStamp, realNow } from '../../kernel/clock.js';
import type { EventDoc, EventType } from '../events/index.js';
import { eventPayload, events as tenantEvents, eventsAcrossTenants } from '../events/index.js';
import { conflict, notFound } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { postWebhook, ATTEMPT_TIMEOUT_MS, type AttemptOutcome } from './http-post.js';
import type { DeliveryDoc, DeliveryKind, WebhookDoc } from './model.js';
import {
  agendaJobs,
  webhookDeliveries,
  webhookDeliveriesAcrossTenants,
  webhooks as tenantWebhooks,
  webhooksAcrossTenants,
} from './store.js';
import { MAX_ATTEMPTS, nextAttemptAt } from './rules/retry-schedule.js';
import { logAttempt } from './attempt-log.js';
import { sampleEventData } from './samples.js';
import { signatureHeaders } from '../../kernel/webhook-signing.js';
import { agentAttemptHeaders } from './signers.js';
import { iso } from '../../kernel/format.js';

export const ATTEMPT_JOB = 'webhook-delivery-attempt';
export const DISPATCH_JOB = 'webhook-dispatch-events';
export const SWEEP_JOB = 'webhook-delivery-sweep';
/** How long a dispatcher's claim on an event holds before another dispatcher may take the event over. */
export const DISPATCH_LEASE_MS = 2 * 60 * 1000;
/** How late past its due time a pending attempt may be before the sweep looks for its job. */
export const ORPHAN_GRACE_MS = 2 * 60 * 1000;
/** Largest body sent; a larger event is logged as failed rather than sent (snapshots are far smaller). */
export const MAX_PAYLOAD_BYTES = 256 * 1024;
/** A claim older than this belongs to a worker that died mid-attempt, and may be taken over. */
const STALE_CLAIM_MS = ATTEMPT_TIMEOUT_MS * 6;

export interface AttemptJobData {
  delivery_id: string;
  /** The endpoint (null for a delivery to an agent), so deleting an endpoint can cancel its jobs. */
  webhook_id: string | null;
}

type Payload = ReturnType<typeof eventPayload>;
/** An event as the dispatcher sees it: the stored event plus the dispatcher's lease. */
type DispatchableEvent = EventDoc & { dispatch_claimed_at?: Date | null };

/** The id of attempt `attempt` of an event's series to an endpoint: the same inputs always give the same id, so
 * queueing an attempt again is a duplicate key, not a second attempt. */
export function seriesDeliveryId(webhookId: string, eventId: string, attempt: number): string {
  return derivedId('delivery', `${webhookId}:${eventId}:${attempt}`);
}

function agendaOf(services: Services): Agenda {
  const agenda = services.store.agenda;
  if (!agenda) throw new Error('webhook delivery needs Agenda');
  return agenda;
}

const tenantOf = (d: { business_id: string; livemode: boolean }): TenantContext => ({
  business_id: d.business_id,
  livemode: d.livemode,
});
const deliveries = (services: Services, tenant: TenantContext) => webhookDeliveries(services.db, tenant);
const webhooks = (services: Services, tenant: TenantContext) => tenantWebhooks(services.db, tenant);

/** Who an attempt goes to: a registered endpoint (`webhook_id`) or an agent (`agent`), in a tenant. */
export type AttemptTarget = Pick<DeliveryDoc, 'business_id' | 'livemode' | 'webhook_id' | 'agent' | 'test_clock_id'>;

const hookTarget = (hook: WebhookDoc, clockId?: string | null): AttemptTarget => ({
  business_id: hook.business_id,
  livemode: hook.livemode,
  webhook_id: hook._id,
  ...(clockId ? { test_clock_id: clockId } : {}),
});
const rowTarget = (row: DeliveryDoc): AttemptTarget => ({
  business_id: row.business_id,
  livemode: row.livemode,
  webhook_id: row.webhook_id,
  ...(row.agent ? { agent: row.agent } : {}),
  ...(row.test_clock_id ? { test_clock_id: row.test_clock_id } : {}),
});

/** Not under a live claim at real time `at` (never claimed, or claimed by a worker that died mid-attempt). */
export const unclaimed = (at: Date) => ({
  $or: [{ claimed_at: null }, { claimed_at: { $lt: new Date(at.getTime() - STALE_CLAIM_MS) } }],
});

export interface QueueOptions {
  /** Written in this transaction; its job is then the caller's to start after the commit (startAgentDelivery). */
  session?: ClientSession;
  testPayload?: Payload;
}

/** The row of a queued attempt (queueAttempt's arguments), not yet stored; `claimedAt`: already claimed by the
 * caller, who makes the attempt itself once the row is committed (attemptClaimed). */
export function attemptRow(
  services: Services,
  target: AttemptTarget,
  event: { id: string; type: EventType },
  kind: DeliveryKind,
  attempt: number,
  when: Date,
  seriesStart: Date,
  opts: Pick<QueueOptions, 'testPayload'> & { claimedAt?: Date } = {},
): DeliveryDoc {
  return {
    _id: kind === 'event' ? seriesDeliveryId(target.webhook_id ?? 'agent', event.id, attempt) : newId('delivery'),
    ...target,
    event_id: event.id,
    event_type: event.type,
    kind,
    attempt,
    status: 'pending',
    response_status: null,
    latency_ms: null,
    error: null,
    created_at: services.clock.now(),
    scheduled_for: when,
    series_started_at: seriesStart,
    next_attempt_at: null,
    claimed_at: opts.claimedAt ?? null,
    ...(opts.testPayload ? { test_payload: opts.testPayload } : {}),
  };
}

/** Queues an attempt: its row, then its job. Event-series rows have derived ids (see seriesDeliveryId); when that
 * row already exists the attempt is already queued (or made) and nothing is written: returns null. */
export async function queueAttempt(
  services: Services,
  target: AttemptTarget,
  event: { id: string; type: EventType },
  kind: DeliveryKind,
  attempt: number,
  when: Date,
  seriesStart: Date,
  opts: QueueOptions = {},
): Promise<DeliveryDoc | null> {
  const row = attemptRow(services, target, event, kind, attempt, when, seriesStart, opts);
  try {
    await deliveries(services, tenantOf(target)).insertOne(row, opts.session ? { session: opts.session } : undefined);
  } catch (err) {
    if (kind === 'event' && isDuplicateKeyError(err)) return null;
    throw err;
  }
  if (opts.session) return row;
  const data: AttemptJobData = { delivery_id: row._id, webhook_id: target.webhook_id };
  if (row.test_clock_id) {
    // A clock's retry waits for the clock's advance; what happens now on the clock is attempted at once.
    if (kind !== 'event' || attempt === 1) await agendaOf(services).now<AttemptJobData>(ATTEMPT_JOB, data);
    return row;
  }
  // Dying here leaves a pending row without a job: the sweep gives it one.
  await agendaOf(services).schedule<AttemptJobData>(when, ATTEMPT_JOB, data);
  return row;
}

async function queueReplayOrTest(
  services: Services,
  hook: WebhookDoc,
  event: { id: string; type: EventType },
  kind: 'replay' | 'test',
  attempt: number,
  testPayload?: Payload,
): Promise<DeliveryDoc> {
  const now = services.clock.now();
  const target = hookTarget(hook, clockStamp(services).test_clock_id);
  return (await queueAttempt(services, target, event, kind, attempt, now, now, { testPayload }))!;
}

/** Fans one claimed event out to its subscribed endpoints at real time `realAt`; returns the attempts newly queued.
 * An event on a test clock is fanned out on the clock: outside the clock's advance, at the clock's time it
 * happened. */
async function fanOut(services: Services, e: DispatchableEvent, realAt: Date): Promise<number> {
  const clockId = e.test_clock_id;
  const on = clockId && !services.testClock ? clockBound(services, clockId, e.created_at) : services;
  const now = on.clock.now();
  // Endpoints registered (on real time) after the event do not get it. An event on a clock is dated on the clock,
  // so the real time it is fanned out (at once, or at the clock's next step) stands for when it was recorded.
  const recorded = clockId ? realAt : e.created_at;
  const hooks = await webhooks(services, tenantOf(e))
    .find({ events: e.type, status: { $ne: 'disabled' }, created_at: { $lte: recorded } })
    .toArray();
  let queued = 0;
  for (const hook of hooks as WebhookDoc[]) {
    const target = hookTarget(hook, clockId);
    if (await queueAttempt(on, target, { id: e._id, type: e.type }, 'event', 1, now, now)) queued++;
  }
  return queued;
}

/** Undispatched events a dispatcher may claim at real time `at` (unclaimed, or their dispatcher's lease ran out).
 * `dispatch_claimed_at: null` also matches events recorded without the field. */
export const claimableEvent = (at: Date) => ({
  dispatched_at: null,
  $or: [{ dispatch_claimed_at: null }, { dispatch_claimed_at: { $lt: new Date(at.getTime() - DISPATCH_LEASE_MS) } }],
});

/** A test clock's own events, as its advance dispatches them (clock.ts). */
interface ClockEvents {
  tenant: TenantContext;
  clockId: string;
}

/** A clock's events dated up to `at` (its time), found across tenants: its tenant is named. */
const clockEventsDue = (clock: ClockEvents, at: Date) => ({
  business_id: clock.tenant.business_id,
  livemode: clock.tenant.livemode,
  test_clock_id: clock.clockId,
  created_at: { $lte: at },
});

/** One batch of the dispatcher: claims up to `batch` undispatched events (unclaimed, or claimed by a dispatcher
 * whose lease ran out), fans each out and marks it dispatched. With `clock`: only that clock's events dated up to
 * its time (services.clock). */
export async function dispatchBatch(
  services: Services,
  batch = 100,
  clock?: ClockEvents,
): Promise<{ events: number; attempts: number }> {
  // Undispatched events of every tenant (or of the clock's); each is fanned out within its own tenant.
  const events = eventsAcrossTenants<DispatchableEvent>(services.db);
  const now = realNow(services);
  const claimable = { ...claimableEvent(now), ...(clock ? clockEventsDue(clock, services.clock.now()) : {}) };
  const pending = await events.find(claimable).sort({ created_at: 1 }).limit(batch).toArray();
  let done = 0;
  let attempts = 0;
  for (const e of pending) {
    // Claim first, so concurrent dispatchers do not both fan one event out (and if they did, derived row ids
    // would keep each attempt single).
    const claim = await events.updateOne({ _id: e._id, ...claimable }, { $set: { dispatch_claimed_at: now } });
    if (claim.modifiedCount === 0) continue;
    attempts += await fanOut(services, e, now);
    // Only now is the event done; dying before this line leaves it to be taken over when the lease runs out.
    await events.updateOne({ _id: e._id, dispatched_at: null }, { $set: { dispatched_at: now } });
    done++;
  }
  return { events: done, attempts };
}

/** Fans undispatched events out to their subscribed endpoints; returns the number of attempts queued. Endpoints
 * registered after an event was recorded do not get it; disabled endpoints get nothing. */
export async function dispatchPendingEvents(services: Services, batch = 100): Promise<number> {
  return (await dispatchBatch(services, batch)).attempts;
}

/**
 * Gives a new job to every queued attempt a crash left without one: pending rows due more than ORPHAN_GRACE_MS ago,
 * not under a live claim, for which no Agenda job is still due or running (it was never scheduled, was deleted, or
 * ended without making the attempt). Returns the number of attempts re-queued. A duplicate job is harmless: the row
 * claim lets only one of them send.
 */
export async function sweepOrphanedDeliveries(services: Services, limit = 500): Promise<number> {
  const now = services.clock.now().getTime();
  // Pending attempts of every tenant (the sweep runs for the whole store); a test clock's are dated on the clock,
  // and its advance makes whatever of them is left pending.
  const rows = (await webhookDeliveriesAcrossTenants(services.db)
    .find({
      status: 'pending',
      test_clock_id: { $exists: false },
      scheduled_for: { $lte: new Date(now - ORPHAN_GRACE_MS) },
      ...unclaimed(new Date(now)),
    })
    .sort({ scheduled_for: 1 })
    .limit(limit)
    .toArray()) as DeliveryDoc[];
  const jobs = agendaJobs(services.db);
  let requeued = 0;
  for (const row of rows) {
    const live = await jobs.findOne(
      {
        name: ATTEMPT_JOB,
        'data.delivery_id': row._id,
        $or: [{ nextRunAt: { $ne: null } }, { lockedAt: { $ne: null } }],
      },
      { projection: { _id: 1 } },
    );
    if (live) continue;
    await agendaOf(services).now<AttemptJobData>(ATTEMPT_JOB, { delivery_id: row._id, webhook_id: row.webhook_id });
    requeued++;
  }
  return requeued;
}

async function finishAttempt(services: Services, row: DeliveryDoc, set: Partial<DeliveryDoc>): Promise<DeliveryDoc> {
  const logged = { ...set, claimed_at: null };
  // The row is this attempt's own while claimed: what the update leaves is the row with these fields (read back, it
  // would bring the event's body along for nothing). Written with the other outcomes waiting (attempt-log.ts).
  await logAttempt(services, row, logged);
  return { ...row, ...logged } as DeliveryDoc;
}

/** What an attempt sends, or (`done`) the logged outcome when it cannot be made: its endpoint deleted (null) or
 * disabled, its event gone, or an agent URL production refuses. `hook` is the endpoint whose health it updates. */
type Prepared =
  | { url: string; body: string; headers: (now: Date) => Promise<Record<string, string>>; hook: WebhookDoc | null }
  | { done: DeliveryDoc | null };

async function prepareEndpointAttempt(services: Services, row: DeliveryDoc, startedAt: Date): Promise<Prepared> {
  const tenant = tenantOf(row);
  const hook = row.webhook_id
    ? ((await webhooks(services, tenant).findOne({ _id: row.webhook_id })) as WebhookDoc | null)
    : null;
  if (!hook) {
    await deliveries(services, tenant).deleteOne({ _id: row._id });
    return { done: null };
  }
  const failed = (error: string) => finishAttempt(services, row, { status: 'failed', error, created_at: startedAt });
  if (hook.status === 'disabled') return { done: await failed(disabledProblem(hook)) };
  let payload: Payload | undefined = row.test_payload;
  if (!payload) {
    const event = await tenantEvents(services.db, tenant).findOne({ _id: row.event_id });
    if (!event) return { done: await failed('The event is no longer stored') };
    payload = eventPayload(event);
  }
  const body = JSON.stringify(payload);
  return {
    url: hook.url,
    body,
    headers: async (now) => signatureHeaders(hook.secret, row.event_id, now, body),
    hook,
  };
}

async function prepareAgentAttempt(services: Services, row: DeliveryDoc, startedAt: Date): Promise<Prepared> {
  const agent = row.agent!;
  // Registered endpoints are checked when registered; an agent's URL comes from its profile, so it is checked here.
  if (services.config.production && !agent.url.startsWith('https://'))
    return {
      done: await finishAttempt(services, row, {
        status: 'failed',
        error: 'Refused: an agent webhook URL must use https',
        created_at: startedAt,
      }),
    };
  return {
    url: agent.url,
    body: agent.body,
    headers: (now) => agentAttemptHeaders(services, { ...row, agent }, now),
    hook: null,
  };
}

/** Sends what was prepared (unless too large or unsignable, which are logged as failures instead). */
async function send(services: Services, p: Exclude<Prepared, { done: unknown }>): Promise<AttemptOutcome> {
  if (Buffer.byteLength(p.body) > MAX_PAYLOAD_BYTES)
    return { status: null, latencyMs: null, error: `Payload exceeds ${MAX_PAYLOAD_BYTES} bytes; not sent` };
  let headers: Record<string, string>;
  try {
    // Webhook-Timestamp is when the request is really sent, also on a test clock: receivers check it against
    // their own clock to refuse replays (Standard Webhooks allows 5 minutes). The body's created_at is the clock's.
    headers = await p.headers(realNow(services));
  } catch (err) {
    return { status: null, latencyMs: null, error: `Not signed: ${(err as Error).message}`.slice(0, 1000) };
  }
  return postWebhook(p.url, p.body, headers, services.config.production);
}

/** Makes the queued attempt `deliveryId` (the Agenda job's work; tests call it directly). Returns the logged
 * attempt, or null when there is nothing to do (already made, claimed by another worker, or its endpoint deleted). */
export async function runDeliveryAttempt(services: Services, deliveryId: string): Promise<DeliveryDoc | null> {
  // The job names its attempt by id only; the claimed row then names its tenant.
  const col = webhookDeliveriesAcrossTenants(services.db);
  const claimedAt = realNow(services);
  const row = (await col.findOneAndUpdate(
    { _id: deliveryId, status: 'pending', ...unclaimed(claimedAt), ...attemptableOn(services) },
    { $set: { claimed_at: claimedAt } },
    { returnDocument: 'after' },
  )) as DeliveryDoc | null;
  if (!row) return null;
  return attemptClaimed(services, row);
}

/**
 * Makes an attempt whose row this process has claimed: by runDeliveryAttempt, or by writing it claimed in the
 * transaction that queued it (attemptRow's claimedAt), which saves the claim's round trip for an attempt made right
 * after the commit. Should the process die first, the claim goes stale and the sweep hands the row to a worker.
 */
export function attemptClaimed(services: Services, row: DeliveryDoc): Promise<DeliveryDoc | null> {
  // A clock's attempt made outside its advance (made at once) is made at the clock's time it was due.
  const on =
    row.test_clock_id && !services.testClock ? clockBound(services, row.test_clock_id, row.scheduled_for) : services;
  return makeAttempt(on, row);
}

/** Which attempts a worker may make: on a test clock (its advance), only that clock's; on real time, any but a
 * clock's retries, which only the clock's advance makes. */
function attemptableOn(services: Services): Filter<DeliveryDoc> {
  if (services.testClock) return { test_clock_id: services.testClock.id };
  return { $nor: [{ test_clock_id: { $exists: true }, kind: 'event', attempt: { $gt: 1 } }] };
}

/** Makes the claimed attempt `row`, on services.clock's time, and logs it. */
async function makeAttempt(services: Services, row: DeliveryDoc): Promise<DeliveryDoc | null> {
  const startedAt = services.clock.now();
  const prepared = row.agent
    ? await prepareAgentAttempt(services, row, startedAt)
    : await prepareEndpointAttempt(services, row, startedAt);
  if ('done' in prepared) return prepared.done;
  const outcome = await send(services, prepared);
  const at = services.clock.now();
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const gone = outcome.status === 410;
  const tooLarge = outcome.error?.startsWith('Payload exceeds') ?? false;
  const retryAt =
    !ok && !gone && !tooLarge && row.kind === 'event' ? nextAttemptAt(row.attempt, row.series_started_at, at) : null;

  // The retry is queued before this attempt is logged: dying in between re-runs this attempt once its claim goes
  // stale (a derived id keeps the retry single), where the other order would lose the retry.
  if (retryAt)
    await queueAttempt(
      services,
      rowTarget(row),
      { id: row.event_id, type: row.event_type },
      'event',
      row.attempt + 1,
      retryAt,
      row.series_started_at,
    );
  const logged = await finishAttempt(services, row, {
    status: ok ? 'succeeded' : 'failed',
    response_status: outcome.status,
    latency_ms: outcome.latencyMs,
    error: outcome.error,
    created_at: at,
    next_attempt_at: retryAt,
  });
  if (prepared.hook) await recordEndpointHealth(services, prepared.hook, row, { ok, gone, retryAt, at });
  return logged;
}

/**
 * An endpoint's failure count and status after an attempt: 410 disables it at once; an event whose schedule ran out
 * (24 hours) disables it when no delivery to it succeeded meanwhile (at least as many failures in a row as one event's
 * schedule makes), else marks it failing; a success makes a failing endpoint active again. A disabled endpoint gets
 * nothing until it is enabled again (enableWebhook).
 */
async function recordEndpointHealth(
  services: Services,
  hook: WebhookDoc,
  row: DeliveryDoc,
  o: { ok: boolean; gone: boolean; retryAt: Date | null; at: Date },
): Promise<void> {
  const exhausted = !o.ok && !o.gone && row.kind === 'event' && !o.retryAt;
  const hookUpdate = o.ok
    ? {
        $set: {
          failure_count: 0,
          last_delivery_at: o.at,
          ...(hook.status === 'failing' ? { status: 'active' as const } : {}),
        },
      }
    : {
        $inc: { failure_count: 1 },
        $set: {
          last_delivery_at: o.at,
          ...(o.gone ? disabledBy('gone', o.at) : exhausted ? { status: 'failing' as const } : {}),
        },
      };
  // A concurrent disabling must not be undone by a later success: only an endpoint not disabled changes.
  const col = webhooks(services, tenantOf(row));
  await col.updateOne({ _id: hook._id, status: { $ne: 'disabled' } }, hookUpdate);
  // The count after this attempt's own update decides, so a success of another event in between keeps it failing.
  if (exhausted)
    await col.updateOne(
      { _id: hook._id, status: 'failing', failure_count: { $gte: MAX_ATTEMPTS } },
      { $set: disabledBy('failing', o.at) },
    );
}

const disabledBy = (reason: NonNullable<WebhookDoc['disabled_reason']>, at: Date) => ({
  status: 'disabled' as const,
  disabled_reason: reason,
  disabled_at: at,
});

/** Why nothing is sent to a disabled endpoint, and what resumes it. */
function disabledProblem(hook: WebhookDoc): string {
  const why = hook.disabled_reason === 'failing' ? 'its deliveries failed for 24 hours' : 'it answered 410 Gone';
  const enable = `POST /v1/businesses/${hook.business_id}/webhooks/${hook._id}/enable`;
  return `Webhook ${hook._id} is disabled (${why}); enable it (${enable}) to resume`;
}

/**
 * Enables a webhook endpoint again: `active`, its failure count cleared. Events recorded while it was disabled were
 * not sent to it; replaying their attempts (replayDelivery) sends them now. An endpoint not disabled is left as it is.
 */
export async function enableWebhook(services: Services, businessId: string, webhookId: string) {
  const hook = await ownWebhook(services, businessId, webhookId);
  const enabled = await webhooks(services, tenantOf(hook)).findOneAndUpdate(
    { _id: hook._id, status: 'disabled' },
    { $set: { status: 'active', failure_count: 0, disabled_reason: null, disabled_at: null } },
    { returnDocument: 'after' },
  );
  const now = enabled ?? hook;
  return { id: now._id, status: now.status, failure_count: now.failure_count };
}

async function ownWebhook(services: Services, businessId: string, webhookId: string): Promise<WebhookDoc> {
  // Webhook ids are unique across modes; the platform's business key reaches both the live and sandbox endpoints.
  const hook = await webhooksAcrossTenants(services.db).findOne({ _id: webhookId, business_id: businessId });
  if (!hook) throw notFound(`No webhook ${webhookId}`);
  return hook;
}

export function presentDelivery(d: DeliveryDoc) {
  return {
    id: d._id,
    event_id: d.event_id,
    event_type: d.event_type,
    attempt: d.attempt,
    status: d.status,
    response_status: d.response_status,
    latency_ms: d.latency_ms,
    error: d.error,
    created_at: d.created_at.toISOString(),
    next_attempt_at: iso(d.next_attempt_at),
  };
}

export interface DeliveryListQuery {
  /** Validation applies the contract's defaults (20, 0); the generated query type leaves them optional. */
  limit?: number;
  offset?: number;
  status?: DeliveryDoc['status'];
  event_type?: EventType;
}

export async function listDeliveries(
  services: Services,
  businessId: string,
  webhookId: string,
  query: DeliveryListQuery,
) {
  const q = { ...query, limit: query.limit ?? 20, offset: query.offset ?? 0 };
  const hook = await ownWebhook(services, businessId, webhookId);
  const filter = {
    webhook_id: hook._id,
    ...(q.status ? { status: q.status } : {}),
    ...(q.event_type ? { event_type: q.event_type } : {}),
  };
  const col = deliveries(services, tenantOf(hook));
  const [rows, total] = await Promise.all([
    col.find(filter).sort({ created_at: -1, attempt: -1, _id: -1 }).skip(q.offset).limit(q.limit).toArray(),
    col.countDocuments(filter),
  ]);
  return {
    deliveries: (rows as DeliveryDoc[]).map(presentDelivery),
    pagination: { limit: q.limit, offset: q.offset, total },
  };
}

/** Sends a past attempt's event again now, as a new attempt numbered after the event's last one; not retried. */
export async function replayDelivery(
  services: Services,
  businessId: string,
  webhookId: string,
  deliveryId: string,
): Promise<DeliveryDoc> {
  const hook = await ownWebhook(services, businessId, webhookId);
  const col = deliveries(services, tenantOf(hook));
  const past = (await col.findOne({ _id: deliveryId, webhook_id: hook._id })) as DeliveryDoc | null;
  if (!past) throw notFound(`No delivery ${deliveryId} for webhook ${webhookId}`);
  if (hook.status === 'disabled') throw conflict(disabledProblem(hook));
  const last = (
    await col.find({ webhook_id: hook._id, event_id: past.event_id }).sort({ attempt: -1 }).limit(1).toArray()
  )[0] as DeliveryDoc;
  return queueReplayOrTest(
    services,
    hook,
    { id: past.event_id, type: past.event_type },
    'replay',
    last.attempt + 1,
    past.test_payload,
  );
}

/** Sends a sample event of `type` with a fresh evt_ id, whether or not the endpoint subscribes to it. */
export async function sendTestEvent(
  services: Services,
  businessId: string,
  webhookId: string,
  type: EventType,
): Promise<DeliveryDoc> {
  const hook = await ownWebhook(services, businessId, webhookId);
  if (hook.status === 'disabled') throw conflict(disabledProblem(hook));
  const payload: Payload = {
    id: newId('event'),
    type,
    created_at: services.clock.now().toISOString(),
    data: sampleEventData(type),
  };
  return queueReplayOrTest(services, hook, { id: payload.id, type }, 'test', 1, payload);
}
