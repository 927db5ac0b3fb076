// One service with the demo business, its traffic through the validation proxy, SDK clients for the storefront
// (secret key) and platform (business key), and a way to record events as the buying flow does.
import { createClient as createStorefrontClient } from '../../generated/sdk/storefront/client/index.js';
import { createClient as createPlatformClient } from '../../generated/sdk/platform/client/index.js';
import type { EventType } from '../../src/modules/orders/model.js';
import { recordEvent } from '../../src/modules/events/record.js';
import type { TenantContext } from '../../src/store/index.js';
import { sampleEventData } from '../../src/modules/webhooks/samples.js';
import { startConformance, type Conformance } from '../support/conformance.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/server.js';

export interface WebhookEnv {
  srv: TestServer;
  conf: Conformance;
  tenant: TenantContext;
  storefront(key?: string): ReturnType<typeof createStorefrontClient>;
  platform(): ReturnType<typeof createPlatformClient>;
  record(type: EventType): Promise<string>;
  close(): Promise<void>;
}

export async function startWebhookEnv(opts: TestServerOptions = {}): Promise<WebhookEnv> {
  const srv = await startTestServer({ seed: true, ...opts });
  const conf = await startConformance(srv.url);
  const demo = srv.demo!;
  const tenant = { business_id: demo.business_id, livemode: false };
  return {
    srv,
    conf,
    tenant,
    storefront: (key = demo.secret_key) => createStorefrontClient({ baseUrl: conf.url, auth: () => key }),
    platform: () => createPlatformClient({ baseUrl: conf.url, auth: () => demo.business_key }),
    async record(type) {
      const e = await recordEvent(srv.services.db, tenant, { type, data: sampleEventData(type), now: srv.clock.now() });
      return e._id;
    },
    async close() {
      await conf.close();
      await srv.close();
    },
  };
}
