// test-store: any (the CLI binary, a client of the HTTP API: the operations it calls run in every pass in the HTTP tests of their areas)
// The CLI with business keys of both modes, through the real binary against a live server: login takes the demo's
// `dk_test_` key; whoami shows each key's mode and the account that owns it (or none, for a key and business made
// before owners were kept), in JSON and to a person; with the test key the sandbox orders are the CLI's, and
// `--live` is refused (AUTH_FAILED, naming mode). No key this file uses ever appears in what the CLI printed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, failed, type CliEnv } from './helpers.js';

let h: Harness;
let cli: CliEnv;
const secrets: string[] = [];

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  cli = await cliEnv(h.url);
  secrets.push(h.demo.business_key, h.demo.test_business_key);
});
test.after(async () => {
  await cli?.close();
  await h?.close();
});

const demoAccount = async () => {
  const a = await h.db.collection('owner_accounts').findOne({ email: 'owner@osu-corner-cafe.example' });
  return { id: a!._id, name: 'Demo Owner', email: 'owner@osu-corner-cafe.example' };
};

test('login with the dk_test_ key; whoami says test mode and the owning account', async () => {
  const login = dataOf(await cli.json(['login', '--api-key', '-'], { input: `${h.demo.test_business_key}\n` }));
  assert.is(login.business_id, h.demo.business_id);
  const who = dataOf(await cli.json(['whoami']));
  assert.equal([who.business_id, who.mode, who.account], [h.demo.business_id, 'test', await demoAccount()]);
  const human = await cli.run(['whoami']);
  assert.is(human.code, 0, human.stderr);
  assert.match(human.stdout, /mode\s+test \(sandbox data\)/);
  assert.match(
    human.stdout,
    new RegExp(`account\\s+Demo Owner <owner@osu-corner-cafe\\.example> \\(${(await demoAccount()).id}\\)`),
  );

  const live = dataOf(await cli.json(['whoami', '--api-key', h.demo.business_key]));
  assert.equal([live.mode, live.account], ['live', await demoAccount()]);
});

test("with the test key, orders are the sandbox's; --live is refused naming mode", async () => {
  // A guest's cash order of the demo's house blend, in the sandbox (the demo storefront key is a test key).
  const product = await h.db.collection('products').findOne({ ...h.tenant, slug: 'house-blend-coffee-beans' });
  const shopper = h.shopper();
  await shopper.add(String(product!._id));
  const placed = await shopper.checkout({
    cart_id: await shopper.cartId(),
    customer: { name: 'Kofi Boateng', email: 'kofi@example.com' },
    payment_method: 'cash',
  });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const listed = dataOf(await cli.json(['orders', 'list', '--limit', '100']));
  assert.ok(listed.orders.some((o: { id: string }) => o.id === placed.body.data.order_id));
  const refused = failed(await cli.json(['orders', 'list', '--live']), 'AUTH_FAILED');
  assert.match(refused.message, /^mode: a test-mode business key \(dk_test_…\) acts on sandbox data only/);
});

test('a key and business without an owner: whoami says none', async () => {
  const old = await h.business('Ownerless CLI Shop');
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: old.tenant.business_id,
    scopes: ['projects:read'],
  });
  secrets.push(key);
  assert.is(dataOf(await cli.json(['whoami', '--api-key', key])).account, null);
  const human = await cli.run(['whoami', '--api-key', key]);
  assert.match(human.stdout, /account\s+none/);
});

test('no key was ever printed', () => {
  cli.assertNoSecrets(secrets);
});

test.run();
