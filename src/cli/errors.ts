// Every way a command can fail, as one error type: a code (one of the CLI's conditions, or the platform API's
// catalogue code when no condition names it), a message, the exit code, and a remediation that is a literal next
// command where one exists. Secrets never go into any of them (output.ts scrubs what slips through).
import type { ErrorCode } from '../kernel/errors.js';
import { CLI_CONDITIONS, CLI_EXIT_CODES, CLI_OUTCOMES } from './exit-codes.js';

export type CliCondition = Exclude<keyof typeof CLI_CONDITIONS, 'GENERAL'>;

/** What `error.code` of the JSON envelope can be: a CLI condition, a platform API code, or a command's own outcome. */
export type CliErrorCode = CliCondition | ErrorCode | keyof typeof CLI_OUTCOMES;

export class CliError extends Error {
  constructor(
    readonly code: CliErrorCode,
    message: string,
    readonly remediation?: string,
    readonly exitCode: number = exitCodeOf(code),
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export function exitCodeOf(code: CliErrorCode): number {
  if (code in CLI_CONDITIONS) return CLI_CONDITIONS[code as CliCondition];
  if (code in CLI_OUTCOMES) return CLI_OUTCOMES[code as keyof typeof CLI_OUTCOMES];
  if (code in CLI_EXIT_CODES) return CLI_EXIT_CODES[code as ErrorCode];
  return CLI_CONDITIONS.GENERAL;
}

/**
 * The condition a platform API code is reported as. The interface's table names conditions (AUTH_FAILED,
 * INVALID_INPUT, ...), so a script switches on those whatever the API called them; codes no condition covers
 * (CONFLICT, RATE_LIMITED, INTERNAL, ...) stay the API's own and exit 1.
 */
const CONDITION_OF_API: Partial<Record<ErrorCode, CliCondition>> = {
  VALIDATION_ERROR: 'INVALID_INPUT',
  BAD_REQUEST: 'INVALID_INPUT',
  PAYLOAD_TOO_LARGE: 'INVALID_INPUT',
  UNSUPPORTED_MEDIA_TYPE: 'INVALID_INPUT',
  UNAUTHORIZED: 'AUTH_FAILED',
  FORBIDDEN: 'AUTH_FAILED',
  SCOPE_DENIED: 'AUTH_FAILED',
  CROSS_BUSINESS_DENIED: 'AUTH_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  SERVICE_UNAVAILABLE: 'NETWORK_ERROR',
};

export function codeForApi(apiCode: string): CliErrorCode {
  return CONDITION_OF_API[apiCode as ErrorCode] ?? (apiCode in CLI_EXIT_CODES ? (apiCode as ErrorCode) : 'INTERNAL');
}

export const notLoggedIn = (profile: string) =>
  new CliError(
    'NOT_LOGGED_IN',
    `Not logged in${profile === 'default' ? '' : ` (profile ${profile})`}: no API key from --api-key, CIMPLIFY_API_KEY or a saved profile`,
    `cimplify login${profile === 'default' ? '' : ` --profile ${profile}`}`,
  );

export const notLinked = () => new CliError('NOT_LINKED', 'This directory is not linked to a project', 'cimplify link');
