// Answers to agents of release 2026-01-11 (docs/ucp.md §Agents of release 2026-01-11). Every UCP operation answers
// in the current release's shape; for an agent that negotiated 2026-01-11 the answer is rewritten here, in one
// place after the handler (the operation core's answer step, for REST and MCP alike, fresh answers and replays),
// so idempotency records and order records always hold the current shape. Pure.
//
// - A checkout: `ucp.capabilities` as a list, the payment handlers under `payment.handlers` (required then), totals
//   with positive discounts, 2026-01-11 message severities.
// - An order: `ucp.capabilities` as a list, line quantities `{total, fulfilled}` with the status derived as
//   2026-01-11 does, totals as above, adjustments with a positive `amount`.
// - Outcomes 2026-01-11's status table answers 400 ("the request was invalid or cannot be served") instead of a
//   checkout with messages: an item unknown or out of stock when a checkout is created or updated, and a completion
//   without a fulfillment choice. The body is `{status, messages, detail}`: 2026-01-11's error structure, plus
//   `detail`, the messages' text in one string (what 2026-01-11 clients built on its reference server read). The
//   checkout keeps what the request changed, as the current release would have answered it.
// - An order event: the order plus `event_type`, `checkout_id`, a copy under `order`, `event_id` and
//   `created_time`, a superset both releases' receivers read.
import {
  isObj,
  LEGACY_VERSION,
  legacyCapabilityList,
  legacyHandlers,
  legacyMessages,
  legacyTotals,
} from './legacy-shapes.js';

type Obj = Record<string, unknown>;

/** An operation's answer as the core has it. */
export interface AnswerToRender {
  status: number;
  data?: unknown;
}

const metaOf = (body: Obj) => (isObj(body.ucp) ? body.ucp : {});

function legacyMeta(body: Obj): Obj {
  const { capabilities, payment_handlers: _h, services: _s, status: _st, ...rest } = metaOf(body);
  return { ...rest, version: LEGACY_VERSION, capabilities: legacyCapabilityList(capabilities) };
}

const lineOf = (l: unknown) => (isObj(l) ? { ...l, totals: legacyTotals(l.totals) } : l);

/** A checkout answer in 2026-01-11's shape. */
export function legacyCheckout(body: Obj): Obj {
  const payment = isObj(body.payment) ? body.payment : {};
  const instruments = Array.isArray(payment.instruments) ? payment.instruments.filter(isObj) : [];
  const selected = instruments.find((i) => i.selected === true) ?? (instruments.length === 1 ? instruments[0] : null);
  return {
    ...body,
    ucp: legacyMeta(body),
    line_items: Array.isArray(body.line_items) ? body.line_items.map(lineOf) : [],
    totals: legacyTotals(body.totals),
    ...(body.messages !== undefined && { messages: legacyMessages(body.messages) }),
    // `instruments` is always listed (empty before any), as 2026-01-11 clients iterate it.
    payment: {
      ...payment,
      handlers: legacyHandlers(metaOf(body).payment_handlers),
      instruments,
      ...(selected && typeof selected.id === 'string' && { selected_instrument_id: selected.id }),
    },
  };
}

/** 2026-01-11's line status: fulfilled when everything owed went out, partial when some did. */
function legacyLineStatus(total: number, fulfilled: number): string {
  if (fulfilled >= total) return 'fulfilled';
  return fulfilled > 0 ? 'partial' : 'processing';
}

function legacyOrderLine(l: unknown): unknown {
  if (!isObj(l)) return l;
  const q = isObj(l.quantity) ? l.quantity : {};
  const total = typeof q.total === 'number' ? q.total : 0;
  const fulfilled = typeof q.fulfilled === 'number' ? q.fulfilled : 0;
  return {
    ...l,
    quantity: { total, fulfilled },
    totals: legacyTotals(l.totals),
    status: legacyLineStatus(total, fulfilled),
  };
}

/** An adjustment with 2026-01-11's positive `amount` (from its signed total) and positive line quantities. */
function legacyAdjustment(a: unknown): unknown {
  if (!isObj(a)) return a;
  const { totals, ...rest } = a;
  const total = Array.isArray(totals) ? totals.filter(isObj).find((t) => t.type === 'total') : undefined;
  const lines = Array.isArray(a.line_items)
    ? a.line_items.map((l) =>
        isObj(l) && typeof l.quantity === 'number' ? { ...l, quantity: Math.abs(l.quantity) } : l,
      )
    : undefined;
  return {
    ...rest,
    ...(rest.amount === undefined && total && typeof total.amount === 'number' && { amount: Math.abs(total.amount) }),
    ...(lines && { line_items: lines }),
  };
}

/** An order answer in 2026-01-11's shape. */
export function legacyOrder(body: Obj): Obj {
  return {
    ...body,
    ucp: legacyMeta(body),
    line_items: Array.isArray(body.line_items) ? body.line_items.map(legacyOrderLine) : [],
    totals: legacyTotals(body.totals),
    ...(Array.isArray(body.adjustments) && { adjustments: body.adjustments.map(legacyAdjustment) }),
    ...(body.messages !== undefined && { messages: legacyMessages(body.messages) }),
  };
}

/** The current release's error response (no resource to show) at 2026-01-11, with that release's severities. */
function legacyErrorResponse(body: Obj): Obj {
  return { ...body, ucp: { version: LEGACY_VERSION, status: 'error' }, messages: legacyMessages(body.messages) };
}

/** Why a 2026-01-11 agent's request "cannot be served", as the text its clients look for, or null. */
function refusalText(m: Obj, completing: boolean): string | null {
  if (m.type !== 'error' || typeof m.content !== 'string') return null;
  const path = typeof m.path === 'string' ? m.path : '';
  if (m.code === 'out_of_stock') return `Insufficient stock: ${m.content}`;
  if ((m.code === 'not_found' || m.code === 'item_unavailable') && (path.startsWith('$.line_items') || !path))
    return `Item not found or not for sale: ${m.content}`;
  if (completing && path.startsWith('$.fulfillment'))
    return `Fulfillment address and option must be selected: ${m.content}`;
  return null;
}

const FINISHED = new Set(['completed', 'complete_in_progress', 'requires_escalation']);
const REFUSAL_STATUSES = new Set(['incomplete', 'requires_escalation', 'ready_for_complete']);

/**
 * The 400 a 2026-01-11 agent gets instead of `body` (see the header), or null when `body` is an answer it takes as
 * it is. `completing`: the answer of a completion (where only a missing fulfillment choice or stock refuses).
 */
export function legacyRefusal(body: Obj, completing: boolean): Obj | null {
  if (completing && FINISHED.has(body.status as string)) return null;
  const messages = legacyMessages(body.messages);
  const texts = messages.flatMap((m) => refusalText(m, completing) ?? []);
  if (texts.length === 0) return null;
  const errors = messages.filter((m) => m.type === 'error');
  const status = REFUSAL_STATUSES.has(body.status as string) ? body.status : 'incomplete';
  return { status, messages: errors, detail: texts.join('; ') };
}

const CHECKOUT_OPS = new Set([
  'createUcpCheckout',
  'getUcpCheckout',
  'updateUcpCheckout',
  'completeUcpCheckout',
  'cancelUcpCheckout',
]);
const ORDER_OPS = new Set(['getUcpOrder', 'updateUcpTestOrder']);
const REFUSING_OPS = new Set(['createUcpCheckout', 'updateUcpCheckout', 'completeUcpCheckout']);

const isErrorResponse = (body: Obj) => metaOf(body).status === 'error';

/** `answer` of `operationId` as an agent of `version` gets it: rewritten for 2026-01-11, else as it is. */
export function renderForAgent<A extends AnswerToRender>(
  operationId: string,
  agent: { version: string },
  answer: A,
): A {
  return agent.version === LEGACY_VERSION ? renderLegacyAnswer(operationId, answer) : answer;
}

/** `answer` of `operationId` as a 2026-01-11 agent gets it (other operations' answers are left as they are). */
export function renderLegacyAnswer<A extends AnswerToRender>(operationId: string, answer: A): A {
  const body = answer.data;
  if (!isObj(body) || answer.status >= 300) return answer;
  if (!CHECKOUT_OPS.has(operationId) && !ORDER_OPS.has(operationId)) return answer;
  if (REFUSING_OPS.has(operationId)) {
    const refusal = legacyRefusal(body, operationId === 'completeUcpCheckout');
    if (refusal) return { ...answer, status: 400, data: refusal };
  }
  if (isErrorResponse(body)) return { ...answer, data: legacyErrorResponse(body) };
  return { ...answer, data: CHECKOUT_OPS.has(operationId) ? legacyCheckout(body) : legacyOrder(body) };
}

/** The 2026-01-11 name of an order event (a fulfilment one is named after what happened: shipped, delivered, …). */
const EVENT_NAMES: Record<string, string> = {
  'order.created': 'order_placed',
  'order.cancelled': 'order_canceled',
  'payment.refunded': 'order_refunded',
  'order.updated': 'order_updated',
};

function eventName(type: string, order: Obj): string {
  if (type === 'order.fulfillment_created') {
    const events = isObj(order.fulfillment) && Array.isArray(order.fulfillment.events) ? order.fulfillment.events : [];
    const last = events.filter(isObj).at(-1);
    return `order_${typeof last?.type === 'string' ? last.type : 'shipped'}`;
  }
  return EVENT_NAMES[type] ?? type.replace(/\./g, '_');
}

export interface LegacyEventMeta {
  /** Our event type (`order.created`, …). */
  type: string;
  event_id: string;
  created_time: string;
}

/** An order event's body for a 2026-01-11 agent: the order (its shape) plus the event's own fields. */
export function legacyOrderEvent(order: Obj, meta: LegacyEventMeta): Obj {
  const doc = legacyOrder(order);
  return {
    ...doc,
    event_type: eventName(meta.type, doc),
    checkout_id: doc.checkout_id,
    order: doc,
    event_id: meta.event_id,
    created_time: meta.created_time,
  };
}
