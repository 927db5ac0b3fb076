// UCP tag "Checkout": create, get, update (full replacement) and cancel a checkout session (docs/ucp.md §Sessions),
// for the agent negotiation admitted, in the business and mode of the URL (completion is complete.ts's). Thin: the
// agent, the path's id and the body → the flow (src/flows/ucp/checkout.ts). Idempotency-Key is the operation
// core's, scoped to the agent's profile URL.
import { cancelCheckout, createCheckout, getCheckout, updateCheckout } from '../../flows/ucp/checkout.js';
import type { Handlers } from '../../operations/typing.js';
import { agentOf } from './orders.js';

type Obj = Record<string, unknown>;
const bodyOf = (body: unknown): Obj => (body && typeof body === 'object' ? (body as Obj) : {});

export const handlers = {
  async createUcpCheckout(ctx) {
    const { status, body } = await createCheckout(ctx.services, agentOf(ctx), bodyOf(ctx.body));
    return { status, data: body as never };
  },

  async getUcpCheckout(ctx) {
    const { status, body } = await getCheckout(ctx.services, agentOf(ctx), ctx.params.id);
    return { status, data: body as never };
  },

  async updateUcpCheckout(ctx) {
    const { status, body } = await updateCheckout(ctx.services, agentOf(ctx), ctx.params.id, bodyOf(ctx.body));
    return { status, data: body as never };
  },

  async cancelUcpCheckout(ctx) {
    const { status, body } = await cancelCheckout(ctx.services, agentOf(ctx), ctx.params.id);
    return { status, data: body as never };
  },
} satisfies Handlers<'ucp'>;
