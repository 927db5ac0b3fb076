// Builds the automatic responder from configuration, or nothing: without an endpoint URL there is no responder and
// every conversation waits for a person (ai_enabled is false). There is deliberately no offline stand-in.
import { OpenAiCompatibleResponder } from './openai-compatible.js';
import type { SupportResponder } from './responder.js';

export type { ResponderInput, SupportResponder } from './responder.js';
export { ResponderUnavailableError } from './responder.js';
export { OpenAiCompatibleResponder } from './openai-compatible.js';

const DEFAULT_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 15_000;

export function createSupportResponder(opts: {
  url?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}): SupportResponder | null {
  if (!opts.url) return null;
  return new OpenAiCompatibleResponder({
    url: opts.url,
    apiKey: opts.apiKey || undefined,
    model: opts.model || DEFAULT_MODEL,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
}
