// Support chat as the contracts show it: SupportMessage (spec/common/schemas), the storefront's SupportConversation
// and the platform's PlatformSupportConversation.
import { iso } from '../../kernel/format.js';
import { assetUrl, customerFileUrl } from '../uploads/index.js';
import type { MessageDoc, ThreadDoc } from './model.js';
import { aiEnabled } from './rules.js';

export function presentMessage(m: MessageDoc, cdnUrl: string) {
  return {
    id: m._id,
    sender_type: m.sender_type,
    content: m.content,
    content_type: m.content_type,
    attachments: m.attachments.map((a) => ({
      id: a.id,
      url: a.public_token
        ? customerFileUrl(cdnUrl, a.public_token, a.filename)
        : assetUrl(cdnUrl, m.business_id, a.id, a.filename),
      filename: a.filename,
      content_type: a.content_type,
      size_bytes: a.size_bytes,
    })),
    metadata: m.metadata,
    created_at: m.created_at.toISOString(),
  };
}
export function presentConversation(t: ThreadDoc, responderConfigured: boolean) {
  return {
    id: t._id,
    status: t.status,
    ai_enabled: aiEnabled(t, responderConfigured),
    message_count: t.message_count,
    created_at: t.created_at.toISOString(),
    last_message_at: iso(t.last_message_at),
  };
}

export function presentInboxConversation(
  t: ThreadDoc,
  last: MessageDoc | null,
  responderConfigured: boolean,
  cdnUrl: string,
) {
  return {
    id: t._id,
    status: t.status,
    awaiting_reply: t.status === 'open' && t.awaiting_reply,
    ai_enabled: aiEnabled(t, responderConfigured),
    message_count: t.message_count,
    customer_id: t.customer_id,
    created_at: t.created_at.toISOString(),
    last_message_at: iso(t.last_message_at),
    closed_at: iso(t.closed_at),
    last_message: last ? presentMessage(last, cdnUrl) : null,
  };
}
