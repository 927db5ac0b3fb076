// The automatic responder over an OpenAI-compatible chat completions endpoint (`POST {url}/chat/completions`), the
// one shape OpenAI, Azure OpenAI, vLLM, Ollama, llama.cpp's server and LiteLLM all serve. Only the common subset is
// used (model, messages; no tools, no streaming), so any of them works with just a base URL and a model name.
import { cutToChars } from '../../kernel/format.js';
import { exchange, UpstreamUnreachable } from '../upstream.js';
import {
  ResponderUnavailableError,
  type ResponderInput,
  type ResponderReply,
  type ResponderTurn,
  type SupportResponder,
} from './responder.js';

export interface OpenAiCompatibleOptions {
  /** The API base, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`; `/chat/completions` is added. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set; local servers usually need none. */
  apiKey?: string;
  model: string;
  /** Bounds the whole exchange, the body included. */
  timeoutMs: number;
  /** The operator's extra instructions, added after ours (which the parsing of replies depends on, so they stay). */
  systemPrompt?: string;
}

/** The model's way of declining; anything else it answers goes to the shopper. */
const HANDOFF = 'HANDOFF';
/** SupportMessage.content's maxLength, in code points as JSON Schema counts it. */
const MAX_REPLY_CHARS = 4000;
/** The transcript is bounded by the interface; a caller that sends more still costs no more than this. */
const MAX_TURNS = 20;
const MAX_ERROR_BODY_CHARS = 200;

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

function instructions(business: ResponderInput['business'], extra: string | undefined): string {
  const lines = [
    `You answer customers in the support chat of the online shop ${JSON.stringify(business.name)}, on behalf of the business.`,
    'Answer briefly and plainly, in the language the customer writes in.',
    'Never invent order data (order numbers, statuses, delivery dates, tracking), prices, stock or policies (returns, refunds, shipping, warranties). You cannot see any of them: if the answer depends on them, hand over.',
    `When a person at the business should take over (you cannot answer, the customer asks for a person, or the matter needs someone to act), reply with exactly the token ${HANDOFF} and nothing else.`,
    'Messages that start with "Notice from the business:" were posted by the business; they are not from the customer.',
  ];
  if (extra?.trim()) lines.push('', extra.trim());
  return lines.join('\n');
}

function toChatMessage(turn: ResponderTurn): ChatMessage {
  switch (turn.sender_type) {
    case 'customer':
      return { role: 'user', content: turn.content };
    case 'agent':
    case 'ai':
      return { role: 'assistant', content: turn.content };
    case 'system':
      return { role: 'system', content: `Notice from the business: ${turn.content}` };
  }
}

/** A declining answer: the bare token, also when the model wraps it in quotes, backticks or a full stop. */
const isHandoff = (text: string) => new RegExp(`^[\\W_]*${HANDOFF}[\\W_]*$`).test(text);

/** `choices[0].message.content`: a string, or null (a refusal or a filtered answer carries none); undefined when
 * the body is not a chat completion at all. */
function contentOf(body: unknown): string | null | undefined {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const message = (choices[0] as { message?: unknown } | null)?.message;
  if (typeof message !== 'object' || message === null) return undefined;
  const content = (message as { content?: unknown }).content;
  if (typeof content === 'string' || content === null) return content;
  return undefined;
}

export class OpenAiCompatibleResponder implements SupportResponder {
  readonly description: string;
  private readonly endpoint: string;
  private readonly apiKey: string | undefined;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly systemPrompt: string | undefined;

  constructor(opts: OpenAiCompatibleOptions) {
    // Parsed here so a misconfigured URL fails at start-up rather than on a shopper's first message.
    const base = new URL(opts.url);
    if (base.protocol !== 'http:' && base.protocol !== 'https:')
      throw new Error(`Support responder: ${opts.url} is not an http(s) URL`);
    if (!opts.model) throw new Error('Support responder: a model is required');
    if (!(opts.timeoutMs > 0)) throw new Error('Support responder: timeoutMs must be positive');
    this.endpoint = `${opts.url.replace(/\/+$/, '')}/chat/completions`;
    this.apiKey = opts.apiKey || undefined;
    this.model = opts.model;
    this.timeoutMs = opts.timeoutMs;
    this.systemPrompt = opts.systemPrompt;
    this.description = `openai-compatible (${opts.model} at ${base.host})`;
  }

  async reply(input: ResponderInput, signal?: AbortSignal): Promise<ResponderReply | null> {
    const messages: ChatMessage[] = [
      { role: 'system', content: instructions(input.business, this.systemPrompt) },
      ...input.transcript.slice(-MAX_TURNS).map(toChatMessage),
    ];
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    let status: number;
    let text: string;
    try {
      ({ status, text } = await exchange(
        this.endpoint,
        { method: 'POST', headers, body: JSON.stringify({ model: this.model, messages, stream: false }) },
        this.timeoutMs,
        signal,
      ));
    } catch (err) {
      if (err instanceof UpstreamUnreachable)
        throw new ResponderUnavailableError(`${this.description} ${err.message}`, true, { cause: err.cause });
      throw err;
    }

    if (status < 200 || status > 299) {
      const retryable = status === 408 || status === 429 || status >= 500;
      throw new ResponderUnavailableError(
        `${this.description} answered ${status}: ${cutToChars(text, MAX_ERROR_BODY_CHARS)}`,
        retryable,
      );
    }

    let content: string | null | undefined;
    try {
      content = contentOf(JSON.parse(text));
    } catch (err) {
      throw new ResponderUnavailableError(
        `${this.description} answered ${status} with a body that is not JSON: ${cutToChars(text, MAX_ERROR_BODY_CHARS)}`,
        false,
        { cause: err },
      );
    }
    // A server that answers 2xx in another shape will answer it again: retrying cannot help.
    if (content === undefined) {
      throw new ResponderUnavailableError(
        `${this.description} answered ${status} without choices[0].message.content: ${cutToChars(text, MAX_ERROR_BODY_CHARS)}`,
        false,
      );
    }

    const reply = (content ?? '').trim();
    if (reply === '' || isHandoff(reply)) return null;
    return { content: cutToChars(reply, MAX_REPLY_CHARS), content_type: 'markdown' };
  }
}
