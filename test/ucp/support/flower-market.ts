// The conformance tests' business and agent. The business is the flower market of fixtures/flower-market.json (our
// own tables in the shape of the official suite's flower-shop files), seeded the way scripts/ucp-flower-shop.ts
// seeds the suite's files: src/seed/ucp-shop.ts, through the catalogue import, the UCP settings (pinned to
// 2026-01-11, no full address required, the instruments' handler id as the sandbox handler's), the test-helper
// secret and the address book. The agent speaks 2026-01-11 as the suite's does: a profile that lists only the order
// capability (with its webhook URL), 2026-01-11 request bodies, and the headers the suite sends.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { COLLECTION, sharedCollection } from '../../../src/store/index.js';
import { type ShopTables, seedUcpShop, ucpShopSeed } from '../../../src/seed/ucp-shop.js';
import type { Harness } from '../../harness/harness.js';
import { legacyAgentProfile, type ProfileServer } from '../profile-server.js';
import type { UcpReply } from './agent.js';

export const MARKET = JSON.parse(readFileSync(new URL('../fixtures/flower-market.json', import.meta.url), 'utf8')) as {
  currency: string;
  items: { default: string; price: number; out_of_stock: string; unknown: string };
  tables: ShopTables;
};

export const MARKET_SECRET = 'market-simulation-secret-0001';

export interface Market {
  businessId: string;
  /** `{api_url}/ucp/test/{business_id}`: the suite's --server_url. */
  base: string;
  secret: string;
}

/** A new business seeded with the market (USD, no tax), as the script seeds one. */
export async function seedMarket(h: Harness, name = 'UCP flower market'): Promise<Market> {
  const biz = await h.business(name);
  const businessId = biz.tenant.business_id;
  await sharedCollection(h.db, COLLECTION.businesses).updateOne(
    { _id: businessId as never },
    { $set: { currency: MARKET.currency, tax: { rate_bps: 0, inclusive: false, label: 'Tax' } } },
  );
  const deps = { client: h.srv.services.store.client, db: h.db, now: () => h.clock.now() };
  const seed = ucpShopSeed(MARKET.tables, MARKET.currency);
  const { secret } = await seedUcpShop(deps, businessId, seed, { secret: MARKET_SECRET, production: false });
  return { businessId, base: `${h.url}/ucp/test/${businessId}`, secret };
}

export interface LegacyAgent {
  profileUrl: string;
  /** A request under the business's UCP base, with the suite's headers (a fresh idempotency key unless given). */
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<UcpReply>;
  create(body: unknown, headers?: Record<string, string>): Promise<UcpReply>;
  get(id: string): Promise<UcpReply>;
  update(id: string, body: unknown, headers?: Record<string, string>): Promise<UcpReply>;
  complete(id: string, body: unknown, headers?: Record<string, string>): Promise<UcpReply>;
  cancel(id: string, headers?: Record<string, string>): Promise<UcpReply>;
}

/** A 2026-01-11 agent (the suite's profile shape) whose order events go to `webhook`. */
export function legacyAgent(h: Harness, host: ProfileServer, market: Market, webhook: string): LegacyAgent {
  const path = `/agents/${randomUUID()}.json`;
  host.set(path, { body: legacyAgentProfile(webhook) });
  const profileUrl = `${host.origin}${path}`;
  const send = async (method: string, rest: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await h.fetch(`${market.base}${rest}`, {
      method,
      headers: {
        'ucp-agent': `profile="${profileUrl}"`,
        'request-signature': 'test',
        'request-id': randomUUID(),
        ...(method !== 'GET' && { 'idempotency-key': randomUUID() }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
  };
  return {
    profileUrl,
    send,
    create: (body, headers) => send('POST', '/checkout-sessions', body, headers),
    get: (id) => send('GET', `/checkout-sessions/${id}`),
    update: (id, body, headers) => send('PUT', `/checkout-sessions/${id}`, body, headers),
    complete: (id, body, headers) => send('POST', `/checkout-sessions/${id}/complete`, body, headers),
    cancel: (id, headers) => send('POST', `/checkout-sessions/${id}/cancel`, undefined, headers),
  };
}

/** A 2026-01-11 create body as the suite builds one: unknown members, a handler list, a country-only destination. */
export function legacyCreateBody(
  opts: { item?: string; quantity?: number; buyer?: object; fulfillment?: boolean } = {},
): Record<string, unknown> {
  return {
    id: randomUUID(),
    currency: 'USD',
    line_items: [
      {
        item: { id: opts.item ?? MARKET.items.default, title: 'Whatever the agent calls it' },
        quantity: opts.quantity ?? 1,
      },
    ],
    payment: {
      instruments: [],
      selected_instrument_id: 'card_ok',
      handlers: [
        {
          id: 'some_wallet',
          name: 'example.wallet',
          version: '2026-01-11',
          spec: 'https://wallet.example/spec',
          config_schema: 'https://wallet.example/schema',
          instrument_schemas: [],
          config: {},
        },
      ],
    },
    ...(opts.buyer && { buyer: opts.buyer }),
    ...(opts.fulfillment !== false && {
      fulfillment: {
        methods: [
          {
            type: 'shipping',
            destinations: [{ id: 'dest_1', address_country: 'US' }],
            selected_destination_id: 'dest_1',
            groups: [{ selected_option_id: 'ground' }],
          },
        ],
      },
    }),
  };
}

/** The 2026-01-11 complete body: the whole instrument as `payment_data`, with its sandbox token. */
export function legacyCompleteBody(token = 'success_token', id = 'card_ok'): Record<string, unknown> {
  return {
    payment_data: {
      id,
      handler_id: 'market_sandbox',
      handler_name: 'market_sandbox',
      type: 'card',
      brand: 'Visa',
      last_digits: token === 'success_token' ? '4242' : '0002',
      credential: { type: 'token', token },
      billing_address: {
        street_address: '14 Cedar Rd',
        address_locality: 'Madison',
        address_region: 'WI',
        address_country: 'US',
        postal_code: '53703',
      },
    },
    risk_signals: {},
  };
}

/** A 2026-01-11 update body rebuilt from a checkout answer (what the suite sends back), with `over` merged in. */
export function legacyUpdateBody(checkout: any, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: checkout.id,
    currency: checkout.currency,
    line_items: checkout.line_items.map((l: any) => ({
      id: l.id,
      item: { id: l.item.id, title: l.item.title },
      quantity: l.quantity,
    })),
    payment: {
      selected_instrument_id: checkout.payment.selected_instrument_id,
      instruments: checkout.payment.instruments,
      handlers: checkout.payment.handlers,
    },
    ...over,
  };
}
