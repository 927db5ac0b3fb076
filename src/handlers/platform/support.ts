// Platform tag "Support": the business's inbox of shoppers' conversations (business key; support:read to read,
// support:write to reply, close and reopen). Replies go through the same flow as the shopper's messages, so they
// reach the shopper's sockets on any process through the feed. The key's mode is the default (`mode` picks the
// other for a live key); a conversation found only in the other mode is a 404 that says so.
import { AppError, notFound } from '../../kernel/errors.js';
import { tenantInMode, withModeHint, type Caller } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  DuplicateMessage,
  postMessage,
  readMessages,
  recentMessages,
  setConversationStatus,
} from '../../flows/support.js';
import {
  presentInboxConversation,
  presentMessage,
  inboxFilter,
  messages,
  threads,
} from '../../modules/support/index.js';
import type { Services } from '../../services.js';
import type { ThreadDoc } from '../../modules/support/index.js';
import type { TenantContext } from '../../store/index.js';

/** The conversations with their newest messages, for the inbox (one read for the page's messages). */
async function presentInbox(services: Services, tenant: TenantContext, rows: ThreadDoc[]) {
  const ids = rows.map((t) => t.last_message_id).filter((id): id is string => id !== null);
  const last = ids.length
    ? await messages(services.db, tenant)
        .find({ _id: { $in: ids } })
        .toArray()
    : [];
  const byId = new Map(last.map((m) => [m._id, m]));
  const responder = Boolean(services.supportResponder);
  return rows.map((t) =>
    presentInboxConversation(
      t,
      (t.last_message_id && byId.get(t.last_message_id)) || null,
      responder,
      services.config.cdnUrl,
    ),
  );
}

async function conversation(services: Services, tenant: TenantContext, id: string): Promise<ThreadDoc> {
  const t = await threads(services.db, tenant).findOne({ _id: id });
  if (!t) throw notFound(`Conversation ${id} not found`);
  return t;
}

/** An action on one conversation, whose 404 names the other mode when the conversation is there (withModeHint). */
function onConversation<T>(
  ctx: { services: Services; caller: Caller },
  tenant: TenantContext,
  id: string,
  run: () => Promise<T>,
): Promise<T> {
  const existsIn = async (t: TenantContext) =>
    (await threads(ctx.services.db, t).findOne({ _id: id }, { projection: { _id: 1 } })) !== null;
  return withModeHint(ctx.caller, tenant, { noun: 'conversation', id }, existsIn, run);
}

export const handlers = {
  async listSupportConversations(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const limit = ctx.query.limit ?? 20;
    const offset = ctx.query.offset ?? 0;
    const filter = inboxFilter(ctx.query.status);
    const coll = threads(ctx.services.db, tenant);
    const [rows, total] = await Promise.all([
      coll.find(filter, { sort: { activity_at: -1, _id: -1 }, skip: offset, limit }).toArray(),
      coll.countDocuments(filter),
    ]);
    return {
      data: { conversations: await presentInbox(ctx.services, tenant, rows), pagination: { limit, offset, total } },
    };
  },

  async getSupportConversation(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const t = await onConversation(ctx, tenant, ctx.params.conversation_id, () =>
      conversation(ctx.services, tenant, ctx.params.conversation_id),
    );
    const recent = await recentMessages(ctx.services, tenant, t._id);
    const { cdnUrl } = ctx.services.config;
    // The newest message is the last of the recent ones: no second read for the preview.
    const presented = presentInboxConversation(
      t,
      recent.at(-1) ?? null,
      Boolean(ctx.services.supportResponder),
      cdnUrl,
    );
    return { data: { conversation: presented, messages: recent.map((m) => presentMessage(m, cdnUrl)) } };
  },

  async listSupportConversationMessages(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const t = await onConversation(ctx, tenant, ctx.params.conversation_id, () =>
      conversation(ctx.services, tenant, ctx.params.conversation_id),
    );
    const after = ctx.query.after !== undefined ? new Date(ctx.query.after) : undefined;
    const rows = await readMessages(ctx.services, tenant, t._id, { after, limit: ctx.query.limit ?? 50 });
    return { data: rows.map((m) => presentMessage(m, ctx.services.config.cdnUrl)) };
  },

  async replySupportConversation(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const b = ctx.body;
    try {
      const { message } = await onConversation(ctx, tenant, ctx.params.conversation_id, () =>
        postMessage(ctx.services, tenant, ctx.params.conversation_id, {
          sender_type: b.sender_type ?? 'agent',
          sender_id: ctx.caller.key?.id ?? null,
          content: b.content,
          content_type: b.content_type ?? 'text',
          client_id: b.client_id,
          attachments: b.attachments,
          field: 'body.content',
        }),
      );
      return { status: 201, data: presentMessage(message, ctx.services.config.cdnUrl) };
    } catch (err) {
      if (err instanceof DuplicateMessage)
        throw new AppError('CONFLICT', err.message, { data: presentMessage(err.original, ctx.services.config.cdnUrl) });
      throw err;
    }
  },

  async closeSupportConversation(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const t = await onConversation(ctx, tenant, ctx.params.conversation_id, () =>
      setConversationStatus(ctx.services, tenant, ctx.params.conversation_id, 'closed'),
    );
    const [presented] = await presentInbox(ctx.services, tenant, [t]);
    return { data: presented };
  },

  async reopenSupportConversation(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const t = await onConversation(ctx, tenant, ctx.params.conversation_id, () =>
      setConversationStatus(ctx.services, tenant, ctx.params.conversation_id, 'open'),
    );
    const [presented] = await presentInbox(ctx.services, tenant, [t]);
    return { data: presented };
  },
} satisfies Handlers<'platform'>;
