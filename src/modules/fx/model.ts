// Locked FX quotes, as stored (collection `fx_quotes`). Money is integer hundredths of the major unit, as
// everywhere in the store, whatever the currency (a JPY amount is a multiple of 100, see rules.ts quoteAmounts).

export interface FxQuoteDoc {
  _id: string; // fxq_
  business_id: string;
  livemode: boolean;
  from_currency: string;
  to_currency: string;
  /** Units of to_currency per one from_currency, as shown (rules.ts publishedRate). */
  rate: string;
  /** In from_currency. */
  amount: number;
  /** The rest in to_currency. */
  converted_amount: number;
  fee: number;
  /** converted_amount + fee: what checkout charges. */
  total_amount: number;
  expires_at: Date;
  created_at: Date;
  /** The order that claimed the quote (checkout sets it, guarded on it being null); null until then. */
  used_by_order_id: string | null;
}

/** Computed when read (rules.ts quoteStatus), never stored. */
export type FxQuoteStatus = 'active' | 'expired' | 'used';
