// One running service with the standard test catalogue, for a catalogue test file. Requests go to the harness's
// base URL (so a run through a validation proxy only has to change what the harness returns). The clock moves one
// second per request: the rate limits follow the service clock, and a clock that never moves would hold one
// window open for the whole file.
import type { Violation } from '../../scripts/mock.js';
import { startConformance } from '../support/conformance.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { clientFor, createBusiness, seedCatalogue, type Fixture, type StorefrontClient, type TestBusiness } from './fixtures.js';

/**
 * Monday 2030-07-01 08:00 UTC: 08:00 in Accra, 09:00 in London; inside the weekday breakfast windows. In the future
 * on purpose: the embedded store sweeps TTL-indexed documents (quotes, carts) by the real clock, so fixtures dated
 * in the past could vanish mid-test.
 */
export const START = new Date('2030-07-01T08:00:00.000Z');

export interface CatalogueEnv {
  srv: TestServer;
  baseUrl: string;
  biz: TestBusiness;
  fx: Fixture;
  /** SDK client with the publishable key. */
  client: StorefrontClient;
  /** SDK client with the secret key. */
  secret: StorefrontClient;
  /** A client for another key on the same server. */
  clientWith(key: string): StorefrontClient;
  /** Raw request (for inputs the SDK's types would not let through). */
  raw(method: string, path: string, init?: { body?: unknown; key?: string; rawBody?: string }): Promise<{ status: number; json: any }>;
  /** Responses so far that broke the contract, as Prism's validation proxy (which every request goes through) saw them. */
  responseViolations(): Violation[];
  close(): Promise<void>;
}

export async function startCatalogue(): Promise<CatalogueEnv> {
  const srv = await startTestServer({ now: START });
  // Every request of a catalogue test file goes through Prism's validation proxy in front of the server.
  const proxy = await startConformance(srv.url);
  const baseUrl = proxy.url;
  const now = srv.clock.now();
  const biz = await createBusiness(srv.services.db, 'Test Cafe', now);
  const fx = await seedCatalogue(srv.services.db, biz.tenant, now);
  const tick = () => srv.clock.advance(1000);
  const clientWith = (key: string) => {
    const c = clientFor(baseUrl, key);
    c.interceptors.request.use((req) => {
      tick();
      return req;
    });
    return c;
  };
  return {
    srv,
    baseUrl,
    biz,
    fx,
    client: clientWith(biz.publishableKey),
    secret: clientWith(biz.secretKey),
    clientWith,
    async raw(method, path, init = {}) {
      tick();
      const headers: Record<string, string> = { 'x-api-key': init.key ?? biz.publishableKey };
      let body: string | undefined;
      if (init.rawBody !== undefined) body = init.rawBody;
      else if (init.body !== undefined) body = JSON.stringify(init.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      // Prism's proxy answers unparsable JSON bodies itself instead of forwarding them, so those go straight to
      // the server: what is under test is the server's answer.
      const target = init.rawBody !== undefined ? srv.url : baseUrl;
      const res = await fetch(target + path, { method, headers, body });
      const text = await res.text();
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { unparsable: text };
      }
      return { status: res.status, json };
    },
    responseViolations: () => proxy.responseViolations(),
    async close() {
      await proxy.close();
      await srv.close();
    },
  };
}
