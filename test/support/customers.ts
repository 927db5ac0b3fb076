// Signed-in customers for tests of customer-only routes, signed in through the real OTP sign-in: a code is
// requested (it lands in the dev outbox), read back from the outbox and redeemed.
//   createSignedInCustomer(db, tenant, now, who?)   the sign-in path without HTTP (for suites that only hold the store)
//   signInOverHttp({ baseUrl, apiKey, db, contact }) request-otp and verify-otp over HTTP, as a client would
import type { Db } from 'mongodb';
import pino from 'pino';
import { updateCustomerProfile } from '../../src/customers/customers.js';
import { latestOutboxMessage } from '../../src/customers/notifier.js';
import { codeInMessage, requestOtp, type ContactType } from '../../src/customers/otp.js';
import { signInWithOtp, storefrontOtpScope } from '../../src/customers/sign-in.js';
import { randomBase62 } from '../../src/domain/ids.js';
import type { TenantContext } from '../../src/store/index.js';

export interface TestCustomer {
  id: string;
  token: string;
  headers: Record<string, string>;
}

const silent = pino({ level: 'silent' });

async function codeFromOutbox(db: Db, contact: string): Promise<string> {
  const msg = await latestOutboxMessage(db, contact);
  const code = msg ? codeInMessage(msg.body) : undefined;
  if (!code) throw new Error(`no sign-in code for ${contact} in the dev outbox`);
  return code;
}

export async function createSignedInCustomer(
  db: Db,
  tenant: TenantContext,
  now: Date,
  who: { name?: string; email?: string; phone?: string } = {},
): Promise<TestCustomer> {
  const services = { db, clock: { now: () => now }, logger: silent };
  // Sign in with the phone when given, else the email; a fresh address otherwise, so each call is a new customer.
  const contactType: ContactType = who.phone ? 'phone' : 'email';
  const contact = (who.phone ?? who.email ?? `shopper.${randomBase62(12)}@example.com`).toLowerCase();
  await requestOtp(services, { scope: storefrontOtpScope(tenant.business_id), contact, contactType, livemode: tenant.livemode });
  const code = await codeFromOutbox(db, contact);
  const { customer, session } = await signInWithOtp(services, tenant, { contact, contactType, code, storefrontSessionId: null });
  const profile: { name?: string; email?: string; phone?: string } = { name: who.name ?? 'Ama Mensah' };
  if (who.email && contactType === 'phone') profile.email = who.email;
  await updateCustomerProfile(services, tenant, customer._id, profile);
  return { id: customer._id, token: session.sessionToken, headers: { authorization: `Bearer ${session.sessionToken}` } };
}

export async function signInOverHttp(opts: {
  baseUrl: string;
  apiKey: string;
  db: Db;
  contact: string;
  contactType?: ContactType;
  sessionId?: string;
}): Promise<TestCustomer & { accountId: string }> {
  const contactType = opts.contactType ?? (opts.contact.includes('@') ? 'email' : 'phone');
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-api-key': opts.apiKey };
  if (opts.sessionId) headers['x-session-id'] = opts.sessionId;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(opts.baseUrl + path, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = (await res.json()) as any;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  await post('/api/v1/auth/request-otp', { contact: opts.contact, contact_type: contactType });
  const code = await codeFromOutbox(opts.db, contactType === 'email' ? opts.contact.toLowerCase() : opts.contact);
  const data = await post('/api/v1/auth/verify-otp', { contact: opts.contact, contact_type: contactType, otp_code: code });
  return { id: data.customer.id, accountId: data.account_id, token: data.session_token, headers: { authorization: `Bearer ${data.session_token}` } };
}
