// Deliveries to agents: an order event POSTed to the webhook URL an AI shopping agent gave in its profile (UCP), on
// the same rows, retry schedule, attempt log and replay as deliveries to registered endpoints, and through the same
// SSRF-guarded sender. What differs: no WebhookDoc behind it (so no shared secret and no endpoint health), the body
// is fixed when queued (the caller's projection, stored byte for byte), and a signer registered at composition signs
// each attempt afresh (signers.ts).
//
// A flow queues the first attempt inside the transaction that made the change, then starts it right after the
// commit: the attempt is made at once in this process instead of waiting for a dispatcher tick (agents expect their
// event within a couple of seconds). A process that dies before starting it leaves a pending row without a job,
// which the sweep (sweepOrphanedDeliveries) hands to a worker within minutes.
import { randomUUID } from 'node:crypto';
import type { ClientSession } from 'mongodb';
import { notFound } from '../../kernel/errors.js';
import { clockStamp, realNow } from '../../kernel/clock.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import type { EventType } from '../events/index.js';
import { attemptClaimed, attemptRow, presentDelivery, queueAttempt, runDeliveryAttempt } from './delivery.js';
import type { DeliveryDoc } from './model.js';
import { signerFor } from './signers.js';
import { webhookDeliveries } from './store.js';

export interface AgentDeliveryInput {
  business_id: string;
  livemode: boolean;
  /** The agent's webhook URL (from its profile). */
  url: string;
  /** The JSON body, already serialised: it is sent byte for byte on every attempt. */
  body: string;
  /** Headers sent on every attempt (UCP: `ucp-agent` with the business's profile URL). */
  headers?: Record<string, string>;
  /** The kind of signer that signs each attempt (`ucp`); one must be registered. */
  signer: string;
  /** The service event the delivery reports (the attempt log is filtered by it). */
  event_type: EventType;
  /** Webhook-Id, the same on every attempt; queueing an id already queued is no second delivery. Default: a new
   * UUID. */
  event_id?: string;
}

/**
 * Queues the first attempt of a delivery to an agent. With `session` the row is written in that transaction and
 * nothing runs until the caller calls startAgentDelivery after the commit; without, it is started at once. Returns
 * the queued attempt, or null when that event was already queued.
 */
export async function queueAgentDelivery(
  services: Services,
  input: AgentDeliveryInput,
  session?: ClientSession,
): Promise<DeliveryDoc | null> {
  const { target, event, now } = agentAttempt(services, input);
  const row = await queueAttempt(services, target, event, 'event', 1, now, now, { session });
  if (row && !session) startAgentDelivery(services, row);
  return row;
}

/**
 * The first attempt of a delivery to an agent as a row for the caller to write in its own batch, already claimed by
 * this process: after the commit the caller makes it with attemptClaimedAgentDelivery (no claim's round trip);
 * should the process die first, the claim goes stale and the sweep hands the row to a worker.
 */
export function claimedAgentDeliveryRow(services: Services, input: AgentDeliveryInput): DeliveryDoc {
  const { target, event, now } = agentAttempt(services, input);
  return attemptRow(services, target, event, 'event', 1, now, now, { claimedAt: realNow(services) });
}

/** The first attempt's target and event, checked: a signer of its kind registered, its URL well formed. */
function agentAttempt(services: Services, input: AgentDeliveryInput) {
  if (!signerFor(services, input.signer)) throw new Error(`no signer of kind "${input.signer}" is registered`);
  new URL(input.url); // a malformed URL is the caller's bug: thrown here, not logged as failing for a day
  const headers = Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const target = {
    business_id: input.business_id,
    livemode: input.livemode,
    webhook_id: null,
    agent: { url: input.url, signer: input.signer, body: input.body, headers },
    // Queued by a call on a test clock: the clock's delivery, retried only as the clock advances.
    ...clockStamp(services),
  };
  return { target, event: { id: input.event_id ?? randomUUID(), type: input.event_type }, now: services.clock.now() };
}

/** Makes the attempt of a row written claimed (claimedAgentDeliveryRow) once it is committed, without waiting. */
export function attemptClaimedAgentDelivery(services: Services, row: DeliveryDoc): void {
  attemptClaimed(services, row).catch((err: unknown) =>
    // The row stays pending under this process's claim: once the claim is stale the sweep gives it a job.
    services.logger.warn({ err, delivery_id: row._id }, 'agent delivery attempt failed to run'),
  );
}

/** Makes a queued attempt now, in this process, without waiting for it (the kick after the commit). */
export function startAgentDelivery(services: Services, delivery: Pick<DeliveryDoc, '_id'>): void {
  runDeliveryAttempt(services, delivery._id).catch((err: unknown) =>
    // The row stays pending: the sweep gives it a job.
    services.logger.warn({ err, delivery_id: delivery._id }, 'agent delivery attempt failed to run'),
  );
}

const agentRows = (services: Services, tenant: TenantContext) => webhookDeliveries(services.db, tenant);

/** The attempts of one agent event (its Webhook-Id), latest first, as the platform API presents attempts. */
export async function listAgentDeliveries(services: Services, tenant: TenantContext, eventId: string) {
  const rows = await agentRows(services, tenant)
    .find({ webhook_id: null, event_id: eventId })
    .sort({ attempt: -1 })
    .toArray();
  return (rows as DeliveryDoc[]).map(presentDelivery);
}

/** Sends a past agent attempt's event again now (the same body and Webhook-Id, signed afresh), as a new attempt
 * numbered after the event's last one; not retried. Started at once. */
export async function replayAgentDelivery(
  services: Services,
  tenant: TenantContext,
  deliveryId: string,
): Promise<DeliveryDoc> {
  const col = agentRows(services, tenant);
  const past = (await col.findOne({ _id: deliveryId, webhook_id: null })) as DeliveryDoc | null;
  if (!past?.agent) throw notFound(`No agent delivery ${deliveryId}`);
  const [last] = (await col
    .find({ webhook_id: null, event_id: past.event_id })
    .sort({ attempt: -1 })
    .limit(1)
    .toArray()) as DeliveryDoc[];
  const now = services.clock.now();
  const row = (await queueAttempt(
    services,
    { business_id: past.business_id, livemode: past.livemode, webhook_id: null, agent: past.agent },
    { id: past.event_id, type: past.event_type },
    'replay',
    last.attempt + 1,
    now,
    now,
  ))!;
  startAgentDelivery(services, row);
  return row;
}
