// Customer bearer sessions on the storefront: a session token (random, stored hashed) issued at sign-in, bound
// to one business and mode, expiring and revocable.
import type { Db } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { hashSecret, newToken } from '../../kernel/secrets.js';
import type { CustomerSession } from '../../kernel/caller.js';
import { customerSessions as sessions } from './store.js';
import type { CustomerSessionDoc } from './model.js';

export async function resolveStorefrontCustomer(
  db: Db,
  token: string,
  tenant: { business_id: string; livemode: boolean } | undefined,
  now: Date,
): Promise<CustomerSession | null> {
  if (!tenant) return null;
  const doc = await sessions(db).findOne({ token_hash: hashSecret(token) });
  if (!doc || doc.revoked_at || doc.expires_at <= now) return null;
  if (doc.business_id !== tenant.business_id || doc.livemode !== tenant.livemode) return null;
  return { id: doc.customer_id, sessionId: doc._id, expiresAt: doc.expires_at };
}

/** Bearer sessions last 30 days from sign-in; logout ends them earlier. */
export const CUSTOMER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedSession {
  id: string;
  sessionToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** A new session for the customer: random tokens, only their hashes stored. */
export async function issueCustomerSession(
  db: Db,
  input: {
    customerId: string;
    tenant: { business_id: string; livemode: boolean };
    storefrontSessionId: string | null;
    now: Date;
  },
): Promise<IssuedSession> {
  const sessionToken = newToken('st');
  const refreshToken = newToken('rt');
  const doc: CustomerSessionDoc = {
    _id: newId('session'),
    token_hash: hashSecret(sessionToken),
    refresh_hash: hashSecret(refreshToken),
    customer_id: input.customerId,
    business_id: input.tenant.business_id,
    livemode: input.tenant.livemode,
    storefront_session_id: input.storefrontSessionId,
    created_at: input.now,
    last_used_at: input.now,
    expires_at: new Date(input.now.getTime() + CUSTOMER_SESSION_TTL_MS),
    revoked_at: null,
  };
  await sessions(db).insertOne(doc);
  return { id: doc._id, sessionToken, refreshToken, expiresAt: doc.expires_at };
}

/** Ends the session (its bearer and refresh tokens stop working at once). */
export async function revokeCustomerSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const res = await sessions(db).updateOne({ _id: sessionId, revoked_at: null }, { $set: { revoked_at: now } });
  return res.modifiedCount === 1;
}
