// Visitor intent: rule-based and explainable. Every signal a session sends has a weight; weights fade with a
// half-life, so what a visitor did an hour ago counts a quarter of what they did just now; the sum (the score) is
// mapped to a level by fixed thresholds. The stored state keeps one decayed sum per signal kind, so a new signal is
// folded in O(1) and the state can always say which kinds contributed how much.
//
//   kind           weight   the signal
//   product_view     1.0    a product page, first view in the session
//   repeat_view      2.0    a product page the session has viewed before (focus)
//   category_view    0.5    a category page
//   search           1.5    a catalogue search
//   cart_add         4.0    units added to the cart (once per event, whatever the quantity)
//   cart_remove     -2.0    units taken out of the cart
//
//   score(t) = max(0, Σ weight_i × 2^(−(t − t_i) / 30 min))
//
//   level          when
//   baseline       the session has no recorded activity (anonymous)
//   browsing       score below 3
//   considering    score 3 or more (e.g. a few repeated views, a search and a view, or a cart add)
//   ready_to_buy   score 8 or more while the cart holds at least one item
//
// Pure: the caller passes the clock's time, so tests drive decay with the test clock.
import type { Intent, SignalKind } from '../model.js';

export const HALF_LIFE_MS = 30 * 60 * 1000;
const CONSIDERING_AT = 3;
const READY_AT = 8;

const WEIGHTS: Readonly<Record<SignalKind, number>> = {
  product_view: 1,
  repeat_view: 2,
  category_view: 0.5,
  search: 1.5,
  cart_add: 4,
  cart_remove: -2,
};

/** Kinds in the order the explanation lists them when contributions tie. */
const KINDS = Object.keys(WEIGHTS) as SignalKind[];

export interface Scored {
  /** Decayed weight per kind as of `scored_at`. */
  signals: Partial<Record<SignalKind, number>>;
  signal_counts: Partial<Record<SignalKind, number>>;
  scored_at: Date;
}

/** The factor a weight keeps after `ms` milliseconds (1 for no time or time running backwards). */
export function decayFactor(ms: number): number {
  return ms <= 0 ? 1 : 2 ** (-ms / HALF_LIFE_MS);
}

/** The signals decayed from `scored_at` to `at`. */
function decayed(state: Scored, at: Date): Partial<Record<SignalKind, number>> {
  const f = decayFactor(at.getTime() - state.scored_at.getTime());
  const out: Partial<Record<SignalKind, number>> = {};
  for (const k of KINDS) if (state.signals[k] !== undefined) out[k] = state.signals[k]! * f;
  return out;
}

/** The state after signals of `kinds` at time `at` (a batch's signals share one time). */
export function fold(state: Scored, kinds: readonly SignalKind[], at: Date): Scored {
  // A signal timed before the state's last one (clock skew between processes) is folded as if at the last time.
  const when = at.getTime() < state.scored_at.getTime() ? state.scored_at : at;
  const signals = decayed(state, when);
  const counts = { ...state.signal_counts };
  for (const k of kinds) {
    signals[k] = (signals[k] ?? 0) + WEIGHTS[k];
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return { signals, signal_counts: counts, scored_at: when };
}

export interface Contribution {
  type: SignalKind;
  count: number;
  /** The kind's decayed weight now, rounded to two decimals. */
  contribution: number;
}

export interface IntentReading {
  intent: Intent;
  /** The score now, rounded to two decimals. */
  score: number;
  /** Kinds with a recorded signal, largest contribution (by magnitude) first. */
  signals: Contribution[];
}

const round2 = (n: number) => Math.round(n * 100) / 100 + 0;

/**
 * The intent of a session now. `state` null: no recorded activity (baseline). `cartItems`: items in the session's
 * cart (ready_to_buy needs at least one).
 */
export function readIntent(state: Scored | null, now: Date, cartItems: number): IntentReading {
  if (!state) return { intent: 'baseline', score: 0, signals: [] };
  const now_ = decayed(state, now);
  let sum = 0;
  const signals: Contribution[] = [];
  for (const k of KINDS) {
    const count = state.signal_counts[k] ?? 0;
    if (count === 0) continue;
    const value = now_[k] ?? 0;
    sum += value;
    signals.push({ type: k, count, contribution: round2(value) });
  }
  signals.sort(
    (a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || KINDS.indexOf(a.type) - KINDS.indexOf(b.type),
  );
  const score = Math.max(0, sum);
  const intent: Intent =
    score >= READY_AT && cartItems > 0 ? 'ready_to_buy' : score >= CONSIDERING_AT ? 'considering' : 'browsing';
  return { intent, score: round2(score), signals };
}
