// Webhook Deliveries (platform, business key with webhooks:read / webhooks:write): the attempt log of an endpoint,
// replaying an attempt, sending a test event, and enabling a disabled endpoint.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  enableWebhook,
  listDeliveries,
  presentDelivery,
  replayDelivery,
  sendTestEvent,
} from '../../modules/webhooks/index.js';

export const handlers = {
  async listWebhookDeliveries(ctx) {
    return {
      data: await listDeliveries(ctx.services, requireTenant(ctx.caller).business_id, ctx.params.webhook_id, ctx.query),
    };
  },

  async replayWebhookDelivery(ctx) {
    const row = await replayDelivery(
      ctx.services,
      requireTenant(ctx.caller).business_id,
      ctx.params.webhook_id,
      ctx.params.delivery_id,
    );
    return { status: 202, data: presentDelivery(row) };
  },

  async sendTestWebhookEvent(ctx) {
    const row = await sendTestEvent(
      ctx.services,
      requireTenant(ctx.caller).business_id,
      ctx.params.webhook_id,
      ctx.body?.event_type ?? 'order.created',
    );
    return { status: 202, data: presentDelivery(row) };
  },

  async enableWebhook(ctx) {
    return { data: await enableWebhook(ctx.services, requireTenant(ctx.caller).business_id, ctx.params.webhook_id) };
  },
} satisfies Handlers<'platform'>;
