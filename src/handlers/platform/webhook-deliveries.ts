// Webhook Deliveries (platform, business key with webhooks:read / webhooks:write): the attempt log of an endpoint,
// replaying an attempt, and sending a test event.
import type { Handler } from '../../http/app.js';
import { requireTenant } from '../../http/guards.js';
import type { EventType } from '../../domain/orders/model.js';
import { listDeliveries, presentDelivery, replayDelivery, sendTestEvent, type DeliveryListQuery } from '../../webhooks/delivery.js';

const listWebhookDeliveries: Handler = async (ctx) => ({
  data: await listDeliveries(ctx.services, requireTenant(ctx).business_id, ctx.params.webhook_id as string, ctx.query as unknown as DeliveryListQuery),
});

const replayWebhookDelivery: Handler = async (ctx) => {
  const row = await replayDelivery(ctx.services, requireTenant(ctx).business_id, ctx.params.webhook_id as string, ctx.params.delivery_id as string);
  return { status: 202, data: presentDelivery(row) };
};

const sendTestWebhookEvent: Handler = async (ctx) => {
  const type = ((ctx.body as { event_type?: EventType } | undefined)?.event_type ?? 'order.created') as EventType;
  const row = await sendTestEvent(ctx.services, requireTenant(ctx).business_id, ctx.params.webhook_id as string, type);
  return { status: 202, data: presentDelivery(row) };
};

export const handlers: Record<string, Handler> = { listWebhookDeliveries, replayWebhookDelivery, sendTestWebhookEvent };
