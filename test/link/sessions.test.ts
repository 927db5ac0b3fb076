// Link sessions over real HTTP: refresh rotation with the svc_session cookie, reuse of a rotated refresh token
// revoking the whole sign-in, logout, elements/logout, listing and revoking sessions.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as link from '../../generated/sdk/link/sdk.gen.js';
import { startLinkEnv, type LinkEnv } from './link-env.js';

let env: LinkEnv;
test.before(async () => {
  env = await startLinkEnv();
});
test.after(async () => {
  await env?.close();
});

const code = (r: { error?: unknown }) => (r.error as { error: { code: string } }).error.code;

test('refresh rotates the refresh token, sets the cookie, and the old session token keeps working', async () => {
  const ama = await env.signIn();
  const r = await link.linkRefreshSession({ client: env.anonymous(), body: { session_token: ama.refreshToken } });
  assert.is(r.response.status, 200);
  const data = r.data!.data;
  assert.is(data.account_id, ama.accountId);
  assert.is(data.customer_id, ama.customerId);
  assert.is.not(data.refresh_token, ama.refreshToken);
  const cookie = r.response.headers.get('set-cookie')!;
  assert.match(cookie, new RegExp(`^svc_session=${data.refresh_token}; `));
  assert.match(cookie, /HttpOnly/);
  assert.match(cookie, /Max-Age=2592000/);
  assert.match(cookie, /Path=\/v1\/link/);
  // Both session tokens work: the old one until its own expiry.
  assert.is((await link.linkGetProfile({ client: env.withToken(data.session_token) })).response.status, 200);
  assert.is((await link.linkGetProfile({ client: ama.client })).response.status, 200);
  // The cookie alone refreshes too.
  const viaCookie = await link.linkRefreshSession({
    client: env.anonymous({ cookie: `svc_session=${data.refresh_token}` }),
  });
  assert.is(viaCookie.response.status, 200);
});

test('reusing a rotated refresh token revokes the whole sign-in', async () => {
  const ama = await env.signIn();
  const first = await link.linkRefreshSession({ client: env.anonymous(), body: { session_token: ama.refreshToken } });
  const next = first.data!.data;
  const replay = await link.linkRefreshSession({ client: env.anonymous(), body: { session_token: ama.refreshToken } });
  assert.is(replay.response.status, 401);
  assert.is(code(replay), 'UNAUTHORIZED');
  // Every token of the family is dead: both session tokens and the newest refresh token.
  assert.is((await link.linkGetProfile({ client: ama.client })).response.status, 401);
  assert.is((await link.linkGetProfile({ client: env.withToken(next.session_token) })).response.status, 401);
  const again = await link.linkRefreshSession({ client: env.anonymous(), body: { session_token: next.refresh_token } });
  assert.is(again.response.status, 401);
});

test('refresh without a token, with an unknown one, or after 30 days is 401', async () => {
  const none = await link.linkRefreshSession({ client: env.anonymous() });
  assert.is(none.response.status, 401);
  const unknown = await link.linkRefreshSession({
    client: env.anonymous(),
    body: { session_token: 'lrt_unknownunknownunknown' },
  });
  assert.is(unknown.response.status, 401);
  const bad = await link.linkRefreshSession({
    client: env.anonymous(),
    body: { session_token: 'x', extra: 1 } as never,
  });
  assert.is(bad.response.status, 400);
  assert.is(code(bad), 'VALIDATION_ERROR');
  const ama = await env.signIn();
  env.srv.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
  const late = await link.linkRefreshSession({ client: env.anonymous(), body: { session_token: ama.refreshToken } });
  assert.is(late.response.status, 401);
});

test('a session token expires after one hour', async () => {
  const ama = await env.signIn();
  assert.is((await link.linkGetProfile({ client: ama.client })).response.status, 200);
  env.srv.clock.advance(60 * 60 * 1000);
  const late = await link.linkGetProfile({ client: ama.client });
  assert.is(late.response.status, 401);
  assert.is(code(late), 'UNAUTHORIZED');
});

test('logout ends the session, clears the cookie, and leaves other sessions alone', async () => {
  const a = await env.signIn();
  const other = await env.signIn({ contact: a.contact });
  const out = await link.linkLogout({ client: a.client });
  assert.is(out.response.status, 200);
  assert.equal(out.data!.data, { success: true, message: 'Signed out', action: 'discard_token' });
  assert.match(out.response.headers.get('set-cookie')!, /^svc_session=; .*Max-Age=0/);
  assert.is((await link.linkGetProfile({ client: a.client })).response.status, 401);
  const refresh = await link.linkRefreshSession({ client: env.anonymous(), body: { session_token: a.refreshToken } });
  assert.is(refresh.response.status, 401);
  assert.is((await link.linkGetProfile({ client: other.client })).response.status, 200);
  assert.is((await link.linkLogout({ client: env.anonymous() })).response.status, 401);
});

test('elements/logout revokes the refresh token it is given and is safe to repeat', async () => {
  const a = await env.signIn();
  const first = await link.linkElementsLogout({ client: env.anonymous({ cookie: `svc_session=${a.refreshToken}` }) });
  assert.is(first.response.status, 200);
  assert.is(first.data!.data.action, 'discard_token');
  assert.match(first.response.headers.get('set-cookie')!, /^svc_session=; .*Max-Age=0/);
  assert.is((await link.linkGetProfile({ client: a.client })).response.status, 401);
  const again = await link.linkElementsLogout({ client: env.anonymous(), body: { session_token: a.refreshToken } });
  assert.is(again.response.status, 200);
  const bare = await link.linkElementsLogout({ client: env.anonymous() });
  assert.is(bare.response.status, 200);
});

test("sessions: list marks the current one, revoke one, revoke all; another customer's session is 404", async () => {
  const a1 = await env.signIn();
  const a2 = await env.signIn({ contact: a1.contact });
  const b = await env.signIn();
  const list = await link.linkListSessions({ client: a1.client });
  assert.is(list.response.status, 200);
  const rows = list.data!.data;
  assert.equal(rows.map((s) => s.id).sort(), [a1.sessionId, a2.sessionId].sort());
  assert.is(rows.find((s) => s.current)!.id, a1.sessionId);

  const foreign = await link.linkRevokeSession({ client: a1.client, path: { id: b.sessionId } });
  assert.is(foreign.response.status, 404);
  assert.is(code(foreign), 'NOT_FOUND');
  assert.is((await link.linkGetProfile({ client: b.client })).response.status, 200);

  const one = await link.linkRevokeSession({ client: a1.client, path: { id: a2.sessionId } });
  assert.is(one.response.status, 200);
  assert.equal(one.data!.data, { id: a2.sessionId, deleted: true });
  assert.is((await link.linkGetProfile({ client: a2.client })).response.status, 401);
  assert.is((await link.linkRevokeSession({ client: a1.client, path: { id: a2.sessionId } })).response.status, 404);

  const a3 = await env.signIn({ contact: a1.contact });
  const all = await link.linkRevokeAllSessions({ client: a1.client });
  assert.is(all.response.status, 200);
  assert.equal(all.data!.data, { revoked_count: 2, action: 'discard_token' });
  assert.match(all.response.headers.get('set-cookie')!, /^svc_session=;/);
  assert.is((await link.linkGetProfile({ client: a1.client })).response.status, 401);
  assert.is((await link.linkGetProfile({ client: a3.client })).response.status, 401);
});

test('revoking the current session works like logout', async () => {
  const a = await env.signIn();
  const r = await link.linkRevokeSession({ client: a.client, path: { id: a.sessionId } });
  assert.is(r.response.status, 200);
  assert.match(r.response.headers.get('set-cookie')!, /^svc_session=;/);
  assert.is((await link.linkListSessions({ client: a.client })).response.status, 401);
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
