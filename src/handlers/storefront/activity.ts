// Storefront tag "Activity": session signals in, the intent, messages, incentive and recommendations out. The
// rules live in src/modules/activity (intent, messages, recommendations); a session is the storefront session.
import { requireTenant } from '../../kernel/caller.js';
import { unauthorized } from '../../kernel/errors.js';
import { toMinor } from '../../kernel/money.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import {
  HALF_LIFE_MS,
  type IntentReading,
  dismissCode,
  readSession,
  recordSignals,
  type RecordedSignal,
  recommendationsFor,
  activityView,
  type SessionCaller,
} from '../../modules/activity/index.js';

function sessionCaller(ctx: OperationContext<any>): SessionCaller {
  const tenant = requireTenant(ctx.caller);
  const sessionId = ctx.caller.sessionId;
  if (!sessionId) throw unauthorized('A storefront session is required');
  return { tenant, sessionId, customerId: ctx.caller.customer?.id ?? null };
}

/** The contract fixes the half-life at 30 minutes (ActivityIntentDetail); the rules module says the same in ms. */
const HALF_LIFE_MINUTES = 30 as const;
if (HALF_LIFE_MS !== HALF_LIFE_MINUTES * 60_000) throw new Error('the intent half-life differs from the contract');

const intentDetail = (r: IntentReading) => ({
  score: r.score,
  half_life_minutes: HALF_LIFE_MINUTES,
  signals: r.signals,
});

type EventBody = {
  type: RecordedSignal['type'];
  product_id?: string;
  category_id?: string;
  quantity?: number;
  price?: number;
  page_path?: string;
};

/** What is kept of a sent event: no search text (counted only), the price in minor units. */
function signalOf(e: EventBody): RecordedSignal {
  const s: RecordedSignal = { type: e.type };
  if (e.product_id !== undefined) s.product_id = e.product_id;
  if (e.category_id !== undefined) s.category_id = e.category_id;
  if (e.type === 'cart_add' || e.type === 'cart_remove') s.quantity = e.quantity ?? 1;
  if (e.price !== undefined) s.price = toMinor(e.price);
  if (e.page_path !== undefined) s.page_path = e.page_path;
  return s;
}

export const handlers = {
  async recordActivityEvents(ctx) {
    const c = sessionCaller(ctx);
    const signals = (ctx.body.events as EventBody[]).map(signalOf);
    const session = await recordSignals(ctx.services, c.tenant, c.sessionId, signals, {
      website_id: ctx.body.website_id,
      domain: ctx.body.domain,
    });
    const view = await activityView(ctx.services, c, session);
    return { data: { processed: signals.length, intent: view.reading.intent, messages: view.messages } };
  },

  async getActivityState(ctx) {
    const c = sessionCaller(ctx);
    const view = await activityView(ctx.services, c, await readSession(ctx.services, c.tenant, c.sessionId));
    return {
      data: {
        activity: view.activity,
        intent: view.reading.intent,
        intent_detail: intentDetail(view.reading),
        messages: view.messages,
        incentive: view.incentive,
      },
    };
  },

  async dismissActivityMessage(ctx) {
    const c = sessionCaller(ctx);
    const session = await readSession(ctx.services, c.tenant, c.sessionId);
    const before = await activityView(ctx.services, c, session);
    const code = ctx.body.code;
    if (!session || !before.messages.some((m) => m.code === code))
      return { data: { dismissed: false, messages: before.messages } };
    // Shown a moment ago: dismissed now (false only if a concurrent request dismissed it first).
    const dismissed = await dismissCode(ctx.services, c.tenant, c.sessionId, code);
    return { data: { dismissed, messages: before.messages.filter((m) => m.code !== code) } };
  },

  async listRecommendations(ctx) {
    const c = sessionCaller(ctx);
    const session = await readSession(ctx.services, c.tenant, c.sessionId);
    const view = await activityView(ctx.services, c, session, { messages: false });
    const recommendations = await recommendationsFor(ctx.services, c.tenant, {
      session,
      cartProductIds: view.cartProductIds,
      limit: ctx.query.limit ?? 10,
    });
    return { data: { recommendations, intent: view.reading.intent, incentive: view.incentive } };
  },
} satisfies Handlers<'storefront'>;
