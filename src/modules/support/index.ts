// The support area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { SupportFeedReader } from './feed-reader.js';
export type { AttachmentRef, ContentType, FeedDoc, MessageDoc, OwnerKey, SenderType, ThreadDoc } from './model.js';
export { presentConversation, presentInboxConversation, presentMessage } from './present.js';
export {
  afterMessage,
  aiEnabled,
  inboxFilter,
  messageContent,
  nextMessageTime,
  ownerOf,
  RECENT_MESSAGES,
  RESPONDER_TRANSCRIPT,
} from './rules.js';
export { ensureFeedCounter, feed, FEED_COUNTER_ID, feedCounter, messages, threads } from './store.js';
