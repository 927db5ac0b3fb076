// Businesses and their keys, as stored. A business exists once; its data is split by mode (livemode) in every
// tenant collection. Keys are stored as SHA-256 hashes only.
import type { StoredUcpSettings } from './rules/ucp-settings.js';

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
   * Hosts return URLs may point to (rules/return-url.ts), lower case; absent or empty = any.
   * Changed through the platform's business settings (src/modules/business/settings.ts).
   */
  return_url_hosts?: string[];
  /** UCP settings (rules/ucp-settings.ts); absent: the defaults. Read them with ucpSettings (settings.ts). */
  ucp?: StoredUcpSettings;
  /** The secret of the UCP test helpers (simulation-secret.ts); made on first need, shown to test-mode keys only. */
  ucp_simulation_secret?: string;
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
  'shipping:read',
  'shipping:write',
  'ucp:read',
  'ucp:write',
] as const;
export type Scope = (typeof ALL_SCOPES)[number];
