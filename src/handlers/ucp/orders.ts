// UCP tag "Orders": an order placed through a checkout, in UCP's shape, for the agent whose checkout placed it
// (src/flows/ucp/orders.ts). Thin: the agent negotiation admitted and the path's id → the flow.
import type { AgentCaller } from '../../kernel/caller.js';
import { unauthorized } from '../../kernel/errors.js';
import { readUcpOrder } from '../../flows/ucp/orders.js';
import type { Handlers } from '../../operations/typing.js';
import type { OperationContext } from '../../operations/types.js';

export function agentOf(ctx: Pick<OperationContext, 'caller'>): AgentCaller {
  const agent = ctx.caller.agent;
  if (!agent) throw unauthorized('UCP-Agent header missing');
  return agent;
}

export const handlers = {
  async getUcpOrder(ctx) {
    return { data: await readUcpOrder(ctx.services, agentOf(ctx), ctx.params.id) };
  },
} satisfies Handlers<'ucp'>;
