import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decayFactor, fold, HALF_LIFE_MS, readIntent, type Scored } from './intent.js';

const t0 = new Date('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const empty: Scored = { signals: {}, signal_counts: {}, scored_at: t0 };

test('no recorded activity is baseline, whatever the cart', () => {
  assert.equal(readIntent(null, t0, 3), { intent: 'baseline', score: 0, signals: [] });
});

test('a view is browsing; a search and repeated views reach considering', () => {
  const one = fold(empty, ['product_view'], t0);
  assert.is(readIntent(one, t0, 0).intent, 'browsing');
  assert.is(readIntent(one, t0, 0).score, 1);
  const focused = fold(fold(one, ['repeat_view'], t0), ['search'], t0);
  const r = readIntent(focused, t0, 0);
  assert.is(r.score, 4.5);
  assert.is(r.intent, 'considering');
  // Largest contribution first, each with its count.
  assert.equal(r.signals, [
    { type: 'repeat_view', count: 1, contribution: 2 },
    { type: 'search', count: 1, contribution: 1.5 },
    { type: 'product_view', count: 1, contribution: 1 },
  ]);
});

test('weights halve every half-life', () => {
  assert.is(decayFactor(HALF_LIFE_MS), 0.5);
  assert.is(decayFactor(0), 1);
  assert.is(decayFactor(-5000), 1);
  const s = fold(empty, ['cart_add'], t0);
  assert.is(readIntent(s, at(HALF_LIFE_MS), 1).score, 2);
  assert.is(readIntent(s, at(2 * HALF_LIFE_MS), 1).score, 1);
});

test('considering fades back to browsing when the visitor goes quiet', () => {
  const s = fold(empty, ['product_view', 'repeat_view', 'search'], t0); // 4.5
  assert.is(readIntent(s, t0, 0).intent, 'considering');
  assert.is(readIntent(s, at(HALF_LIFE_MS), 0).intent, 'browsing'); // 2.25
  // Still a session with activity: never back to baseline.
  assert.is(readIntent(s, at(100 * HALF_LIFE_MS), 0).intent, 'browsing');
});

test('ready_to_buy needs a score of 8 and items in the cart', () => {
  const s = fold(empty, ['cart_add', 'repeat_view', 'repeat_view'], t0); // 8
  assert.is(readIntent(s, t0, 1).intent, 'ready_to_buy');
  assert.is(readIntent(s, t0, 0).intent, 'considering');
  // 8 decays below the threshold within minutes of quiet.
  assert.is(readIntent(s, at(60_000), 1).intent, 'considering');
});

test('folding decays what was there to the new signal time first', () => {
  const s = fold(fold(empty, ['cart_add'], t0), ['product_view'], at(HALF_LIFE_MS));
  assert.is(s.scored_at.getTime(), at(HALF_LIFE_MS).getTime());
  assert.is(s.signals.cart_add, 2);
  assert.is(s.signals.product_view, 1);
  assert.equal(s.signal_counts, { cart_add: 1, product_view: 1 });
});

test('removals lower the score but never below zero; a late signal is folded at the last time', () => {
  const s = fold(fold(empty, ['product_view'], t0), ['cart_remove', 'cart_remove'], t0);
  const r = readIntent(s, t0, 0);
  assert.is(r.score, 0);
  assert.is(r.intent, 'browsing');
  assert.equal(r.signals[0], { type: 'cart_remove', count: 2, contribution: -4 });
  const late = fold(fold(empty, ['search'], at(1000)), ['search'], t0);
  assert.is(late.scored_at.getTime(), at(1000).getTime());
  assert.is(late.signals.search, 3);
});

test.run();
