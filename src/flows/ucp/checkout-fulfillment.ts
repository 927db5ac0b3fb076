// The fulfillment extension of a UCP checkout (docs/ucp.md §Fulfillment): per method the lines it serves, its
// destinations (postal addresses for shipping, the business's pickup locations for pickup), exactly one group with
// its options (the shipping area's quote for the selected destination: the business's rates with their free-shipping
// rules; a business without zones ships free, as its storefront does; pickup is free), the selected option, and
// the messages saying what is still to choose. The selected options' prices are the checkout's `fulfillment` total.
import type { BusinessDoc, UcpSettings } from '../../modules/business/index.js';
import { quoteShipping, type ShippingLine, shippingSetup, type ShippingZoneDoc } from '../../modules/shipping/index.js';
import {
  noZonesOption,
  type OptionEntry,
  pickupOption,
  rateOptionId,
  shippingOptions,
  type UcpCheckoutDoc,
  type UcpSessionMethod,
  type UcpShippingDestination,
} from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { pickupLocations } from './checkout-state.js';
import type { OutMessage, ViewLine } from './checkout-types.js';

type PickupLocation = Awaited<ReturnType<typeof pickupLocations>>[number];

export interface MethodView {
  method: UcpSessionMethod;
  index: number;
  /** Our ids of the lines it serves. */
  lineIds: string[];
  destinations: (UcpShippingDestination | PickupLocation)[];
  /** The selected destination; null when none is. */
  destination: UcpShippingDestination | PickupLocation | null;
  options: OptionEntry[];
  selected: OptionEntry | null;
  /** The shipping area's rate behind the selected option (null: pickup, no zones, nothing selected). */
  rate_id: string | null;
}

export interface FulfillmentView {
  methods: MethodView[];
  available: { type: 'shipping' | 'pickup'; line_item_ids: string[] }[];
  /** The selected options' prices; null when none is selected. */
  amount: number | null;
  messages: OutMessage[];
}

interface Context {
  zones: readonly ShippingZoneDoc[];
  pickup: PickupLocation[];
  lines: readonly ViewLine[];
  settings: UcpSettings;
}

const error = (code: string, content: string, path?: string): OutMessage => ({
  type: 'error',
  code,
  content,
  severity: 'recoverable',
  ...(path && { path }),
});

export async function fulfillmentView(
  services: Services,
  tenant: TenantContext,
  doc: UcpCheckoutDoc,
  lines: readonly ViewLine[],
  business: BusinessDoc | null,
  settings: UcpSettings,
  active: boolean,
): Promise<FulfillmentView> {
  const [setup, pickup] = await Promise.all([
    shippingSetup(services.db, tenant, business),
    pickupLocations(services, tenant, business),
  ]);
  const ids = lines.map((l) => l.line.id);
  const available = [
    ...(ids.length ? [{ type: 'shipping' as const, line_item_ids: ids }] : []),
    ...(ids.length && pickup.length ? [{ type: 'pickup' as const, line_item_ids: ids }] : []),
  ];
  if (!active) {
    // The agent cannot choose delivery: the buyer does, on the business's own page.
    const messages: OutMessage[] = ids.length
      ? [
          {
            type: 'error',
            code: 'missing',
            content: 'The buyer chooses delivery at continue_url',
            severity: 'requires_buyer_input',
          },
        ]
      : [];
    return { methods: [], available, amount: null, messages };
  }
  const ctx: Context = { zones: setup.zones, pickup, lines, settings };
  const methods = assignLines(doc.fulfillment_methods, ids).map(({ method, lineIds }, index) =>
    method.type === 'pickup' ? pickupMethod(ctx, method, index, lineIds) : shippingMethod(ctx, method, index, lineIds),
  );
  const messages = methods.flatMap((m) => m.messages);
  const covered = new Set(methods.flatMap((m) => m.view.lineIds));
  const loose = ids.filter((id) => !covered.has(id));
  if (loose.length) {
    const content = methods.length
      ? `No fulfillment method serves line ${loose.join(', ')}`
      : 'Choose how the items reach the buyer: add a shipping (or pickup) method';
    messages.push(error('missing', content, '$.fulfillment.methods'));
  }
  const chosen = methods.filter((m) => m.view.selected);
  const amount = chosen.length ? chosen.reduce((n, m) => n + m.view.selected!.totals[0].amount, 0) : null;
  return { methods: methods.map((m) => m.view), available, amount, messages };
}

/** Each method's lines: the ones it names, else every line no method names and no earlier method took. */
function assignLines(methods: readonly UcpSessionMethod[], ids: readonly string[]) {
  const named = new Set(methods.flatMap((m) => m.line_item_ids));
  const taken = new Set<string>();
  return methods.map((method) => {
    const lineIds = method.line_item_ids.length
      ? method.line_item_ids.filter((id) => ids.includes(id))
      : ids.filter((id) => !named.has(id) && !taken.has(id));
    for (const id of lineIds) taken.add(id);
    return { method, lineIds };
  });
}

interface Built {
  view: MethodView;
  messages: OutMessage[];
}

function pickOption(method: UcpSessionMethod, options: OptionEntry[], at: string, messages: OutMessage[]) {
  const wanted = method.groups[0]?.selected_option_id ?? null;
  const found = wanted ? options.find((o) => o.id === wanted) : undefined;
  if (found) return found;
  if (options.length === 1 && !wanted) return options[0];
  if (options.length) {
    const why = wanted ? `Option ${wanted} is not offered here; choose` : 'Choose';
    messages.push(error('missing', `${why} one of the fulfillment options`, `${at}.groups[0].selected_option_id`));
  }
  return null;
}

function pickupMethod(ctx: Context, method: UcpSessionMethod, index: number, lineIds: string[]): Built {
  const at = `$.fulfillment.methods[${index}]`;
  const messages: OutMessage[] = [];
  const view: MethodView = {
    method,
    index,
    lineIds,
    destinations: ctx.pickup,
    destination: null,
    options: [],
    selected: null,
    rate_id: null,
  };
  if (!ctx.pickup.length) {
    messages.push(error('method_unavailable', 'This business offers no pickup', `${at}.type`));
    return { view, messages };
  }
  const location = ctx.pickup.find((l) => l.id === method.selected_destination_id);
  if (!location) {
    messages.push(error('missing', 'Choose the location to pick up at', `${at}.selected_destination_id`));
    return { view, messages };
  }
  view.destination = location;
  view.options = [pickupOption(location.name)];
  view.selected = pickOption(method, view.options, at, messages);
  return { view, messages };
}

const shippingLines = (lines: readonly ViewLine[], ids: readonly string[]): ShippingLine[] =>
  lines.flatMap((l) =>
    l.priced && ids.includes(l.line.id)
      ? [
          {
            product_id: l.priced.product._id,
            quantity: l.line.quantity,
            line_total: l.priced.line_total,
            weight_grams: l.priced.product.weight_grams ?? 0,
            ships: l.priced.product.product_type !== 'service',
          },
        ]
      : [],
  );

/** The zones as they would price without their free-shipping rules (to tell a rate free by a rule). */
const withoutFreeRules = (zones: readonly ShippingZoneDoc[]) =>
  zones.map((z) => ({ ...z, rates: z.rates.map((r) => ({ ...r, free_above: null, free_product_ids: [] })) }));

function shippingMethod(ctx: Context, method: UcpSessionMethod, index: number, lineIds: string[]): Built {
  const at = `$.fulfillment.methods[${index}]`;
  const messages: OutMessage[] = [];
  const destinations = method.destinations;
  const view: MethodView = {
    method,
    index,
    lineIds,
    destinations,
    destination: null,
    options: [],
    selected: null,
    rate_id: null,
  };
  if (!destinations.length) {
    messages.push(error('missing', 'Add the address to ship to', `${at}.destinations`));
    return { view, messages };
  }
  const k = destinations.findIndex((d) => d.id === method.selected_destination_id);
  if (k < 0) {
    messages.push(error('missing', 'Choose one of the destinations to ship to', `${at}.selected_destination_id`));
    return { view, messages };
  }
  const dest = destinations[k];
  view.destination = dest;
  const missing = addressGaps(dest, ctx.settings);
  for (const field of missing) {
    messages.push(
      error('missing', `The address needs ${field.replace(/_/g, ' ')}`, `${at}.destinations[${k}].${field}`),
    );
  }
  if (missing.includes('address_country')) return { view, messages };
  const quoted = quote(ctx, dest, lineIds);
  if ('undeliverable' in quoted) {
    messages.push({ ...error('address_undeliverable', quoted.undeliverable, `${at}.destinations[${k}]`) });
    return { view, messages };
  }
  view.options = quoted.options;
  view.selected = pickOption(method, view.options, at, messages);
  view.rate_id = view.selected ? (quoted.rates.get(view.selected.id) ?? null) : null;
  return { view, messages };
}

/** The members an order needs of a shipping address: the country always; street and city unless the business lets
 * UCP orders go with less. */
function addressGaps(d: UcpShippingDestination, settings: UcpSettings): string[] {
  const out: string[] = [];
  if (settings.require_full_address) {
    if (!d.street_address) out.push('street_address');
    if (!d.address_locality) out.push('address_locality');
  }
  if (!d.address_country) out.push('address_country');
  return out;
}

function quote(
  ctx: Context,
  d: UcpShippingDestination,
  lineIds: readonly string[],
): { options: OptionEntry[]; rates: Map<string, string> } | { undeliverable: string } {
  if (!ctx.zones.length) return { options: [noZonesOption()], rates: new Map() };
  const address = { country: d.address_country, region: d.address_region, postal_code: d.postal_code };
  const lines = shippingLines(ctx.lines, lineIds);
  const q = quoteShipping(ctx.zones, address, lines);
  if (q.kind === 'uncovered') {
    const value = address[q.field];
    return { undeliverable: `The business does not deliver to ${value ? JSON.stringify(value) : 'this address'}` };
  }
  if (q.kind !== 'covered' || !q.options.length)
    return { undeliverable: 'No shipping rate takes this order to this address' };
  const base = quoteShipping(withoutFreeRules(ctx.zones), address, lines);
  const baseOf = new Map(base.kind === 'covered' ? base.options.map((o) => [o.rate.id, o.amount]) : []);
  const quotedRates = q.options.map((o) => ({ rate: o.rate, amount: o.amount, base: baseOf.get(o.rate.id) ?? null }));
  return {
    options: shippingOptions(quotedRates),
    rates: new Map(q.options.map((o) => [rateOptionId(o.rate), o.rate.id])),
  };
}
