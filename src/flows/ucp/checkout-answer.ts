// A UCP checkout session as the agent reads it (the contract's UcpCheckout; docs/ucp.md §Sessions): the `ucp`
// envelope (version, the capabilities of checkout and its extensions, the payment handlers), the lines with the ids
// the agent sent, totals, messages, links, the extensions' fields when negotiated, and where the buyer can go on.
import type { AgentCaller } from '../../kernel/caller.js';
import {
  capabilitiesForResponse,
  CHECKOUT,
  lineTotals,
  toUcpMinor,
  ucpPaymentHandlers,
  ucpTotals,
  type UcpCheckoutStatus,
} from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import type { MethodView } from './checkout-fulfillment.js';
import type { OutMessage } from './checkout-types.js';
import type { UcpCheckoutView } from './checkout-view.js';

type Obj = Record<string, unknown>;
type Agent = Pick<AgentCaller, 'version' | 'capabilities' | 'business_id' | 'livemode'>;

const FINAL: readonly UcpCheckoutStatus[] = ['completed', 'canceled'];

const apiBase = (services: Services) => services.config.apiUrl.replace(/\/+$/, '');

/** Where the buyer can take over a session on the business's own pages (keyed by the session's id). */
export function continueUrl(services: Services, agent: Pick<Agent, 'business_id' | 'livemode'>, id: string): string {
  const mode = agent.livemode ? 'live' : 'test';
  return `${apiBase(services)}/ucp/${mode}/${agent.business_id}/checkout-sessions/${id}/continue`;
}

/** The `ucp` object of a checkout answer. */
export function checkoutMeta(services: Services, agent: Agent, view: Pick<UcpCheckoutView, 'settings'>) {
  return {
    version: agent.version,
    status: 'success' as const,
    capabilities: capabilitiesForResponse(agent.capabilities, CHECKOUT),
    payment_handlers: ucpPaymentHandlers(services.config.apiUrl, view.settings, agent.livemode),
  };
}

/** An answer with no checkout to show (UCP's error_response, a success status): the messages say why. */
export function errorResponse(agent: Pick<Agent, 'version'>, messages: OutMessage[]): Obj {
  return { ucp: { version: agent.version, status: 'error' }, messages };
}

/** The `not_found` answer for an id this agent has no checkout under. */
export const notFoundResponse = (agent: Pick<Agent, 'version'>, id: string) =>
  errorResponse(agent, [
    { type: 'error', code: 'not_found', content: `No checkout ${id} for this agent`, severity: 'unrecoverable' },
  ]);

// Every amount below leaves in the currency's ISO 4217 minor unit (rules/minor-units.ts): the view is in hundredths.

function lineItems(view: UcpCheckoutView): Obj[] {
  const cur = view.doc.currency;
  return view.lines.map((l) => {
    const p = l.priced;
    const title = p ? (p.variant_name ? `${p.name} (${p.variant_name})` : p.name) : l.line.item_id;
    const image = p?.product.images?.find((i) => i.is_primary)?.url ?? p?.product.images?.[0]?.url;
    return {
      id: l.line.id,
      item: {
        id: l.line.item_id,
        title,
        price: toUcpMinor(p?.unit_price ?? 0, cur),
        ...(image && { image_url: image }),
      },
      quantity: l.line.quantity,
      totals: ucpTotals(lineTotals({ subtotal: p?.line_total ?? 0, discount: l.discount }), cur),
    };
  });
}

function methodOut(m: MethodView, currency: string): Obj {
  const destinations = m.destinations.map((d) =>
    'name' in d ? { id: d.id, name: d.name, ...(Object.keys(d.address).length && { address: d.address }) } : d,
  );
  return {
    id: m.method.id,
    type: m.method.type,
    line_item_ids: m.lineIds,
    // No destinations: the member is left out (an empty list would read as "none offered" rather than "none yet").
    ...(destinations.length && { destinations }),
    ...(m.method.selected_destination_id && { selected_destination_id: m.method.selected_destination_id }),
    groups: [
      {
        id: m.method.groups[0]?.id ?? `group_${m.index + 1}`,
        line_item_ids: m.lineIds,
        ...(m.options.length && {
          options: m.options.map((o) => ({ ...o, totals: ucpTotals(o.totals, currency) })),
        }),
        selected_option_id: m.selected?.id ?? null,
      },
    ],
  };
}

function discounts(view: UcpCheckoutView): Obj | undefined {
  const codes = view.doc.discount_codes;
  const cur = view.doc.currency;
  const lineIndex = new Map(view.lines.map((l) => [l.line.cart_line_id ?? l.line.id, l.index]));
  // The code as the agent wrote it (codes match without regard to case; applied ones come back normalised).
  const given = (code: string) => codes.find((c) => c.trim().toUpperCase() === code) ?? code;
  const applied = view.priced.applied.map((a, k) => ({
    ...(a.code && { code: given(a.code) }),
    title: a.title,
    amount: toUcpMinor(a.amount, cur),
    ...(a.automatic && { automatic: true }),
    priority: k + 1,
    allocations: a.allocations.map((x) => ({
      path: `$.line_items[${lineIndex.get(x.cart_line_id) ?? x.line_index}]`,
      amount: toUcpMinor(x.amount, cur),
    })),
  }));
  if (!codes.length && !applied.length) return undefined;
  return { ...(codes.length && { codes }), ...(applied.length && { applied }) };
}

function buyerOut(view: UcpCheckoutView): Obj | undefined {
  const b = view.doc.buyer;
  if (!b) return undefined;
  const { consent, ...rest } = b;
  return { ...rest, ...(view.active.consent && consent && { consent }) };
}

/** The checkout answer; `order`: the order a completed session placed. */
export function checkoutAnswer(
  services: Services,
  agent: Agent,
  view: UcpCheckoutView,
  order?: { id: string; permalink_url: string; label?: string },
): Obj {
  const { doc } = view;
  const buyer = buyerOut(view);
  const disc = view.active.discount ? discounts(view) : undefined;
  const links = Object.entries(view.settings.links).flatMap(([type, url]) => (url ? [{ type, url }] : []));
  const instruments = doc.payment_instruments;
  return {
    ucp: checkoutMeta(services, agent, view),
    id: doc._id,
    status: view.status,
    currency: doc.currency,
    line_items: lineItems(view),
    ...(buyer && { buyer }),
    ...(doc.context && { context: doc.context }),
    ...(doc.signals && { signals: doc.signals }),
    ...(doc.attribution && { attribution: doc.attribution }),
    ...(view.active.fulfillment && {
      fulfillment: {
        methods: view.fulfillment.methods.map((m) => methodOut(m, doc.currency)),
        available_methods: view.fulfillment.available,
      },
    }),
    ...(disc && { discounts: disc }),
    totals: ucpTotals(view.totals, doc.currency),
    ...(view.messages.length && { messages: view.messages }),
    links,
    expires_at: doc.expires_at.toISOString(),
    ...(!FINAL.includes(view.status) && { continue_url: continueUrl(services, agent, doc._id) }),
    ...(instruments.length && { payment: { instruments } }),
    ...(order && { order }),
  };
}
