// Stored shapes of webhook endpoints and their delivery attempts.
import type { EventType } from '../events/index.js';

export type WebhookStatus = 'active' | 'failing' | 'disabled';

export interface WebhookDoc {
  _id: string; // whk_
  business_id: string;
  livemode: boolean;
  url: string;
  events: EventType[];
  description: string | null;
  /** The signing key itself (`whsec_…`), kept in the clear: an HMAC can only be computed with the key, so it
   * cannot be stored as a hash. It is never returned after registration. */
  secret: string;
  status: WebhookStatus;
  /** Consecutive failed attempts; a 2xx resets it. */
  failure_count: number;
  last_delivery_at: Date | null;
  /** Why it is disabled: its receiver answered 410 Gone, or an event's retries ran out (24 hours) with no delivery to
   * it succeeding meanwhile. Absent or null while it is not. */
  disabled_reason?: 'gone' | 'failing' | null;
  disabled_at?: Date | null;
  created_at: Date;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
/** Why an attempt exists: fan-out of a recorded event (retried on failure), a replay or a test (not retried). */
export type DeliveryKind = 'event' | 'replay' | 'test';

/**
 * Where a delivery to an agent goes and what it sends (an order event to an AI shopping agent's webhook URL, UCP): no
 * registered endpoint, no shared secret. The signer named here, given at composition (services.deliverySigners),
 * signs each attempt afresh.
 */
export interface AgentTarget {
  url: string;
  /** The kind of signer (`ucp`). */
  signer: string;
  /** The body byte for byte: signatures cover its digest, so it is stored as sent and never serialised again. */
  body: string;
  /** Sent as given on every attempt (lower-case names), besides the ones each attempt adds. */
  headers: Record<string, string>;
}

/** One HTTP attempt of one event to one endpoint. A pending row is the queued attempt its Agenda job will make. */
export interface DeliveryDoc {
  _id: string; // dlv_
  business_id: string;
  livemode: boolean;
  /** The registered endpoint; null for a delivery to an agent (`agent`). */
  webhook_id: string | null;
  /** Set on a delivery to an agent instead of an endpoint. */
  agent?: AgentTarget;
  event_id: string;
  event_type: EventType;
  kind: DeliveryKind;
  attempt: number;
  status: DeliveryStatus;
  response_status: number | null;
  latency_ms: number | null;
  error: string | null;
  /** When the attempt was queued, then when it was made. */
  created_at: Date;
  /** When its job is due. */
  scheduled_for: Date;
  /** When the first attempt of this event to this endpoint was due: retry offsets count from here. */
  series_started_at: Date;
  next_attempt_at: Date | null;
  /** Set while a worker makes the attempt, so two workers never send it twice (stale claims are retaken). */
  claimed_at: Date | null;
  /**
   * A delivery of an event on a sandbox test clock: its times (created_at, scheduled_for, series_started_at,
   * next_attempt_at) are the clock's, and only the clock's advance makes its retries (sweep.ts).
   */
  test_clock_id?: string;
  /** Body of a test event (test events are not recorded in `events`). */
  test_payload?: { id: string; type: EventType; created_at: string; data: Record<string, unknown> };
}
