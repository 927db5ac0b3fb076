// A lone shipping destination is selected by itself (src/flows/ucp/checkout-state.ts readMethods), whoever the buyer
// is: a buyer with an email whose new address the business remembers, and a known buyer (john.doe, two saved
// addresses) who sends one new address, on create and on update.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import { line, ucpAgent, type UcpAgent } from './support/agent.js';
import { seedFlowerShop } from './support/flower-shop.js';

let h: Harness;
let host: ProfileServer;
let agent: UcpAgent;

test.before(async () => {
  h = await startHarness({ env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  const biz = await h.business('UCP lone destination flowers');
  await seedFlowerShop(h.db, biz.tenant, h.clock.now());
  agent = ucpAgent(h, host, biz.tenant.business_id);
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

const fresh = (street: string) => ({
  street_address: street,
  address_locality: 'Springfield',
  address_region: 'IL',
  postal_code: '62704',
  address_country: 'US',
});
const ship = (destinations: object[]) => ({ methods: [{ type: 'shipping', destinations }] });

for (const email of ['first.time@example.com', 'john.doe@example.com']) {
  test(`one new address of a buyer with an email (${email}) is selected, on create and on update`, async () => {
    const buyer = { first_name: 'A', last_name: 'B', email };
    const created = await agent.create({
      line_items: [line('bouquet_tulips')],
      buyer,
      fulfillment: ship([fresh('1 A St')]),
    });
    const m = created.json.fulfillment.methods[0];
    assert.is(m.destinations.length, 1, JSON.stringify(m.destinations));
    assert.is(m.selected_destination_id, m.destinations[0].id);
    assert.ok(m.groups[0].options.length > 0, 'options are quoted for it');

    const updated = await agent.update(created.json.id, {
      line_items: [line('bouquet_tulips')],
      buyer,
      fulfillment: ship([fresh('2 B St')]),
    });
    const u = updated.json.fulfillment.methods[0];
    assert.equal(
      u.destinations.map((d: any) => d.street_address),
      ['2 B St'],
    );
    assert.is(u.selected_destination_id, u.destinations[0].id);
    assert.equal(h.responseViolations(), []);
  });
}

test.run();
