// The setup most UCP test files share: a harness, an agent profile host, a business of the file's own seeded with
// the flower shop, and an agent buying from it; opened before the file's tests and closed after them.
import type { Test } from 'uvu';
import { startHarness, type Harness, type HarnessOptions, type TestBusiness } from '../../harness/harness.js';
import { startProfileServer, type ProfileServer } from '../profile-server.js';
import { ucpAgent, type UcpAgent } from './agent.js';
import { type FlowerShop, seedFlowerShop } from './flower-shop.js';

export interface FlowerShopSuite {
  h: Harness;
  host: ProfileServer;
  biz: TestBusiness;
  shop: FlowerShop;
  agent: UcpAgent;
}

/**
 * Registers the setup on `test` (rate limits off, the business named `business`) and hands it to `ready` once it is
 * up, before the first test.
 */
export function flowerShopSuite(
  test: Test,
  business: string,
  ready: (s: FlowerShopSuite) => void,
  harness: HarnessOptions = {},
): void {
  let h: Harness | undefined;
  let host: ProfileServer | undefined;
  test.before(async () => {
    h = await startHarness({ ...harness, env: { RATE_LIMITS: 'off', ...harness.env } });
    host = await startProfileServer();
    const biz = await h.business(business);
    const shop = await seedFlowerShop(h.db, biz.tenant, h.clock.now());
    ready({ h, host, biz, shop, agent: ucpAgent(h, host, biz.tenant.business_id) });
  });
  test.after(async () => {
    await host?.close();
    await h?.close();
  });
}
