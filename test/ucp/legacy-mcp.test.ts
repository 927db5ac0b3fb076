// An agent of release 2026-01-11 on the shopper MCP endpoint: its answers come through the same operation core as
// REST's, so they are rendered in the same one place (2026-01-11 shapes, valid against the shopper document's result
// schemas), and what that release answers 400 over REST is a JSON-RPC error (-32000, HTTP 400) there, with the first
// message's code and the messages' text.
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { legacyAgentProfile, startProfileServer, type ProfileServer } from './profile-server.js';
import { endpointOf, ERAS, errorDataViolations, meta, rawRpc, resultViolations } from './support/mcp-agent.js';
import { legacyCreateBody, MARKET, type Market, seedMarket } from './support/flower-market.js';

let h: Harness;
let host: ProfileServer;
let market: Market;
let profile: string;

test.before(async () => {
  h = await startHarness({ env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  host.set('/legacy.json', { body: legacyAgentProfile('http://127.0.0.1:9/agent/orders') });
  profile = `${host.origin}/legacy.json`;
  market = await seedMarket(h);
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

const endpoint = () => endpointOf(h.url, market.businessId);
const create = (checkout: unknown) => ({
  name: 'create_checkout',
  arguments: { meta: meta(profile, randomUUID()), checkout },
});

for (const [era, open] of ERAS) {
  test(`${era}: a checkout in 2026-01-11 shape, valid by the document; get_checkout too`, async () => {
    const how = await open(endpoint());
    const r = await rawRpc(endpoint(), 'tools/call', create(legacyCreateBody()), how);
    assert.is(r.status, 200, JSON.stringify(r.json));
    const doc = r.json.result.structuredContent;
    assert.equal(resultViolations('create_checkout', doc), []);
    assert.ok(Array.isArray(doc.ucp.capabilities));
    assert.equal(
      doc.payment.handlers.map((x: any) => x.id),
      ['market_sandbox'],
    );
    const got = await rawRpc(
      endpoint(),
      'tools/call',
      { name: 'get_checkout', arguments: { meta: meta(profile), id: doc.id } },
      how,
    );
    assert.equal(resultViolations('get_checkout', got.json.result.structuredContent), []);
    assert.equal(got.json.result.structuredContent.totals, doc.totals);
  });

  test(`${era}: an item out of stock is -32000 with HTTP 400, the message's code and text`, async () => {
    const how = await open(endpoint());
    const r = await rawRpc(
      endpoint(),
      'tools/call',
      create(legacyCreateBody({ item: MARKET.items.out_of_stock })),
      how,
    );
    assert.is(r.status, 400, JSON.stringify(r.json));
    assert.is(r.json.error.code, -32000);
    assert.is(r.json.error.data.code, 'out_of_stock');
    assert.match(r.json.error.data.content, 'Insufficient stock');
    assert.equal(errorDataViolations(r.json.error.data), []);
  });
}

test.run();
