// Orders placed through a UCP checkout, as their agent sees them (docs/ucp.md §Orders and §Order events): the order
// in UCP's shape (GET …/orders/{id}) and the signed order events delivered to the agent's webhook.
//
// An event is the whole order as it is now (UCP sends no deltas). It is queued by the flow that changed the order,
// inside the transaction that changed it, so a change is never committed without its event nor an event sent for a
// change that rolled back: placing is announced when the payment settles (in the order's own transaction for an order
// placed paid, complete.ts; else by settle-payment.ts, and the agent's checkout completes then), then fulfilment
// (fulfil-order.ts), cancellation (close-order.ts) and refunds (refund.ts). The orders area knows nothing of UCP:
// those flows call in here, and only orders that carry the checkout's mark in their metadata cost a read. The delivery goes through the webhooks area's machinery (the same rows, retries, log
// and replay as business webhooks), signed per attempt by the ucp area's signer; its first attempt is made as soon
// as the transaction's session ends, instead of on the dispatcher's next tick (agents expect it within seconds).
import { randomUUID } from 'node:crypto';
import type { ClientSession } from 'mongodb';
import type { UcpOrder } from '../../../generated/sdk/ucp/types.gen.js';
import type { EventType } from '../../modules/events/index.js';
import type { OrderDoc, RefundDoc } from '../../modules/orders/index.js';
import { refunds } from '../../modules/orders/index.js';
import { conflict } from '../../kernel/errors.js';
import {
  findUcpCheckout,
  findUcpOrder,
  legacyOrderEvent,
  markUcpOrderSettled,
  ORDER_CAPABILITY,
  projectOrder,
  replaceUcpCheckout,
  type UcpCheckoutDoc,
  type UcpOrderDoc,
  type UcpStoredMessage,
  UCP_CHECKOUT_MARK,
} from '../../modules/ucp/index.js';
import {
  type AgentDeliveryInput,
  claimedAgentDeliveryRow,
  queueAgentDelivery,
  startAgentDelivery,
} from '../../modules/webhooks/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';

/** The checkout an order was placed through, from the mark the completion left in its metadata; null: none. */
export const ucpCheckoutOf = (order: Pick<OrderDoc, 'metadata'>): string | null =>
  order.metadata?.[UCP_CHECKOUT_MARK] ?? null;

/** A business's UCP endpoint in a mode: `{api_url}/ucp/{mode}/{business_id}`. */
export const ucpEndpoint = (services: Services, tenant: TenantContext) =>
  `${services.config.apiUrl.replace(/\/+$/, '')}/ucp/${tenant.livemode ? 'live' : 'test'}/${tenant.business_id}`;

/**
 * Where the buyer sees the order: its payment's page (the hosted pay page shows the merchant, the order number, the
 * amount and whether it is paid), an unguessable link that needs no sign-in. (Every order has a payment; the UCP
 * order URL stands in should one not.)
 */
export const orderPermalink = (
  services: Services,
  tenant: TenantContext,
  order: Pick<OrderDoc, '_id' | 'payment_id'>,
) =>
  order.payment_id
    ? `${services.config.payUrl.replace(/\/+$/, '')}/${order.payment_id}`
    : `${ucpEndpoint(services, tenant)}/orders/${order._id}`;

/** The order in UCP's shape, with the `ucp` object of an order answer at `version`. */
export async function ucpOrderDocument(
  services: Services,
  tenant: TenantContext,
  order: OrderDoc,
  record: UcpOrderDoc,
  version: string,
  session?: ClientSession,
  known?: { unrefunded: true },
): Promise<UcpOrder> {
  const made = known?.unrefunded
    ? []
    : await refunds(services.db, tenant)
        .find({ order_id: order._id }, session ? { session } : {})
        .toArray();
  return ucpOrderShape(services, tenant, order, record, version, made);
}

function ucpOrderShape(
  services: Services,
  tenant: TenantContext,
  order: OrderDoc,
  record: UcpOrderDoc,
  version: string,
  made: RefundDoc[],
): UcpOrder {
  const body = projectOrder(order, record, made, orderPermalink(services, tenant, order));
  // The projection builds the contract's UcpOrder (the UCP tests check every answer and event against it).
  return {
    ucp: { version, status: 'success', capabilities: { [ORDER_CAPABILITY]: [{ version }] } },
    ...body,
  } as UcpOrder;
}

/**
 * Queues the order's event to its agent, in the caller's transaction (`session`), when the order came through a
 * UCP checkout whose agent gave a webhook URL; its first attempt is started once the session ends (the row only
 * exists if the transaction committed: an attempt on a row that is not there does nothing).
 */
export async function queueUcpOrderEvent(
  services: Services,
  tenant: TenantContext,
  order: OrderDoc,
  type: EventType,
  session: ClientSession,
  known?: UcpOrderDoc,
  /** The order's payment settles now: nothing of it can have been refunded yet (its refunds are not read). */
  firstSettlement = false,
): Promise<void> {
  if (!ucpCheckoutOf(order)) return;
  const record = known ?? (await findUcpOrder(services.db, tenant, order._id, session));
  if (!record?.webhook_url) return;
  const unrefunded = firstSettlement ? { unrefunded: true as const } : undefined;
  const doc = await ucpOrderDocument(services, tenant, order, record, record.protocol_version, session, unrefunded);
  const row = await queueAgentDelivery(
    services,
    agentEvent(services, tenant, record, record.webhook_url, doc, type),
    session,
  );
  if (row) session.once('ended', () => startAgentDelivery(services, row));
}

/**
 * The first event of an order placed paid at its checkout's completion (order.created), as a row for the order's
 * own batch, claimed by this process: attemptClaimedAgentDelivery makes it after the commit. Null: the agent gave
 * no webhook URL.
 */
export function placedOrderEventRow(services: Services, tenant: TenantContext, order: OrderDoc, record: UcpOrderDoc) {
  if (!record.webhook_url) return null;
  const doc = ucpOrderShape(services, tenant, order, record, record.protocol_version, []);
  return claimedAgentDeliveryRow(
    services,
    agentEvent(services, tenant, record, record.webhook_url, doc, 'order.created'),
  );
}

/** The delivery of one order event to the order's agent; an agent of release 2026-01-11 gets that release's body
 * (the order plus the event's own fields). */
function agentEvent(
  services: Services,
  tenant: TenantContext,
  record: UcpOrderDoc,
  url: string,
  doc: UcpOrder,
  type: EventType,
): AgentDeliveryInput {
  const eventId = randomUUID();
  const body =
    record.protocol_version === '2026-01-11'
      ? legacyOrderEvent(doc, { type, event_id: eventId, created_time: services.clock.now().toISOString() })
      : doc;
  return {
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    url,
    body: JSON.stringify(body),
    event_id: eventId,
    headers: { 'ucp-agent': `profile="${ucpEndpoint(services, tenant)}/.well-known/ucp"` },
    signer: 'ucp',
    event_type: type,
  };
}

/**
 * The settlement of an order's payment (settle-payment.ts, in its transaction), for an order placed through a UCP
 * checkout. Succeeded: a checkout waiting for its buyer to pay (requires_escalation) is completed, a payment that was
 * to settle at once is no longer pending, and the agent hears of its order (its first event). Failed: a checkout
 * waiting for its buyer can be completed again (with another instrument), with a payment_failed message; the order
 * stays, failed, as any unpaid order.
 */
export async function ucpPaymentSettled(
  services: Services,
  tenant: TenantContext,
  order: OrderDoc,
  outcome: 'succeeded' | 'failed',
  session: ClientSession,
): Promise<void> {
  const checkoutId = ucpCheckoutOf(order);
  if (!checkoutId) return;
  const record = await findUcpOrder(services.db, tenant, order._id, session);
  if (!record) return;
  // An order that settles at its completion (settle_pending) was placed with its checkout completed: only an order
  // whose buyer pays on the business's page has a checkout waiting on the payment.
  if (record.settle_pending) await markUcpOrderSettled(services.db, tenant, order._id, session);
  else await settleEscalation(services, tenant, checkoutId, order._id, outcome, session);
  if (outcome === 'succeeded')
    await queueUcpOrderEvent(services, tenant, order, 'order.created', session, record, true);
}

async function settleEscalation(
  services: Services,
  tenant: TenantContext,
  checkoutId: string,
  orderId: string,
  outcome: 'succeeded' | 'failed',
  session: ClientSession,
): Promise<void> {
  const now = services.clock.now();
  for (let tries = 0; tries < 3; tries++) {
    const checkout = await findUcpCheckout(services.db, tenant, checkoutId, session);
    if (!checkout || checkout.status !== 'requires_escalation' || checkout.order_id !== orderId) return;
    const next: UcpCheckoutDoc =
      outcome === 'succeeded'
        ? { ...checkout, status: 'completed', completed_at: now, messages: [], updated_at: now }
        : {
            ...checkout,
            status: 'ready_for_complete',
            order_id: null,
            messages: [PAY_PAGE_DECLINED],
            updated_at: now,
          };
    if (await replaceUcpCheckout(services.db, tenant, next, session)) return;
  }
  throw conflict(`Checkout ${checkoutId} changed meanwhile; retry`, true);
}

const PAY_PAGE_DECLINED: UcpStoredMessage = {
  type: 'error',
  code: 'payment_failed',
  content: 'The payment on the business page failed; complete again with another instrument',
  severity: 'recoverable',
  path: '$.payment',
};
