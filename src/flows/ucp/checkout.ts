// UCP checkout sessions: create, get, update (a full replacement), cancel (docs/ucp.md §Sessions). Each is a few
// named steps over the pieces beside it: read the body into the session's terms (checkout-state.ts), price and
// judge the session (checkout-view.ts), write it with its stock hold (holds.ts), answer it (checkout-answer.ts).
//
// Business outcomes are answers, not errors: a session comes back with messages; only when there is no session to
// show (nothing for sale on create, an id this agent has no session under) is the answer UCP's error response.
// A completed or canceled session refuses change with 409 checkout_not_modifiable. A session past its expiry is
// canceled when it is next read (and its stock released), or by the hold sweep.
import type { AgentCaller } from '../../kernel/caller.js';
import { AppError, conflict } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { type BusinessDoc, currentBusiness } from '../../modules/business/index.js';
import { catalogueView } from '../../modules/catalogue/index.js';
import { planLocations } from '../../modules/inventory/index.js';
import {
  findUcpCheckout,
  isFinalStatus,
  newUcpCheckoutId,
  ucpCheckoutExpiry,
  type UcpCheckoutDoc,
} from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { checkoutAnswer, errorResponse, notFoundResponse } from './checkout-answer.js';
import type { OutMessage } from './checkout-types.js';
import { readChange, type SessionChange } from './checkout-state.js';
import { type UcpCheckoutView, viewCheckout, withStockRead } from './checkout-view.js';
import { sweepExpiredReservations } from '../expire-holds.js';
import { holdRequests, InsufficientStockError, lapse, writeWithHold } from './holds.js';
import { sessionOrder, withSessionOrder } from './session-order.js';

type Obj = Record<string, unknown>;
export interface UcpAnswer {
  status: number;
  body: Obj;
}

/** Tries at a session write before answering 409 (another request kept changing it). */
const WRITE_ATTEMPTS = 5;

const tenantOf = (agent: AgentCaller): TenantContext => ({ business_id: agent.business_id, livemode: agent.livemode });

/** Step: the agent's session, current (a lapsed one ended first); null when it has none under that id. */
export async function loadSession(services: Services, agent: AgentCaller, id: string): Promise<UcpCheckoutDoc | null> {
  const doc = await findUcpCheckout(services.db, tenantOf(agent), id);
  // Another agent's session is as unknown to this one as a missing one.
  if (!doc || doc.agent_profile_url !== agent.profile_url) return null;
  return lapse(services, tenantOf(agent), doc);
}

/** Step: 409 for a session that can no longer change. */
export function assertModifiable(doc: UcpCheckoutDoc): void {
  if (doc.order_id) {
    // Its order is placed (its buyer paying on the business's page): changing or canceling the session now would
    // make it say something other than the order the buyer is paying for.
    throw new AppError(
      'UCP_CHECKOUT_NOT_MODIFIABLE',
      `Checkout ${doc._id} placed order ${doc.order_id} and can no longer change`,
    );
  }
  if (isFinalStatus(doc.status) || doc.status === 'complete_in_progress') {
    throw new AppError(
      'UCP_CHECKOUT_NOT_MODIFIABLE',
      `Checkout ${doc._id} is ${doc.status.replace(/_/g, ' ')} and can no longer change`,
    );
  }
}

/**
 * Step: the session written with its status and, while ready, its stock held. When the stock went in the meantime
 * the session is judged again (now short of it) and written without a hold. Null: another write got there first.
 */
async function persist(
  services: Services,
  agent: AgentCaller,
  previous: UcpCheckoutDoc,
  next: UcpCheckoutDoc,
  business: BusinessDoc | null,
  opts: { judged?: UcpCheckoutView; insert?: boolean } = {},
): Promise<{ doc: UcpCheckoutDoc; view: UcpCheckoutView } | null> {
  let judged = opts.judged;
  let swept = false;
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    // The first judgement assumes the stock is there: a session it leaves ready holds that stock, and the hold's
    // guarded updates are the check (a read before them would say the same, and cost a round trip). Short, the
    // hold fails and the session is judged again with its stock read. One left not ready reads its stock now.
    let view = judged ?? (await viewCheckout(services, agent, next, business, { stockAssumed: attempt === 0 }));
    judged = undefined;
    if (view.status !== 'ready_for_complete') view = await withStockRead(services, view);
    const status = view.status;
    const tenant = tenantOf(agent);
    // Short of stock: lapsed holds (storefront orders', other sessions') are released first, as checkout does.
    if (!swept && view.messages.some((m) => m.code === 'out_of_stock')) {
      swept = true;
      if ((await sweepExpiredReservations(services, tenant)) > 0) continue;
    }
    try {
      const requests = status === 'ready_for_complete' ? await plannedHold(services, tenant, view, business) : null;
      const stored = await writeWithHold(services, tenant, previous.held_stock, { ...next, status }, requests, opts);
      // The session's cart is written when it is completed (complete.ts claim), the one reader of it.
      if (!stored) return null;
      return { doc: stored, view: { ...view, doc: stored } };
    } catch (err) {
      if (!(err instanceof InsufficientStockError)) throw err;
      // Judged again: the stock check now sees what was taken.
    }
  }
  throw conflict('The stock of this checkout keeps changing; send the request again');
}

/**
 * The stock a ready session holds, each line planned at the first of the business's locations it is sold from (the
 * catalogue cache knows their order): reserving it is then the transaction's first statement, which waits its turn at
 * a stock level other sessions and checkouts are writing instead of aborting on a write conflict (settle-payment.ts).
 */
function plannedHold(services: Services, tenant: TenantContext, view: UcpCheckoutView, business: BusinessDoc | null) {
  return planLocations(holdRequests(view.hold), () => catalogueView(services.db, tenant, business).locationOrder());
}

function newSession(
  agent: AgentCaller,
  change: SessionChange,
  business: BusinessDoc | null,
  now: Date,
): UcpCheckoutDoc {
  const capabilities: Record<string, string> = {};
  for (const [name, c] of Object.entries(agent.capabilities)) capabilities[name] = c.version;
  return {
    _id: newUcpCheckoutId(),
    business_id: agent.business_id,
    livemode: agent.livemode,
    agent_profile_url: agent.profile_url,
    protocol_version: agent.version,
    capabilities,
    webhook_url: agent.webhook_url,
    cart_id: newId('cart'),
    currency: business?.currency ?? 'GHS',
    ...changed(change),
    payment_instruments: change.payment_instruments,
    status: 'incomplete',
    order_id: null,
    held_stock: [],
    hold_expires_at: null,
    expires_at: ucpCheckoutExpiry(now),
    created_at: now,
    updated_at: now,
    canceled_at: null,
    completed_at: null,
    revision: 0,
  };
}

/** What a body replaces on a session. */
const changed = (c: SessionChange) => ({
  line_items: c.line_items,
  buyer: c.buyer,
  context: c.context,
  signals: c.signals,
  attribution: c.attribution,
  fulfillment_methods: c.fulfillment_methods,
  discount_codes: c.discount_codes,
  payment_instruments: c.payment_instruments,
  messages: c.messages,
});

/** The messages of a new session none of whose lines anything makes buyable (not for sale, or no stock at all),
 * as the error response says them; null when some line can be bought. */
function deadOnArrival(view: UcpCheckoutView, change: SessionChange): OutMessage[] | null {
  if (view.unbuyable.size < view.lines.length) return null;
  const lineMessages = view.messages.filter((m) => m.type === 'error' && m.path?.startsWith('$.line_items['));
  return [...change.messages, ...lineMessages].map((m) => ({
    type: 'error',
    code: m.code ?? 'item_unavailable',
    content: m.content,
    severity: 'unrecoverable',
    ...(m.path && { path: m.path }),
  }));
}

/** create_checkout: 201 with the new session, or 200 with why none could be made. */
export async function createCheckout(services: Services, agent: AgentCaller, body: Obj): Promise<UcpAnswer> {
  const tenant = tenantOf(agent);
  const business = await currentBusiness(services.db, agent.business_id);
  const change = await readChange(services, tenant, body, null, business, false);
  const doc = newSession(agent, change, business, services.clock.now());
  const judged = await viewCheckout(services, agent, doc, business);
  const dead = deadOnArrival(judged, change);
  if (dead) return { status: 200, body: errorResponse(agent, dead) };
  const written = await persist(services, agent, doc, doc, business, { judged, insert: true });
  if (!written) throw conflict(`Checkout ${doc._id} changed while it was being created; read it again`);
  return { status: 201, body: checkoutAnswer(services, agent, written.view) };
}

/** get_checkout */
export async function getCheckout(services: Services, agent: AgentCaller, id: string): Promise<UcpAnswer> {
  const doc = await loadSession(services, agent, id);
  if (!doc) return { status: 200, body: notFoundResponse(agent, id) };
  const business = await currentBusiness(services.db, agent.business_id);
  const [view, order] = await Promise.all([viewCheckout(services, agent, doc, business), sessionOrder(services, doc)]);
  return { status: 200, body: withSessionOrder(checkoutAnswer(services, agent, view), order) };
}

/** update_checkout: the body replaces what the agent controls. */
export async function updateCheckout(
  services: Services,
  agent: AgentCaller,
  id: string,
  body: Obj,
): Promise<UcpAnswer> {
  const business = await currentBusiness(services.db, agent.business_id);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const doc = await loadSession(services, agent, id);
    if (!doc) return { status: 200, body: notFoundResponse(agent, id) };
    assertModifiable(doc);
    // A 2026-01-11 agent (read leniently) that leaves the buyer out keeps the one it gave before.
    const change = await readChange(services, tenantOf(agent), body, doc, business, agent.legacy);
    const next: UcpCheckoutDoc = { ...doc, ...changed(change), updated_at: services.clock.now() };
    const written = await persist(services, agent, doc, next, business);
    if (written) return { status: 200, body: checkoutAnswer(services, agent, written.view) };
  }
  throw conflict(`Checkout ${id} kept changing while this update was applied; send it again`);
}

/** cancel_checkout: canceled, its stock released. */
export async function cancelCheckout(services: Services, agent: AgentCaller, id: string): Promise<UcpAnswer> {
  const business = await currentBusiness(services.db, agent.business_id);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const doc = await loadSession(services, agent, id);
    if (!doc) return { status: 200, body: notFoundResponse(agent, id) };
    assertModifiable(doc);
    const now = services.clock.now();
    const next: UcpCheckoutDoc = { ...doc, status: 'canceled', canceled_at: now, updated_at: now };
    const stored = await writeWithHold(services, tenantOf(agent), doc.held_stock, next, null);
    if (stored) {
      const view = await viewCheckout(services, agent, stored, business);
      return { status: 200, body: checkoutAnswer(services, agent, view) };
    }
  }
  throw conflict(`Checkout ${id} kept changing while it was being canceled; send the request again`);
}
