// Businesses and their keys, as stored. A business exists once; its data is split by mode (livemode) in every
// tenant collection. Keys are stored as SHA-256 hashes only.
import type { ApiKeyKind } from '../../kernel/caller.js';

export interface TaxSettings {
  /** Basis points (1250 = 12.5 %). */
  rate_bps: number;
  /** true: prices include tax (total = subtotal − discount); false: tax is added on top. */
  inclusive: boolean;
  label: string;
}

export interface BusinessDoc {
  _id: string; // biz_
  name: string;
  slug: string;
  currency: string;
  timezone: string;
  tax: TaxSettings;
  /** Origins allowed to call the storefront API from browsers; empty = any. */
  allowed_origins: string[];
  /**
   * Hosts return URLs may point to (checkout-sessions/rules/return-url.ts), lower case; absent or empty = any.
   * Changed through the platform's business settings (src/modules/business/settings.ts).
   */
  return_url_hosts?: string[];
  /** The catalogue's current revision (src/store/revisions.ts): a random token, new after every catalogue write. */
  catalogue_rev?: string;
  /** The account that created the business; absent on businesses made before owners were kept. */
  owner_account_id?: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A person who creates businesses and keys (the platform context's `account`); not a shopper's Link account. */
export interface OwnerAccountDoc {
  _id: string; // usr_
  name: string;
  /** Lower-cased; one account per email. */
  email: string | null;
  created_at: Date;
}


export interface ApiKeyDoc {
  _id: string; // key_
  key_hash: string;
  /** First characters of the key (e.g. `pk_test_4fQ`), to recognise it in lists. */
  prefix: string;
  kind: ApiKeyKind;
  livemode: boolean;
  /** The business the key acts for by default. */
  business_id: string;
  /** Every business the key may act for (X-Business-Id picks among them); includes business_id. */
  business_ids: string[];
  /** Business keys only: granted scopes. */
  scopes: string[];
  name: string;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  /** Recorded at most once a minute per key (src/modules/keys/rules/last-used.ts), not on every request. */
  last_used_at: Date | null;
  /** Business keys: the project attached to the key's working context over REST (attachProject), if any. */
  attached_project_id?: string | null;
  /**
   * The account that created the key. Absent on keys made before owners were kept: the business's owner stands in
   * (src/modules/business/owners.ts).
   */
  owner_account_id?: string | null;
}

/** Every scope a business key can hold. */
export const ALL_SCOPES = [
  'mcp:invoke',
  'projects:read',
  'projects:write',
  'repos:read',
  'repos:write',
  'deploys:read',
  'deploys:write',
  'env:read',
  'env:write',
  'domains:read',
  'domains:write',
  'docs:read',
  'assets:read',
  'assets:write',
  'orders:read',
  'orders:write',
  'bookings:read',
  'bookings:write',
  'webhooks:read',
  'webhooks:write',
  'catalogue:write',
  'keys:write',
  'support:read',
  'support:write',
  'incentives:read',
  'incentives:write',
  'settings:read',
  'settings:write',
] as const;
export type Scope = (typeof ALL_SCOPES)[number];
