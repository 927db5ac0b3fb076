import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IncentiveTemplateDoc } from '../model.js';
import { chooseIncentive, incentiveHolds, outranks, type IncentiveContext } from './incentive.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 10, minutes));

const tpl = (over: Partial<IncentiveTemplateDoc> & { _id: string }): IncentiveTemplateDoc => ({
  business_id: 'biz_test',
  livemode: false,
  name: over._id,
  agent_id: `agt_${over._id}`,
  intents: ['browsing', 'considering', 'ready_to_buy'],
  min_cart_total: null,
  requires_cart_items: false,
  priority: 0,
  active: true,
  created_at: at(0),
  updated_at: at(0),
  ...over,
});

const ctx = (over: Partial<IncentiveContext> = {}): IncentiveContext => ({
  intent: 'considering',
  cartItems: 0,
  cartSubtotal: 0,
  ...over,
});
const chosen = (templates: IncentiveTemplateDoc[], c: IncentiveContext) =>
  chooseIncentive(templates, c)?.template_id ?? null;

test('the answer: the winning template and its agent; nothing to choose from is null', () => {
  assert.equal(chooseIncentive([tpl({ _id: 'tpl_a', agent_id: 'agt_concierge' })], ctx()), {
    template_id: 'tpl_a',
    agent_id: 'agt_concierge',
  });
  assert.is(chooseIncentive([], ctx()), null);
});

test('baseline is never offered one, whatever the templates and the cart', () => {
  const all = [tpl({ _id: 'tpl_a' }), tpl({ _id: 'tpl_b', intents: ['browsing'] })];
  assert.is(chooseIncentive(all, ctx({ intent: 'baseline', cartItems: 3, cartSubtotal: 99_999 })), null);
  // A template that somehow names baseline (the contract refuses it) is still not offered at baseline.
  const odd = tpl({ _id: 'tpl_odd', intents: ['baseline' as never] });
  assert.is(chooseIncentive([odd], ctx({ intent: 'baseline' })), null);
});

test('intent: only templates naming the session intent', () => {
  const browse = tpl({ _id: 'tpl_browse', intents: ['browsing'], priority: 5 });
  const ready = tpl({ _id: 'tpl_ready', intents: ['ready_to_buy'], priority: 1 });
  assert.is(chosen([browse, ready], ctx({ intent: 'browsing' })), 'tpl_browse');
  assert.is(chosen([browse, ready], ctx({ intent: 'ready_to_buy' })), 'tpl_ready');
  assert.is(chosen([browse, ready], ctx({ intent: 'considering' })), null);
});

test('inactive templates are never offered, even the highest priority', () => {
  const off = tpl({ _id: 'tpl_off', active: false, priority: 1000 });
  const on = tpl({ _id: 'tpl_on', priority: 0 });
  assert.is(chosen([off, on], ctx()), 'tpl_on');
  assert.is(chosen([off], ctx()), null);
});

test('requires_cart_items: at least one item in the cart', () => {
  const t = tpl({ _id: 'tpl_cart', requires_cart_items: true });
  assert.is(incentiveHolds(t, ctx({ cartItems: 0 })), false);
  assert.is(incentiveHolds(t, ctx({ cartItems: 1 })), true);
  assert.is(incentiveHolds(tpl({ _id: 'tpl_any' }), ctx({ cartItems: 0 })), true);
});

test('min_cart_total: the subtotal must reach it (equal is enough); null is no minimum', () => {
  const t = tpl({ _id: 'tpl_min', min_cart_total: 5000 });
  assert.is(incentiveHolds(t, ctx({ cartItems: 2, cartSubtotal: 4999 })), false);
  assert.is(incentiveHolds(t, ctx({ cartItems: 2, cartSubtotal: 5000 })), true);
  assert.is(incentiveHolds(t, ctx({ cartItems: 2, cartSubtotal: 12_000 })), true);
  // A minimum of 0 is met by an empty cart; requiring items is what excludes it.
  assert.is(incentiveHolds(tpl({ _id: 'tpl_zero', min_cart_total: 0 }), ctx()), true);
  assert.is(incentiveHolds(tpl({ _id: 'tpl_none' }), ctx({ cartSubtotal: 0 })), true);
});

test('the highest priority that holds wins; one that does not hold is passed over', () => {
  const big = tpl({ _id: 'tpl_big', priority: 50, min_cart_total: 10_000 });
  const small = tpl({ _id: 'tpl_small', priority: 10 });
  const low = tpl({ _id: 'tpl_low', priority: 1 });
  assert.is(chosen([low, small, big], ctx({ cartItems: 1, cartSubtotal: 10_000 })), 'tpl_big');
  assert.is(chosen([low, small, big], ctx({ cartItems: 1, cartSubtotal: 9_999 })), 'tpl_small');
});

test('ties: the oldest created_at, then the smaller id; whatever order the templates come in', () => {
  const older = tpl({ _id: 'tpl_zz', priority: 3, created_at: at(1) });
  const newer = tpl({ _id: 'tpl_aa', priority: 3, created_at: at(2) });
  const sameTimeB = tpl({ _id: 'tpl_b', priority: 3, created_at: at(1) });
  assert.is(chosen([newer, older], ctx()), 'tpl_zz');
  assert.is(chosen([older, newer], ctx()), 'tpl_zz');
  assert.is(chosen([older, sameTimeB, newer], ctx()), 'tpl_b');
  assert.is(chosen([newer, sameTimeB, older], ctx()), 'tpl_b');
  assert.is(outranks(older, newer), true);
  assert.is(outranks(newer, older), false);
  assert.is(outranks(tpl({ _id: 'tpl_x', priority: 4, created_at: at(9) }), older), true);
  assert.is(outranks(older, older), false);
});

test('the templates given are left as they were', () => {
  const list = [tpl({ _id: 'tpl_b', priority: 1 }), tpl({ _id: 'tpl_a', priority: 2 })];
  const before = JSON.stringify(list);
  chooseIncentive(Object.freeze(list) as IncentiveTemplateDoc[], ctx());
  assert.is(JSON.stringify(list), before);
});

test.run();
