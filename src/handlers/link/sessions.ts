// Link Sessions: where the customer is signed in, and revoking one or every sign-in.
import type { Handlers } from '../../operations/typing.js';
import { notFound } from '../../kernel/errors.js';
import {
  clearSessionCookie,
  linkCaller,
  listActiveSessions,
  revokeAllSessions,
  revokeSession,
  type LinkSessionDoc,
} from '../../modules/link/index.js';

function present(doc: LinkSessionDoc, currentId: string, now: Date) {
  const live = doc.session_tokens.map((t) => t.expires_at).filter((d) => d > now);
  const expires = [doc.refresh_expires_at, ...live].reduce((a, b) => (a > b ? a : b));
  return {
    id: doc._id,
    created_at: doc.created_at.toISOString(),
    last_used_at: doc.last_used_at.toISOString(),
    expires_at: expires.toISOString(),
    user_agent: doc.user_agent,
    ip: doc.ip,
    current: doc._id === currentId,
  };
}

export const handlers = {
  async linkListSessions(ctx) {
    const { account, session } = await linkCaller(ctx.services, ctx.caller);
    const now = ctx.services.clock.now();
    const docs = await listActiveSessions(ctx.services.db, account._id, now);
    return { data: docs.map((d) => present(d, session._id, now)) };
  },

  async linkRevokeAllSessions(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const revoked = await revokeAllSessions(ctx.services.db, account._id, ctx.services.clock.now());
    return {
      data: { revoked_count: revoked, action: 'discard_token' },
      headers: { 'set-cookie': clearSessionCookie(ctx.services.config) },
    };
  },

  async linkRevokeSession(ctx) {
    const { account, session } = await linkCaller(ctx.services, ctx.caller);
    const id = ctx.params.id;
    if (!(await revokeSession(ctx.services.db, account._id, id, ctx.services.clock.now())))
      throw notFound(`No session ${id}`);
    return {
      data: { id, deleted: true },
      headers: id === session._id ? { 'set-cookie': clearSessionCookie(ctx.services.config) } : undefined,
    };
  },
} satisfies Handlers<'link'>;
