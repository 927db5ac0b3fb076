// One running service with the demo business for the sign-in tests, its traffic sent through Prism's validation
// proxy. Codes are read from the dev outbox, as a developer would. The service clock moves 100 ms per request,
// so the per-second and per-minute key limits never fill up while the OTP limits (minutes) still apply.
import * as assert from 'uvu/assert';
import { createClient } from '../../generated/sdk/storefront/client/index.js';
import { latestOutboxMessage } from '../../src/providers/notify/notifier.js';
import { codeInMessage } from '../../src/modules/customers/otp.js';
import { randomBase62 } from '../../src/kernel/ids.js';
import { startConformance, type Conformance } from '../support/conformance.js';
import { startTestServer, type TestServer } from '../support/server.js';

export type StorefrontClient = ReturnType<typeof createClient>;

export interface AuthEnv {
  srv: TestServer;
  conf: Conformance;
  businessId: string;
  /** An SDK client with a fresh storefront session, the sandbox (or live) publishable key and optional bearer. */
  client(opts?: { live?: boolean; token?: string; sessionId?: string; headers?: Record<string, string>; baseUrl?: string }): { client: StorefrontClient; sessionId: string };
  /** Raw request through the proxy, for bodies and headers the SDK's types would not let through. */
  raw(method: string, path: string, init?: { body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; json: any; headers: Headers }>;
  /** The code last sent to a contact. */
  sentCode(contact: string): Promise<string>;
  close(): Promise<void>;
}

export const newSessionId = () => `sess_${randomBase62(32)}`;
let seq = 0;
/** A phone number no other test uses (E.164, Ghana mobile range). */
export const freshPhone = () => `+23324${String((Date.now() % 100_000) * 10 + (++seq % 10)).padStart(7, '0').slice(-7)}`;
export const freshEmail = () => `shopper.${randomBase62(8).toLowerCase()}@example.com`;

export async function startAuthEnv(): Promise<AuthEnv> {
  const srv = await startTestServer({ seed: true });
  const conf = await startConformance(srv.url);
  const demo = srv.demo!;
  const tick = () => srv.clock.advance(100);
  return {
    srv,
    conf,
    businessId: demo.business_id,
    client(opts = {}) {
      const sessionId = opts.sessionId ?? newSessionId();
      const key = opts.live ? demo.live_publishable_key : demo.publishable_key;
      const client = createClient({
        baseUrl: opts.baseUrl ?? conf.url,
        headers: { 'x-session-id': sessionId, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}) },
        auth: (scheme) => (scheme.name === 'X-API-Key' ? key : undefined),
      });
      client.interceptors.request.use((req) => {
        tick();
        return req;
      });
      return { client, sessionId };
    },
    async raw(method, path, init = {}) {
      tick();
      const headers: Record<string, string> = { ...(init.headers ?? {}) };
      let body: string | undefined;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(conf.url + path, { method, headers, body });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async sentCode(contact) {
      const msg = await latestOutboxMessage(srv.services.db, contact.includes('@') ? contact.toLowerCase() : contact);
      assert.ok(msg, `a message to ${contact} in the dev outbox`);
      const code = codeInMessage(msg!.body);
      assert.ok(code, 'the message carries the code');
      return code!;
    },
    async close() {
      await conf.close();
      await srv.close();
    },
  };
}

/** A 6-digit code that is neither `sent` nor the sandbox code. */
export function wrongCode(sent: string, i: number): string {
  for (let k = i; ; k++) {
    const c = String((k * 7919) % 1_000_000).padStart(6, '0');
    if (c !== sent && c !== '123456') return c;
  }
}
