// A catalogue test file's service: the harness (no demo seed) with one business and the standard test catalogue
// (fixtures.ts). Clients present that business's keys.
import { startHarness, type Harness, type StorefrontClient } from '../harness/harness.js';
import { seedCatalogue, type Fixture, type TestBusiness } from './fixtures.js';

/**
 * Monday 2030-07-01 08:00 UTC: 08:00 in Accra, 09:00 in London; inside the weekday breakfast windows. In the future
 * on purpose: the embedded store sweeps TTL-indexed documents (quotes, carts) by the real clock, so fixtures dated
 * in the past could vanish mid-test.
 */
export const START = new Date('2030-07-01T08:00:00.000Z');

export interface CatalogueEnv extends Harness {
  biz: TestBusiness;
  fx: Fixture;
  /** SDK client with the publishable key. */
  client: StorefrontClient;
  /** SDK client with the secret key. */
  secret: StorefrontClient;
  /** A client for another key on the same server. */
  clientWith(key: string): StorefrontClient;
}

export async function startCatalogue(): Promise<CatalogueEnv> {
  const h = await startHarness({ now: START });
  const biz = await h.business('Test Cafe');
  const fx = await seedCatalogue(h.db, biz.tenant, h.clock.now());
  h.defaultKey = biz.publishableKey;
  return Object.assign(h, {
    biz,
    fx,
    client: h.storefront(biz.publishableKey),
    secret: h.storefront(biz.secretKey),
    clientWith: (key: string) => h.storefront(key),
  });
}
