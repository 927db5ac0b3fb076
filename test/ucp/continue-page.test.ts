// The continue page of a UCP checkout session (src/pages/ucp-continue-page.ts → src/flows/ucp/continue.ts) over
// real HTTP, as a buyer's browser reaches it from the continue_url the agent was given, and what a session with an
// order says of it (src/flows/ucp/session-order.ts): GET of a completed session shows its order, a session waiting
// at the pay page names that page, cannot change or be canceled, and does not lapse while its order can be paid.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from '../harness/harness.js';
import { pressOnPayPage } from '../harness/pages.js';
import { line, type UcpAgent } from './support/agent.js';
import { flowerShopSuite } from './support/suite.js';

let h: Harness;
let agent: UcpAgent;

flowerShopSuite(test, 'UCP continue flowers', (s) => ({ h, agent } = s));

const buyer = { first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.com' };
const home = {
  id: 'dest_home',
  street_address: '12 Elm St',
  address_locality: 'Springfield',
  address_region: 'IL',
  postal_code: '62704',
  address_country: 'US',
};
const shipHome = {
  methods: [{ type: 'shipping', destinations: [home], groups: [{ selected_option_id: 'std-ship' }] }],
};
const cardOnPage = {
  payment: { instruments: [{ id: 'i1', handler_id: 'sandbox', type: 'card', selected: true }] },
};
const success = {
  payment: {
    instruments: [
      { id: 'i1', handler_id: 'sandbox', type: 'card', credential: { type: 'token', token: 'success_token' } },
    ],
  },
};

/** The page as a browser asks for it: no UCP-Agent, redirects not followed. */
const browse = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

async function ready() {
  const r = await agent.create({ line_items: [line('bouquet_tulips')], buyer, fulfillment: shipHome });
  assert.is(r.json.status, 'ready_for_complete', JSON.stringify(r.json.messages));
  return r.json;
}

const complete = (id: string, body: unknown) => agent.send('POST', `/checkout-sessions/${id}/complete`, body);

test('an unfinished session: its lines, totals and what is missing, as HTML for a person', async () => {
  const r = await agent.create({ line_items: [line('bouquet_tulips', 2)], buyer });
  assert.is(r.json.status, 'incomplete');
  const page = await browse(r.json.continue_url);
  assert.is(page.status, 200, page.html);
  assert.match(page.headers.get('content-type')!, /^text\/html/);
  assert.is(page.headers.get('cache-control'), 'no-store');
  assert.ok(page.html.includes('Spring Tulips'), page.html);
  assert.ok(page.html.includes('data-total="total">USD 60.00'), page.html);
  assert.ok(page.html.includes('data-status="incomplete"'), page.html);
  // The session's own messages say what is missing (here: how the flowers reach the buyer).
  const missing = r.json.messages.filter((m: any) => m.type === 'error').map((m: any) => m.content);
  assert.ok(missing.length > 0);
  for (const text of missing) assert.ok(page.html.includes(text.replace(/'/g, '&#39;')), text);
});

test('a session waiting for payment goes on to the pay page; completed, to the order page', async () => {
  const c = await ready();
  const waiting = (await complete(c.id, cardOnPage)).json;
  assert.is(waiting.status, 'requires_escalation');
  const page = await browse(c.continue_url);
  assert.is(page.status, 303);
  assert.is(page.headers.get('location'), waiting.continue_url);

  const paid = await ready();
  const done = (await complete(paid.id, success)).json;
  assert.is(done.status, 'completed');
  const after = await browse(paid.continue_url);
  assert.is(after.status, 303);
  assert.is(after.headers.get('location'), done.order.permalink_url);
});

test('canceled or expired: 410; an unknown id, another business or mode: 404', async () => {
  const c = await ready();
  await agent.cancel(c.id);
  assert.is((await browse(c.continue_url)).status, 410);

  const old = await ready();
  h.clock.advance(7 * 3600 * 1000);
  const lapsed = await browse(old.continue_url);
  assert.is(lapsed.status, 410, lapsed.html);
  assert.is((await agent.get(old.id)).json.status, 'canceled');

  const unknown = c.continue_url.replace(c.id, 'chk_00000000000000000000');
  assert.is((await browse(unknown)).status, 404);
  assert.is((await browse(c.continue_url.replace('/ucp/test/', '/ucp/live/'))).status, 404);
  assert.is((await browse(c.continue_url.replace(/\/ucp\/test\/[^/]+\//, '/ucp/test/biz_nope/'))).status, 404);
});

test('GET of a completed session shows its order (id, permalink_url, label)', async () => {
  const c = await ready();
  const done = (await complete(c.id, success)).json;
  const r = await agent.get(c.id);
  assert.is(r.json.status, 'completed');
  assert.equal(r.json.order, done.order);
  assert.ok(r.json.order.label && r.json.order.permalink_url, JSON.stringify(r.json.order));
  assert.is(r.json.continue_url, undefined);
  assert.equal(h.responseViolations(), []);
});

test('waiting at the pay page: GET names that page; update and cancel are 409; it does not lapse', async () => {
  const c = await ready();
  const waiting = (await complete(c.id, cardOnPage)).json;
  const read = (await agent.get(c.id)).json;
  assert.is(read.status, 'requires_escalation');
  assert.is(read.continue_url, waiting.continue_url, 'the pay page, as the completion answered');

  const update = await agent.update(c.id, { line_items: [line('bouquet_tulips', 3)], buyer, fulfillment: shipHome });
  assert.is(update.status, 409, JSON.stringify(update.json));
  assert.is(update.json.code, 'checkout_not_modifiable');
  const cancel = await agent.cancel(c.id);
  assert.is(cancel.status, 409, JSON.stringify(cancel.json));
  assert.is(cancel.json.code, 'checkout_not_modifiable');

  // Past the session's own expiry the buyer can still pay; paying completes it.
  h.clock.advance(7 * 3600 * 1000);
  const later = (await agent.get(c.id)).json;
  assert.is(later.status, 'requires_escalation', JSON.stringify(later));
  const approved = await pressOnPayPage(waiting.continue_url, 'approve');
  assert.is(approved.status, 200);
  const done = (await agent.get(c.id)).json;
  assert.is(done.status, 'completed', JSON.stringify(done));
  assert.match(done.order.id, /^ord_/);
  assert.equal(h.responseViolations(), []);
});

test.run();
