// Paying in another currency with a locked FX quote (collection `fx_quotes`, written by the FX endpoints,
// quotes.ts). Checkout reads the quote here before anything is written, and refuses one it cannot honour; its
// transaction then claims the quote (sets used_by_order_id, guarded on it being null) in the order's write batch,
// so of two checkouts racing for one quote exactly one gets it, and the other is told FX_QUOTE_USED too.
//
// A quote is honoured when it is active when the checkout arrives: one that expires while the payment is being
// created is still claimed, as the customer was shown it in time.
import type { Db } from 'mongodb';
import { AppError, validationError } from '../../kernel/errors.js';
import { formatMinor } from '../../kernel/money.js';
import type { TenantContext } from '../../store/index.js';
import { fxQuotes } from './store.js';
import type { FxQuoteDoc } from './model.js';
import { quoteStatus } from './rules.js';
export type { FxQuoteDoc } from './model.js';

/** 409 FX_QUOTE_USED: another order took the quote (also what a checkout that lost the claim race answers). */
export const quoteUsed = (quoteId: string) =>
  new AppError(
    'FX_QUOTE_USED',
    `fx_quote_id: the FX quote ${quoteId} was already used by another order; create a new quote`,
  );

/**
 * The quote to pay `total` (store units of `currency`, the cart's) in `payCurrency`. An unknown id is 400
 * VALIDATION_ERROR naming fx_quote_id; a used, expired or mismatched quote is 409 FX_QUOTE_USED,
 * FX_QUOTE_EXPIRED or FX_QUOTE_MISMATCH, in that order (its status first, as GET /fx/quotes/{id} shows it).
 */
export async function lockedQuote(
  db: Db,
  tenant: TenantContext,
  quoteId: string,
  payCurrency: string,
  currency: string,
  total: number,
  now: Date,
): Promise<FxQuoteDoc> {
  const q = await fxQuotes(db, tenant).findOne({ _id: quoteId });
  if (!q) throw validationError(`fx_quote_id: unknown FX quote ${quoteId}`);
  const status = quoteStatus(q, now);
  if (status === 'used') throw quoteUsed(quoteId);
  if (status === 'expired')
    throw new AppError(
      'FX_QUOTE_EXPIRED',
      `fx_quote_id: the FX quote expired at ${q.expires_at.toISOString()}; create a new quote`,
    );
  if (q.from_currency !== currency || q.to_currency !== payCurrency) {
    throw new AppError(
      'FX_QUOTE_MISMATCH',
      `fx_quote_id: the quote converts ${q.from_currency} to ${q.to_currency}, not ${currency} to ${payCurrency}; create a new quote`,
    );
  }
  if (q.amount !== total) {
    throw new AppError(
      'FX_QUOTE_MISMATCH',
      `fx_quote_id: the quote is for ${formatMinor(q.amount)} ${q.from_currency} but the cart total is ${formatMinor(total)}; create a new quote`,
    );
  }
  return q;
}
