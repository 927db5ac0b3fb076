// The support chat's automatic responder, behind one interface: it answers a shopper before a person at the business
// takes over. Off unless configured (index.ts); the one adapter talks to an OpenAI-compatible chat completions
// endpoint (openai-compatible.ts). There is no built-in stand-in: a conversation without a configured responder
// simply waits for a person.
//
// Contract every adapter keeps:
//   - reply() answers the next message of the business, or null when the responder declines: the conversation
//     is handed over to a person and the responder stays quiet from then on (the caller records that).
//   - a reply fits a SupportMessage: trimmed, not empty, at most 4000 characters counted in code points.
//   - a responder that cannot answer throws ResponderUnavailableError; the conversation is left as it was, and the
//     caller decides from `retryable` whether to try again later or hand over at once.

export interface ResponderTurn {
  sender_type: 'customer' | 'agent' | 'ai' | 'system';
  content: string;
}

export interface ResponderInput {
  business: { id: string; name: string };
  conversation_id: string;
  /** Oldest first, at most the last 20 messages. */
  transcript: ResponderTurn[];
}

export interface ResponderReply {
  content: string;
  content_type: 'text' | 'markdown';
}

export interface SupportResponder {
  /** For logs: `openai-compatible (<model> at <host>)`. */
  readonly description: string;
  /** The reply, or null when the responder declines (hands over to a person). */
  reply(input: ResponderInput, signal?: AbortSignal): Promise<ResponderReply | null>;
}

/** The responder could not be reached, timed out or answered an error; `retryable` for 429/5xx/network/timeout. */
export class ResponderUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ResponderUnavailableError';
  }
}
