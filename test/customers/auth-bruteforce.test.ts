// The brute-force check: 1,000 wrong codes against one contact never sign in and are cut off by the per-code
// attempt limit; requesting new codes between guesses does not buy guesses faster than the request limit
// (5 codes × 5 guesses per 15 minutes). Live key, so the sandbox code plays no part.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { startAuthEnv, freshPhone, wrongCode, type AuthEnv } from './auth-env.js';

let env: AuthEnv;
test.before(async () => {
  env = await startAuthEnv();
});
test.after(async () => {
  await env?.close();
});

test('1,000 wrong codes never sign in and are cut off; new codes do not reset the budget faster than the rate', async () => {
  const phone = freshPhone();
  const { client } = env.client({ live: true });
  const start = env.srv.clock.now().getTime();
  let codesIssued = 0;
  let compared = 0; // 401 INVALID_OTP: a guess that was checked against a live code
  let cutOff = 0; // 429 RATE_LIMITED
  let signedIn = 0;
  let current = '';
  const ask = async () => {
    const res = await sdk.requestOtp({ client, body: { contact: phone } });
    if (res.response.status === 200) {
      codesIssued++;
      current = await env.sentCode(phone);
    } else {
      assert.is(res.response.status, 429);
      assert.ok(Number(res.response.headers.get('retry-after')) >= 1);
    }
  };
  const guess = async (c: typeof client, i: number) => {
    const res = await sdk.verifyOtp({ client: c, body: { contact: phone, otp_code: wrongCode(current, i) } });
    if (res.response.status === 200) signedIn++;
    else if (res.response.status === 401) compared++;
    else {
      assert.is(res.response.status, 429, `guess ${i}`);
      assert.is((res.error as any).error.code, 'RATE_LIMITED');
      assert.ok(Number(res.response.headers.get('retry-after')) >= 1);
      cutOff++;
    }
    return res.response.status;
  };
  await ask();
  // The first code's budget one guess at a time: five 401s, then cut off.
  for (let i = 0; i < 6; i++) assert.is(await guess(client, i), i < 5 ? 401 : 429);
  await ask();
  // The rest in parallel batches from another client; the attacker asks for a fresh code after every batch that
  // was cut off.
  const direct = env.client({ live: true }).client;
  for (let i = 6; i < 1000; i += 20) {
    const statuses = await Promise.all(Array.from({ length: Math.min(20, 1000 - i) }, (_, k) => guess(direct, i + k)));
    if (statuses.includes(429)) await ask();
  }
  const minutes = (env.srv.clock.now().getTime() - start) / 60_000;
  assert.ok(minutes < 15, `the run fits one request window (${minutes.toFixed(1)} min)`);
  assert.is(signedIn, 0);
  assert.is(codesIssued, 5, 'five codes in the window, however often the attacker asks');
  assert.is(compared, 25, 'five guesses per code were compared, no more');
  assert.is(cutOff, 1000 - 25);
  // The genuine holder of the last code is cut off too until the window moves on.
  const genuine = await sdk.verifyOtp({ client, body: { contact: phone, otp_code: current } });
  assert.is(genuine.response.status, 429);
});

test('no response broke the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
