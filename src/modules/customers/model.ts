export interface CustomerDoc {
  _id: string; // cus_
  business_id: string;
  livemode: boolean;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The account (Link) this customer signs in as. */
  account_id?: string | null;
  /** The sandbox test clock the customer is attached to: their signed-in calls run on its time. */
  test_clock_id?: string | null;
  created_at: Date;
  updated_at: Date;
}

export type ContactType = 'phone' | 'email';

export interface OtpCodeDoc {
  _id: string;
  scope: string;
  livemode: boolean;
  contact: string;
  contact_type: ContactType;
  code_hash: string;
  attempts: number;
  created_at: Date;
  /** Write order: the current code is the newest by seq (created_at ties under a test clock). */
  seq: number;
  code_expires_at: Date;
  redeemed_at: Date | null;
  replaced_at: Date | null;
  /** Kept past the code's expiry so the request limit can count it; swept by TTL afterwards. */
  purge_at: Date;
  /** Requested on a sandbox test clock: its times are the clock's, and only calls on that clock see it. */
  test_clock_id?: string;
}

export interface CustomerSessionDoc {
  _id: string; // ses_
  token_hash: string;
  refresh_hash?: string | null;
  customer_id: string;
  business_id: string;
  livemode: boolean;
  /** The storefront session the customer signed in from. */
  storefront_session_id: string | null;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}
