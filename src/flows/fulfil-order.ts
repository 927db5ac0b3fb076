// The business records a fulfilment event of an order (shipped with a carrier and tracking, delivered, …) through
// the platform API or the CLI. In one transaction: the event is appended to the order, the order's status moves
// forward where the goods now are (rules/fulfillment.ts statusAfterFulfillment: all shipped ⇒ `ready`, all
// delivered ⇒ `completed`, anything else ⇒ `preparing`), and `order.fulfillment_created` is recorded, with
// `order.updated` (and `order.completed`) when the status moved. With an Idempotency-Key the key's record completes
// in the same transaction, so a retry after a lost answer replays it instead of recording the shipment twice.
//
// The write is conditional on the status and the number of events read, so two recordings at once (or a cancel
// meanwhile) cannot both pass the quantity check against the same state: the loser is a retryable 409.
import type { Filter } from 'mongodb';
import { conflict, notFound } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import type {
  FulfillmentDoc,
  FulfillmentEventType,
  FulfillmentLineRequest,
  OrderDoc,
} from '../modules/orders/index.js';
import {
  eventLines,
  fulfillmentRefusal,
  orders,
  recordFulfillmentEvent,
  recordOrderEvents,
  statusAfterFulfillment,
} from '../modules/orders/index.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { type BatchWrite, inTransaction, writeBatch } from '../store/transaction.js';
import { queueUcpOrderEvent } from './ucp/order-events.js';
import { objectServices } from './test-clocks/object-time.js';

export interface FulfilInput {
  type: FulfillmentEventType;
  /** Absent: every unit the event type may cover. */
  line_items?: FulfillmentLineRequest[];
  carrier?: string;
  tracking_number?: string;
  tracking_url?: string;
  description?: string;
}

export interface Fulfilled {
  fulfillment: FulfillmentDoc;
  order: OrderDoc;
}

/** The order still has exactly the events read (none: the field absent or empty). */
function sameEvents(order: OrderDoc): Filter<OrderDoc> {
  const n = order.fulfillments?.length ?? 0;
  return n === 0
    ? { $or: [{ fulfillments: { $exists: false } }, { fulfillments: { $size: 0 } }] }
    : { fulfillments: { $size: n } };
}

function eventOf(order: OrderDoc, input: FulfilInput, now: Date): FulfillmentDoc {
  return {
    id: newId('fulfillment'),
    type: input.type,
    occurred_at: now,
    line_items: eventLines(order, input.type, input.line_items),
    carrier: input.carrier ?? null,
    tracking_number: input.tracking_number ?? null,
    tracking_url: input.tracking_url ?? null,
    description: input.description ?? null,
  };
}

export async function fulfilOrder(
  services: Services,
  tenant: TenantContext,
  orderId: string,
  input: FulfilInput,
  opts: { completion?: (result: Fulfilled) => BatchWrite } = {},
): Promise<Fulfilled> {
  return inTransaction(services, async (session) => {
    const tenantOrders = orders(services.db, tenant);
    const order = await tenantOrders.findOne({ _id: orderId }, { session });
    if (!order) throw notFound(`Order ${orderId} not found`);
    const refusal = fulfillmentRefusal(order);
    if (refusal) throw conflict(refusal);
    // An order on a test clock is fulfilled at its clock's time, whoever fulfils it.
    const on = await objectServices(services, tenant, order.test_clock_id);
    const now = on.clock.now();
    const event = eventOf(order, input, now);
    const recorded: OrderDoc = { ...order, fulfillments: [...(order.fulfillments ?? []), event] };
    const to = statusAfterFulfillment(recorded);
    const changes = { ...(to ? { status: to } : {}), updated_at: now };
    const written = await tenantOrders.updateOne(
      { _id: orderId, status: order.status, ...sameEvents(order) },
      { $push: { fulfillments: event }, $set: changes },
      { session },
    );
    if (written.modifiedCount !== 1) throw conflict(`Order ${orderId} changed meanwhile; retry`, true);
    const updated: OrderDoc = { ...recorded, ...changes };
    await recordFulfillmentEvent(on, tenant, updated, event, session);
    if (to) {
      const types = to === 'completed' ? (['order.updated', 'order.completed'] as const) : (['order.updated'] as const);
      await recordOrderEvents(on, tenant, updated, [...types], session);
    }
    // An order placed by a UCP agent: the agent gets the order as it now is.
    await queueUcpOrderEvent(on, tenant, updated, 'order.fulfillment_created', session);
    const result = { fulfillment: event, order: updated };
    if (opts.completion) await writeBatch(services.store, [opts.completion(result)], session);
    return result;
  });
}
