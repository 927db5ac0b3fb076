export interface CheckoutSessionDoc {
  _id: string; // cs_
  business_id: string;
  livemode: boolean;
  cart_id: string;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete';
  /** The order the hosted page created (set at checkout; the session completes when it is paid). */
  order_id: string | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
}
