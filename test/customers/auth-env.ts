// The sign-in tests' service: the harness with the demo business. Codes are read from the dev outbox, as a
// developer would. The service clock moves 100 ms per request, so the per-second and per-minute key limits never
// fill up while the OTP limits (minutes) still apply.
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { latestOutboxMessage } from '../../src/providers/notify/notifier.js';
import { codeInMessage } from '../../src/modules/customers/otp.js';
import { randomBase62 } from '../../src/kernel/ids.js';
import { newSessionId, startHarness, type Harness, type StorefrontClient } from '../harness/harness.js';

export interface AuthEnv extends Harness {
  businessId: string;
  /** An SDK client with a fresh storefront session, the sandbox (or live) publishable key and optional bearer. */
  client(opts?: { live?: boolean; token?: string; sessionId?: string; headers?: Record<string, string> }): {
    client: StorefrontClient;
    sessionId: string;
  };
  /** The code last sent to a contact. */
  sentCode(contact: string): Promise<string>;
  /** Signs `phone` in from the storefront session `sessionId` (requested and verified code); the session token. */
  signIn(phone: string, sessionId: string): Promise<string>;
}

let seq = 0;
/** A phone number no other test uses (E.164, Ghana mobile range). */
export const freshPhone = () =>
  `+23324${String((Date.now() % 100_000) * 10 + (++seq % 10))
    .padStart(7, '0')
    .slice(-7)}`;
export const freshEmail = () => `shopper.${randomBase62(8).toLowerCase()}@example.com`;

export async function startAuthEnv(): Promise<AuthEnv> {
  const h = await startHarness({ seed: true, tickMs: 100 });
  const raw = h.raw;
  const auth: Omit<AuthEnv, Exclude<keyof Harness, 'raw'>> = {
    businessId: h.demo.business_id,
    client(opts = {}) {
      const sessionId = opts.sessionId ?? newSessionId();
      const key = opts.live ? h.demo.live_publishable_key : h.demo.publishable_key;
      const headers = { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}) };
      return { client: h.storefront({ key, sessionId, headers }), sessionId };
    },
    // Raw requests carry only the headers a test gives them (no key by default).
    raw: (method, path, init = {}) => raw(method, path, { key: null, ...init }),
    async sentCode(contact) {
      const msg = await latestOutboxMessage(h.db, contact.includes('@') ? contact.toLowerCase() : contact);
      assert.ok(msg, `a message to ${contact} in the dev outbox`);
      const code = codeInMessage(msg!.body);
      assert.ok(code, 'the message carries the code');
      return code!;
    },
    async signIn(phone, sessionId) {
      const { client } = auth.client({ sessionId });
      await sdk.requestOtp({ client, body: { contact: phone } });
      const res = await sdk.verifyOtp({ client, body: { contact: phone, otp_code: await auth.sentCode(phone) } });
      assert.is(res.response.status, 200);
      return res.data!.data.session_token;
    },
  };
  return Object.assign(h, auth);
}

/** A 6-digit code that is neither `sent` nor the sandbox code. */
export function wrongCode(sent: string, i: number): string {
  for (let k = i; ; k++) {
    const c = String((k * 7919) % 1_000_000).padStart(6, '0');
    if (c !== sent && c !== '123456') return c;
  }
}
