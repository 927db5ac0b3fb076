// Registering, listing and deleting webhook endpoints (storefront, secret key).
import type { CreateWebhookData } from '../../../generated/sdk/storefront/types.gen.js';
import { newId } from '../../kernel/ids.js';
import { conflict, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { urlProblem } from './addresses.js';
import type { WebhookDoc } from './model.js';
import { webhookDeliveries, webhooks } from './store.js';
import { newWebhookSecret } from '../../kernel/webhook-signing.js';
import { ATTEMPT_JOB } from './delivery.js';
import { iso } from '../../kernel/format.js';
import { realNow } from '../../kernel/clock.js';

/** A webhook registration, as the contract types it. */
export type WebhookInput = CreateWebhookData['body'];

export function presentWebhook(w: WebhookDoc) {
  return {
    id: w._id,
    url: w.url,
    events: w.events,
    description: w.description,
    status: w.status,
    failure_count: w.failure_count,
    last_delivery_at: iso(w.last_delivery_at),
    created_at: w.created_at.toISOString(),
  };
}

export async function createWebhook(
  services: Services,
  tenant: TenantContext,
  input: WebhookInput,
): Promise<WebhookDoc> {
  const problem = await urlProblem(input.url, services.config.production);
  if (problem) throw validationError(`url: ${problem}`);
  const hooks = webhooks(services.db, tenant);
  const doc: WebhookDoc = {
    _id: newId('webhook'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    url: input.url,
    events: input.events,
    description: input.description ?? null,
    secret: newWebhookSecret(),
    status: 'active',
    failure_count: 0,
    last_delivery_at: null,
    // Real time also on a test clock's call: which events an endpoint gets is decided on real time (delivery.ts).
    created_at: realNow(services),
  };
  try {
    await hooks.insertOne(doc);
  } catch (err) {
    // One endpoint per URL per business and mode, held by a unique index, so concurrent registrations of one URL
    // cannot both succeed: the loser gets the same 409 as a later one.
    if (isDuplicateKeyError(err)) {
      throw conflict(`url: an endpoint for ${input.url} is already registered; delete it to register it again`);
    }
    throw err;
  }
  return doc;
}

export async function listWebhooks(services: Services, tenant: TenantContext): Promise<WebhookDoc[]> {
  return (await webhooks(services.db, tenant)
    .find({}, { projection: { secret: 0 } })
    .sort({ created_at: -1, _id: -1 })
    .toArray()) as WebhookDoc[];
}

/** Removes the endpoint, its attempt log and its queued attempts. Idempotent. */
export async function deleteWebhook(services: Services, tenant: TenantContext, webhookId: string): Promise<void> {
  const gone = await webhooks(services.db, tenant).findOneAndDelete({ _id: webhookId });
  if (!gone) return;
  await webhookDeliveries(services.db, tenant).deleteMany({ webhook_id: webhookId });
  // A queued attempt whose row is gone does nothing when it runs; cancelling just keeps the job table small.
  await services.store.agenda?.cancel({ name: ATTEMPT_JOB, data: { webhook_id: webhookId } }).catch(() => 0);
}
