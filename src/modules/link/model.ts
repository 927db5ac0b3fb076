export type ContactType = 'phone' | 'email';

export type OrderType = 'delivery' | 'pickup' | 'dine-in' | 'walk-in';

export interface LinkPreferencesDoc {
  preferred_order_type: OrderType | null;
  default_address_id: string | null;
  default_mobile_money_id: string | null;
  notify_on_order: boolean;
}

export interface LinkAccountDoc {
  _id: string; // acc_
  customer_id: string; // cus_
  livemode: boolean;
  /** Profile fields, which several accounts may share until one verifies the contact (verified_contacts is unique per mode). */
  profile: { name: string | null; email: string | null; phone: string | null };
  verified_contacts: string[];
  enrolled_at: Date | null;
  preferences: LinkPreferencesDoc;
  created_at: Date;
  updated_at: Date;
}

export interface Usage {
  _id: string;
  account_id: string;
  usage_count: number;
  last_used_at: Date | null;
  created_at: Date;
}

export interface LinkAddressDoc extends Usage {
  label: string | null;
  street_address: string;
  apartment: string | null;
  city: string;
  region: string | null;
  country: string;
}

export interface LinkMobileMoneyDoc extends Usage {
  phone_number: string;
  provider: string;
  label: string | null;
  is_verified: boolean;
  verifications: Date[];
}

export interface LinkSessionDoc {
  _id: string; // ses_
  account_id: string;
  livemode: boolean;
  /** The merchant whose key the sign-in came with, if any. */
  business_id: string | null;
  /** The verified contact this sign-in used (`phone:+233…`), which the profile may not change under it. */
  contact: string;
  /** Live session tokens of this sign-in (a refresh adds one; earlier ones run out on their own). */
  session_tokens: { hash: string; expires_at: Date }[];
  refresh_hash: string;
  /** Refresh tokens already rotated away: presenting one again revokes the session. */
  used_refresh_hashes: string[];
  refresh_expires_at: Date;
  created_at: Date;
  last_used_at: Date;
  user_agent: string | null;
  ip: string | null;
  revoked_at: Date | null;
}
