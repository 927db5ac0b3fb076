// Recording lifecycle events. An event is written in the same transaction as the change it describes (pass the
// transaction's session), so an order is never created without its order.created, nor an event recorded for a
// change that rolled back. The webhook worker fans recorded events out to subscribed endpoints.
import type { ClientSession, Db } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import type { EventDoc, EventType } from './model.js';
import type { TenantContext } from '../../store/index.js';
import { events } from './store.js';
import { assertEventPayload } from './payload-schemas.js';

export interface RecordEventInput {
  type: EventType;
  /** Snapshot of the affected resource in its API shape (money as strings, timestamps as ISO strings). */
  data: Record<string, unknown>;
  now: Date;
  /**
   * The sandbox test clock the event happens on (the affected object's `test_clock_id`, or the clock-bound call's:
   * `clockStamp(services)`): stored on the event so its webhook deliveries follow that clock. Absent: real time.
   */
  test_clock_id?: string | null;
}

/** The stored form of an event, its payload checked against the contract (for callers that batch the insert). */
export function eventDocument(tenant: TenantContext, input: RecordEventInput): EventDoc {
  const doc: EventDoc = {
    _id: newId('event'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    type: input.type,
    data: input.data,
    created_at: input.now,
    dispatched_at: null,
    ...(input.test_clock_id ? { test_clock_id: input.test_clock_id } : {}),
  };
  assertEventPayload(doc.type, eventPayload(doc));
  return doc;
}

export async function recordEvent(
  db: Db,
  tenant: TenantContext,
  input: RecordEventInput,
  session?: ClientSession,
): Promise<EventDoc> {
  const doc = eventDocument(tenant, input);
  await events(db, tenant).insertOne(doc, { session });
  return doc;
}

/** The wire shape of an event, as webhook receivers (and the event stream) get it. */
export function eventPayload(e: Pick<EventDoc, '_id' | 'type' | 'created_at' | 'data'>): {
  id: string;
  type: EventType;
  created_at: string;
  data: Record<string, unknown>;
} {
  return { id: e._id, type: e.type, created_at: e.created_at.toISOString(), data: e.data };
}
