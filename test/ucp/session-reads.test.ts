// An agent's checkout session without a round trip per step (src/modules/ucp/sessions.ts): with the embedded store
// in the process, a session is read again only when a change of it became visible, and after the process's own
// write it is answered from that write. What must hold: the update and the completion after a create read no
// session; a change written by anyone else (another client, as another process would) is seen by the next request.
// On MONGODB_URI (a store in another process) there are no change counts and every step reads; a change by another
// client is seen at once in both.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MongoClient, type Db } from 'mongodb';
import { startHarness, type Harness } from '../harness/harness.js';
import { embeddedOnly } from '../harness/store-mode.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import { line, ucpAgent, type UcpAgent } from './support/agent.js';
import { seedFlowerShop } from './support/flower-shop.js';

let h: Harness;
let host: ProfileServer;
let agent: UcpAgent;
let other: MongoClient;
let otherDb: Db;
/** The server's reads of a session by id so far. */
let sessionFinds = 0;

test.before(async () => {
  h = await startHarness({ seed: true, monitorStoreCommands: true, env: { RATE_LIMITS: 'off' } });
  h.srv.services.store.client.on('commandStarted', (e) => {
    if (e.commandName === 'find' && e.command.find === 'ucp_checkouts' && e.command.filter?._id) sessionFinds++;
  });
  host = await startProfileServer();
  await seedFlowerShop(h.db, h.tenant, h.clock.now());
  agent = ucpAgent(h, host, h.demo.business_id);
  other = new MongoClient(h.srv.services.config.mongodbUri ?? h.srv.services.store.embedded!.uri);
  otherDb = other.db(h.srv.services.db.databaseName);
});
test.after(async () => {
  await other?.close();
  await host?.close();
  await h?.close();
});

const buyer = { email: 'reads@example.com' };
const home = { id: 'home', street_address: '1 Elm St', address_locality: 'Springfield', address_country: 'US' };
const shipping = {
  methods: [{ type: 'shipping', destinations: [home], groups: [{ selected_option_id: 'std-ship' }] }],
};
const success = {
  payment: {
    instruments: [
      {
        id: 'i1',
        handler_id: 'sandbox',
        type: 'card',
        selected: true,
        credential: { type: 'token', token: 'success_token' },
      },
    ],
  },
};

const counted = embeddedOnly(test, 'counts the session reads that the change counts of the store in this process save');

counted('after a create, the update and the completion read no session', async () => {
  const before = sessionFinds;
  const c = await agent.create({ line_items: [line('bouquet_roses', 1)], buyer });
  assert.is(c.json.status, 'incomplete');
  const u = await agent.update(c.json.id, { line_items: [line('bouquet_roses', 2)], buyer, fulfillment: shipping });
  assert.is(u.json.status, 'ready_for_complete', JSON.stringify(u.json.messages));
  const done = await agent.send('POST', `/checkout-sessions/${c.json.id}/complete`, success);
  assert.is(done.json.status, 'completed', JSON.stringify(done.json.messages));
  assert.is(sessionFinds, before, 'each step answered from the write of the step before');
});

test("a change by another client is seen by the agent's next step", async () => {
  const c = await agent.create({ line_items: [line('bouquet_roses', 1)], buyer });
  await otherDb
    .collection('ucp_checkouts')
    .updateOne(
      { _id: c.json.id as never },
      { $set: { buyer: { email: 'changed@example.com' } }, $inc: { revision: 1 } },
    );
  const read = await agent.get(c.json.id);
  assert.is(read.json.buyer.email, 'changed@example.com');
  // And the update that follows works on the changed session (its revision), not on the one the create wrote.
  const u = await agent.update(c.json.id, { line_items: [line('bouquet_roses', 3)], buyer, fulfillment: shipping });
  assert.is(u.status, 200, JSON.stringify(u.json));
  assert.is(u.json.line_items[0].quantity, 3);
});

test.run();
