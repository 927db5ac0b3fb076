// The scripted shopping agent on the MCP binding (issue 36, point 10), once per MCP revision with the official SDK
// client of each: it discovers the business (its profile over HTTP, where it finds the MCP endpoint, the sandbox
// payment handler and the signing keys), finds a product with search_catalog, creates a checkout with a shipping
// address, picks a shipping option with update_checkout, completes with the sandbox `success_token` (a retry with
// the same idempotency key replays), reads the order with get_order, and receives the signed order event on its
// webhook, verified as a receiver would: Content-Digest over the raw body and the RFC 9421 signature with the
// independent verifier (npm http-message-signatures), the key by keyid from the business profile. Every result is
// checked against the shopper document.
import { createHash, createPublicKey, randomUUID } from 'node:crypto';
import { createVerifier, httpbis } from 'http-message-signatures';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { startReceiver, type Received, type Receiver } from '../webhooks/receiver.js';
import { agentProfile, startProfileServer, type ProfileServer } from './profile-server.js';
import { type FlowerShop, seedFlowerShop } from './support/flower-shop.js';
import { CLIENTS, meta, resultViolations, type ShopperClient } from './support/mcp-agent.js';

let h: Harness;
let host: ProfileServer;
let rx: Receiver;
let shop: FlowerShop;

test.before(async () => {
  h = await startHarness({ env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  rx = await startReceiver();
  const biz = await h.business('UCP MCP scripted agent flowers');
  shop = await seedFlowerShop(h.db, biz.tenant, h.clock.now());
});
test.after(async () => {
  await host?.close();
  await rx?.close();
  await h?.close();
});

const buyer = { first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.com' };
const home = {
  street_address: '12 Elm St',
  address_locality: 'Springfield',
  address_region: 'IL',
  postal_code: '62704',
  address_country: 'US',
};

/** A tool's UCP document, checked as the binding wants it: valid, and the same JSON as its text block. */
async function call(client: ShopperClient, tool: string, args: Record<string, unknown>): Promise<any> {
  const result = await client.callTool(tool, args);
  assert.equal(resultViolations(tool, result.structuredContent), [], `${tool}: ${JSON.stringify(result)}`);
  assert.equal(JSON.parse(result.content[0].text), result.structuredContent);
  return result.structuredContent;
}

/** Step 1: the business profile, read over HTTP as any agent would, and what the agent takes from it. */
async function discover(): Promise<{ endpoint: string; handler: string; keys: any[] }> {
  const res = await fetch(`${h.url}/ucp/test/${shop.tenant.business_id}/.well-known/ucp`);
  assert.is(res.status, 200);
  const profile = (await res.json()) as any;
  const mcp = profile.ucp.services['dev.ucp.shopping'].find((s: any) => s.transport === 'mcp');
  assert.ok(mcp, 'the profile names an MCP endpoint');
  const [handler] = Object.values<any[]>(profile.ucp.payment_handlers).flat();
  return { endpoint: mcp.endpoint, handler: handler.id, keys: profile.signing_keys };
}

async function arrival(path: string): Promise<Received> {
  for (let i = 0; i < 400; i++) {
    const got = rx.received.find((r) => r.path === path);
    if (got) return got;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no order event at ${path}`);
}

/** What the agent's webhook does with a delivery: the digest of the raw body, then the signature by keyid. */
async function verified(r: Received, keys: any[]): Promise<boolean> {
  const digest = `sha-256=:${createHash('sha256').update(r.raw).digest('base64')}:`;
  if (r.headers['content-digest'] !== digest) return false;
  const keyLookup = async ({ keyid }: { keyid?: string }) => {
    const jwk = keys.find((k) => k.kid === keyid);
    if (!jwk) return null;
    const verify = createVerifier(createPublicKey({ key: { ...jwk }, format: 'jwk' }), 'ecdsa-p256-sha256');
    return { id: jwk.kid, algs: ['ecdsa-p256-sha256'], verify };
  };
  const required = ['@method', '@authority', '@path', 'content-digest', 'content-type', 'ucp-agent', 'webhook-id'];
  return httpbis
    .verifyMessage(
      { keyLookup, requiredFields: required, notAfter: h.clock.now() },
      { method: 'POST', url: rx.url(r.path), headers: r.headers as Record<string, string> },
    )
    .then((ok) => ok === true)
    .catch(() => false);
}

/** Steps 3–5: a checkout of one item shipped home, the first option picked, then completed with the token. */
async function buy(client: ShopperClient, m: ReturnType<typeof meta>, itemId: string, handler: string) {
  const line_items = [{ item: { id: itemId }, quantity: 2 }];
  const created = await call(client, 'create_checkout', {
    meta: m,
    checkout: { line_items, buyer, fulfillment: { methods: [{ type: 'shipping', destinations: [home] }] } },
  });
  assert.is(created.status, 'incomplete', JSON.stringify(created.messages));
  const method = created.fulfillment.methods[0];
  const group = method.groups[0];
  const option = group.options.find((o: any) => o.title === 'Standard Shipping');
  assert.ok(option, JSON.stringify(group.options));
  // update_checkout replaces what the agent controls: the lines, the buyer and the fulfillment, now with a choice.
  const picked = await call(client, 'update_checkout', {
    meta: m,
    id: created.id,
    checkout: {
      line_items,
      buyer,
      fulfillment: {
        methods: [
          {
            type: 'shipping',
            destinations: method.destinations,
            selected_destination_id: method.selected_destination_id ?? method.destinations[0].id,
            groups: [{ id: group.id, selected_option_id: option.id }],
          },
        ],
      },
    },
  });
  assert.is(picked.status, 'ready_for_complete', JSON.stringify(picked.messages));
  const pay = {
    payment: {
      instruments: [
        {
          id: 'instr_1',
          handler_id: handler,
          type: 'card',
          selected: true,
          credential: { type: 'token', token: 'success_token' },
        },
      ],
    },
  };
  const key = randomUUID();
  const done = await call(client, 'complete_checkout', {
    meta: meta(m['ucp-agent'].profile, key),
    id: created.id,
    checkout: pay,
  });
  assert.is(done.status, 'completed', JSON.stringify(done.messages));
  // A retry after a lost answer (same key, same request) replays the answer: no second order.
  const again = await call(client, 'complete_checkout', {
    meta: meta(m['ucp-agent'].profile, key),
    id: created.id,
    checkout: pay,
  });
  assert.equal(again, done);
  return { checkout: done, total: picked.totals.find((t: any) => t.type === 'total').amount };
}

for (const [label, connect] of CLIENTS) {
  test(`${label}: discover, search, buy with shipping, read the order, get the signed event`, async () => {
    const hook = `/agent-${randomUUID()}/orders`;
    const profilePath = `/agents/${randomUUID()}.json`;
    host.set(profilePath, {
      body: agentProfile(['checkout', 'fulfillment', 'order', 'catalog.search'], rx.url(hook)),
    });
    const m = meta(`${host.origin}${profilePath}`);

    const { endpoint, handler, keys } = await discover();
    assert.is(endpoint, `${h.srv.services.config.apiUrl.replace(/\/+$/, '')}/ucp/test/${shop.tenant.business_id}/mcp`);
    const client = await connect(endpoint);
    try {
      const found = await call(client, 'search_catalog', { meta: m, catalog: { query: 'tulips' } });
      assert.is(found.products.length, 1);
      const variant = found.products[0].variants[0];
      assert.equal(variant.price, { amount: 3000, currency: 'USD' });

      const { checkout, total } = await buy(client, m, variant.id, handler);
      assert.is(total, 2 * 3000 + 500);
      const order = await call(client, 'get_order', { meta: m, id: checkout.order.id });
      assert.is(order.id, checkout.order.id);
      assert.is(order.checkout_id, checkout.id);
      assert.equal(
        order.line_items.map((l: any) => [l.item.id, l.quantity.total]),
        [[variant.id, 2]],
      );
      assert.is(order.totals.find((t: any) => t.type === 'total').amount, total);

      const event = await arrival(hook);
      assert.is(await verified(event, keys), true, JSON.stringify(event.headers));
      assert.is(JSON.parse(event.raw).id, order.id);
      assert.match(String(event.headers['ucp-agent']), `/ucp/test/${shop.tenant.business_id}/.well-known/ucp`);
    } finally {
      await client.close();
    }
  });
}

test.run();
