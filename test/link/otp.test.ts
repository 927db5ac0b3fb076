// Link sign-in over real HTTP: request-otp, verify-otp with the code from the dev outbox, the sandbox code,
// single use, expiry under the test clock, the attempt and request limits, and a brute-force run.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as link from '../../generated/sdk/link/sdk.gen.js';
import { latestOutboxMessage } from '../../src/providers/notify/notifier.js';
import { codeInMessage } from '../../src/modules/customers/otp.js';
import { startLinkEnv, uniquePhone, type LinkEnv } from './link-env.js';

let env: LinkEnv;
let sandbox: Record<string, string>;
test.before(async () => {
  env = await startLinkEnv();
  sandbox = { 'x-api-key': env.srv.demo!.publishable_key };
});
test.after(async () => {
  await env?.close();
});

const code = (r: { error?: unknown }) => (r.error as { error: { code: string } }).error.code;
async function sentCode(contact: string): Promise<string> {
  const msg = await latestOutboxMessage(env.srv.services.db, contact);
  const c = msg && codeInMessage(msg.body);
  if (!c) throw new Error(`no code in the outbox for ${contact}`);
  return c;
}

test('request, then verify with the sent code: new account, tokens, svc_session cookie; the code works once', async () => {
  const phone = uniquePhone();
  const req = await link.linkRequestOtp({ client: env.anonymous(sandbox), body: { contact: phone } });
  assert.is(req.response.status, 200);
  const r = req.data!.data;
  assert.is(r.expires_in, 300);
  assert.is(r.is_new_account, true);
  assert.not.ok(r.message.includes(phone), 'the contact is masked');
  assert.ok(r.message.includes(phone.slice(-4)));

  const otp = await sentCode(phone);
  const ver = await link.linkVerifyOtp({ client: env.anonymous(sandbox), body: { contact: phone, otp_code: otp } });
  assert.is(ver.response.status, 200);
  const s = ver.data!.data;
  assert.match(s.account_id, /^acc_/);
  assert.match(s.customer_id, /^cus_/);
  assert.is(s.phone, phone);
  assert.is(s.name, null);
  const cookie = ver.response.headers.get('set-cookie')!;
  assert.match(cookie, new RegExp(`^svc_session=${s.refresh_token}; `));
  assert.match(cookie, /HttpOnly/);
  assert.match(cookie, /SameSite=Lax/);

  const me = await link.linkGetProfile({ client: env.withToken(s.session_token) });
  assert.is(me.data!.data.id, s.customer_id);

  const twice = await link.linkVerifyOtp({ client: env.anonymous(sandbox), body: { contact: phone, otp_code: otp } });
  assert.is(twice.response.status, 401);
  assert.is(code(twice), 'INVALID_OTP');

  // A second sign-in finds the same account and starts another session.
  const again = await link.linkRequestOtp({ client: env.anonymous(sandbox), body: { contact: phone } });
  assert.is(again.data!.data.is_new_account, false);
  const second = await link.linkVerifyOtp({
    client: env.anonymous(sandbox),
    body: { contact: phone, otp_code: await sentCode(phone) },
  });
  assert.is(second.data!.data.account_id, s.account_id);
  const sessions = await link.linkListSessions({ client: env.withToken(second.data!.data.session_token) });
  assert.is(sessions.data!.data.length, 2);
});

test('an expired code is 401 INVALID_OTP', async () => {
  const phone = uniquePhone();
  await link.linkRequestOtp({ client: env.anonymous(sandbox), body: { contact: phone } });
  const otp = await sentCode(phone);
  env.srv.clock.advance(301_000);
  const late = await link.linkVerifyOtp({ client: env.anonymous(sandbox), body: { contact: phone, otp_code: otp } });
  assert.is(late.response.status, 401);
  assert.is(code(late), 'INVALID_OTP');
});

test('sandbox accepts 123456 with a pk_test_ key; live mode (no key) does not, and modes keep separate accounts', async () => {
  const email = `sbx.${Date.now()}@example.com`;
  const sb = await link.linkVerifyOtp({
    client: env.anonymous(sandbox),
    body: { contact: email, contact_type: 'email', otp_code: '123456' },
  });
  assert.is(sb.response.status, 200);
  assert.is(sb.data!.data.email, email);
  const live = await link.linkVerifyOtp({
    client: env.anonymous(),
    body: { contact: email, contact_type: 'email', otp_code: '123456' },
  });
  assert.is(live.response.status, 401);
  assert.is(code(live), 'INVALID_OTP');
  const liveReq = await link.linkRequestOtp({
    client: env.anonymous(),
    body: { contact: email, contact_type: 'email' },
  });
  assert.is(liveReq.data!.data.is_new_account, true, 'the sandbox account is not a live account');
});

test('the fifth wrong attempt burns the code: 429 with Retry-After, even for the right code', async () => {
  const phone = uniquePhone();
  await link.linkRequestOtp({ client: env.anonymous(), body: { contact: phone } });
  const otp = await sentCode(phone);
  const wrong = otp === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) {
    const r = await link.linkVerifyOtp({ client: env.anonymous(), body: { contact: phone, otp_code: wrong } });
    assert.is(r.response.status, 401, `attempt ${i + 1}`);
    assert.is(code(r), 'INVALID_OTP');
  }
  const cut = await link.linkVerifyOtp({ client: env.anonymous(), body: { contact: phone, otp_code: otp } });
  assert.is(cut.response.status, 429);
  assert.is(code(cut), 'RATE_LIMITED');
  assert.ok(Number(cut.response.headers.get('retry-after')) >= 1);
});

test('at most 5 codes per contact per 15 minutes', async () => {
  const phone = uniquePhone();
  for (let i = 0; i < 5; i++)
    assert.is((await link.linkRequestOtp({ client: env.anonymous(), body: { contact: phone } })).response.status, 200);
  const sixth = await link.linkRequestOtp({ client: env.anonymous(), body: { contact: phone } });
  assert.is(sixth.response.status, 429);
  assert.ok(Number(sixth.response.headers.get('retry-after')) > 0);
});

test('brute force: 1,000 wrong codes never sign in and are cut off; new codes cannot reset the counter faster than the limit', async () => {
  const phone = uniquePhone();
  let signedIn = 0;
  let invalid = 0;
  let limited = 0;
  let requested = 0;
  for (let i = 0; i < 1000; i++) {
    // Request a fresh code whenever the current one is burnt, as an attacker would.
    if (i % 6 === 0) {
      const r = await link.linkRequestOtp({ client: env.anonymous(), body: { contact: phone } });
      if (r.response.status === 200) requested++;
    }
    const guess = String(100000 + ((i * 7919) % 900000));
    const sent = await latestOutboxMessage(env.srv.services.db, phone);
    if (sent && codeInMessage(sent.body) === guess) continue;
    const v = await link.linkVerifyOtp({ client: env.anonymous(), body: { contact: phone, otp_code: guess } });
    if (v.response.status === 200) signedIn++;
    else if (v.response.status === 429) limited++;
    else if (v.response.status === 401) invalid++;
  }
  assert.is(signedIn, 0);
  assert.ok(limited > 0, 'the limit cut the run off');
  // The clock moves 1 s per request, so the run spans about 20 minutes: two request windows at most.
  assert.ok(requested <= 10, `requested ${requested} codes`);
  // Every guess compared was counted against a code, and no code took more than its five.
  const issued = await env.srv.services.db
    .collection<{ attempts: number }>('otp_codes')
    .find({ contact: phone })
    .toArray();
  assert.ok(issued.every((c) => c.attempts <= 5));
  assert.ok(issued.reduce((n, c) => n + c.attempts, 0) <= requested * 5);
  assert.ok(invalid > 0);
});

test('validation and key errors', async () => {
  const badPhone = await link.linkRequestOtp({
    client: env.anonymous(),
    body: { contact: 'ama@example.com', contact_type: 'phone' },
  });
  assert.is(badPhone.response.status, 400);
  assert.is(code(badPhone), 'VALIDATION_ERROR');
  const unknown = await link.linkRequestOtp({
    client: env.anonymous(),
    body: { contact: uniquePhone(), extra: true } as never,
  });
  assert.is(unknown.response.status, 400);
  const shortCode = await link.linkVerifyOtp({
    client: env.anonymous(),
    body: { contact: uniquePhone(), otp_code: '12' },
  });
  assert.is(shortCode.response.status, 400);
  const badKey = await link.linkRequestOtp({
    client: env.anonymous({ 'x-api-key': 'pk_test_doesnotexist1234' }),
    body: { contact: uniquePhone() },
  });
  assert.is(badKey.response.status, 401);
  assert.is(code(badKey), 'UNAUTHORIZED');
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
