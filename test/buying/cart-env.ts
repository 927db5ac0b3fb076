// One running service with the demo business for a cart test file, its traffic sent through Prism's validation
// proxy. Each shopper is an SDK client bound to its own storefront session (X-Session-Id). The service clock
// moves one second per request, so the per-minute rate limits never fill up in a long file.
import { createClient } from '../../generated/sdk/storefront/client/index.js';
import { randomBase62 } from '../../src/kernel/ids.js';
import { scoped, type TenantContext } from '../../src/store/index.js';
import type { ProductDoc, VariantDoc } from '../../src/modules/catalogue/model.js';
import { startConformance, type Conformance } from '../support/conformance.js';
import { startTestServer, type TestServer } from '../support/server.js';

export type StorefrontClient = ReturnType<typeof createClient>;

export interface CartEnv {
  srv: TestServer;
  conf: Conformance;
  tenant: TenantContext;
  /** A shopper: an SDK client with the test publishable key and a fresh storefront session. */
  shopper(extraHeaders?: Record<string, string>): { client: StorefrontClient; sessionId: string };
  product(slug: string): Promise<ProductDoc>;
  variant(sku: string): Promise<VariantDoc>;
  /** Raw request through the proxy (for bodies the SDK's types would not let through). */
  raw(method: string, path: string, init?: { body?: unknown; sessionId?: string; headers?: Record<string, string> }): Promise<{ status: number; json: any; headers: Headers }>;
  close(): Promise<void>;
}

export const newSessionId = () => `sess_${randomBase62(32)}`;

export async function startCartEnv(): Promise<CartEnv> {
  const srv = await startTestServer({ seed: true });
  const conf = await startConformance(srv.url);
  const demo = srv.demo!;
  const tenant = { business_id: demo.business_id, livemode: false };
  const tick = () => srv.clock.advance(1000);
  const s = scoped(srv.services.db, tenant);
  return {
    srv,
    conf,
    tenant,
    shopper(extraHeaders = {}) {
      const sessionId = newSessionId();
      const client = createClient({
        baseUrl: conf.url,
        headers: { 'x-session-id': sessionId, ...extraHeaders },
        auth: (scheme) => (scheme.name === 'X-API-Key' ? demo.publishable_key : undefined),
      });
      client.interceptors.request.use((req) => {
        tick();
        return req;
      });
      return { client, sessionId };
    },
    async product(slug) {
      const p = await s.collection<ProductDoc>('products').findOne({ slug });
      if (!p) throw new Error(`no demo product ${slug}`);
      return p as ProductDoc;
    },
    async variant(sku) {
      const v = await s.collection<VariantDoc>('variants').findOne({ sku });
      if (!v) throw new Error(`no demo variant ${sku}`);
      return v as VariantDoc;
    },
    async raw(method, path, init = {}) {
      tick();
      const headers: Record<string, string> = { 'x-api-key': demo.publishable_key, ...(init.headers ?? {}) };
      if (init.sessionId) headers['x-session-id'] = init.sessionId;
      let body: string | undefined;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(conf.url + path, { method, headers, body });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async close() {
      await conf.close();
      await srv.close();
    },
  };
}
