// Signing the order events a business sends to agents, as UCP requires of webhooks (signatures.md, REST binding):
// RFC 9421 with the business's current signing key in the delivery's mode, label `sig1`, keyid = the key's kid,
// `created` = the attempt's time, no `alg` (the key's curve says it), and a Content-Digest of the raw body. The
// webhooks area calls it for each attempt of a delivery of kind `ucp` (registered at composition, src/server.ts),
// so a retry after a rotation is signed with the new key.
import { contentDigest, signHttpMessage } from '../../kernel/http-signatures.js';
import type { Services } from '../../services.js';
import { signingKeyFor } from './signing-keys.js';

/** One attempt to sign (the webhooks area's AgentMessage). */
interface OutgoingMessage {
  business_id: string;
  livemode: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  now: Date;
}

/**
 * The components a UCP request signature covers, in the order signatures.md lists them: method, authority and path
 * always; the query when there is one; `ucp-agent` and `idempotency-key` when sent; the digest and type of a body;
 * then Standard Webhooks' id and timestamp when sent (covering more than the minimum is what a webhook needs: a
 * replayed or re-dated event then fails the signature).
 */
export function ucpRequestComponents(url: string, headers: Record<string, string>, hasBody: boolean): string[] {
  const components = ['@method', '@authority', '@path'];
  if (new URL(url).search) components.push('@query');
  for (const field of ['ucp-agent', 'idempotency-key']) if (headers[field] !== undefined) components.push(field);
  if (hasBody) components.push('content-digest', 'content-type');
  for (const field of ['webhook-id', 'webhook-timestamp']) if (headers[field] !== undefined) components.push(field);
  return components;
}

/** The headers that sign one attempt: Content-Digest, Signature-Input and Signature. */
export async function signUcpDelivery(services: Services, message: OutgoingMessage): Promise<Record<string, string>> {
  const key = await signingKeyFor(services, message.business_id, message.livemode);
  const digest = contentDigest(message.body);
  const headers = { ...message.headers, 'content-digest': digest };
  const signature = signHttpMessage(
    { method: message.method, url: message.url, headers },
    {
      components: ucpRequestComponents(message.url, headers, true),
      params: { created: Math.floor(message.now.getTime() / 1000), keyid: key.kid },
      privateJwk: key,
    },
  );
  return { 'content-digest': digest, ...signature };
}
