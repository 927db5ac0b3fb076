// The messages a session is shown: three documented rules over what the session viewed and its cart, minus the
// codes it dismissed. A message has no id; its code names the rule and the thing it is about, so dismissing the
// low-stock notice of one product leaves another product's notice alone. Pure.
//
//   code                    severity  when
//   low_stock_<product_id>  warning   one of the 3 most recently viewed products is tracked and has at least 1 unit
//                                     left but fewer than its low-stock threshold (the product's, else 5); at most
//                                     two such messages, most recent view first
//   deal_unlock_<deal_id>   info      an automatic deal would apply to the cart but for its minimum subtotal (the
//                                     nearest one only); the title says how much more to add
//   cart_waiting            info      the cart holds items and has not changed for 30 minutes
import { formatMinor } from '../../../kernel/money.js';
import { dealRejection } from '../../catalogue/rules/deals.js';
import { dealValueText, eligibleSubtotal, type PricingDeal, type PricingLine } from '../../cart/rules/totals.js';
import type { DealDoc } from '../../catalogue/index.js';

/** The low-stock threshold of a product that sets none. */
const LOW_STOCK_DEFAULT = 5;
/** Recently viewed products the low-stock rule looks at. */
export const LOW_STOCK_VIEWED = 3;
const LOW_STOCK_MAX = 2;
const CART_WAITING_MS = 30 * 60 * 1000;

export interface ActivityMessage {
  code: string;
  title: string;
  severity?: 'info' | 'success' | 'warning';
}

export interface ViewedStock {
  product_id: string;
  name: string;
  /** Units that can still be bought; null when the product's stock is not tracked. */
  available: number | null;
  /** The product's low_stock_threshold (fewer units left than this is low); null: LOW_STOCK_DEFAULT. */
  threshold: number | null;
}

export type MessageDeal = PricingDeal & Pick<DealDoc, 'name'>;

export interface MessageInput {
  now: Date;
  /** Most recently viewed first. */
  viewed: readonly ViewedStock[];
  /** The session's cart, null when it has none. */
  cart: {
    items: number;
    subtotal: number;
    currency: string;
    location_id: string | null;
    lines: readonly PricingLine[];
    updated_at: Date;
  } | null;
  /** The business's automatic deals (no code). */
  automaticDeals: readonly MessageDeal[];
  dismissed: readonly string[];
}

function lowStock(viewed: readonly ViewedStock[]): ActivityMessage[] {
  return viewed
    .slice(0, LOW_STOCK_VIEWED)
    .filter((v) => v.available !== null && v.available >= 1 && v.available < (v.threshold ?? LOW_STOCK_DEFAULT))
    .slice(0, LOW_STOCK_MAX)
    .map((v) => ({
      code: `low_stock_${v.product_id}`,
      title: `Only ${v.available} left: ${v.name}`,
      severity: 'warning' as const,
    }));
}

function dealUnlock(input: MessageInput): ActivityMessage[] {
  const cart = input.cart;
  if (!cart || cart.items === 0) return [];
  let best: { deal: MessageDeal; gap: number } | null = null;
  for (const deal of input.automaticDeals) {
    if (deal.code !== null || deal.min_subtotal === null) continue;
    const rejection = dealRejection(deal as DealDoc, {
      subtotal: cart.subtotal,
      now: input.now,
      locationId: cart.location_id,
    });
    if (rejection !== 'min_subtotal_not_met') continue;
    if (eligibleSubtotal(deal, cart.lines) === 0) continue;
    const gap = deal.min_subtotal - cart.subtotal;
    if (!best || gap < best.gap || (gap === best.gap && deal._id < best.deal._id)) best = { deal, gap };
  }
  if (!best) return [];
  const value =
    best.deal.discount_type === 'percentage'
      ? `${dealValueText(best.deal)} % off`
      : `${cart.currency} ${dealValueText(best.deal)} off`;
  return [
    {
      code: `deal_unlock_${best.deal._id}`,
      title: `Add ${cart.currency} ${formatMinor(best.gap)} more for ${value}: ${best.deal.name}`,
      severity: 'info',
    },
  ];
}

function cartWaiting(input: MessageInput): ActivityMessage[] {
  const cart = input.cart;
  if (!cart || cart.items === 0) return [];
  if (input.now.getTime() - cart.updated_at.getTime() < CART_WAITING_MS) return [];
  const items = cart.items === 1 ? '1 item is' : `${cart.items} items are`;
  return [{ code: 'cart_waiting', title: `${items} waiting in your cart`, severity: 'info' }];
}

/** The messages to show, warnings first, without dismissed codes. */
export function sessionMessages(input: MessageInput): ActivityMessage[] {
  const dismissed = new Set(input.dismissed);
  return [...lowStock(input.viewed), ...dealUnlock(input), ...cartWaiting(input)].filter((m) => !dismissed.has(m.code));
}
