// Support chat, as stored. One conversation (collection `support_threads`) per shopper and tenant, its messages
// (`support_messages`), and the feed (`support_feed`) every server process reads to push new messages and status
// changes to the WebSockets it holds:
//
//   writer (any process)                                    each process
//   ── one transaction ─────────────────────────────        ──────────────────────────────────────────
//   counters.support_feed += 1   (serialises writers)       find support_feed { _id > last } by _id
//   thread: count, last_message_at, status                  → frames to the sockets of that owner
//   message insert
//   feed insert { _id: the counter }
//
// Because the counter is written first in the same transaction, feed ids become visible in increasing order with
// no gaps: a reader that has seen n has seen everything up to n. The same code runs on the embedded store and on
// a replica set; nothing depends on change streams.
import type { Tenanted } from '../../store/index.js';

/** Who a conversation belongs to: `cus:<customer id>` for a signed-in customer, `ses:<session id>` for a guest. */
export type OwnerKey = `cus:${string}` | `ses:${string}`;

export type ThreadStatus = 'open' | 'closed';
export type SenderType = 'customer' | 'agent' | 'ai' | 'system';
export type ContentType = 'text' | 'markdown';

export interface ThreadDoc extends Tenanted {
  _id: string; // thr_
  /** Unique per tenant while set; unset on a guest conversation that was set aside at sign-in. */
  owner?: OwnerKey;
  /** The signed-in customer's id (null: a guest's). */
  customer_id: string | null;
  /** The guest session it started in (kept after a customer takes it over). */
  session_id: string | null;
  status: ThreadStatus;
  /** The newest message is the shopper's: the business owes a reply. */
  awaiting_reply: boolean;
  /** A person at the business replied, or the responder handed over: the responder stays quiet from then on. */
  responder_stopped: boolean;
  message_count: number;
  /** Strictly increasing per conversation (rules.ts nextMessageTime): the poll cursor. */
  last_message_at: Date | null;
  last_message_id: string | null;
  /** Newest activity (last message, else creation): the inbox order. */
  activity_at: Date;
  closed_at: Date | null;
  /** A guest conversation set aside when its guest signed in to a customer who had one already. */
  merged_into: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface AttachmentRef {
  id: string; // upl_ (customer upload) or up_ (business asset)
  filename: string;
  content_type: string;
  size_bytes: number;
  /** A customer upload's public token (its URL is made of it); null for an asset (whose URL is its id). */
  public_token: string | null;
}

export interface MessageDoc extends Tenanted {
  _id: string; // msg_
  thread_id: string;
  sender_type: SenderType;
  /** The business key (agent, system) or customer (customer) that sent it; null for the responder. */
  sender_id: string | null;
  content: string;
  content_type: ContentType;
  attachments: AttachmentRef[];
  metadata: Record<string, unknown>;
  /** Unique per conversation while set (the retry-safety id of POST …/messages). */
  client_id?: string;
  created_at: Date;
}

export type FeedKind = 'message' | 'conversation';

/** One entry of the feed: a message was stored, or a conversation changed (status, ai_enabled, creation). */
export interface FeedDoc extends Tenanted {
  _id: number;
  kind: FeedKind;
  /** The conversation's owner when the entry was written: whose sockets get it. */
  owner: OwnerKey | null;
  thread: ThreadDoc;
  message: MessageDoc | null;
  /** The conversation's status or ai_enabled changed with this message (sockets get a `conversation` frame too). */
  conversation_changed: boolean;
  at: Date;
}
