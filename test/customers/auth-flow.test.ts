// Storefront sign-in over real HTTP, checked against the contract: request and verify a code, status for guests
// and customers, getAuthUser, profile, logout, the deprecated aliases, and the documented errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { signInOverHttp } from '../harness/customers.js';
import { startAuthEnv, freshEmail, freshPhone, wrongCode, type AuthEnv } from './auth-env.js';

let env: AuthEnv;
test.before(async () => {
  env = await startAuthEnv();
});
test.after(async () => {
  await env?.close();
});

async function signIn(contact: string, contactType: 'phone' | 'email' = 'phone', sessionId?: string) {
  const { client } = env.client({ sessionId });
  const requested = await sdk.requestOtp({ client, body: { contact, contact_type: contactType } });
  assert.is(requested.response.status, 200);
  const verified = await sdk.verifyOtp({
    client,
    body: { contact, contact_type: contactType, otp_code: await env.sentCode(contact) },
  });
  assert.is(verified.response.status, 200);
  return verified.data!.data;
}

test('first sign-in creates the customer; the session token then works', async () => {
  const phone = freshPhone();
  const { client } = env.client();
  const requested = await sdk.requestOtp({ client, body: { contact: phone } });
  assert.is(requested.response.status, 200);
  const sent = requested.data!.data;
  assert.is(sent.expires_in, 300);
  assert.is(sent.is_new_account, true);
  assert.ok(sent.message.includes(phone.slice(-4)) && !sent.message.includes(phone), `masked: ${sent.message}`);

  const code = await env.sentCode(phone);
  const verified = await sdk.verifyOtp({ client, body: { contact: phone, otp_code: code } });
  assert.is(verified.response.status, 200);
  const session = verified.data!.data;
  assert.is(session.message, 'Account created');
  assert.match(session.account_id, /^acc_/);
  assert.equal([session.customer.phone, session.customer.email, session.customer.name], [phone, null, null]);
  assert.ok(session.session_token !== session.refresh_token);

  // The same code cannot be used twice.
  const again = await sdk.verifyOtp({ client, body: { contact: phone, otp_code: code } });
  assert.is(again.response.status, 401);
  assert.is((again.error as any).error.code, 'INVALID_OTP');

  const signedIn = env.client({ token: session.session_token }).client;
  const status = (await sdk.getAuthStatus({ client: signedIn })).data!.data;
  assert.is(status.is_authenticated, true);
  assert.equal(status.customer, session.customer);
  const expires = new Date(status.session_expires_at).getTime() - env.srv.clock.now().getTime();
  assert.ok(expires > 29 * 86_400_000 && expires <= 30 * 86_400_000, `30-day session (${expires} ms left)`);
  assert.equal((await sdk.getAuthUser({ client: signedIn })).data!.data, session.customer);

  // A second sign-in finds the same customer.
  const second = await signIn(phone);
  assert.is(second.message, 'Signed in');
  assert.is(second.customer.id, session.customer.id);
  assert.is(second.account_id, session.account_id);
  const requestedAgain = await sdk.requestOtp({ client, body: { contact: phone } });
  assert.is(requestedAgain.data!.data.is_new_account, false);
});

test('email sign-in, and the status of a guest', async () => {
  const email = freshEmail();
  const session = await signIn(email.toUpperCase().replace('@EXAMPLE.COM', '@example.com'), 'email');
  assert.is(session.customer.email, email);
  const guest = await sdk.getAuthStatus({ client: env.client().client });
  assert.is(guest.response.status, 200);
  assert.is(guest.data!.data.is_authenticated, false);
  assert.is(guest.data!.data.customer, undefined);
  assert.ok(new Date(guest.data!.data.session_expires_at) > env.srv.clock.now());
  // An unknown token is a guest too, not an error.
  const unknown = await sdk.getAuthStatus({ client: env.client({ token: 'st_' + 'x'.repeat(32) }).client });
  assert.is(unknown.data!.data.is_authenticated, false);
});

test('malformed contacts and codes are 400 VALIDATION_ERROR naming the field', async () => {
  const { client } = env.client();
  for (const body of [
    { contact: '0241234567' },
    { contact: 'ama@example.com', contact_type: 'phone' as const },
    { contact: '+233241234567', contact_type: 'email' as const },
  ]) {
    const res = await sdk.requestOtp({ client, body });
    assert.is(res.response.status, 400, JSON.stringify(body));
    assert.is((res.error as any).error.code, 'VALIDATION_ERROR');
    assert.match((res.error as any).error.message, /contact/);
  }
  const badCode = await env.raw('POST', '/api/v1/auth/verify-otp', {
    headers: { 'x-api-key': env.srv.demo!.publishable_key },
    body: { contact: freshPhone(), otp_code: '12' },
  });
  assert.is(badCode.status, 400);
  assert.is(badCode.json.error.code, 'VALIDATION_ERROR');
  assert.match(badCode.json.error.message, /otp_code/);
  const noKey = await env.raw('POST', '/api/v1/auth/request-otp', { body: { contact: freshPhone() } });
  assert.is(noKey.status, 401);
});

test('an expired code is 401 INVALID_OTP', async () => {
  const phone = freshPhone();
  const { client } = env.client();
  await sdk.requestOtp({ client, body: { contact: phone } });
  const code = await env.sentCode(phone);
  env.srv.clock.advance(301_000);
  const res = await sdk.verifyOtp({ client, body: { contact: phone, otp_code: code } });
  assert.is(res.response.status, 401);
  assert.is((res.error as any).error.code, 'INVALID_OTP');
});

test('a new request replaces the previous code', async () => {
  const phone = freshPhone();
  const { client } = env.client({ live: true });
  await sdk.requestOtp({ client, body: { contact: phone } });
  const first = await env.sentCode(phone);
  await sdk.requestOtp({ client, body: { contact: phone } });
  const second = await env.sentCode(phone);
  if (first !== second)
    assert.is((await sdk.verifyOtp({ client, body: { contact: phone, otp_code: first } })).response.status, 401);
  assert.is((await sdk.verifyOtp({ client, body: { contact: phone, otp_code: second } })).response.status, 200);
});

test('five wrong codes spend the code: 429 RATE_LIMITED with Retry-After, even for the right code', async () => {
  const phone = freshPhone();
  const { client } = env.client({ live: true });
  await sdk.requestOtp({ client, body: { contact: phone } });
  const code = await env.sentCode(phone);
  for (let i = 0; i < 5; i++) {
    const res = await sdk.verifyOtp({ client, body: { contact: phone, otp_code: wrongCode(code, i) } });
    assert.is(res.response.status, 401);
  }
  const cut = await sdk.verifyOtp({ client, body: { contact: phone, otp_code: code } });
  assert.is(cut.response.status, 429);
  assert.is((cut.error as any).error.code, 'RATE_LIMITED');
  assert.ok(Number(cut.response.headers.get('retry-after')) >= 1);
  // A new code starts a new budget (within the request limit).
  await sdk.requestOtp({ client, body: { contact: phone } });
  assert.is(
    (await sdk.verifyOtp({ client, body: { contact: phone, otp_code: await env.sentCode(phone) } })).response.status,
    200,
  );
});

test('at most five codes per contact in 15 minutes', async () => {
  const email = freshEmail();
  const { client } = env.client();
  for (let i = 0; i < 5; i++)
    assert.is((await sdk.requestOtp({ client, body: { contact: email, contact_type: 'email' } })).response.status, 200);
  const sixth = await sdk.requestOtp({ client, body: { contact: email, contact_type: 'email' } });
  assert.is(sixth.response.status, 429);
  assert.is((sixth.error as any).error.code, 'RATE_LIMITED');
  const retryAfter = Number(sixth.response.headers.get('retry-after'));
  assert.ok(retryAfter > 800 && retryAfter <= 900, `Retry-After ${retryAfter}`);
  env.srv.clock.advance(retryAfter * 1000);
  assert.is((await sdk.requestOtp({ client, body: { contact: email, contact_type: 'email' } })).response.status, 200);
});

test('sandbox accepts 123456 for any contact; live keys do not', async () => {
  const phone = freshPhone();
  const sandbox = await sdk.verifyOtp({ client: env.client().client, body: { contact: phone, otp_code: '123456' } });
  assert.is(sandbox.response.status, 200);
  const live = await sdk.verifyOtp({
    client: env.client({ live: true }).client,
    body: { contact: phone, otp_code: '123456' },
  });
  assert.is(live.response.status, 401);
  assert.is((live.error as any).error.code, 'INVALID_OTP');
});

test('logout revokes the session: the next call is rejected', async () => {
  const session = await signIn(freshPhone());
  const { client } = env.client({ token: session.session_token });
  const out = await sdk.logoutCustomer({ client });
  assert.is(out.response.status, 200);
  assert.equal(out.data!.data, { message: 'Signed out', action: 'discard_token' });
  assert.is((await sdk.getAuthStatus({ client })).data!.data.is_authenticated, false);
  const user = await sdk.getAuthUser({ client });
  assert.is(user.response.status, 401);
  assert.is((user.error as any).error.code, 'UNAUTHORIZED');
  assert.is((await sdk.logoutCustomer({ client })).response.status, 401);
  assert.is((await sdk.updateProfile({ client, body: { name: 'Kofi' } })).response.status, 401);
  assert.is((await sdk.logoutCustomer({ client: env.client().client })).response.status, 401);
});

test('profile: partial update, at least one field, contacts unique per business', async () => {
  const a = await signIn(freshPhone());
  const b = await signIn(freshPhone());
  const { client } = env.client({ token: a.session_token });
  const email = freshEmail();
  const saved = await sdk.updateProfile({ client, body: { name: 'Ama Mensah', email } });
  assert.is(saved.response.status, 200);
  assert.equal(saved.data!.data, { success: true, message: 'Profile updated' });
  assert.equal((await sdk.getAuthUser({ client })).data!.data, {
    id: a.customer.id,
    name: 'Ama Mensah',
    email,
    phone: a.customer.phone,
  });

  const empty = await env.raw('POST', '/api/v1/auth/profile', {
    headers: { 'x-api-key': env.srv.demo!.publishable_key, authorization: `Bearer ${a.session_token}` },
    body: {},
  });
  assert.is(empty.status, 400);
  assert.is(empty.json.error.code, 'VALIDATION_ERROR');

  const taken = await sdk.updateProfile({ client: env.client({ token: b.session_token }).client, body: { email } });
  assert.is(taken.response.status, 409);
  assert.is((taken.error as any).error.code, 'CONFLICT');
  const takenPhone = await sdk.updateProfile({
    client: env.client({ token: b.session_token }).client,
    body: { phone: a.customer.phone! },
  });
  assert.is(takenPhone.response.status, 409);

  // The deprecated PATCH form does the same.
  const legacy = await sdk.updateProfileLegacy({ client, body: { name: 'Ama K. Mensah' } });
  assert.is(legacy.response.status, 200);
  assert.is((await sdk.getAuthUser({ client })).data!.data.name, 'Ama K. Mensah');
  assert.is((await sdk.getAuthUser({ client })).data!.data.email, email);
});

test('deprecated aliases with the X-Public-Key header', async () => {
  const phone = freshPhone();
  const headers = { 'x-public-key': env.srv.demo!.publishable_key, 'x-session-id': `sess_${'A'.repeat(32)}` };
  const requested = await env.raw('POST', '/api/v1/auth/otp/request', { headers, body: { contact: phone } });
  assert.is(requested.status, 200);
  assert.is(requested.json.data.expires_in, 300);
  const verified = await env.raw('POST', '/api/v1/auth/otp/verify', {
    headers,
    body: { contact: phone, otp_code: await env.sentCode(phone) },
  });
  assert.is(verified.status, 200);
  const user = await env.raw('GET', '/api/v1/auth/user', {
    headers: { ...headers, authorization: `Bearer ${verified.json.data.session_token}` },
  });
  assert.is(user.status, 200);
  assert.is(user.json.data.phone, phone);
  const wrong = await env.raw('POST', '/api/v1/auth/otp/verify', {
    headers,
    body: { contact: phone, otp_code: '000000' },
  });
  assert.is(wrong.status, 401);
  assert.is(wrong.json.error.code, 'INVALID_OTP');
});

test('the test-support sign-in goes through request-otp and verify-otp', async () => {
  const phone = freshPhone();
  const signed = await signInOverHttp({
    baseUrl: env.url,
    apiKey: env.srv.demo!.publishable_key,
    db: env.srv.services.db,
    contact: phone,
    fetch: env.fetch,
  });
  const status = (await sdk.getAuthStatus({ client: env.client({ token: signed.token }).client })).data!.data;
  assert.equal([status.is_authenticated, status.customer?.id, status.customer?.phone], [true, signed.id, phone]);
});

test('no response broke the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
