export interface FxQuoteDoc {
  _id: string;
  business_id: string;
  livemode: boolean;
  from_currency: string;
  to_currency: string;
  rate: string;
  amount: number;
  converted_amount: number;
  expires_at: Date;
  created_at: Date;
  used_by_order_id?: string | null;
}
