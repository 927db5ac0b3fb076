// Support chat's writes and the reads that go with them: finding (or creating) a shopper's conversation, storing
// a message from anyone, closing and reopening. Every write that sockets must hear of goes through feedWrite():
// one transaction that takes the next feed id first, changes the conversation and its messages, and appends the
// feed entry, so each process's feed reader (modules/support/feed-reader.ts) sees entries in id order with no
// gaps (model.ts explains why).
import type { ClientSession, Filter } from 'mongodb';
import { AppError, badRequest, conflict, notFound } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import type { Services } from '../services.js';
import { isDuplicateKeyError, type TenantContext } from '../store/index.js';
import { inTransaction } from '../store/transaction.js';
import type {
  AttachmentRef,
  ContentType,
  FeedDoc,
  MessageDoc,
  SenderType,
  ThreadDoc,
} from '../modules/support/index.js';
import {
  aiEnabled,
  afterMessage,
  messageContent,
  nextMessageTime,
  ownerOf,
  RECENT_MESSAGES,
  RESPONDER_TRANSCRIPT,
  feed,
  FEED_COUNTER_ID,
  feedCounter,
  messages,
  threads,
} from '../modules/support/index.js';
import { businesses } from '../modules/business/index.js';
import { uploads } from '../modules/uploads/index.js';
import type { UploadDoc } from '../modules/uploads/index.js';

export type SupportServices = Pick<Services, 'db' | 'store' | 'clock' | 'logger'> &
  Partial<Pick<Services, 'supportFeed' | 'supportResponder'>>;

/** Who is asking on the storefront: a signed-in customer, or a guest known by the storefront session. */
export interface Shopper {
  tenant: TenantContext;
  customerId: string | null;
  sessionId: string | null;
}

export const AUTO_REPLY_JOB = 'support-auto-reply';

/** Runs `work` in a transaction that first takes the next feed id, then appends the entry `work` returns. */
async function feedWrite<T>(
  services: SupportServices,
  work: (session: ClientSession) => Promise<{ result: T; entry: Omit<FeedDoc, '_id' | 'at'> }>,
): Promise<T> {
  const out = await inTransaction(services, async (session) => {
    // First, so that concurrent writers queue here (or conflict here, on a replica set) before doing anything.
    const counter = await feedCounter(services.db).findOneAndUpdate(
      { _id: FEED_COUNTER_ID },
      { $inc: { seq: 1 } },
      { upsert: true, returnDocument: 'after', session },
    );
    const seq = counter!.seq;
    const { result, entry } = await work(session);
    await feed(services.db).insertOne({ _id: seq, ...entry, at: services.clock.now() }, { session });
    return result;
  });
  services.supportFeed?.nudge();
  return out;
}

/** The feed entry of a conversation that changed (created, closed, reopened, responder stopped): for its owner's sockets. */
const conversationChanged = (thread: ThreadDoc): Omit<FeedDoc, '_id' | 'at'> => ({
  business_id: thread.business_id,
  livemode: thread.livemode,
  kind: 'conversation',
  owner: thread.owner ?? null,
  thread,
  message: null,
  conversation_changed: true,
});

/**
 * The shopper's conversation, or null. A signed-in customer's guest conversation of this session becomes theirs
 * when they have none; when they have one, the guest conversation is set aside (closed, no owner) and theirs is
 * used (SupportConversation in the storefront contract).
 */
export async function findConversation(services: SupportServices, shopper: Shopper): Promise<ThreadDoc | null> {
  const coll = threads(services.db, shopper.tenant);
  const mine = ownerOf(shopper);
  if (!mine) return null;
  const guest = shopper.customerId && shopper.sessionId ? ownerOf({ sessionId: shopper.sessionId }) : null;
  if (!guest) return coll.findOne({ owner: mine });
  const found = await coll.find({ owner: { $in: [mine, guest] } }).toArray();
  const customers = found.find((t) => t.owner === mine) ?? null;
  const guests = found.find((t) => t.owner === guest) ?? null;
  if (!guests) return customers;
  const now = services.clock.now();
  if (!customers) {
    try {
      const adopted = await coll.findOneAndUpdate(
        { _id: guests._id, owner: guest },
        { $set: { owner: mine, customer_id: shopper.customerId, updated_at: now } },
        { returnDocument: 'after' },
      );
      if (adopted) return adopted;
    } catch (err) {
      // The customer's conversation was created meanwhile (another device): theirs wins, as below.
      if (!isDuplicateKeyError(err)) throw err;
    }
    return findConversation(services, shopper);
  }
  await coll.updateOne(
    { _id: guests._id, owner: guest },
    {
      $unset: { owner: '' },
      $set: { status: 'closed', closed_at: guests.closed_at ?? now, merged_into: customers._id, updated_at: now },
    },
  );
  return customers;
}

/** Finds or creates the shopper's conversation. */
export async function openConversation(services: SupportServices, shopper: Shopper): Promise<ThreadDoc> {
  const existing = await findConversation(services, shopper);
  if (existing) return existing;
  const owner = ownerOf(shopper);
  if (!owner) throw badRequest('A support conversation needs a storefront session (sf_session cookie or X-Session-Id)');
  const now = services.clock.now();
  const thread: ThreadDoc = {
    _id: newId('thread'),
    business_id: shopper.tenant.business_id,
    livemode: shopper.tenant.livemode,
    owner,
    customer_id: shopper.customerId,
    session_id: shopper.sessionId,
    status: 'open',
    awaiting_reply: false,
    responder_stopped: false,
    message_count: 0,
    last_message_at: null,
    last_message_id: null,
    activity_at: now,
    closed_at: null,
    merged_into: null,
    created_at: now,
    updated_at: now,
  };
  try {
    return await feedWrite(services, async (session) => {
      await threads(services.db, shopper.tenant).insertOne(thread, { session });
      return { result: thread, entry: conversationChanged(thread) };
    });
  } catch (err) {
    // Two first calls at once: the other one created it.
    if (!isDuplicateKeyError(err)) throw err;
    const created = await findConversation(services, shopper);
    if (!created) throw err;
    return created;
  }
}

/** The conversation's messages, oldest first: after `after` (exclusive) the first `limit`, else the newest `limit`. */
export async function readMessages(
  services: SupportServices,
  tenant: TenantContext,
  threadId: string,
  opts: { after?: Date; limit: number },
): Promise<MessageDoc[]> {
  const coll = messages(services.db, tenant);
  if (opts.after)
    return coll
      .find({ thread_id: threadId, created_at: { $gt: opts.after } }, { sort: { created_at: 1 }, limit: opts.limit })
      .toArray();
  const newest = await coll.find({ thread_id: threadId }, { sort: { created_at: -1 }, limit: opts.limit }).toArray();
  return newest.reverse();
}

export const recentMessages = (services: SupportServices, tenant: TenantContext, threadId: string) =>
  readMessages(services, tenant, threadId, { limit: RECENT_MESSAGES });

export interface NewMessage {
  sender_type: SenderType;
  sender_id: string | null;
  content: string;
  content_type: ContentType;
  client_id?: string;
  attachments?: string[];
  /** Where the text came from, for error messages (`content`, `body.content`). */
  field?: string;
}

/** A `client_id` the conversation had already accepted: nothing was stored; `original` is the first message. */
export class DuplicateMessage extends AppError {
  constructor(readonly original: MessageDoc) {
    super('CONFLICT', `client_id ${original.client_id} was already accepted on this conversation`);
  }
}

/** The attachments a sender may use: a shopper's confirmed uploads (this session or customer), a business's assets. */
async function resolveAttachments(
  services: SupportServices,
  tenant: TenantContext,
  ids: string[],
  who: { sender: SenderType; sessionId?: string | null; customerId?: string | null },
): Promise<AttachmentRef[]> {
  if (ids.length === 0) return [];
  const shopper = who.sender === 'customer';
  const owners: Filter<UploadDoc>[] = [];
  if (who.sessionId) owners.push({ session_id: who.sessionId });
  if (who.customerId) owners.push({ customer_id: who.customerId });
  const rows =
    shopper && owners.length === 0
      ? []
      : // Assets are one library per business whatever the mode (the platform's asset API keeps them live).
        await uploads(services.db, shopper ? tenant : { business_id: tenant.business_id, livemode: true })
          .find({
            _id: { $in: ids },
            kind: shopper ? 'customer' : 'asset',
            status: 'confirmed',
            ...(shopper ? { $or: owners } : {}),
          })
          .toArray();
  const byId = new Map(rows.map((u) => [u._id, u]));
  return ids.map((id, i) => {
    const u = byId.get(id);
    if (!u)
      throw badRequest(
        `attachments[${i}]: ${id} is not a confirmed ${shopper ? 'upload of this session or customer' : 'asset of this business'}`,
      );
    return {
      id: u._id,
      filename: u.filename,
      content_type: u.content_type,
      size_bytes: u.size_bytes,
      public_token: u.kind === 'customer' ? u.public_token : null,
    };
  });
}

/**
 * Stores a message in a conversation and appends it to the feed; a shopper's message reopens a closed one, a
 * business's to a closed one is 409. Throws DuplicateMessage for a `client_id` already accepted.
 */
export async function postMessage(
  services: SupportServices,
  tenant: TenantContext,
  threadId: string,
  input: NewMessage,
  who: { sessionId?: string | null; customerId?: string | null } = {},
): Promise<{ message: MessageDoc; thread: ThreadDoc }> {
  const text = messageContent(input.content, input.field ?? 'content');
  if ('problem' in text) throw badRequest(text.problem);
  const attachments = await resolveAttachments(services, tenant, input.attachments ?? [], {
    sender: input.sender_type,
    ...who,
  });
  const responder = Boolean(services.supportResponder);
  const stored = await feedWrite(services, async (session) => {
    const coll = threads(services.db, tenant);
    const thread = await coll.findOne({ _id: threadId }, { session });
    if (!thread) throw notFound(`Conversation ${threadId} not found`);
    if (thread.status === 'closed' && input.sender_type !== 'customer')
      throw conflict(`Conversation ${threadId} is closed; reopen it before replying`);
    if (input.client_id !== undefined) {
      const original = await messages(services.db, tenant).findOne(
        { thread_id: threadId, client_id: input.client_id },
        { session },
      );
      if (original) throw new DuplicateMessage(original);
    }
    const now = services.clock.now();
    const created_at = nextMessageTime(now, thread.last_message_at);
    const message: MessageDoc = {
      _id: newId('message'),
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      thread_id: threadId,
      sender_type: input.sender_type,
      sender_id: input.sender_id,
      content: text.content,
      content_type: input.content_type,
      attachments,
      metadata: input.client_id !== undefined ? { client_id: input.client_id } : {},
      ...(input.client_id !== undefined ? { client_id: input.client_id } : {}),
      created_at,
    };
    await messages(services.db, tenant).insertOne(message, { session });
    const next = afterMessage(thread, input.sender_type);
    const changes = {
      ...next,
      last_message_at: created_at,
      last_message_id: message._id,
      activity_at: created_at,
      closed_at: next.status === 'open' ? null : thread.closed_at,
      updated_at: now,
    };
    await coll.updateOne({ _id: threadId }, { $set: changes, $inc: { message_count: 1 } }, { session });
    const updated: ThreadDoc = { ...thread, ...changes, message_count: thread.message_count + 1 };
    const changed = updated.status !== thread.status || aiEnabled(updated, responder) !== aiEnabled(thread, responder);
    return {
      result: { message, thread: updated },
      entry: {
        business_id: tenant.business_id,
        livemode: tenant.livemode,
        kind: 'message',
        owner: thread.owner ?? null,
        thread: updated,
        message,
        conversation_changed: changed,
      },
    };
  });
  if (input.sender_type === 'customer' && responder && aiEnabled(stored.thread, true))
    await queueAutoReply(services, tenant, stored.thread._id, stored.message._id);
  return stored;
}

async function queueAutoReply(
  services: SupportServices,
  tenant: TenantContext,
  threadId: string,
  messageId: string,
): Promise<void> {
  const agenda = services.store.agenda;
  if (!agenda) return;
  // The job answers only if this is still the newest message when it runs (a burst of messages gets one answer).
  await agenda.now(AUTO_REPLY_JOB, {
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    thread_id: threadId,
    message_id: messageId,
  });
}

/** A shopper's message: to their conversation, created first if they have none. */
export async function postShopperMessage(
  services: SupportServices,
  shopper: Shopper,
  input: Omit<NewMessage, 'sender_type' | 'sender_id' | 'content_type'>,
) {
  const thread = await openConversation(services, shopper);
  return postMessage(
    services,
    shopper.tenant,
    thread._id,
    { ...input, sender_type: 'customer', sender_id: shopper.customerId, content_type: 'text' },
    { sessionId: shopper.sessionId, customerId: shopper.customerId },
  );
}

/** Closes or reopens a conversation; the same status again changes nothing and answers it as it is. */
export async function setConversationStatus(
  services: SupportServices,
  tenant: TenantContext,
  threadId: string,
  status: 'open' | 'closed',
): Promise<ThreadDoc> {
  const current = await threads(services.db, tenant).findOne({ _id: threadId });
  if (!current) throw notFound(`Conversation ${threadId} not found`);
  if (current.status === status) return current;
  return feedWrite(services, async (session) => {
    const now = services.clock.now();
    const thread = await threads(services.db, tenant).findOneAndUpdate(
      { _id: threadId },
      { $set: { status, closed_at: status === 'closed' ? now : null, updated_at: now } },
      { returnDocument: 'after', session },
    );
    if (!thread) throw notFound(`Conversation ${threadId} not found`);
    return { result: thread, entry: conversationChanged(thread) };
  });
}

/** Marks that the automatic responder handed a conversation over to a person. */
export async function stopResponder(services: SupportServices, tenant: TenantContext, threadId: string): Promise<void> {
  await feedWrite(services, async (session) => {
    const thread = await threads(services.db, tenant).findOneAndUpdate(
      { _id: threadId },
      { $set: { responder_stopped: true, updated_at: services.clock.now() } },
      { returnDocument: 'after', session },
    );
    if (!thread) throw notFound(`Conversation ${threadId} not found`);
    return { result: undefined, entry: conversationChanged(thread) };
  });
}

export type AutoReplyOutcome = 'answered' | 'handed-over' | 'skipped';

/**
 * The automatic responder's turn after a shopper's message: it answers only while the conversation is open, the
 * responder is on for it, and `messageId` is still the newest message (a burst of messages gets one answer, to the
 * last). A responder that declines hands the conversation over to a person (ai_enabled becomes false). A
 * responder that fails throws (the job decides whether to try again).
 */
export async function autoReply(
  services: SupportServices,
  tenant: TenantContext,
  threadId: string,
  messageId: string,
): Promise<AutoReplyOutcome> {
  const responder = services.supportResponder;
  if (!responder) return 'skipped';
  const current = () => threads(services.db, tenant).findOne({ _id: threadId });
  const stillItsTurn = (t: ThreadDoc | null): t is ThreadDoc =>
    t !== null && t.status === 'open' && aiEnabled(t, true) && t.last_message_id === messageId;
  const thread = await current();
  if (!stillItsTurn(thread)) return 'skipped';
  const transcript = await readMessages(services, tenant, threadId, { limit: RESPONDER_TRANSCRIPT });
  const business = await businesses(services.db).findOne({ _id: tenant.business_id }, { projection: { name: 1 } });
  const reply = await responder.reply({
    business: { id: tenant.business_id, name: business?.name ?? tenant.business_id },
    conversation_id: threadId,
    transcript: transcript.map((m) => ({ sender_type: m.sender_type, content: m.content })),
  });
  // The answer took a while: a person may have replied, or the shopper written again, meanwhile.
  if (!stillItsTurn(await current())) return 'skipped';
  if (!reply) {
    await stopResponder(services, tenant, threadId);
    return 'handed-over';
  }
  await postMessage(services, tenant, threadId, {
    sender_type: 'ai',
    sender_id: null,
    content: reply.content,
    content_type: reply.content_type,
    field: 'reply',
  });
  return 'answered';
}
