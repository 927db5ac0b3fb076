// What a customer can get off the list price: discount codes (the billing plans a customer may subscribe to are the
// subscriptions area's: subscriptions/offers.ts).
import { discountOn, normaliseCode, pickDealForCode } from './rules/deals.js';
import { formatMinor, toMinor } from '../../kernel/money.js';
import type { DealDoc } from './model.js';
import type { CatalogueReader } from './reader.js';

export async function validateDealCode(
  r: CatalogueReader,
  input: { code: string; subtotal: string; locationId: string | null; now: Date },
) {
  const code = normaliseCode(input.code);
  const subtotal = toMinor(input.subtotal);
  const [deals, business] = await Promise.all([r.deals.find({ code }).toArray() as Promise<DealDoc[]>, r.business()]);
  const { deal, rejection } = pickDealForCode(deals, { subtotal, now: input.now, locationId: input.locationId });
  return {
    valid: rejection === null,
    code,
    deal_id: deal?._id ?? null,
    discount_type: deal?.discount_type ?? null,
    discount_amount: formatMinor(rejection === null && deal ? discountOn(deal, subtotal) : 0),
    min_subtotal: deal && deal.min_subtotal !== null ? formatMinor(deal.min_subtotal) : null,
    currency: deal?.currency ?? business?.currency ?? 'GHS',
    reason: rejection,
  };
}
