// POSTs that take no body, or an optional one, accept the `{}` that HTTP wrappers send for "no body"
// (axios.post(url, {})); a body with fields is still refused, naming what was sent.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startLinkEnv, type LinkEnv } from '../link/link-env.js';

const test = suite('empty JSON bodies');
let env: LinkEnv;

test.before(async () => {
  env = await startLinkEnv();
});
test.after(async () => {
  await env?.close();
});

test('storefront logout with {} signs out; with a field it is 400 naming the field', async () => {
  const customer = await env.customer();
  const extra = await env.raw('POST', '/api/v1/auth/logout', { body: { everywhere: true }, headers: customer.headers });
  assert.is(extra.status, 400);
  assert.is(extra.json.error.code, 'BAD_REQUEST');
  assert.match(extra.json.error.message, /takes no request body \(body\.everywhere was sent\)/);
  const empty = await env.raw('POST', '/api/v1/auth/logout', { body: {}, headers: customer.headers });
  assert.is(empty.status, 200, JSON.stringify(empty.json));
  assert.is(empty.json.data.action, 'discard_token');
  const after = await env.raw('GET', '/api/v1/auth/status', { headers: customer.headers });
  assert.is(after.json.data.is_authenticated, false);
});

test('Link refresh with the svc_session cookie and {} rotates the session', async () => {
  const ama = await env.signIn();
  const res = await env.raw('POST', '/v1/link/auth/refresh', {
    body: {},
    key: null,
    headers: { cookie: `svc_session=${ama.refreshToken}` },
  });
  assert.is(res.status, 200, JSON.stringify(res.json));
  assert.is.not(res.json.data.refresh_token, ama.refreshToken);
});

test('an optional body that is given is still validated', async () => {
  const res = await env.raw('POST', '/v1/link/auth/refresh', { body: { session_token: '' }, key: null });
  assert.is(res.status, 400);
  assert.is(res.json.error.code, 'VALIDATION_ERROR');
  assert.match(res.json.error.message, /^body\.session_token:/);
});

test('every answer matched the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
