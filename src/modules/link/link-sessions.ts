// Link sessions (collection `link_sessions`): one document per sign-in. A session token lives 1 hour, the refresh
// token 30 days and is single use: refreshing rotates it and issues a new session token, while earlier session
// tokens keep working until their own expiry. A rotated refresh token presented again means it was copied, so
// the whole sign-in (every token descending from it) is revoked. Only hashes of tokens are stored. A sign-in ends
// for good when its refresh token expires (its session tokens never outlive it): a TTL index on
// `refresh_expires_at` (src/store/collections.ts) then removes the document, revoked or not.
import type { Db } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { hashSecret, newToken } from '../../kernel/secrets.js';
import type { CustomerSession } from '../../kernel/caller.js';
import { linkSessions as sessions } from './store.js';
import type { LinkSessionDoc } from './model.js';
export type { LinkSessionDoc } from './model.js';

export const SESSION_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedTokens {
  session: LinkSessionDoc;
  sessionToken: string;
  refreshToken: string;
}

export async function startLinkSession(
  db: Db,
  input: {
    accountId: string;
    livemode: boolean;
    businessId: string | null;
    contact: string;
    userAgent: string | null;
    ip: string | null;
  },
  now: Date,
): Promise<IssuedTokens> {
  const sessionToken = newToken('lst');
  const refreshToken = newToken('lrt');
  const session: LinkSessionDoc = {
    _id: newId('session'),
    account_id: input.accountId,
    livemode: input.livemode,
    business_id: input.businessId,
    contact: input.contact,
    session_tokens: [{ hash: hashSecret(sessionToken), expires_at: new Date(now.getTime() + SESSION_TOKEN_TTL_MS) }],
    refresh_hash: hashSecret(refreshToken),
    used_refresh_hashes: [],
    refresh_expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    created_at: now,
    last_used_at: now,
    user_agent: input.userAgent?.slice(0, 512) ?? null,
    ip: input.ip?.slice(0, 45) ?? null,
    revoked_at: null,
  };
  await sessions(db).insertOne(session);
  return { session, sessionToken, refreshToken };
}

/** The guards' resolver for the Link surface: the account behind a live session token. */
export async function resolveLinkCustomer(db: Db, token: string, now: Date): Promise<CustomerSession | null> {
  const hash = hashSecret(token);
  const doc = await sessions(db).findOne({ 'session_tokens.hash': hash });
  if (!doc || doc.revoked_at) return null;
  const entry = doc.session_tokens.find((t) => t.hash === hash);
  if (!entry || entry.expires_at <= now) return null;
  await sessions(db).updateOne({ _id: doc._id }, { $set: { last_used_at: now } });
  return { id: doc.account_id, sessionId: doc._id, expiresAt: entry.expires_at };
}

export type RefreshOutcome = { kind: 'rotated'; tokens: IssuedTokens } | { kind: 'reused' } | { kind: 'invalid' };

export async function refreshLinkSession(db: Db, refreshToken: string, now: Date): Promise<RefreshOutcome> {
  const hash = hashSecret(refreshToken);
  const sessionToken = newToken('lst');
  const nextRefresh = newToken('lrt');
  // The rotation is one conditional update, so two concurrent refreshes with the same token cannot both win:
  // the loser finds the token among the used ones and revokes the session, as a replay would.
  const rotated = await sessions(db).findOneAndUpdate(
    { refresh_hash: hash, revoked_at: null, refresh_expires_at: { $gt: now } },
    {
      $set: {
        refresh_hash: hashSecret(nextRefresh),
        refresh_expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
        last_used_at: now,
      },
      $push: {
        used_refresh_hashes: hash,
        session_tokens: { hash: hashSecret(sessionToken), expires_at: new Date(now.getTime() + SESSION_TOKEN_TTL_MS) },
      },
    },
    { returnDocument: 'after' },
  );
  if (rotated) {
    // Session tokens past their expiry are dropped here, so a long-lived sign-in does not grow without bound.
    await sessions(db).updateOne({ _id: rotated._id }, { $pull: { session_tokens: { expires_at: { $lte: now } } } });
    return { kind: 'rotated', tokens: { session: rotated, sessionToken, refreshToken: nextRefresh } };
  }
  const replayed = await sessions(db).findOneAndUpdate({ used_refresh_hashes: hash }, { $set: { revoked_at: now } });
  return replayed ? { kind: 'reused' } : { kind: 'invalid' };
}

export async function revokeSession(db: Db, accountId: string, sessionId: string, now: Date): Promise<boolean> {
  const res = await sessions(db).updateOne(
    { _id: sessionId, account_id: accountId, revoked_at: null },
    { $set: { revoked_at: now } },
  );
  return res.modifiedCount === 1;
}

/** Revokes the session a live refresh token belongs to; unknown, expired or revoked tokens change nothing. */
export async function revokeByRefreshToken(db: Db, refreshToken: string, now: Date): Promise<boolean> {
  const res = await sessions(db).updateOne(
    { refresh_hash: hashSecret(refreshToken), revoked_at: null, refresh_expires_at: { $gt: now } },
    { $set: { revoked_at: now } },
  );
  return res.modifiedCount === 1;
}

export async function revokeAllSessions(db: Db, accountId: string, now: Date): Promise<number> {
  const res = await sessions(db).updateMany(
    { account_id: accountId, revoked_at: null, refresh_expires_at: { $gt: now } },
    { $set: { revoked_at: now } },
  );
  return res.modifiedCount;
}

/** Active sessions: not revoked and still refreshable or holding a live session token. */
export async function listActiveSessions(db: Db, accountId: string, now: Date): Promise<LinkSessionDoc[]> {
  const docs = await sessions(db)
    .find({ account_id: accountId, revoked_at: null })
    .sort({ last_used_at: -1, _id: 1 })
    .toArray();
  return docs.filter((d) => d.refresh_expires_at > now || d.session_tokens.some((t) => t.expires_at > now));
}

export async function findSession(db: Db, sessionId: string): Promise<LinkSessionDoc | null> {
  return sessions(db).findOne({ _id: sessionId });
}
