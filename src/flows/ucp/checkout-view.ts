// What a UCP checkout session is now (docs/ucp.md §Sessions, §Totals, §Fulfillment): its own cart priced by the
// cart area's engine (variants, add-ons, bundles, deals, tax as the business configures it) with the session's
// discount codes in order, its stock, its fulfilment options from the shipping area's quote, the messages saying
// what stands in the way, and the status those leave it in. Derived afresh on every read and write, so a session
// never shows a stale price; completion prices it the same way.
import type { AgentCaller } from '../../kernel/caller.js';
import type { BusinessDoc } from '../../modules/business/index.js';
import { ucpSettings, type UcpSettings } from '../../modules/business/index.js';
import { type CodePricedCart, priceCartWithCodes } from '../../modules/cart/index.js';
import { inventoryLevels, type InventoryLevelDoc } from '../../modules/catalogue/index.js';
import {
  checkoutStatus,
  checkoutTotals,
  type TotalEntry,
  type UcpCheckoutDoc,
  type UcpCheckoutStatus,
} from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { fulfillmentView, type FulfillmentView } from './checkout-fulfillment.js';
import { discountMessages, pricedLineMessages } from './checkout-messages.js';
import type { OutMessage, ViewLine } from './checkout-types.js';
import { heldUnits, type HoldLine, stockKey } from './holds.js';
import { sessionCart } from './checkout-state.js';

export const FULFILLMENT = 'dev.ucp.shopping.fulfillment';
export const DISCOUNT = 'dev.ucp.shopping.discount';
export const BUYER_CONSENT = 'dev.ucp.shopping.buyer_consent';

export interface UcpCheckoutView {
  doc: UcpCheckoutDoc;
  business: BusinessDoc | null;
  settings: UcpSettings;
  priced: CodePricedCart;
  lines: ViewLine[];
  fulfillment: FulfillmentView;
  totals: TotalEntry[];
  messages: OutMessage[];
  status: UcpCheckoutStatus;
  /** Indexes of lines nothing makes buyable now: not for sale, or no stock at all. */
  unbuyable: Set<number>;
  /** What a ready session holds (empty otherwise). */
  hold: HoldLine[];
  /** The extensions active for the agent. */
  active: { fulfillment: boolean; discount: boolean; consent: boolean };
  /** Its stock was assumed, not read (viewCheckout's `stockAssumed`): only a hold taken on it may stand on that. */
  stockAssumed: boolean;
}

const has = (agent: Pick<AgentCaller, 'capabilities'>, name: string) => Object.hasOwn(agent.capabilities, name);

/** Step: the session's cart priced, with its codes when the agent speaks the discount extension. */
async function price(services: Services, tenant: TenantContext, doc: UcpCheckoutDoc, business: BusinessDoc | null) {
  const codes = doc.discount_codes;
  return priceCartWithCodes(services, tenant, sessionCart(doc, doc.created_at), codes, { business, shipping: null });
}

/**
 * Step: units each product (or variant) of the lines can still have: what is free, plus what this session holds.
 * Stock the session already holds in full for its lines is not read again (a ready session's update or completion
 * that keeps its quantities): the hold alone says the lines can be had, and the answer is the same.
 */
async function stockOf(
  services: Services,
  tenant: TenantContext,
  doc: UcpCheckoutDoc,
  lines: readonly ViewLine[],
): Promise<Map<string, number>> {
  const held = heldUnits(doc.held_stock);
  const wanted = new Map<string, { product_id: string; units: number }>();
  for (const l of lines) {
    const key = lineStockKey(l);
    if (!key) continue;
    const w = wanted.get(key) ?? { product_id: l.line.product_id, units: 0 };
    w.units += l.line.quantity;
    wanted.set(key, w);
  }
  const out = new Map<string, number>();
  const ids = new Set<string>();
  for (const [key, w] of wanted) {
    if ((held.get(key) ?? 0) >= w.units) out.set(key, held.get(key)!);
    else ids.add(w.product_id);
  }
  if (!ids.size) return out;
  const levels: InventoryLevelDoc[] = await inventoryLevels(services.db, tenant).findFew({
    product_id: { $in: [...ids] },
  });
  const read = new Map<string, number>();
  for (const l of levels) {
    const key = stockKey(l.product_id, l.variant_id ?? null);
    read.set(key, (read.get(key) ?? 0) + Math.max(0, (l.quantity_on_hand ?? 0) - (l.quantity_reserved ?? 0)));
  }
  for (const [key, units] of read) if (!out.has(key)) out.set(key, units + (held.get(key) ?? 0));
  for (const [key, units] of held) if (!out.has(key)) out.set(key, units);
  return out;
}

/** The key a line's stock is kept under (tracked products per product, variant-level ones per variant). */
export function lineStockKey(l: ViewLine): string | null {
  const p = l.priced?.product;
  if (!p || p.inventory_type === 'none') return null;
  return stockKey(p._id, p.inventory_type === 'tracked' ? null : l.line.variant_id);
}

function viewLines(doc: UcpCheckoutDoc, priced: CodePricedCart): ViewLine[] {
  const byCartLine = new Map(priced.lines.map((p, i) => [p.line.id, i]));
  const allocation = priced.allocation();
  return doc.line_items.map((line, index) => {
    const k = byCartLine.get(line.cart_line_id ?? line.id);
    return {
      index,
      line,
      priced: k === undefined ? undefined : priced.lines[k],
      discount: k === undefined ? 0 : allocation[k].discount,
    };
  });
}

/**
 * The session as it is now, for `agent`, at `now`. `stockAssumed`: its lines' stock is taken to be there instead of
 * read (the view says so in `stockAssumed`); a write that then holds that stock proves it (the hold's guarded
 * updates are the check, and the answer is the one a read would have given), and any other reads it
 * (withStockRead) before answering.
 */
export async function viewCheckout(
  services: Services,
  agent: Pick<AgentCaller, 'capabilities'>,
  doc: UcpCheckoutDoc,
  business: BusinessDoc | null,
  opts: { stockAssumed?: boolean } = {},
): Promise<UcpCheckoutView> {
  const tenant = { business_id: doc.business_id, livemode: doc.livemode };
  const settings = ucpSettings(business ?? {});
  const active = {
    fulfillment: has(agent, FULFILLMENT),
    discount: has(agent, DISCOUNT),
    consent: has(agent, BUYER_CONSENT),
  };
  const priced = await price(services, tenant, active.discount ? doc : { ...doc, discount_codes: [] }, business);
  const lines = viewLines(doc, priced);
  const assumed = opts.stockAssumed === true;
  const [stock, fulfillment] = await Promise.all([
    assumed ? assumedStock(doc, lines) : stockOf(services, tenant, doc, lines),
    fulfillmentView(services, tenant, doc, lines, business, settings, active.fulfillment),
  ]);
  return stocked(services, { doc, business, settings, priced, lines, fulfillment, active }, stock, assumed);
}

/** A view whose stock was assumed, with its stock read and what depends on it judged again (any other as it is). */
export async function withStockRead(services: Services, view: UcpCheckoutView): Promise<UcpCheckoutView> {
  if (!view.stockAssumed) return view;
  const tenant = { business_id: view.doc.business_id, livemode: view.doc.livemode };
  return stocked(services, view, await stockOf(services, tenant, view.doc, view.lines), false);
}

/** Every line's stock taken to be there: what it asks for (or what the session holds, when more). */
function assumedStock(doc: UcpCheckoutDoc, lines: readonly ViewLine[]): Map<string, number> {
  const out = heldUnits(doc.held_stock);
  const wanted = new Map<string, number>();
  for (const l of lines) {
    const key = lineStockKey(l);
    if (key) wanted.set(key, (wanted.get(key) ?? 0) + l.line.quantity);
  }
  for (const [key, units] of wanted) out.set(key, Math.max(units, out.get(key) ?? 0));
  return out;
}

/** Step: what the stock decides (lines that cannot be had, their messages), the totals and the status. */
function stocked(
  services: Services,
  v: Pick<UcpCheckoutView, 'doc' | 'business' | 'settings' | 'priced' | 'lines' | 'fulfillment' | 'active'>,
  stock: ReadonlyMap<string, number>,
  stockAssumed: boolean,
): UcpCheckoutView {
  const { doc, business, settings, priced, lines, fulfillment, active } = v;
  const unbuyable = new Set(
    lines
      .filter((l) => !l.priced?.available || (lineStockKey(l) !== null && (stock.get(lineStockKey(l)!) ?? 0) === 0))
      .map((l) => l.index),
  );
  const tax = business?.tax ?? { rate_bps: 0, inclusive: false };
  const money = lines.filter((l) => l.priced).map((l) => ({ subtotal: l.priced!.line_total, discount: l.discount }));
  const totals = checkoutTotals({
    lines: money,
    fulfillment: fulfillment.amount,
    tax: priced.pricing.tax_total,
    taxInclusive: tax.inclusive,
    taxCharged: tax.rate_bps > 0,
  });
  const messages: OutMessage[] = [
    ...doc.messages.map(storedMessage),
    ...pricedLineMessages(lines, stock, lineStockKey),
    ...fulfillment.messages,
    ...buyerMessages(doc, settings),
    ...(active.discount ? discountMessages(doc.discount_codes, priced) : []),
    ...taxMessages(priced, tax.inclusive),
  ];
  const status = checkoutStatus({
    stored: doc.status,
    // A session whose order waits for its buyer's payment follows the order, not its own expiry (holds.ts lapsed).
    expired: !doc.order_id && doc.expires_at.getTime() <= services.clock.now().getTime(),
    messages,
  });
  const hold =
    status === 'ready_for_complete'
      ? lines.flatMap((l) =>
          l.priced ? [{ product: l.priced.product, variant_id: l.line.variant_id, quantity: l.line.quantity }] : [],
        )
      : [];
  return {
    doc,
    business,
    settings,
    priced,
    lines,
    fulfillment,
    totals,
    messages,
    status,
    unbuyable,
    hold,
    active,
    stockAssumed,
  };
}

function storedMessage(m: UcpCheckoutDoc['messages'][number]): OutMessage {
  if (m.type === 'error') return { ...m, type: 'error', severity: m.severity ?? 'recoverable' };
  const { severity: _s, ...rest } = m;
  return rest as OutMessage;
}

/** The buyer's contact, which the order confirmation goes to (unless the business lets UCP orders go without). */
function buyerMessages(doc: UcpCheckoutDoc, settings: UcpSettings): OutMessage[] {
  if (!settings.require_full_address || doc.line_items.length === 0) return [];
  if (doc.buyer?.email || doc.buyer?.phone_number) return [];
  return [
    {
      type: 'error',
      code: 'missing',
      content: "Give the buyer's email address (or phone number): the order confirmation goes there",
      severity: 'recoverable',
      path: '$.buyer.email',
    },
  ];
}

/** Inclusive tax is in the prices already: said once, as information (it has no entry in `totals`). */
function taxMessages(priced: CodePricedCart, inclusive: boolean): OutMessage[] {
  const tax = priced.pricing.tax_total;
  if (!inclusive || tax <= 0) return [];
  const amount = (tax / 100).toFixed(2);
  return [
    { type: 'info', code: 'tax_included', content: `Prices include ${amount} ${priced.pricing.currency} of tax` },
  ];
}
