// Webhooks (storefront, secret key; the guards refuse publishable keys): register, list, delete endpoints.
import type { Handler } from '../../http/app.js';
import { requireTenant } from '../../http/guards.js';
import { createWebhook as create, deleteWebhook as remove, listWebhooks as list, presentWebhook, type WebhookInput } from '../../webhooks/endpoints.js';

const createWebhook: Handler = async (ctx) => {
  const doc = await create(ctx.services, requireTenant(ctx), ctx.body as WebhookInput);
  return { status: 201, data: { ...presentWebhook(doc), secret: doc.secret } };
};

const listWebhooks: Handler = async (ctx) => ({ data: (await list(ctx.services, requireTenant(ctx))).map(presentWebhook) });

const deleteWebhook: Handler = async (ctx) => {
  const id = ctx.params.webhook_id as string;
  await remove(ctx.services, requireTenant(ctx), id);
  return { data: { id, deleted: true } };
};

export const handlers: Record<string, Handler> = { createWebhook, listWebhooks, deleteWebhook };
