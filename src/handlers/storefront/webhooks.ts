// Webhooks (storefront, secret key; the guard refuses publishable keys): register, list, delete endpoints.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { createWebhook, deleteWebhook, listWebhooks, presentWebhook } from '../../modules/webhooks/index.js';

export const handlers = {
  async createWebhook(ctx) {
    const doc = await createWebhook(ctx.services, requireTenant(ctx.caller), ctx.body);
    return { status: 201, data: { ...presentWebhook(doc), secret: doc.secret } };
  },

  async listWebhooks(ctx) {
    return { data: (await listWebhooks(ctx.services, requireTenant(ctx.caller))).map(presentWebhook) };
  },

  async deleteWebhook(ctx) {
    const id = ctx.params.webhook_id;
    await deleteWebhook(ctx.services, requireTenant(ctx.caller), id);
    return { data: { id, deleted: true } };
  },
} satisfies Handlers<'storefront'>;
