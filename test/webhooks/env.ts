// The webhook test files' service: the harness with the demo business, storefront clients presenting the secret
// key by default (webhook endpoints are secret-key only), platform clients with the business key, and a way to
// record events as the buying flow does. The service clock stays still: delivery times are the tests' to set.
import type { EventType } from '../../src/modules/events/model.js';
import { recordEvent } from '../../src/modules/events/record.js';
import type { TenantContext } from '../../src/store/index.js';
import { sampleEventData } from '../../src/modules/webhooks/samples.js';
import { startHarness, type Harness } from '../harness/harness.js';
import type { TestServerOptions } from '../harness/server.js';

export interface WebhookEnv extends Harness {
  record(type: EventType): Promise<string>;
}

export async function startWebhookEnv(opts: TestServerOptions = {}): Promise<WebhookEnv> {
  const h = await startHarness({ seed: true, tickMs: 0, ...opts });
  h.defaultKey = h.secretKey;
  const tenant: TenantContext = h.tenant;
  const webhooks: Omit<WebhookEnv, keyof Harness> = {
    async record(type) {
      const e = await recordEvent(h.db, tenant, { type, data: sampleEventData(type), now: h.clock.now() });
      return e._id;
    },
  };
  return Object.assign(h, webhooks);
}
