// The rules of support chat, without I/O: message text, the per-conversation clock, who owns a conversation, and
// what a new message does to its conversation.
import type { OwnerKey, SenderType, ThreadDoc } from './model.js';

export const MAX_CONTENT_CHARS = 4000;
/** The most recent messages answered with a conversation (open, read). */
export const RECENT_MESSAGES = 50;
/** How many earlier messages the automatic responder is shown. */
export const RESPONDER_TRANSCRIPT = 20;

/**
 * The message text as stored (trimmed), or why it cannot be: 1 to 4000 characters after trimming, counted in
 * code points as JSON Schema counts `maxLength`.
 */
export function messageContent(raw: string, field = 'content'): { content: string } | { problem: string } {
  const content = raw.trim();
  if (content.length === 0) return { problem: `${field}: must not be empty or only whitespace` };
  // Code points: every UTF-16 unit counts once, a surrogate pair's second half is taken back.
  let chars = content.length;
  if (chars > MAX_CONTENT_CHARS) for (const c of content) if (c.length === 2) chars--;
  if (chars > MAX_CONTENT_CHARS)
    return { problem: `${field}: at most ${MAX_CONTENT_CHARS} characters after trimming (got ${chars})` };
  return { content };
}

/**
 * The created_at of a conversation's next message: now, but always at least a millisecond after the one before,
 * so created_at is unique within a conversation and increases in storage order. That makes "after T" an exact
 * cursor: two messages stored in one millisecond, or by two processes whose clocks disagree, cannot share T or
 * come out of order.
 */
export function nextMessageTime(now: Date, last: Date | null): Date {
  if (!last || now.getTime() > last.getTime()) return now;
  return new Date(last.getTime() + 1);
}

/** A signed-in customer owns one conversation across sessions; a guest's follows the storefront session. */
export function ownerOf(who: { customerId?: string | null; sessionId?: string | null }): OwnerKey | null {
  if (who.customerId) return `cus:${who.customerId}`;
  if (who.sessionId) return `ses:${who.sessionId}`;
  return null;
}

/** The automatic responder answers while the business has one and no person has replied in this conversation. */
export const aiEnabled = (thread: Pick<ThreadDoc, 'responder_stopped'> | null, responderConfigured: boolean): boolean =>
  responderConfigured && !(thread?.responder_stopped ?? false);

/** What storing a message from `sender` changes on its conversation (besides count and times). */
export function afterMessage(
  thread: Pick<ThreadDoc, 'awaiting_reply' | 'responder_stopped' | 'status'>,
  sender: SenderType,
): Pick<ThreadDoc, 'awaiting_reply' | 'responder_stopped' | 'status'> {
  switch (sender) {
    case 'customer':
      // The shopper's message reopens a closed conversation and waits for the business.
      return { status: 'open', awaiting_reply: true, responder_stopped: thread.responder_stopped };
    case 'agent':
      return { status: thread.status, awaiting_reply: false, responder_stopped: true };
    case 'ai':
      return { status: thread.status, awaiting_reply: false, responder_stopped: thread.responder_stopped };
    case 'system':
      // A notice is not an answer: whoever was owed a reply still is.
      return {
        status: thread.status,
        awaiting_reply: thread.awaiting_reply,
        responder_stopped: thread.responder_stopped,
      };
  }
}

export type InboxStatus = 'open' | 'waiting' | 'closed';

/** The inbox filter of a status: `waiting` is an open conversation whose newest message is the shopper's. */
export function inboxFilter(status: InboxStatus | undefined): Record<string, unknown> {
  switch (status) {
    case 'open':
      return { status: 'open' };
    case 'waiting':
      return { status: 'open', awaiting_reply: true };
    case 'closed':
      return { status: 'closed' };
    default:
      return {};
  }
}
