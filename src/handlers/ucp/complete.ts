// UCP tag "Checkout", completion: pay with the selected instrument and place the order (docs/ucp.md §Completion;
// src/flows/ucp/complete.ts). The order, the session's completion and the Idempotency-Key's record (scoped to the
// agent's profile URL) commit in one transaction, so a retry after a lost answer replays it and never places a
// second order; an outcome that places nothing is recorded by the core afterwards.
import { completeCheckout } from '../../flows/ucp/complete.js';
import type { Handlers } from '../../operations/typing.js';
import { agentOf } from './orders.js';

export const handlers = {
  completeUcpCheckout: {
    idempotency: { completesRecord: true },
    async run(ctx) {
      const record = ctx.idempotency;
      const completion = record && ((answer: { status: number; data: unknown }) => record.completion(answer));
      const { status, body } = await completeCheckout(ctx.services, agentOf(ctx), ctx.params.id, ctx.body, completion);
      return { status, data: body as never };
    },
  },
} satisfies Handlers<'ucp'>;
