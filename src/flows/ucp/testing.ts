// The UCP test helpers (docs/ucp.md §Test helpers): sandbox-only operations that move an order along as the business
// would, so agents (and the official conformance suite) can test their handling of order events. Not part of the
// protocol; live mode answers 404 as if they did not exist.
//
// - simulate-shipping marks every unit not yet out `shipped` through the fulfilment flow (fulfil-order.ts), exactly
//   as the business doing it on the platform API would: the order's status moves, its webhooks fire and its agent
//   gets the order event. Guarded by the business's test-helper secret (no agent negotiation, no key).
// - the order update replaces the fulfillment events and adjustments the order shows (they are kept beside the
//   order, never written into it) and sends the order event; for the agent whose checkout placed the order.
import type { UcpErrorResponse, UcpOrder } from '../../../generated/sdk/ucp/types.gen.js';
import type { AgentCaller } from '../../kernel/caller.js';
import { AppError, forbidden, notFound } from '../../kernel/errors.js';
import { currentBusiness, simulationSecretMatches, ucpSettings } from '../../modules/business/index.js';
import { orders, presentOrderFulfillment } from '../../modules/orders/index.js';
import { readOrderOverlay, setUcpOrderOverlay } from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import { inTransaction } from '../../store/transaction.js';
import { fulfilOrder } from '../fulfil-order.js';
import { queueUcpOrderEvent } from './order-events.js';
import { agentOrder, agentTenant, answerFor, ucpErrorResponse } from './orders.js';

/** The carrier the sandbox ships with. */
export const SANDBOX_CARRIER = 'Sandbox Post';

/** POST …/testing/simulate-shipping/{id}: the order shipped, whatever of it was not yet. */
export async function simulateShipping(
  services: Services,
  where: { mode: string; business_id: string; order_id: string },
  secret: string | undefined,
): Promise<{ status: 'shipped' }> {
  if (where.mode !== 'test') throw notFound('The UCP test helpers exist in test mode only');
  const business = await currentBusiness(services.db, where.business_id);
  const settings = business && ucpSettings(business);
  if (!settings?.enabled || !settings.modes.test) throw notFound(`No UCP business ${where.business_id} in test mode`);
  if (!(await simulationSecretMatches(services.db, where.business_id, secret)))
    throw forbidden(
      'Simulation-Secret is missing or wrong: send the business test-helper secret (its settings, test key)',
    );
  const tenant = { business_id: where.business_id, livemode: false };
  const order = await orders(services.db, tenant).findOne({ _id: where.order_id });
  if (!order) throw notFound(`Order ${where.order_id} not found`);
  // Already all out: shipping it again changes nothing (the helper may be called twice).
  if (presentOrderFulfillment(order).lines.every((l) => l.remaining === 0)) return { status: 'shipped' };
  await fulfilOrder(services, tenant, order._id, {
    type: 'shipped',
    carrier: SANDBOX_CARRIER,
    tracking_number: `SBX${order.order_number.replace(/\W/g, '')}${(order.fulfillments?.length ?? 0) + 1}`,
  });
  return { status: 'shipped' };
}

/** PUT …/orders/{id} in test mode: the events and adjustments replaced, the agent told, the order answered. */
export async function updateTestOrder(
  services: Services,
  agent: AgentCaller,
  orderId: string,
  body: unknown,
): Promise<UcpOrder | UcpErrorResponse> {
  if (agent.livemode) throw notFound('The UCP test helpers exist in test mode only');
  const found = await agentOrder(services, agent, orderId);
  if (!found) return ucpErrorResponse(agent, 'not_found', `No order ${orderId} placed by this agent`);
  const read = readOrderOverlay(body, found.record.overlay);
  // Unprocessable rather than malformed: the body is JSON, the events or adjustments in it are not an order's.
  if ('violation' in read) throw new AppError('UCP_INVALID_ORDER_UPDATE', read.violation);
  const tenant = agentTenant(agent);
  const record = { ...found.record, overlay: read.overlay };
  await inTransaction(services, async (session) => {
    await setUcpOrderOverlay(services.db, tenant, orderId, read.overlay, session);
    await queueUcpOrderEvent(services, tenant, found.order, 'order.updated', session, record);
  });
  return answerFor(services, agent, found.order, record);
}
