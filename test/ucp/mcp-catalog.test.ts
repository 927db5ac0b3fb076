// The shopper MCP endpoint (src/mcp/shopper) with its catalogue tools, over real HTTP with the official SDK clients
// of both MCP revisions: the nine tools and their schemas in tools/list, and search_catalog, lookup_catalog and
// get_product answering what REST answers for the same agent (the same handlers), each result valid against the
// shopper document, in structuredContent and as the JSON text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Fixture, seedCatalogue } from '../catalogue/fixtures.js';
import { repoRoot } from '../harness/contract.js';
import { startHarness, type Harness, type TestBusiness } from '../harness/harness.js';
import { agentProfile, startProfileServer, type ProfileServer } from './profile-server.js';
import { CLIENTS, endpointOf, meta, resultViolations, type ShopperClient } from './support/mcp-agent.js';

let h: Harness;
let host: ProfileServer;
let shop: TestBusiness;
let f: Fixture;
let profile: string;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  host.set('/agent.json', { body: agentProfile(['catalog.search', 'catalog.lookup', 'checkout', 'order']) });
  profile = `${host.origin}/agent.json`;
  shop = await h.business('UCP MCP catalogue shop');
  f = await seedCatalogue(h.db, shop.tenant, h.clock.now());
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

const endpoint = () => endpointOf(h.url, shop.tenant.business_id);

/** The REST answer of the same operation for the same agent. */
async function rest(op: string, body: unknown): Promise<any> {
  const res = await h.fetch(`${h.url}/ucp/test/${shop.tenant.business_id}/catalog/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ucp-agent': `profile="${profile}"` },
    body: JSON.stringify(body),
  });
  assert.is(res.status, 200);
  return res.json();
}

/** A result as UCP's binding wants it: the document in structuredContent, valid, and the same JSON as the text. */
function ucpDocument(tool: string, result: any): any {
  assert.is(result.isError, undefined, JSON.stringify(result));
  assert.equal(resultViolations(tool, result.structuredContent), [], JSON.stringify(result.structuredContent));
  assert.is(result.content.length, 1);
  assert.is(result.content[0].type, 'text');
  assert.equal(JSON.parse(result.content[0].text), result.structuredContent);
  return result.structuredContent;
}

const NINE = [
  'cancel_checkout',
  'complete_checkout',
  'create_checkout',
  'get_checkout',
  'get_order',
  'get_product',
  'lookup_catalog',
  'search_catalog',
  'update_checkout',
];

for (const [label, connect] of CLIENTS) {
  test(`${label}: tools/list: the nine UCP tools with the document's input and output schemas`, async () => {
    const client: ShopperClient = await connect(endpoint());
    try {
      const { tools } = await client.listTools();
      assert.equal(
        tools.map((t: any) => t.name),
        NINE,
      );
      const generated = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'ucp-tools.json'), 'utf8'));
      for (const tool of tools) {
        const own = generated.find((g: any) => g.name === tool.name);
        assert.equal(tool.inputSchema, own.inputSchema, tool.name);
        assert.equal(tool.outputSchema, own.outputSchema, tool.name);
        assert.ok(tool.inputSchema.required.includes('meta'), tool.name);
        assert.is(tool.outputSchema.type, 'object');
      }
      const complete = tools.find((t: any) => t.name === 'complete_checkout');
      assert.equal(complete.inputSchema.required, ['meta', 'id', 'checkout']);
      assert.equal(complete.annotations.readOnlyHint, false);
      assert.equal(tools.find((t: any) => t.name === 'search_catalog').annotations.readOnlyHint, true);
      assert.equal(tools.find((t: any) => t.name === 'cancel_checkout').annotations.destructiveHint, true);
    } finally {
      await client.close();
    }
  });

  test(`${label}: the catalogue tools answer what REST answers, valid documents`, async () => {
    const client = await connect(endpoint());
    try {
      const search = { query: 'latte', unknown_field: true };
      const found = ucpDocument(
        'search_catalog',
        await client.callTool('search_catalog', { meta: meta(profile), catalog: search }),
      );
      assert.equal(found, await rest('search', search));
      assert.equal(
        found.products.map((p: any) => p.id),
        [f.latte._id],
      );
      assert.equal(found.ucp.capabilities, { 'dev.ucp.shopping.catalog.search': [{ version: '2026-04-08' }] });

      const lookup = { ids: [f.latte._id, f.latteVariants.mediumOat._id, 'prod_nothing_here'] };
      const looked = ucpDocument(
        'lookup_catalog',
        await client.callTool('lookup_catalog', { meta: meta(profile), catalog: lookup }),
      );
      assert.equal(looked, await rest('lookup', lookup));
      assert.ok(looked.messages.some((m: any) => m.code === 'not_found'));

      const one = { id: f.latte._id };
      const product = ucpDocument(
        'get_product',
        await client.callTool('get_product', { meta: meta(profile), catalog: one }),
      );
      assert.equal(product, await rest('product', one));
      assert.is(product.product.id, f.latte._id);
      // An unknown product is UCP's error response: a result, not a JSON-RPC error.
      const none = ucpDocument(
        'get_product',
        await client.callTool('get_product', { meta: meta(profile), catalog: { id: 'prod_nothing_here' } }),
      );
      assert.is(none.ucp.status, 'error');
    } finally {
      await client.close();
    }
  });
}

test.run();
