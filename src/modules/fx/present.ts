// FX as the contract shows it (spec/storefront/components/schemas/FxQuote.yaml, FxRates.yaml): money as
// two-fraction-digit strings, the quote's status computed at `now`.
import { formatMinor } from '../../kernel/money.js';
import type { FxQuoteDoc } from './model.js';
import { quoteStatus } from './rules.js';
import type { IndicativeRates } from './quotes.js';

export const presentFxQuote = (q: FxQuoteDoc, now: Date) => ({
  id: q._id,
  status: quoteStatus(q, now),
  from_currency: q.from_currency,
  to_currency: q.to_currency,
  rate: q.rate,
  amount: formatMinor(q.amount),
  converted_amount: formatMinor(q.converted_amount),
  fee: formatMinor(q.fee),
  total_amount: formatMinor(q.total_amount),
  expires_at: q.expires_at.toISOString(),
  created_at: q.created_at.toISOString(),
  used_by_order_id: q.used_by_order_id ?? null,
});

export const presentFxRates = (r: IndicativeRates) => ({ base: r.base, rates: r.rates, as_of: r.as_of.toISOString() });
