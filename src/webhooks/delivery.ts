// Delivering recorded events to subscribed endpoints through Agenda. The dispatcher turns each undispatched event
// into one queued attempt (a pending `webhook_deliveries` row plus an Agenda job) per subscribed endpoint; the job
// makes the attempt, logs it on its row, and on failure queues the next attempt on the retry schedule. Rows and
// jobs live in the store, so queued attempts survive a restart; a row is claimed before it is sent, so a job that
// runs twice sends once.
import type { Agenda } from 'agenda';
import { newId } from '../domain/ids.js';
import type { EventDoc, EventType } from '../domain/orders/model.js';
import { eventPayload } from '../events/record.js';
import { conflict, notFound } from '../http/errors.js';
import type { Services } from '../services.js';
import { scoped, type TenantContext } from '../store/index.js';
import { postWebhook, ATTEMPT_TIMEOUT_MS, type AttemptOutcome } from './http-post.js';
import type { DeliveryDoc, DeliveryKind, WebhookDoc } from './model.js';
import { nextAttemptAt } from './retry-schedule.js';
import { sampleEventData } from './samples.js';
import { signatureHeaders } from './signing.js';

export const ATTEMPT_JOB = 'webhook-delivery-attempt';
export const DISPATCH_JOB = 'webhook-dispatch-events';
/** Largest body sent; a larger event is logged as failed rather than sent (snapshots are far smaller). */
export const MAX_PAYLOAD_BYTES = 256 * 1024;
/** A claim older than this belongs to a worker that died mid-attempt, and may be taken over. */
const STALE_CLAIM_MS = ATTEMPT_TIMEOUT_MS * 6;

export interface AttemptJobData {
  delivery_id: string;
  webhook_id: string;
}

type Payload = ReturnType<typeof eventPayload>;

function agendaOf(services: Services): Agenda {
  const agenda = services.store.agenda;
  if (!agenda) throw new Error('webhook delivery needs Agenda');
  return agenda;
}

const tenantOf = (d: { business_id: string; livemode: boolean }): TenantContext => ({ business_id: d.business_id, livemode: d.livemode });
const deliveries = (services: Services, tenant: TenantContext) => scoped(services.db, tenant).collection<DeliveryDoc>('webhook_deliveries');
const webhooks = (services: Services, tenant: TenantContext) => scoped(services.db, tenant).collection<WebhookDoc>('webhooks');

async function queueAttempt(
  services: Services,
  hook: WebhookDoc,
  event: { id: string; type: EventType },
  kind: DeliveryKind,
  attempt: number,
  when: Date,
  seriesStart: Date,
  testPayload?: Payload,
): Promise<DeliveryDoc> {
  const row: DeliveryDoc = {
    _id: newId('delivery'),
    business_id: hook.business_id,
    livemode: hook.livemode,
    webhook_id: hook._id,
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
    claimed_at: null,
    ...(testPayload ? { test_payload: testPayload } : {}),
  };
  await deliveries(services, tenantOf(hook)).insertOne(row);
  await agendaOf(services).schedule<AttemptJobData>(when, ATTEMPT_JOB, { delivery_id: row._id, webhook_id: hook._id });
  return row;
}

/** Fans undispatched events out to their subscribed endpoints; returns the number of attempts queued. Endpoints
 * registered after an event was recorded do not get it; disabled endpoints get nothing. */
export async function dispatchPendingEvents(services: Services, batch = 100): Promise<number> {
  const events = services.db.collection<EventDoc>('events');
  const pending = await events.find({ dispatched_at: null }).sort({ created_at: 1 }).limit(batch).toArray();
  let queued = 0;
  for (const e of pending) {
    const now = services.clock.now();
    // Claim first, so concurrent dispatchers never fan one event out twice.
    const claim = await events.updateOne({ _id: e._id, dispatched_at: null }, { $set: { dispatched_at: now } });
    if (claim.modifiedCount === 0) continue;
    const hooks = await webhooks(services, tenantOf(e))
      .find({ events: e.type, status: { $ne: 'disabled' }, created_at: { $lte: e.created_at } })
      .toArray();
    for (const hook of hooks as WebhookDoc[]) {
      await queueAttempt(services, hook, { id: e._id, type: e.type }, 'event', 1, now, now);
      queued++;
    }
  }
  return queued;
}

async function finishAttempt(services: Services, row: DeliveryDoc, set: Partial<DeliveryDoc>): Promise<DeliveryDoc> {
  const done = await deliveries(services, tenantOf(row)).findOneAndUpdate(
    { _id: row._id },
    { $set: { ...set, claimed_at: null } },
    { returnDocument: 'after' },
  );
  return (done ?? { ...row, ...set }) as DeliveryDoc;
}

/** Makes the queued attempt `deliveryId` (the Agenda job's work; tests call it directly). Returns the logged
 * attempt, or null when there is nothing to do (already made, claimed by another worker, or its endpoint deleted). */
export async function runDeliveryAttempt(services: Services, deliveryId: string): Promise<DeliveryDoc | null> {
  const col = services.db.collection<DeliveryDoc>('webhook_deliveries');
  const claimedAt = services.clock.now();
  const row = (await col.findOneAndUpdate(
    { _id: deliveryId, status: 'pending', $or: [{ claimed_at: null }, { claimed_at: { $lt: new Date(claimedAt.getTime() - STALE_CLAIM_MS) } }] },
    { $set: { claimed_at: claimedAt } },
    { returnDocument: 'after' },
  )) as DeliveryDoc | null;
  if (!row) return null;
  const tenant = tenantOf(row);
  const hook = (await webhooks(services, tenant).findOne({ _id: row.webhook_id })) as WebhookDoc | null;
  if (!hook) {
    await deliveries(services, tenant).deleteOne({ _id: row._id });
    return null;
  }
  if (hook.status === 'disabled') {
    return finishAttempt(services, row, { status: 'failed', error: 'Endpoint disabled (it answered 410 Gone)', created_at: claimedAt });
  }

  let payload: Payload | undefined = row.test_payload;
  if (!payload) {
    const event = await services.db.collection<EventDoc>('events').findOne({ _id: row.event_id, business_id: row.business_id, livemode: row.livemode });
    if (!event) return finishAttempt(services, row, { status: 'failed', error: 'The event is no longer stored', created_at: claimedAt });
    payload = eventPayload(event);
  }
  const body = JSON.stringify(payload);
  let outcome: AttemptOutcome;
  if (Buffer.byteLength(body) > MAX_PAYLOAD_BYTES) {
    outcome = { status: null, latencyMs: null, error: `Payload exceeds ${MAX_PAYLOAD_BYTES} bytes; not sent` };
  } else {
    const sentAt = services.clock.now();
    outcome = await postWebhook(hook.url, body, signatureHeaders(hook.secret, row.event_id, sentAt, body), services.config.production);
  }
  const at = services.clock.now();
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const gone = outcome.status === 410;
  const tooLarge = outcome.error?.startsWith('Payload exceeds') ?? false;
  const retryAt = !ok && !gone && !tooLarge && row.kind === 'event' ? nextAttemptAt(row.attempt, row.series_started_at, at) : null;

  const logged = await finishAttempt(services, row, {
    status: ok ? 'succeeded' : 'failed',
    response_status: outcome.status,
    latency_ms: outcome.latencyMs,
    error: outcome.error,
    created_at: at,
    next_attempt_at: retryAt,
  });

  const hookUpdate = ok
    ? { $set: { failure_count: 0, last_delivery_at: at, ...(hook.status === 'failing' ? { status: 'active' as const } : {}) } }
    : {
        $inc: { failure_count: 1 },
        $set: {
          last_delivery_at: at,
          // 410 disables at once; an event whose schedule ran out marks the endpoint failing.
          ...(gone ? { status: 'disabled' as const } : row.kind === 'event' && !retryAt ? { status: 'failing' as const } : {}),
        },
      };
  // A concurrent 410 must not be undone by a later success: only a non-disabled endpoint changes.
  await webhooks(services, tenant).updateOne({ _id: hook._id, status: { $ne: 'disabled' } }, hookUpdate);
  if (retryAt) await queueAttempt(services, hook, { id: row.event_id, type: row.event_type }, 'event', row.attempt + 1, retryAt, row.series_started_at);
  return logged;
}

async function ownWebhook(services: Services, businessId: string, webhookId: string): Promise<WebhookDoc> {
  // Webhook ids are unique across modes; the platform's business key reaches both the live and sandbox endpoints.
  const hook = await services.db.collection<WebhookDoc>('webhooks').findOne({ _id: webhookId, business_id: businessId });
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
    next_attempt_at: d.next_attempt_at ? d.next_attempt_at.toISOString() : null,
  };
}

export interface DeliveryListQuery {
  limit: number;
  offset: number;
  status?: DeliveryDoc['status'];
  event_type?: EventType;
}

export async function listDeliveries(services: Services, businessId: string, webhookId: string, q: DeliveryListQuery) {
  const hook = await ownWebhook(services, businessId, webhookId);
  const filter = { webhook_id: hook._id, ...(q.status ? { status: q.status } : {}), ...(q.event_type ? { event_type: q.event_type } : {}) };
  const col = deliveries(services, tenantOf(hook));
  const [rows, total] = await Promise.all([
    col.find(filter).sort({ created_at: -1, attempt: -1, _id: -1 }).skip(q.offset).limit(q.limit).toArray(),
    col.countDocuments(filter),
  ]);
  return { deliveries: (rows as DeliveryDoc[]).map(presentDelivery), pagination: { limit: q.limit, offset: q.offset, total } };
}

/** Sends a past attempt's event again now, as a new attempt numbered after the event's last one; not retried. */
export async function replayDelivery(services: Services, businessId: string, webhookId: string, deliveryId: string): Promise<DeliveryDoc> {
  const hook = await ownWebhook(services, businessId, webhookId);
  const col = deliveries(services, tenantOf(hook));
  const past = (await col.findOne({ _id: deliveryId, webhook_id: hook._id })) as DeliveryDoc | null;
  if (!past) throw notFound(`No delivery ${deliveryId} for webhook ${webhookId}`);
  if (hook.status === 'disabled') throw conflict(`Webhook ${webhookId} is disabled (it answered 410 Gone); register it again`);
  const last = (await col.find({ webhook_id: hook._id, event_id: past.event_id }).sort({ attempt: -1 }).limit(1).toArray())[0] as DeliveryDoc;
  return queueAttempt(services, hook, { id: past.event_id, type: past.event_type }, 'replay', last.attempt + 1, services.clock.now(), services.clock.now(), past.test_payload);
}

/** Sends a sample event of `type` with a fresh evt_ id, whether or not the endpoint subscribes to it. */
export async function sendTestEvent(services: Services, businessId: string, webhookId: string, type: EventType): Promise<DeliveryDoc> {
  const hook = await ownWebhook(services, businessId, webhookId);
  if (hook.status === 'disabled') throw conflict(`Webhook ${webhookId} is disabled (it answered 410 Gone); register it again`);
  const now = services.clock.now();
  const payload: Payload = { id: newId('event'), type, created_at: now.toISOString(), data: sampleEventData(type) };
  return queueAttempt(services, hook, { id: payload.id, type }, 'test', 1, now, now, payload);
}
