// Subscriptions (storefront): the signed-in customer's subscriptions and their cancel, pause, resume and skip.
// The status machine lives in src/subscriptions/actions.ts; renewals in src/subscriptions/renewals.ts.
import type { Handler, RequestContext } from '../../http/app.js';
import { requireTenant } from '../../http/guards.js';
import { idempotencyKeyOf, withIdempotency } from '../../idempotency/index.js';
import {
  cancelSubscription, listOwnSubscriptions, loadOwnSubscription, pauseSubscription, resumeSubscription, skipSubscription,
  type SubscriptionOwner,
} from '../../subscriptions/actions.js';
import { presentSubscription, presentSubscriptionDetail } from '../../subscriptions/present.js';

// The guard insists on a customer session for every subscription operation (the contract's security).
const ownerOf = (ctx: RequestContext): SubscriptionOwner => ({ tenant: requireTenant(ctx), customerId: ctx.caller.customer!.id });
const idOf = (ctx: RequestContext) => ctx.params.subscription_id as string;

const listSubscriptions: Handler = async (ctx) => ({ data: (await listOwnSubscriptions(ctx.services, ownerOf(ctx), 100)).map(presentSubscription) });

const getSubscription: Handler = async (ctx) => ({ data: presentSubscriptionDetail(await loadOwnSubscription(ctx.services, ownerOf(ctx), idOf(ctx))) });

const cancelSubscriptionHandler: Handler = async (ctx) => {
  const reason = (ctx.body as { reason?: string } | undefined)?.reason ?? null;
  await cancelSubscription(ctx.services, ownerOf(ctx), idOf(ctx), reason);
  return { data: null };
};

const pauseSubscriptionHandler: Handler = async (ctx) => ({ data: presentSubscriptionDetail(await pauseSubscription(ctx.services, ownerOf(ctx), idOf(ctx))) });

const resumeSubscriptionHandler: Handler = async (ctx) => ({ data: presentSubscriptionDetail(await resumeSubscription(ctx.services, ownerOf(ctx), idOf(ctx))) });

const skipSubscriptionHandler: Handler = async (ctx) => {
  const owner = ownerOf(ctx);
  // Ownership first: a stranger gets 404 even when replaying someone's key.
  await loadOwnSubscription(ctx.services, owner, idOf(ctx));
  return withIdempotency(ctx, idempotencyKeyOf(ctx), async () => ({ data: presentSubscriptionDetail(await skipSubscription(ctx.services, owner, idOf(ctx))) }));
};

export const handlers: Record<string, Handler> = {
  listSubscriptions,
  getSubscription,
  cancelSubscription: cancelSubscriptionHandler,
  pauseSubscription: pauseSubscriptionHandler,
  resumeSubscription: resumeSubscriptionHandler,
  skipSubscription: skipSubscriptionHandler,
};
