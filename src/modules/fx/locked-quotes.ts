// Paying in another currency with a locked FX quote (collection `fx_quotes`, written by the FX endpoints). Until
// those land, any quote id checkout is given is looked up here and an unknown one is a clear 400.
//
// Stored quote shape this reads (minor units for money, as everywhere in the store):
//   { _id: 'fxq_…', business_id, livemode, from_currency, to_currency, rate: '12.3456', amount, converted_amount,
//     expires_at, created_at, used_by_order_id?: string | null }
// The checkout transaction claims a quote (sets used_by_order_id, guarded on it being unset) in its write batch.
import type { Db } from 'mongodb';
import { validationError } from '../../kernel/errors.js';
import type { TenantContext } from '../../store/index.js';
import { fxQuotes } from './store.js';
import type { FxQuoteDoc } from './model.js';
export type { FxQuoteDoc } from './model.js';

/** The quote to pay `total` (minor units of `currency`) in `payCurrency`; 400 VALIDATION_ERROR naming fx_quote_id otherwise. */
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
  if (q.expires_at.getTime() <= now.getTime()) throw validationError(`fx_quote_id: the FX quote expired at ${q.expires_at.toISOString()}`);
  if (q.from_currency !== currency || q.to_currency !== payCurrency) {
    throw validationError(`fx_quote_id: the quote converts ${q.from_currency} to ${q.to_currency}, not ${currency} to ${payCurrency}`);
  }
  if (q.amount !== total) throw validationError('fx_quote_id: the quote is for a different amount than the cart total');
  if (q.used_by_order_id) throw validationError('fx_quote_id: the quote was already used by another order');
  return q;
}
