// The steps that turn an agent's create or update body into the session's next state (docs/ucp.md §Sessions):
// resolve the items (the one item-reference resolution: product id, variant id, product slug or variant SKU; the
// line answers with the id the agent sent), read the buyer and the fulfilment choices (destinations from the body,
// or a known buyer's saved addresses; new addresses remembered for the buyer's email; pickup at the business's
// pickup locations), and build the session's own cart from its lines. Nothing here writes the session.
import { newId } from '../../kernel/ids.js';
import type { CartDoc } from '../../modules/cart/index.js';
import { catalogueView, resolveItemRefs, type ResolvedItem } from '../../modules/catalogue/index.js';
import { shippingSetup } from '../../modules/shipping/index.js';
import {
  addressContentKey,
  buyerOf,
  codesOf,
  type DestinationRequest,
  lineRequests,
  type MethodRequest,
  methodRequests,
  recordOf,
  rememberAddress,
  savedAddresses,
  ucpCartSessionId,
  type UcpBuyer,
  type UcpCheckoutDoc,
  type UcpSessionLine,
  type UcpSessionMethod,
  type UcpShippingDestination,
  type UcpStoredInstrument,
  type UcpStoredMessage,
} from '../../modules/ucp/index.js';
import type { BusinessDoc } from '../../modules/business/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';

type Obj = Record<string, unknown>;

/** What a body sets on a session (everything an update replaces), and the messages about what it could not use. */
export interface SessionChange {
  line_items: UcpSessionLine[];
  buyer: UcpBuyer | null;
  context: Obj | null;
  signals: Obj | null;
  attribution: Obj | null;
  fulfillment_methods: UcpSessionMethod[];
  discount_codes: string[];
  payment_instruments: UcpStoredInstrument[];
  messages: UcpStoredMessage[];
  /** Lines asked for that resolved to nothing for sale (their index in the body). */
  unknown: number;
}

/** Product types a UCP line cannot buy: a service needs a booked slot, a composite its components chosen. */
const NOT_FOR_AGENTS = new Set(['service', 'composite']);

/** Step: the body's lines resolved against the catalogue (unknown and unsellable ones become messages). */
export async function resolveLines(
  services: Services,
  tenant: TenantContext,
  body: Obj,
  previous: readonly UcpSessionLine[],
  business: BusinessDoc | null,
): Promise<{ lines: UcpSessionLine[]; messages: UcpStoredMessage[]; unknown: number }> {
  const requests = lineRequests(body, previous, () => newId('lineItem'));
  const found = await resolveItemRefs(
    services,
    tenant,
    [...new Set(requests.map((r) => r.item_id))],
    catalogueView(services.db, tenant, business),
  );
  const lines: UcpSessionLine[] = [];
  const messages: UcpStoredMessage[] = [];
  requests.forEach((r) => {
    const item: ResolvedItem | undefined = found.get(r.item_id);
    if (!item || NOT_FOR_AGENTS.has(item.product.product_type)) {
      messages.push({
        type: 'error',
        code: 'item_unavailable',
        content: item
          ? `${item.product.name} needs choices only the shop's own pages take: not for sale to agents`
          : `Item ${r.item_id} is not for sale here`,
        // No path: the line is not in the session (paths name the answer's lines).
        severity: 'recoverable',
      });
      return;
    }
    const kept = previous.find((p) => p.id === r.id);
    lines.push({
      id: r.id,
      item_id: r.item_id,
      quantity: r.quantity,
      product_id: item.product._id,
      variant_id: item.variant?._id ?? null,
      cart_line_id: kept?.cart_line_id ?? newId('cartItem'),
    });
  });
  return { lines, messages, unknown: requests.length - lines.length };
}

/** The cart-area cart a session is priced as (and completed from): its lines, no coupon, no delivery. */
export function sessionCart(doc: UcpCheckoutDoc, cartCreatedAt: Date): CartDoc {
  return {
    _id: doc.cart_id,
    business_id: doc.business_id,
    livemode: doc.livemode,
    session_id: ucpCartSessionId(doc._id),
    customer_id: null,
    currency: doc.currency,
    location_id: null,
    items: doc.line_items.map((l) => ({
      id: l.cart_line_id ?? l.id,
      product_id: l.product_id,
      variant_id: l.variant_id,
      quantity: l.quantity,
      add_on_option_ids: [],
      special_instructions: null,
      bundle_selections: [],
      composite_selections: [],
      scheduled_start: null,
      scheduled_end: null,
      staff_id: null,
      billing_plan_id: null,
      quote_id: null,
      quoted_unit_price: null,
      quote_expires_at: null,
      added_at: cartCreatedAt,
    })),
    coupon: null,
    delivery: null,
    status: 'active',
    created_at: cartCreatedAt,
    updated_at: doc.updated_at,
    expires_at: doc.expires_at,
  };
}

/** The locations offering pickup, as destinations (id, name, address). */
export async function pickupLocations(
  services: Services,
  tenant: TenantContext,
  business: BusinessDoc | null,
): Promise<{ id: string; name: string; address: Record<string, string> }[]> {
  const [setup, rows] = await Promise.all([
    shippingSetup(services.db, tenant, business),
    catalogueView(services.db, tenant, business).locations(),
  ]);
  const offering = setup.pickupLocationIds;
  return rows
    .filter((l) => offering === null || offering.includes(l._id))
    .map((l) => {
      const a = l.address ?? {};
      const address: Record<string, string> = {};
      if (a.street_address) address.street_address = a.street_address;
      if (a.city) address.address_locality = a.city;
      if (a.region) address.address_region = a.region;
      if (a.country) address.address_country = a.country;
      return { id: l._id, name: l.name, address };
    });
}

/**
 * Step: one shipping method's destinations. None sent: a known buyer's saved addresses. Sent: each address keeps
 * the agent's id, or takes the id of the buyer's saved address equal to it, or a new one; a buyer's new address is
 * remembered under their email. A destination sent as a bare id names one the method already had, or a saved one.
 */
async function shippingDestinations(
  services: Services,
  tenant: TenantContext,
  m: MethodRequest,
  email: string | undefined,
  known: readonly UcpShippingDestination[],
): Promise<UcpShippingDestination[]> {
  const { db, clock } = services;
  // The buyer's saved addresses only when they are needed: offered for a method sent without destinations, or
  // named by a destination sent as a bare id.
  const needSaved = !m.destinations?.length || m.destinations.some((d) => Object.keys(d.address).length === 0);
  const saved = email && needSaved ? await savedAddresses(db, tenant, email) : [];
  if (!m.destinations?.length) return saved;
  const out: UcpShippingDestination[] = [];
  for (const d of m.destinations) {
    const resolved = await oneDestination(services, tenant, d, email, [...known, ...saved], clock.now());
    if (resolved && !out.some((o) => o.id === resolved.id)) out.push(resolved);
  }
  return out;
}

async function oneDestination(
  services: Services,
  tenant: TenantContext,
  d: DestinationRequest,
  email: string | undefined,
  known: readonly UcpShippingDestination[],
  now: Date,
): Promise<UcpShippingDestination | null> {
  if (Object.keys(d.address).length === 0) return (d.id && known.find((k) => k.id === d.id)) || null;
  // A destination of the session sent back as it answered it (its id, the same address): remembered when first sent.
  if (email && d.id !== undefined && sameAddress(known, d.id, d.address)) return { id: d.id, ...d.address };
  const ref = email ? await rememberAddress(services.db, tenant, email, d.address, now) : null;
  return { id: d.id ?? ref ?? newId('address'), ...d.address };
}

/** Whether a known destination has this id and an address equal in content. */
function sameAddress(known: readonly UcpShippingDestination[], id: string, address: DestinationRequest['address']) {
  const key = addressContentKey(address);
  return known.some(({ id: knownId, ...postal }) => knownId === id && addressContentKey(postal) === key);
}

/** Step: the body's fulfilment methods as the session keeps them. */
export async function readMethods(
  services: Services,
  tenant: TenantContext,
  body: Obj,
  previous: readonly UcpSessionMethod[],
  buyer: UcpBuyer | null,
  pickup: () => Promise<{ id: string }[]>,
): Promise<UcpSessionMethod[]> {
  const out: UcpSessionMethod[] = [];
  for (const m of methodRequests(body, previous)) {
    const before = previous.find((p) => p.id === m.id);
    const destinations =
      m.type === 'pickup'
        ? (await pickup()).map((l) => ({ id: l.id }))
        : await shippingDestinations(services, tenant, m, buyer?.email, before?.destinations ?? []);
    let selected = m.selected_destination_id;
    if (selected && !destinations.some((d) => d.id === selected)) selected = null;
    // One destination is the one meant.
    if (!selected && destinations.length === 1) selected = destinations[0].id;
    out.push({
      id: m.id,
      type: m.type,
      line_item_ids: m.line_item_ids ?? [],
      destinations,
      selected_destination_id: selected,
      groups: [m.group],
    });
  }
  return out;
}

/** All of a body's state, read (the create and update bodies carry the same members). */
export async function readChange(
  services: Services,
  tenant: TenantContext,
  body: Obj,
  previous: Pick<UcpCheckoutDoc, 'line_items' | 'fulfillment_methods' | 'buyer'> | null,
  business: BusinessDoc | null,
  keepOmittedBuyer: boolean,
): Promise<SessionChange> {
  const resolved = await resolveLines(services, tenant, body, previous?.line_items ?? [], business);
  const sent = buyerOf(body);
  const buyer = sent ?? (keepOmittedBuyer && body.buyer === undefined ? (previous?.buyer ?? null) : null);
  let pickup: Promise<{ id: string }[]> | undefined;
  const methods = await readMethods(
    services,
    tenant,
    body,
    previous?.fulfillment_methods ?? [],
    buyer,
    () => (pickup ??= pickupLocations(services, tenant, business)),
  );
  return {
    line_items: resolved.lines,
    buyer,
    context: recordOf(body, 'context'),
    signals: recordOf(body, 'signals'),
    attribution: recordOf(body, 'attribution'),
    fulfillment_methods: methods,
    discount_codes: codesOf(body),
    payment_instruments: instrumentsOf(body),
    messages: resolved.messages,
    unknown: resolved.unknown,
  };
}

/** The payment instruments the body names, without any credential (never kept). */
export function instrumentsOf(body: Obj): UcpStoredInstrument[] {
  const payment = body.payment as Obj | undefined;
  const list = payment && Array.isArray(payment.instruments) ? payment.instruments : [];
  return list.flatMap((raw) => {
    const i = raw as Obj;
    if (typeof i?.id !== 'string' || typeof i.handler_id !== 'string' || typeof i.type !== 'string') return [];
    const display = i.display && typeof i.display === 'object' ? (i.display as Record<string, unknown>) : undefined;
    return [
      {
        id: i.id,
        handler_id: i.handler_id,
        type: i.type,
        ...(typeof i.selected === 'boolean' && { selected: i.selected }),
        ...(display && { display }),
      },
    ];
  });
}
