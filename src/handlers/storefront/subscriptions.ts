// Subscriptions (storefront): the signed-in customer's subscriptions and their cancel, pause, resume and skip.
// The status machine lives in src/modules/subscriptions/actions.ts; renewals in src/flows/renew-subscriptions.ts. Skip
// honours Idempotency-Key (the core keeps the key per customer, so a stranger replaying it gets their own 404).
import { requireTenant } from '../../kernel/caller.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import {
  cancelSubscription,
  listOwnSubscriptions,
  loadOwnSubscription,
  pauseSubscription,
  resumeSubscription,
  skipSubscription,
  type SubscriptionOwner,
  presentSubscription,
  presentSubscriptionDetail,
} from '../../modules/subscriptions/index.js';

// The guard insists on a customer session for every subscription operation (the contract's security).
const ownerOf = (ctx: OperationContext<any>): SubscriptionOwner => ({
  tenant: requireTenant(ctx.caller),
  customerId: ctx.caller.customer!.id,
});

export const handlers = {
  async listSubscriptions(ctx) {
    return { data: (await listOwnSubscriptions(ctx.services, ownerOf(ctx), 100)).map(presentSubscription) };
  },

  async getSubscription(ctx) {
    return {
      data: presentSubscriptionDetail(
        await loadOwnSubscription(ctx.services, ownerOf(ctx), ctx.params.subscription_id),
      ),
    };
  },

  async cancelSubscription(ctx) {
    await cancelSubscription(ctx.services, ownerOf(ctx), ctx.params.subscription_id, ctx.body?.reason ?? null);
    return { data: null };
  },

  async pauseSubscription(ctx) {
    return {
      data: presentSubscriptionDetail(await pauseSubscription(ctx.services, ownerOf(ctx), ctx.params.subscription_id)),
    };
  },

  async resumeSubscription(ctx) {
    return {
      data: presentSubscriptionDetail(await resumeSubscription(ctx.services, ownerOf(ctx), ctx.params.subscription_id)),
    };
  },

  async skipSubscription(ctx) {
    return {
      data: presentSubscriptionDetail(await skipSubscription(ctx.services, ownerOf(ctx), ctx.params.subscription_id)),
    };
  },
} satisfies Handlers<'storefront'>;
