// Which incentive a session is offered (the `incentive` of the storefront's activity state): at most one of the
// business's templates (model.ts, managed through the platform API). A template holds when it is active, the
// session's intent is one of its intents, and the cart meets its conditions; of those that hold the highest
// priority wins, ties going to the oldest template and then the smaller id, so the answer never depends on the
// order the templates were read in. A session without signals (`baseline`) is offered nothing. Pure.
import type { IncentiveTemplateDoc, Intent } from '../model.js';

export interface IncentiveContext {
  intent: Intent;
  /** Items in the session's cart (0 without a cart). */
  cartItems: number;
  /** The cart's subtotal, integer minor units of the business currency (0 without a cart). */
  cartSubtotal: number;
}

export interface ChosenIncentive {
  template_id: string;
  agent_id: string;
}

/** Whether `t` may be offered in `ctx` (its priority aside). */
export function incentiveHolds(t: IncentiveTemplateDoc, ctx: IncentiveContext): boolean {
  if (!t.active || ctx.intent === 'baseline' || !t.intents.includes(ctx.intent)) return false;
  if (t.requires_cart_items && !(ctx.cartItems > 0)) return false;
  return t.min_cart_total === null || ctx.cartSubtotal >= t.min_cart_total;
}

/** Whether `a` goes before `b`: higher priority, then older, then the smaller id. */
export function outranks(a: IncentiveTemplateDoc, b: IncentiveTemplateDoc): boolean {
  if (a.priority !== b.priority) return a.priority > b.priority;
  const age = a.created_at.getTime() - b.created_at.getTime();
  if (age !== 0) return age < 0;
  return a._id < b._id;
}

export function chooseIncentive(
  templates: readonly IncentiveTemplateDoc[],
  ctx: IncentiveContext,
): ChosenIncentive | null {
  let best: IncentiveTemplateDoc | null = null;
  for (const t of templates) {
    if (incentiveHolds(t, ctx) && (best === null || outranks(t, best))) best = t;
  }
  return best ? { template_id: best._id, agent_id: best.agent_id } : null;
}
