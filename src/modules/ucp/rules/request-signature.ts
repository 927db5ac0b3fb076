// What an agent's RFC 9421 request signature must cover, and how old it may be (docs/ucp.md §Signatures and keys).
// Pure.
//
// UCP's request-signing table: always `@method`, `@authority` and `@path`; `@query` when the URL has one;
// `ucp-agent` when the header is present (it binds the signature to the profile whose keys verify it);
// `content-digest` and `content-type` when there is a body; `idempotency-key` on state-changing methods when the
// header is sent (its replay protection rests on the key being signed). A signature covering less is refused as
// invalid: what it leaves out could be changed in transit.
//
// `created` is optional in UCP (replay protection is the idempotency key's), so a signature without it is taken.
// When present it must lie within CREATED_WINDOW_S of the service's clock, either way: a captured signed request
// (a GET, or a write whose idempotency record has expired) stops being usable after minutes rather than forever,
// and five minutes, the tolerance Standard Webhooks gives timestamps, absorbs ordinary clock drift and an agent's
// own retries.

export const CREATED_WINDOW_S = 300;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SignedRequestShape {
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
  hasBody: boolean;
}

/** The components (lower case) a signature of this request must cover. */
export function requiredComponents(req: SignedRequestShape): string[] {
  const required = ['@method', '@authority', '@path'];
  if (new URL(req.url).search) required.push('@query');
  if (req.headers['ucp-agent'] !== undefined) required.push('ucp-agent');
  if (STATE_CHANGING.has(req.method.toUpperCase()) && req.headers['idempotency-key'] !== undefined)
    required.push('idempotency-key');
  if (req.hasBody) required.push('content-digest', 'content-type');
  return required;
}

/** Why a signature's `created` (Unix seconds) is not acceptable at `nowSeconds`, or null. */
export function createdProblem(created: number | undefined, nowSeconds: number): string | null {
  if (created === undefined) return null;
  if (created < nowSeconds - CREATED_WINDOW_S)
    return `the signature was created ${nowSeconds - created} s ago; at most ${CREATED_WINDOW_S} s is accepted`;
  if (created > nowSeconds + CREATED_WINDOW_S)
    return `the signature is dated ${created - nowSeconds} s ahead of this service's clock; at most ${CREATED_WINDOW_S} s is accepted`;
  return null;
}
