// Signed-in customers for tests of customer-only routes, signed in through the real OTP sign-in: a code is
// requested (it lands in the dev outbox), read back from the outbox and redeemed.
//   signInOverHttp({ baseUrl, apiKey, db, contact?, profile?, fetch? }) request-otp and verify-otp over HTTP, as a
//                                                   client would (then POST /api/v1/auth/profile when a profile is given)
//   codeFromOutbox(db, contact)                      the code last sent to a contact
import type { Db } from 'mongodb';
import { latestOutboxMessage } from '../../src/providers/notify/notifier.js';
import { codeInMessage, type ContactType } from '../../src/modules/customers/otp.js';
import { randomBase62 } from '../../src/kernel/ids.js';

export interface TestCustomer {
  id: string;
  token: string;
  headers: Record<string, string>;
}

export async function codeFromOutbox(db: Db, contact: string): Promise<string> {
  const msg = await latestOutboxMessage(db, contact);
  const code = msg ? codeInMessage(msg.body) : undefined;
  if (!code) throw new Error(`no sign-in code for ${contact} in the dev outbox`);
  return code;
}

export async function signInOverHttp(opts: {
  baseUrl: string;
  apiKey: string;
  db: Db;
  /** The sign-in contact; a fresh email address by default, so each call is a new customer. */
  contact?: string;
  contactType?: ContactType;
  /** The storefront session (X-Session-Id) the customer signs in from. */
  sessionId?: string;
  /** Profile fields set after sign-in through POST /api/v1/auth/profile. */
  profile?: { name?: string; email?: string; phone?: string };
  /** Called before each request (test environments move their service clock per request). */
  beforeRequest?: () => void;
  /** The fetch to send with (the harness's checks every response against the contract). */
  fetch?: typeof fetch;
}): Promise<TestCustomer & { accountId: string; contact: string }> {
  const contact = opts.contact ?? `shopper.${randomBase62(12)}@example.com`;
  const contactType = opts.contactType ?? (contact.includes('@') ? 'email' : 'phone');
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-api-key': opts.apiKey };
  if (opts.sessionId) headers['x-session-id'] = opts.sessionId;
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    opts.beforeRequest?.();
    const res = await (opts.fetch ?? fetch)(opts.baseUrl + path, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  await post('/api/v1/auth/request-otp', { contact, contact_type: contactType });
  const code = await codeFromOutbox(opts.db, contactType === 'email' ? contact.toLowerCase() : contact);
  const data = await post('/api/v1/auth/verify-otp', { contact, contact_type: contactType, otp_code: code });
  const auth = { authorization: `Bearer ${data.session_token}` };
  if (opts.profile && Object.keys(opts.profile).length > 0) await post('/api/v1/auth/profile', opts.profile, auth);
  return { id: data.customer.id, accountId: data.account_id, contact, token: data.session_token, headers: auth };
}
