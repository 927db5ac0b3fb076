// The sandbox test helper that replaces an order's fulfillment events and adjustments (PUT …/orders/{id} in test
// mode; docs/ucp.md §Test helpers), as the official conformance suite drives order events. Pure: what the body may
// set, checked so that the order the agent then reads (and the event it gets) is still a valid UCP order. Extra
// members are kept (the suite's 2026-01-11 agents send adjustments with an `amount`); a violation is a message
// `field: why`, answered 422 invalid_order_update.
import type { OrderOrigin } from './order-projection.js';

type Obj = Record<string, unknown>;
type Overlay = NonNullable<OrderOrigin['overlay']>;

const ADJUSTMENT_STATUSES = ['pending', 'completed', 'failed'];
const MAX_ENTRIES = 100;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown) => typeof x === 'string' && x.length > 0;
const isDateTime = (x: unknown) =>
  typeof x === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(x);

/** The first problem with `lines` (`at` its field), or null: each `{id, quantity}` with a whole quantity. */
function linesViolation(at: string, lines: unknown, positive: boolean): string | null {
  if (lines === undefined) return null;
  if (!Array.isArray(lines)) return `${at}: must be a list`;
  for (const [i, l] of lines.entries()) {
    if (!isObj(l) || !text(l.id)) return `${at}[${i}].id: required`;
    const q = l.quantity;
    if (typeof q !== 'number' || !Number.isInteger(q) || (positive && q < 1))
      return `${at}[${i}].quantity: must be ${positive ? 'a whole number of at least 1' : 'a whole number'}`;
  }
  return null;
}

function eventViolation(at: string, e: unknown): string | null {
  if (!isObj(e)) return `${at}: must be an object`;
  if (!text(e.id)) return `${at}.id: required`;
  if (!text(e.type)) return `${at}.type: required`;
  if (!isDateTime(e.occurred_at)) return `${at}.occurred_at: must be an RFC 3339 date-time`;
  if (e.line_items === undefined) return `${at}.line_items: required`;
  return linesViolation(`${at}.line_items`, e.line_items, true);
}

function adjustmentViolation(at: string, a: unknown): string | null {
  if (!isObj(a)) return `${at}: must be an object`;
  if (!text(a.id)) return `${at}.id: required`;
  if (!text(a.type)) return `${at}.type: required`;
  if (!isDateTime(a.occurred_at)) return `${at}.occurred_at: must be an RFC 3339 date-time`;
  if (!ADJUSTMENT_STATUSES.includes(a.status as string))
    return `${at}.status: must be one of ${ADJUSTMENT_STATUSES.join(', ')}`;
  return linesViolation(`${at}.line_items`, a.line_items, false);
}

/** The overlay the body sets, or the first violation. A member left out keeps what the order shows now. */
export function readOverlay(body: unknown, current: Overlay | undefined): { overlay: Overlay } | { violation: string } {
  const b = isObj(body) ? body : {};
  const events = isObj(b.fulfillment) ? b.fulfillment.events : undefined;
  const adjustments = b.adjustments;
  if (events !== undefined) {
    if (!Array.isArray(events)) return { violation: 'fulfillment.events: must be a list' };
    if (events.length > MAX_ENTRIES) return { violation: `fulfillment.events: at most ${MAX_ENTRIES}` };
    for (const [i, e] of events.entries()) {
      const v = eventViolation(`fulfillment.events[${i}]`, e);
      if (v) return { violation: v };
    }
  }
  if (adjustments !== undefined) {
    if (!Array.isArray(adjustments)) return { violation: 'adjustments: must be a list' };
    if (adjustments.length > MAX_ENTRIES) return { violation: `adjustments: at most ${MAX_ENTRIES}` };
    for (const [i, a] of adjustments.entries()) {
      const v = adjustmentViolation(`adjustments[${i}]`, a);
      if (v) return { violation: v };
    }
  }
  return {
    overlay: {
      ...current,
      ...(events !== undefined && { events: events as unknown[] }),
      ...(adjustments !== undefined && { adjustments: adjustments as unknown[] }),
    },
  };
}
