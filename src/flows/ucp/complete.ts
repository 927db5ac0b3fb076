// Completing a UCP checkout (docs/ucp.md §Completion and §Payments): the agent pays with an instrument and the
// business places the order. Named steps:
//
//   1. load     the agent's session (another agent's is not found); a completed or canceled one is 409, one being
//               completed by another request is 409 too (unless that request died: its claim is then taken over);
//   2. judge    the session priced and checked as every read does (checkout-view.ts): not ready for completion (a
//               fulfillment option to choose, an address or contact the business requires, stock) ⇒ 200 with
//               the checkout and its messages, nothing changed;
//   3. payment  the instrument decides (rules/sandbox-payment.ts): declined or refused ⇒ 200 with the checkout,
//               still ready, and a recoverable payment_failed message (nothing stored: the agent tries another);
//   4. claim    only for a session whose stock hold no longer pairs off with what its order needs: it becomes
//               complete_in_progress with its hold given back, in one transaction (the order reserves afresh).
//               A session whose hold fits is not claimed: step 5's transaction takes the hold over and writes the
//               session completed guarded on the revision it was judged at, so a change meanwhile (an update,
//               another completion, the hold's lapse) rolls the order back and the session is judged again;
//   5. place    the storefront's place-order flow on the session's cart (the order, its stock, its events and
//               webhooks are any order's: `order.created` fires), with the codes the session applied, the option
//               chosen as the shipping charged, and the business's UCP relaxations (no contact, a country-only
//               address). The cart is the session's own (place-order's `cart`), written converted with the order.
//               In the order's own transaction: the session completed with `order` (or, for a buyer who pays on
//               the business's page, requires_escalation), the order's UCP record, and the call's idempotency
//               record holding this answer; the session's hold becomes the order's reservations there
//               (place-order's `held`). If placing fails, a claim is undone (compensation: the session back to
//               what it was, holding its stock again) and the failure is the answer's message;
//   6. settle   a success token pays at once, in the same transaction (place-order's `settled`): the order is
//               placed paid, its stock committed, with the events a settlement records and the agent's order event,
//               whose first attempt this process makes right after the commit. Cards and mobile money without a
//               token are settled later by the pay page (settle-payment.ts), which completes the session then.
import type { AgentCaller } from '../../kernel/caller.js';
import { AppError, conflict, isAppError } from '../../kernel/errors.js';
import { type BusinessDoc, currentBusiness } from '../../modules/business/index.js';
import {
  chosenInstrument,
  decidePayment,
  escalationMessage,
  isFinalStatus,
  itemKey,
  type PaymentDecision,
  type PaymentMessage,
  type PromisedDelivery,
  replaceUcpCheckout,
  UCP_CHECKOUT_MARK,
  UCP_STALE_CLAIM_MS,
  type UcpCheckoutDoc,
  ucpOrderRecordWrite,
} from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import { COLLECTION, type TenantContext } from '../../store/index.js';
import { type BatchWrite, insertInto, inTransaction, updateIn } from '../../store/transaction.js';
import { type CheckoutResult, HolderChanged, placeOrder } from '../place-order/place-order.js';
import type { CheckoutBody } from '../place-order/rules.js';
import { checkoutAnswer, notFoundResponse } from './checkout-answer.js';
import type { OutMessage } from './checkout-types.js';
import { sessionCart } from './checkout-state.js';
import { type UcpCheckoutView, viewCheckout } from './checkout-view.js';
import { loadSession } from './checkout.js';
import { holdRequests, InsufficientStockError, releaseHeldStock, writeWithHold } from './holds.js';
import { heldCovers } from '../../modules/inventory/index.js';
import { orderPermalink, placedOrderEventRow } from './order-events.js';
import { attemptClaimedAgentDelivery } from '../../modules/webhooks/index.js';

type Obj = Record<string, unknown>;
export interface CompletionAnswer {
  status: number;
  body: Obj;
}

/** The write that completes the call's idempotency record with its answer, committed with the order. */
export type RecordCompletion = (answer: { status: number; data: Obj }) => BatchWrite;

const ATTEMPTS = 5;

const tenantOf = (agent: AgentCaller): TenantContext => ({ business_id: agent.business_id, livemode: agent.livemode });

export async function completeCheckout(
  services: Services,
  agent: AgentCaller,
  id: string,
  body: unknown,
  record?: RecordCompletion,
): Promise<CompletionAnswer> {
  const business = await currentBusiness(services.db, agent.business_id);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const doc = await loadSession(services, agent, id);
    if (!doc) return { status: 200, body: notFoundResponse(agent, id) };
    const view = await judge(services, agent, doc, business);
    if (view.status !== 'ready_for_complete') return answer(services, agent, view);
    const decision = decidePayment(chosenInstrument(body), {
      livemode: agent.livemode,
      sandboxHandlerId: view.settings.sandbox_handler_id,
    });
    if (decision.kind === 'decline' || decision.kind === 'refuse')
      return answer(services, agent, view, [decision.message]);
    const several = severalMethods(view);
    if (several) return answer(services, agent, view, [several]);
    // A hold the order takes over as it stands needs no claim: the order's transaction guards the session itself.
    const claimed = holdFits(view) ? view.doc : await claimReleasing(services, tenantOf(agent), view.doc);
    if (!claimed) continue;
    const placed = await place(services, agent, { ...view, doc: claimed }, decision, record, claimed !== view.doc);
    if (placed) return placed;
  }
  throw conflict(`Checkout ${id} kept changing while it was being completed; send the request again`);
}

/** Step 1/2: the session judged for completion; 409 when it cannot be completed at all. */
async function judge(
  services: Services,
  agent: AgentCaller,
  doc: UcpCheckoutDoc,
  business: BusinessDoc | null,
): Promise<UcpCheckoutView> {
  if (isFinalStatus(doc.status)) {
    throw new AppError('UCP_CHECKOUT_NOT_MODIFIABLE', `Checkout ${doc._id} is ${doc.status} and can no longer change`);
  }
  const now = services.clock.now().getTime();
  if (doc.status === 'complete_in_progress' && now - doc.updated_at.getTime() < UCP_STALE_CLAIM_MS) {
    throw new AppError('UCP_CHECKOUT_NOT_MODIFIABLE', `Checkout ${doc._id} is being completed; read it again shortly`);
  }
  if (doc.status === 'requires_escalation' && doc.order_id) {
    throw new AppError(
      'UCP_CHECKOUT_NOT_MODIFIABLE',
      `Checkout ${doc._id} placed order ${doc.order_id}: the buyer finishes paying at its continue_url`,
    );
  }
  // A payment that failed before does not stand in the way of paying again (nor does a dead claim).
  const open: UcpCheckoutDoc = {
    ...doc,
    status: doc.status === 'complete_in_progress' ? 'ready_for_complete' : doc.status,
    messages: doc.messages.filter((m) => m.code !== 'payment_failed'),
  };
  return viewCheckout(services, agent, open, business);
}

/** The checkout as it stands, with the messages of this attempt. */
function answer(services: Services, agent: AgentCaller, view: UcpCheckoutView, extra: OutMessage[] = []) {
  return { status: 200, body: checkoutAnswer(services, agent, { ...view, messages: [...view.messages, ...extra] }) };
}

/** One order takes one way of reaching the buyer: a session split over several methods is not placed. */
function severalMethods(view: UcpCheckoutView): PaymentMessage | null {
  if (view.fulfillment.methods.filter((m) => m.lineIds.length > 0).length <= 1) return null;
  return {
    type: 'error',
    code: 'fulfillment_combination_unsupported',
    content: 'This business places one order per fulfillment method: keep one method for all the items',
    severity: 'recoverable',
    path: '$.fulfillment.methods',
  };
}

/**
 * Step 4, for a session whose hold no longer pairs off with what its order needs (the catalogue changed how the items
 * are stocked since it was made): the session complete_in_progress, which keeps updates and other completions out,
 * with its hold given back in the same transaction (the order reserves afresh). Null: another write got to the
 * session first. A session whose hold fits is not claimed: the order's transaction takes the hold over and writes
 * the session completed, guarded on the revision it was judged at (a change meanwhile rolls the order back).
 */
async function claimReleasing(
  services: Services,
  tenant: TenantContext,
  doc: UcpCheckoutDoc,
): Promise<UcpCheckoutDoc | null> {
  const next: UcpCheckoutDoc = {
    ...doc,
    status: 'complete_in_progress',
    updated_at: services.clock.now(),
    held_stock: [],
    hold_expires_at: null,
  };
  return inTransaction(services, async (session) => {
    await releaseHeldStock(services, tenant, doc, session);
    const written = await replaceUcpCheckout(services.db, tenant, next, session);
    // Lost the race: the release goes with the aborted transaction.
    if (!written) throw new LostRace();
    return written;
  }).catch((err: unknown) => {
    if (err instanceof LostRace) return null;
    throw err;
  });
}

/** Whether the session's hold is exactly the stock its order will need (then the order takes it over). */
function holdFits(view: UcpCheckoutView): boolean {
  return heldCovers(view.doc.held_stock, holdRequests(view.hold));
}

class LostRace extends Error {}

/**
 * Step 5 (and 6): the order placed from the session (claimed or not); the claim undone when placing fails. Null: the
 * session changed after it was judged (the order's guard on it did not hold), so nothing was placed: judge it again.
 */
async function place(
  services: Services,
  agent: AgentCaller,
  view: UcpCheckoutView,
  decision: Extract<PaymentDecision, { kind: 'settle' | 'escalate' }>,
  record: RecordCompletion | undefined,
  claimed: boolean,
): Promise<CompletionAnswer | null> {
  const tenant = tenantOf(agent);
  const doc = view.doc;
  const escalate = decision.kind === 'escalate';
  let placed: CheckoutResult;
  let done: Obj | undefined;
  let event: ReturnType<typeof placedOrderEventRow> = null;
  try {
    placed = await placeOrder(
      services,
      { tenant, sessionId: sessionCart(doc, doc.created_at).session_id, customerId: null },
      orderBody(view, escalate ? 'card' : decision.method),
      {
        // The session's cart as the session stands, written converted with the order.
        cart: sessionCart(doc, doc.created_at),
        codes: appliedCodes(view),
        // The session's hold becomes the order's (cleared from the session by sessionCompletion).
        ...(doc.held_stock.length > 0 && { held: doc.held_stock }),
        // A success token pays at once: the order is placed paid (step 6 is part of step 5's transaction).
        settled: !escalate,
        completion: (result, order) => {
          done = finalAnswer(services, agent, view, result, escalate ? decision.path : null);
          const ucpOrder = orderRecord(services, doc, view, order._id);
          const writes: BatchWrite[] = [ucpOrderRecordWrite(tenant, ucpOrder)];
          // The agent hears of its order paid (as a settlement announces it), from this very transaction.
          event = escalate ? null : placedOrderEventRow(services, tenant, order, { ...ucpOrder, ...tenant });
          if (event) writes.push(insertInto(COLLECTION.webhook_deliveries, event, { tenant }));
          if (record) writes.push(record({ status: 200, data: done }));
          return {
            guarded: [sessionCompletion(services, tenant, doc, result, escalate ? decision.path : null)],
            writes,
          };
        },
      },
    );
  } catch (err) {
    if (err instanceof HolderChanged) return null;
    if (claimed) await unclaim(services, tenant, view);
    return failedPlacement(services, agent, view, err);
  }
  if (event) attemptClaimedAgentDelivery(services, event);
  return { status: 200, body: done ?? finalAnswer(services, agent, view, placed, escalate ? decision.path : null) };
}

/** The storefront checkout body for the session: its cart, contact, fulfilment and how it pays. */
function orderBody(view: UcpCheckoutView, method: 'card' | 'mobile_money'): CheckoutBody {
  const { doc } = view;
  const m = view.fulfillment.methods.find((x) => x.lineIds.length > 0);
  const dest = m?.destination ?? null;
  const shipping = m?.method.type === 'shipping' && dest && !('name' in dest) ? dest : null;
  const buyer = doc.buyer ?? {};
  const named = [buyer.first_name, buyer.last_name].filter(Boolean).join(' ');
  const shipTo = shipping ? [shipping.first_name, shipping.last_name].filter(Boolean).join(' ') : '';
  return {
    cart_id: doc.cart_id,
    customer: {
      name: named || shipTo || 'UCP buyer',
      ...(buyer.email && { email: buyer.email }),
      ...(buyer.phone_number && { phone: buyer.phone_number }),
    },
    order_type: shipping ? 'delivery' : 'pickup',
    ...(shipping && {
      address_info: clean({
        street_address: shipping.street_address,
        apartment: shipping.extended_address,
        city: shipping.address_locality,
        region: shipping.address_region,
        postal_code: shipping.postal_code,
        country: shipping.address_country,
      }),
      ...(m?.rate_id && { shipping_rate_id: m.rate_id }),
    }),
    ...(m?.method.type === 'pickup' && dest && { address_info: { location_id: dest.id } }),
    payment_method: method,
    metadata: { [UCP_CHECKOUT_MARK]: doc._id },
  };
}

const clean = (o: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

/** The codes the session applied (a rejected one is not passed: placing would refuse it). */
function appliedCodes(view: UcpCheckoutView): string[] {
  if (!view.active.discount) return [];
  const rejected = new Set(view.priced.rejected.map((r) => r.index));
  return view.doc.discount_codes.filter((_, i) => !rejected.has(i));
}

/** The session as the order's transaction leaves it: completed with its order, or waiting for its buyer to pay. */
function sessionCompletion(
  services: Services,
  tenant: TenantContext,
  doc: UcpCheckoutDoc,
  result: CheckoutResult,
  escalatedAt: string | null,
): BatchWrite {
  const now = services.clock.now();
  const set = escalatedAt
    ? { status: 'requires_escalation', messages: [escalationMessage(escalatedAt)] }
    : { status: 'completed', completed_at: now, messages: [] };
  return updateIn<UcpCheckoutDoc>(
    COLLECTION.ucp_checkouts,
    // The session as judged (or as claimed): any change since rolls the order back (HolderChanged).
    { _id: doc._id, revision: doc.revision },
    {
      $set: {
        ...set,
        order_id: result.order_id,
        held_stock: [],
        hold_expires_at: null,
        updated_at: now,
        revision: doc.revision + 1,
      } as Partial<UcpCheckoutDoc>,
    },
    { tenant },
  );
}

/** The order's UCP record: its checkout and agent, the agent's item ids, the delivery promised. */
function orderRecord(services: Services, doc: UcpCheckoutDoc, view: UcpCheckoutView, orderId: string) {
  const item_ids: Record<string, string> = {};
  for (const l of doc.line_items) item_ids[itemKey(l.product_id, l.variant_id)] ??= l.item_id;
  return {
    _id: orderId,
    checkout_id: doc._id,
    agent_profile_url: doc.agent_profile_url,
    webhook_url: doc.webhook_url,
    protocol_version: doc.protocol_version,
    item_ids,
    promised: promisedDeliveries(view),
    // Placed paid, or waiting for its buyer: no settlement is left to finish (records from before that could be).
    settle_pending: false,
    created_at: services.clock.now(),
  };
}

function promisedDeliveries(view: UcpCheckoutView): PromisedDelivery[] {
  const byId = new Map(view.doc.line_items.map((l) => [l.id, l]));
  return view.fulfillment.methods.flatMap((m) => {
    const d = m.destination;
    if (!d || m.lineIds.length === 0) return [];
    const { id: _id, ...postal } = 'name' in d ? { id: d.id, ...d.address } : d;
    const keys = m.lineIds.flatMap((id) => {
      const l = byId.get(id);
      return l ? [itemKey(l.product_id, l.variant_id)] : [];
    });
    return [
      {
        method_type: m.method.type,
        destination: postal,
        ...(m.selected && { description: m.selected.title }),
        line_keys: keys,
      },
    ];
  });
}

/** The answer once the order is placed: completed with `order`, or waiting for the buyer at the pay page. */
function finalAnswer(
  services: Services,
  agent: AgentCaller,
  view: UcpCheckoutView,
  result: CheckoutResult,
  escalatedAt: string | null,
): Obj {
  const notes = view.messages.filter((m) => m.type !== 'error');
  if (escalatedAt) {
    const waiting = {
      ...view,
      status: 'requires_escalation' as const,
      messages: [...notes, escalationMessage(escalatedAt)],
    };
    const payPage =
      result.redirect_url ??
      orderPermalink(services, tenantOf(agent), { _id: result.order_id, payment_id: result.payment_reference });
    return { ...checkoutAnswer(services, agent, waiting), continue_url: payPage };
  }
  const permalink = orderPermalink(services, tenantOf(agent), {
    _id: result.order_id,
    payment_id: result.payment_reference,
  });
  return checkoutAnswer(
    services,
    agent,
    { ...view, status: 'completed', messages: notes },
    {
      id: result.order_id,
      label: result.order_number,
      permalink_url: permalink,
    },
  );
}

/** Compensation for a placement that failed: the session as it was before the claim, its stock held again (it
 * still holds it when the order was to take it over; else it is reserved again). */
async function unclaim(services: Services, tenant: TenantContext, view: UcpCheckoutView): Promise<void> {
  const next: UcpCheckoutDoc = { ...view.doc, status: 'ready_for_complete', updated_at: services.clock.now() };
  // Its hold still there (the order was to take it over): the session alone goes back; a lost race leaves the
  // session to whoever changed it (a lapse of the claim releases the hold with it).
  if (view.doc.held_stock.length) {
    await replaceUcpCheckout(services.db, tenant, next);
    return;
  }
  try {
    await writeWithHold(services, tenant, [], next, holdRequests(view.hold));
  } catch (err) {
    // The stock went meanwhile: the session is judged again on its next read, short of it.
    if (!(err instanceof InsufficientStockError)) throw err;
    await writeWithHold(services, tenant, [], next, null);
  }
}

/** A placement refused for what the buyer chose (stock gone, a code used up, a price changed): the checkout as it
 * now is, with why. Anything else (a provider or store outage) is the answer's error. */
async function failedPlacement(services: Services, agent: AgentCaller, view: UcpCheckoutView, err: unknown) {
  if (!isAppError(err) || (err.code !== 'VALIDATION_ERROR' && err.code !== 'CONFLICT')) throw err;
  const business = view.business;
  const doc = await loadSession(services, agent, view.doc._id);
  const fresh = doc ? await viewCheckout(services, agent, doc, business) : view;
  const message: OutMessage = {
    type: 'error',
    code: /stock/i.test(err.message) ? 'out_of_stock' : 'order_not_placed',
    content: `The order could not be placed: ${err.message}`,
    severity: 'recoverable',
  };
  return answer(services, agent, fresh, [message]);
}
