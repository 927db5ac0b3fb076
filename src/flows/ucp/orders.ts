// Reading an order placed through a UCP checkout, for the agent that placed it (GET …/orders/{id}; docs/ucp.md
// §Orders). Only the agent whose checkout placed the order may read it; any other order, or another agent's, is
// answered as UCP answers a resource that is not there: a 200 error response `not_found`, which tells an agent
// nothing about other agents' orders.
//
// A completion paid with a sandbox success token places the order and then settles its payment; a process that
// died in between left the payment pending with the record's `settle_pending` set. Reading the order finishes the
// settlement first, so the agent never sees a completed checkout whose order lapses unpaid.
import type { UcpErrorResponse, UcpOrder } from '../../../generated/sdk/ucp/types.gen.js';
import type { AgentCaller } from '../../kernel/caller.js';
import { isAppError } from '../../kernel/errors.js';
import { type OrderDoc, orders } from '../../modules/orders/index.js';
import { capabilitiesForResponse, findUcpOrder, ORDER_CAPABILITY, type UcpOrderDoc } from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { settlePayment } from '../settle-payment.js';
import { ucpOrderDocument } from './order-events.js';

export const agentTenant = (agent: AgentCaller): TenantContext => ({
  business_id: agent.business_id,
  livemode: agent.livemode,
});

/** UCP's answer when there is no resource to show: `ucp` with status error and one unrecoverable message. */
export function ucpErrorResponse(agent: Pick<AgentCaller, 'version'>, code: string, content: string): UcpErrorResponse {
  return {
    ucp: { version: agent.version, status: 'error' },
    messages: [{ type: 'error', code, content, severity: 'unrecoverable' }],
  };
}

/** The order and its UCP record when `agent` placed it; null otherwise (unknown, not a UCP order, another's). */
export async function agentOrder(
  services: Services,
  agent: AgentCaller,
  orderId: string,
): Promise<{ order: OrderDoc; record: UcpOrderDoc } | null> {
  const tenant = agentTenant(agent);
  const [order, record] = await Promise.all([
    orders(services.db, tenant).findOne({ _id: orderId }),
    findUcpOrder(services.db, tenant, orderId),
  ]);
  if (!order || !record || record.agent_profile_url !== agent.profile_url) return null;
  return { order: record.settle_pending ? await finishSettlement(services, tenant, order) : order, record };
}

/** GET …/orders/{id}: the order in UCP's shape, or the `not_found` error response. */
export async function readUcpOrder(
  services: Services,
  agent: AgentCaller,
  orderId: string,
): Promise<UcpOrder | UcpErrorResponse> {
  const found = await agentOrder(services, agent, orderId);
  if (!found) return ucpErrorResponse(agent, 'not_found', `No order ${orderId} placed by this agent`);
  return answerFor(services, agent, found.order, found.record);
}

/** The order as `agent` reads it: its `ucp` object is the request's (version and negotiated order capability). */
export async function answerFor(
  services: Services,
  agent: AgentCaller,
  order: OrderDoc,
  record: UcpOrderDoc,
): Promise<UcpOrder> {
  const doc = await ucpOrderDocument(services, agentTenant(agent), order, record, agent.version);
  return {
    ...doc,
    ucp: {
      version: agent.version,
      status: 'success',
      capabilities: capabilitiesForResponse(agent.capabilities, ORDER_CAPABILITY),
    },
  };
}

/** Settles a token-paid order's payment that a completion left pending (see the header); the order as it is then. */
async function finishSettlement(services: Services, tenant: TenantContext, order: OrderDoc): Promise<OrderDoc> {
  if (!order.payment_id || (order.payment_status !== 'pending' && order.payment_status !== 'processing')) return order;
  try {
    return (await settlePayment(services, tenant, order.payment_id, 'succeeded')).order;
  } catch (err) {
    // Settled or cancelled meanwhile by someone else: what is stored now is the answer.
    if (!isAppError(err) || err.code !== 'CONFLICT') throw err;
    return (await orders(services.db, tenant).findOne({ _id: order._id })) ?? order;
  }
}
