// The one test harness: the whole service in this process on 127.0.0.1 (test/harness/server.ts), and every way a
// test talks to it over real HTTP, each response checked against the contract on the way back
// (test/harness/conformance.ts). Area files add only their own fixtures on top (catalogue data, buying store
// reads, seeded orders, Link sessions, the webhook receiver).
//
//   const h = await startHarness({ seed: true })    the demo business (SANDBOX.md); without seed an empty service
//   h.storefront({ key?, sessionId?, headers?, customer?, billToken? })   storefront SDK client
//   h.link({ token?, headers? })  h.platform(key?)                         Link and platform SDK clients
//   h.shopper({ key?, headers? })   a storefront client with its own X-Session-Id, plus add / cartId / checkout
//   h.raw(method, path, { body?, rawBody?, key?, sessionId?, headers? })  for inputs the SDK types would refuse
//   h.fetch(url, init)              plain fetch, checked and ticking, for anything else
//   h.customer({ contact?, profile?, sessionId? })   a customer signed in over HTTP with OTP (code from the outbox)
//   h.business(name)                another business with its own keys; h.defaultKey picks the key clients present
//   h.responseViolations()          every response so far that broke the contract (files assert it is empty)
//   h.checkedResponses()            how many responses were checked
//   h.close()
//
// The service clock moves `tickMs` (default 1 s) per request: the rate limits follow it, and a clock that never
// moves would hold one window open for the whole file; tests that need a still clock pass `tickMs: 0`.
import { randomBytes } from 'node:crypto';
import type { Db } from 'mongodb';
import { createClient as createLinkClient } from '../../generated/sdk/link/client/index.js';
import { createClient as createPlatformClient } from '../../generated/sdk/platform/client/index.js';
import { createClient as createStorefrontClient } from '../../generated/sdk/storefront/client/index.js';
import { addCartItem, checkout as checkoutCart, getCart } from '../../generated/sdk/storefront/sdk.gen.js';
import type { CheckoutRequest } from '../../generated/sdk/storefront/types.gen.js';
import { createBusiness, type TestBusiness } from '../catalogue/fixtures.js';
import { conformanceLog, type Violation } from './conformance.js';
import { signInOverHttp, type TestCustomer } from './customers.js';
import { startTestServer, type TestServer, type TestServerOptions } from './server.js';

export type StorefrontClient = ReturnType<typeof createStorefrontClient>;
export type LinkClient = ReturnType<typeof createLinkClient>;
export type PlatformClient = ReturnType<typeof createPlatformClient>;
export type Tenant = TestBusiness['tenant'];
export type { TestBusiness, TestCustomer, Violation };

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A response's body parsed: null when empty, `{ unparsable: text }` when it is not JSON (kept for the message). */
export async function jsonOf(res: Response): Promise<any> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { unparsable: text };
  }
}

/** A storefront session id of the server's format (`sess_` and 32 base62 characters), new to the server. */
export const newSessionId = () => `sess_${[...randomBytes(32)].map((b) => BASE62[b % 62]).join('')}`;

export interface HarnessOptions extends TestServerOptions {
  /** How far the service clock moves per request, in ms (default 1000; 0 leaves it still). */
  tickMs?: number;
  /**
   * Puts something in front of the server (the Prism pass puts Prism's validation proxy there): every client of
   * the harness then talks to `url`, and close() closes it first.
   */
  front?: (serverUrl: string) => Promise<{ url: string; close(): Promise<void> }>;
}

export interface Shopper {
  client: StorefrontClient;
  sessionId: string;
  add(productId: string, quantity?: number, variantId?: string): Promise<void>;
  cartId(): Promise<string>;
  checkout(
    body: Partial<CheckoutRequest>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

export interface RawInit {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, as JSON content (for bodies that are not JSON at all). */
  rawBody?: string;
  /** The X-API-Key (h.defaultKey when absent; null sends none). */
  key?: string | null;
  sessionId?: string;
  headers?: Record<string, string>;
}

export interface RawResponse {
  status: number;
  /** The parsed body; `{ unparsable: text }` when it is not JSON, null when empty. */
  json: any;
  headers: Headers;
}

export interface Harness {
  srv: TestServer;
  /** Where every request goes: the server (or what `front` put in front of it). */
  url: string;
  db: Db;
  clock: TestServer['clock'];
  /** The demo business's keys and ids (seeded harnesses only). */
  demo: NonNullable<TestServer['demo']>;
  /** The demo business in sandbox mode (seeded harnesses only). */
  tenant: Tenant;
  publishableKey: string;
  secretKey: string;
  businessKey: string;
  /** The key storefront clients and raw requests present when none is given (the demo's publishable key). */
  defaultKey: string;
  /** Moves the service clock by tickMs (every request does). */
  tick(): void;
  /**
   * Makes the service clock move `stepMs` every time the server reads it, and stops the per-request tick.
   * Per-request ticks cannot spread a burst of simultaneous requests over rate-limit windows (they all land at
   * one instant); a clock that moves as it is read does, the way real time passes while a burst is processed.
   */
  moveClockOnEveryRead(stepMs: number): void;
  /** fetch, ticking the clock and checking each response against the contract. */
  fetch: typeof fetch;
  storefront(
    who?:
      | string
      | {
          key?: string;
          sessionId?: string;
          headers?: Record<string, string>;
          customer?: { token: string };
          billToken?: string;
        },
  ): StorefrontClient;
  link(who?: { token?: string; headers?: Record<string, string> }): LinkClient;
  /** A platform client presenting `key` as bearer (the demo's business key by default; null presents none). */
  platform(key?: string | null): PlatformClient;
  shopper(opts?: { key?: string; headers?: Record<string, string> }): Shopper;
  raw(method: string, path: string, init?: RawInit): Promise<RawResponse>;
  /** A new customer signed in over HTTP with OTP: request-otp, the code from the dev outbox, verify-otp. */
  customer(opts?: {
    contact?: string;
    sessionId?: string;
    profile?: { name?: string; email?: string; phone?: string };
  }): Promise<TestCustomer & { accountId: string; contact: string }>;
  /** Another business (GHS, Africa/Accra, VAT 12.5%) with a publishable and a secret key. */
  business(name: string, opts?: { livemode?: boolean }): Promise<TestBusiness>;
  /** Responses so far that broke the contract. */
  responseViolations(): Violation[];
  /** How many API responses were checked against the contract so far. */
  checkedResponses(): number;
  close(): Promise<void>;
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const { tickMs = 1000, front, ...serverOpts } = opts;
  const srv = await startTestServer(serverOpts);
  let frontEnd: Awaited<ReturnType<NonNullable<HarnessOptions['front']>>> | undefined;
  try {
    frontEnd = front ? await front(srv.url) : undefined;
  } catch (err) {
    await srv.close();
    throw err;
  }
  const url = frontEnd?.url ?? srv.url;
  const demo = srv.demo ?? ({} as NonNullable<TestServer['demo']>);
  const db = srv.services.db;
  let ticking = tickMs > 0;
  const tick = () => {
    if (ticking) srv.clock.advance(tickMs);
  };
  const log = conformanceLog();
  const checkedFetch: typeof fetch = (input, init) => {
    tick();
    return log.fetch(input, init);
  };

  const h: Harness = {
    srv,
    url,
    db,
    clock: srv.clock,
    demo,
    tenant: { business_id: demo.business_id, livemode: false },
    publishableKey: demo.publishable_key,
    secretKey: demo.secret_key,
    businessKey: demo.business_key,
    defaultKey: demo.publishable_key,
    tick,
    moveClockOnEveryRead(stepMs) {
      ticking = false;
      const clock = srv.clock;
      let t = clock.now().getTime();
      clock.now = () => new Date((t += stepMs));
      clock.advance = (ms: number) => {
        t += ms;
      };
    },
    fetch: checkedFetch,

    storefront(who = {}) {
      const o = typeof who === 'string' ? { key: who } : who;
      const key = o.key ?? h.defaultKey;
      const headers = { ...(o.sessionId ? { 'x-session-id': o.sessionId } : {}), ...(o.headers ?? {}) };
      const client = createStorefrontClient({
        baseUrl: url,
        fetch: checkedFetch,
        headers,
        // The SDK offers every security scheme of an operation to `auth`; X-Business-Id stays unset.
        auth: (scheme) => {
          if (scheme.name === 'X-API-Key') return key;
          if (scheme.type === 'http' && scheme.scheme === 'bearer') return o.customer?.token;
          return undefined;
        },
      });
      if (o.billToken) {
        const billToken = o.billToken;
        // The guest's bill token travels as query `token` (the SDK's auth hook offers it only with no bearer).
        client.interceptors.request.use(async (req) => {
          const u = new URL(req.url);
          u.searchParams.set('token', billToken);
          const body = req.body ? await req.arrayBuffer() : undefined;
          return new Request(u, { method: req.method, headers: req.headers, body });
        });
      }
      return client;
    },
    link(who = {}) {
      return createLinkClient({
        baseUrl: url,
        fetch: checkedFetch,
        headers: who.headers ?? {},
        auth: (scheme) => (scheme.scheme === 'bearer' ? who.token : undefined),
      });
    },
    platform(key = demo.business_key) {
      return createPlatformClient({ baseUrl: url, fetch: checkedFetch, auth: () => key ?? undefined });
    },

    shopper(o = {}) {
      const sessionId = newSessionId();
      const client = h.storefront({ key: o.key, sessionId, headers: o.headers });
      return {
        client,
        sessionId,
        async add(productId, quantity = 1, variantId) {
          const r = await addCartItem({
            client,
            body: { item_id: productId, quantity, ...(variantId ? { variant_id: variantId } : {}) },
          });
          if (r.response.status !== 201)
            throw new Error(`add to cart: ${r.response.status} ${JSON.stringify(r.error)}`);
        },
        async cartId() {
          const r = await getCart({ client });
          if (!r.data) throw new Error(`get cart: ${r.response.status} ${JSON.stringify(r.error)}`);
          return r.data.data.id;
        },
        async checkout(body, headers = {}) {
          const r = await checkoutCart({ client, body: body as CheckoutRequest, headers });
          return { status: r.response.status, body: r.data ?? r.error, headers: r.response.headers };
        },
      };
    },

    async raw(method, path, init = {}) {
      const key = init.key === undefined ? h.defaultKey : init.key;
      const headers: Record<string, string> = { ...(key ? { 'x-api-key': key } : {}), ...(init.headers ?? {}) };
      if (init.sessionId) headers['x-session-id'] = init.sessionId;
      const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await checkedFetch(url + path, { method, headers, body });
      return { status: res.status, json: await jsonOf(res), headers: res.headers };
    },

    customer(o = {}) {
      return signInOverHttp({ baseUrl: url, apiKey: demo.publishable_key, db, fetch: checkedFetch, ...o });
    },
    business(name, o = {}) {
      return createBusiness(srv.services.store, name, srv.clock.now(), o.livemode ?? false);
    },

    responseViolations: () => log.responseViolations(),
    checkedResponses: () => log.checked(),
    async close() {
      await frontEnd?.close();
      await srv.close();
    },
  };
  return h;
}
