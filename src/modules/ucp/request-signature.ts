// Checking an agent's request signature, the step of negotiation after the profile is in hand (docs/ucp.md
// §Signatures and keys). UCP makes signing requests a SHOULD, so:
//   - a request with Signature-Input or Signature is verified (RFC 9421, src/kernel/http-signatures.ts) with the keys
//     of the profile its UCP-Agent names: covering what rules/request-signature.ts requires, with a key the profile
//     lists (key_not_found 401 otherwise, after one early refetch of the profile: the agent may have rotated), on a
//     curve we verify (algorithm_unsupported 400), valid (signature_invalid 401), dated within the window;
//   - its Content-Digest, when signed or merely sent, must be the sha-256 of the raw body (digest_mismatch 400);
//   - an unsigned request passes unless the business's `require_signatures` is on (signature_missing 401).
// A tool call on the shopper MCP endpoint is checked with the HTTP POST that carried it (UCP's MCP transport signs
// that POST as REST's: Content-Digest covers the JSON-RPC message, so the call's arguments). A call that reaches
// negotiation with no HTTP request at all (none does today) is unsigned.
import type { UcpHttpRequest } from '../../kernel/caller.js';
import { AppError, type ErrorCode } from '../../kernel/errors.js';
import {
  digestMatches,
  type EcPublicJwk,
  type SignatureFailure,
  type VerifyResult,
  verifyHttpMessage,
} from '../../kernel/http-signatures.js';
import type { AgentProfiles } from './profiles.js';
import type { AgentProfile } from './rules/agent-profile.js';
import { createdProblem, requiredComponents } from './rules/request-signature.js';

export interface SignatureCheck {
  profileUrl: string;
  profile: AgentProfile;
  /** The HTTP request (over MCP, the POST that carried the tool call). */
  request: UcpHttpRequest | undefined;
  /** The business's `require_signatures`. */
  required: boolean;
  nowSeconds: number;
}

const CODES: Record<SignatureFailure, ErrorCode> = {
  signature_missing: 'UCP_SIGNATURE_MISSING',
  signature_invalid: 'UCP_SIGNATURE_INVALID',
  key_not_found: 'UCP_KEY_NOT_FOUND',
  algorithm_unsupported: 'UCP_ALGORITHM_UNSUPPORTED',
};

/** Resolves when the request may go on; throws the refusal otherwise (see the header). */
export async function checkRequestSignature(profiles: AgentProfiles, check: SignatureCheck): Promise<void> {
  const { request } = check;
  if (!request) {
    if (check.required)
      throw new AppError('UCP_SIGNATURE_MISSING', 'This business requires signed requests, and this one carries none');
    return;
  }
  const signed = request.headers['signature-input'] !== undefined || request.headers.signature !== undefined;
  if (!signed) {
    if (check.required)
      throw new AppError(
        'UCP_SIGNATURE_MISSING',
        'This business requires signed requests: send Signature-Input and Signature',
      );
    if (request.headers['content-digest'] !== undefined) await checkDigest(request);
    return;
  }
  const result = await verified(profiles, check, request);
  const problem = createdProblem(result.created, check.nowSeconds);
  if (problem) throw new AppError('UCP_SIGNATURE_INVALID', `Signature-Input: ${problem}`);
  if (result.components.includes('content-digest') || request.headers['content-digest'] !== undefined)
    await checkDigest(request);
}

/** The signature verified with the profile's keys; an unknown kid gets one early refetch of the profile. */
async function verified(
  profiles: AgentProfiles,
  check: SignatureCheck,
  request: UcpHttpRequest,
): Promise<Extract<VerifyResult, { ok: true }>> {
  const required = requiredComponents(request);
  let result = verifyHttpMessage(request, { keyFor: keysOf(check.profile), required, nowSeconds: check.nowSeconds });
  if (!result.ok && result.reason === 'key_not_found') {
    const fresh = await profiles.refetchForUnknownKey(check.profileUrl);
    if (fresh) result = verifyHttpMessage(request, { keyFor: keysOf(fresh), required, nowSeconds: check.nowSeconds });
  }
  if (!result.ok) throw new AppError(CODES[result.reason], refusalText(result.reason, result.message));
  return result;
}

function refusalText(reason: SignatureFailure, message: string): string {
  if (reason === 'key_not_found') return `${message} in the agent profile's signing_keys`;
  return `Request signature refused: ${message}`;
}

/** The kernel's key lookup over a profile's `signing_keys`; the verifier judges whether a key is usable. */
const keysOf =
  (profile: AgentProfile) =>
  (kid: string): EcPublicJwk | undefined =>
    profile.signing_keys.find((k) => k.kid === kid) as EcPublicJwk | undefined;

async function checkDigest(request: UcpHttpRequest): Promise<void> {
  const bytes = await request.body();
  if (!digestMatches(request.headers['content-digest'], bytes))
    throw new AppError(
      'UCP_DIGEST_MISMATCH',
      'Content-Digest: must be sha-256=:<base64 of the SHA-256 of the raw body>: and match the body as received',
    );
}
