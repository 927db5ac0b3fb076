// /mcp with the demo's test-mode business key (`dk_test_`), through the SDK's own client: the endpoint takes it;
// platform_whoami says `mode: test` and names the demo account; platform_ctx and platform://ctx carry that account;
// the tools work on the business's projects, the same ones the live key sees. A key made without an owner on a
// business without one: `account: null`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { ALL_TOOL_SCOPES, connect, type Connected, violations } from './mcp-client.js';

let h: Harness;
let agent: Connected;
test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  agent = await connect(h.url, h.demo.test_business_key);
});
test.after(async () => {
  await agent?.close();
  await h?.close();
});

/** A tool call that must succeed: its structured data (valid per the document, and the same as its text). */
async function call(client: Connected, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const r = await client.client.callTool({ name, arguments: args });
  assert.equal(violations('CallToolResult', r), [], `${name}: ${JSON.stringify(r)}`);
  assert.not.ok(r.isError, `${name}: ${JSON.stringify(r.content)}`);
  assert.equal(JSON.parse((r.content as { text: string }[])[0].text), r.structuredContent);
  return r.structuredContent;
}

const demoAccount = async () => {
  const a = await h.db.collection('owner_accounts').findOne({ email: 'owner@osu-corner-cafe.example' });
  return { id: a!._id, name: 'Demo Owner', email: 'owner@osu-corner-cafe.example' };
};

test("platform_whoami: the test key's mode and the account that owns it", async () => {
  const who = await call(agent, 'platform_whoami');
  assert.equal([who.business_id, who.mode, who.account], [h.demo.business_id, 'test', await demoAccount()]);
  const stored = await h.db.collection('api_keys').findOne({ _id: who.key_id });
  assert.is(stored!.livemode, false);
});

test('platform_ctx and platform://ctx: the demo account, the business, the attached project', async () => {
  const account = await demoAccount();
  const ctx = await call(agent, 'platform_ctx');
  assert.equal(ctx, { account, business: { id: h.demo.business_id, name: 'Osu Corner Café' }, project: null });
  const made = await call(agent, 'platform_create_project', { name: 'Agent Sandbox Site' });
  await call(agent, 'platform_attach_project', { project_id: made.id });
  const r = await agent.client.readResource({ uri: 'platform://ctx' });
  const read = JSON.parse((r.contents[0] as { text: string }).text);
  assert.equal([read.account, read.project.id], [account, made.id]);

  // The project is the business's: the live key sees it too.
  const live = await connect(h.url, h.demo.business_key);
  try {
    assert.is((await call(live, 'platform_get_project', { project_id: made.id })).id, made.id);
    assert.is((await call(live, 'platform_whoami')).mode, 'live');
  } finally {
    await live.close();
  }
});

test('a key and business without an owner: account null', async () => {
  const old = await h.business('Ownerless Agent Shop');
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: old.tenant.business_id,
    scopes: ALL_TOOL_SCOPES,
  });
  const other = await connect(h.url, key);
  try {
    assert.is((await call(other, 'platform_whoami')).account, null);
    assert.is((await call(other, 'platform_ctx')).account, null);
  } finally {
    await other.close();
  }
});

test.run();
