// Customer bearer sessions on the storefront: a session token (random, stored hashed) issued at sign-in, bound
// to one business and mode, expiring and revocable.
import type { Db } from 'mongodb';
import { hashSecret } from '../domain/secrets.js';
import type { CustomerSessionInfo } from '../http/guards.js';

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

export async function resolveStorefrontCustomer(
  db: Db,
  token: string,
  tenant: { business_id: string; livemode: boolean } | undefined,
  now: Date,
): Promise<CustomerSessionInfo | null> {
  if (!tenant) return null;
  const doc = await db.collection<CustomerSessionDoc>('customer_sessions').findOne({ token_hash: hashSecret(token) });
  if (!doc || doc.revoked_at || doc.expires_at <= now) return null;
  if (doc.business_id !== tenant.business_id || doc.livemode !== tenant.livemode) return null;
  return { customerId: doc.customer_id, sessionId: doc._id, expiresAt: doc.expires_at };
}
