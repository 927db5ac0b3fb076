// What tools/call answers (the document's CallToolResult): the operation's `data` as `structuredContent` and the
// same JSON as the one text block; or, for a refusal of the operation itself, `isError: true` with a text that says
// what went wrong and what to do about it, so that a model can correct its call (MCP 2025-11-25: input validation
// errors are tool execution errors), and the platform error object (ToolError: a code a program can act on, the
// message, retryable) as `structuredContent: { error }`, and, for clients written before that, in
// `_meta["platform/error"]`. Every tool's outputSchema admits both shapes (src/contract/mcp-tools.ts), since
// clients check structuredContent against it whatever isError says.
import type { AppError, ErrorCode } from '../kernel/errors.js';
import { HTTP_ERRORS } from '../http/kit/error-status.js';

/** The platform error object of a refused call (the document's ToolError). */
export interface ToolError {
  code: string;
  message: string;
  retryable: boolean;
}

/** A link to a resource holding more than one result (the content block MCP calls `resource_link`). */
export interface ResourceLink {
  type: 'resource_link';
  uri: string;
  name: string;
  title: string;
  mimeType: string;
}

export interface ToolResult {
  [key: string]: unknown;
  /** The text block first (the data's JSON, or what went wrong), then any links. */
  content: [{ type: 'text'; text: string }, ...ResourceLink[]];
  structuredContent?: Record<string, unknown>;
  isError?: true;
  _meta?: { 'platform/error': ToolError };
}

/** The data as structuredContent and as the one text block, then the link to a larger resource, if any. */
export function toolSuccess(data: unknown, link?: ResourceLink): ToolResult {
  const content: ToolResult['content'] = [{ type: 'text', text: JSON.stringify(data ?? null) }];
  if (link) content.push(link);
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? { content, structuredContent: data as Record<string, unknown> }
    : { content };
}

/** What to do next, by catalogue code (the refusals a tool result can carry). */
const NEXT_STEP: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: "Correct the arguments (the tool's inputSchema says what each one takes) and call the tool again.",
  BAD_REQUEST: "Correct the arguments (the tool's inputSchema says what each one takes) and call the tool again.",
  NOT_FOUND:
    'Check the id: platform_list_projects lists the projects, platform_list_deployments and platform_list_domains what a project has; call again with an id from there.',
  CONFLICT:
    'The current state does not allow this call: read the state again (for example with platform_get_project) and decide what to do.',
  FX_QUOTE_EXPIRED: 'Get a new quote and call again.',
  FX_QUOTE_USED: 'Get a new quote and call again.',
  FX_QUOTE_MISMATCH: 'Get a new quote and call again.',
  PAYLOAD_TOO_LARGE: 'Send less: shorten the argument that is too large and call again.',
  UNSUPPORTED_MEDIA_TYPE:
    "Correct the arguments (the tool's inputSchema says what each one takes) and call the tool again.",
  METHOD_NOT_ALLOWED: 'This tool cannot do that; choose another tool.',
  SERVICE_UNAVAILABLE:
    'A service the platform depends on is unavailable for now: call again with the same arguments in a few seconds.',
};

/**
 * A validation message names fields the way REST does (`path.project_id`, `query.limit`, `body.name`); a tool has
 * only arguments.
 */
export function argumentWording(message: string): string {
  return message.replace(/\b(?:path|query|body)\.(?=[A-Za-z_])/g, 'arguments.').replace(/\bbody:/g, 'arguments:');
}

/** A store failure under a write that may have taken effect (SERVICE_UNAVAILABLE, not retryable). */
const LOOK_FIRST =
  'The call may have taken effect: read the state (for example with platform_list_projects or platform_get_project) before calling again.';

export function toolFailure(err: AppError): ToolResult {
  const message =
    err.code === 'VALIDATION_ERROR' || err.code === 'BAD_REQUEST' ? argumentWording(err.message) : err.message;
  const next = err.code === 'SERVICE_UNAVAILABLE' && !err.retryable ? LOOK_FIRST : NEXT_STEP[err.code];
  const text = next ? `${message.replace(/[.\s]+$/, '')}. ${next}` : message;
  // The platform error object, as the REST operation's envelope carries it.
  const error: ToolError = { code: HTTP_ERRORS[err.code].code, message, retryable: err.retryable };
  return {
    content: [{ type: 'text', text }],
    structuredContent: { error },
    isError: true,
    _meta: { 'platform/error': error },
  };
}
