// Deals: whether one runs at an instant, and what a discount code is worth against an order subtotal.
import { percentOf } from '../../../kernel/money.js';
import type { DealDoc } from '../model.js';

export type DealRejection =
  | 'not_found'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'usage_limit_reached'
  | 'not_valid_at_location'
  | 'min_subtotal_not_met';

/** Running: switched on, started, not ended (ends_at exclusive). */
export function isDealRunning(deal: Pick<DealDoc, 'is_active' | 'starts_at' | 'ends_at'>, now: Date): boolean {
  return (
    deal.is_active &&
    deal.starts_at.getTime() <= now.getTime() &&
    (deal.ends_at === null || deal.ends_at.getTime() > now.getTime())
  );
}

export function validAtLocation(deal: Pick<DealDoc, 'location_ids'>, locationId: string | null): boolean {
  return !locationId || deal.location_ids.length === 0 || deal.location_ids.includes(locationId);
}

/** Ending soonest first; open-ended deals last; then by id so the order is stable. */
export function orderDeals<D extends Pick<DealDoc, '_id' | 'ends_at'>>(deals: readonly D[]): D[] {
  const end = (d: D) => (d.ends_at ? d.ends_at.getTime() : Number.POSITIVE_INFINITY);
  return [...deals].sort((a, b) => end(a) - end(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/** The discount on `subtotal` as if every item qualified, never more than the subtotal. */
export function discountOn(deal: Pick<DealDoc, 'discount_type' | 'value'>, subtotal: number): number {
  const raw = deal.discount_type === 'percentage' ? percentOf(subtotal, deal.value) : deal.value;
  return Math.max(0, Math.min(raw, subtotal));
}

/** The first rule the deal fails for this order, in the documented order; null when the code can be used. */
export function dealRejection(
  deal: DealDoc | null,
  order: { subtotal: number; now: Date; locationId: string | null },
): DealRejection | null {
  if (!deal) return 'not_found';
  if (!deal.is_active) return 'inactive';
  if (deal.starts_at.getTime() > order.now.getTime()) return 'not_started';
  if (deal.ends_at && deal.ends_at.getTime() <= order.now.getTime()) return 'expired';
  if (deal.usage_limit !== null && deal.usage_count >= deal.usage_limit) return 'usage_limit_reached';
  if (!validAtLocation(deal, order.locationId)) return 'not_valid_at_location';
  if (deal.min_subtotal !== null && order.subtotal < deal.min_subtotal) return 'min_subtotal_not_met';
  return null;
}

/** Among deals sharing a code, the one to report: a usable one if any, else the one failing latest in the rule order. */
export function pickDealForCode(
  deals: readonly DealDoc[],
  order: { subtotal: number; now: Date; locationId: string | null },
): { deal: DealDoc | null; rejection: DealRejection | null } {
  const ORDER: (DealRejection | null)[] = [
    'not_found',
    'inactive',
    'not_started',
    'expired',
    'usage_limit_reached',
    'not_valid_at_location',
    'min_subtotal_not_met',
    null,
  ];
  let best: { deal: DealDoc | null; rejection: DealRejection | null } = { deal: null, rejection: 'not_found' };
  for (const deal of deals) {
    const rejection = dealRejection(deal, order);
    if (ORDER.indexOf(rejection) > ORDER.indexOf(best.rejection)) best = { deal, rejection };
  }
  return best;
}

/** Codes are trimmed and compared upper-cased. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
