// UCP tag "Test Helpers": sandbox-only helpers that move an order along as the business would (docs/ucp.md §Test
// helpers; src/flows/ucp/testing.ts). simulate-shipping is guarded by the business's test-helper secret in the
// Simulation-Secret header (the guard admits it without a key: the flow checks the secret); the order update is the
// agent's, negotiated like any UCP operation.
import { simulateShipping, updateTestOrder } from '../../flows/ucp/testing.js';
import type { Handlers } from '../../operations/typing.js';
import { agentOf } from './orders.js';

export const handlers = {
  async simulateUcpShipping(ctx) {
    const { mode, business_id, id } = ctx.params;
    const where = { mode, business_id, order_id: id };
    return { data: await simulateShipping(ctx.services, where, ctx.header('simulation-secret')) };
  },

  async updateUcpTestOrder(ctx) {
    return { data: await updateTestOrder(ctx.services, agentOf(ctx), ctx.params.id, ctx.body) };
  },
} satisfies Handlers<'ucp'>;
